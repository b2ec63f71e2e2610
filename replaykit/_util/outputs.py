"""Where a command may write: never over one of its inputs, never over a file it did not write.

Every command that writes a file or a folder checks its output here first (issue 23):

- ``check_not_input(out, inputs)``: the output is none of the inputs (same device and inode, so
  a symbolic or hard link to an input counts as the input), no folder holding one and nothing
  inside an input folder (a run, a release, a blueprint folder being read). No flag gets past
  this: writing there would destroy or change what the command is reading.
- ``check_replaceable(out, ours=..., force=...)``: an existing output file is replaced only when
  it is one this kind of command writes (``ours``: e.g. a JSON-lines export) or ``--force`` is
  given, which the error names.
- ``check_output_folder(out, inputs=..., ours=..., force=...)``: a folder output is none of the
  inputs (as above), not a file, and, when it exists and is not empty, a folder this command
  made (``ours``: its own run.json, manifest, marker or layout) unless ``--force`` is given.
- ``write_streamed(out, chunks)``: the new content goes to a temp file next to OUT and is renamed
  over it only when complete, so a failure (or reading the input) never meets a truncated OUT.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable, Iterable

from replaykit._util.fs import NOT_REGULAR, fsync_dir, is_special, resolved, temp_name
from replaykit.errors import FileAccessError, OutputError


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths reach one file or folder (symbolic links followed, hard links by inode)."""
    try:
        sa, sb = os.stat(a), os.stat(b)
    except OSError:
        return resolved(a) == resolved(b)
    return (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino)


def check_not_input(out: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str] | None], *, command: str,
                    option: str | None = None) -> None:
    """OutputError unless ``out`` is none of ``inputs``, holds none of them and lies inside none
    (``None`` inputs, options not given, are skipped). ``--force`` never gets past this."""
    out = Path(out)
    real = resolved(out)
    for raw in inputs:
        if raw is None:
            continue
        p = Path(raw)
        if same_file(out, p):
            link = " through a link" if real != resolved(p) else ""
            raise OutputError(out, f"is the input {p} (the same {'folder' if p.is_dir() else 'file'}{link})",
                              command=command, option=option)
        if real in resolved(p).parents:
            raise OutputError(out, f"holds the input {p}", command=command, option=option)
        if resolved(p) in real.parents and p.is_dir() and not _is_scratch(p):
            raise OutputError(out, f"lies inside the input {p} (writing there would change what is read)",
                              command=command, option=option)


def _is_scratch(folder: Path) -> bool:
    """A folder `replaykit replay` made (its marker): scratch, so an output may lie inside it (``view
    WORK --out WORK/site``)."""
    # loaded on first use: importing this module stays light
    from replaykit._util.workdir import WORK

    return (folder / WORK.marker).is_file()


def check_output_folder(out: str | os.PathLike[str], *, inputs: Iterable[str | os.PathLike[str] | None] = (),
                        ours: Callable[[Path], bool], force: bool, command: str, what: str,
                        option: str = "--out") -> Path:
    """OutputError (nothing written) unless the folder ``out`` may be written into.

    Never (whatever ``force``): a file where the folder belongs, one of ``inputs`` (or a link to
    one), a folder holding one, or a folder inside an input folder. Only with ``force``: an
    existing non-empty folder that is not ``ours`` (``what`` names what ours is, for the error)."""
    out = Path(out)
    if out.is_symlink() and not out.exists():
        raise OutputError(out, f"is a symbolic link to nothing (to {os.readlink(out)})", command=command,
                          option=option)
    if out.exists() and not out.is_dir():
        raise OutputError(out, "is a file, not a folder", command=command, option=option)
    check_not_input(out, inputs, command=command, option=option)
    if force or not out.is_dir():
        return out
    try:
        entries = sorted(e.name for e in out.iterdir())
        if not entries or ours(out):
            return out
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, out, "read the existing output folder") from None
    shown = ", ".join(entries[:5]) + (", ..." if len(entries) > 5 else "")
    raise OutputError(out, f"is a folder that is not empty ({shown}) and not {what}", command=command,
                      option=option, forceable=True, way="add --force to write into it anyway (nothing there is "
                      "deleted; files of the same name are replaced)")


def only_names(names: Iterable[str], *, prefixes: tuple[str, ...] = ()) -> Callable[[Path], bool]:
    """``ours`` for a folder holding only entries named ``names`` (or starting with ``prefixes``: the
    cassette's lock and temp files), e.g. what an interrupted first run left before its run.json."""
    allowed = frozenset(names)

    def check(folder: Path) -> bool:
        return all(e.name in allowed or e.name.startswith(prefixes) for e in folder.iterdir())

    return check


def has_file(name: str, *, then: Callable[[Path], bool] = lambda p: True) -> Callable[[Path], bool]:
    """``ours`` for a folder holding the file ``name`` (its run.json, manifest, ...) for which ``then`` holds."""
    return lambda folder: (folder / name).is_file() and not (folder / name).is_symlink() and then(folder / name)


def json_head(path: Path, *, first_line: bool = False) -> Any:
    """The JSON value a file starts with (its first MiB, or its first line), None when that is not
    JSON: how an output check recognises a file replaykit wrote without reading a large one whole."""
    # loaded on first use: importing this module stays light
    import msgspec

    from replaykit.base import NOT_JSON

    with open(path, "rb") as fh:
        raw = fh.readline(1 << 20) if first_line else fh.read(1 << 20)
    try:
        return msgspec.json.decode(raw)
    except NOT_JSON:
        return None


def source_starts(prefix: str) -> Callable[[Path], bool]:
    """``then`` for has_file: the JSON file's ``source`` field starts with ``prefix`` (who wrote it)."""

    def check(path: Path) -> bool:
        doc = json_head(path)
        return isinstance(doc, dict) and str(doc.get("source", "")).startswith(prefix)

    return check


def any_of(*checks: Callable[[Path], bool]) -> Callable[[Path], bool]:
    return lambda folder: any(c(folder) for c in checks)


def check_replaceable(out: str | os.PathLike[str], *, ours: Callable[[Path], bool] | None, force: bool, command: str,
                      what: str, option: str | None = None) -> None:
    """OutputError when ``out`` exists and is neither ``ours`` (nor empty) and ``force`` is not given.
    ``ours`` None: no existing file is replaced without ``force``."""
    out = Path(out)
    if out.is_dir():
        raise OutputError(out, "is a folder", command=command, option=option)
    if is_special(out):  # its size reads 0, yet it is no empty file of ours: never replaced, even with --force
        raise OutputError(out, f"is {NOT_REGULAR}", command=command, option=option)
    if force or not (out.exists() or out.is_symlink()):
        return
    if out.is_symlink():
        raise OutputError(out, f"is a symbolic link (to {os.readlink(out)})", command=command, forceable=True,
                          option=option)
    try:
        if out.stat().st_size == 0 or (ours is not None and ours(out)):
            return
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, out, "read the existing output") from None
    reason = "already exists" if ours is None else f"exists and is not {what} replaykit wrote"
    raise OutputError(out, reason, command=command, forceable=True, option=option)


def write_streamed(out: str | os.PathLike[str], chunks: Iterable[bytes], *, action: str = "write") -> Path:
    """Write ``chunks`` to a temp file next to ``out`` and rename it over ``out`` once complete."""
    out = Path(out)
    tmp = temp_name(out)
    try:
        with open(tmp, "wb") as fh:
            for chunk in chunks:
                fh.write(chunk)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, out)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise FileAccessError.from_os_error(exc, out, action) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(out)
    return out
