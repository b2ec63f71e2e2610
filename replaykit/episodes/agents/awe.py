"""AWE-lite-(freq, ns, topk): replaykit's own Agentic Write (External) design (kind ``awe-lite``).

Not the paper's AWE: the paper's is the mem0 library itself (kind ``mem0``, ``infer: true``,
``replaykit.episodes.agents.mem0_agent``). This is a two-step design in mem0's spirit, written
from scratch; its old kind name ``awe`` is kept for releases recorded with it (tests/data/smol-v3). Every
``freq`` messages, the oldest ``freq`` of the short-term window go through two
LLM steps:

1. extraction: the model lists facts about the user (``awe_extract`` prompt);
2. update decision: each fact is embedded, the ``match_k`` most similar stored
   memories are gathered, and the model decides per fact ADD / UPDATE / DELETE /
   NONE against them (``awe_decide`` prompt). Stored memories are shown with
   short temporary ids ("0", "1", ...) so the model never has to copy real ids.

Added and updated texts are embedded (reusing a fact's embedding when the text is
the fact). Retrieval is as in the reference (mem0 search, then re-sorted by last update,
ascending, ties in score order): the input's ``topk`` most similar memories as ``- memory``
lines, oldest first. Texts sent to the embedder are never clipped unless the config sets
``embed_max_tokens``. Unparseable model output never crashes: a broken extraction writes
nothing, a broken decision adds every fact; both count in ``memory_errors``.

Both JSON replies have schemas inside OpenAI's strict Structured Outputs subset (every
property required, ``additionalProperties: false``; an absent id or text is ``null``).
"""

from __future__ import annotations

from replaykit._util.jsonsalvage import first_object
from replaykit.episodes.agent import AWEConfig, AWELiteConfig, WindowedMemoryAgent, clip_text, render_conversation, render_prompt
from replaykit.episodes.agents.registry import register_agent
from replaykit.episodes.agents.vectorindex import VectorIndex
from replaykit.gateway import ReplyFormat

MAX_FACTS = 8

EXTRACT_SCHEMA = {
    "type": "object",
    "properties": {"facts": {"type": "array", "items": {"type": "string"}}},
    "required": ["facts"],
    "additionalProperties": False,
}
DECIDE_SCHEMA = {
    "type": "object",
    "properties": {
        "operations": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "event": {"type": "string", "enum": ["ADD", "UPDATE", "DELETE", "NONE"]},
                    "id": {"type": ["string", "null"]},
                    "text": {"type": ["string", "null"]},
                },
                "required": ["event", "id", "text"],
                "additionalProperties": False,
            },
        }
    },
    "required": ["operations"],
    "additionalProperties": False,
}


def parse_facts(raw: str) -> list[str] | None:
    obj = first_object(raw)
    if obj is None or not isinstance(obj.get("facts"), list):
        return None
    out: list[str] = []
    for f in obj["facts"]:
        if isinstance(f, str) and f.strip() and f.strip() not in out:
            out.append(f.strip())
    return out[:MAX_FACTS]


def parse_operations(raw: str) -> list[dict] | None:
    obj = first_object(raw)
    if obj is None or not isinstance(obj.get("operations"), list):
        return None
    ops = []
    for op in obj["operations"]:
        if not isinstance(op, dict):
            continue
        event = str(op.get("event", "")).upper()
        if event not in ("ADD", "UPDATE", "DELETE", "NONE"):
            continue
        ops.append(
            {
                "event": event,
                "id": None if op.get("id") is None else str(op.get("id")),
                "text": op.get("text") if isinstance(op.get("text"), str) else None,
            }
        )
    return ops


class AWEAgent(WindowedMemoryAgent):
    config: AWEConfig

    def _reset_memory(self) -> None:
        self.index = VectorIndex()
        self.memories: dict[str, dict] = {}
        self.next_id = 0
        self.memory_errors = 0

    def _snapshot_memory(self) -> dict:
        return {
            "index": self.index.snapshot(),
            "memories": {k: dict(v) for k, v in self.memories.items()},
            "next_id": self.next_id,
            "memory_errors": self.memory_errors,
        }

    def _restore_memory(self, state: dict) -> None:
        self.index = VectorIndex.from_snapshot(state["index"])
        self.memories = {k: dict(v) for k, v in state["memories"].items()}
        self.next_id = state["next_id"]
        self.memory_errors = state["memory_errors"]

    def _embed(self, texts: list[str]) -> list[list[float]]:
        return self.gw.embed(self.config.embed_role, [clip_text(t, self.config.embed_max_tokens) for t in texts])

    def _llm_json(self, prompt: str, schema: dict, name: str) -> str:
        cfg = self.config
        budget = self._budget(cfg.memory_max_tokens)
        return self._chat(
            [{"role": "user", "content": clip_text(prompt, budget)}],
            cfg.memory_max_tokens,
            reply_format=ReplyFormat(json_schema=schema, schema_name=name),
            usage_as="memory",
        )

    def _add(self, text: str, vector: list[float], seq: int) -> str:
        mid = f"mem{self.next_id}"
        self.next_id += 1
        self.memories[mid] = {"text": text, "created": self.clock, "updated": self.clock, "seq": seq}
        self.index.add(mid, vector)
        return mid

    def _write(self, batch: list[dict]) -> None:
        budget = self._budget(self.config.memory_max_tokens)
        raw = self._llm_json(
            render_prompt("awe_extract", conversation=clip_text(render_conversation(batch), None if budget is None else budget // 2)),
            EXTRACT_SCHEMA,
            "facts",
        )
        facts = parse_facts(raw)
        if facts is None:
            self.memory_errors += 1
            return
        if not facts:
            return
        seq = batch[-1]["seq"]
        fact_vecs = self._embed(facts)
        # stored memories most similar to any fact, first-seen order, shown with temporary ids
        shown: list[str] = []
        for vec in fact_vecs:
            for mid, _ in self.index.search(vec, self.config.match_k):
                if mid not in shown:
                    shown.append(mid)
        temp = {str(i): mid for i, mid in enumerate(shown)}
        memories_text = "\n".join(f"[{i}] {self.memories[mid]['text']}" for i, mid in temp.items()) or "(none)"
        facts_text = "\n".join(f"- {f}" for f in facts)
        ops = parse_operations(
            self._llm_json(
                render_prompt("awe_decide", memories=memories_text, facts=facts_text), DECIDE_SCHEMA, "operations"
            )
        )
        if ops is None:
            self.memory_errors += 1
            ops = [{"event": "ADD", "id": None, "text": f} for f in facts]
        self._apply(ops, facts, fact_vecs, temp, seq)

    def _apply(self, ops: list[dict], facts: list[str], fact_vecs, temp: dict[str, str], seq: int) -> None:
        known = dict(zip(facts, fact_vecs))
        pending: list[tuple[str, str | None]] = []  # (text, existing id or None for ADD)
        for op in ops:
            ev, text, mid = op["event"], (op["text"] or "").strip(), temp.get(op["id"] or "")
            if ev == "ADD" and text:
                if all(m["text"] != text for m in self.memories.values()) and (text, None) not in pending:
                    pending.append((text, None))
            elif ev == "UPDATE" and text and mid is not None and mid in self.memories:
                pending.append((text, mid))
            elif ev == "DELETE" and mid is not None and mid in self.memories:
                del self.memories[mid]
                self.index.remove(mid)
        need = [t for t, _ in pending if t not in known]
        if need:
            known.update(zip(need, self._embed(need)))
        for text, mid in pending:
            if mid is None:
                self._add(text, known[text], seq)
            elif mid in self.memories:
                self.memories[mid].update(text=text, updated=self.clock, seq=seq)
                self.index.add(mid, known[text])

    def retrieve(self, query: str) -> list[dict]:
        """The ``topk`` memories most similar to ``query``, by last update ascending (ties: score order)."""
        if len(self.index) == 0:
            return []
        (qv,) = self._embed([query])
        hits = [self.memories[mid] for mid, _ in self.index.search(qv, self.config.topk)]
        return sorted(hits, key=lambda m: m["seq"])

    def _system_content(self, query: str) -> str:
        return render_prompt("retrieval_context", memories="\n".join(f"- {m['text']}" for m in self.retrieve(query)))

    def memory_view(self) -> str:
        return "\n".join(
            f"[{m['updated']}] {m['text']}" for m in sorted(self.memories.values(), key=lambda m: m["seq"])
        )


register_agent("awe", AWEConfig, AWEAgent)
register_agent("awe-lite", AWELiteConfig, AWEAgent)
