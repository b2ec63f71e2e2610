"""What a recorded response *says* (its content) versus what the provider stamped on it (metadata).

Asking a provider the same request twice returns a new response ``id``, a new ``created``
time and maybe another ``system_fingerprint`` even when the answer is the same. Those are
metadata: they never reach an agent, a result or a score. The *content* of a response is
its status and its JSON body without the top-level metadata fields below (for a chat
completion: the choices, i.e. the message, tool calls, finish reason; for embeddings: the
vectors). A body that is not a JSON object is compared byte for byte.

Two recordings of one key (the same request, replica and occurrence) therefore compare as

- ``same``: identical request and response bytes;
- ``metadata``: identical request and content, only metadata differs (ids, timestamps,
  fingerprints, token usage, the served model's name, kept headers, latency);
- ``content``: the provider answered the identical request differently (nondeterminism);
- ``request``: the stored request bytes differ (a field outside the key, e.g. an older
  replaykit's encoding); reported apart, never counted as provider nondeterminism.

``compare_cassettes`` applies this to every key two cassettes share (``replaykit cassette
diff A B``); ``replaykit.recording.store.merge`` uses the same rule, so a metadata-only difference
is never a merge conflict.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import msgspec

__all__ = [
    "METADATA_FIELDS",
    "CassetteDiff",
    "KeyDiff",
    "classify",
    "compare_cassettes",
    "response_content",
]

METADATA_FIELDS = frozenset({
    "id", "created", "system_fingerprint", "service_tier", "usage", "model", "timings", "x_groq",
})
"""Top-level response fields that are provider metadata, not the answer."""

SAME, METADATA, CONTENT, REQUEST = "same", "metadata", "content", "request"

_DEC = msgspec.json.Decoder()
_ENC = msgspec.json.Encoder(order="sorted")


def response_content(status: int, body: bytes) -> bytes:
    """Canonical bytes of a response's content: status + the JSON body without metadata fields."""
    try:
        doc = _DEC.decode(body)
    except (msgspec.DecodeError, UnicodeDecodeError):
        doc = None
    if isinstance(doc, dict):
        core = {k: v for k, v in doc.items() if k not in METADATA_FIELDS}
        return b"%d\0json\0" % status + _ENC.encode(core)
    return b"%d\0raw\0" % status + body


def classify(a: Any, b: Any) -> str:
    """``same``, ``metadata``, ``content`` or ``request`` for two recordings (Entry) of one key."""
    if a.request != b.request:
        return REQUEST
    if a.response == b.response:
        return SAME if a.meta == b.meta else METADATA
    if response_content(a.response.status, a.response.body) == response_content(b.response.status, b.response.body):
        return METADATA
    return CONTENT


def answer_text(body: bytes) -> str:
    """What a response says: a chat reply's text, else the body as text (whitespace folded)."""
    try:
        doc = _DEC.decode(body)
        text = doc["choices"][0]["message"]["content"]
    except (msgspec.DecodeError, UnicodeDecodeError, KeyError, IndexError, TypeError):
        text = None
    if not isinstance(text, str):
        text = body.decode("utf-8", "replace")
    return " ".join(text.split())


def previews(a: str, b: str, width: int = 60) -> tuple[str, str]:
    """Both texts cut to ``width`` around where they first differ ("..." marks a cut)."""
    i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    start = max(0, i - width // 3)

    def cut(t: str) -> str:
        out = t[start:start + width]
        return ("..." if start else "") + out + ("..." if start + width < len(t) else "")

    return cut(a), cut(b)


@dataclass
class KeyDiff:
    key: str
    path: str
    replica: int
    occurrence: int
    kind: str
    """``content`` or ``request`` (metadata-only keys are counted, not listed)."""
    a: str
    b: str
    """Previews of what each cassette's response says."""


@dataclass
class CassetteDiff:
    a: Path
    b: Path
    only_a: int
    only_b: int
    counts: dict[str, int] = field(default_factory=lambda: {SAME: 0, METADATA: 0, CONTENT: 0, REQUEST: 0})
    """Shared keys by class."""
    differing: list[KeyDiff] = field(default_factory=list)
    """Every shared key whose content or request differs, sorted by key."""

    @property
    def shared(self) -> int:
        return sum(self.counts.values())

    @property
    def identical_requests(self) -> int:
        """Shared keys whose stored requests are identical (what the nondeterminism rate is over)."""
        return self.shared - self.counts[REQUEST]

    @property
    def content_rate(self) -> float | None:
        """Share of identical requests answered with different content; None with none shared."""
        n = self.identical_requests
        return self.counts[CONTENT] / n if n else None


def compare_cassettes(a: str | os.PathLike[str], b: str | os.PathLike[str]) -> CassetteDiff:
    """Compare every key two cassettes share (content versus metadata; see the module docstring)."""
    from replaykit.recording.store.cassette import CassetteStore

    pa, pb = Path(a), Path(b)
    with CassetteStore.open(pa) as sa, CassetteStore.open(pb) as sb:
        keys_a, keys_b = set(sa.keys()), set(sb.keys())
        diff = CassetteDiff(pa, pb, only_a=len(keys_a - keys_b), only_b=len(keys_b - keys_a))
        for key in sorted(keys_a & keys_b):
            ea, eb = sa.entry(key), sb.entry(key)
            kind = classify(ea, eb)
            diff.counts[kind] += 1
            if kind in (CONTENT, REQUEST):
                r = ea.request
                pa_, pb_ = previews(answer_text(ea.response.body), answer_text(eb.response.body))
                diff.differing.append(KeyDiff(key, r.path, r.replica, r.occurrence, kind, pa_, pb_))
    return diff


def shared_content_conflicts(paths: Iterable[str | os.PathLike[str]]) -> list[str]:
    """One line per key held by two of ``paths`` with different content (or request); [] when consistent."""
    ps = [Path(p) for p in paths]
    out = []
    for i, a in enumerate(ps):
        for b in ps[i + 1:]:
            d = compare_cassettes(a, b)
            for k in d.differing:
                out.append(f"{a.name} and {b.name} hold key {k.key[:16]} ({k.path}, replica {k.replica}, "
                           f"occurrence {k.occurrence}) with different {k.kind}: {k.a!r} vs {k.b!r}")
    return out
