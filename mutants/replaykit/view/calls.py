"""Link what an episode shows (a reply, an answer) to the cassette entry that produced it.

Result files keep texts, not cassette keys, and a key is a hash of the full request, which
the viewer cannot rebuild for every agent. So the index goes the other way: every entry
of the run's cassette by (replica, response text). A displayed text with its replica finds
its entry; when several entries returned the same text, the one whose last user message
contains the expected prompt (the preceding user turn, or the question) is preferred, and
the number of candidates is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import msgspec

_DEC = msgspec.json.Decoder()


@dataclass(frozen=True)
class CallInfo:
    key: str
    kind: str
    """chat | embeddings"""
    model: str
    input_tokens: int
    output_tokens: int
    latency_ms: float
    last_user: str
    candidates: int = 1

    def to_json(self) -> dict:
        return {"key": self.key[:12], "kind": self.kind, "model": self.model, "in": self.input_tokens,
                "out": self.output_tokens, "ms": round(self.latency_ms), "n": self.candidates}


def _response_text(body: bytes) -> str | None:
    try:
        doc = _DEC.decode(body)
    except msgspec.DecodeError:
        return None
    try:
        return doc["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        return None


def _last_user(body: bytes) -> str:
    try:
        doc = _DEC.decode(body)
    except msgspec.DecodeError:
        return ""
    msgs = doc.get("messages") if isinstance(doc, dict) else None
    for m in reversed(msgs or []):
        if isinstance(m, dict) and m.get("role") == "user" and isinstance(m.get("content"), str):
            return m["content"]
    return ""


class CallIndex:
    """(replica, response text) -> cassette entries (chat completions only)."""

    def __init__(self, cassette: str | Path | None) -> None:
        self.by_text: dict[tuple[int, str], list[CallInfo]] = {}
        self.path = Path(cassette) if cassette else None
        self.entries = 0
        if self.path is None or not self.path.is_file():
            return
        from replaykit.recording.cassette import CassetteStore

        with CassetteStore.open(self.path) as store:
            for e in store.entries():
                self.entries += 1
                if e.request.path.endswith("/embeddings"):
                    continue
                text = _response_text(e.response.body)
                if text is None:
                    continue
                info = CallInfo(
                    key=e.key, kind="chat", model=e.meta.model, input_tokens=e.meta.usage.prompt_tokens,
                    output_tokens=e.meta.usage.completion_tokens, latency_ms=e.meta.latency_ms,
                    last_user=_last_user(e.request.body),
                )
                self.by_text.setdefault((e.request.replica, text.strip()), []).append(info)
        for v in self.by_text.values():
            v.sort(key=lambda c: c.key)

    def find(self, replica: int, text: str, context: str = "") -> CallInfo | None:
        cands = self.by_text.get((replica, (text or "").strip()))
        if not cands:
            return None
        ctx = (context or "").strip()
        if ctx:  # prefer the request whose last user message is the expected one, then contains it
            exact = [c for c in cands if c.last_user.strip() == ctx]
            narrowed = exact or [c for c in cands if ctx in c.last_user]
            if narrowed:
                cands = narrowed
        best = cands[0]
        if len(cands) == 1:
            return best
        return CallInfo(**{**best.__dict__, "candidates": len(cands)})
