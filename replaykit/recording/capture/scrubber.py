"""Secrets kept out of every file: each configured secret (and its JSON- and URL-escaped
forms) is replaced in request/response bodies, query strings and kept header values before
anything is written. Secrets shorter than 8 characters are rejected (ConfigError).

`scrub` replaces the forms clients and replaykit write (as is, msgspec's JSON, Python's json with
and without ensure_ascii, with ``\\/``, URL-quoted): one scan of the bytes per form, cheap enough
for every request body. `scrub_reply`, for what a provider sends back, also finds a secret however
else it is written, through one pattern per secret: any character as a JSON ``\\uXXXX`` escape
(either case, surrogate pairs beyond the BMP), ``\\/`` for ``/``, a short JSON escape (``\\"``,
``\\n``, ...), ``%XX`` in either case, or ``+`` for a space."""

from __future__ import annotations

import contextlib
import json
import os
import re
import threading
from typing import Any, Iterable, Iterator
from urllib.parse import quote, quote_plus

import msgspec

from replaykit.errors import ConfigError
from replaykit.recording.capture.digests import _TOKEN_SAFE

MIN_SECRET_LEN = 8

# Field names and fixed words of the cassette format and its JSON export: a "secret" inside
# one of these could never be kept out of a file, so it is refused up front.
_FORMAT_WORDS = (
    "replaykit-cassette", "key_version", "compression", "request", "response", "method", "query",
    "replica", "occurrence", "status", "headers", "content-type", "latency_ms", "prompt_tokens",
    "completion_tokens", "total_tokens", "version", "format", "usage", "model", "body", "meta",
)


class Scrubber:
    """Replaces every configured secret (raw, JSON-escaped, URL-quoted) by a filler run."""

    def __init__(self, secrets: Iterable[str]) -> None:
        uniq: list[str] = []
        for s in secrets:
            if not isinstance(s, str):
                raise ConfigError(f"secrets must be strings, got {type(s).__name__}", field="secrets")
            if len(s) < MIN_SECRET_LEN:
                raise ConfigError(
                    f"a configured secret is only {len(s)} characters long; secrets must have at least "
                    f"{MIN_SECRET_LEN} (a shorter one cannot be scrubbed without destroying normal text)",
                    field="secrets",
                )
            word = next((w for w in _FORMAT_WORDS if s in w), None)
            if word is not None:
                raise ConfigError(
                    f"a configured secret is part of the cassette format's own vocabulary ({word!r}); "
                    "it cannot be kept out of the file. Use the real API key value as the secret.",
                    field="secrets",
                )
            if s not in uniq:
                uniq.append(s)
        patterns: list[bytes] = []
        for s in uniq:
            plain_json, ascii_json = msgspec.json.encode(s)[1:-1], json.dumps(s)[1:-1].encode()
            for form in (s.encode(), plain_json, plain_json.replace(b"/", b"\\/"), ascii_json,
                         ascii_json.replace(b"/", b"\\/"), quote(s, safe="").encode(), quote(s).encode(),
                         quote_plus(s).encode()):
                if form not in patterns:
                    patterns.append(form)
        # longest first, so a secret containing another is replaced whole
        self.patterns = sorted(patterns, key=lambda p: (-len(p), p))
        self._escaped = (re.compile(b"|".join(_spelled(s) for s in sorted(uniq, key=lambda s: (-len(s), s))))
                         if uniq else None)
        used = set(b"".join(self.patterns))
        for c in b"*#~^!%@&=+":
            if c not in used:
                self.filler = bytes([c]) * 8
                break
        else:
            cands = [c for c in range(0x21, 0x7F) if c not in used and c not in b'"\\']
            if not cands:
                raise ConfigError("configured secrets use every printable character; cannot choose a filler", field="secrets")
            self.filler = bytes([cands[0]]) * 8

    def __bool__(self) -> bool:
        return bool(self.patterns)

    def scrub(self, data: bytes) -> bytes:
        """``data`` without the secrets as is, as JSON writes them (msgspec, Python's json with and
        without ensure_ascii, with ``\\/``) or URL-quoted: what a request body, a query or a file
        needs (what clients and replaykit write), one scan of the bytes per form."""
        for p in self.patterns:
            if p in data:
                data = data.replace(p, self.filler)
        return data

    def scrub_reply(self, data: bytes) -> bytes:
        """`scrub`, and every other spelling whenever ``data`` holds a backslash, ``%`` or ``+``: a
        provider's reply may write an echoed secret any way a JSON encoder or a URL allows."""
        data = self.scrub(data)
        if self._escaped is not None and (b"\\" in data or b"%" in data or b"+" in data):
            data = self._escaped.sub(self.filler, data)
        return data

    def scrub_text(self, text: str) -> str:
        return self.scrub(text.encode("utf-8", "surrogatepass")).decode("utf-8", "surrogatepass") if self else text


class SessionScrubber:
    """A recording session's scrubber: its configured secrets, plus every credential value it finds in
    the requests it sees (`learn`: header values, credential-named query parameters and body fields,
    replaykit.recording.capture.credentials), so a provider echoing one in a reply, or a later request
    quoting that reply, never writes it; the Recorder registers it for the files a run writes too
    (replaykit._util.redact), so a reply used at record time and its scrubbed replay write the same
    files. At most MAX_LEARNED values are learned (per-request ids that look like credentials would
    otherwise grow it without end); the configured ones always count."""

    MAX_LEARNED = 256

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        self._configured = list(secrets)
        self._learned: list[str] = []
        self._lock = threading.Lock()
        self._registered: Any = None
        self.current = scrubber_for(self._configured)

    def learn(self, values: Iterable[str]) -> None:
        # a learned value must look like a credential (10 characters or more, not only digits): scrubbing
        # "12345678" out of every reply would change numbers the run reads
        new = [v for v in dict.fromkeys(values) if usable_secret(v) and len(v) >= 10 and not v.isdigit()
               and _TOKEN_SAFE.issuperset(v.encode("utf-8", "surrogatepass"))
               and v not in self._learned and v not in self._configured]
        if not new:
            return
        with self._lock:
            self._learned.extend(new[: max(0, self.MAX_LEARNED - len(self._learned))])
            self.current = scrubber_for([*self._configured, *self._learned])

    def __bool__(self) -> bool:  # always applies: it may learn a secret at any call
        return True

    @property
    def patterns(self) -> list[bytes]:
        return self.current.patterns

    def register(self) -> None:
        """Keep what this scrubber knows, now and as it learns, out of every file written until `unregister`."""
        # loaded on first use: importing this module stays light
        from replaykit._util.redact import redacting

        if self._registered is None:
            self._registered = redacting(self)
            self._registered.__enter__()

    def unregister(self) -> None:
        if self._registered is not None:
            self._registered.__exit__(None, None, None)
            self._registered = None

    def scrub(self, data: bytes) -> bytes:
        return self.current.scrub(data)

    def request_url(self, request: Any) -> str:
        """A request's URL as it is keyed, after learning the credentials its headers and query carry: a
        configured key in it (``?key=...``) scrubbed, as in a body, so a replay with another key matches."""
        # loaded on first use: importing this module stays light
        from replaykit.recording.capture.credentials import header_secrets, query_secrets

        self.learn([*header_secrets(getattr(request, "headers", None)), *query_secrets(request.uri)])
        return self.scrub_text(request.uri)

    def scrub_reply(self, data: bytes) -> bytes:
        return self.current.scrub_reply(data)

    def scrub_text(self, text: str) -> str:
        return self.current.scrub_text(text)


_SHORT_ESCAPES = {'"': b'\\"', "\\": b"\\\\", "/": b"\\/", "\b": b"\\b", "\f": b"\\f", "\n": b"\\n",
                  "\r": b"\\r", "\t": b"\\t"}


def _hex(n: int, width: int) -> bytes:
    """A regex for n in hexadecimal, each letter digit in either case."""
    return b"".join(b"[%s%s]" % (d.encode(), d.upper().encode()) if d.isalpha() else d.encode()
                    for d in f"{n:0{width}x}")


def _spelled(secret: str) -> bytes:
    """A regex matching ``secret`` with each character written in any of the ways JSON or a URL allows."""
    out = []
    for c in secret:
        raw = c.encode("utf-8", "surrogatepass")
        ways = [re.escape(raw)] if c not in '"\\' and ord(c) >= 0x20 else []
        if ord(c) > 0xFFFF:
            hi, lo = 0xD800 + ((ord(c) - 0x10000) >> 10), 0xDC00 + ((ord(c) - 0x10000) & 0x3FF)
            ways.append(b"\\\\u" + _hex(hi, 4) + b"\\\\u" + _hex(lo, 4))
        else:
            ways.append(b"\\\\u" + _hex(ord(c), 4))
        if c in _SHORT_ESCAPES:
            ways.append(re.escape(_SHORT_ESCAPES[c]))
        ways.append(b"".join(b"%" + _hex(b, 2) for b in raw))
        if c == " ":
            ways.append(b"\\+")
        out.append(b"(?:" + b"|".join(ways) + b")")
    return b"".join(out)


def default_secrets() -> list[str]:
    """Secrets taken from the environment: OPENAI_API_KEY when it is long enough to be one."""
    key = os.environ.get("OPENAI_API_KEY", "")
    return [key] if usable_secret(key) else []


def usable_secret(value: str) -> bool:
    """Whether an environment value can be scrubbed as a secret (long enough, not a format word).
    Placeholders such as "EMPTY" for local servers are not secrets and are skipped."""
    return len(value) >= MIN_SECRET_LEN and not any(value in w for w in _FORMAT_WORDS)


def scrubber_for(secrets: Iterable[str] = ()) -> Scrubber:
    """The one way a session builds its scrubber: ``secrets`` (its endpoints' keys) plus those of
    the environment (``default_secrets``)."""
    return Scrubber([*secrets, *default_secrets()])


@contextlib.contextmanager
def redacting_secrets(secrets: Iterable[str] = ()) -> Iterator[None]:
    """Keep ``secrets`` (and OPENAI_API_KEY) out of every file written and message printed inside the block."""
    # loaded on first use: importing this module stays light
    from replaykit._util.redact import redacting

    with redacting(scrubber_for(secrets)):
        yield
