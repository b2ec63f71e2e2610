"""A release's recording: blueprints generated, then every part (on-policy runs, off-policy runs on
their traces, the optional self-evolution, factual recall and nondeterminism sample) run into a
work folder under one mode, each part's calls in its own cassette; ``build`` returns the results.
``record_release`` runs it in ``auto`` mode, ``replay_release`` in ``replay`` (replaykit.release.bundle).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from replaykit.errors import MissingCassetteError, ReleaseError
from replaykit.gateway import endpoint_secrets, load_endpoints
from replaykit.generation.generator import GenSpec, load_env_config, run_gen
from replaykit.recording.capture import redacting_secrets
from replaykit.recording.store import CassetteStore
from replaykit.release.evolution import record_evolution, record_factual_recall
from replaykit.release.imported import CASSETTE, build_imported
from replaykit.release.manifest import tree_digest
from replaykit.release.nondeterminism import record_repeats
from replaykit.release.part import Part, run_part
from replaykit.release.results import RESULTS_VERSION, compute_results
from replaykit.release.spec import OVER_ON_POLICY, cassette_names, load_spec
from replaykit.ui.progress import BarFactory, GenProgress

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


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


def build(
    release_dir: Path, work_dir: Path, *, mode: str, progress: Progress = _quiet, bars: "BarFactory | None" = None,
    results_version: int = RESULTS_VERSION,
) -> dict[str, Any]:
    """Generate blueprints and run every episode of the release under ``mode``; return the results.

    In ``replay`` mode the blueprints are regenerated into ``work_dir`` (and must equal the
    committed ones); otherwise they are written into the release folder.
    """
    release_dir, work_dir = Path(release_dir), Path(work_dir)
    spec = load_spec(release_dir)
    cassettes = release_dir / "cassettes"
    if spec.imported is not None:  # made by `replaykit release import`: its agents replay the imported run
        if not (cassettes / CASSETTE).is_file():
            raise MissingCassetteError(cassettes / CASSETTE, "the imported run's calls",
                                       f"rebuild the release with `{spec.imported.command or 'replaykit release import'}`")
        return build_imported(release_dir, work_dir, spec, mode=mode, progress=progress, bars=bars)
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
                GenSpec(env=env, out=str(bp_dir), endpoints=str(release_dir / spec.endpoints),
                        cassette=str(cassettes / "gen.rkc"), mode=mode),
                progress=GenProgress(gen_bar, env.num_users) if gen_bar else None,
            )
    finally:
        if gen_bar is not None:
            gen_bar.close()
    if mode != "replay":  # release cassettes are canonical (a resumed recording leaves a journal)
        CassetteStore.open(cassettes / "gen.rkc", writable=True).close(compact="always")
    if mode == "replay":
        committed = release_dir / "blueprints"
        if tree_digest(bp_dir / "users") != tree_digest(committed / "users"):
            raise ReleaseError(
                "the blueprints regenerated from cassettes/gen.rkc differ from the committed ones", file=committed
            )
    on_dir, off_dir = work_dir / "runs" / "on", work_dir / "runs" / "off"
    progress(f"[{spec.name}] on-policy runs ({mode})")
    run_part(release_dir, spec, Part(cassette=cassettes / "on.rkc", out=on_dir, blueprints=bp_dir,
                                     agents=[*spec.agents, spec.upper_bound], replicas=spec.replicas),
             mode=mode, progress=progress, bar=bars(f"[{spec.name}] on-policy") if bars else None)
    progress(f"[{spec.name}] off-policy runs on {spec.trace_agent}'s traces ({mode})")
    # over the on-policy cassette: a request the on-policy runs made gets their answer, never a new one
    run_part(release_dir, spec, Part(cassette=cassettes / "off.rkc", out=off_dir, blueprints=bp_dir, agents=spec.agents,
                                     replicas=1, off_policy_from=on_dir,
                                     base=[cassettes / "on.rkc"] if spec.off_policy_layering == OVER_ON_POLICY else []),
             mode=mode, progress=progress, bar=bars(f"[{spec.name}] off-policy") if bars else None)
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
        progress(f"[{spec.name}] nondeterminism sample: {spec.nondeterminism_sample} on-policy requests asked again ({mode})")
        record_repeats(release_dir / spec.endpoints, cassettes, spec.nondeterminism_sample, mode=mode,
                       progress=progress)
    return compute_results(spec, on_dir, off_dir, evolve_dir, version=results_version, cassettes=cassettes)
