"""The agent's memory after each period, saved beside a run for the viewer.

``RUN_DIR/memory/<agent>/<user>.r<replica>.jsonl`` holds, per finished period, what the
agent's ``memory_view()`` showed (AWI/AWE memory, RAG records, native context) and how
many lines (items) it had: one JSON line per period, appended when the period ends. Written
by ``replaykit run`` and the release replay through the runner's per-period hook; never read
by scoring, so results do not depend on it.

Appended, never rewritten: each period costs the writing of its own view, whatever the
periods before it held (a rewrite of the whole file at every period, as this saver once did,
wrote 445 MB and read back 431 MB on a 5,040-call replay whose result files are 14 MB: the
native agent's view is its whole context). Reading a file (`load_memory`) keeps the last line
of each period, so a period saved again replaces the earlier one, and skips a line it cannot
decode (a run killed in the middle of a write). Files of older runs (``<user>.r<replica>.json``,
one pretty-printed object) are still read.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import msgspec

from replaykit._util.fs import read_regular
from replaykit._util.redact import redact
from replaykit.base import NOT_JSON, Strict


class PeriodMemory(Strict):
    period: int
    items: int
    """Non-empty lines of the memory view (RAG: records; AWE: memories; native: turns)."""
    view: str


class EpisodeMemory(Strict):
    agent: str
    user: str
    replica: int = 0
    periods: list[PeriodMemory] = []


_LINE = msgspec.json.Encoder(order="sorted")
_PERIOD = msgspec.json.Decoder(PeriodMemory)


def memory_path(run_dir: str | Path, agent: str, user: str, replica: int) -> Path:
    return Path(run_dir) / "memory" / agent / f"{user}.r{replica}.jsonl"


def _older_path(run_dir: str | Path, agent: str, user: str, replica: int) -> Path:
    """Where runs before the appended files kept an episode's memory (one pretty-printed EpisodeMemory)."""
    return Path(run_dir) / "memory" / agent / f"{user}.r{replica}.json"


class MemorySaver:
    """Per-period hook: ``saver(agent, user, replica, period, agent_obj)`` appends the period's view
    to the episode's file (period 0, or an episode this saver has not begun, starts the file anew:
    a rerun of the episode, or a file an earlier run left).

    Holds no view (the native agent's view is its whole context: keeping every finished episode's
    views, as it once did, grew with the run, GBs at the paper's scale; bench_scale) and reads nothing
    back: one ``write()`` of one line a period."""

    def __init__(self, run_dir: str | Path) -> None:
        self.run_dir = Path(run_dir)
        self._started: set[tuple[str, str, int]] = set()  # episodes whose file this saver began
        self._lock = threading.Lock()

    def __call__(self, agent: str, user: str, replica: int, period: int, obj: Any) -> None:
        try:
            view = str(obj.memory_view() or "")
        except Exception as exc:  # a memory view must never fail a run
            view = f"(memory view unavailable: {type(exc).__name__})"
        pm = PeriodMemory(period=period, items=sum(1 for ln in view.splitlines() if ln.strip()), view=view)
        key = (agent, user, replica)
        with self._lock:
            ours = key in self._started and period != 0
            self._started.add(key)
        path = memory_path(self.run_dir, agent, user, replica)
        path.parent.mkdir(parents=True, exist_ok=True)
        line = redact(_LINE.encode(pm)) + b"\n"  # a key the provider echoed never reaches the file
        with open(path, "ab+" if ours else "wb") as fh:  # no fsync: a lost memory file costs nothing
            end = fh.tell()
            if end and os.pread(fh.fileno(), 1, end - 1) != b"\n":  # a line a killed run cut short: end it
                line = b"\n" + line
            fh.write(line)


def load_memory(run_dir: str | Path, agent: str, user: str, replica: int) -> EpisodeMemory | None:
    """The episode's memory views, one per period (the last one saved of each), or None when it has
    no readable file."""
    path = memory_path(run_dir, agent, user, replica)
    if not path.is_file():
        older = _older_path(run_dir, agent, user, replica)
        if not older.is_file():
            return None
        try:
            return msgspec.json.decode(read_regular(older), type=EpisodeMemory)
        except NOT_JSON:
            return None
    data = read_regular(path)
    periods: dict[int, PeriodMemory] = {}
    for line in data.splitlines():
        try:
            pm = _PERIOD.decode(line)
        except NOT_JSON:  # a line cut short by a killed run, or not ours: skipped
            continue
        periods.pop(pm.period, None)  # saved again: the later view, in the place of the later save
        periods[pm.period] = pm
    return EpisodeMemory(agent=agent, user=user, replica=replica, periods=list(periods.values()))
