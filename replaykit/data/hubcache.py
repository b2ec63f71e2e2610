"""The Hugging Face Hub's local cache, as `blueprint fetch` reads and writes it: the layout every
hub client shares (huggingface_hub, hf-hub, ...), so a file fetched once is found again by them and
by replaykit, and HF_HUB_OFFLINE works:

    $HF_HUB_CACHE (else $HF_HOME/hub, else ~/.cache/huggingface/hub)
      datasets--ORG--NAME/
        blobs/ETAG                      the file's bytes, named by its digest (sha256, or git's sha1)
        refs/REVISION                   the commit a branch or tag pointed at
        snapshots/COMMIT/FILENAME       a relative symbolic link to the blob (a copy where links fail)

Every name that becomes a path here is checked first (issue 32, item 5): the repository's parts,
FILENAME's and REVISION's parts are safe names (replaykit._util.names), COMMIT is 40 hex digits
and ETAG a 40- or 64-digit hex digest, whatever a server said. Nothing is written outside
``root``; a download goes to a hidden temp file beside its blob and is renamed once complete and
checked, or removed.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from replaykit._util.fs import atomic_write, read_regular, temp_name
from replaykit._util.names import is_safe_name
from replaykit.errors import ConfigError, HubError

COMMIT = re.compile(r"[0-9a-f]{40}")
DIGEST = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
MAX_PARTS = 16
MAX_NAME = 1024


def root() -> Path:
    """The cache folder, as every hub client finds it."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"])
    if os.environ.get("HF_HOME"):
        return Path(os.environ["HF_HOME"]) / "hub"
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(xdg) / "huggingface" / "hub"


def check_parts(value: str, option: str, what: str) -> str:
    """``value`` if every ``/``-separated part is a safe name (no ``..``, no absolute path, no
    backslash, at most MAX_PARTS parts), else a ConfigError naming ``option``."""
    parts = value.split("/")
    if not (0 < len(value) <= MAX_NAME and len(parts) <= MAX_PARTS and all(is_safe_name(p) for p in parts)):
        # loaded on first use: importing this module stays light
        from replaykit._util.printable import printable

        raise ConfigError(f"'{printable(value)}' is not a {what}: '/'-separated parts of A-Z a-z 0-9 . _ - "
                          "(each starting with a letter or digit, no '..'), at most "
                          f"{MAX_PARTS} parts and {MAX_NAME} characters", field=option)
    return value


def etag_digest(value: str, url: str) -> str:
    """The digest a hub ETag names (``"hex"``, ``W/"hex"``); HubError for anything else."""
    # loaded on first use: importing this module stays light
    from replaykit.data.download import shown

    tag = value.strip()
    tag = tag[2:] if tag.startswith("W/") else tag
    tag = tag.strip('"').lower()
    if not DIGEST.fullmatch(tag):
        raise HubError(f"the hub's ETag {shown(value)!r} is not a git or sha256 digest (40 or 64 hex digits); "
                       "refused: it would name a cache file", url=url)
    return tag


def commit_of(value: str | None, url: str) -> str:
    # loaded on first use: importing this module stays light
    from replaykit.data.download import shown

    if value is None:
        raise HubError("the answer names no commit (no X-Repo-Commit header): is HF_ENDPOINT a Hugging Face Hub?",
                       url=url)
    if not COMMIT.fullmatch(value.strip()):
        raise HubError(f"the hub's X-Repo-Commit {shown(value)!r} is not a commit (40 hex digits); refused: it "
                       "would name a cache folder", url=url)
    return value.strip()


def digest_of(data_path: Path, etag: str) -> str:
    """The digest of a file in the form ``etag`` has: sha256, or git's blob sha1 (40 digits)."""
    h = hashlib.sha256() if len(etag) == 64 else hashlib.sha1()
    if len(etag) == 40:
        h.update(b"blob %d\0" % data_path.stat().st_size)
    with open(data_path, "rb") as fh:
        for piece in iter(lambda: fh.read(1 << 20), b""):
            h.update(piece)
    return h.hexdigest()


class RepoCache:
    """One repository's folder in the cache (``repo_type`` ``dataset``, ``repo_id`` ``ORG/NAME``)."""

    def __init__(self, repo_type: str, repo_id: str, base: Path | None = None) -> None:
        check_parts(repo_id, "repo_id", "repository id")
        self.folder = (base if base is not None else root()) / f"{repo_type}s--{repo_id.replace('/', '--')}"

    def blob(self, etag: str) -> Path:
        assert DIGEST.fullmatch(etag)
        return self.folder / "blobs" / etag

    def snapshot(self, commit: str, filename: str) -> Path:
        assert COMMIT.fullmatch(commit)
        return self.folder / "snapshots" / commit / check_parts(filename, "--filename", "file name")

    def ref(self, revision: str) -> Path:
        return self.folder / "refs" / check_parts(revision, "--revision", "revision")

    def commit_for(self, revision: str) -> str | None:
        """The commit ``revision`` names: itself if it is one, else what refs/REVISION holds (checked)."""
        if COMMIT.fullmatch(revision):
            return revision
        ref = self.ref(revision)
        try:
            text = read_regular(ref, limit=1024).decode("ascii", "replace").strip()
        except (OSError, ValueError):
            return None
        return text if COMMIT.fullmatch(text) else None

    def cached(self, commit: str, filename: str) -> Path | None:
        path = self.snapshot(commit, filename)
        return path if path.is_file() else None

    def incoming(self, etag: str) -> Path:
        """The hidden temp file a download of blob ``etag`` goes to (``store`` renames it)."""
        blob = self.blob(etag)
        blob.parent.mkdir(parents=True, exist_ok=True)
        return temp_name(blob)

    def store(self, incoming: Path, etag: str, commit: str, filename: str, revision: str) -> Path:
        """Move a complete, checked download into place: the blob, the snapshot's link to it, the ref."""
        blob = self.blob(etag)
        os.replace(incoming, blob)
        snap = self.snapshot(commit, filename)
        snap.parent.mkdir(parents=True, exist_ok=True)
        link = temp_name(snap)
        try:
            os.symlink(os.path.relpath(blob, snap.parent), link)
            os.replace(link, snap)
        except OSError:  # no symbolic links here (some file systems): a copy, as other hub clients do
            link.unlink(missing_ok=True)
            atomic_write(snap, blob.read_bytes())
        if revision != commit:
            atomic_write(self.ref(revision), commit.encode("ascii"))
        return snap
