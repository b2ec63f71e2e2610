"""Progress bars for long commands (`run`, `gen`, `release record`, `replay`).

On a terminal: one line rewritten in place with a bar, counts, rate and ETA, e.g.::

    on-policy  [########------------]  12/30 episodes  41/110 periods  0.8/s  ETA 0:22  1,204 calls

When stderr is not a terminal: a plain line at most every ``interval`` seconds (and one at the
end), so logs stay short. ``quiet`` silences everything. Counters advance in completion
order (thread-safe); nothing here reaches a request, a cassette or a result.

``RunObserver`` is what the episode runner reports to: episodes planned and finished,
periods finished (with the agent, so the memory after each period can be saved).
"""

from __future__ import annotations

import shutil
import sys
import threading
import time
from typing import Any, Callable, TextIO

from replaykit.ui.terminal import write_control


def _clock() -> float:
    return time.monotonic()


def fmt_duration(seconds: float) -> str:
    s = max(0, int(round(seconds)))
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class ProgressBar:
    """Counters with totals; the first counter drives the bar, the rate and the ETA."""

    def __init__(
        self,
        label: str,
        *,
        stream: TextIO | None = None,
        quiet: bool = False,
        tty: bool | None = None,
        interval: float = 10.0,
        width: int = 20,
        extra: Callable[[], str] | None = None,
        clock: Callable[[], float] = _clock,
    ) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.quiet = quiet
        self.tty = bool(self.stream.isatty()) if tty is None else tty
        self.interval = interval
        self.width = width
        self.extra = extra
        self.clock = clock
        self.counts: dict[str, int] = {}
        self.totals: dict[str, int] = {}
        self.order: list[str] = []
        self.note = ""
        self._lock = threading.Lock()
        self._t0 = clock()
        self._last = float("-inf")
        self._shown = False
        self._closed = False

    # -- counters -----------------------------------------------------------------------
    def set_total(self, unit: str, total: int) -> None:
        with self._lock:
            if unit not in self.order:
                self.order.append(unit)
                self.counts.setdefault(unit, 0)
            self.totals[unit] = total
        self.render()

    def advance(self, unit: str, n: int = 1, note: str | None = None) -> None:
        with self._lock:
            if unit not in self.order:
                self.order.append(unit)
            self.counts[unit] = self.counts.get(unit, 0) + n
            if note is not None:
                self.note = note
        self.render()

    def message(self, text: str) -> None:
        """A line that must stay visible (a failure, a stage change)."""
        if self.quiet:
            return
        with self._lock:
            if self.tty and self._shown:
                write_control(self.stream, "\r\033[K")
            self.stream.write(text + "\n")
            self._shown = False
            self.stream.flush()
        self.render(force=True)

    # -- text -----------------------------------------------------------------------------
    def line(self) -> str:
        elapsed = max(self.clock() - self._t0, 1e-9)
        parts = [self.label]
        main = self.order[0] if self.order else None
        if main is not None:
            done, total = self.counts.get(main, 0), self.totals.get(main)
            if total:
                filled = int(self.width * min(done, total) / total)
                if self.tty:
                    parts.append("[" + "#" * filled + "-" * (self.width - filled) + "]")
                else:
                    parts.append(f"{100 * done / total:3.0f}%")
        for unit in self.order:
            done, total = self.counts.get(unit, 0), self.totals.get(unit)
            parts.append(f"{done}/{total} {unit}" if total is not None else f"{done} {unit}")
        if main is not None:
            done, total = self.counts.get(main, 0), self.totals.get(main)
            rate = done / elapsed
            parts.append(f"{rate:.2f} {main}/s" if rate < 10 else f"{rate:.0f} {main}/s")
            if total and done and done < total:
                parts.append("ETA " + fmt_duration((total - done) / rate))
            else:
                parts.append(fmt_duration(elapsed))
        if self.extra is not None:
            extra = self.extra()
            if extra:
                parts.append(extra)
        if self.note:
            parts.append(self.note)
        return "  ".join(parts)

    def render(self, force: bool = False) -> None:
        if self.quiet or self._closed:
            return
        now = self.clock()
        with self._lock:
            min_gap = 0.1 if self.tty else self.interval
            if not force and now - self._last < min_gap:
                return
            self._last = now
            text = self.line()
            if self.tty:
                cols = 200
                try:
                    cols = shutil.get_terminal_size((120, 20)).columns
                except Exception:  # pragma: no cover - terminal size is best effort
                    pass
                write_control(self.stream, "\r\033[K")
                self.stream.write(text[: max(cols - 1, 20)])
            else:
                self.stream.write(text + "\n")
            self._shown = True
            self.stream.flush()

    def close(self) -> None:
        if self.quiet or self._closed:
            return
        self._last = float("-inf")
        self.render(force=True)
        with self._lock:
            if self.tty:
                self.stream.write("\n")
                self.stream.flush()
            self._closed = True

    def __enter__(self) -> "ProgressBar":
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        if exc_type is not None and not self._shown:  # failed before any progress: the error line stands alone
            self._closed = True
            return
        self.close()


def recorder_calls() -> str:
    """``N calls`` made through the active recorder so far (replayed + recorded), or ""."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.capture import active_recorder

    rec = active_recorder()
    if rec is None:
        return ""
    n = rec.stats.hits + rec.stats.recorded + rec.stats.shared
    return f"{n:,} calls"


class RunObserver:
    """What the episode runner reports to; the default does nothing."""

    def planned(self, episodes: int, periods: int) -> None:
        """Before any episode starts: the number of jobs and of periods they will run."""

    def period_done(self, agent: str, user: str, replica: int, period: int, memory: Any) -> None:
        """An episode finished ``period`` (0-based); ``memory`` is the agent (``memory_view()``)."""

    def episode_done(self, label: str, status: str, periods: int = 0) -> None:
        """An episode (or upper-bound job) finished: ``done``, ``skipped`` or ``FAILED: ...``;
        ``periods``: how many periods it has (a skipped one reported none through period_done)."""


class BarObserver(RunObserver):
    """A RunObserver that advances a ProgressBar (episodes and periods), plus an optional
    per-period hook (used to save the memory after each period)."""

    def __init__(self, bar: ProgressBar | None,
                 on_period: Callable[[str, str, int, int, Any], None] | None = None) -> None:
        self.bar = bar
        self.on_period = on_period

    def planned(self, episodes: int, periods: int) -> None:
        if self.bar is None:
            return
        self.bar.set_total("episodes", episodes)
        self.bar.set_total("periods", periods)

    def period_done(self, agent: str, user: str, replica: int, period: int, memory: Any) -> None:
        if self.on_period is not None:
            self.on_period(agent, user, replica, period, memory)
        if self.bar is not None:
            self.bar.advance("periods", note=f"{agent}/{user} r{replica} p{period}")

    def episode_done(self, label: str, status: str, periods: int = 0) -> None:
        if self.bar is None:
            return
        if status.startswith("FAILED"):
            self.bar.message(f"{label}: {status}")
        if status == "skipped" and periods:
            self.bar.advance("periods", periods)
        self.bar.advance("episodes", note=f"{label} {status}")


BarFactory = Callable[[str], ProgressBar]
"""Makes the bar of one stage (``release record``/``replay`` make one per stage)."""


class GenProgress:
    """Adapter for the blueprint generator's events: one count per finished user."""

    def __init__(self, bar: ProgressBar, users: int) -> None:
        self.bar = bar
        bar.set_total("users", users)

    def __call__(self, ev: Any) -> None:
        if ev.step == "done":
            self.bar.advance("users", note=f"user {ev.user_index + 1} {ev.user[:8]} done")
        else:
            self.bar.note = f"user {ev.user_index + 1} {ev.user[:8]} {ev.step} {ev.detail}".rstrip()
            self.bar.render()
