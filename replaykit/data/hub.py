"""The paper's published benchmark data by name (`replaykit blueprint fetch NAME --out DIR`).

Downloads from the Hugging Face Hub with replaykit's own bounded client (replaykit.data.download),
not huggingface_hub: a hub is a server we do not control (HF_ENDPOINT may name any), and
huggingface_hub builds cache paths from the server's ETag and X-Repo-Commit unchecked, reads a
body of any size, inflates gzip without a ceiling and has no overall deadline (issue 32, item 5:
a hostile endpoint wrote outside the cache, filled the disk, hung). Here every name that becomes
a path is checked (replaykit.data.hubcache), the body is streamed with a byte limit (64 MiB, a
data file's: a gzip bomb stops there) and an overall deadline (``--timeout``), and the bytes must
match the digest the hub names for them. The hub's cache layout is kept (HF_HUB_CACHE / HF_HOME),
so a file in the cache is not downloaded again, HF_HUB_OFFLINE works, and huggingface_hub finds
what replaykit fetched; HF_ENDPOINT (a mirror) and HF_TOKEN (sent to the hub only, never to a
host it redirects to) work as everywhere else.

The file is then checked by importing it (every blueprint invariant of paper §3.1,
replaykit.data.blueprint.validate) and written as a blueprint folder, next to the file as
downloaded (``data.json``, what the reference code reads) and ``fetch.json`` (where it came
from: repository, file, commit, sha256, size).

Names (DATASETS): ``amemgym-v1.base``, the authors' v1.base data (paper §4.1), from the
dataset repository ``AGI-Eval/AMemGym`` that the reference README links. The file name
inside that repository, ``v1.base/data.json``, follows the reference code's layout
(``data/v1.base/data.json``); it could not be checked against the hub from here (no
network), so ``--filename`` and ``--revision`` override it (docs/viewer-and-exports.md).
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from replaykit._util.limits import MAX_JSON_FILE_BYTES, MAX_TIMEOUT_S, out_of_range
from replaykit.data import hubcache
from replaykit.errors import BlueprintError, ConfigError, FileAccessError, HubError

DEFAULT_ENDPOINT = "https://huggingface.co"
DEFAULT_TIMEOUT_S = 300.0
"""Seconds the whole download may take (``--timeout``): the v1.base file is a few MB."""


@dataclass(frozen=True)
class HubDataset:
    repo_id: str
    filename: str
    repo_type: str = "dataset"
    revision: str = "main"
    about: str = ""


DATASETS: dict[str, HubDataset] = {
    "amemgym-v1.base": HubDataset(
        repo_id="AGI-Eval/AMemGym", filename="v1.base/data.json",
        about="the authors' v1.base environment data (paper §4.1), reference data.json format",
    ),
}


@dataclass(frozen=True)
class FetchReport:
    name: str
    source: HubDataset
    commit: str
    sha256: str
    size: int
    users: int
    periods: int
    questions: int
    out: Path
    from_cache: str = ""

    def summary(self) -> str:
        cached = f" (from the hub cache: {self.from_cache})" if self.from_cache else ""
        return (f"fetched {self.name}: {self.source.repo_type} {self.source.repo_id}, file {self.source.filename} at "
                f"commit {self.commit or 'unknown'} ({self.size} bytes, sha256 {self.sha256}){cached}; valid: "
                f"{self.users} users, {self.periods} periods, {self.questions} questions; written to {self.out} "
                f"(blueprint folder; data.json as downloaded; fetch.json). Next: replaykit run --blueprints {self.out} ...")


def _offline() -> bool:
    return os.environ.get("HF_HUB_OFFLINE", "").strip().upper() in ("1", "ON", "YES", "TRUE")


def _endpoint() -> str:
    # loaded on first use: importing this module stays light
    from replaykit._util.urls import check_base_url

    url = os.environ.get("HF_ENDPOINT", "").strip() or DEFAULT_ENDPOINT
    check_base_url(url, "HF_ENDPOINT", field="HF_ENDPOINT")
    return url.rstrip("/")


def _token() -> str | None:
    """HF_TOKEN, else the token file huggingface_hub's login writes (HF_TOKEN_PATH, $HF_HOME/token)."""
    # loaded on first use: importing this module stays light
    from replaykit._util.fs import read_regular
    from replaykit._util.urls import check_header_key

    token = os.environ.get("HF_TOKEN", "").strip()
    if token:
        check_header_key("HF_TOKEN", token)
        return token
    home = os.environ.get("HF_HOME") or os.path.join(os.path.expanduser("~"), ".cache", "huggingface")
    path = os.environ.get("HF_TOKEN_PATH") or os.path.join(home, "token")
    try:
        token = read_regular(path, limit=4096).decode("ascii").strip()
    except (OSError, ValueError):
        return None
    if token:
        check_header_key(f"the token file {path}", token)
    return token or None


def _download(source: HubDataset, *, timeout: float) -> tuple[Path, str, str]:
    """(the cached file, its commit, a note if it came from the cache without asking the hub)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.download import Exchange, HubUnreachable

    cache = hubcache.RepoCache(source.repo_type, source.repo_id)
    hubcache.check_parts(source.filename, "--filename", "file name")
    cache.ref(source.revision)  # checks --revision
    what = f"{source.filename} of {source.repo_type} {source.repo_id}@{source.revision}"
    if _offline():
        commit = cache.commit_for(source.revision)
        local = cache.cached(commit, source.filename) if commit else None
        if local is None:
            raise HubError(f"{what} is not in the hub cache ({hubcache.root()}) and HF_HUB_OFFLINE is set: "
                           "fetch once online, or unset HF_HUB_OFFLINE")
        return local, commit, "HF_HUB_OFFLINE is set"  # type: ignore[return-value]
    endpoint = _endpoint()
    token = _token()
    url = (f"{endpoint}/{source.repo_type}s/{source.repo_id}/resolve/{quote(source.revision, safe='')}/"
           f"{quote(source.filename)}")
    ex = Exchange(timeout, auth=f"Bearer {token}" if token else None, auth_origin=endpoint)
    try:
        head = ex.head(url)
    except HubUnreachable as exc:  # no answer at all: the cache, as huggingface_hub does
        commit = cache.commit_for(source.revision)
        local = cache.cached(commit, source.filename) if commit else None
        if local is None:
            raise HubError(f"cannot reach the hub for {what} and it is not in the hub cache: {exc.reason}; check "
                           "the network or HF_ENDPOINT", url=exc.url) from None
        return local, commit, f"the hub could not be reached: {exc.reason}"  # type: ignore[return-value]
    if head.status >= 400 or not (200 <= head.status < 300 or head.location):
        raise _refused(head, what, source)
    commit = hubcache.commit_of(head.headers.get("x-repo-commit"), url)
    etag = hubcache.etag_digest(head.headers.get("x-linked-etag") or head.headers.get("etag") or "", url)
    local = cache.cached(commit, source.filename)
    if local is not None:
        return local, commit, ""
    incoming = cache.incoming(etag)
    try:
        with open(incoming, "wb") as fh:
            ex.get(head.location or head.url, fh.write, limit=MAX_JSON_FILE_BYTES, what=what)
        got = hubcache.digest_of(incoming, etag)
        if got != etag:
            raise HubError(f"the bytes downloaded for {what} do not match the digest the hub names for them "
                           f"(ETag {etag}, got {got}); nothing was kept, try again", url=head.location or head.url)
        return cache.store(incoming, etag, commit, source.filename, source.revision), commit, ""
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, incoming, "write the download into the hub cache") from None
    finally:
        incoming.unlink(missing_ok=True)


def _refused(head, what: str, source: HubDataset) -> HubError:
    # loaded on first use: importing this module stays light
    from replaykit.data.download import _error_text

    code = head.headers.get("x-error-code", "")
    hint = {"EntryNotFound": "check --filename", "RevisionNotFound": "check --revision",
            "RepoNotFound": "check the name, or set HF_TOKEN if the repository is private",
            "GatedRepo": "accept the repository's conditions on the hub and set HF_TOKEN"}.get(
        code, "check the name, --filename and --revision, or HF_TOKEN for a gated repository")
    return HubError(f"the hub answered HTTP {head.status}{_error_text(head.headers)} for {what}; {hint}", url=head.url)


def fetch(name: str, out: str | os.PathLike[str], *, filename: str | None = None,
          revision: str | None = None, timeout: float = DEFAULT_TIMEOUT_S) -> FetchReport:
    """Download dataset ``name`` (see DATASETS) into the blueprint folder ``out`` (new or empty), checked."""
    # loaded on first use: importing this module stays light
    from replaykit._util.fs import atomic_write, read_regular
    from replaykit.base import pretty_json
    from replaykit.data.blueprint import import_reference, save_blueprints

    if name not in DATASETS:
        raise ConfigError(f"no dataset named {name!r}; known: {', '.join(sorted(DATASETS))}", field="NAME")
    why = out_of_range(timeout, 1, MAX_TIMEOUT_S)
    if why:
        raise ConfigError(f"{why} (seconds)", field="--timeout")
    base = DATASETS[name]
    source = HubDataset(base.repo_id, filename or base.filename, base.repo_type, revision or base.revision, base.about)
    out = Path(out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise ConfigError("exists and is not an empty folder; fetch into a new folder (nothing is overwritten)",
                          file=out, field="--out")
    local, commit, from_cache = _download(source, timeout=timeout)
    data = read_regular(local, limit=MAX_JSON_FILE_BYTES)
    try:
        bps = import_reference(local)
    except BlueprintError as exc:
        raise BlueprintError(f"the downloaded {source.repo_id}/{source.filename} is not valid AMemGym data: {exc}") from None
    report = FetchReport(
        name=name, source=source, commit=commit, sha256=hashlib.sha256(data).hexdigest(),
        size=len(data), users=len(bps), periods=sum(len(bp.periods) for bp in bps),
        questions=sum(len(bp.qas) for bp in bps), out=out, from_cache=from_cache,
    )
    created = not out.exists()
    try:
        save_blueprints(bps, out, source=f"{source.repo_type} {source.repo_id}/{source.filename}@{report.commit}")
        atomic_write(out / "data.json", data)
        atomic_write(out / "fetch.json", pretty_json({
            "name": name, "repo_id": source.repo_id, "repo_type": source.repo_type, "filename": source.filename,
            "revision": source.revision, "commit": report.commit, "sha256": report.sha256, "bytes": report.size,
            "users": report.users}))
    except BaseException:
        if created:  # only what this call created
            shutil.rmtree(out, ignore_errors=True)
        raise
    return report
