"""The optional parts of a release after generation, on- and off-policy: a self-evolution
run of the feedback conditions (paper §5, Table 3 and Figure 11 analogues) and the memory
factual recall of the on-policy AWI/AWE episodes (paper Appendix E).

``release.json`` asks for them with::

    "evolution": {"agent": "configs/agents/awi.json", "conditions": ["none", "question", "complete"],
                  "users": 2, "periods": null, "replicas": 1},
    "factual_recall": true

Each part records into its own cassette (``cassettes/evolve.rkc``, ``cassettes/judge.rkc``)
layered over the earlier ones (``RecorderOptions(base=...)``: evolve.rkc over on.rkc, judge.rkc
over on.rkc and evolve.rkc): a request an earlier part already made (the judge re-feeding
an episode its own trace to rebuild the memory; an evolution episode of the ``none``
condition, whose P_0 is the plain AWI prompt; the upper bound; the judge's check of a
memory the evolution already checked) is replayed from there, so a part's cassette holds
only its new calls. Identical requests get identical recorded answers, as within one
cassette. Without
these fields a release records and publishes exactly what it did before.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._util.limits import MAX_REPLICAS, MAX_TOKENS
from replaykit.base import Strict
from replaykit.data.blueprint import load_blueprints
from replaykit.data.evolution import CONDITIONS, load_recall
from replaykit.data.result import load_run
from replaykit.errors import ConfigError

Progress = Callable[[str], None]


class EvolutionSpec(Strict):
    """``release.json`` field ``evolution``: one ``replaykit evolve`` run per feedback condition."""

    agent: str
    """AWI agent config (relative to the release folder) whose update policy evolves."""
    conditions: list[str] = msgspec.field(default_factory=lambda: list(CONDITIONS))
    users: int | None = None
    """The first N blueprint users (None: all)."""
    periods: int | None = None
    """The first N periods, one evolution cycle each (None: all of the blueprints')."""
    replicas: int = 1
    evolver_max_tokens: int = 8192
    """Reply budget of the policy generator G (paper Appendix C.6)."""


def check_spec(path: Path, release_dir: Path, evo: EvolutionSpec | None, factual_recall: bool,
               agents: list[str]) -> None:
    """Field errors of the optional parts, named by their ``release.json`` field."""
    # loaded on first use: importing this module stays light
    from replaykit.episodes.agent import AWEConfig, AWIConfig
    from replaykit.episodes.agents.registry import load_agent_config

    if evo is not None:
        if not (release_dir / evo.agent).is_file():
            raise ConfigError(f"{evo.agent} does not exist in {release_dir}", file=path, field="evolution.agent")
        if not isinstance(load_agent_config(release_dir / evo.agent), AWIConfig):
            raise ConfigError(f"{evo.agent} is not an agent config of type awi "
                              "(self-evolution evolves the AWI update prompt)", file=path, field="evolution.agent")
        if not evo.conditions:
            raise ConfigError(f"empty; list some of {', '.join(CONDITIONS)}", file=path, field="evolution.conditions")
        for i, c in enumerate(evo.conditions):
            if c not in CONDITIONS:
                raise ConfigError(f"{c!r} is not one of {', '.join(CONDITIONS)}", file=path,
                                  field=f"evolution.conditions[{i}]")
            if c in evo.conditions[:i]:
                raise ConfigError(f"{c!r} is listed twice", file=path, field=f"evolution.conditions[{i}]")
        for field in ("users", "periods", "replicas", "evolver_max_tokens"):
            value = getattr(evo, field)
            if value is not None and value < 1:
                raise ConfigError(f"must be >= 1, got {value}", file=path, field=f"evolution.{field}")
        if evo.replicas > MAX_REPLICAS:
            raise ConfigError(f"must be <= {MAX_REPLICAS}, got {evo.replicas}", file=path, field="evolution.replicas")
        if evo.evolver_max_tokens > MAX_TOKENS:  # sent to the provider as max_tokens
            raise ConfigError(f"must be <= {MAX_TOKENS}, got {evo.evolver_max_tokens}", file=path,
                              field="evolution.evolver_max_tokens")
    if factual_recall and not any(
            isinstance(load_agent_config(release_dir / a), (AWIConfig, AWEConfig)) for a in agents):
        raise ConfigError("true, but no agent of the release is of type awi or awe "
                          "(factual recall judges their memories); add one or drop the field", file=path,
                          field="factual_recall")


def record_evolution(release_dir: Path, spec: Any, *, cassette: Path, base: Path, mode: str, out: Path,
                     blueprints: Path, progress: Progress) -> None:
    """Run every condition of ``spec.evolution`` into ``out`` (an evolution directory) under ``mode``."""
    from replaykit.episodes.agent import UpperBoundConfig  # loaded on first use: importing this module stays light
    from replaykit.episodes.agents.registry import load_agent_config  # loaded on first use: importing this module stays light
    from replaykit.episodes.evolution.evolver import EvolverSettings  # loaded on first use: importing this module stays light
    from replaykit.episodes.evolution.loop import EvolutionSetup  # brings numpy: loaded only when this runs
    from replaykit.episodes.evolution.orchestrate import evolve_run, finalize  # brings numpy: loaded only when this runs
    from replaykit.episodes.spec import RunSpec, load_run_config  # loaded on first use: importing this module stays light
    from replaykit.gateway import load_endpoints  # loaded on first use: importing this module stays light
    from replaykit.session import recorded_session  # loaded on first use: importing this module stays light

    evo: EvolutionSpec = spec.evolution
    upper_bound = load_agent_config(release_dir / spec.upper_bound)
    if not isinstance(upper_bound, UpperBoundConfig):
        raise ConfigError(f"{spec.upper_bound} is not an upper-bound config; its type must be upper_bound",
                          file=release_dir / "release.json", field="upper_bound")
    run = RunSpec(blueprints=load_blueprints(blueprints), agents=[load_agent_config(release_dir / evo.agent)],
                  out=str(out), run_config=load_run_config(release_dir / spec.run_config), users=evo.users,
                  periods=evo.periods, replicas=evo.replicas, concurrency=spec.concurrency, seed=spec.seed)
    with recorded_session(load_endpoints(release_dir / spec.endpoints), cassette, mode,
                          raise_caught_misses=mode == "replay", base=[base]) as gateway:
        for condition in evo.conditions:
            progress(f"[{spec.name}] self-evolution, feedback {condition} ({mode})")
            setup = EvolutionSetup(condition=condition, evolver=EvolverSettings(max_tokens=evo.evolver_max_tokens))
            evolve_run(run, setup=setup, gateway=gateway, upper_bound=upper_bound, progress=progress)
    finalize(out, evo.conditions[-1], cassette)  # every condition's run.json and digests, at once


def record_factual_recall(release_dir: Path, spec: Any, *, cassette: Path, bases: list[Path], mode: str,
                          run_dir: Path, progress: Progress) -> None:
    """Judge every on-policy AWI/AWE episode of ``run_dir``; the memories are rebuilt from ``bases``
    (on.rkc first)."""
    from replaykit.episodes.recall import judge_run  # brings numpy: loaded only when this runs
    from replaykit.gateway import load_endpoints  # loaded on first use: importing this module stays light
    from replaykit.session import recorded_session  # loaded on first use: importing this module stays light

    progress(f"[{spec.name}] factual recall of the on-policy AWI/AWE episodes ({mode})")
    with recorded_session(load_endpoints(release_dir / spec.endpoints), cassette, mode,
                          raise_caught_misses=mode == "replay", base=bases) as gateway:
        judge_run(run_dir, gateway, concurrency=spec.concurrency, progress=progress)


# -- results ------------------------------------------------------------------------

_CONDITION_KEYS = ("memory", "memory_defined", "memory_cells", "overall", "upper_bound", "random", "write", "read",
                   "utilization", "json_error_rate", "recall", "episodes", "evolve_calls", "evolve_errors")


def evolution_results(evolve_dir: Path, sum_usage: Callable[[list], dict]) -> tuple[dict[str, Any], dict]:
    """(results.json's ``evolution`` section, token usage by role of the evolution run).

    Per condition: the Table 3 analogue (memory score, write/read/utilization failure
    rates, mean factual recall), the Figure 11 analogue (memory score and factual recall
    per cycle) and each episode's final policy P_K (``<user>.r<k>``)."""
    # brings numpy: loaded only when this runs
    from replaykit.scoring.evolution import score_evolution

    rep = score_evolution(evolve_dir)
    conditions = {}
    usages: list = []
    for i, (cond, s) in enumerate(rep["conditions"].items()):
        out = {k: s[k] for k in _CONDITION_KEYS}
        out["per_cycle"] = {k: s["per_cycle"][k] for k in ("memory", "memory_defined", "memory_cells", "overall",
                                                            "recall")}
        out["final_policies"] = {who: pols[-1] for who, pols in sorted(s["policies"].items())}
        conditions[cond] = out
        run = load_run(evolve_dir / cond)
        usages += [ep.usage for ep in run.episodes]
        if i == 0:  # every condition holds a copy of the one upper-bound run
            usages += [r.usage for r in run.upper_bound.values()]
    section = {"agent": rep["agent"], "cycles": rep["periods"], "users": list(rep["train_users"]),
               "conditions": conditions}
    return section, sum_usage(usages)


def factual_recall_results(run_dir: Path) -> dict[str, Any]:
    """results.json's ``factual_recall``: per judged agent, mean recall, per period, episodes."""
    # brings numpy: loaded only when this runs
    from replaykit.scoring.evolution import recall_summary

    return recall_summary(load_recall(run_dir))
