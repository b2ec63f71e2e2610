"""Folders replaykit may empty (scratch and output folders): only ones it created (a marker file) or empty ones.

``replaykit replay --work DIR`` recomputes everything into DIR and ``replaykit view PATH --out
SITE`` rebuilds SITE, so the folder is emptied first. Emptying is destructive, so it is allowed
only when the folder does not exist, is empty, or holds the marker this module wrote when it
created it (``.replaykit-work``, ``.replaykit-site``), or has exactly the layout an older
replaykit wrote there before markers existed. Anything else (an unrelated folder, a checkout,
a release) is refused with WorkDirError naming it and ``--force``; nothing is deleted.
Whatever ``--force`` says, the folder is never a symbolic link, the current or home folder or
one holding them, nor one of the command's inputs or a folder holding one.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from replaykit._util.fs import resolved
from replaykit.errors import FileAccessError, WorkDirError


def _is_legacy_replay_dir(path: Path) -> bool:
    """A folder with exactly the layout an older `replaykit replay` wrote (blueprints/, runs/on|off/run.json)."""
    top = {p.name for p in path.iterdir()}
    if not top or not top <= {"blueprints", "runs"} or not (path / "runs").is_dir():
        return False
    runs = {p.name for p in (path / "runs").iterdir()}
    return bool(runs) and runs <= {"on", "off"} and all((path / "runs" / r / "run.json").is_file() for r in runs)


def _is_legacy_site(path: Path) -> bool:
    """A folder with exactly the layout an older `replaykit view` wrote (index.html, assets/app.js, ...)."""
    top = {p.name for p in path.iterdir()}
    return (top <= {"index.html", "assets", "plots", "e", "d"} and (path / "index.html").is_file()
            and (path / "assets" / "app.js").is_file())


@dataclass(frozen=True)
class Scratch:
    """A kind of folder replaykit empties and rewrites: its marker, the option naming it, older layouts."""

    marker: str
    text: str
    option: str
    what: str
    legacy: Callable[[Path], bool]


WORK = Scratch(".replaykit-work",
               "This folder is scratch space of `replaykit replay`; replaykit empties it on the next replay.\n",
               "--work", "work folder", _is_legacy_replay_dir)
SITE = Scratch(".replaykit-site",
               "This folder is a site built by `replaykit view`; replaykit empties it when it rebuilds the site.\n",
               "--out", "site folder", _is_legacy_site)
MARKER = WORK.marker


def _within(inner: Path, outer: Path) -> bool:
    return inner == outer or outer in inner.parents


def _home() -> Path:
    """The home folder to protect, resolved when it can be: a HOME that is a symbolic link loop (or no
    home at all) is protected as spelled, not a RuntimeError traceback from every replay and view."""
    try:
        home = Path.home()
    except RuntimeError:  # no HOME and no password entry
        return Path(os.path.abspath(os.sep))
    try:
        return home.resolve()
    except (RuntimeError, OSError):
        return Path(os.path.abspath(home))


def prepare_scratch_dir(path: str | os.PathLike[str], kind: Scratch, *, protect: Iterable[Path] = (),
                        inputs: Iterable[Path] = (), force: bool = False) -> Path:
    """Make ``path`` an empty folder holding only ``kind``'s marker, or raise WorkDirError (deleting nothing).

    ``protect``: folders the folder must neither contain nor lie inside (the release being
    replayed). ``inputs``: files and folders the command reads, which it must neither be nor
    contain (it may lie inside one: ``view WORK --out WORK/site``). The current folder and the
    home folder are never inside it either. ``force``: empty a non-empty folder replaykit did
    not make (the only way past that check; the others hold whatever ``force`` says).
    """
    path = Path(path)
    err = lambda reason, forceable=False: WorkDirError(path, reason, kind=kind, forceable=forceable)
    if path.is_symlink():
        raise err(f"is a symbolic link (to {os.readlink(path)}); pass the folder itself")
    if path.exists() and not path.is_dir():
        raise err("is a file, not a folder")
    real = resolved(path)
    protect = [resolved(p) for p in protect]
    for p in (Path.cwd().resolve(), _home(), *protect):
        if _within(p, real):
            raise err(f"is or contains {p}")
    for p in protect:
        if _within(real, p):
            raise err(f"lies inside {p}")
    for p in inputs:
        if _within(resolved(p), real):
            raise err(f"is or contains the input {p}")
    try:
        if path.is_dir():
            entries = list(path.iterdir())
            if entries:
                if not ((path / kind.marker).is_file() or kind.legacy(path) or force):
                    shown = ", ".join(sorted(e.name for e in entries)[:5])
                    raise err(f"is not empty ({shown}{', ...' if len(entries) > 5 else ''})", forceable=True)
                shutil.rmtree(path)
        path.mkdir(parents=True, exist_ok=True)
        (path / kind.marker).write_text(kind.text)
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, f"prepare the {kind.what}") from None
    return path


def prepare_work_dir(path: str | os.PathLike[str], *, protect: Iterable[Path] = (), force: bool = False) -> Path:
    """The work folder of `replaykit replay` (see prepare_scratch_dir)."""
    return prepare_scratch_dir(path, WORK, protect=protect, force=force)
