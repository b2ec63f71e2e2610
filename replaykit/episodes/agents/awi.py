"""Agentic Write (In-Context): an LLM-maintained memory held in context (paper §4.1, "AWI").

As the reference code (``assistants/awi.py``, reference-code-behaviour.md §5):

- every ``freq`` messages the oldest ``freq`` messages of the short-term window go to the
  Appendix C.4 in-context memory update prompt, with the current memories as a JSON
  ``label -> value`` object (in insertion order) and the messages as a JSON list of
  ``{role, content}``; the reply is merged as a dict union: a known label is overwritten
  in place and gets the update's time, a new label is appended;
- the answering system message lists the memories sorted by the time of their last update
  (ties in insertion order) as ``- label: value`` lines.

Two update protocols (``AWIConfig.update_protocol``):

- ``"reference"`` (the paper's ``configs/agents/awi.json``): the reference's request byte for
  byte (``awi_update_reference.txt``, ``response_format`` ``{"type": "json_object"}``) and its
  reading of the reply (``parse_reference_update``: ``json.loads`` of the whole reply, a JSON
  object of label -> value, values kept as they are, so a list renders as Python prints it);
- ``"schema"`` (the strict-schema variant: ``awi.smol.json``, releases smol-v3 and smol-v4):
  the reply is asked for as ``{"memories": [{"name", "value"}, ...]}`` (a strict Structured
  Outputs schema cannot have dynamic keys), a bare ``{label: value}`` object is accepted as
  well, and values are stored as strings (``parse_update``).

Differences either way: time is a logical update counter, not the wall clock; an unparseable
update changes nothing and is counted in ``memory_errors`` (the reference crashes).
"""

from __future__ import annotations

import json
from typing import Any

import msgspec

from replaykit._util.jsonsalvage import first_object
from replaykit.episodes.agent import AWIConfig, WindowedMemoryAgent, clip_text, render_prompt
from replaykit.episodes.agents.registry import register_agent
from replaykit.gateway import JSON_OBJECT, ReplyFormat

UPDATE_SCHEMA = {
    "type": "object",
    "properties": {
        "memories": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"name": {"type": "string"}, "value": {"type": "string"}},
                "required": ["name", "value"],
                "additionalProperties": False,
            },
        }
    },
    "required": ["memories"],
    "additionalProperties": False,
}
"""The memory update reply: the update dict as an array of {name, value} (OpenAI strict mode)."""


def _text(v: object) -> str | None:
    if isinstance(v, str):
        return v
    if v is None:
        return None
    return json.dumps(v, ensure_ascii=False, sort_keys=True)


def parse_update(raw: str) -> dict[str, str] | None:
    """The memory update in ``raw`` as an ordered ``label -> value`` dict; None if absent.

    Reads ``{"memories": [{"name": ..., "value": ...}, ...]}`` (the schema's shape; a later
    duplicate name overwrites an earlier one, as a JSON object would) or a bare
    ``{label: value}`` object (the paper prompt's examples). Non-string values are
    JSON-encoded; null values and nameless items are skipped.
    """
    obj = first_object(raw)
    if not isinstance(obj, dict):
        return None
    out: dict[str, str] = {}
    items = obj.get("memories")
    if isinstance(items, list) and set(obj) == {"memories"}:
        for item in items:
            if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not item["name"].strip():
                continue
            value = _text(item.get("value"))
            if value is not None:
                out[item["name"]] = value
        return out
    for k, v in obj.items():
        value = _text(v)
        if value is not None:
            out[str(k)] = value
    return out


MAX_UPDATE_CHARS = 1_000_000
"""A memory-update reply longer than this is not parsed (a memory error); the reference has no limit."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def parse_reference_update(raw: str) -> dict[str, Any] | None:
    """The memory update as the reference reads it (``assistants/awi.py``: ``json.loads(reply)``,
    no fence extraction): a JSON object, label -> value, values as decoded (a later duplicate
    label keeps the first one's place and the last one's value, as Python's ``json`` does).
    None where the reference crashes: not JSON, not an object. Also None (named in
    docs/fidelity.md) for what a snapshot could not carry as it is (NaN, Infinity: a JSON
    round trip turns them into null) and replies over ``MAX_UPDATE_CHARS``."""
    if len(raw) > MAX_UPDATE_CHARS:
        return None
    try:
        obj = json.loads(raw, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict):
        return None
    try:  # a snapshot is a JSON round trip: refuse what would come back different
        if msgspec.json.decode(msgspec.json.encode(obj)) != obj:
            return None
    except (OverflowError, msgspec.EncodeError, msgspec.DecodeError):
        return None
    return obj


def render_memories(entries: list[dict]) -> str:
    """``- label: value`` lines sorted by last update (stable: ties keep insertion order)."""
    return "\n".join(f"- {e['label']}: {e['value']}" for e in sorted(entries, key=lambda e: e["step"]))


def update_template(config: AWIConfig) -> str:
    """The update prompt's template name under the config's ``update_protocol``."""
    return "awi_update_reference" if config.update_protocol == "reference" else "awi_update"


class AWIAgent(WindowedMemoryAgent):
    config: AWIConfig

    def _reset_memory(self) -> None:
        self.entries: list[dict] = []  # {label, value, step}, in insertion order
        self.updates = 0
        self.memory_errors = 0

    def _snapshot_memory(self) -> dict:
        return {"entries": [dict(e) for e in self.entries], "updates": self.updates,
                "memory_errors": self.memory_errors}

    def _restore_memory(self, state: dict) -> None:
        self.entries = [dict(e) for e in state["entries"]]
        self.updates = state["updates"]
        self.memory_errors = state["memory_errors"]

    @property
    def memory(self) -> dict[str, Any]:
        """The memories as ``label -> value`` in insertion order (values are strings under the
        ``schema`` protocol, any JSON value under ``reference``)."""
        return {e["label"]: e["value"] for e in self.entries}

    def _write(self, batch: list[dict]) -> None:
        cfg = self.config
        budget = self._budget(cfg.memory_max_tokens)
        current = json.dumps(self.memory, indent=2, ensure_ascii=False)
        conversation = json.dumps([{"role": t["role"], "content": t["content"]} for t in batch],
                                  indent=2, ensure_ascii=False)
        if budget is not None:  # a context limit: memory gets at most half, the conversation a third
            current, conversation = clip_text(current, budget // 2), clip_text(conversation, budget // 3)
        prompt = self._update_prompt(current, conversation)
        update: dict[str, Any] | None
        if cfg.update_protocol == "reference":  # assistants/awi.py: call_llm(..., json=True), json.loads
            raw = self._chat([{"role": "user", "content": prompt}], cfg.memory_max_tokens, reply_format=JSON_OBJECT,
                             usage_as="memory")
            update = parse_reference_update(raw)
        else:
            raw = self._chat(
                [{"role": "user", "content": prompt}],
                cfg.memory_max_tokens,
                reply_format=ReplyFormat(json_schema=UPDATE_SCHEMA, schema_name="memory_update"),
                usage_as="memory",
            )
            update = parse_update(raw)
        if update is None:
            self.memory_errors += 1
            return
        self.updates += 1
        for e in self.entries:
            if e["label"] in update:
                e["value"] = update.pop(e["label"])
                e["step"] = self.updates
        self.entries += [{"label": k, "value": v, "step": self.updates} for k, v in update.items()]

    def _update_prompt(self, current_memories: str, conversation: str) -> str:
        """The Appendix C.4 update prompt (the evolvable agent swaps in its own policy section)."""
        return render_prompt(update_template(self.config), current_memories=current_memories,
                             conversation=conversation)

    def _system_content(self, query: str) -> str:
        return render_prompt("awi_context", memories=render_memories(self.entries))

    def memory_view(self) -> str:
        return render_memories(self.entries)


register_agent("awi", AWIConfig, AWIAgent)
