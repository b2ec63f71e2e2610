"""Escaping for every context a value from a file reaches in the viewer's pages: text and
attributes (``html.escape``/``attr``), links (``href``) and script-embedded JSON (``js``)."""

from __future__ import annotations

import html
import json
from typing import Any
from urllib.parse import quote

_JS_UNSAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def attr(value: object) -> str:
    """A value for a double-quoted HTML attribute (every value from a file goes through this or html.escape)."""
    return html.escape(str(value), quote=True)


def href(path: str) -> str:
    """A relative link built from names in files: percent-encoded (no scheme, no quotes), then escaped."""
    return attr(quote(path, safe="/#.-_~"))


def js(obj: Any) -> str:
    """JSON for a script (inline or a period file): sorted keys, no whitespace, and <, >, & and the
    line separators written as \\u escapes, so no value can close the script, open a comment or end a line."""
    return json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":")).translate(_JS_UNSAFE)
