"""Which cassette entries a test session used, and pruning the rest (``--replaykit-prune``, and the
``rewrite`` mode, pytest-recording's name for record-then-prune).

Each marked test adds the keys its recorder answered or recorded to the ledger, under the real
path of its cassette. At the end of a session in which every collected test ran and passed, each
cassette the session wrote keeps only the entries the session used: after a prompt changed, the
stale recording beside the new one is dropped. A session with a failure, an error, an interrupt or
deselected tests (``-k``, ``-m``) prunes nothing and says why: an entry of a test that did not run
(or did not finish) is not stale. Under pytest-xdist each worker sends its ledger to the controller
(``workeroutput``), which prunes once with the union, so no worker drops another's entries.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

WIRE_KEY = "replaykit_ledger"


@dataclass
class Ledger:
    used: dict[str, set[str]] = field(default_factory=dict)  # real cassette path -> keys used
    written: set[str] = field(default_factory=set)  # cassettes opened in record or auto mode
    failed: list[str] = field(default_factory=list)  # tests (node ids) that did not pass
    deselected: int = 0
    summary: list[str] = field(default_factory=list)  # what the terminal summary prints

    def note(self, path: Path, keys: set[str], *, writing: bool) -> None:
        real = os.path.realpath(path)
        self.used.setdefault(real, set()).update(keys)
        if writing:
            self.written.add(real)

    def to_wire(self) -> dict[str, Any]:
        """Plain data for pytest-xdist's ``workeroutput`` (sorted, so it is the same every time)."""
        return {"used": {p: sorted(k) for p, k in sorted(self.used.items())}, "written": sorted(self.written),
                "failed": list(self.failed), "deselected": self.deselected}

    def absorb(self, wire: dict[str, Any]) -> None:
        for path, keys in wire.get("used", {}).items():
            self.used.setdefault(path, set()).update(keys)
        self.written.update(wire.get("written", ()))
        self.failed.extend(wire.get("failed", ()))
        self.deselected += int(wire.get("deselected", 0))

    def why_not(self, exitstatus: int) -> str | None:
        """Why this session must not prune, or None."""
        if self.failed:
            return f"{len(self.failed)} test(s) did not pass (the first: {self.failed[0]})"
        if self.deselected:
            return f"{self.deselected} test(s) were deselected (-k/-m): their entries may be in a shared cassette"
        if exitstatus != 0:
            return f"the session ended with exit status {exitstatus}"
        return None

    def prune(self, lock_wait: float) -> list[tuple[str, int, int]]:
        """Prune every cassette written this session to the entries used; (path, kept, dropped) each."""
        # loaded on first use: importing this module stays light
        from replaykit.recording.store import prune_file

        done = []
        for real in sorted(self.written):
            if not os.path.exists(real):
                continue
            kept, dropped = prune_file(real, self.used.get(real, set()), lock_wait=lock_wait)
            done.append((real, kept, dropped))
        return done
