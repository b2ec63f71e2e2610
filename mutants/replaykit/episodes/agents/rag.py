"""RAG-(freq, ns, topk): raw messages leave the short-term window into a vector index (paper §4.1, "RAG").

As the reference (mem0 with ``infer=False``, reference-code-behaviour.md §5): every ``freq``
messages the oldest ``freq`` of the window are stored verbatim, one item per message,
prefixed ``USER INPUT: `` or ``ASSISTANT RESPONSE: `` (one embeddings call per write);
on every input (a user turn or an evaluation prompt) the input is embedded and the
``topk`` most similar stored messages go into the system message as ``- memory`` lines,
oldest first. Texts sent to the embedder are never clipped unless the config sets
``embed_max_tokens`` (the embedder's own limit applies otherwise).
"""

from __future__ import annotations

from replaykit.episodes.agent import RAGConfig, WindowedMemoryAgent, clip_text, render_prompt
from replaykit.episodes.agents.registry import register_agent
from replaykit.episodes.agents.vectorindex import VectorIndex

PREFIX = {"user": "USER INPUT: ", "assistant": "ASSISTANT RESPONSE: "}
"""How the reference labels a message before it is stored."""


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
        return self.gw.embed(self.config.embed_role, [clip_text(t, self.config.embed_max_tokens) for t in texts])

    def _write(self, batch: list[dict]) -> None:
        texts = [PREFIX.get(t["role"], f"{t['role'].upper()}: ") + t["content"] for t in batch]
        vectors = self._embed(texts)
        for t, text, vec in zip(batch, texts, vectors):
            rid = f"m{t['seq']}"
            self.records[rid] = {"text": text, "time": t["time"], "seq": t["seq"]}
            self.index.add(rid, vec)

    def retrieve(self, query: str) -> list[dict]:
        """The ``topk`` stored messages most similar to ``query``, oldest first."""
        if len(self.index) == 0:
            return []
        (qv,) = self._embed([query])
        hits = self.index.search(qv, self.config.topk)
        return sorted((self.records[i] for i, _ in hits), key=lambda r: r["seq"])

    def _system_content(self, query: str) -> str:
        return render_prompt("retrieval_context", memories="\n".join(f"- {r['text']}" for r in self.retrieve(query)))

    def memory_view(self) -> str:
        return "\n".join(
            f"[{r['time']}] {r['text']}" for r in sorted(self.records.values(), key=lambda r: r["seq"])
        )


register_agent("rag", RAGConfig, RAGAgent)
