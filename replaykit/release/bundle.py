"""Release: blueprints + cassettes + configs + published results, and the replay that verifies them.

A release folder (``releases/NAME/``)::

    release.json        ReleaseSpec: what was recorded (configs relative to this folder)
    configs/            the env, endpoint, run and agent configs the release used
    blueprints/         generated blueprints (our folder format)
    cassettes/          gen.rkc, on.rkc, off.rkc: every LLM call, recorded (plus evolve.rkc
                        and judge.rkc when release.json asks for the optional parts)
    results.json        the published results (every number the README shows)
    manifest.json       sha256 of every other file of the folder (RESULTS.md and release.json too)
    RESULTS.md          the tables, rendered from results.json

``record_release`` records (mode ``auto``: resumes where it stopped). The optional parts
(a self-evolution run, factual recall; ``replaykit.release.evolution``) come after the
on- and off-policy runs, each in its own cassette. ``replay_release``
runs the very same code path in ``replay`` mode into a scratch folder, regenerates the
blueprints, re-runs every episode, recomputes every published number and compares them
exactly. Nothing in the comparison depends on the wall clock, the machine or the paths.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._util.fs import atomic_write, scratch_folder
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit._util.shortlist import first_and_more
from replaykit.base import Strict, decode_file
from replaykit.errors import ReleaseError
from replaykit.release.build import build
from replaykit.release.imported import check_imported
from replaykit.release.manifest import check_manifest, edits_named, python_agents, write_release_manifest
from replaykit.release.report import release_usage, render_results
from replaykit.release.results import Verification, compare_results, encode_results, published_version
from replaykit.release.spec import load_spec
from replaykit.release.trust import TrustReport, check_release
from replaykit.scoring.cost import load_pricing
from replaykit.ui.progress import BarFactory

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


def record_release(
    release_dir: Path, work_dir: Path, *, mode: str = "auto", progress: Progress = _quiet, bars: "BarFactory | None" = None
) -> dict[str, Any]:
    """Record (or resume recording) the release and publish results.json, RESULTS.md, manifest.json."""
    release_dir, work_dir = Path(release_dir), Path(work_dir)
    results = build(release_dir, work_dir, mode=mode, progress=progress, bars=bars)
    trust = check_release(load_spec(release_dir), release_dir / "cassettes", work_dir / "runs" / "on",
                          work_dir / "runs" / "off")
    progress(trust.summary())
    if trust.problems:
        raise ReleaseError(f"release {release_dir} not published (results.json untouched; the recording is kept, "
                           "a rerun replays it): " + first_and_more(trust.problems, 5))
    # published: atomic and fsynced (a power loss never leaves a half-written or lost results file)
    atomic_write(release_dir / "results.json", encode_results(results))
    prices = load_pricing()
    atomic_write(release_dir / "RESULTS.md", render_results(
        results, usage_rows=release_usage(release_dir, work_dir, prices), pricing_date=prices.date if prices else None
    ).encode("utf-8"))
    write_release_manifest(release_dir)
    return results


class ReplayReport(Strict):
    verification: Verification
    manifest_problems: list[str]
    results: dict[str, Any]
    trust: "TrustReport | None" = None
    """The self-trace and cassette-consistency checks (replaykit.release.trust)."""

    @property
    def problems(self) -> list[str]:
        """Everything that fails the replay: manifest, differing numbers, enforced trust findings."""
        return [*self.manifest_problems, *self.verification.differences,
                *(self.trust.problems if self.trust is not None else [])]


def replay_release(
    release_dir: Path, work_dir: Path, *, progress: Progress = _quiet, bars: "BarFactory | None" = None
) -> ReplayReport:
    """Replay the whole release offline and compare every published number exactly (under the
    results version it was published with), and run the trust checks (replaykit.release.trust).

    ``work_dir`` is scratch (everything in it is recomputed by the next replay): its files are
    written atomically but not fsynced."""
    release_dir, work_dir = Path(release_dir), Path(work_dir)
    problems = check_manifest(release_dir)  # digests first: nothing of the release is imported before
    with edits_named(release_dir, problems):
        code = python_agents(release_dir)
    if code and problems:
        raise ReleaseError(
            f"does not verify ({len(problems)} manifest problem(s); first: {problems[0]}) and its "
            f"agent config(s) {', '.join(f'{c} ({m})' for c, m in code)} are python-kind: replaying would import "
            "and run that code, so nothing was run. Restore the release's files (or replay only a release you trust)", file=release_dir)
    for cfg, module in code:
        progress(f"note: {cfg} is a python-kind agent: replaying it imports and runs the module {module} "
                 "(its code, not only data; the manifest's digests verified the release's files)")
    version = published_version(release_dir)
    with edits_named(release_dir, problems), scratch_folder(work_dir):
        results = build(release_dir, work_dir, mode="replay", progress=progress, bars=bars,
                        results_version=version)
    spec = load_spec(release_dir)
    if spec.imported is not None:
        trust = check_imported(release_dir, spec, work_dir / "runs" / "on", work_dir / "runs" / "off")
    else:
        trust = check_release(spec, release_dir / "cassettes", work_dir / "runs" / "on", work_dir / "runs" / "off")
    published = decode_file(release_dir / "results.json", dict, "published results", ReleaseError,
                            "the release has no published results", limit=MAX_CONFIG_FILE_BYTES)
    # compare through the same encoding the published file went through
    recomputed = msgspec.json.decode(encode_results(results))
    return ReplayReport(
        verification=compare_results(published, recomputed), manifest_problems=problems, results=recomputed,
        trust=trust,
    )
