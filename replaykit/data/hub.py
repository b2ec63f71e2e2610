"""The paper's published benchmark data by name (`replaykit blueprint fetch NAME --out DIR`).

Downloads with ``huggingface_hub`` (the optional extra ``amemgym-replaykit[hub]``), so the hub's
cache (``HF_HOME`` / ``HF_HUB_CACHE``), ``HF_ENDPOINT`` (a mirror), ``HF_TOKEN`` and
``HF_HUB_OFFLINE`` work as everywhere else; a file already in the cache is not downloaded
again. The file is then checked by importing it (every blueprint invariant of paper §3.1,
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
from pathlib import Path, PurePosixPath

from replaykit._util.extras import install_line
from replaykit.errors import BlueprintError, ConfigError


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

    def summary(self) -> str:
        return (f"fetched {self.name}: {self.source.repo_type} {self.source.repo_id}, file {self.source.filename} at "
                f"commit {self.commit or 'unknown'} ({self.size} bytes, sha256 {self.sha256}); valid: {self.users} "
                f"users, {self.periods} periods, {self.questions} questions; written to {self.out} "
                f"(blueprint folder; data.json as downloaded; fetch.json). Next: replaykit run --blueprints {self.out} ...")


def _commit_of(local: Path, filename: str) -> str:
    """The snapshot folder name of a file in the hub cache (…/snapshots/<commit>/<filename>)."""
    parts = local.parts
    depth = len(PurePosixPath(filename).parts)
    return parts[-depth - 1] if len(parts) > depth + 1 and parts[-depth - 2] == "snapshots" else ""


def fetch(name: str, out: str | os.PathLike[str], *, filename: str | None = None,
          revision: str | None = None) -> FetchReport:
    """Download dataset ``name`` (see DATASETS) into the blueprint folder ``out`` (new or empty), checked."""
    from replaykit._util.fs import atomic_write
    from replaykit.base import pretty_json
    from replaykit.data.blueprint import import_reference, save_blueprints

    if name not in DATASETS:
        raise ConfigError(f"no dataset named {name!r}; known: {', '.join(sorted(DATASETS))}", field="NAME")
    base = DATASETS[name]
    source = HubDataset(base.repo_id, filename or base.filename, base.repo_type, revision or base.revision, base.about)
    out = Path(out)
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise ConfigError("exists and is not an empty folder; fetch into a new folder (nothing is overwritten)",
                          file=out, field="--out")
    try:
        from huggingface_hub import hf_hub_download
        from huggingface_hub.errors import HfHubHTTPError, LocalEntryNotFoundError
    except ImportError:
        raise ConfigError("`replaykit blueprint fetch` needs huggingface_hub, an optional extra: "
                          + install_line("hub")) from None
    try:
        local = Path(hf_hub_download(source.repo_id, source.filename, repo_type=source.repo_type,
                                     revision=source.revision))
    except LocalEntryNotFoundError as exc:
        raise ConfigError(f"cannot download {source.filename} from {source.repo_type} {source.repo_id} and it is not in "
                          f"the hub cache ({_first_line(exc)}); check the network or HF_ENDPOINT") from None
    except HfHubHTTPError as exc:
        raise ConfigError(f"the hub refused {source.filename} of {source.repo_type} {source.repo_id}@{source.revision} "
                          f"({_first_line(exc)}); check the name, --filename and --revision, or HF_TOKEN for a "
                          "gated repository") from None
    data = local.read_bytes()
    try:
        bps = import_reference(local)
    except BlueprintError as exc:
        raise BlueprintError(f"the downloaded {source.repo_id}/{source.filename} is not valid AMemGym data: {exc}") from None
    report = FetchReport(
        name=name, source=source, commit=_commit_of(local, source.filename), sha256=hashlib.sha256(data).hexdigest(),
        size=len(data), users=len(bps), periods=sum(len(bp.periods) for bp in bps),
        questions=sum(len(bp.qas) for bp in bps), out=out,
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


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
