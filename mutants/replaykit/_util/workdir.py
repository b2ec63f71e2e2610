"""Scratch folders replaykit may empty: only ones it created (a marker file) or empty ones.

``replaykit replay --work DIR`` recomputes everything into DIR, so DIR is emptied first.
Emptying is destructive, so it is allowed only when DIR does not exist, is empty, or holds
the marker this module wrote when it created DIR. Anything else (an unrelated folder, a
checkout, a release) is refused with WorkDirError naming it; nothing is deleted.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from replaykit.errors import FileAccessError, WorkDirError

MARKER = ".replaykit-work"
_MARKER_TEXT = "This folder is scratch space of `replaykit replay`; replaykit empties it on the next replay.\n"
# what `replaykit replay` wrote into its work folder before markers existed
_LEGACY_TOP = {"blueprints", "runs"}
_LEGACY_RUNS = {"on", "off"}


def _is_legacy_replay_dir(path: Path) -> bool:
    """A folder with exactly the layout an older `replaykit replay` wrote (blueprints/, runs/on|off/run.json)."""
    top = {p.name for p in path.iterdir()}
    if not top or not top <= _LEGACY_TOP or not (path / "runs").is_dir():
        return False
    runs = {p.name for p in (path / "runs").iterdir()}
    return bool(runs) and runs <= _LEGACY_RUNS and all((path / "runs" / r / "run.json").is_file() for r in runs)


def prepare_work_dir(path: str | os.PathLike[str], *, protect: list[Path] = ()) -> Path:
    """Make ``path`` an empty folder holding only the marker, or raise WorkDirError (deleting nothing).

    ``protect``: folders the work folder must neither contain nor lie inside (the release being
    replayed). The current folder and the home folder are never inside it either.
    """
    path = Path(path)
    if path.is_symlink():
        raise WorkDirError(path, "is a symbolic link")
    if path.exists() and not path.is_dir():
        raise WorkDirError(path, "is a file, not a folder")
    resolved = path.resolve()
    for p in (Path.cwd(), Path.home(), *protect):
        p = Path(p).resolve()
        if p == resolved or resolved in p.parents:
            raise WorkDirError(path, f"is or contains {p}")
    for p in protect:
        p = Path(p).resolve()
        if p in resolved.parents:
            raise WorkDirError(path, f"lies inside {p}")
    try:
        if path.is_dir():
            entries = list(path.iterdir())
            if entries:
                if not ((path / MARKER).is_file() or _is_legacy_replay_dir(path)):
                    shown = ", ".join(sorted(e.name for e in entries)[:5])
                    raise WorkDirError(path, f"is not empty ({shown}{', ...' if len(entries) > 5 else ''})")
                shutil.rmtree(path)
        path.mkdir(parents=True, exist_ok=True)
        (path / MARKER).write_text(_MARKER_TEXT)
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, "prepare the work folder") from None
    return path
