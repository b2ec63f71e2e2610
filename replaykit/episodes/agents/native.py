"""Native LLM: long-term memory is the raw history in the context window (paper §4.1, "LLM")."""

from __future__ import annotations

from replaykit.episodes.agent import BaseAgent, NativeConfig, fit_messages, token_sums
from replaykit.episodes.agents.registry import register_agent


class NativeAgent(BaseAgent):
    config: NativeConfig

    def reset(self) -> None:
        super().reset()
        # the history as messages and its running token totals, for the turns they were made from
        # (`_history`): a period's 20 evaluation answers, and the next period's, send it again
        self._messages: list[dict] = []
        self._sums: list[int] = [0]
        self._lines: list[str] = []  # the memory view's line of each turn
        self._last: dict | None = None

    def _history(self) -> tuple[list[dict], list[int]]:
        """The turns as ``{role, content}`` messages and their `token_sums` (and the memory view's
        lines), made only for turns not seen at the last call. Turns are only ever appended and never
        changed (BaseAgent), so the history made for ``n`` turns whose last one is this very dict is
        still this agent's history when it has ``n`` turns ending with it (a restore brings back a
        checkpoint's own dicts); and when it has more, they go on from it."""
        turns, n = self.turns, len(self._messages)
        same_start = n <= len(turns) and (self._last is turns[n - 1] if n else True)
        if not same_start:  # a restore to an earlier checkpoint, or a reset: made again
            self._messages, self._sums, self._lines, n = [], [0], [], 0
        if n < len(turns):
            new = [{"role": t["role"], "content": t["content"]} for t in turns[n:]]
            total = self._sums[-1]
            self._messages += new
            self._sums += [total + x for x in token_sums(new)[1:]]
            self._lines += [f"[{t['time']}] {t['role']}: {t['content']}" for t in turns[n:]]
            self._last = turns[-1]
        return self._messages, self._sums

    def _context(self, text: str, max_tokens: int) -> list[dict]:
        history, sums = self._history()
        keep = self.config.max_history_msgs
        if keep is not None and len(history) > keep:  # (the totals of the kept tail, counted from the cut)
            history, sums = history[-keep:], sums[-keep - 1:]
        system = [{"role": "system", "content": self.config.system_prompt}] if self.config.system_prompt else []
        return fit_messages(system, history, [{"role": "user", "content": text}], self._budget(max_tokens), sums=sums)

    def memory_view(self) -> str:
        self._history()
        return "\n".join(self._lines)


register_agent("native", NativeConfig, NativeAgent)
