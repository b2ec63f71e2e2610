"""AWI's memory updates in a run of the reference code, rebuilt from what the run saved.

The reference's AWI (``assistants/awi.py``) appends each round (a user message and the reply)
to its local buffer; when the buffer holds ``update_bsz + local_length`` messages, the oldest
``update_bsz`` leave it and go to one memory-update call, whose reply is ``json.loads``-ed and
merged as a dict union (a known label is overwritten in place and gets the call's wall-clock
timestamp, a new one is appended; nothing is deleted). The run saves, per period, the buffer
(``msg_history.json``) and the memory after the period's last update
(``in_context_memory.json``: label, value, timestamp), never a reply and never a memory
between two updates of a period.

What is rebuilt exactly:

- which update calls happened and the messages each one was sent: the buffer rules over the
  interactions (checked against every saved buffer);
- the memory the first update of each period was shown: the saved memory of the period before;
- the memory after each period's last update: the saved one, label for label, value for
  value, in the same order, with the same ordering by time (the timestamps say which labels
  one call wrote: labels sharing a timestamp were written by the same call).

What is not knowable, and how it is filled in (each such reply is marked as reconstructed):
the period's ``m`` distinct new timestamps are ``m`` calls whose writes survived; they are
given to the period's last ``m`` calls in time order, each writing the final values of the
labels that carry its timestamp, and the period's earlier calls reply ``{}``. A new label
listed before a label of an earlier timestamp was first written by an earlier call (the list
keeps first-insertion order); it is written by that call with its final value, then again by
its own timestamp's call. The memory shown to the second and later calls of a period is
therefore rebuilt, not known (the reference may have written and overwritten labels in
between); the memory at every period's end, which every answer and diagnosis call is made
from, is the saved one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from replaykit.errors import ResultError

__all__ = ["SavedPeriod", "Update", "rebuild_updates"]


@dataclass(frozen=True)
class SavedPeriod:
    """What the run holds for one period of one user."""

    messages: list[dict[str, str]]
    """The period's interactions, sessions flattened, in order ({role, content})."""
    buffer: list[dict[str, Any]]
    """``msg_history.json``: the local buffer after the period."""
    memory: list[dict[str, Any]]
    """``in_context_memory.json``: [{label, value, timestamp}] after the period."""
    buffer_file: Path
    memory_file: Path


@dataclass(frozen=True)
class Update:
    """One memory-update call: what it was sent and the reply rebuilt for it."""

    period: int
    index: int
    """0-based among the period's update calls."""
    count: int
    """Update calls in the period."""
    memory: dict[str, Any]
    """The memories shown (label -> value, insertion order)."""
    messages: list[dict[str, str]]
    """The buffer's oldest messages sent to it ({role, content})."""
    reply: str
    """JSON text that ``json.loads`` turns into the update dict."""
    memory_exact: bool
    """True when the memory shown is a saved one (the period's first call)."""


def _entries(period: SavedPeriod, p: int) -> list[dict[str, Any]]:
    mem = period.memory
    if not isinstance(mem, list):
        raise ResultError("is not a list of memory entries", file=period.memory_file)
    seen = set()
    for i, e in enumerate(mem):
        if not (isinstance(e, dict) and isinstance(e.get("label"), str) and isinstance(e.get("timestamp"), str)
                and "value" in e):
            raise ResultError("is not a {label, value, timestamp} entry", file=period.memory_file, field=f"[{i}]")
        if e["label"] in seen:
            raise ResultError(f"repeats label {e['label']!r} (the reference's memory holds each label once)",
                              file=period.memory_file, field=f"[{i}].label")
        seen.add(e["label"])
    return mem


def _batches(buffer: list[dict[str, str]], messages: list[dict[str, str]], bsz: int, limit: int,
             p: int, period: SavedPeriod) -> list[list[dict[str, str]]]:
    """Feed the period's rounds into ``buffer`` (in place) as the reference does; the batches sent."""
    if len(messages) % 2:
        raise ResultError(f"period {p} has an odd number of messages; the reference adds them in pairs",
                          file=period.buffer_file)
    out = []
    for i in range(0, len(messages), 2):
        buffer.extend(messages[i:i + 2])
        if len(buffer) >= limit:
            out.append(buffer[:bsz])
            del buffer[:bsz]
    if period.buffer != buffer:  # {role, content} dicts, as the reference's local_msgs hold them
        raise ResultError(f"differs from the buffer the reference's rules leave after period {p} (add each round, "
                          f"send the oldest {bsz} once it holds {limit}); was the run made with other "
                          "update_bsz/local_length, or are interactions missing?", file=period.buffer_file)
    return out


def _writes(prev: list[dict], mem: list[dict], seen_max: str, n: int, p: int,
            period: SavedPeriod) -> list[dict[str, Any]]:
    """Per update call of the period: the labels it writes (label -> final value)."""
    f = period.memory_file
    old = {e["label"]: e for e in prev}
    if [e["label"] for e in mem[:len(prev)]] != [e["label"] for e in prev]:
        raise ResultError(f"does not start with the labels of period {p - 1} in their order; the reference never "
                          "deletes or moves a memory", file=f)
    for i, e in enumerate(mem):
        if e["timestamp"] <= seen_max and (e["label"] not in old or e != old[e["label"]]):
            raise ResultError(f"changed or added in period {p} but timestamped {e['timestamp']}, not after the "
                              f"run's earlier updates ({seen_max})", file=f, field=f"[{i}]")
    new_ts = sorted({e["timestamp"] for e in mem if e["timestamp"] > seen_max})
    if len(new_ts) > n:
        raise ResultError(f"{len(new_ts)} distinct update times in period {p}, but the buffer rules give {n} "
                          "update call(s)", file=f)
    slot = {ts: n - len(new_ts) + j for j, ts in enumerate(new_ts)}
    writes: list[dict[str, Any]] = [{} for _ in range(n)]
    for e in mem:
        if e["timestamp"] in slot:
            writes[slot[e["timestamp"]]][e["label"]] = e["value"]
    latest = n  # a new label is first written no later than any new label listed after it
    for e in reversed(mem[len(prev):]):
        latest = min(latest, slot[e["timestamp"]])
        writes[latest][e["label"]] = e["value"]
    order = {e["label"]: i for i, e in enumerate(mem)}
    return [{k: w[k] for k in sorted(w, key=order.__getitem__)} for w in writes]


def _merge(state: list[dict], update: dict[str, Any], step: tuple[int, int]) -> None:
    """The reference's dict union (assistants/awi.py ``_update_memory``), time as a step."""
    update = dict(update)
    for e in state:
        if e["label"] in update:
            e["value"] = update.pop(e["label"])
            e["step"] = step
    state.extend({"label": k, "value": v, "step": step} for k, v in update.items())


def _check_end(state: list[dict], mem: list[dict], p: int, period: SavedPeriod) -> None:
    if [(e["label"], e["value"]) for e in state] != [(e["label"], e["value"]) for e in mem]:
        raise ResultError(f"the rebuilt updates do not give this memory after period {p}", file=period.memory_file)
    by_time = [e["label"] for e in sorted(mem, key=lambda e: e["timestamp"])]
    by_step = [e["label"] for e in sorted(state, key=lambda e: e["step"])]
    ties = {(a["timestamp"] == b["timestamp"]) == (x["step"] == y["step"])
            for a, x in zip(mem, state) for b, y in zip(mem, state)}
    if by_time != by_step or ties != {True}:
        raise ResultError(f"the rebuilt updates do not order this memory by time after period {p}",
                          file=period.memory_file)


def rebuild_updates(periods: list[SavedPeriod], update_bsz: int, local_length: int) -> list[Update]:
    """Every memory-update call of one user's AWI episode, in order (see the module docstring).

    Raises ResultError naming the file when the saved buffers and memories cannot come from the
    reference's rules (then nothing can be rebuilt exactly)."""
    if update_bsz < 1 or local_length < 0:
        raise ResultError(f"update_bsz {update_bsz} / local_length {local_length}: the reference needs "
                          "update_bsz >= 1 and local_length >= 0")
    buffer: list[dict[str, str]] = []
    prev: list[dict] = []
    state: list[dict] = []  # the rebuilt memory: {label, value, step}
    seen_max = ""
    out: list[Update] = []
    for p, period in enumerate(periods):
        mem = _entries(period, p)
        batches = _batches(buffer, period.messages, update_bsz, update_bsz + local_length, p, period)
        writes = _writes(prev, mem, seen_max, len(batches), p, period)
        for k, (batch, write) in enumerate(zip(batches, writes)):
            reply = json.dumps(write, ensure_ascii=False)
            if json.loads(reply) != write:  # what the reference's parser reads back
                raise ResultError(f"a value of period {p} does not survive JSON", file=period.memory_file)
            out.append(Update(period=p, index=k, count=len(batches),
                              memory={e["label"]: e["value"] for e in state}, messages=[dict(m) for m in batch],
                              reply=reply, memory_exact=k == 0))
            _merge(state, write, (p, k))
        _check_end(state, mem, p, period)
        prev = mem
        seen_max = max([seen_max, *(e["timestamp"] for e in mem)])
    return out
