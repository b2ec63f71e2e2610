"""The one atomic file write: a kill never leaves half a file, and concurrent writers never share a temp file."""

from __future__ import annotations

import os
import threading
from pathlib import Path


def fsync_dir(path: Path) -> None:
    """fsync the folder holding ``path`` (so a rename survives a power loss); errors are ignored."""
    try:
        fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def temp_name(path: Path) -> Path:
    """The temp file next to ``path`` (hidden, ``.<name>.tmp-<pid>-<thread>``; stale ones match ``.<name>.tmp-*``)."""
    return path.with_name(f".{path.name}.tmp-{os.getpid()}-{threading.get_ident()}")


def atomic_write(path: str | os.PathLike[str], data: bytes, *, sync_dir: bool = True) -> Path:
    """Write ``data`` to ``path`` through a fsynced temp file and a rename; creates the parent folder."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(path)
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if sync_dir:
        fsync_dir(path)
    return path
