"""A release's manifest.json: the sha256 of every published file, written when a release is
published and checked first when it is replayed (an edited file is named before anything runs).
"""

from __future__ import annotations

import contextlib
import hashlib
from pathlib import Path
from typing import Iterator

import msgspec

from replaykit._util.fs import atomic_write, is_text, read_regular
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit.base import NOT_JSON, Strict, decode_file, pretty_json
from replaykit.data.blueprint import digest, load_blueprints
from replaykit.data.digests import sha256_file
from replaykit.errors import ReleaseError, ReplaykitError
from replaykit.release.spec import RELEASE_VERSION, ReleaseSpec, cassette_names, load_spec


class ReleaseManifest(Strict):
    version: int = RELEASE_VERSION
    name: str
    files: dict[str, str]
    """Relative path -> sha256 of every file of the release folder but manifest.json itself
    (hidden and temporary files aside)."""
    blueprint_digest: str


def tree_digest(folder: Path) -> str:
    """sha256 over (relative path, content digest) of every file below ``folder``, sorted."""
    h = hashlib.sha256()
    for f in sorted(p for p in folder.rglob("*") if p.is_file()):
        h.update(f.relative_to(folder).as_posix().encode() + b"\0" + sha256_file(f).encode() + b"\n")
    return h.hexdigest()


MANIFEST_FILE = "manifest.json"


# files every release publishes; a manifest that does not cover them all is refused
REQUIRED_FILES = ("release.json", "results.json", "RESULTS.md", "cassettes/gen.rkc", "cassettes/on.rkc",
                  "cassettes/off.rkc")


def required_files(spec: ReleaseSpec | None) -> tuple[str, ...]:
    """REQUIRED_FILES, or an imported release's (its one cassette instead of the recording's three)."""
    if spec is not None and spec.imported is not None:
        return ("release.json", "results.json", "RESULTS.md", *(f"cassettes/{n}" for n in cassette_names(spec)))
    return REQUIRED_FILES


def published_files(release_dir: Path) -> list[str]:
    """Every file of the release folder the manifest covers: all but manifest.json, hidden and temp files."""
    out = []
    for p in release_dir.rglob("*"):
        rel = p.relative_to(release_dir)
        if (p.is_file() and rel.as_posix() != MANIFEST_FILE and not any(x.startswith(".") for x in rel.parts)
                and not rel.name.endswith(".tmp")):
            out.append(rel.as_posix())
    return sorted(out)


def _manifest_files(release_dir: Path, spec: ReleaseSpec) -> dict[str, str]:
    rels = set(published_files(release_dir))
    rels.update([spec.endpoints, spec.run_config, spec.upper_bound, *spec.agents, *required_files(spec)])
    if spec.env:
        rels.add(spec.env)
    rels.update(f"cassettes/{name}" for name in cassette_names(spec))
    if spec.evolution is not None:
        rels.add(spec.evolution.agent)
    for r in sorted(rels):
        if not is_text(r):  # manifest.json (text) cannot name it
            raise ReleaseError("a file name that is not UTF-8 text cannot be listed in manifest.json; rename it "
                               "or move it out of the release", file=release_dir / r)
    return {r: sha256_file(release_dir / r) for r in sorted(rels)}


def write_release_manifest(release_dir: Path) -> ReleaseManifest:
    """Write manifest.json over the release's files as they are now (record_release calls it last;
    `replaykit release manifest` calls it after a deliberate edit, e.g. a new README)."""
    release_dir = Path(release_dir)
    spec = load_spec(release_dir)
    for rel in required_files(spec):
        if not (release_dir / rel).is_file():
            raise ReleaseError("missing; record the release first (`make record`)", file=release_dir / rel)
    manifest = ReleaseManifest(
        name=spec.name,
        files=_manifest_files(release_dir, spec),
        blueprint_digest=digest(load_blueprints(release_dir / "blueprints")),
    )
    atomic_write(release_dir / MANIFEST_FILE, pretty_json(manifest))
    return manifest


@contextlib.contextmanager
def edits_named(release_dir: Path, problems: list[str]) -> Iterator[None]:
    """An error loading a release whose files differ from its manifest says first that they do (an
    edited or cut-short config is named as the release's change, not only as bad JSON)."""
    try:
        yield
    except ReplaykitError as exc:
        if not problems:
            raise
        raise ReleaseError(f"does not verify against its manifest.json ({len(problems)} problem(s); first: "
                           f"{problems[0]}) and replaying it failed: {exc}. Restore the release's files (e.g. "
                           "`git checkout`) or get it again", file=release_dir) from exc


def check_manifest(release_dir: Path) -> list[str]:
    """Digest mismatches between manifest.json and the files on disk (one line each)."""
    path = release_dir / "manifest.json"
    manifest = decode_file(path, ReleaseManifest, "release manifest", ReleaseError, "the release was not recorded (run `make record`)")
    problems = []
    for rel, want in manifest.files.items():
        f = release_dir / rel
        if Path(rel).is_absolute() or ".." in Path(rel).parts:
            problems.append(f"{path}: lists {rel!r}, which is outside the release folder")
        elif not f.is_file():
            problems.append(f"{f}: listed in manifest.json but missing")
        elif sha256_file(f) != want:
            problems.append(f"{f}: sha256 differs from manifest.json (edited since the release was published)")
    try:
        spec: ReleaseSpec | None = load_spec(release_dir)
    except ReplaykitError:  # named later, after the digests
        spec = None
    for rel in required_files(spec):
        if rel not in manifest.files:
            problems.append(
                f"{path}: does not cover {rel}; an older manifest, rewrite it with "
                f"`replaykit release manifest {release_dir}` once the replay verifies"
            )
    for rel in published_files(release_dir):
        if rel not in manifest.files:
            problems.append(f"{release_dir / rel}: not covered by manifest.json (added after the release was published)")
    with edits_named(release_dir, problems):
        if digest(load_blueprints(release_dir / "blueprints")) != manifest.blueprint_digest:
            problems.append(f"{release_dir / 'blueprints'}: blueprint digest differs from manifest.json")
    return problems


def python_agents(release_dir: Path) -> list[tuple[str, str]]:
    """(config, module) of every agent config of the release whose kind is ``python``: code that a
    replay imports and runs. Read as plain JSON (nothing imported); unreadable configs are skipped
    here (loading them later names the problem)."""
    spec = load_spec(release_dir)
    found = []
    for rel in [*spec.agents, *([spec.evolution.agent] if spec.evolution is not None else [])]:
        try:
            doc = msgspec.json.decode(read_regular(Path(release_dir) / rel, limit=MAX_CONFIG_FILE_BYTES))
        except (OSError, *NOT_JSON):
            continue
        if isinstance(doc, dict) and "python" in (doc.get("type"), doc.get("kind")):
            found.append((rel, str(doc.get("class", "?")).partition(":")[0]))
    return found
