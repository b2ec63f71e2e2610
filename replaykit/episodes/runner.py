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

import os
import threading
from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._util.names import check_name
from replaykit._util.redact import redact, redacting
from replaykit._version import __version__
from replaykit.base import Strict, decode_file, pretty_json
from replaykit.data.blueprint import Blueprint, Blueprints, Message, digest, load_blueprints, save_blueprints
from replaykit.data.digests import sha256_file, write_digests
from replaykit.data.result import (
    EpisodeResult,
    PeriodResult,
    RunManifest,
    Trace,
    UpperBoundResult,
    episode_path,
    read_json,
    trace_path,
    upper_bound_path,
    write_json,
)
from replaykit.episodes.agent import AgentConfigBase as AgentConfig
from replaykit.episodes.agent import CountingGateway, UpperBoundConfig, config_dict
from replaykit.episodes.agents.registry import make_agent
from replaykit.episodes.interrupt import StoppableGateway, run_pool
from replaykit.episodes.questions import (  # noqa: F401 - re-exported (tests, benchmarks)
    answer_schema,
    diagnosis_prompt,
    diagnosis_schema,
    evaluate_period,
    overall_prompt,
    question_variables,
    run_upper_bound,
    utilization_prompt,
)
from replaykit.episodes.shard import Shard, shard_users, write_shard_info
from replaykit.episodes.simulator import UserSimulator
from replaykit.errors import ConfigError, EpisodesFailedError, FileAccessError, ReplaykitError, ResultError
from replaykit.progress import RunObserver
from replaykit.recording.active import current_mode
from replaykit.recording.scopes import scope as recorder_scope
from replaykit.recording.scrub import Scrubber, default_secrets

RUN_CONFIG_VERSION = 1


class RunConfig(Strict):
    """Interaction settings of a run (``configs/run/*.json``)."""

    version: int = RUN_CONFIG_VERSION
    num_rounds_init: int = 1
    """Agent replies per session in period 0 (the opening query counts as the first round)."""
    num_rounds_update: int = 2
    """Agent replies per session in later periods."""
    user_temperature: float | None = 0.2
    """Sampling temperature of the simulated user (None: the user endpoint's); the reference's 0.2."""
    user_max_tokens: int = 8192
    """Reply budget of a simulated-user follow-up; the reference's 8192."""
    user_role: str = "user"


def load_run_config(path: str | Path | None) -> RunConfig:
    if path is None:
        return RunConfig()
    path = Path(path)
    cfg = decode_file(path, RunConfig, "run config", ConfigError)
    if cfg.version != RUN_CONFIG_VERSION:
        raise ConfigError(f"{path}: run config version {cfg.version}, this replaykit reads {RUN_CONFIG_VERSION}")
    for f in ("num_rounds_init", "num_rounds_update", "user_max_tokens"):
        if getattr(cfg, f) < 1:
            raise ConfigError(f"{path}: field {f} = {getattr(cfg, f)}; must be >= 1")
    if cfg.user_temperature is not None and not 0 <= cfg.user_temperature <= 2:
        raise ConfigError(f"{path}: field user_temperature = {cfg.user_temperature}; must be between 0 and 2 (or null)")
    return cfg


# -- episodes --------------------------------------------------------------------------


class Job(Strict):
    agent: str
    user: str
    replica: int = 0
    kind: str = "episode"  # "episode" | "upper_bound"


Progress = Callable[[str], None]


def _noop(_: str) -> None:
    pass


def run_episode(
    config: AgentConfig,
    bp: Blueprint,
    gateway: Any,
    run_config: RunConfig,
    *,
    n_periods: int,
    seed: int = 0,
    replica: int = 0,
    trace: Trace | None = None,
    trace_from: str | None = None,
    progress: Progress = _noop,
    agent_factory: Callable[[AgentConfig, Any], Any] = make_agent,
    after_period: Callable[[Any, int, PeriodResult], None] | None = None,
    on_period: Callable[[int, Any], None] | None = None,
) -> tuple[EpisodeResult, Trace | None]:
    """One episode, on-policy (``trace is None``) or fed ``trace`` off-policy. Pure of I/O.

    ``agent_factory`` builds the agent (default: by config type); ``after_period(agent, p,
    result)`` runs after each period's evaluation, inside the episode (self-evolution and
    the factual-recall judge use it; its calls go through the agent's counting gateway).
    """
    gw = CountingGateway(gateway)
    agent = agent_factory(config, gw)
    agent.reset()
    sim = None
    if trace is None:
        sim = UserSimulator(
            gw,
            bp,
            run_seed=seed,
            replica=replica,
            temperature=run_config.user_temperature,
            max_tokens=run_config.user_max_tokens,
            role=run_config.user_role,
        )
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
        else:
            for messages in trace.periods[p]:
                agent.add_messages(list(messages))
        writes = list(getattr(agent, "write_keys", ()))[writes_before:]
        periods.append(evaluate_period(agent, bp, p, seed=seed, replica=replica, gw=gw, memory_writes=writes))
        if after_period is not None:
            after_period(agent, p, periods[-1])
        if on_period is not None:  # progress and memory-after-period hook (replaykit.progress)
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


def _episode_done(path: Path, config: AgentConfig, user: str, replica: int, policy: str, n_periods: int,
                  trace_file: Path | None) -> bool:
    if not path.is_file():
        return False
    try:
        ep = read_json(path, EpisodeResult)
    except ResultError:
        return False
    if (ep.agent, ep.user, ep.replica, ep.policy, len(ep.periods)) != (config.name, user, replica, policy, n_periods):
        return False
    return trace_file is None or trace_file.is_file()


def _ub_done(path: Path, bp: Blueprint) -> bool:
    if not path.is_file():
        return False
    try:
        r = read_json(path, UpperBoundResult)
    except ResultError:
        return False
    return r.user == bp.id and len(r.answers) == sum(len(q.answer_choices) for q in bp.qas)


def run(
    *,
    blueprints: list[Blueprint] | str | Path,
    agents: list[AgentConfig],
    out: str | Path,
    gateway: Any,
    run_config: RunConfig | None = None,
    users: int | None = None,
    periods: int | None = None,
    replicas: int = 1,
    concurrency: int = 1,
    seed: int = 0,
    off_policy_from: str | Path | None = None,
    trace_agent: str | None = None,
    cassette: str | Path | None = None,
    progress: Progress = _noop,
    finalize: bool = True,
    shard: Shard | None = None,
    observer: RunObserver | None = None,
) -> RunSummary:
    """Run every (agent, user, replica) episode and the upper bound; write the run directory.

    ``cassette`` is only read for the manifest's digest (call with ``finalize=True`` after
    the recorder has closed, or call ``write_manifest`` then). ``shard``: run only that
    shard's users (``replaykit.episodes.shard``). Raises ReplaykitError
    naming the failed episodes after all others finished.
    """
    run_config = run_config or RunConfig()
    out = Path(out)
    if isinstance(blueprints, (str, Path)):
        blueprints = load_blueprints(blueprints)
    check_run_args(agents=agents, users=users, periods=periods, replicas=replicas, concurrency=concurrency,
                   off_policy_from=off_policy_from, trace_agent=trace_agent)
    key_order = getattr(blueprints, "key_order", "sorted")  # a reference data.json keeps its key order
    bps = list(blueprints[: users if users is not None else len(blueprints)])
    if not bps:
        raise ConfigError("no blueprint users to run (check --users and the blueprint path)")
    n_periods = min(len(bp.periods) for bp in bps)
    if periods is not None:
        n_periods = min(n_periods, periods)
    bps = Blueprints(_truncate(bp, n_periods) for bp in bps)
    bps.key_order = key_order
    study = bps
    if shard is not None:
        bps = Blueprints(shard_users(shard, study))
        bps.key_order = key_order
    scrubber = Scrubber([*getattr(gateway, "secrets", list)(), *default_secrets()])
    with redacting(scrubber):
        return _run(
            bps=bps, agents=agents, out=out, gateway=gateway, run_config=run_config, n_periods=n_periods,
            replicas=replicas, concurrency=concurrency, seed=seed, off_policy_from=off_policy_from,
            trace_agent=trace_agent, cassette=cassette, progress=progress, finalize=finalize,
            shard=shard, study=study, observer=observer,
        )


def check_run_args(*, agents, users=None, periods=None, replicas=1, concurrency=1, off_policy_from=None,
                   trace_agent=None) -> None:
    """The checks of ``run``'s arguments that need no file: call before opening a cassette."""
    for flag, value in (("--users", users), ("--periods", periods), ("--replicas", replicas),
                        ("--concurrency", concurrency)):
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
            raise ConfigError(f"{flag} must be an integer >= 1, got {value!r}")
    if not agents:
        raise ConfigError("no agent given; pass --agent configs/agents/<name>.json")
    names = [a.name for a in agents]
    if len(set(names)) != len(names):
        raise ConfigError(f"agent names must be unique in a run; got {names}")
    if (off_policy_from is None) != (trace_agent is None):
        raise ConfigError("--off-policy-from and --trace-agent go together")
    if trace_agent is not None:
        check_name(trace_agent, "--trace-agent")


def _run(*, bps, agents, out, gateway, run_config, n_periods, replicas, concurrency, seed, off_policy_from,
         trace_agent, cassette, progress, finalize, shard=None, study=None, observer=None) -> RunSummary:

    manifest = _prepare_out(out, bps, agents, run_config, seed, replicas, off_policy_from, trace_agent,
                            endpoints=gateway.describe() if hasattr(gateway, "describe") else {})
    if shard is not None:
        write_shard_info(out, shard, study)

    jobs: list[Job] = []
    for cfg in agents:
        for bp in bps:
            if isinstance(cfg, UpperBoundConfig):
                jobs.append(Job(agent=cfg.name, user=bp.id, kind="upper_bound"))
            else:
                for r in range(replicas):
                    jobs.append(Job(agent=cfg.name, user=bp.id, replica=r))
    obs = observer or RunObserver()
    obs.planned(len(jobs), sum(n_periods for j in jobs if j.kind != "upper_bound"))
    by_name = {a.name: a for a in agents}
    by_user = {bp.id: bp for bp in bps}
    policy = "on" if off_policy_from is None else "off"
    # replaying into a finished run directory re-runs its episodes and compares (never "skipped")
    verify_existing = current_mode() == "replay"
    stop = threading.Event()
    if concurrency > 1:
        gateway = StoppableGateway(gateway, stop)

    def work(job: Job) -> str:
        cfg, bp = by_name[job.agent], by_user[job.user]
        if job.kind == "upper_bound":
            path = upper_bound_path(out, bp.id)
            finished = path.exists() if verify_existing else _ub_done(path, bp)
            if finished and not verify_existing:
                return "skipped"
            with recorder_scope(f"{cfg.name}/{bp.id}", 0):
                res = run_upper_bound(cfg, bp, gateway, seed=seed, progress=progress)
            if finished:
                same_as_file(path, res)
                return "verified"
            write_json(path, res)
            return "done"
        ep_file = episode_path(out, cfg.name, bp.id, job.replica)
        tr_file = trace_path(out, cfg.name, bp.id, job.replica) if policy == "on" else None
        if verify_existing:  # whatever the file holds, the replay must reproduce it
            finished = ep_file.exists()
        else:
            finished = _episode_done(ep_file, cfg, bp.id, job.replica, policy, n_periods, tr_file)
        if finished and not verify_existing:
            return "skipped"
        trace = trace_from = None
        if policy == "off":
            trace_from = f"{trace_agent}/{bp.id}.r{job.replica}"
            src = trace_path(off_policy_from, trace_agent, bp.id, job.replica)
            if not src.is_file():
                raise ResultError(
                    f"{src}: no trace for {trace_from}; record it on-policy first "
                    f"(replaykit run --agent <{trace_agent} config>) or check --trace-agent/--replicas"
                )
            trace = read_json(src, Trace)
        progress(f"{cfg.name}/{bp.id} r{job.replica}: started ({policy}-policy)")
        with recorder_scope(f"{cfg.name}/{bp.id}", job.replica):
            result, tr = run_episode(
                cfg, bp, gateway, run_config, n_periods=n_periods, seed=seed, replica=job.replica,
                trace=trace, trace_from=trace_from, progress=progress,
                on_period=lambda p, a: obs.period_done(cfg.name, bp.id, job.replica, p, a),
            )
        if finished:
            if tr is not None:
                same_as_file(trace_path(out, cfg.name, bp.id, job.replica), tr)
            same_as_file(ep_file, result)
            return "verified"
        if tr is not None:
            write_json(trace_path(out, cfg.name, bp.id, job.replica), tr)
        write_json(ep_file, result)
        return "done"

    def observed(job: Job) -> str:  # reports in completion order, whatever the accounting order
        label = f"{job.agent}/{job.user} r{job.replica}"
        try:
            status = work(job)
        except ReplaykitError as exc:
            obs.episode_done(label, f"FAILED: {exc}")
            raise
        obs.episode_done(label, status, periods=0 if job.kind == "upper_bound" else n_periods)
        return status

    done = skipped = verified = 0
    failed: list[str] = []
    errors: list[str] = []

    def account(job: Job, fut_result: Callable[[], str]) -> None:
        nonlocal done, skipped, verified
        label = f"{job.agent}/{job.user} r{job.replica}"
        try:
            status = fut_result()
        except FileAccessError:
            raise  # a full disk or a read-only folder fails every episode alike: stop the run
        except ReplaykitError as exc:
            failed.append(label)
            errors.append(f"{label}: {exc}")
            progress(f"[{done + skipped + len(failed)}/{len(jobs)}] {label}: FAILED: {exc}")
            return
        if status == "done":
            done += 1
        elif status == "verified":
            verified += 1
        else:
            skipped += 1
        progress(f"[{done + skipped + verified + len(failed)}/{len(jobs)}] {label}: {status}")

    if concurrency == 1:
        for job in jobs:
            account(job, lambda job=job: observed(job))
    else:
        run_pool(jobs, observed, account, concurrency=concurrency, stop=stop, progress=progress)
    if finalize:
        write_manifest(out, manifest, cassette)
    if errors:
        raise EpisodesFailedError(errors, len(jobs))
    return RunSummary(out=str(out), done=done, skipped=skipped, failed=failed, verified=verified)


def _prepare_out(out: Path, bps, agents, run_config, seed, replicas, off_policy_from, trace_agent,
                 endpoints: dict | None = None) -> RunManifest:
    bdigest = digest(bps)
    configs = {a.name: config_dict(a) for a in agents}
    source = "replaykit run" if off_policy_from is None else f"replaykit run --off-policy (trace agent {trace_agent})"
    manifest_file = out / "run.json"
    if manifest_file.is_file():
        old = read_json(manifest_file, RunManifest)
        if old.blueprint_digest != bdigest:
            raise ConfigError(
                f"{manifest_file}: this run directory was made with other blueprints (or --users/--periods); "
                "use a new --out directory"
            )
        if old.seed != seed or old.source != source or old.run_config not in ({}, msgspec.to_builtins(run_config)):
            raise ConfigError(
                f"{manifest_file}: this run directory was made with another --seed, run config or policy; "
                "use a new --out directory"
            )
        for name, cfg in old.agents.items():
            if name in configs and configs[name] != cfg:
                raise ConfigError(
                    f"{manifest_file}: agent {name!r} ran here with another config; rename the agent "
                    "or use a new --out directory"
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
                   bases: list[str | Path] = ()) -> None:
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
        raise ResultError(f"{path}: cannot read it to compare with the replay ({exc.strerror})") from None
    if data != redact(pretty_json(obj)):
        raise ResultError(
            f"{path}: differs from what the replay recomputes from the cassette (the file was edited, or "
            "written by other code or another cassette); replay into a new --out to see the recorded results"
        )
