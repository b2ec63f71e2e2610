"""Digests of every file a run directory publishes (``RUN_DIR/digests.json``).

Written when a run finishes (``replaykit.episodes.runner.write_manifest``) and checked by
``replaykit verify RUN_DIR`` and ``replaykit score``: an edited, missing or unlisted result
file is named instead of being scored as if it were true. Cassettes are not listed (run.json
holds the digest of the one the run used) and neither are hidden or temporary files.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from replaykit.base import Strict, decode_file
from replaykit.errors import ResultError, VerifyError

DIGESTS_VERSION = 1
DIGESTS_FILE = "digests.json"
# folders whose files load_run reads: a file there that digests.json does not list is a problem
RESULT_FOLDERS = ("blueprints", "episodes", "traces", "upper_bound", "factual_recall")


class RunDigests(Strict):
    version: int = DIGESTS_VERSION
    files: dict[str, str]
    """Path relative to the run directory (POSIX) -> sha256 of its bytes."""


def sha256_file(path: str | Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _published(run_dir: Path, rel: Path) -> bool:
    return not (
        rel.as_posix() == DIGESTS_FILE
        or any(part.startswith(".") for part in rel.parts)
        or rel.suffix == ".rkc"
        or rel.name.endswith(".tmp")
    )


def run_files(run_dir: str | Path) -> list[str]:
    """Relative paths of the files a run directory publishes, sorted."""
    run_dir = Path(run_dir)
    out = []
    for p in run_dir.rglob("*"):
        rel = p.relative_to(run_dir)
        if p.is_file() and _published(run_dir, rel):
            out.append(rel.as_posix())
    return sorted(out)


def write_digests(run_dir: str | Path) -> Path:
    """Write digests.json over every published file (call last, after run.json is final)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.result import write_json

    run_dir = Path(run_dir)
    files = {rel: sha256_file(run_dir / rel) for rel in run_files(run_dir)}
    return write_json(run_dir / DIGESTS_FILE, RunDigests(files=files))


def digest_problems(run_dir: str | Path) -> list[str]:
    """One line per file that differs from, is missing from, or is not listed in digests.json.

    Raises ResultError when the run directory has no digests.json."""
    run_dir = Path(run_dir)
    path = run_dir / DIGESTS_FILE
    if not path.is_file():
        raise ResultError(
            "not found; the run was not finished by this replaykit (or was imported). "
            "Finish it by rerunning the same `replaykit run` command", file=path
        )
    digests = decode_file(path, RunDigests, "run digests", ResultError)
    if digests.version != DIGESTS_VERSION:
        raise ResultError(f"digests version {digests.version}, this replaykit reads {DIGESTS_VERSION}", file=path)
    # loaded on first use: importing this module stays light
    from replaykit._util.printable import printable

    problems = []  # one line each: a file name holding a newline is shown escaped (\n)
    for rel, want in sorted(digests.files.items()):
        f = run_dir / rel
        if ".." in Path(rel).parts or Path(rel).is_absolute():
            problems.append(f"{printable(str(path))}: lists {rel!r}, which is outside the run directory")
        elif not f.is_file():
            problems.append(f"{printable(str(f))}: listed in digests.json but missing")
        elif sha256_file(f) != want:
            problems.append(f"{printable(str(f))}: edited since the run wrote it (sha256 differs from digests.json)")
    for rel in run_files(run_dir):
        if rel not in digests.files and rel.split("/", 1)[0] in RESULT_FOLDERS:
            problems.append(f"{printable(str(run_dir / rel))}: not listed in digests.json (added after the run "
                            "finished)")
    return problems


def check_digests(run_dir: str | Path) -> int:
    """The number of files verified; VerifyError naming every problem."""
    problems = digest_problems(run_dir)
    if problems:
        raise VerifyError(run_dir, problems)
    return len(decode_file(Path(run_dir) / DIGESTS_FILE, RunDigests, "run digests", ResultError).files)


def unchecked_note(run_dir: str | Path) -> str | None:
    """Check a run's files before its results are used (exported, scored): ``check_digests`` when
    it has digests.json; without one, a note saying its results are used unchecked and why (an
    imported or unfinished run), or a ResultError when run.json says the run finished (it names
    its cassette's digest, which only a finished run writes): its digests.json was deleted, so an
    edited result would pass unseen (issue 32, item 11)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.result import RunManifest, read_json

    run_dir = Path(run_dir)
    if (run_dir / DIGESTS_FILE).is_file():
        check_digests(run_dir)
        return None
    manifest_file = run_dir / "run.json"
    manifest = read_json(manifest_file, RunManifest) if manifest_file.is_file() else None
    if manifest is not None and (manifest.cassette_digest or manifest.base_cassettes):
        raise ResultError("not found, but run.json says the run finished (it names its cassette's digest): its "
                          "result files cannot be checked, so they are not used; restore digests.json, or replay "
                          "the run into a new --out", file=run_dir / DIGESTS_FILE)
    if manifest is not None and manifest.source.startswith("import"):
        return (f"{run_dir}: an imported run ({manifest.source}) has no digests.json: its results are used as "
                "imported, unchecked")
    return (f"{run_dir}: no digests.json (an unfinished run): its results so far are used unchecked; finish it by "
            "rerunning the same `replaykit run` command")

