"""``replaykit evolve``: evolution episodes of one feedback condition over blueprint users,
the upper bound, and the optional held-out evaluation; recorded, resumable, concurrent.

Settings shared by all conditions live in DIR/evolve.json; a second condition run into the
same DIR must use the same agent, users, periods, replicas, seed and settings. Each
condition is a run directory (DIR/<condition>/) so ``replaykit score DIR/<condition>``
reads it like any run. An episode is complete when its episode file exists (written last,
after the cycle log and the trace); a rerun skips complete episodes and re-runs an
interrupted one from its start, its calls replayed from the cassette in ``auto`` mode.

Held-out evaluation (``holdout`` = N, beyond the paper): the last N of the selected users
are not evolved on. After evolution, each training user's final policy P_K (per replica)
is frozen and run, without feedback, on every held-out user. Recorder scopes:
``evolve/<condition>/<agent>/<user>`` and
``evolve/<condition>/holdout/<train user>/<agent>/<user>`` (replica r), upper bound
``upper-bound/<user>`` as in ``replaykit run``.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._version import __version__
from replaykit.base import Strict
from replaykit.data.blueprint import Blueprint, digest, save_blueprints
from replaykit.data.digests import write_digests
from replaykit.data.evolution import CONDITIONS, EvolutionLog, EvolveManifest, cycles_path
from replaykit.data.result import (
    RunManifest,
    UpperBoundResult,
    episode_complete,
    episode_path,
    read_json,
    trace_path,
    upper_bound_complete,
    upper_bound_path,
    write_json,
)
from replaykit.episodes.agent import AWIConfig, UpperBoundConfig, config_dict
from replaykit.episodes.evolution.feedback import check_condition
from replaykit.episodes.evolution.loop import EvolutionSetup, run_evolution_episode
from replaykit.episodes.llm import RunGateway
from replaykit.episodes.questions import run_upper_bound
from replaykit.episodes.runner import file_digest, select_study
from replaykit.episodes.spec import Episode, RunConfig, RunSpec
from replaykit.errors import ConfigError, EpisodesFailedError, ReplaykitError, ResultError
from replaykit.recording.capture import scope as recorder_scope

Progress = Callable[[str], None]


def _noop(_: str) -> None:
    pass


class EvolveSummary(Strict):
    out: str
    done: int
    skipped: int
    failed: list[str] = []


def default_upper_bound(agent: AWIConfig) -> UpperBoundConfig:
    """The upper bound asked of the agent's own model (as the reference code does)."""
    return UpperBoundConfig(role=agent.role, temperature=agent.temperature, seed=agent.seed,
                            answer_max_tokens=agent.answer_max_tokens, context_tokens=agent.context_tokens,
                            answer_protocol=agent.answer_protocol)


def _manifest(out: Path, new: EvolveManifest) -> EvolveManifest:
    """Merge with DIR/evolve.json: every setting must match; conditions accumulate."""
    path = out / "evolve.json"
    if not path.is_file():
        return new
    old = read_json(path, EvolveManifest)
    skip = {"conditions", "cassette_digest", "code_version"}
    for field in new.__struct_fields__:
        if field not in skip and getattr(old, field) != getattr(new, field):
            raise ConfigError(
                f"this evolution directory was made with another {field} "
                f"({getattr(old, field)!r}, now {getattr(new, field)!r}); use a new --out directory", file=path
            )
    conds = [c for c in CONDITIONS if c in set(old.conditions) | set(new.conditions)]
    return msgspec.structs.replace(new, conditions=conds)


def _prepare_run_dir(path: Path, bps: list[Blueprint], agent: AWIConfig, seed: int, replicas: int,
                     run_config: RunConfig, source: str, endpoints: dict | None = None) -> None:
    manifest = RunManifest(name=path.name, agents={agent.name: config_dict(agent)}, code_version=__version__,
                           blueprint_digest=digest(bps), seed=seed, replicas=replicas, source=source,
                           run_config=msgspec.to_builtins(run_config), endpoints=endpoints or {})
    save_blueprints(bps, path / "blueprints", source="replaykit evolve")
    write_json(path / "run.json", manifest)


def _log_done(path: Path, n_periods: int, policy_from: str | None) -> bool:
    if not path.is_file():
        return False
    try:
        log = read_json(path, EvolutionLog)
    except ResultError:
        return False
    return len(log.cycles) == n_periods and log.policy_from == policy_from


def _execute(jobs: list, work: Callable[[Any], str], label: Callable[[Any], str], concurrency: int,
             progress: Progress, counts: dict) -> None:
    def account(job, get) -> None:
        try:
            status = get()
        except ReplaykitError as exc:
            counts["failed"].append(f"{label(job)}: {exc}")
            progress(f"{label(job)}: FAILED: {exc}")
            return
        counts[status] += 1
        progress(f"{label(job)}: {status}")

    if concurrency == 1:
        for job in jobs:
            account(job, lambda job=job: work(job))
        return
    with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="evolve") as pool:
        futures = [(job, pool.submit(work, job)) for job in jobs]
        for job, fut in futures:
            account(job, fut.result)


def evolve_run(
    spec: RunSpec | None = None,
    *,
    setup: EvolutionSetup,
    gateway: RunGateway,
    holdout: int = 0,
    upper_bound: UpperBoundConfig | None = None,
    progress: Progress = _noop,
    agent: AWIConfig | None = None,
    **fields: Any,
) -> EvolveSummary:
    """Run one feedback condition (and its held-out evaluation) of ``spec`` (one AWI agent) into ``spec.out``.

    ``spec`` may also be given as its fields with ``agent=`` (see ``RunSpec.build``).
    Raises ReplaykitError naming the failed episodes after all others finished."""
    if spec is None:
        spec = RunSpec.build(agents=[agent] if agent is not None else [], **fields)
    elif fields or agent is not None:
        raise ConfigError("evolve_run: pass a RunSpec or its fields, not both")
    condition, evolver, judge = setup.condition, setup.evolver, setup.judge
    check_condition(condition)
    spec.check()
    if len(spec.agents) != 1 or not isinstance(spec.agents[0], AWIConfig):
        got = ", ".join(f"{a.name} ({type(a).__name__})" for a in spec.agents)
        raise ConfigError(f"self-evolution evolves the AWI update prompt of one agent; pass one agent config of "
                          f"type awi (got {got})", field="--agent")
    agent = spec.agents[0]
    run_config, seed, replicas, concurrency = spec.run_config, spec.seed, spec.replicas, spec.concurrency
    upper_bound = upper_bound or default_upper_bound(agent)
    out = Path(spec.out)
    bps, n_periods = select_study(spec)
    if holdout < 0 or holdout >= len(bps):
        raise ConfigError(f"--holdout {holdout}: must be >= 0 and leave at least one of the {len(bps)} "
                          "selected user(s) to evolve on; raise --users or lower --holdout", field="--holdout")
    train, held = bps[: len(bps) - holdout], bps[len(bps) - holdout:]
    manifest = _manifest(out, EvolveManifest(
        agent=config_dict(agent), conditions=[condition], train_users=[b.id for b in train],
        holdout_users=[b.id for b in held], periods=n_periods, replicas=replicas, seed=seed,
        evolver=msgspec.to_builtins(evolver), judge=msgspec.to_builtins(judge),
        upper_bound=config_dict(upper_bound), run_config=msgspec.to_builtins(run_config),
        blueprint_digest=digest(bps), code_version=__version__,
    ))
    save_blueprints(bps, out / "blueprints", source="replaykit evolve")
    write_json(out / "evolve.json", manifest)
    cdir = out / condition
    endpoints = gateway.describe()
    _prepare_run_dir(cdir, train, agent, seed, replicas, run_config, f"replaykit evolve --feedback {condition}",
                     endpoints)
    for t in train if held else []:
        _prepare_run_dir(cdir / "holdout" / t.id, held, agent, seed, replicas, run_config,
                         f"replaykit evolve --feedback {condition} --holdout (frozen policy of {t.id})", endpoints)
    counts: dict = {"done": 0, "skipped": 0, "failed": []}

    def episode(run_dir: Path, scope: str, bp: Blueprint, replica: int, cond: str,
                policy: str | None = None, policy_from: str | None = None) -> str:
        ep_file = episode_path(run_dir, agent.name, bp.id, replica)
        tr_file = trace_path(run_dir, agent.name, bp.id, replica)
        log_file = cycles_path(run_dir, agent.name, bp.id, replica)
        if _log_done(log_file, n_periods, policy_from) and episode_complete(
                ep_file, agent.name, bp.id, replica, "on", n_periods, tr_file):
            return "skipped"
        with recorder_scope(scope, replica):
            result, trace, log = run_evolution_episode(
                Episode(config=agent, bp=bp, run_config=run_config, n_periods=n_periods, seed=seed, replica=replica),
                gateway, msgspec.structs.replace(setup, condition=cond), initial_policy=policy, policy_from=policy_from,
                progress=progress)
        write_json(log_file, log)
        write_json(tr_file, trace)
        write_json(ep_file, result)
        return "done"

    def phase1(job) -> str:
        kind, bp, r = job
        if kind == "upper_bound":
            path = upper_bound_path(out, bp.id)
            if upper_bound_complete(path, bp):
                return "skipped"
            with recorder_scope(f"{upper_bound.name}/{bp.id}", 0):
                res = run_upper_bound(upper_bound, bp, gateway, seed=seed, progress=progress)
            write_json(path, res)
            return "done"
        return episode(cdir, f"evolve/{condition}/{agent.name}/{bp.id}", bp, r, condition)

    jobs1 = [("upper_bound", bp, 0) for bp in bps] + [("evolve", bp, r) for bp in train for r in range(replicas)]
    _execute(jobs1, phase1, lambda j: f"{j[0]} {j[1].id} r{j[2]}", concurrency, progress, counts)
    # every run directory gets the upper bound of its users (computed once, above)
    for run_dir, users_here in [(cdir, train)] + [(cdir / "holdout" / t.id, held) for t in train if held]:
        for bp in users_here:
            src = upper_bound_path(out, bp.id)
            if src.is_file():
                write_json(upper_bound_path(run_dir, bp.id), read_json(src, UpperBoundResult))

    def phase2(job) -> str:
        t, r, h = job
        log_file = cycles_path(cdir, agent.name, t.id, r)
        if not _log_done(log_file, n_periods, None):
            raise ResultError(f"no finished evolution for {t.id} r{r}, so no final policy to "
                              "freeze; rerun the same command to finish it", file=log_file)
        final = read_json(log_file, EvolutionLog).final_policy
        return episode(cdir / "holdout" / t.id, f"evolve/{condition}/holdout/{t.id}/{agent.name}/{h.id}",
                       h, r, "none", policy=final, policy_from=f"{t.id}.r{r}")

    jobs2 = [(t, r, h) for t in train for r in range(replicas) for h in held]
    _execute(jobs2, phase2, lambda j: f"holdout {j[2].id} (policy of {j[0].id}.r{j[1]})", concurrency,
             progress, counts)
    if counts["failed"]:
        raise EpisodesFailedError(counts["failed"], len(jobs1) + len(jobs2))
    return EvolveSummary(out=str(out), done=counts["done"], skipped=counts["skipped"])


def finalize(out: str | Path, condition: str, cassette: str | Path | None) -> None:
    """Record the cassette digest in evolve.json and in the run.json of EVERY condition (a later
    condition appends to the one cassette, so the earlier ones' digests would go stale), then
    write digests.json in each condition's run directory and over the whole evolution
    directory (call after the recorder closed the cassette). ``condition`` is the one just run."""

    out = Path(out)
    d = file_digest(cassette)
    path = out / "evolve.json"
    if path.is_file():
        write_json(path, msgspec.structs.replace(read_json(path, EvolveManifest), cassette_digest=d))
    run_dirs = sorted({p.parent for p in out.glob("*/**/run.json")}, key=lambda p: (-len(p.parts), p))
    for run_dir in run_dirs:  # deepest first: a holdout folder's digests.json is final before its condition's
        write_json(run_dir / "run.json",
                   msgspec.structs.replace(read_json(run_dir / "run.json", RunManifest), cassette_digest=d))
        write_digests(run_dir)
    write_digests(out)
