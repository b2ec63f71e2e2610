"""Text helpers of the generation steps: prompt rendering, label normalization, the checks that
model text is usable, and JSON schemas inside OpenAI's strict Structured Outputs subset."""

from __future__ import annotations

import json
import re

from replaykit.prompts import template_text

# -- prompts ---------------------------------------------------------------------------


def load_prompt(name: str) -> str:
    """The template text of ``prompts/generation/<name>.txt`` without its citation header line."""
    return template_text("generation", name).rstrip("\n")


_REFERENCE_TOKEN = re.compile(r"\$\{([^}]*)\}")


def render_reference(name: str, values: dict[str, object]) -> str:
    """``prompts/generation/reference/<name>.txt`` (the reference code's string, byte for byte: its
    leading and trailing newlines kept) with its ``${key}`` placeholders filled in one pass, as an
    f-string is (a value's own text is never read as a placeholder); every value must be used."""
    text = template_text("generation", "reference", name)
    used: set[str] = set()

    def fill(m: re.Match) -> str:
        key = m.group(1)
        if key not in values:
            raise KeyError(f"prompt reference/{name}: no value for placeholder {key!r}")
        used.add(key)
        val = values[key]
        return val if isinstance(val, str) else str(val)

    out = _REFERENCE_TOKEN.sub(fill, text)
    if set(values) - used:
        raise KeyError(f"prompt reference/{name}: no placeholder {sorted(set(values) - used)[0]!r}")
    return out


def render(name: str, values: dict[str, object], reference: bool = False) -> str:
    """Fill the template's ``<key>`` and ``{key}`` placeholders; every value must be used.
    ``reference``: the reference protocol's template instead (``render_reference``)."""
    if reference:
        return render_reference(name, values)
    text = load_prompt(name)
    for key, val in values.items():
        s = val if isinstance(val, str) else str(val)
        found = False
        for token in (f"<{key}>", f"{{{key}}}"):
            if token in text:
                text = text.replace(token, s)
                found = True
        if not found:
            raise KeyError(f"prompt {name}: no placeholder {key!r}")
    return text


def dumps(obj: object) -> str:
    """JSON as the reference puts it in prompts (2-space indent, non-ASCII kept)."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


# -- labels and free text --------------------------------------------------------------

MAX_LABEL_WORDS = 8  # a variable name or choice longer than this is prose, not a label


def parse_int(text: str) -> int | None:
    m = re.search(r"-?\d+", text or "")
    return int(m.group(0)) if m else None


def norm_name(s: object, maxlen: int | None = 60, max_words: int | None = MAX_LABEL_WORDS) -> str:
    """A snake_case identifier for a state variable ('' if nothing usable). ``maxlen`` /
    ``max_words`` None (the reference generation protocol): no cut, no word limit."""
    if not isinstance(s, str) or (max_words is not None and len(s.split()) > max_words):
        return ""
    s = re.sub(r"[^0-9a-z]+", "_", s.strip().lower()).strip("_")
    return s if maxlen is None else s[:maxlen].strip("_")


def norm_choice(s: object, maxlen: int | None = 60, max_words: int | None = MAX_LABEL_WORDS) -> str:
    if not isinstance(s, (str, int, float)) or isinstance(s, bool):
        return ""
    s = re.sub(r"[\[\]{}\"'`\\]", "", str(s)).strip(" \t\r\n,;:.")
    if max_words is not None and len(s.split()) > max_words:
        return ""
    s = re.sub(r"\s+", "_", s)
    return s if maxlen is None else s[:maxlen]


def _key(s: str) -> str:
    return re.sub(r"[^0-9a-z]", "", s.lower())


def match_choice(value: object, choices: list[str]) -> str | None:
    """``value`` if it is one of ``choices``, else a choice equal up to case/punctuation, else None."""
    if not isinstance(value, str):
        return None
    if value in choices:
        return value
    k = _key(value)
    if not k:
        return None
    for c in choices:
        if _key(c) == k:
            return c
    return None


def clean_text(s: object, maxlen: int = 2000) -> str:
    """Whitespace collapsed, cut to ``maxlen`` characters (the ``smol-v3`` generation protocol)."""
    if not isinstance(s, str):
        return ""
    s = " ".join(s.split())
    return s[:maxlen]


def whole_text(s: object) -> str:
    """Model text as the reference keeps it: whole, only surrounding whitespace stripped ('' if not a string)."""
    return s.strip() if isinstance(s, str) else ""


def _words(s: str) -> str:
    """Lowercase words with every number as 0 (so "variant 3" matches the example's "variant 1")."""
    return re.sub(r"\d+", "0", re.sub(r"[^0-9a-z]+", " ", s.lower())).strip()


def echoes_prompt(text: str, template: str) -> bool:
    """True when ``text`` only repeats part of the prompt template (e.g. its example), so it carries no content."""
    w = _words(text)
    return len(w.split()) >= 2 and w in _words(load_prompt(template))


def usable(text: str, template: str, minlen: int = 8) -> bool:
    return len(text) >= minlen and not echoes_prompt(text, template)


def plain(s: str) -> str:
    """A snake_case label as words."""
    return s.replace("_", " ")


def variant_text(req: list[str], values: list[str] | tuple[str, ...]) -> str:
    return ", ".join(f"{v}: {x}" for v, x in zip(req, values))


# -- JSON schemas inside OpenAI's strict Structured Outputs subset -----------------------
# Every object lists all its properties in "required" and has "additionalProperties": false;
# no dynamic keys (a prompt's {name: value} map is asked as a list of {name, value} objects and
# converted back by named_pairs); no length, count or format keywords (llama.cpp rejects some).


def obj(props: dict[str, dict]) -> dict:
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


def arr(items: dict) -> dict:
    return {"type": "array", "items": items}


def string(enum: list[str] | None = None) -> dict:
    return {"type": "string", "enum": list(enum)} if enum else {"type": "string"}


def named_pairs(val: object, name_key: str, value_key: str) -> list[tuple[object, object]]:
    """(name, value) pairs from a list of {name_key, value_key} objects, or from a plain {name: value} map."""
    if isinstance(val, dict):
        return list(val.items())
    if isinstance(val, list):
        return [(x.get(name_key), x.get(value_key)) for x in val if isinstance(x, dict)]
    return []
