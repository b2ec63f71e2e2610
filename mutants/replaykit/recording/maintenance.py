"""`cassette repair` and `cassette upgrade`: replaykit.recording.compact's file operations bound to
the CassetteStore (compact cannot import the store, which imports compact)."""

from __future__ import annotations

import os

from replaykit.recording import compact
from replaykit.recording.cassette import CassetteStore
from replaykit.recording.compact import RepairReport


def repair_file(path: str | os.PathLike[str]) -> RepairReport:
    """Keep every intact entry of a damaged cassette, with a backup of the file as it was."""
    return compact.repair_file(path, CassetteStore)


def upgrade_file(path: str | os.PathLike[str]) -> tuple[int, int]:
    """Rewrite an older-format cassette in the current format; (version before, entries)."""
    return compact.upgrade_file(path, CassetteStore)
