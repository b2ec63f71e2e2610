"""The one atomic file write: a kill never leaves half a file, and concurrent writers never share a temp file.

Durability where it matters: a write is fsynced (the file, then its folder after the rename), so
recordings, blueprints, run results and published results survive a power loss. Inside a
*scratch folder* (`scratch_folder`, e.g. the work folder of `replaykit replay`, whose every
file is recomputed from the cassettes on the next replay) writes stay atomic (temp file and
rename: a kill never leaves half a file) but skip both fsyncs, which cost more than the rest of
a replay's file output together.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import threading
from pathlib import Path
from typing import Iterator

from replaykit.errors import FileAccessError, InputTooLargeError

_SCRATCH: list[str] = []  # absolute folder paths (with a trailing separator) registered as scratch
_SCRATCH_LOCK = threading.Lock()


@contextlib.contextmanager
def scratch_folder(path: str | os.PathLike[str]) -> Iterator[None]:
    """While open, files written under ``path`` (by `atomic_write`) are not fsynced. Process-wide
    (worker threads write there too); nests; the folder itself is not created or emptied here."""
    root = os.path.join(os.path.abspath(path), "")
    with _SCRATCH_LOCK:
        _SCRATCH.append(root)
    try:
        yield
    finally:
        with _SCRATCH_LOCK:
            _SCRATCH.remove(root)


def is_scratch(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` lies inside a folder registered by `scratch_folder`."""
    if not _SCRATCH:
        return False
    full = os.path.abspath(path)
    return any(full.startswith(root) for root in list(_SCRATCH))


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


def atomic_write(path: str | os.PathLike[str], data: bytes, *, sync_dir: bool = True, durable: bool = True) -> Path:
    """Write ``data`` to ``path`` through a temp file and a rename; creates the parent folder.

    The temp file is fsynced before the rename and the folder after it (``sync_dir``), except
    inside a scratch folder (`scratch_folder`), where neither is, or when not ``durable``."""
    path = Path(path)
    durable = durable and not is_scratch(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temp_name(path)
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if sync_dir and durable:
        fsync_dir(path)
    return path


def resolved(path: str | os.PathLike[str]) -> Path:
    """``Path(path).resolve()``, where a symbolic link loop (links pointing at each other) is a
    FileAccessError naming the path: Python before 3.13 raises a RuntimeError for it, which no
    command expects (a traceback)."""
    try:
        return Path(path).resolve()
    except RuntimeError:
        raise FileAccessError(path, "follow its symbolic links", errno.ELOOP, os.strerror(errno.ELOOP)) from None
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, "follow its symbolic links") from None


def is_text(name: str) -> bool:
    """Whether a path or file name is text that JSON (and UTF-8 output) can hold: bytes of a name that
    are not UTF-8 come back from the OS as surrogate escapes, which no UTF-8 encoder takes."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


NOT_REGULAR = "not a regular file (a named pipe, device or socket)"


def is_special(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` exists and is neither a regular file nor a folder (after links): reading a
    named pipe blocks until someone writes to it, a device may never end."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def read_regular(path: str | os.PathLike[str], *, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (default MAX_JSON_FILE_BYTES; a larger
    file raises InputTooLargeError, unread). A folder raises IsADirectoryError and anything else that
    is not a regular file an OSError saying so (opened without blocking: a named pipe never hangs the read)."""
    # loaded on first use: importing this module stays light
    from replaykit._util.limits import MAX_CONFIG_FILE_BYTES, MAX_JSON_FILE_BYTES

    limit = MAX_JSON_FILE_BYTES if limit is None else limit
    what = "a config file (real ones are a few KB)" if limit <= MAX_CONFIG_FILE_BYTES else \
        "a JSON file replaykit reads whole"
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(st.st_mode):
            raise OSError(errno.EINVAL, NOT_REGULAR, str(path))
        if st.st_size > limit:
            raise InputTooLargeError(path, st.st_size, limit, what)
        with open(fd, "rb", closefd=False) as fh:
            data = fh.read(limit + 1)  # a file growing while read is bounded too
        if len(data) > limit:
            raise InputTooLargeError(path, len(data), limit, what)
        return data
    finally:
        os.close(fd)
