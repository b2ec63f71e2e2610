"""The evolvable AWI agent: its memory-update policy P is part of its state (paper §5).

P is the "Types of Information to Remember" section of the Appendix C.4 in-context
memory update prompt (``prompts/episode/awi_update.txt``). ``DEFAULT_POLICY`` is that
section as the file has it, so an agent with P_0 = ``DEFAULT_POLICY`` sends exactly the
requests of the plain AWI agent (the reference code's evolution template instead wraps
the section in triple backticks; see docs/fidelity.md, row 35).

The policy is spliced into the template text before the placeholders are filled, with
``$`` escaped, so any text G writes (braces, dollar signs) is sent as written.
"""

from __future__ import annotations

import string
from functools import lru_cache
from typing import Any

from replaykit.episodes.agent import AWIConfig, clip_text, prompt_template
from replaykit.episodes.agents.awi import AWIAgent, update_template
from replaykit.errors import ConfigError

SECTION_HEAD = "Types of Information to Remember:\n"
SECTION_END = "\n\nHere are current memories"


@lru_cache(maxsize=None)
def _split_template(name: str = "awi_update") -> tuple[str, str, str]:
    text = prompt_template(name).template
    start = text.find(SECTION_HEAD)
    end = text.find(SECTION_END, start + len(SECTION_HEAD)) if start >= 0 else -1
    if start < 0 or end < 0:
        raise ConfigError(
            f"prompt template {name}.txt: cannot find the 'Types of Information to Remember:' section "
            f"(a line {SECTION_HEAD.strip()!r} followed by the section and a blank line before "
            f"{SECTION_END.strip()!r}); the self-evolution policy is that section, restore it"
        )
    cut = start + len(SECTION_HEAD)
    while text[cut] == "\n":  # blank lines after the heading (the reference's layout) stay in the head
        cut += 1
    return text[:cut], text[cut:end], text[end:]


def default_policy() -> str:
    """P_0: the section as ``awi_update.txt`` has it."""
    return _split_template()[1]


def update_prompt(policy: str, current_memories: str, conversation: str, template: str = "awi_update") -> str:
    """The Appendix C.4 update prompt (``template``: ``awi_update`` or ``awi_update_reference``,
    as the agent's ``update_protocol`` says) with ``policy`` as its types section."""
    head, default, tail = _split_template(template)
    if policy == default:
        text = head + default + tail
    else:
        text = head + policy.replace("$", "$$") + tail
    return string.Template(text).substitute(current_memories=current_memories, conversation=conversation)


class EvolvableAWIAgent(AWIAgent):
    """AWI whose update prompt uses ``self.policy``; the policy is in every snapshot."""

    config: AWIConfig

    def __init__(self, config: AWIConfig, gateway: Any, policy: str | None = None) -> None:
        self.policy = default_policy() if policy is None else policy
        super().__init__(config, gateway)

    def _update_prompt(self, current_memories: str, conversation: str) -> str:
        # the policy may grow with evolution: keep it within a sixth of the prompt budget
        policy = self.policy
        budget = self._budget(self.config.memory_max_tokens)
        if policy != default_policy() and budget is not None:  # no context limit: nothing is cut
            policy = clip_text(policy, budget // 6)
        return update_prompt(policy, current_memories, conversation, update_template(self.config))

    def snapshot(self) -> dict:
        state = super().snapshot()
        state["policy"] = self.policy
        return state

    def restore(self, state: dict) -> None:
        super().restore(state)
        self.policy = state["policy"]

    def memory_items(self) -> list[str]:
        """The memories as ``label: value`` strings, in memory order (feedback's retrieved_memories)."""
        out = []
        for k, v in self.memory.items():
            if isinstance(v, dict):  # entries that carry metadata next to their value
                v = v.get("value", "")
            out.append(f"{k}: {v}")
        return out
