"""Native LLM: long-term memory is the raw history in the context window (paper §4.1, "LLM")."""

from __future__ import annotations

from replaykit.episodes.agent import BaseAgent, NativeConfig, fit_messages
from replaykit.episodes.agents.registry import register_agent


class NativeAgent(BaseAgent):
    config: NativeConfig

    def _context(self, text: str, max_tokens: int) -> list[dict]:
        history = [{"role": t["role"], "content": t["content"]} for t in self.turns]
        if self.config.max_history_msgs is not None:
            history = history[-self.config.max_history_msgs :]
        system = [{"role": "system", "content": self.config.system_prompt}] if self.config.system_prompt else []
        return fit_messages(system, history, [{"role": "user", "content": text}], self._budget(max_tokens))

    def memory_view(self) -> str:
        return "\n".join(f"[{t['time']}] {t['role']}: {t['content']}" for t in self.turns)


register_agent("native", NativeConfig, NativeAgent)
