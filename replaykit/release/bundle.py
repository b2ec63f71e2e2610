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

import contextlib
import hashlib
import math
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import msgspec
import numpy as np

from replaykit._util.fs import atomic_write, is_text, read_regular, scratch_folder
from replaykit._util.leaves import flatten
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit.base import NOT_JSON, Strict, decode_file, pretty_json
from replaykit.data.digests import sha256_file
from replaykit.errors import MissingCassetteError, ReleaseError, ReplaykitError
from replaykit.release.evolution import (
    evolution_results,
    factual_recall_results,
    record_evolution,
    record_factual_recall,
)
from replaykit.release.spec import OVER_ON_POLICY, RELEASE_VERSION, ReleaseSpec, cassette_names, load_spec
from replaykit.release.trust import TrustReport
from replaykit.scoring.analysis import compare_policies, replica_spread
from replaykit.ui.progress import BarFactory, GenProgress, ProgressBar

RESULTS_VERSION = 2
"""Version 2 (this replaykit's releases): the variance of a metric leaves out the users whose
score is undefined in some replica (``<metric>_users_left_out`` says how many) instead of
publishing no spread. Version 1 (smol-v3) replays with its own rule: no spread then."""

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


class ReleaseManifest(Strict):
    version: int = RELEASE_VERSION
    name: str
    files: dict[str, str]
    """Relative path -> sha256 of every file of the release folder but manifest.json itself
    (hidden and temporary files aside)."""
    blueprint_digest: str


# -- paths and digests --------------------------------------------------------------


def tree_digest(folder: Path) -> str:
    """sha256 over (relative path, content digest) of every file below ``folder``, sorted."""
    h = hashlib.sha256()
    for f in sorted(p for p in folder.rglob("*") if p.is_file()):
        h.update(f.relative_to(folder).as_posix().encode() + b"\0" + sha256_file(f).encode() + b"\n")
    return h.hexdigest()


_PARTS = {
    "gen.rkc": ("the blueprint generation", "the release was not recorded (run `make record`)"),
    "on.rkc": ("the on-policy runs", "the release was not recorded (run `make record`)"),
    "off.rkc": ("the off-policy runs", "the release was not recorded (run `make record`)"),
    "evolve.rkc": ("the self-evolution run (release.json field evolution)",
                   "record it with `replaykit release record RELEASE` (auto mode records only what is missing), "
                   "or drop the field"),
    "judge.rkc": ("the factual recall (release.json field factual_recall)",
                  "record it with `replaykit release record RELEASE` (auto mode records only what is missing), "
                  "or drop the field"),
    "repeat.rkc": ("the nondeterminism sample (release.json field nondeterminism_sample)",
                   "record it with `replaykit release record RELEASE` (auto mode records only what is missing), "
                   "or drop the field"),
}


# -- recording and replaying ----------------------------------------------------------


def _run_recorded(
    release_dir: Path, spec: ReleaseSpec, *, cassette: Path, mode: str, out: Path, blueprints: Path,
    agents: list[str], replicas: int, off_policy_from: Path | None, progress: Progress,
    bar: "ProgressBar | None" = None, base: Sequence[Path] = (), own_traces: bool = False, common_periods: bool = True,
) -> None:
    from replaykit.data.blueprint import load_blueprints
    from replaykit.data.memory import MemorySaver
    from replaykit.episodes.agents.registry import load_agent_config
    from replaykit.episodes.runner import run, write_manifest
    from replaykit.episodes.spec import RunSpec, load_run_config
    from replaykit.gateway import load_endpoints
    from replaykit.session import recorded_session
    from replaykit.ui.progress import BarObserver

    spec_ = RunSpec(
        blueprints=load_blueprints(blueprints), agents=[load_agent_config(release_dir / a) for a in agents], out=str(out),
        run_config=load_run_config(release_dir / spec.run_config), replicas=replicas, concurrency=spec.concurrency,
        seed=spec.seed, off_policy_from=None if off_policy_from is None else str(off_policy_from),
        trace_agent=spec.trace_agent if off_policy_from is not None and not own_traces else None,
        own_traces=own_traces, common_periods=common_periods,
    )
    observer = BarObserver(bar, on_period=MemorySaver(out))
    # in replay, a miss that some agent code caught and swallowed must still fail the replay
    # compact="always": a release cassette is canonical (diffs cleanly) even after a resumed recording
    with recorded_session(load_endpoints(release_dir / spec.endpoints), cassette, mode,
                          raise_caught_misses=mode == "replay", compact="always", base=base) as gateway:
        try:
            run(spec_, gateway=gateway, finalize=False, observer=observer,
                progress=progress if bar is None else _quiet)  # the bar replaces the per-episode lines
        finally:
            if bar is not None:
                bar.close()  # inside the recorder: the last line counts its calls
    write_manifest(out, cassette=cassette, bases=base)


def build(
    release_dir: Path, work_dir: Path, *, mode: str, progress: Progress = _quiet, bars: "BarFactory | None" = None,
    results_version: int = RESULTS_VERSION,
) -> dict[str, Any]:
    """Generate blueprints and run every episode of the release under ``mode``; return the results.

    In ``replay`` mode the blueprints are regenerated into ``work_dir`` (and must equal the
    committed ones); otherwise they are written into the release folder.
    """
    from replaykit.gateway import endpoint_secrets, load_endpoints
    from replaykit.generation.generator import load_env_config, run_gen
    from replaykit.recording.capture import redacting_secrets

    release_dir, work_dir = Path(release_dir), Path(work_dir)
    spec = load_spec(release_dir)
    cassettes = release_dir / "cassettes"
    if spec.imported is not None:  # made by `replaykit release import`: its agents replay the imported run
        from replaykit.release.imported import CASSETTE, build_imported

        if not (cassettes / CASSETTE).is_file():
            raise MissingCassetteError(cassettes / CASSETTE, "the imported run's calls",
                                       f"rebuild the release with `{spec.imported.command or 'replaykit release import'}`")
        return build_imported(release_dir, work_dir, spec, mode=mode, progress=progress, bars=bars,
                              run_recorded=_run_recorded)
    if mode == "replay":
        for name in cassette_names(spec):
            if not (cassettes / name).is_file():
                part, hint = _PARTS[name]
                raise MissingCassetteError(cassettes / name, part, hint.replace("RELEASE", str(release_dir)))
    cassettes.mkdir(parents=True, exist_ok=True)
    bp_dir = work_dir / "blueprints" if mode == "replay" else release_dir / "blueprints"
    progress(f"[{spec.name}] blueprints ({mode})")
    secrets = endpoint_secrets(load_endpoints(release_dir / spec.endpoints))
    env = load_env_config(release_dir / spec.env)
    gen_bar = bars(f"[{spec.name}] blueprints") if bars else None
    try:
        with redacting_secrets(secrets):  # blueprints never hold an echoed key
            run_gen(
                env, bp_dir, endpoints=release_dir / spec.endpoints, cassette=cassettes / "gen.rkc", mode=mode,
                progress=GenProgress(gen_bar, env.num_users) if gen_bar else None,
            )
    finally:
        if gen_bar is not None:
            gen_bar.close()
    if mode != "replay":  # release cassettes are canonical (a resumed recording leaves a journal)
        from replaykit.recording.store import CassetteStore

        CassetteStore.open(cassettes / "gen.rkc", writable=True).close(compact="always")
    if mode == "replay":
        committed = release_dir / "blueprints"
        if tree_digest(bp_dir / "users") != tree_digest(committed / "users"):
            raise ReleaseError(
                "the blueprints regenerated from cassettes/gen.rkc differ from the committed ones", file=committed
            )
    on_dir, off_dir = work_dir / "runs" / "on", work_dir / "runs" / "off"
    progress(f"[{spec.name}] on-policy runs ({mode})")
    _run_recorded(
        release_dir, spec, cassette=cassettes / "on.rkc", mode=mode, out=on_dir, blueprints=bp_dir,
        agents=[*spec.agents, spec.upper_bound], replicas=spec.replicas, off_policy_from=None, progress=progress,
        bar=bars(f"[{spec.name}] on-policy") if bars else None,
    )
    progress(f"[{spec.name}] off-policy runs on {spec.trace_agent}'s traces ({mode})")
    # over the on-policy cassette: a request the on-policy runs made gets their answer, never a new one
    _run_recorded(
        release_dir, spec, cassette=cassettes / "off.rkc", mode=mode, out=off_dir, blueprints=bp_dir,
        agents=spec.agents, replicas=1, off_policy_from=on_dir, progress=progress,
        bar=bars(f"[{spec.name}] off-policy") if bars else None,
        base=[cassettes / "on.rkc"] if spec.off_policy_layering == OVER_ON_POLICY else [],
    )
    evolve_dir = None
    if spec.evolution is not None:
        evolve_dir = work_dir / "evolve"
        record_evolution(release_dir, spec, cassette=cassettes / "evolve.rkc", base=cassettes / "on.rkc", mode=mode,
                         out=evolve_dir, blueprints=bp_dir, progress=progress)
    if spec.factual_recall:
        # over the evolution too: its `none` condition's judge calls are often these very requests
        bases = [cassettes / "on.rkc"] + ([cassettes / "evolve.rkc"] if spec.evolution is not None else [])
        record_factual_recall(release_dir, spec, cassette=cassettes / "judge.rkc", bases=bases, mode=mode,
                              run_dir=on_dir, progress=progress)
    if spec.nondeterminism_sample:
        from replaykit.release.nondeterminism import record_repeats

        progress(f"[{spec.name}] nondeterminism sample: {spec.nondeterminism_sample} on-policy requests asked again ({mode})")
        record_repeats(release_dir / spec.endpoints, cassettes, spec.nondeterminism_sample, mode=mode,
                       progress=progress)
    return compute_results(spec, on_dir, off_dir, evolve_dir, version=results_version, cassettes=cassettes)


# -- results ------------------------------------------------------------------------


def _usage_by_role(run) -> dict[str, dict[str, int]]:
    """Token usage summed by role over every episode and upper-bound result of a run."""
    return _sum_usage([ep.usage for ep in run.episodes] + [r.usage for r in run.upper_bound.values()])


def _sum_usage(usages: list) -> dict[str, dict[str, int]]:
    """Token usage summed by role over usage maps (role -> calls, prompt and completion tokens)."""
    from replaykit.data.result import sum_usage

    return msgspec.to_builtins(sum_usage(usages))


def _per_user_matrix(run, agent: str, metric: str, *, drop_undefined: bool = False) -> tuple[np.ndarray | None, int]:
    """(replicas, users) matrix of one metric per on-policy episode, and how many users were left out.

    A user whose score is undefined in some replica (memory: UB - random <= 1e-9 in every one
    of the user's periods) makes the matrix None (results version 1), or, with
    ``drop_undefined`` (version 2, the stated rule of the memory variance table), is left out
    of every replica, so all replicas keep the same users; None when no user is left."""
    from replaykit.scoring.metrics import build_matrices, score

    eps = [e for e in run.episodes if e.agent == agent and e.policy == "on"]
    reps = sorted({e.replica for e in eps})
    users = [bp.id for bp in run.blueprints]
    m = np.zeros((len(reps), len(users)))
    defined = np.ones((len(reps), len(users)), dtype=bool)
    for e in eps:
        v = score(build_matrices(run.blueprints, [e], run.upper_bound))[metric]
        if v is None:
            if not drop_undefined:
                return None, 0
            defined[reps.index(e.replica), users.index(e.user)] = False
            continue
        m[reps.index(e.replica), users.index(e.user)] = v
    keep = defined.all(axis=0)
    if not keep.any():
        return None, int(len(users))
    return m[:, keep], int(np.count_nonzero(~keep))


def compute_results(spec: ReleaseSpec, on_dir: Path, off_dir: Path, evolve_dir: Path | None = None,
                    version: int = RESULTS_VERSION, cassettes: Path | None = None) -> dict[str, Any]:
    """Every published number, from the run folders (pure given their contents), under the rules
    of results ``version`` (a replay recomputes a published release under its own version).

    ``evolution`` and ``factual_recall`` (and the evolution's token usage) are present only
    when release.json asks for those parts."""
    from replaykit.data.result import load_run
    from replaykit.scoring.metrics import score_run

    on_run = load_run(on_dir)
    # off-policy agents are normalized by the same upper bound (it does not depend on the trace)
    off_loaded = load_run(off_dir)
    off_run = msgspec.structs.replace(off_loaded, upper_bound=on_run.upper_bound)
    on_scores = score_run(on_run)["agents"]
    off_scores = score_run(off_run).get("off_policy", {})
    comparison = {}
    for metric in ("overall", "memory"):
        on_m = {a: s[metric] for a, s in on_scores.items() if s.get(metric) is not None}
        off_m = {a: s[metric] for a, s in off_scores.items() if s.get(metric) is not None}
        comparison[metric] = msgspec.to_builtins(compare_policies(on_m, off_m))
    variance: dict[str, Any] = {}
    v2 = version >= 2
    for agent in sorted(on_scores):
        variance[agent] = {}
        for metric in ("overall", "memory"):
            m, left_out = _per_user_matrix(on_run, agent, metric, drop_undefined=v2)
            variance[agent][metric] = (
                None if m is None else msgspec.to_builtins(replica_spread(m, seed=(spec.name, agent, metric)))
            )
            if v2:
                variance[agent][f"{metric}_users_left_out"] = left_out
    results = {
        "version": version,
        "release": spec.name,
        "on_policy": on_scores,
        "off_policy": off_scores,
        "policy_comparison": comparison,
        "variance": variance,
        "usage": {"on_policy": _usage_by_role(on_run), "off_policy": _usage_by_role(off_loaded)},
    }
    if spec.evolution is not None:
        if evolve_dir is None:
            raise ReleaseError(f"release {spec.name}: release.json has an evolution section but no evolution run "
                               "was given to compute_results (pass the evolution directory)")
        results["evolution"], results["usage"]["evolution"] = evolution_results(evolve_dir, _sum_usage)
    if spec.factual_recall:
        results["factual_recall"] = factual_recall_results(on_dir)
    if spec.nondeterminism_sample:
        from replaykit.release.nondeterminism import nondeterminism_results

        if cassettes is None:
            raise ReleaseError(f"release {spec.name}: release.json asks for a nondeterminism sample but no cassettes "
                               "folder was given to compute_results")
        results["nondeterminism"] = nondeterminism_results(cassettes, spec.nondeterminism_sample)
    return results


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return type(a) is type(b) and a == b


class Verification(Strict):
    checked: int
    """Published numbers (numeric leaves) compared."""
    matched: int
    """Published numbers recomputed identically."""
    differences: list[str]
    """One line per published leaf that differs or is missing, and per recomputed leaf not published."""

    @property
    def ok(self) -> bool:
        return not self.differences


def compare_results(published: dict[str, Any], recomputed: dict[str, Any]) -> Verification:
    """Exact comparison of every leaf (numbers compare by type and value: 0.5 != 0.50001)."""
    pub = dict(flatten(published))
    rec = dict(flatten(recomputed))
    diffs = []
    checked = matched = 0
    for path, v in pub.items():
        numeric = isinstance(v, (int, float)) and not isinstance(v, bool)
        checked += numeric
        if path not in rec:
            diffs.append(f"{path}: published {v!r}, not recomputed")
        elif not _same(v, rec[path]):
            diffs.append(f"{path}: published {v!r}, recomputed {rec[path]!r}")
        else:
            matched += numeric
    for path in rec:
        if path not in pub:
            diffs.append(f"{path}: recomputed {rec[path]!r}, not published")
    return Verification(checked=checked, matched=matched, differences=diffs)


def encode_results(results: dict[str, Any]) -> bytes:
    return pretty_json(results)


# -- top level ----------------------------------------------------------------------


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
    from replaykit.data.blueprint import digest, load_blueprints

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


def record_release(
    release_dir: Path, work_dir: Path, *, mode: str = "auto", progress: Progress = _quiet, bars: "BarFactory | None" = None
) -> dict[str, Any]:
    """Record (or resume recording) the release and publish results.json, RESULTS.md, manifest.json."""
    from replaykit.release.report import render_results
    from replaykit.release.trust import check_release

    release_dir, work_dir = Path(release_dir), Path(work_dir)
    results = build(release_dir, work_dir, mode=mode, progress=progress, bars=bars)
    trust = check_release(load_spec(release_dir), release_dir / "cassettes", work_dir / "runs" / "on",
                          work_dir / "runs" / "off")
    progress(trust.summary())
    if trust.problems:
        raise ReleaseError(f"release {release_dir} not published (results.json untouched; the recording is kept, "
                           "a rerun replays it): " + "; ".join(trust.problems[:5])
                           + (f"; and {len(trust.problems) - 5} more" if len(trust.problems) > 5 else ""))
    # published: atomic and fsynced (a power loss never leaves a half-written or lost results file)
    atomic_write(release_dir / "results.json", encode_results(results))
    from replaykit.release.report import release_usage
    from replaykit.scoring.cost import load_pricing

    prices = load_pricing()
    atomic_write(release_dir / "RESULTS.md", render_results(
        results, usage_rows=release_usage(release_dir, work_dir, prices), pricing_date=prices.date if prices else None
    ).encode("utf-8"))
    write_release_manifest(release_dir)
    return results


@contextlib.contextmanager
def _edits_named(release_dir: Path, problems: list[str]) -> Iterator[None]:
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
    from replaykit.data.blueprint import digest, load_blueprints

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
    with _edits_named(release_dir, problems):
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


def _published_version(release_dir: Path) -> int:
    """The results version a release was published under (its results.json), so a replay applies
    that version's rules; this replaykit's own when there is none to read."""
    path = release_dir / "results.json"
    try:
        doc = msgspec.json.decode(read_regular(path, limit=MAX_CONFIG_FILE_BYTES))
    except (OSError, *NOT_JSON):
        return RESULTS_VERSION  # the comparison below names the unreadable file
    v = doc.get("version") if isinstance(doc, dict) else None
    if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= RESULTS_VERSION:
        return v
    raise ReleaseError(f"results version {v!r}; this replaykit reads 1 to {RESULTS_VERSION}", file=path,
                       field="version")


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
    from replaykit.release.trust import check_release

    release_dir, work_dir = Path(release_dir), Path(work_dir)
    problems = check_manifest(release_dir)  # digests first: nothing of the release is imported before
    with _edits_named(release_dir, problems):
        code = python_agents(release_dir)
    if code and problems:
        raise ReleaseError(
            f"does not verify ({len(problems)} manifest problem(s); first: {problems[0]}) and its "
            f"agent config(s) {', '.join(f'{c} ({m})' for c, m in code)} are python-kind: replaying would import "
            "and run that code, so nothing was run. Restore the release's files (or replay only a release you trust)", file=release_dir)
    for cfg, module in code:
        progress(f"note: {cfg} is a python-kind agent: replaying it imports and runs the module {module} "
                 "(its code, not only data; the manifest's digests verified the release's files)")
    published_version = _published_version(release_dir)
    with _edits_named(release_dir, problems), scratch_folder(work_dir):
        results = build(release_dir, work_dir, mode="replay", progress=progress, bars=bars,
                        results_version=published_version)
    spec = load_spec(release_dir)
    if spec.imported is not None:
        from replaykit.release.imported import check_imported

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
