"""RecencyNotesAgent: the user's most recent messages, kept as notes, shown to the model.

Everything the protocol asks (docs/agents.md): state is plain data (snapshot/restore),
answering never changes state, time is the logical `[Current Time: ...]` the user
messages carry (never the wall clock), and every model call goes through the gateway.
"""

from __future__ import annotations

import copy
import re

from replaykit import AgentConfigBase, ReplyFormat

_TIME = re.compile(r"^\[Current Time: ([^\]]*)\]")


class RecencyNotesConfig(AgentConfigBase, tag="recency_notes"):
    keep: int = 4
    """How many of the user's most recent messages to keep as notes."""
    note_chars: int = 400
    """Each note is cut to this many characters."""


class RecencyNotesAgent:
    config_type = RecencyNotesConfig

    def __init__(self, config: RecencyNotesConfig, gateway) -> None:
        if config.keep < 1:
            raise ValueError("keep must be >= 1")
        self.config = config
        self.name = config.name
        self.gw = gateway
        self.reset()

    # -- state -------------------------------------------------------------------
    def reset(self) -> None:
        self.notes: list[dict] = []
        self.last: list[dict] = []  # the last exchange, kept verbatim in context
        self.clock = ""

    def snapshot(self) -> dict:
        return copy.deepcopy({"notes": self.notes, "last": self.last, "clock": self.clock})

    def restore(self, state: dict) -> None:
        state = copy.deepcopy(state)
        self.notes, self.last, self.clock = state["notes"], state["last"], state["clock"]

    def memory_view(self) -> str:
        return "\n".join(f"[{n['time']}] {n['text']}" for n in self.notes)

    # -- conversation ------------------------------------------------------------
    def _take(self, role: str, content: str) -> None:
        if role == "user":
            m = _TIME.match(content)
            if m:
                self.clock = m.group(1)
            self.notes.append({"time": self.clock, "text": content[: self.config.note_chars]})
            self.notes = self.notes[-self.config.keep :]
        self.last = (self.last + [{"role": role, "content": content}])[-2:]

    def _messages(self, text: str) -> list[dict]:
        system = self.config.system_prompt
        if self.notes:
            system += "\n\nNotes on what the user told you (oldest first):\n" + self.memory_view()
        return [{"role": "system", "content": system}, *self.last, {"role": "user", "content": text}]

    def _chat(self, text: str, max_tokens: int, **kwargs) -> str:
        cfg = self.config
        return self.gw.chat(cfg.role, self._messages(text), temperature=cfg.temperature,
                            max_tokens=max_tokens, seed=cfg.seed, **kwargs).text

    def act(self, message: str) -> str:
        reply = self._chat(message, self.config.max_tokens)
        self._take("user", message)
        self._take("assistant", reply)
        return reply

    def add_messages(self, messages) -> None:
        for m in messages:
            self._take(m.role, m.content)

    def answer(self, prompt: str, *, json_schema: dict | None = None, schema_name: str | None = None) -> str:
        return self._chat(prompt, self.config.answer_max_tokens, reply_format=ReplyFormat.of(json_schema, schema_name))
