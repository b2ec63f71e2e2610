"""The bundled releases: one list (``releases/bundled.txt``) that `make replay` and a bare
`replaykit replay` both verify, so the two entry points cannot disagree."""

from __future__ import annotations

from pathlib import Path

from replaykit._util.names import is_safe_name
from replaykit.errors import ReleaseError

BUNDLED_LIST = Path("releases") / "bundled.txt"
"""Relative to a checkout's root: one release folder name per line, ``#`` starts a comment."""

MAX_LIST_BYTES = 64 * 1024


def bundled_releases(root: str | Path = ".") -> list[Path]:
    """The release folders ``root/releases/bundled.txt`` names, in its order; ReleaseError naming the
    file and line when the list is missing, empty, too large or names a folder that is not a release."""
    listing = Path(root) / BUNDLED_LIST
    if not listing.is_file():
        raise ReleaseError(f"no release given and no {BUNDLED_LIST} here (the list of bundled releases a checkout "
                           "holds); pass a release folder: replaykit replay RELEASE_DIR", file=listing)
    if listing.stat().st_size > MAX_LIST_BYTES:
        raise ReleaseError(f"is over {MAX_LIST_BYTES} bytes; it lists release folder names, one per line", file=listing)
    try:
        lines = listing.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise ReleaseError("is not UTF-8 text; it lists release folder names, one per line", file=listing) from None
    releases: list[Path] = []
    for number, line in enumerate(lines, 1):
        name = line.split("#", 1)[0].strip()
        if not name:
            continue
        if not is_safe_name(name):
            raise ReleaseError(f"line {number}: {name[:60]!r} is not a release folder name (letters, digits, '.', '_', "
                               "'-')", file=listing)
        folder = listing.parent / name
        if not (folder / "release.json").is_file():
            raise ReleaseError(f"line {number}: {folder} has no release.json; list only bundled releases",
                               file=listing)
        if folder in releases:
            raise ReleaseError(f"line {number}: {name} is listed twice", file=listing)
        releases.append(folder)
    if not releases:
        raise ReleaseError("lists no release; name at least one folder under releases/", file=listing)
    return releases
