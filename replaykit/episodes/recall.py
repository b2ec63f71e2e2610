"""Factual recall (paper Appendix E) for the agents of an existing run (``replaykit judge``).

A run directory keeps traces and answers, not memories. So each on-policy episode is
re-fed its own trace (the runner's off-policy path), in the episode's own recorder scope
and replica: the agent's memory writes and evaluation answers are the very requests the
run recorded, so they replay from the run's cassette at no cost, and the re-derived
answers are checked against the episode file (a mismatch means the memory could not be
rebuilt and is an error, never a silent score). After each period the judge checks the
period's new states against the rebuilt memory (``replaykit.episodes.judge``); only the
judge calls are new. Results: RUN_DIR/factual_recall/<agent>/<user>.r<k>.json.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from replaykit.data.digests import DIGESTS_FILE, check_digests, write_digests
from replaykit.data.evolution import RecallCheck, RecallResult, recall_path
from replaykit.data.result import EpisodeResult, Trace, load_run, read_json, trace_path, write_json
from replaykit.episodes.agent import AWEConfig, AWIConfig
from replaykit.episodes.agents.registry import parse_agent_config
from replaykit.episodes.judge import JudgeSettings, check_recall
from replaykit.episodes.runner import EpisodeHooks, run_episode
from replaykit.episodes.spec import Episode, RunConfig
from replaykit.errors import ConfigError, EpisodesFailedError, ReplaykitError, ResultError
from replaykit.recording.capture import scope as recorder_scope


def judge_episode(cfg, bp, ep: EpisodeResult, trace: Trace, gateway, judge: JudgeSettings, seed: int) -> RecallResult:
    checks: list[RecallCheck] = []
    with recorder_scope(f"{cfg.name}/{bp.id}", ep.replica):
        again, _ = run_episode(
            Episode(config=cfg, bp=bp, run_config=RunConfig(), n_periods=len(ep.periods), seed=seed, replica=ep.replica,
                    trace=trace, trace_from=f"{ep.agent}/{ep.user}.r{ep.replica}"),
            gateway,
            EpisodeHooks(after_period=lambda agent, p, _res: checks.append(
                check_recall(agent.gw, judge, bp, p, agent.memory_view()))),
        )
    if again.periods != ep.periods:
        raise ResultError(
            f"episode {ep.agent}/{ep.user}.r{ep.replica}: re-feeding its trace gave other answers than the episode "
            "file, so its memory cannot be rebuilt (was the run recorded with another code version or cassette?)"
        )
    return RecallResult(agent=ep.agent, user=ep.user, replica=ep.replica, periods=checks)


def judge_run(run_dir: str | Path, gateway, *, agents: list[str] | None = None, judge: JudgeSettings | None = None,
              concurrency: int = 1, progress: Callable[[str], None] = lambda _: None,
              digests: bool = True) -> tuple[int, int]:
    """Judge every on-policy episode of the chosen agents (default: the AWI and AWE ones).
    Returns (judged, skipped); raises naming the failed episodes after all others finished.
    ``digests``: check a finished run's digests first and re-digest it after (False: the caller
    does both, e.g. `replaykit judge`, which also updates run.json once the cassette is closed)."""
    run_dir = Path(run_dir)
    judge = judge or JudgeSettings()
    finished = digests and (run_dir / DIGESTS_FILE).is_file()
    if finished:  # judge only what the run wrote: an edited result is named, not judged
        check_digests(run_dir)
    run = load_run(run_dir)
    configs = {name: parse_agent_config(dict(c), f"{run_dir / 'run.json'}: agents.{name}")
               for name, c in run.manifest.agents.items()}
    if agents:
        unknown = sorted(set(agents) - set(configs))
        if unknown:
            raise ConfigError(f"--agent {', '.join(unknown)}: not an agent of {run_dir} ({', '.join(sorted(configs))})")
    chosen = set(agents) if agents else {n for n, c in configs.items() if isinstance(c, (AWIConfig, AWEConfig))}
    bps = {bp.id: bp for bp in run.blueprints}
    eps = [e for e in run.episodes if e.policy == "on" and e.agent in chosen]
    if not eps:
        raise ConfigError(f"no on-policy episode of {', '.join(sorted(chosen)) or 'an AWI or AWE agent'} to judge", file=run_dir)
    counts = {"done": 0, "skipped": 0}
    errors: list[str] = []

    def work(ep: EpisodeResult) -> str:
        out = recall_path(run_dir, ep.agent, ep.user, ep.replica)
        if out.is_file():
            return "skipped"
        tr = trace_path(run_dir, ep.agent, ep.user, ep.replica)
        if not tr.is_file():
            raise ResultError(f"no trace for {ep.agent}/{ep.user}.r{ep.replica}; only recorded on-policy "
                              "episodes can be judged", file=tr)
        write_json(out, judge_episode(configs[ep.agent], bps[ep.user], ep, read_json(tr, Trace), gateway, judge,
                                      run.manifest.seed))
        return "done"

    def account(ep, get) -> None:
        label = f"{ep.agent}/{ep.user} r{ep.replica}"
        try:
            counts[get()] += 1
            progress(f"{label}: judged")
        except ReplaykitError as exc:
            errors.append(f"{label}: {exc}")

    try:
        with ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="judge") as pool:
            for ep, fut in [(ep, pool.submit(work, ep)) for ep in eps]:
                account(ep, fut.result)
    finally:
        if finished:  # the judged files join the run's digests: `verify` and `score` check them too
            write_digests(run_dir)
    if errors:
        raise EpisodesFailedError(errors, len(eps))
    return counts["done"], counts["skipped"]
