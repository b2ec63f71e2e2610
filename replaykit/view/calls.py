"""Link what an episode shows (a reply, an answer, a memory write) to the cassette entry that produced it.

Result files carry the cassette key of every call that produced a reply, an answer or a
memory write (``key`` of trace messages and answers, ``memory_writes`` of a period), so a
link is a dictionary lookup: exact, never a guess. A run reads its own cassette first and
then the cassettes it was layered over (an off-policy run's on-policy cassette), in that
order, as the recorder did. A file written before keys were stored shows no link.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class CallInfo:
    key: str
    kind: str
    """chat | embeddings"""
    model: str
    input_tokens: int
    output_tokens: int
    latency_ms: float
    cassette: str
    """``<folder>/<file>`` of the cassette holding the entry (no absolute path in a rendered file)."""

    def to_json(self) -> dict:
        return {"key": self.key[:12], "kind": self.kind, "model": self.model, "in": self.input_tokens,
                "out": self.output_tokens, "ms": round(self.latency_ms), "cassette": self.cassette}


def short_path(path: Path | None) -> str:
    return "" if path is None else f"{Path(path).parent.name}/{Path(path).name}"


class CallIndex:
    """Cassette key -> entry summary over cassettes read in order (each loaded once, shared)."""

    _loaded: dict[Path, dict[str, CallInfo]]

    def __init__(self, cassettes: list[Path | None] | Path | None = None,
                 cache: dict[Path, dict[str, CallInfo]] | None = None) -> None:
        if cassettes is None or isinstance(cassettes, (str, Path)):
            cassettes = [cassettes]
        self.paths = [Path(c) for c in cassettes if c is not None and Path(c).is_file()]
        self._loaded = cache if cache is not None else {}
        self.entries = sum(len(self._load(p)) for p in self.paths)

    def _load(self, path: Path) -> dict[str, CallInfo]:
        got = self._loaded.get(path)
        if got is None:
            # loaded on first use: importing this module stays light
            from replaykit.recording.store import CassetteStore

            got = {}
            where = short_path(path)
            with CassetteStore.open(path) as store:
                for e in store.entries():
                    kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
                    got[e.key] = CallInfo(key=e.key, kind=kind, model=e.meta.model,
                                          input_tokens=e.meta.usage.prompt_tokens,
                                          output_tokens=e.meta.usage.completion_tokens,
                                          latency_ms=e.meta.latency_ms, cassette=where)
            self._loaded[path] = got
        return got

    def find(self, key: str) -> CallInfo | None:
        """The entry of ``key`` in the first cassette holding it; None for no key or an unknown one."""
        if not key:
            return None
        for p in self.paths:
            info = self._load(p).get(key)
            if info is not None:
                return info
        return None
