"""RAG-(freq, ns, topk): raw messages leave the short-term window into a vector index (paper §4.1, "RAG").

Every ``freq`` messages the oldest ``freq`` of the window are embedded (one
embeddings call) and indexed; on every input (a user turn or an evaluation
prompt) the input is embedded and the ``topk`` most similar stored messages are
put into the system message, in chronological order, with their logical time.
"""

from __future__ import annotations

from replaykit.episodes.agent import RAGConfig, WindowedMemoryAgent, clip_text
from replaykit.episodes.agents.registry import register_agent
from replaykit.episodes.agents.vectorindex import VectorIndex

EMBED_MAX_TOKENS = 400
"""Texts sent to the embedder are clipped to about this many tokens (small embedding contexts)."""


class RAGAgent(WindowedMemoryAgent):
    config: RAGConfig

    def _reset_memory(self) -> None:
        self.index = VectorIndex()
        self.records: dict[str, dict] = {}

    def _snapshot_memory(self) -> dict:
        return {"index": self.index.snapshot(), "records": {k: dict(v) for k, v in self.records.items()}}

    def _restore_memory(self, state: dict) -> None:
        self.index = VectorIndex.from_snapshot(state["index"])
        self.records = {k: dict(v) for k, v in state["records"].items()}

    def _embed(self, texts: list[str]) -> list[list[float]]:
        return self.gw.embed(self.config.embed_role, [clip_text(t, EMBED_MAX_TOKENS) for t in texts])

    def _write(self, batch: list[dict]) -> None:
        texts = [f"{t['role']}: {t['content']}" for t in batch]
        vectors = self._embed(texts)
        for t, text, vec in zip(batch, texts, vectors):
            rid = f"m{t['seq']}"
            self.records[rid] = {"text": text, "time": t["time"], "seq": t["seq"]}
            self.index.add(rid, vec)

    def retrieve(self, query: str) -> list[dict]:
        """The ``topk`` stored messages most similar to ``query``, chronological."""
        if len(self.index) == 0:
            return []
        (qv,) = self._embed([query])
        hits = self.index.search(qv, self.config.topk)
        recs = [self.records[i] for i, _ in hits]
        return sorted(recs, key=lambda r: r["seq"])

    def _memory_text(self, query: str) -> str:
        return "\n".join(f"- [{r['time']}] {r['text']}" for r in self.retrieve(query))

    def memory_view(self) -> str:
        return "\n".join(
            f"[{r['time']}] {r['text']}" for r in sorted(self.records.values(), key=lambda r: r["seq"])
        )


register_agent("rag", RAGConfig, RAGAgent)
