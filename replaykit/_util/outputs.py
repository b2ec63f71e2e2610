"""Where a command may write: never over one of its inputs, never over a file it did not write.

Every command that writes a file or a folder checks its output here first (issue 23):

- ``check_not_input(out, inputs)``: the output is none of the inputs (same device and inode, so
  a symbolic or hard link to an input counts as the input) and no folder holding one. No flag
  gets past this: writing there would destroy what the command is reading.
- ``check_replaceable(out, ours=..., force=...)``: an existing output file is replaced only when
  it is one this kind of command writes (``ours``: e.g. a JSON-lines export) or ``--force`` is
  given, which the error names.
- ``write_streamed(out, chunks)``: the new content goes to a temp file next to OUT and is renamed
  over it only when complete, so a failure (or reading the input) never meets a truncated OUT.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, Iterable

from replaykit._util.fs import fsync_dir, temp_name
from replaykit.errors import FileAccessError, OutputError


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths reach one file or folder (symbolic links followed, hard links by inode)."""
    try:
        sa, sb = os.stat(a), os.stat(b)
    except OSError:
        return Path(a).resolve() == Path(b).resolve()
    return (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino)


def check_not_input(out: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str]], *, command: str) -> None:
    """OutputError unless ``out`` is none of ``inputs`` and holds none of them."""
    out = Path(out)
    resolved = out.resolve()
    for raw in inputs:
        p = Path(raw)
        if same_file(out, p):
            raise OutputError(out, f"is the input {p} (the same file{' through a link' if out.resolve() != p.resolve() else ''})",
                              command=command)
        if resolved in p.resolve().parents:
            raise OutputError(out, f"holds the input {p}", command=command)


def check_replaceable(out: str | os.PathLike[str], *, ours: Callable[[Path], bool], force: bool, command: str,
                      what: str) -> None:
    """OutputError when ``out`` exists and is neither ``ours`` (nor empty) and ``force`` is not given."""
    out = Path(out)
    if force or not (out.exists() or out.is_symlink()):
        return
    if out.is_symlink():
        raise OutputError(out, f"is a symbolic link (to {os.readlink(out)})", command=command, forceable=True)
    if out.is_dir():
        raise OutputError(out, "is a folder", command=command)
    try:
        if out.stat().st_size == 0 or ours(out):
            return
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, out, "read the existing output") from None
    raise OutputError(out, f"exists and is not {what} replaykit wrote", command=command, forceable=True)


def write_streamed(out: str | os.PathLike[str], chunks: Iterable[bytes], *, action: str = "write") -> Path:
    """Write ``chunks`` to a temp file next to ``out`` and rename it over ``out`` once complete."""
    out = Path(out)
    tmp = temp_name(out)
    try:
        with open(tmp, "wb") as fh:
            for chunk in chunks:
                fh.write(chunk)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, out)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise FileAccessError.from_os_error(exc, out, action) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(out)
    return out
