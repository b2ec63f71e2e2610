"""Keep configured secrets out of every file replaykit writes and every message it prints.

The recorder scrubs what enters a cassette; a run or a generation also writes episodes,
traces and blueprints built from the provider's replies, which may echo the key. Commands
that talk to a provider register their scrubber for their duration::

    with redacting(scrubber):        # anything with .scrub(bytes) -> bytes
        ...                          # result/blueprint writers call redact(data)

The registry is process-wide (not per thread): worker threads write files too.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Iterator, Protocol
from urllib.parse import urlsplit, urlunsplit


class _Scrubs(Protocol):
    def scrub(self, data: bytes) -> bytes: ...


_lock = threading.Lock()
_active: list[_Scrubs] = []


@contextlib.contextmanager
def redacting(scrubber: _Scrubs | None) -> Iterator[None]:
    if scrubber is None or not scrubber:
        yield
        return
    with _lock:
        _active.append(scrubber)
    try:
        yield
    finally:
        with _lock:
            _active.remove(scrubber)


def redact(data: bytes) -> bytes:
    """``data`` with every registered secret replaced (unchanged when none is registered)."""
    with _lock:
        scrubbers = list(_active)
    for s in scrubbers:
        data = s.scrub(data)
    return data


def redact_text(text: str) -> str:
    with _lock:
        if not _active:
            return text
    return redact(text.encode("utf-8", "surrogatepass")).decode("utf-8", "surrogatepass")


def line_patterns() -> tuple[bytes, ...] | None:
    """What the registered scrubbers replace now, when each lists it (``patterns``: literal byte
    strings) and no pattern holds a line break, else None. While these are the patterns, a text
    redacted in pieces cut just before a line break is that text redacted whole: no replacement can
    reach across the break (``MemorySaver`` redacts only what a period adds to a view). A session
    scrubber learns secrets as it goes, so a caller compares them with those it redacted with before."""
    with _lock:
        scrubbers = list(_active)
    out: list[bytes] = []
    for s in scrubbers:
        patterns = getattr(s, "patterns", None)
        if not isinstance(patterns, list) or not all(isinstance(p, bytes) and b"\n" not in p for p in patterns):
            return None
        out.extend(patterns)
    return tuple(out)


def safe_url(url: str) -> str:
    """A URL fit to print: user and password dropped, query values hidden (they may carry keys)."""
    try:
        parts = urlsplit(url)
        port = parts.port  # a port out of range or not a number raises here, not at urlsplit
    except ValueError:
        return "<unparseable URL>"
    host = parts.hostname or ""
    if port is not None:
        host = f"{host}:{port}"
    if parts.username is not None or parts.password is not None:
        host = f"***@{host}"
    query = "&".join(f"{q.split('=', 1)[0]}=***" if "=" in q else q for q in parts.query.split("&")) if parts.query else ""
    return urlunsplit((parts.scheme, host, parts.path, query, ""))
