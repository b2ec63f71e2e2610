"""The agent's memory after each period, saved beside a run for the viewer.

``RUN_DIR/memory/<agent>/<user>.r<replica>.jsonl`` holds, per finished period, what the
agent's ``memory_view()`` showed (AWI/AWE memory, RAG records, native context) and how
many lines (items) it had: one JSON line per period, appended when the period ends. Written
by ``replaykit run`` and the release replay through the runner's per-period hook; never read
by scoring, so results do not depend on it.

Appended, never rewritten, and only what changed: a view that goes on from the one the line
before it holds (the native agent's view is its whole history, which a period extends) is written
as what it adds, ``{"after": K, "view": TAIL, ...}`` for the first K characters of the view on the
line before, then TAIL (a rewrite of the whole file at every period, as this saver once did, wrote
445 MB and read back 431 MB on a 5,040-call replay whose result files are 14 MB). Reading a file
(`load_memory`) keeps the last line of each period, so a period saved again replaces the earlier
one, and skips a line it cannot decode (a run killed in the middle of a write) and the lines that
go on from it. Files of older runs (``<user>.r<replica>.json``, one pretty-printed object) are
still read.
"""

from __future__ import annotations

import os
import sys
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any, NamedTuple

import msgspec

from replaykit._util.fs import read_regular
from replaykit._util.redact import line_patterns, redact, redact_text
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


class _Line(Strict, omit_defaults=True):
    """One line of a memory file: a period's view, whole, or (``after``) as what it adds to the first
    ``after`` characters of the view on the line before."""

    period: int
    items: int
    view: str
    after: int | None = None


_LINE = msgspec.json.Encoder(order="sorted")
_DECODE_LINE = msgspec.json.Decoder(_Line)
KEPT_VIEW_BYTES = 8 << 20
"""Memory (sys.getsizeof) of the episodes' last views the saver keeps to write the next period's as what it
adds (least recently saved dropped first: an episode whose view was dropped writes its next one whole)."""


def memory_path(run_dir: str | Path, agent: str, user: str, replica: int) -> Path:
    return Path(run_dir) / "memory" / agent / f"{user}.r{replica}.jsonl"


def _older_path(run_dir: str | Path, agent: str, user: str, replica: int) -> Path:
    """Where runs before the appended files kept an episode's memory (one pretty-printed EpisodeMemory)."""
    return Path(run_dir) / "memory" / agent / f"{user}.r{replica}.json"


class MemorySaver:
    """Per-period hook: ``saver(agent, user, replica, period, agent_obj)`` appends the period's view
    to the episode's file (period 0, or an episode this saver has not begun, starts the file anew:
    a rerun of the episode, or a file an earlier run left).

    Holds no more views than KEPT_VIEW_BYTES of the episodes' last ones (the native agent's view is its
    whole context: keeping every finished episode's views, as it once did, grew with the run, GBs at the
    paper's scale; bench_scale) and reads nothing back: one ``write()`` of one line a period."""

    def __init__(self, run_dir: str | Path, kept_bytes: int = KEPT_VIEW_BYTES) -> None:
        self.run_dir = Path(run_dir)
        self._started: set[tuple[str, str, int]] = set()  # episodes whose file this saver began
        self._lock = threading.Lock()
        self._views: OrderedDict[tuple[str, str, int], _Saved] = OrderedDict()  # each episode's last view written
        self._kept, self._limit = 0, kept_bytes
        self._folders: set[Path] = set()

    def __call__(self, agent: str, user: str, replica: int, period: int, obj: Any) -> None:
        try:
            view = str(obj.memory_view() or "")
        except Exception as exc:  # a memory view must never fail a run
            view = f"(memory view unavailable: {type(exc).__name__})"
        key = (agent, user, replica)
        with self._lock:
            ours = key in self._started and period != 0
            self._started.add(key)
            before = self._views.pop(key, None)
            self._kept -= _size(before)
        patterns = line_patterns()
        if ours and before is not None and _goes_on(view, before.raw) and patterns is not None \
                and patterns == before.patterns:
            # what the period added, counted and redacted alone (a native agent's view is its whole
            # history: counting and redacting it whole at every period cost a 20,160-call replay 1 s);
            # `line_patterns` says this gives the lines and bytes of doing it whole, and the redacted
            # view is the last one's and then what was added, from a line break: written as such
            tail = view[len(before.raw):]
            items = before.items + _items(tail)
            red_tail = redact_text(tail)
            # nothing redacted (no scrubber): the view is its own redacted form, kept once
            red = (view,) if red_tail is tail and len(before.red) == 1 and before.red[0] is before.raw \
                else (*before.red, red_tail)
            line = _Line(period=period, items=items, view=red_tail, after=before.red_chars) if before.red_chars else \
                _Line(period=period, items=items, view=red_tail)
        else:
            items = _items(view)
            whole = redact_text(view)  # a key the provider echoed never reaches the file (nor the lengths of what it adds)
            red = (whole,)
            line = _Line(period=period, items=items, view=whole)
            # what it adds to the last view (both redacted), when that is how it starts, cut at a line break
            if ours and before is not None and before.red_chars:
                last = "".join(before.red)
                if _goes_on(whole, last):
                    line = _Line(period=period, items=items, view=whole[len(last):], after=len(last))
        path = memory_path(self.run_dir, agent, user, replica)
        if path.parent not in self._folders:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._folders.add(path.parent)
        data = redact(_LINE.encode(line)) + b"\n"  # (its JSON-escaped forms too)
        with open(path, "ab+" if ours else "wb") as fh:  # no fsync: a lost memory file costs nothing
            end = fh.tell()
            if end and os.pread(fh.fileno(), 1, end - 1) != b"\n":  # a line a killed run cut short: end it
                data = b"\n" + data
            fh.write(data)
        saved = _Saved(view, red, sum(map(len, red)), items, patterns)
        with self._lock:
            self._views[key] = saved
            self._kept += _size(saved)
            while self._kept > self._limit and self._views:
                self._kept -= _size(self._views.popitem(last=False)[1])


class _Saved(NamedTuple):
    """An episode's last view as the agent showed it (``raw``) and as written (``red``: redacted, in the
    pieces the periods added, joined only when a later view does not go on from it; ``red_chars``: its
    length), its items, and the `line_patterns` it was redacted with."""

    raw: str
    red: tuple[str, ...]
    red_chars: int
    items: int
    patterns: tuple[bytes, ...] | None


def _size(saved: _Saved | None) -> int:
    if saved is None:
        return 0
    return sys.getsizeof(saved.raw) + sum(sys.getsizeof(x) for x in saved.red if x is not saved.raw)


def _goes_on(view: str, before: str) -> bool:
    """``view`` is ``before`` and then nothing, or a line break and more."""
    return view.startswith(before) and view[len(before):len(before) + 1] in ("", "\n")


def _items(text: str) -> int:
    """Its non-blank lines."""
    return sum(map(bool, map(str.strip, text.splitlines())))


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
    before: str | None = None  # the view on the line before
    for raw in data.splitlines():
        try:
            line = _DECODE_LINE.decode(raw)
        except NOT_JSON:  # a line cut short by a killed run, or not ours: skipped, and what goes on from it
            before = None
            continue
        view = line.view
        if line.after is not None:
            if before is None or not 0 <= line.after <= len(before):
                before = None
                continue
            view = before[:line.after] + view
        before = view
        periods.pop(line.period, None)  # saved again: the later view, in the place of the later save
        periods[line.period] = PeriodMemory(period=line.period, items=line.items, view=view)
    return EpisodeMemory(agent=agent, user=user, replica=replica, periods=list(periods.values()))
