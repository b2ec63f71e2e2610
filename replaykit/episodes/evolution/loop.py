"""One user's self-evolution episode (paper Algorithm 1, as the reference code runs it).

A fresh evolvable AWI agent per user (policies never carry over between users); each
period is a cycle: the agent interacts with P_k (the runner's on-policy period), is
evaluated (overall + diagnosis, the runner's ``evaluate_period``), the judge checks the
period's new states against its memory (Appendix E), the feedback F_k is built for the
condition (Appendix C.7), and P_{k+1} = G(P_k, F_k) (Appendix C.6; no call for ``none``).
The evaluation of period k therefore measures P_k, and period 0 always runs P_0.

With ``initial_policy`` and condition ``none`` this is also the frozen agent of a
held-out evaluation.
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET

from replaykit.base import Strict
from replaykit.data.evolution import Cycle, EvolutionLog
from replaykit.data.result import EpisodeResult, PeriodResult, Trace
from replaykit.episodes.agent import AgentConfigBase, AWIConfig
from replaykit.episodes.evolution import reference
from replaykit.episodes.evolution.evolver import EvolverSettings, evolve, evolve_reference
from replaykit.episodes.evolution.feedback import build_feedback, check_condition, feedback_text
from replaykit.episodes.evolution.policy import EvolvableAWIAgent, default_policy
from replaykit.episodes.judge import JudgeSettings, check_recall
from replaykit.episodes.llm import EpisodeGateway
from replaykit.episodes.runner import EpisodeHooks, Progress, run_episode
from replaykit.episodes.spec import Episode
from replaykit.errors import ConfigError


def _noop(_: str) -> None:
    pass


class EvolutionSetup(Strict):
    """How a self-evolution run evolves, the same for each of its episodes: the feedback ``condition``
    (Appendix C.7), the evolver G (Appendix C.6) and the factual-recall judge (Appendix E)."""

    condition: str
    evolver: EvolverSettings = msgspec.field(default_factory=EvolverSettings)
    judge: JudgeSettings = msgspec.field(default_factory=JudgeSettings)


def run_evolution_episode(episode: Episode, gateway: EpisodeGateway, setup: EvolutionSetup, *,
                          initial_policy: str | None = None, policy_from: str | None = None,
                          progress: Progress = _noop) -> tuple[EpisodeResult, Trace | None, EvolutionLog]:
    """Algorithm 1 over ``episode.n_periods`` cycles for one user (an AWI agent, on-policy), starting
    from ``initial_policy`` (None: the default; ``policy_from``: whose it is). Pure of I/O."""
    config, bp, replica = episode.config, episode.bp, episode.replica
    if not isinstance(config, AWIConfig):
        raise ConfigError(f"self-evolution evolves the AWI update prompt; {config.name} is a {type(config).__name__}",
                          field="--agent")
    condition, evolver, judge = setup.condition, setup.evolver, setup.judge
    check_condition(condition)
    p0 = default_policy() if initial_policy is None else initial_policy
    cycles: list[Cycle] = []

    def make(_: AgentConfigBase, gw: Any) -> EvolvableAWIAgent:  # run_episode passes config back
        return EvolvableAWIAgent(config, gw, policy=p0)

    def after_period(agent: EvolvableAWIAgent, p: int, result: PeriodResult) -> None:
        recall = check_recall(agent.gw, judge, bp, p, agent.memory_view())
        policy = agent.policy
        if condition == "none":
            cycles.append(Cycle(cycle=p, policy=policy, next_policy=policy, recall=recall))
            return
        if config.evolution_protocol == "reference":
            text = reference.feedback_text(reference.reference_feedback(
                condition, config.evolution_feedback, bp, p, result, agent.memory_view()))
            ev = evolve_reference(agent.gw, evolver, policy, text, seed=config.seed)
        else:
            fb = build_feedback(condition, bp, p, result, agent.memory_items())
            assert fb is not None  # None only for condition "none", returned above
            text = feedback_text(fb)
            ev = evolve(agent.gw, evolver, policy, text, seed=config.seed, context_tokens=config.context_tokens)
        agent.policy = ev.policy
        cycles.append(Cycle(cycle=p, policy=policy, feedback=text, evolver_raw=ev.raw, changes=ev.changes,
                            evolve_error=ev.error, evolver_cut=True if ev.cut else UNSET, next_policy=ev.policy,
                            recall=recall))
        if ev.cut:
            progress(f"{config.name}/{bp.id} r{replica}: cycle {p}: G's reply was cut at {evolver.max_tokens} tokens"
                     + (", policy kept" if ev.error else ""))
        elif ev.error:
            progress(f"{config.name}/{bp.id} r{replica}: cycle {p}: G's reply unusable, policy kept")

    result, trace = run_episode(episode, gateway,
                                EpisodeHooks(progress=progress, agent_factory=make, after_period=after_period))
    log = EvolutionLog(
        agent=config.name, user=bp.id, replica=replica, condition=condition, policy_from=policy_from,
        initial_policy=p0, cycles=cycles, final_policy=cycles[-1].next_policy if cycles else p0,
        evolve_calls=sum(c.evolver_raw is not None for c in cycles),
        evolve_errors=sum(c.evolve_error for c in cycles),
    )
    return result, trace, log
