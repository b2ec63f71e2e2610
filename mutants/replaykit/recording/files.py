"""File plumbing of cassettes: the writer lock, and atomic replacement (temp file, fsync, rename)."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path

from replaykit._util.fs import atomic_write, fsync_dir, temp_name  # noqa: F401  (atomic_write: re-exported)
from replaykit.recording.scan import ScanResult


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def writer_active(path: str | os.PathLike[str]) -> bool:
    """Whether another process holds the cassette's writer lock right now."""
    lock = _lock_path(Path(path))
    if not lock.exists():
        return False
    fd = os.open(lock, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


def _tail_being_written(path: Path, res: ScanResult) -> bool:
    """A truncated last frame of a file whose writer is alive is an append in progress, not damage."""
    d = res.damage
    return (d is not None and res.header is not None and res.refusal is None
            and d.reason.startswith("truncated") and writer_active(path))


def temp_path(path: Path) -> Path:
    return temp_name(path)


def commit_temp(tmp: Path, path: Path) -> None:
    """Make a fully written and fsynced temp file the cassette (atomic rename)."""
    os.replace(tmp, path)
    fsync_dir(path)


