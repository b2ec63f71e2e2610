"""Agentic Write (In-Context): an LLM-maintained memory dict held in context (paper §4.1, "AWI").

Every ``freq`` messages the oldest ``freq`` messages of the short-term window are
given to the Appendix C.4 in-context memory update prompt together with the
current memory; the model returns a JSON object that is merged with a dict union
(``memory |= update``). An unparseable update changes nothing and is counted in
``memory_errors``.
"""

from __future__ import annotations

import json


from replaykit.episodes.agent import AWIConfig, WindowedMemoryAgent, clip_text, render_conversation, render_prompt
from replaykit.episodes.agents.registry import register_agent
from replaykit.scoring.answer import extract_json_object

UPDATE_SCHEMA = {"type": "object", "additionalProperties": {"type": "string"}}


def parse_update(raw: str) -> dict[str, str] | None:
    """The memory update object in ``raw`` (bare or in a ```json fence), values as strings; None if absent."""
    obj = extract_json_object(raw)
    if not isinstance(obj, dict):
        return None
    out = {}
    for k, v in obj.items():
        if isinstance(v, str):
            out[str(k)] = v
        elif v is not None:
            out[str(k)] = json.dumps(v, ensure_ascii=False, sort_keys=True)
    return out


class AWIAgent(WindowedMemoryAgent):
    config: AWIConfig

    def _reset_memory(self) -> None:
        self.memory: dict[str, str] = {}
        self.memory_errors = 0

    def _snapshot_memory(self) -> dict:
        return {"memory": dict(self.memory), "memory_errors": self.memory_errors}

    def _restore_memory(self, state: dict) -> None:
        self.memory = dict(state["memory"])
        self.memory_errors = state["memory_errors"]

    def _render_memory(self) -> str:
        return json.dumps(self.memory, ensure_ascii=False, indent=2)

    def _write(self, batch: list[dict]) -> None:
        cfg = self.config
        budget = self._budget(cfg.memory_max_tokens)
        # keep the prompt inside the context window: memory gets at most half, the conversation a third
        prompt = self._update_prompt(
            clip_text(self._render_memory(), budget // 2), clip_text(render_conversation(batch), budget // 3)
        )
        raw = self._chat(
            [{"role": "user", "content": prompt}],
            cfg.memory_max_tokens,
            json_schema=UPDATE_SCHEMA,
            schema_name="memory_update",
            usage_as="memory",
        )
        update = parse_update(raw)
        if update is None:
            self.memory_errors += 1
            return
        self.memory |= update

    def _update_prompt(self, current_memories: str, conversation: str) -> str:
        """The Appendix C.4 update prompt (the evolvable agent swaps in its own policy section)."""
        return render_prompt("awi_update", current_memories=current_memories, conversation=conversation)

    def _memory_text(self, query: str) -> str:
        return self._render_memory() if self.memory else ""

    def memory_view(self) -> str:
        return self._render_memory() if self.memory else ""


register_agent("awi", AWIConfig, AWIAgent)
