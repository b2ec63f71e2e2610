"""File plumbing of cassettes: the writer lock, and atomic replacement (temp file, fsync, rename)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import time
from pathlib import Path
from typing import BinaryIO, Iterator

from replaykit._util.fs import NOT_REGULAR, atomic_write, fsync_dir, is_special, temp_name  # noqa: F401  (atomic_write: re-exported)
from replaykit.errors import CassetteError
from replaykit.recording.store.scan import ScanResult, scan


def _lock_path(path: Path) -> Path:
    """The writer lock file of a cassette: next to the file the path reaches (symbolic links followed),
    so every spelling of one cassette (a link, a relative path, a linked folder) shares one lock."""
    real = Path(os.path.realpath(path))
    return real.with_name(f".{real.name}.lock")


def _busy(action: str) -> str:
    return (f"the cassette is being written by another process (through this path or a link to the same file); "
            f"cannot {action} it now: wait for it to finish or use a different cassette")


def is_foreign(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` is a file that is not a cassette (nor one cut short); a missing path is not."""
    from replaykit.recording.store.format import MAGIC

    if is_special(path):  # a named pipe would block the read below: foreign, never opened
        return True
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(MAGIC))
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return False  # created (or refused) by the caller
    return not MAGIC.startswith(head)


def refuse_if_foreign(path: str | os.PathLike[str]) -> None:
    """CassetteError when ``path`` is a file that is not a cassette: checked before a writer takes the
    lock, so a refused file gets no lock file of ours beside it."""
    if is_special(path):
        raise CassetteError(f"{path} is {NOT_REGULAR}, not a replaykit cassette; refusing to read, repair or overwrite it")
    if is_foreign(path):
        raise CassetteError(f"{path} is not a replaykit cassette (it does not start with the cassette magic bytes); "
                            "refusing to read, repair or overwrite it")


def refuse_if_written(path: str | os.PathLike[str], action: str) -> None:
    """CassetteError (naming ``action``) when another process holds the cassette's writer lock."""
    if writer_active(path):
        raise CassetteError(_busy(action), file=path)


class WriterLock:
    """The one-writer lock of a cassette, keyed on the file, not on how its path is spelled.

    Two locks, both flock(2) (released by the kernel when the holder dies, so a killed writer
    never leaves a stale lock): the lock file next to the real path (symbolic links and
    relative spellings), and the cassette file itself, its inode (hard links: two names of one
    file). Compaction replaces the file with a new inode: ``rebind`` locks the new one.

    The lock file (``.NAME.rkc.lock``) exists only while a writer holds it: ``release`` removes it
    while still holding it, and ``acquire`` checks that the file it locked is still the one at the
    path (a releaser may have removed it in between), so nothing is left beside a cassette and no
    two writers ever hold two different lock files of one cassette. ``wait`` (seconds) waits for
    another writer to finish (pytest-xdist workers sharing a cassette) instead of refusing at once.
    """

    POLL_SECONDS = 0.05

    def __init__(self, path: Path, lock_fd: int, inode_fd: int | None, lock_file: Path | None = None) -> None:
        self.path = path
        self._lock_fd: int | None = lock_fd
        self._inode_fd = inode_fd
        self._lock_file = lock_file

    @classmethod
    def acquire(cls, path: str | os.PathLike[str], *, action: str = "record into", wait: float = 0.0) -> "WriterLock":
        path = Path(path)
        busy = _busy(action)
        deadline = time.monotonic() + max(0.0, wait)
        while True:
            got = cls._try(path)
            if got is not None:
                return got
            if time.monotonic() >= deadline:
                raise CassetteError(busy + (f" (waited {wait:g} s)" if wait > 0 else ""), file=path)
            time.sleep(cls.POLL_SECONDS)

    @classmethod
    def _try(cls, path: Path) -> "WriterLock | None":
        """The lock, or None when another writer holds it now."""
        lock_file = _lock_path(path)
        while True:
            lock_fd = os.open(lock_file, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(lock_fd)
                return None
            try:
                same = os.path.samestat(os.fstat(lock_fd), os.stat(lock_file))
            except FileNotFoundError:
                same = False
            if same:
                break
            os.close(lock_fd)  # locked a lock file its holder removed on release: take the new one
        try:
            inode_fd = cls._lock_inode(path, blocking=False)
        except CassetteError:
            os.close(lock_fd)
            return None
        except BaseException:
            os.close(lock_fd)
            raise
        return cls(path, lock_fd, inode_fd, lock_file)

    @staticmethod
    def _lock_inode(path: Path, *, blocking: bool) -> int | None:
        try:
            fd = os.open(path, os.O_RDONLY)
        except FileNotFoundError:
            return None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        except OSError:
            os.close(fd)
            raise CassetteError("locked", file=path) from None
        return fd

    def rebind(self) -> None:
        """Lock the file now at the path (after it was created or replaced by this writer)."""
        old, self._inode_fd = self._inode_fd, None
        if old is not None:
            os.close(old)
        # blocking: only a reader's momentary shared probe (writer_active) can be in the way
        self._inode_fd = self._lock_inode(self.path, blocking=True)

    def release(self) -> None:
        if self._lock_fd is not None and self._lock_file is not None:
            with contextlib.suppress(OSError):  # removed while held: the next writer creates its own
                if os.path.samestat(os.fstat(self._lock_fd), os.stat(self._lock_file)):
                    self._lock_file.unlink()
        for name in ("_inode_fd", "_lock_fd"):
            fd = getattr(self, name)
            if fd is not None:
                os.close(fd)
                setattr(self, name, None)


def writer_active(path: str | os.PathLike[str]) -> bool:
    """Whether another process holds the cassette's writer lock right now (through any path to it)."""
    lock = _lock_path(Path(path))
    probes = [p for p in (lock, Path(path)) if p.exists()]
    for p in probes:
        try:
            fd = os.open(p, os.O_RDONLY)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
        else:
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
    return False


def read_snapshot(path: str | os.PathLike[str]) -> tuple[int, bytes]:
    """An open descriptor of the cassette and its bytes read through that descriptor, so an index built
    from the bytes always describes the file later reads (pread on the descriptor) reach, even when a
    writer replaces the file (compaction) in between."""
    fd = os.open(path, os.O_RDONLY)
    try:
        size = os.fstat(fd).st_size
        chunks, pos = [], 0
        while True:
            chunk = os.pread(fd, max(size - pos, 1 << 16), pos)
            if not chunk:
                break
            chunks.append(chunk)
            pos += len(chunk)
        return fd, b"".join(chunks)
    except BaseException:
        os.close(fd)
        raise


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


@contextlib.contextmanager
def replacing(path: Path) -> Iterator[BinaryIO]:
    """A temp file beside ``path``, open for writing, that replaces ``path`` (fsynced, renamed, its folder
    fsynced) when the block ends normally, and is removed when it raises: ``path`` is never half written."""
    tmp = temp_path(path)
    try:
        with open(tmp, "wb") as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        commit_temp(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise




def scan_snapshot(path: Path, scanner=None) -> tuple[int, ScanResult]:
    """(descriptor, scan) of one opening of the file: ``scanner(path, fd=fd)`` (scan.open_scan) or a
    full scan of the bytes read through the descriptor. The descriptor is closed on error."""
    if scanner is not None:
        fd = os.open(path, os.O_RDONLY)
        try:
            return fd, scanner(path, fd=fd)
        except BaseException:
            os.close(fd)
            raise
    fd, data = read_snapshot(path)
    try:
        return fd, scan(path, data)
    except BaseException:
        os.close(fd)
        raise
