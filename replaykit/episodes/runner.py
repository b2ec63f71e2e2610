"""The episode runner (paper §3.2, §3.3, §4.2): on-policy and off-policy episodes, checkpoints,
evaluation questions, upper bound, replicas, concurrency and resume.

One episode = one agent x one blueprint user x one replica. Per period:

1. on-policy: every session of the period is played with the user simulator
   (``num_rounds_init`` agent replies per session in period 0, ``num_rounds_update``
   after); off-policy: the agent is fed the recorded trace's sessions of that period;
2. the agent is checkpointed (``snapshot``);
3. every question is asked with the Appendix C.5 overall prompt and the state-diagnosis
   prompt, restoring the checkpoint after each answer so answering never changes state.
   An unparseable or out-of-range choice becomes ``json_error`` with a seeded fallback
   (``replaykit.scoring.answer.fallback_choice`` over (run seed, user, period, question)).

Every episode runs inside ``recorder.scope(f"{agent}/{user}", replica)`` so its calls
replay by occurrence whatever the thread scheduling. Results are written atomically
when an episode completes (trace first, then the episode file, which marks
completion); a rerun skips episodes whose file exists and matches, and re-runs an
interrupted one from the start, its calls replayed from the cassette in ``auto`` mode.
The upper bound (Appendix C.5 utilization prompt, ground-truth state) is asked once per
(user, question, answer choice) in scope ``upper-bound/<user>``.
"""

from __future__ import annotations

import functools
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import msgspec

from replaykit._util.redact import redact
from replaykit._version import __version__
from replaykit.base import Strict, pretty_json
from replaykit.data.blueprint import Blueprint, Blueprints, Message, digest, save_blueprints
from replaykit.data.digests import sha256_file, write_digests
from replaykit.data.result import (
    EpisodeResult,
    PeriodResult,
    RunManifest,
    Trace,
    episode_complete,
    episode_path,
    read_json,
    trace_path,
    upper_bound_complete,
    upper_bound_path,
    write_json,
)
from replaykit.episodes.agent import AgentConfigBase as AgentConfig
from replaykit.episodes.agent import CountingGateway, UpperBoundConfig, config_dict
from replaykit.episodes.agents.registry import make_agent
from replaykit.episodes.interrupt import StoppableGateway, run_pool
from replaykit.episodes.llm import EpisodeGateway, RunGateway
from replaykit.episodes.preflight import check_spec_requirements
from replaykit.episodes.questions import evaluate_period, run_upper_bound
from replaykit.episodes.shard import shard_users, write_shard_info
from replaykit.episodes.simulator import SimulatorSettings, UserSimulator
from replaykit.episodes.spec import Episode, RunSpec
from replaykit.errors import ConfigError, EpisodesFailedError, FileAccessError, ReplaykitError, ResultError
from replaykit.recording.capture import redacting_secrets
from replaykit.recording.capture import scope as recorder_scope
from replaykit.ui.progress import RunObserver

# -- episodes --------------------------------------------------------------------------


class Job(Strict):
    agent: str
    user: str
    replica: int = 0
    kind: str = "episode"  # "episode" | "upper_bound"


Progress = Callable[[str], None]


def _noop(_: str) -> None:
    pass


@dataclass(frozen=True)
class EpisodeHooks:
    """What an episode's caller plugs in: progress lines; ``agent_factory(config, gateway)`` builds
    the agent (default: by config type); ``after_period(agent, p, result)`` runs after each period's
    evaluation, inside the episode (self-evolution and the factual-recall judge use it; its calls go
    through the agent's counting gateway); ``on_period(p, agent)`` reports (progress bars, memory files)."""

    progress: Progress = _noop
    agent_factory: Callable[[AgentConfig, Any], Any] = make_agent
    after_period: Callable[[Any, int, PeriodResult], None] | None = None
    on_period: Callable[[int, Any], None] | None = None


def run_episode(episode: Episode, gateway: EpisodeGateway, hooks: EpisodeHooks = EpisodeHooks()
                ) -> tuple[EpisodeResult, Trace | None]:
    """One episode, on-policy (``episode.trace is None``) or fed its trace off-policy. Pure of I/O."""
    config, bp, run_config, n_periods = episode.config, episode.bp, episode.run_config, episode.n_periods
    seed, replica, trace, trace_from = episode.seed, episode.replica, episode.trace, episode.trace_from
    progress, after_period, on_period = hooks.progress, hooks.after_period, hooks.on_period
    gw = CountingGateway(gateway)
    agent = hooks.agent_factory(config, gw)
    agent.reset()
    sim = None
    if trace is None:
        sim = UserSimulator(gw, bp, SimulatorSettings.of(run_config), run_seed=seed, replica=replica)
    elif len(trace.periods) < n_periods:
        raise ResultError(
            f"trace {trace_from}: has {len(trace.periods)} periods, the run asks for {n_periods}; "
            "lower --periods or record a longer on-policy run"
        )
    periods: list[PeriodResult] = []
    trace_periods: list[list[list[Message]]] = []
    def act(text: str) -> tuple[str, str]:  # the agent's reply and the key of the call that produced it
        since = len(gw.calls)
        reply = agent.act(text)
        return reply, gw.reply_key(since, reply)

    for p in range(n_periods):
        writes_before = len(getattr(agent, "write_keys", ()))
        if sim is not None:
            rounds = run_config.num_rounds_init if p == 0 else run_config.num_rounds_update
            sessions = []
            for s, session in enumerate(bp.periods[p].sessions):
                sessions.append(sim.run_session(act, session, period=p, index=s, rounds=rounds))
            trace_periods.append(sessions)
        elif trace is not None:  # off-policy (sim is None exactly when a trace is fed)
            for messages in trace.periods[p]:
                agent.add_messages(list(messages))
        writes = list(getattr(agent, "write_keys", ()))[writes_before:]
        periods.append(evaluate_period(agent, bp, p, seed=seed, replica=replica, gw=gw, memory_writes=writes))
        if after_period is not None:
            after_period(agent, p, periods[-1])
        if on_period is not None:  # progress and memory-after-period hook (replaykit.ui.progress)
            on_period(p, agent)
        progress(f"{config.name}/{bp.id} r{replica}: period {p + 1}/{n_periods} done")
    result = EpisodeResult(
        agent=config.name,
        user=bp.id,
        replica=replica,
        policy="on" if trace is None else "off",
        trace_from=trace_from,
        periods=periods,
        usage=gw.usage(),
    )
    out_trace = None
    if sim is not None:
        out_trace = Trace(agent=config.name, user=bp.id, replica=replica, periods=trace_periods)
    return result, out_trace


# -- a run -----------------------------------------------------------------------------


class RunSummary(Strict):
    out: str
    done: int
    skipped: int
    failed: list[str] = []
    verified: int = 0
    """Finished episodes a replay re-ran and found byte-identical to their files."""


def _truncate(bp: Blueprint, n_periods: int) -> Blueprint:
    """The blueprint's first ``n_periods`` periods (``update_cnts`` recounted over them)."""
    if n_periods >= len(bp.periods):
        return bp
    kept = bp.periods[:n_periods]
    changes = {v: sum(1 for per in kept[1:] if v in per.updates) for v in bp.state_schema}
    periods = [msgspec.structs.replace(per, update_cnts=dict(changes)) if per.update_cnts else per for per in kept]
    return msgspec.structs.replace(bp, periods=periods)


def file_digest(path: str | Path | None) -> str:
    if path is None or not Path(path).is_file():
        return ""
    return sha256_file(path)


def run(
    spec: RunSpec | None = None,
    *,
    gateway: RunGateway,
    cassette: str | Path | None = None,
    progress: Progress = _noop,
    finalize: bool = True,
    observer: RunObserver | None = None,
    **fields: Any,
) -> RunSummary:
    """Run every (agent, user, replica) episode of ``spec`` and the upper bound; write ``spec.out``.

    ``spec`` may also be given as its fields (``run(blueprints=..., agents=..., out=..., gateway=gw)``;
    see ``RunSpec.build``). ``cassette`` is only read for the manifest's digest (call with
    ``finalize=True`` after the recorder has closed, or call ``write_manifest`` then). A gateway
    whose ``mode`` is "replay" re-runs finished episodes and compares them with their files.
    Raises ReplaykitError naming the failed episodes after all others finished.
    """
    if spec is None:
        spec = RunSpec.build(**fields)
    elif fields:
        raise ConfigError(f"run: pass a RunSpec or its fields, not both (got {', '.join(sorted(fields))})")
    spec.check()
    if gateway.endpoints is not None:  # before the first call: never fail half-way, after paying
        check_spec_requirements(spec, gateway.endpoints)
    study, n_periods = select_study(spec)
    with redacting_secrets(gateway.secrets()):
        return _run(spec, study, n_periods, gateway=gateway, cassette=cassette, progress=progress,
                    finalize=finalize, observer=observer or RunObserver())


def select_study(spec: RunSpec) -> tuple[list[Blueprint], int]:
    """The run's users (the first ``spec.users``) cut to the periods every one of them has (and ``spec.periods``)."""
    bps = list(spec.blueprints[: spec.users if spec.users is not None else len(spec.blueprints)])
    if not bps:
        raise ConfigError("no blueprint users to run (check --users and the blueprint path)", field="--users")
    if not spec.common_periods:  # each user keeps its own periods; n_periods is the longest
        cut = spec.periods if spec.periods is not None else max(len(bp.periods) for bp in bps)
        return _keeping_order(spec.blueprints, (_truncate(bp, cut) for bp in bps)), \
            max(min(len(bp.periods), cut) for bp in bps)
    n_periods = min(len(bp.periods) for bp in bps)
    if spec.periods is not None:
        n_periods = min(n_periods, spec.periods)
    return _keeping_order(spec.blueprints, (_truncate(bp, n_periods) for bp in bps)), n_periods


def _keeping_order(source: Any, bps: Any) -> Blueprints:
    """``bps`` as Blueprints with the key order ``source`` was loaded with (a reference data.json keeps its own)."""
    out = Blueprints(bps)
    out.key_order = getattr(source, "key_order", "sorted")
    return out


def plan_jobs(spec: RunSpec, bps: list[Blueprint]) -> list[Job]:
    """Every job of the run, in accounting order: per agent, per user, per replica (one upper-bound job per user)."""
    jobs: list[Job] = []
    for cfg in spec.agents:
        for bp in bps:
            if isinstance(cfg, UpperBoundConfig):
                jobs.append(Job(agent=cfg.name, user=bp.id, kind="upper_bound"))
            else:
                jobs.extend(Job(agent=cfg.name, user=bp.id, replica=r) for r in range(spec.replicas))
    return jobs


def episode_workers(concurrency: int, mode: str) -> int:
    """How many episodes run at a time: ``concurrency``, except in a replay, which runs them one at a
    time. Every call of a replay is answered from the cassette in this process, so its work is Python
    under one GIL: a second thread only adds hand-offs between the cores (a 20,160-call paper-shaped
    replay took 8.8 s of CPU with 2 threads, 6.4 s with one; docs/scale-out.md). Results do not
    depend on it: an episode's keys come from its own scope, never from the order episodes ran in."""
    return 1 if mode == "replay" else concurrency


def _run(spec: RunSpec, study: list[Blueprint], n_periods: int, *, gateway: RunGateway,
         cassette: str | Path | None, progress: Progress, finalize: bool, observer: RunObserver) -> RunSummary:
    """``run`` of the users ``study`` (this shard's, if any) over ``n_periods``, the secrets redacted."""
    bps = _keeping_order(study, shard_users(spec.shard, study)) if spec.shard is not None else study
    out = Path(spec.out)
    manifest = _prepare_out(out, bps, spec, endpoints=gateway.describe())
    if spec.shard is not None:
        write_shard_info(out, spec.shard, study)
    jobs = plan_jobs(spec, bps)
    periods_of = {bp.id: len(bp.periods) for bp in bps}  # = n_periods for every user unless not common_periods
    observer.planned(len(jobs), sum(periods_of[j.user] for j in jobs if j.kind != "upper_bound"))
    # replaying into a finished run directory re-runs its episodes and compares (never "skipped")
    verify_existing = gateway.mode == "replay"
    stop = threading.Event()
    workers = episode_workers(spec.concurrency, gateway.mode)
    episodes_gw: EpisodeGateway = StoppableGateway(gateway, stop) if workers > 1 else gateway
    runner = _JobRunner(spec, bps, n_periods, episodes_gw, verify_existing, progress, observer)
    tally = JobTally(len(jobs), progress)
    if workers == 1:
        for job in jobs:
            tally.account(job, functools.partial(runner.observed, job))
    else:
        run_pool(jobs, runner.observed, tally.account, concurrency=workers, stop=stop, progress=progress)
    if finalize:
        write_manifest(out, manifest, cassette)
    if tally.errors:
        raise EpisodesFailedError(tally.errors, len(jobs))
    return RunSummary(out=str(out), done=tally.done, skipped=tally.skipped, failed=tally.failed,
                      verified=tally.verified)


class _JobRunner:
    """Runs one job of a run (an episode or a user's upper bound) and says how it ended:
    ``done``, ``skipped`` (already in its file), or ``verified`` (a replay equal to its file)."""

    def __init__(self, spec: RunSpec, bps: list[Blueprint], n_periods: int, gateway: EpisodeGateway, verify_existing: bool,
                 progress: Progress, observer: RunObserver) -> None:
        self.spec, self.n_periods, self.gateway = spec, n_periods, gateway
        self.out = Path(spec.out)
        self.verify_existing, self.progress, self.observer = verify_existing, progress, observer
        self.by_name = {a.name: a for a in spec.agents}
        self.by_user = {bp.id: bp for bp in bps}

    def observed(self, job: Job) -> str:
        """``work``, reported to the observer in completion order (whatever the accounting order)."""
        label = f"{job.agent}/{job.user} r{job.replica}"
        try:
            status = self.work(job)
        except ReplaykitError as exc:
            self.observer.episode_done(label, f"FAILED: {exc}")
            raise
        self.observer.episode_done(label, status,
                                   periods=0 if job.kind == "upper_bound" else self.periods(self.by_user[job.user]))
        return status

    def periods(self, bp: Blueprint) -> int:
        """The periods a user's episodes run: the run's common count, or the user's own."""
        return self.n_periods if self.spec.common_periods else len(bp.periods)

    def work(self, job: Job) -> str:
        cfg, bp = self.by_name[job.agent], self.by_user[job.user]
        if isinstance(cfg, UpperBoundConfig):  # job.kind == "upper_bound": a job's kind is its config's
            return self.upper_bound(cfg, bp)
        return self.episode(cfg, bp, job.replica)

    def upper_bound(self, cfg: UpperBoundConfig, bp: Blueprint) -> str:
        path = upper_bound_path(self.out, bp.id)
        finished = path.exists() if self.verify_existing else upper_bound_complete(path, bp)
        if finished and not self.verify_existing:
            return "skipped"
        with recorder_scope(f"{cfg.name}/{bp.id}", 0):
            res = run_upper_bound(cfg, bp, self.gateway, seed=self.spec.seed, progress=self.progress)
        if finished:
            same_as_file(path, res)
            return "verified"
        write_json(path, res)
        return "done"

    def episode(self, cfg: AgentConfig, bp: Blueprint, replica: int) -> str:
        spec, out = self.spec, self.out
        ep_file = episode_path(out, cfg.name, bp.id, replica)
        tr_file = trace_path(out, cfg.name, bp.id, replica) if spec.policy == "on" else None
        if self.verify_existing:  # whatever the file holds, the replay must reproduce it
            finished = ep_file.exists()
        else:
            finished = episode_complete(ep_file, cfg.name, bp.id, replica, spec.policy, self.periods(bp), tr_file)
        if finished and not self.verify_existing:
            return "skipped"
        trace, trace_from = self.fed_trace(cfg.name if spec.own_traces else spec.trace_agent, bp, replica)
        self.progress(f"{cfg.name}/{bp.id} r{replica}: started ({spec.policy}-policy)")
        with recorder_scope(f"{cfg.name}/{bp.id}", replica):
            result, tr = run_episode(
                Episode(config=cfg, bp=bp, run_config=spec.run_config, n_periods=self.periods(bp), seed=spec.seed,
                        replica=replica, trace=trace, trace_from=trace_from),
                self.gateway,
                EpisodeHooks(progress=self.progress,
                             on_period=lambda p, a: self.observer.period_done(cfg.name, bp.id, replica, p, a)),
            )
        if finished:
            if tr is not None:
                same_as_file(trace_path(out, cfg.name, bp.id, replica), tr)
            same_as_file(ep_file, result)
            return "verified"
        if tr is not None:
            write_json(trace_path(out, cfg.name, bp.id, replica), tr)
        write_json(ep_file, result)
        return "done"

    def fed_trace(self, trace_agent: str | None, bp: Blueprint, replica: int) -> tuple[Trace | None, str | None]:
        """Off-policy: the recorded trace of ``trace_agent`` this episode is fed, and whose it is;
        on-policy: (None, None)."""
        spec = self.spec
        if spec.off_policy_from is None or trace_agent is None:
            return None, None
        trace_from = f"{trace_agent}/{bp.id}.r{replica}"
        src = trace_path(spec.off_policy_from, trace_agent, bp.id, replica)
        if not src.is_file():
            raise ResultError(
                f"no trace for {trace_from}; record it on-policy first "
                f"(replaykit run --agent <{trace_agent} config>) or check --trace-agent/--replicas", file=src
            )
        return read_json(src, Trace), trace_from


class JobTally:
    """How the jobs of a run ended, counted in accounting order; a failed job is listed, and a
    FileAccessError (a full disk, a read-only folder: every job would fail alike) stops the run.
    Each progress line starts with ``[accounted/total]``: every job accounted so far, whatever its end."""

    def __init__(self, total: int, progress: Progress) -> None:
        self.total, self.progress = total, progress
        self.done = self.skipped = self.verified = 0
        self.failed: list[str] = []
        self.errors: list[str] = []

    def account(self, job: Job, result: Callable[[], str]) -> None:
        label = f"{job.agent}/{job.user} r{job.replica}"
        try:
            status = result()
        except FileAccessError:
            raise
        except ReplaykitError as exc:
            self.failed.append(label)
            self.errors.append(f"{label}: {exc}")
            self.progress(f"{self._position()} {label}: FAILED: {exc}")
            return
        if status == "done":
            self.done += 1
        elif status == "verified":
            self.verified += 1
        else:
            self.skipped += 1
        self.progress(f"{self._position()} {label}: {status}")

    @property
    def accounted(self) -> int:
        """Jobs accounted so far: done, skipped, verified or failed."""
        return self.done + self.skipped + self.verified + len(self.failed)

    def _position(self) -> str:
        return f"[{self.accounted}/{self.total}]"


def _prepare_out(out: Path, bps: list[Blueprint], spec: RunSpec, endpoints: dict | None = None) -> RunManifest:
    bdigest = digest(bps)
    configs = {a.name: config_dict(a) for a in spec.agents}
    seed, run_config, replicas = spec.seed, spec.run_config, spec.replicas
    source = ("replaykit run" if spec.off_policy_from is None
              else "replaykit run --off-policy (own traces)" if spec.own_traces
              else f"replaykit run --off-policy (trace agent {spec.trace_agent})")
    manifest_file = out / "run.json"
    if manifest_file.is_file():
        old = read_json(manifest_file, RunManifest)
        if old.blueprint_digest != bdigest:
            raise ConfigError(
                "this run directory was made with other blueprints (or --users/--periods); "
                "use a new --out directory", file=manifest_file
            )
        if old.seed != seed or old.source != source or old.run_config not in ({}, msgspec.to_builtins(run_config)):
            raise ConfigError(
                "this run directory was made with another --seed, run config or policy; "
                "use a new --out directory", file=manifest_file
            )
        for name, cfg in old.agents.items():
            if name in configs and configs[name] != cfg:
                raise ConfigError(
                    f"agent {name!r} ran here with another config; rename the agent "
                    "or use a new --out directory", file=manifest_file
                )
        configs = {**old.agents, **configs}
        replicas = max(replicas, old.replicas)
    manifest = RunManifest(
        name=out.name,
        agents=dict(sorted(configs.items())),
        code_version=__version__,
        blueprint_digest=bdigest,
        seed=seed,
        replicas=replicas,
        source=source,
        run_config=msgspec.to_builtins(run_config),
        endpoints=endpoints or {},
    )
    save_blueprints(bps, out / "blueprints", source="replaykit run")
    write_json(manifest_file, manifest)
    return manifest


def write_manifest(out: str | Path, manifest: RunManifest | None = None, cassette: str | Path | None = None,
                   bases: Sequence[str | Path] = ()) -> None:
    """Final run.json with the cassette digest and the base cassettes read first (paths relative
    to the run folder), called after the recorder closed the cassette."""
    path = Path(out) / "run.json"
    if manifest is None:
        manifest = read_json(path, RunManifest)
    # relative to the run folder (no absolute path in a result), so the viewer can open them
    names = sorted({os.path.relpath(Path(b).resolve(), Path(out).resolve()) for b in bases}) if bases \
        else manifest.base_cassettes
    write_json(path, msgspec.structs.replace(manifest, cassette_digest=file_digest(cassette), base_cassettes=names))
    write_digests(out)


def same_as_file(path: Path, obj: object) -> None:
    """A replay into a finished run directory: the recomputed result must equal the file's bytes."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ResultError(f"cannot read it to compare with the replay ({exc.strerror})", file=path) from None
    if data != redact(pretty_json(obj)):
        raise ResultError(
            "differs from what the replay recomputes from the cassette (the file was edited, or "
            "written by other code or another cassette); replay into a new --out to see the recorded results", file=path
        )
