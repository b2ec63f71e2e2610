"""The agent's memory after each period, saved beside a run for the viewer.

``RUN_DIR/memory/<agent>/<user>.r<replica>.json`` holds, per finished period, what the
agent's ``memory_view()`` showed (AWI/AWE memory, RAG records, native context) and how
many lines (items) it had. Written by ``replaykit run`` and the release replay through the
runner's per-period hook; never read by scoring, so results do not depend on it.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path
from typing import Any

from replaykit._util.fs import read_regular
from replaykit._util.redact import redact
from replaykit.base import NOT_JSON, Strict, pretty_json
from replaykit.errors import ReplaykitError


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


def memory_path(run_dir: str | Path, agent: str, user: str, replica: int) -> Path:
    return Path(run_dir) / "memory" / agent / f"{user}.r{replica}.json"


class MemorySaver:
    """Per-period hook: ``saver(agent, user, replica, period, agent_obj)`` rewrites the episode's file.

    Holds no view: a period's file is the one this saver wrote at the episode's previous period, read
    back, plus this period (the native agent's view is its whole context, so keeping every finished
    episode's views, as it once did, grew with the run: about 4 MB an episode at a 128K context,
    GBs at the paper's scale; bench_scale)."""

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
        before = None  # stays None for a file unreadable, gone or over the size limit: the episode's file starts anew
        if ours:
            with contextlib.suppress(OSError, ReplaykitError):  # a memory file must never fail a run
                before = load_memory(self.run_dir, agent, user, replica)
        periods = [p for p in before.periods if p.period != period] if before is not None else []
        ep = EpisodeMemory(agent=agent, user=user, replica=replica, periods=periods + [pm])
        path = memory_path(self.run_dir, agent, user, replica)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")  # atomic, no fsync: a lost memory file costs nothing
        tmp.write_bytes(redact(pretty_json(ep)))  # a key the provider echoed never reaches the file
        os.replace(tmp, path)


def load_memory(run_dir: str | Path, agent: str, user: str, replica: int) -> EpisodeMemory | None:
    import msgspec

    path = memory_path(run_dir, agent, user, replica)
    if not path.is_file():
        return None
    try:
        return msgspec.json.decode(read_regular(path), type=EpisodeMemory)
    except NOT_JSON:
        return None
