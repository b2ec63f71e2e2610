"""The strict msgspec base every replaykit data shape derives from."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import TypeVar, dataclass_transform

import msgspec

from replaykit.errors import ReplaykitError, UnencodableTextError

T = TypeVar("T")


class _StrictMeta(msgspec.StructMeta):
    """msgspec applies kw_only per class, not to subclasses; this makes every subclass keyword-only."""

    def __new__(mcls, name, bases, namespace, **kwargs):
        kwargs.setdefault("kw_only", True)
        return super().__new__(mcls, name, bases, namespace, **kwargs)


# What _StrictMeta does at run time, said to type checkers (PEP 681): every subclass is frozen and
# keyword-only, as msgspec.Struct's own declaration cannot say of a base configured by class keywords.
@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(msgspec.field,))
class Strict(msgspec.Struct, metaclass=_StrictMeta, frozen=True, forbid_unknown_fields=True):
    """Frozen, keyword-only, rejects unknown fields. Every file format we write carries a version."""


_ENCODER = msgspec.json.Encoder(order="sorted")


def canonical_json(obj: object) -> bytes:
    """Deterministic JSON: sorted keys, no whitespace. Use for digests and files that must diff cleanly.
    Text UTF-8 cannot encode (a lone surrogate) raises UnencodableTextError naming where it is."""
    try:
        return _ENCODER.encode(obj)
    except UnicodeEncodeError:
        where, char = _lone_surrogate(msgspec.to_builtins(obj), "$")
        raise UnencodableTextError(where, char) from None


def pretty_json(obj: object) -> bytes:
    """Deterministic, human-readable JSON (sorted keys, 2-space indent, trailing newline)."""
    return msgspec.json.format(canonical_json(obj), indent=2) + b"\n"


def _lone_surrogate(doc: object, path: str) -> tuple[str, str]:
    """(JSON path, character) of the first text in ``doc`` that UTF-8 cannot encode."""
    if isinstance(doc, str):
        return path, next((c for c in doc if 0xD800 <= ord(c) < 0xE000), "\ufffd")
    stack = [(doc, path)]
    while stack:
        item, at = stack.pop()
        items = (item.items() if isinstance(item, dict) else enumerate(item) if isinstance(item, list) else ())
        for k, v in items:
            where = f"{at}[{k}]" if isinstance(k, int) else f"{at}.{k.encode('utf-8', 'backslashreplace').decode()}"
            for text in (k, v):
                if isinstance(text, str):
                    try:
                        text.encode("utf-8")
                    except UnicodeEncodeError as exc:
                        return where, text[exc.start]
            stack.append((v, where))
    return path, "\ufffd"


_SCALARS = ("IntType", "FloatType", "StrType", "BoolType", "NoneType", "BytesType", "ByteArrayType", "MemoryViewType",
            "DateTimeType", "DateType", "TimeType", "TimeDeltaType", "UUIDType", "DecimalType", "LiteralType",
            "EnumType", "IntEnumType", "StrEnumType")
_FREELY: dict[object, bool] = {}


def nests_freely(type_: object) -> bool:
    """Whether a value of ``type_`` may nest deeper than MAX_JSON_DEPTH: it holds ``Any`` (or another
    type msgspec does not spell out), or a type that contains itself. A value of any other type nests
    no deeper than its type, and msgspec stops at the first JSON value that is not of the type it
    expects, so a file decoded into it needs no scan of its nesting first (`too_deep` reads every
    string of the file: about 5 ms a MB, the longest part of reading a run's result files back)."""
    found = _FREELY.get(type_)
    if found is None:
        # loaded on first use: importing this module stays light
        import msgspec.inspect as mi

        from replaykit._util.jsondepth import MAX_JSON_DEPTH

        try:
            info = mi.type_info(type_)
        except (TypeError, ValueError):
            info = None
        found = info is None or _depth(info, (), 0) > MAX_JSON_DEPTH
        _FREELY[type_] = found
    return found


def _depth(info: object, path: tuple[int, ...], at: int) -> int:
    """How deep a value of the type ``info`` nests (a large number when it has no bound)."""
    name = type(info).__name__
    if name in _SCALARS:
        return at
    if id(info) in path or len(path) > 64:
        return 1 << 30
    inner = (*path, id(info))
    if name in ("ListType", "SetType", "FrozenSetType", "VarTupleType"):
        return _depth(info.item_type, inner, at + 1)  # type: ignore[attr-defined]
    if name == "TupleType":
        return max((_depth(t, inner, at + 1) for t in info.item_types), default=at + 1)  # type: ignore[attr-defined]
    if name == "DictType":
        return max(_depth(info.key_type, inner, at + 1), _depth(info.value_type, inner, at + 1))  # type: ignore[attr-defined]
    if name in ("StructType", "TypedDictType", "DataclassType", "NamedTupleType"):
        return max((_depth(f.type, inner, at + 1) for f in info.fields), default=at + 1)  # type: ignore[attr-defined]
    if name == "UnionType":
        return max((_depth(t, inner, at) for t in info.types), default=at)  # type: ignore[attr-defined]
    return 1 << 30  # Any, Raw, a custom type: no bound known


def decode_file(
    path: str | os.PathLike[str], type_: type[T], what: str, error: type[ReplaykitError], missing_hint: str = "",
    limit: int | None = None,
) -> T:
    """Read and decode one JSON file into ``type_``; every failure is ``error`` naming the file.

    ``what`` names the file's kind in messages ("run config"); ``missing_hint`` says what to
    do when the file does not exist; ``limit`` caps its size (read_regular's default: MAX_JSON_FILE_BYTES).
    """
    # loaded on first use: importing this module stays light
    from replaykit._util.fs import read_regular

    path = Path(path)
    try:
        raw = read_regular(path, limit=limit)
    except OSError as exc:
        hint = f"; {missing_hint}" if missing_hint and isinstance(exc, FileNotFoundError) else ""
        if isinstance(exc, IsADirectoryError):
            hint = "; it is a folder, pass a file"
        raise error(f"cannot read {what} ({exc.strerror}){hint}", file=path) from None
    # loaded on first use: importing this module stays light
    from replaykit._util.jsondepth import MAX_JSON_DEPTH, too_deep

    deep = f"not valid JSON: it nests deeper than {MAX_JSON_DEPTH} levels"
    if nests_freely(type_) and too_deep(raw):  # what the type lets through nests as deep as the file does
        raise error(deep, file=path)
    try:
        return msgspec.json.decode(raw, type=type_)
    except RecursionError:  # msgspec refuses to go deeper than Python's recursion limit (a value it skips)
        raise error(deep, file=path) from None
    except msgspec.ValidationError as exc:
        field = validation_field(exc)
        hint = "" if field else " (the path after $ names the field)"
        raise error(f"invalid {what}: {exc}{hint}", file=path, field=field) from None
    except msgspec.DecodeError as exc:
        raise error(f"not valid JSON: {exc}", file=path) from None
    except UnicodeDecodeError as exc:
        raise error(not_utf8(exc), file=path) from None


NOT_JSON = (msgspec.DecodeError, UnicodeDecodeError, RecursionError)
"""What decoding bytes from outside as JSON raises besides a type's ValidationError: msgspec
raises UnicodeDecodeError (not DecodeError) for bytes that are not UTF-8 inside a string, and a
parser may recurse out of stack on deep nesting."""


def not_utf8(exc: UnicodeDecodeError) -> str:
    """The message for a JSON input holding bytes that are not UTF-8."""
    return f"not valid JSON: the bytes at offset {exc.start} are not UTF-8 (save the file as UTF-8)"


def validation_field(exc: msgspec.ValidationError) -> str | None:
    """The dotted field a msgspec validation error names ("endpoints.judge.model"), None for the root."""
    text = str(exc)
    at = re.search(r"- at `\$\.?(.*?)`$", text)
    named = re.search(r"(?:missing required|unknown) field `([^`]+)`", text)
    parts = [p for p in ((at.group(1) if at else ""), (named.group(1) if named else "")) if p]
    return ".".join(parts) or None
