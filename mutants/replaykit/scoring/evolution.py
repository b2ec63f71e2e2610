"""Scores of an evolution directory (``replaykit evolve``), per feedback condition:

- Table 3 analogue: memory score and write/read/utilization failure rates;
- Figure 11 analogue: memory score and memory factual recall per cycle;
- Table 5 analogue: the policy text P_k at chosen cycles;
- held-out scores (``--holdout``): the frozen final policies on the held-out users.

Memory and diagnosis come from ``replaykit.scoring.metrics.score_run`` over the
condition's run directory (a cycle is a period, so the per-period memory score is the
per-cycle one). Factual recall per cycle is the mean over episodes (users x replicas) of
the cycle's recall; a cycle without new states has none and is left out. Held-out scores
are the means over the frozen policies (one per training user and replica).
"""

from __future__ import annotations

from pathlib import Path

from replaykit.data.result import load_run, read_json
from replaykit.data.evolution import CONDITIONS, EvolutionLog, EvolveManifest, RecallResult
from replaykit.errors import ResultError
from replaykit.scoring.metrics import score_run

__all__ = ["format_evolution", "is_evolution_dir", "load_logs", "recall_summary", "score_evolution"]


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_is_evolution_dir__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_is_evolution_dir__mutmut)
def is_evolution_dir(path: str | Path) -> bool:
    return (Path(path) / "evolve.json").is_file()


def x_is_evolution_dir__mutmut_orig(path: str | Path) -> bool:
    return (Path(path) / "evolve.json").is_file()


def x_is_evolution_dir__mutmut_1(path: str | Path) -> bool:
    return (Path(path) * "evolve.json").is_file()


def x_is_evolution_dir__mutmut_2(path: str | Path) -> bool:
    return (Path(None) / "evolve.json").is_file()


def x_is_evolution_dir__mutmut_3(path: str | Path) -> bool:
    return (Path(path) / "XXevolve.jsonXX").is_file()


def x_is_evolution_dir__mutmut_4(path: str | Path) -> bool:
    return (Path(path) / "EVOLVE.JSON").is_file()

mutants_x_is_evolution_dir__mutmut['_mutmut_orig'] = x_is_evolution_dir__mutmut_orig # type: ignore # mutmut generated
mutants_x_is_evolution_dir__mutmut['x_is_evolution_dir__mutmut_1'] = x_is_evolution_dir__mutmut_1 # type: ignore # mutmut generated
mutants_x_is_evolution_dir__mutmut['x_is_evolution_dir__mutmut_2'] = x_is_evolution_dir__mutmut_2 # type: ignore # mutmut generated
mutants_x_is_evolution_dir__mutmut['x_is_evolution_dir__mutmut_3'] = x_is_evolution_dir__mutmut_3 # type: ignore # mutmut generated
mutants_x_is_evolution_dir__mutmut['x_is_evolution_dir__mutmut_4'] = x_is_evolution_dir__mutmut_4 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_load_logs__mutmut)
def load_logs(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_orig(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_1(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = None
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_2(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(None, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_3(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, None) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_4(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_5(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, ) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_6(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted(None)]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_7(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob(None))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_8(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" * agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_9(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir * "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_10(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "XXcyclesXX" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_11(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "CYCLES" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_12(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("XX*.jsonXX"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_13(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.JSON"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_14(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(None, key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_15(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=None)


def x_load_logs__mutmut_16(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(key=lambda g: (g.user, g.replica))


def x_load_logs__mutmut_17(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, )


def x_load_logs__mutmut_18(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: None)

mutants_x_load_logs__mutmut['_mutmut_orig'] = x_load_logs__mutmut_orig # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_1'] = x_load_logs__mutmut_1 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_2'] = x_load_logs__mutmut_2 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_3'] = x_load_logs__mutmut_3 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_4'] = x_load_logs__mutmut_4 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_5'] = x_load_logs__mutmut_5 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_6'] = x_load_logs__mutmut_6 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_7'] = x_load_logs__mutmut_7 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_8'] = x_load_logs__mutmut_8 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_9'] = x_load_logs__mutmut_9 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_10'] = x_load_logs__mutmut_10 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_11'] = x_load_logs__mutmut_11 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_12'] = x_load_logs__mutmut_12 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_13'] = x_load_logs__mutmut_13 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_14'] = x_load_logs__mutmut_14 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_15'] = x_load_logs__mutmut_15 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_16'] = x_load_logs__mutmut_16 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_17'] = x_load_logs__mutmut_17 # type: ignore # mutmut generated
mutants_x_load_logs__mutmut['x_load_logs__mutmut_18'] = x_load_logs__mutmut_18 # type: ignore # mutmut generated
mutants_x__mean__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__mean__mutmut)
def _mean(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def x__mean__mutmut_orig(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def x__mean__mutmut_1(values: list) -> float | None:
    vals = None
    return sum(vals) / len(vals) if vals else None


def x__mean__mutmut_2(values: list) -> float | None:
    vals = [v for v in values if v is None]
    return sum(vals) / len(vals) if vals else None


def x__mean__mutmut_3(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if (vals) and False else None


def x__mean__mutmut_4(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if (vals) or True else None


def x__mean__mutmut_5(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) * len(vals) if vals else None


def x__mean__mutmut_6(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(None) / len(vals) if vals else None

mutants_x__mean__mutmut['_mutmut_orig'] = x__mean__mutmut_orig # type: ignore # mutmut generated
mutants_x__mean__mutmut['x__mean__mutmut_1'] = x__mean__mutmut_1 # type: ignore # mutmut generated
mutants_x__mean__mutmut['x__mean__mutmut_2'] = x__mean__mutmut_2 # type: ignore # mutmut generated
mutants_x__mean__mutmut['x__mean__mutmut_3'] = x__mean__mutmut_3 # type: ignore # mutmut generated
mutants_x__mean__mutmut['x__mean__mutmut_4'] = x__mean__mutmut_4 # type: ignore # mutmut generated
mutants_x__mean__mutmut['x__mean__mutmut_5'] = x__mean__mutmut_5 # type: ignore # mutmut generated
mutants_x__mean__mutmut['x__mean__mutmut_6'] = x__mean__mutmut_6 # type: ignore # mutmut generated
mutants_x__recall_per_cycle__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__recall_per_cycle__mutmut)
def _recall_per_cycle(logs: list[EvolutionLog], n: int) -> list[float | None]:
    return [_mean([g.cycles[k].recall.recall for g in logs if k < len(g.cycles)]) for k in range(n)]


def x__recall_per_cycle__mutmut_orig(logs: list[EvolutionLog], n: int) -> list[float | None]:
    return [_mean([g.cycles[k].recall.recall for g in logs if k < len(g.cycles)]) for k in range(n)]


def x__recall_per_cycle__mutmut_1(logs: list[EvolutionLog], n: int) -> list[float | None]:
    return [_mean(None) for k in range(n)]


def x__recall_per_cycle__mutmut_2(logs: list[EvolutionLog], n: int) -> list[float | None]:
    return [_mean([g.cycles[k].recall.recall for g in logs if k <= len(g.cycles)]) for k in range(n)]


def x__recall_per_cycle__mutmut_3(logs: list[EvolutionLog], n: int) -> list[float | None]:
    return [_mean([g.cycles[k].recall.recall for g in logs if k < len(g.cycles)]) for k in range(None)]

mutants_x__recall_per_cycle__mutmut['_mutmut_orig'] = x__recall_per_cycle__mutmut_orig # type: ignore # mutmut generated
mutants_x__recall_per_cycle__mutmut['x__recall_per_cycle__mutmut_1'] = x__recall_per_cycle__mutmut_1 # type: ignore # mutmut generated
mutants_x__recall_per_cycle__mutmut['x__recall_per_cycle__mutmut_2'] = x__recall_per_cycle__mutmut_2 # type: ignore # mutmut generated
mutants_x__recall_per_cycle__mutmut['x__recall_per_cycle__mutmut_3'] = x__recall_per_cycle__mutmut_3 # type: ignore # mutmut generated
mutants_x__summary__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__summary__mutmut)
def _summary(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_orig(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_1(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = None
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_2(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(None)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_3(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(None)["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_4(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(None))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_5(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["XXagentsXX"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_6(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["AGENTS"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_7(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is not None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_8(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(None)
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_9(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = None
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_10(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(None, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_11(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, None)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_12(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_13(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, )
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_14(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = None
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_15(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(None, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_16(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, None)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_17(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_18(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, )
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_19(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "XXmemoryXX": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_20(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "MEMORY": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_21(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["XXmemoryXX"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_22(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["MEMORY"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_23(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "XXmemory_definedXX": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_24(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "MEMORY_DEFINED": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_25(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["XXmemory_definedXX"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_26(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["MEMORY_DEFINED"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_27(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "XXmemory_cellsXX": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_28(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "MEMORY_CELLS": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_29(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["XXmemory_cellsXX"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_30(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["MEMORY_CELLS"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_31(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "XXoverallXX": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_32(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "OVERALL": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_33(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["XXoverallXX"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_34(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["OVERALL"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_35(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "XXupper_boundXX": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_36(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "UPPER_BOUND": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_37(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["XXupper_boundXX"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_38(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["UPPER_BOUND"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_39(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "XXrandomXX": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_40(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "RANDOM": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_41(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["XXrandomXX"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_42(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["RANDOM"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_43(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "XXwriteXX": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_44(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "WRITE": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_45(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["XXdiagnosisXX"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_46(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["DIAGNOSIS"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_47(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["XXwriteXX"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_48(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["WRITE"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_49(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "XXreadXX": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_50(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "READ": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_51(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["XXdiagnosisXX"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_52(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["DIAGNOSIS"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_53(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["XXreadXX"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_54(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["READ"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_55(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "XXutilizationXX": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_56(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "UTILIZATION": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_57(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["XXdiagnosisXX"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_58(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["DIAGNOSIS"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_59(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["XXutilizationXX"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_60(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["UTILIZATION"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_61(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "XXjson_error_rateXX": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_62(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "JSON_ERROR_RATE": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_63(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["XXjson_error_rateXX"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_64(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["JSON_ERROR_RATE"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_65(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "XXrecallXX": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_66(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "RECALL": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_67(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(None), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_68(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "XXepisodesXX": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_69(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "EPISODES": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_70(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "XXevolve_callsXX": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_71(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "EVOLVE_CALLS": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_72(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(None), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_73(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "XXevolve_errorsXX": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_74(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "EVOLVE_ERRORS": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_75(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(None),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_76(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "XXper_cycleXX": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_77(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "PER_CYCLE": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_78(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"XXmemoryXX": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_79(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"MEMORY": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_80(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["XXper_periodXX"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_81(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["PER_PERIOD"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_82(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["XXmemoryXX"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_83(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["MEMORY"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_84(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "XXmemory_definedXX": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_85(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "MEMORY_DEFINED": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_86(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["XXper_periodXX"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_87(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["PER_PERIOD"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_88(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["XXmemory_definedXX"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_89(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["MEMORY_DEFINED"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_90(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "XXmemory_cellsXX": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_91(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "MEMORY_CELLS": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_92(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["XXper_periodXX"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_93(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["PER_PERIOD"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_94(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["XXmemory_cellsXX"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_95(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["MEMORY_CELLS"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_96(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "XXoverallXX": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_97(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "OVERALL": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_98(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["XXper_periodXX"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_99(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["PER_PERIOD"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_100(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["XXoverallXX"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_101(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["OVERALL"],
                      "recall": recall},
        "_logs": logs,
    }


def x__summary__mutmut_102(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "XXrecallXX": recall},
        "_logs": logs,
    }


def x__summary__mutmut_103(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "RECALL": recall},
        "_logs": logs,
    }


def x__summary__mutmut_104(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "XX_logsXX": logs,
    }


def x__summary__mutmut_105(run_dir: Path, agent: str, n_periods: int) -> dict:
    s = score_run(load_run(run_dir))["agents"].get(agent)
    if s is None:
        raise ResultError(f"{run_dir}: no finished episode of agent {agent!r}; rerun `replaykit evolve` to finish")
    logs = load_logs(run_dir, agent)
    recall = _recall_per_cycle(logs, n_periods)
    return {
        "memory": s["memory"], "memory_defined": s["memory_defined"], "memory_cells": s["memory_cells"],
        "overall": s["overall"], "upper_bound": s["upper_bound"], "random": s["random"],
        "write": s["diagnosis"]["write"], "read": s["diagnosis"]["read"],
        "utilization": s["diagnosis"]["utilization"], "json_error_rate": s["json_error_rate"],
        "recall": _mean(recall), "episodes": len(logs),
        "evolve_calls": sum(g.evolve_calls for g in logs), "evolve_errors": sum(g.evolve_errors for g in logs),
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_LOGS": logs,
    }

mutants_x__summary__mutmut['_mutmut_orig'] = x__summary__mutmut_orig # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_1'] = x__summary__mutmut_1 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_2'] = x__summary__mutmut_2 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_3'] = x__summary__mutmut_3 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_4'] = x__summary__mutmut_4 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_5'] = x__summary__mutmut_5 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_6'] = x__summary__mutmut_6 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_7'] = x__summary__mutmut_7 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_8'] = x__summary__mutmut_8 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_9'] = x__summary__mutmut_9 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_10'] = x__summary__mutmut_10 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_11'] = x__summary__mutmut_11 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_12'] = x__summary__mutmut_12 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_13'] = x__summary__mutmut_13 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_14'] = x__summary__mutmut_14 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_15'] = x__summary__mutmut_15 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_16'] = x__summary__mutmut_16 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_17'] = x__summary__mutmut_17 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_18'] = x__summary__mutmut_18 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_19'] = x__summary__mutmut_19 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_20'] = x__summary__mutmut_20 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_21'] = x__summary__mutmut_21 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_22'] = x__summary__mutmut_22 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_23'] = x__summary__mutmut_23 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_24'] = x__summary__mutmut_24 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_25'] = x__summary__mutmut_25 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_26'] = x__summary__mutmut_26 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_27'] = x__summary__mutmut_27 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_28'] = x__summary__mutmut_28 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_29'] = x__summary__mutmut_29 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_30'] = x__summary__mutmut_30 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_31'] = x__summary__mutmut_31 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_32'] = x__summary__mutmut_32 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_33'] = x__summary__mutmut_33 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_34'] = x__summary__mutmut_34 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_35'] = x__summary__mutmut_35 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_36'] = x__summary__mutmut_36 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_37'] = x__summary__mutmut_37 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_38'] = x__summary__mutmut_38 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_39'] = x__summary__mutmut_39 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_40'] = x__summary__mutmut_40 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_41'] = x__summary__mutmut_41 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_42'] = x__summary__mutmut_42 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_43'] = x__summary__mutmut_43 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_44'] = x__summary__mutmut_44 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_45'] = x__summary__mutmut_45 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_46'] = x__summary__mutmut_46 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_47'] = x__summary__mutmut_47 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_48'] = x__summary__mutmut_48 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_49'] = x__summary__mutmut_49 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_50'] = x__summary__mutmut_50 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_51'] = x__summary__mutmut_51 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_52'] = x__summary__mutmut_52 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_53'] = x__summary__mutmut_53 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_54'] = x__summary__mutmut_54 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_55'] = x__summary__mutmut_55 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_56'] = x__summary__mutmut_56 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_57'] = x__summary__mutmut_57 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_58'] = x__summary__mutmut_58 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_59'] = x__summary__mutmut_59 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_60'] = x__summary__mutmut_60 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_61'] = x__summary__mutmut_61 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_62'] = x__summary__mutmut_62 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_63'] = x__summary__mutmut_63 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_64'] = x__summary__mutmut_64 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_65'] = x__summary__mutmut_65 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_66'] = x__summary__mutmut_66 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_67'] = x__summary__mutmut_67 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_68'] = x__summary__mutmut_68 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_69'] = x__summary__mutmut_69 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_70'] = x__summary__mutmut_70 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_71'] = x__summary__mutmut_71 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_72'] = x__summary__mutmut_72 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_73'] = x__summary__mutmut_73 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_74'] = x__summary__mutmut_74 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_75'] = x__summary__mutmut_75 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_76'] = x__summary__mutmut_76 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_77'] = x__summary__mutmut_77 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_78'] = x__summary__mutmut_78 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_79'] = x__summary__mutmut_79 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_80'] = x__summary__mutmut_80 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_81'] = x__summary__mutmut_81 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_82'] = x__summary__mutmut_82 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_83'] = x__summary__mutmut_83 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_84'] = x__summary__mutmut_84 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_85'] = x__summary__mutmut_85 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_86'] = x__summary__mutmut_86 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_87'] = x__summary__mutmut_87 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_88'] = x__summary__mutmut_88 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_89'] = x__summary__mutmut_89 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_90'] = x__summary__mutmut_90 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_91'] = x__summary__mutmut_91 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_92'] = x__summary__mutmut_92 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_93'] = x__summary__mutmut_93 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_94'] = x__summary__mutmut_94 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_95'] = x__summary__mutmut_95 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_96'] = x__summary__mutmut_96 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_97'] = x__summary__mutmut_97 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_98'] = x__summary__mutmut_98 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_99'] = x__summary__mutmut_99 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_100'] = x__summary__mutmut_100 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_101'] = x__summary__mutmut_101 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_102'] = x__summary__mutmut_102 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_103'] = x__summary__mutmut_103 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_104'] = x__summary__mutmut_104 # type: ignore # mutmut generated
mutants_x__summary__mutmut['x__summary__mutmut_105'] = x__summary__mutmut_105 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_score_evolution__mutmut)
def score_evolution(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_orig(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_1(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = None
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_2(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(None)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_3(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = None
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_4(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(None, EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_5(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", None)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_6(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_7(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", )
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_8(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path * "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_9(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "XXevolve.jsonXX", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_10(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "EVOLVE.JSON", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_11(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = None
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_12(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(None)
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_13(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["XXnameXX"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_14(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["NAME"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_15(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = None
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_16(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"XXagentXX": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_17(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"AGENT": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_18(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "XXperiodsXX": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_19(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "PERIODS": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_20(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "XXtrain_usersXX": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_21(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "TRAIN_USERS": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_22(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "XXholdout_usersXX": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_23(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "HOLDOUT_USERS": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_24(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "XXconditionsXX": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_25(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "CONDITIONS": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_26(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions and not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_27(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_28(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_29(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond * "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_30(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path * cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_31(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "XXrun.jsonXX").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_32(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "RUN.JSON").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_33(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            break
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_34(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = None
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_35(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(None, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_36(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, None, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_37(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, None)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_38(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_39(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_40(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, )
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_41(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path * cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_42(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = None
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_43(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop(None)
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_44(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("XX_logsXX")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_45(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_LOGS")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_46(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = None
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_47(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["XXpoliciesXX"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_48(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["POLICIES"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_49(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] - [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_50(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = None
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_51(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["XXchangesXX"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_52(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["CHANGES"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_53(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = None
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_54(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = None
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_55(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" * t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_56(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond * "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_57(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path * cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_58(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "XXholdoutXX" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_59(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "HOLDOUT" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_60(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() or (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_61(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir * "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_62(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "XXrun.jsonXX").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_63(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "RUN.JSON").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_64(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir * "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_65(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "XXepisodesXX").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_66(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "EPISODES").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_67(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = None
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_68(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(None, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_69(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, None, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_70(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, None)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_71(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_72(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_73(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, )
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_74(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop(None)
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_75(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("XX_logsXX")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_76(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_LOGS")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_77(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = None
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_78(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = None
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_79(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("XXmemoryXX", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_80(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("MEMORY", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_81(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "XXoverallXX", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_82(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "OVERALL", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_83(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "XXwriteXX", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_84(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "WRITE", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_85(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "XXreadXX", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_86(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "READ", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_87(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "XXutilizationXX", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_88(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "UTILIZATION", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_89(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "XXrecallXX")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_90(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "RECALL")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_91(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = None
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_92(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["XXholdoutXX"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_93(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["HOLDOUT"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_94(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean(None) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_95(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = None
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_96(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["XXholdoutXX"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_97(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["HOLDOUT"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_98(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["XXby_policyXX"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_99(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["BY_POLICY"] = frozen
        out["conditions"][cond] = s
    return out


def x_score_evolution__mutmut_100(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = None
    return out


def x_score_evolution__mutmut_101(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["XXconditionsXX"][cond] = s
    return out


def x_score_evolution__mutmut_102(path: str | Path) -> dict:
    """Every condition's scores (the ``replaykit score DIR --json`` shape for an evolution dir)."""
    path = Path(path)
    m = read_json(path / "evolve.json", EvolveManifest)
    agent = str(m.agent["name"])
    out: dict = {"agent": agent, "periods": m.periods, "train_users": m.train_users,
                 "holdout_users": m.holdout_users, "conditions": {}}
    for cond in CONDITIONS:
        if cond not in m.conditions or not (path / cond / "run.json").is_file():
            continue
        s = _summary(path / cond, agent, m.periods)
        logs = s.pop("_logs")
        s["policies"] = {f"{g.user}.r{g.replica}": [g.initial_policy] + [c.next_policy for c in g.cycles]
                         for g in logs}
        s["changes"] = {f"{g.user}.r{g.replica}": [c.changes for c in g.cycles] for g in logs}
        if m.holdout_users:
            frozen = {}
            for t in m.train_users:
                hdir = path / cond / "holdout" / t
                if (hdir / "run.json").is_file() and (hdir / "episodes").is_dir():
                    h = _summary(hdir, agent, m.periods)
                    h.pop("_logs")
                    frozen[t] = h
            keys = ("memory", "overall", "write", "read", "utilization", "recall")
            s["holdout"] = {k: _mean([f[k] for f in frozen.values()]) for k in keys}
            s["holdout"]["by_policy"] = frozen
        out["CONDITIONS"][cond] = s
    return out

mutants_x_score_evolution__mutmut['_mutmut_orig'] = x_score_evolution__mutmut_orig # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_1'] = x_score_evolution__mutmut_1 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_2'] = x_score_evolution__mutmut_2 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_3'] = x_score_evolution__mutmut_3 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_4'] = x_score_evolution__mutmut_4 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_5'] = x_score_evolution__mutmut_5 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_6'] = x_score_evolution__mutmut_6 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_7'] = x_score_evolution__mutmut_7 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_8'] = x_score_evolution__mutmut_8 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_9'] = x_score_evolution__mutmut_9 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_10'] = x_score_evolution__mutmut_10 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_11'] = x_score_evolution__mutmut_11 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_12'] = x_score_evolution__mutmut_12 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_13'] = x_score_evolution__mutmut_13 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_14'] = x_score_evolution__mutmut_14 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_15'] = x_score_evolution__mutmut_15 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_16'] = x_score_evolution__mutmut_16 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_17'] = x_score_evolution__mutmut_17 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_18'] = x_score_evolution__mutmut_18 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_19'] = x_score_evolution__mutmut_19 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_20'] = x_score_evolution__mutmut_20 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_21'] = x_score_evolution__mutmut_21 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_22'] = x_score_evolution__mutmut_22 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_23'] = x_score_evolution__mutmut_23 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_24'] = x_score_evolution__mutmut_24 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_25'] = x_score_evolution__mutmut_25 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_26'] = x_score_evolution__mutmut_26 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_27'] = x_score_evolution__mutmut_27 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_28'] = x_score_evolution__mutmut_28 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_29'] = x_score_evolution__mutmut_29 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_30'] = x_score_evolution__mutmut_30 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_31'] = x_score_evolution__mutmut_31 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_32'] = x_score_evolution__mutmut_32 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_33'] = x_score_evolution__mutmut_33 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_34'] = x_score_evolution__mutmut_34 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_35'] = x_score_evolution__mutmut_35 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_36'] = x_score_evolution__mutmut_36 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_37'] = x_score_evolution__mutmut_37 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_38'] = x_score_evolution__mutmut_38 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_39'] = x_score_evolution__mutmut_39 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_40'] = x_score_evolution__mutmut_40 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_41'] = x_score_evolution__mutmut_41 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_42'] = x_score_evolution__mutmut_42 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_43'] = x_score_evolution__mutmut_43 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_44'] = x_score_evolution__mutmut_44 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_45'] = x_score_evolution__mutmut_45 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_46'] = x_score_evolution__mutmut_46 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_47'] = x_score_evolution__mutmut_47 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_48'] = x_score_evolution__mutmut_48 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_49'] = x_score_evolution__mutmut_49 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_50'] = x_score_evolution__mutmut_50 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_51'] = x_score_evolution__mutmut_51 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_52'] = x_score_evolution__mutmut_52 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_53'] = x_score_evolution__mutmut_53 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_54'] = x_score_evolution__mutmut_54 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_55'] = x_score_evolution__mutmut_55 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_56'] = x_score_evolution__mutmut_56 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_57'] = x_score_evolution__mutmut_57 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_58'] = x_score_evolution__mutmut_58 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_59'] = x_score_evolution__mutmut_59 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_60'] = x_score_evolution__mutmut_60 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_61'] = x_score_evolution__mutmut_61 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_62'] = x_score_evolution__mutmut_62 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_63'] = x_score_evolution__mutmut_63 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_64'] = x_score_evolution__mutmut_64 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_65'] = x_score_evolution__mutmut_65 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_66'] = x_score_evolution__mutmut_66 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_67'] = x_score_evolution__mutmut_67 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_68'] = x_score_evolution__mutmut_68 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_69'] = x_score_evolution__mutmut_69 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_70'] = x_score_evolution__mutmut_70 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_71'] = x_score_evolution__mutmut_71 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_72'] = x_score_evolution__mutmut_72 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_73'] = x_score_evolution__mutmut_73 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_74'] = x_score_evolution__mutmut_74 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_75'] = x_score_evolution__mutmut_75 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_76'] = x_score_evolution__mutmut_76 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_77'] = x_score_evolution__mutmut_77 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_78'] = x_score_evolution__mutmut_78 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_79'] = x_score_evolution__mutmut_79 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_80'] = x_score_evolution__mutmut_80 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_81'] = x_score_evolution__mutmut_81 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_82'] = x_score_evolution__mutmut_82 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_83'] = x_score_evolution__mutmut_83 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_84'] = x_score_evolution__mutmut_84 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_85'] = x_score_evolution__mutmut_85 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_86'] = x_score_evolution__mutmut_86 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_87'] = x_score_evolution__mutmut_87 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_88'] = x_score_evolution__mutmut_88 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_89'] = x_score_evolution__mutmut_89 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_90'] = x_score_evolution__mutmut_90 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_91'] = x_score_evolution__mutmut_91 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_92'] = x_score_evolution__mutmut_92 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_93'] = x_score_evolution__mutmut_93 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_94'] = x_score_evolution__mutmut_94 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_95'] = x_score_evolution__mutmut_95 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_96'] = x_score_evolution__mutmut_96 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_97'] = x_score_evolution__mutmut_97 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_98'] = x_score_evolution__mutmut_98 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_99'] = x_score_evolution__mutmut_99 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_100'] = x_score_evolution__mutmut_100 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_101'] = x_score_evolution__mutmut_101 # type: ignore # mutmut generated
mutants_x_score_evolution__mutmut['x_score_evolution__mutmut_102'] = x_score_evolution__mutmut_102 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_recall_summary__mutmut)
def recall_summary(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_orig(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_1(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = None
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_2(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(None)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_3(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(None, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_4(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, None).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_5(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault([]).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_6(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, ).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_7(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = None
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_8(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(None):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_9(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = None
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_10(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(None)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_11(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = None
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_12(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(None):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_13(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = None
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_14(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) or r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_15(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p <= len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_16(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_17(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_18(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if (vals) and False else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_19(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if (vals) or True else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_20(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) * len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_21(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(None) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_22(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = None
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_23(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_24(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = None
    return out


def x_recall_summary__mutmut_25(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"XXrecallXX": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_26(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"RECALL": sum(vals) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_27(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if (vals) and False else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_28(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if (vals) or True else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_29(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) * len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_30(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(None) / len(vals) if vals else None, "per_period": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_31(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "XXper_periodXX": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_32(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "PER_PERIOD": per, "episodes": len(rs)}
    return out


def x_recall_summary__mutmut_33(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "XXepisodesXX": len(rs)}
    return out


def x_recall_summary__mutmut_34(results: list[RecallResult]) -> dict:
    """Per agent: mean recall over its episodes' judged periods, and per period."""
    by: dict[str, list[RecallResult]] = {}
    for r in results:
        by.setdefault(r.agent, []).append(r)
    out = {}
    for agent, rs in sorted(by.items()):
        n = max(len(r.periods) for r in rs)
        per = []
        for p in range(n):
            vals = [r.periods[p].recall for r in rs if p < len(r.periods) and r.periods[p].recall is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        vals = [c.recall for r in rs for c in r.periods if c.recall is not None]
        out[agent] = {"recall": sum(vals) / len(vals) if vals else None, "per_period": per, "EPISODES": len(rs)}
    return out

mutants_x_recall_summary__mutmut['_mutmut_orig'] = x_recall_summary__mutmut_orig # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_1'] = x_recall_summary__mutmut_1 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_2'] = x_recall_summary__mutmut_2 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_3'] = x_recall_summary__mutmut_3 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_4'] = x_recall_summary__mutmut_4 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_5'] = x_recall_summary__mutmut_5 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_6'] = x_recall_summary__mutmut_6 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_7'] = x_recall_summary__mutmut_7 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_8'] = x_recall_summary__mutmut_8 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_9'] = x_recall_summary__mutmut_9 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_10'] = x_recall_summary__mutmut_10 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_11'] = x_recall_summary__mutmut_11 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_12'] = x_recall_summary__mutmut_12 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_13'] = x_recall_summary__mutmut_13 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_14'] = x_recall_summary__mutmut_14 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_15'] = x_recall_summary__mutmut_15 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_16'] = x_recall_summary__mutmut_16 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_17'] = x_recall_summary__mutmut_17 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_18'] = x_recall_summary__mutmut_18 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_19'] = x_recall_summary__mutmut_19 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_20'] = x_recall_summary__mutmut_20 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_21'] = x_recall_summary__mutmut_21 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_22'] = x_recall_summary__mutmut_22 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_23'] = x_recall_summary__mutmut_23 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_24'] = x_recall_summary__mutmut_24 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_25'] = x_recall_summary__mutmut_25 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_26'] = x_recall_summary__mutmut_26 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_27'] = x_recall_summary__mutmut_27 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_28'] = x_recall_summary__mutmut_28 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_29'] = x_recall_summary__mutmut_29 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_30'] = x_recall_summary__mutmut_30 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_31'] = x_recall_summary__mutmut_31 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_32'] = x_recall_summary__mutmut_32 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_33'] = x_recall_summary__mutmut_33 # type: ignore # mutmut generated
mutants_x_recall_summary__mutmut['x_recall_summary__mutmut_34'] = x_recall_summary__mutmut_34 # type: ignore # mutmut generated
mutants_x__f__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__f__mutmut)
def _f(x) -> str:
    return "-" if x is None else f"{x:.3f}"


def x__f__mutmut_orig(x) -> str:
    return "-" if x is None else f"{x:.3f}"


def x__f__mutmut_1(x) -> str:
    return "-" if (x is None) and False else f"{x:.3f}"


def x__f__mutmut_2(x) -> str:
    return "-" if (x is None) or True else f"{x:.3f}"


def x__f__mutmut_3(x) -> str:
    return "XX-XX" if x is None else f"{x:.3f}"


def x__f__mutmut_4(x) -> str:
    return "-" if x is not None else f"{x:.3f}"

mutants_x__f__mutmut['_mutmut_orig'] = x__f__mutmut_orig # type: ignore # mutmut generated
mutants_x__f__mutmut['x__f__mutmut_1'] = x__f__mutmut_1 # type: ignore # mutmut generated
mutants_x__f__mutmut['x__f__mutmut_2'] = x__f__mutmut_2 # type: ignore # mutmut generated
mutants_x__f__mutmut['x__f__mutmut_3'] = x__f__mutmut_3 # type: ignore # mutmut generated
mutants_x__f__mutmut['x__f__mutmut_4'] = x__f__mutmut_4 # type: ignore # mutmut generated
mutants_x__table__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__table__mutmut)
def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_orig(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_1(rows: list[list[str]]) -> list[str]:
    widths = None
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_2(rows: list[list[str]]) -> list[str]:
    widths = [max(None) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_3(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(None)]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_4(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = None
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_5(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(None) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_6(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["XX  XX".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_7(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if (i == 0) and False else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_8(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if (i == 0) or True else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_9(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(None) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_10(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.rjust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_11(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i != 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_12(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 1 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_13(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(None) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_14(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_15(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(None)) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_16(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(None, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_17(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, None))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_18(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_19(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, ))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_20(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(None, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_21(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, None)
    return lines


def x__table__mutmut_22(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert("  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_23(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, )
    return lines


def x__table__mutmut_24(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(2, "  ".join("-" * w for w in widths))
    return lines


def x__table__mutmut_25(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join(None))
    return lines


def x__table__mutmut_26(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "XX  XX".join("-" * w for w in widths))
    return lines


def x__table__mutmut_27(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" / w for w in widths))
    return lines


def x__table__mutmut_28(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("XX-XX" * w for w in widths))
    return lines

mutants_x__table__mutmut['_mutmut_orig'] = x__table__mutmut_orig # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_1'] = x__table__mutmut_1 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_2'] = x__table__mutmut_2 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_3'] = x__table__mutmut_3 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_4'] = x__table__mutmut_4 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_5'] = x__table__mutmut_5 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_6'] = x__table__mutmut_6 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_7'] = x__table__mutmut_7 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_8'] = x__table__mutmut_8 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_9'] = x__table__mutmut_9 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_10'] = x__table__mutmut_10 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_11'] = x__table__mutmut_11 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_12'] = x__table__mutmut_12 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_13'] = x__table__mutmut_13 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_14'] = x__table__mutmut_14 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_15'] = x__table__mutmut_15 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_16'] = x__table__mutmut_16 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_17'] = x__table__mutmut_17 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_18'] = x__table__mutmut_18 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_19'] = x__table__mutmut_19 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_20'] = x__table__mutmut_20 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_21'] = x__table__mutmut_21 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_22'] = x__table__mutmut_22 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_23'] = x__table__mutmut_23 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_24'] = x__table__mutmut_24 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_25'] = x__table__mutmut_25 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_26'] = x__table__mutmut_26 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_27'] = x__table__mutmut_27 # type: ignore # mutmut generated
mutants_x__table__mutmut['x__table__mutmut_28'] = x__table__mutmut_28 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_format_evolution__mutmut)
def format_evolution(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_orig(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_1(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = None
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_2(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["XXconditionsXX"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_3(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["CONDITIONS"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_4(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = None
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_5(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['XXagentXX']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_6(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['AGENT']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_7(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['XXperiodsXX']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_8(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['PERIODS']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_9(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "XXXX", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_10(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "XXMemory score and diagnosis (cf. paper Table 3)XX"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_11(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "memory score and diagnosis (cf. paper table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_12(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "MEMORY SCORE AND DIAGNOSIS (CF. PAPER TABLE 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_13(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = None
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_14(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["XXfeedbackXX", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_15(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["FEEDBACK", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_16(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "XXmemoryXX", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_17(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "MEMORY", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_18(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "XXoverallXX", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_19(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "OVERALL", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_20(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "XXwriteXX", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_21(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "WRITE", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_22(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "XXreadXX", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_23(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "READ", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_24(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "XXutilXX", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_25(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "UTIL", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_26(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "XXrecallXX", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_27(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "RECALL", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_28(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "XXG callsXX", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_29(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "g calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_30(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G CALLS", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_31(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "XXG unusableXX"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_32(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "g unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_33(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G UNUSABLE"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_34(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append(None)
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_35(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(None), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_36(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["XXmemoryXX"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_37(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["MEMORY"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_38(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(None), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_39(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["XXoverallXX"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_40(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["OVERALL"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_41(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(None), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_42(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["XXwriteXX"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_43(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["WRITE"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_44(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(None), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_45(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["XXreadXX"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_46(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["READ"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_47(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(None),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_48(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["XXutilizationXX"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_49(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["UTILIZATION"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_50(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(None), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_51(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["XXrecallXX"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_52(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["RECALL"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_53(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(None), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_54(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["XXevolve_callsXX"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_55(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["EVOLVE_CALLS"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_56(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(None)])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_57(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["XXevolve_errorsXX"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_58(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["EVOLVE_ERRORS"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_59(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines = _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_60(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines -= _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_61(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(None)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_62(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines = ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_63(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines -= ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_64(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["XXXX", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_65(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "XXPer cycle: memory score / factual recall (cf. paper Figure 11)XX"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_66(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "per cycle: memory score / factual recall (cf. paper figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_67(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "PER CYCLE: MEMORY SCORE / FACTUAL RECALL (CF. PAPER FIGURE 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_68(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = None
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_69(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] - [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_70(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["XXcycleXX"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_71(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["CYCLE"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_72(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(None):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_73(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["XXperiodsXX"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_74(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["PERIODS"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_75(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append(None)
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_76(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] - [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_77(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(None)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_78(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(None)} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_79(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['XXper_cycleXX']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_80(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['PER_CYCLE']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_81(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['XXmemoryXX'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_82(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['MEMORY'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_83(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(None)}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_84(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['XXper_cycleXX']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_85(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['PER_CYCLE']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_86(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['XXrecallXX'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_87(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['RECALL'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_88(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines = _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_89(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines -= _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_90(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(None)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_91(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = None
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_92(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["XXholdoutXX"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_93(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["HOLDOUT"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_94(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "XXholdoutXX" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_95(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "HOLDOUT" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_96(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" not in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_97(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines = ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_98(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines -= ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_99(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["XXXX", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_100(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(None)}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_101(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {'XX, XX'.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_102(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['XXholdout_usersXX'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_103(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['HOLDOUT_USERS'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_104(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "XX(mean over training users' policies)XX"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_105(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(MEAN OVER TRAINING USERS' POLICIES)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_106(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = None
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_107(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["XXfeedbackXX", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_108(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["FEEDBACK", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_109(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "XXtrain memoryXX", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_110(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "TRAIN MEMORY", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_111(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "XXheld-out memoryXX", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_112(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "HELD-OUT MEMORY", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_113(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "XXoverallXX", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_114(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "OVERALL", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_115(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "XXwriteXX", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_116(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "WRITE", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_117(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "XXreadXX", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_118(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "READ", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_119(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "XXutilXX", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_120(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "UTIL", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_121(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "XXrecallXX"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_122(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "RECALL"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_123(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append(None)
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_124(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(None), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_125(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["XXmemoryXX"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_126(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["MEMORY"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_127(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(None), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_128(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["XXmemoryXX"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_129(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["MEMORY"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_130(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(None), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_131(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["XXoverallXX"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_132(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["OVERALL"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_133(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(None),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_134(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["XXwriteXX"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_135(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["WRITE"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_136(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(None), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_137(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["XXreadXX"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_138(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["READ"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_139(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(None), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_140(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["XXutilizationXX"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_141(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["UTILIZATION"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_142(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(None)])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_143(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["XXrecallXX"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_144(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["RECALL"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_145(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines = _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_146(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines -= _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_147(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(None)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_148(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" and not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_149(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c != "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_150(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "XXnoneXX" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_151(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "NONE" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_152(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_153(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["XXpoliciesXX"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_154(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["POLICIES"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_155(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            break
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_156(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = None
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_157(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if (user in s["policies"]) and False else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_158(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if (user in s["policies"]) or True else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_159(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user not in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_160(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["XXpoliciesXX"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_161(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["POLICIES"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_162(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(None)[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_163(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["XXpoliciesXX"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_164(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["POLICIES"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_165(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[1]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_166(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = None
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_167(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["XXpoliciesXX"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_168(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["POLICIES"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_169(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = None
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_170(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) + 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_171(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 2
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_172(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = None
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_173(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted(None)
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_174(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles and [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_175(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [2, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_176(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 3, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_177(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 1 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_178(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 < k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_179(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k < last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_180(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines = ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_181(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines -= ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_182(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["XXXX", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_183(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = None
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_184(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if (k >= 1) and False else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_185(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if (k >= 1) or True else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_186(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["XXchangesXX"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_187(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["CHANGES"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_188(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k + 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_189(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 2] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_190(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k > 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_191(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 2 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_192(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines = [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_193(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines -= [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_194(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" - (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_195(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if (ch) and False else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_196(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if (ch) or True else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_197(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(None)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_198(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'XX; XX'.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_199(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else "XXXX"), pols[k].rstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_200(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].lstrip()]
    return "\n".join(lines) + "\n"


def x_format_evolution__mutmut_201(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) - "\n"


def x_format_evolution__mutmut_202(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(None) + "\n"


def x_format_evolution__mutmut_203(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "XX\nXX".join(lines) + "\n"


def x_format_evolution__mutmut_204(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _f(s["memory"]), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_f(s['per_cycle']['memory'][k])} / {_f(s['per_cycle']['recall'][k])}"
                                for s in conds.values()])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _f(conds[c]["memory"]), _f(h["memory"]), _f(h["overall"]), _f(h["write"]),
                         _f(h["read"]), _f(h["utilization"]), _f(h["recall"])])
        lines += _table(rows)
    for c, s in conds.items():
        if c == "none" or not s["policies"]:
            continue
        who = user if user in s["policies"] else sorted(s["policies"])[0]
        pols = s["policies"][who]
        last = len(pols) - 1
        ks = sorted({k for k in (cycles or [1, 2, last]) if 0 <= k <= last})
        lines += ["", f"Policy P_k of {who}, feedback {c} (cf. paper Table 5)"]
        for k in ks:
            ch = s["changes"][who][k - 1] if k >= 1 else []
            lines += [f"--- P_{k}" + (f" (changes: {'; '.join(ch)})" if ch else ""), pols[k].rstrip()]
    return "\n".join(lines) + "XX\nXX"

mutants_x_format_evolution__mutmut['_mutmut_orig'] = x_format_evolution__mutmut_orig # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_1'] = x_format_evolution__mutmut_1 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_2'] = x_format_evolution__mutmut_2 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_3'] = x_format_evolution__mutmut_3 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_4'] = x_format_evolution__mutmut_4 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_5'] = x_format_evolution__mutmut_5 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_6'] = x_format_evolution__mutmut_6 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_7'] = x_format_evolution__mutmut_7 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_8'] = x_format_evolution__mutmut_8 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_9'] = x_format_evolution__mutmut_9 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_10'] = x_format_evolution__mutmut_10 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_11'] = x_format_evolution__mutmut_11 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_12'] = x_format_evolution__mutmut_12 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_13'] = x_format_evolution__mutmut_13 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_14'] = x_format_evolution__mutmut_14 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_15'] = x_format_evolution__mutmut_15 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_16'] = x_format_evolution__mutmut_16 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_17'] = x_format_evolution__mutmut_17 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_18'] = x_format_evolution__mutmut_18 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_19'] = x_format_evolution__mutmut_19 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_20'] = x_format_evolution__mutmut_20 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_21'] = x_format_evolution__mutmut_21 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_22'] = x_format_evolution__mutmut_22 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_23'] = x_format_evolution__mutmut_23 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_24'] = x_format_evolution__mutmut_24 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_25'] = x_format_evolution__mutmut_25 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_26'] = x_format_evolution__mutmut_26 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_27'] = x_format_evolution__mutmut_27 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_28'] = x_format_evolution__mutmut_28 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_29'] = x_format_evolution__mutmut_29 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_30'] = x_format_evolution__mutmut_30 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_31'] = x_format_evolution__mutmut_31 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_32'] = x_format_evolution__mutmut_32 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_33'] = x_format_evolution__mutmut_33 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_34'] = x_format_evolution__mutmut_34 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_35'] = x_format_evolution__mutmut_35 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_36'] = x_format_evolution__mutmut_36 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_37'] = x_format_evolution__mutmut_37 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_38'] = x_format_evolution__mutmut_38 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_39'] = x_format_evolution__mutmut_39 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_40'] = x_format_evolution__mutmut_40 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_41'] = x_format_evolution__mutmut_41 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_42'] = x_format_evolution__mutmut_42 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_43'] = x_format_evolution__mutmut_43 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_44'] = x_format_evolution__mutmut_44 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_45'] = x_format_evolution__mutmut_45 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_46'] = x_format_evolution__mutmut_46 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_47'] = x_format_evolution__mutmut_47 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_48'] = x_format_evolution__mutmut_48 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_49'] = x_format_evolution__mutmut_49 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_50'] = x_format_evolution__mutmut_50 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_51'] = x_format_evolution__mutmut_51 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_52'] = x_format_evolution__mutmut_52 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_53'] = x_format_evolution__mutmut_53 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_54'] = x_format_evolution__mutmut_54 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_55'] = x_format_evolution__mutmut_55 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_56'] = x_format_evolution__mutmut_56 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_57'] = x_format_evolution__mutmut_57 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_58'] = x_format_evolution__mutmut_58 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_59'] = x_format_evolution__mutmut_59 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_60'] = x_format_evolution__mutmut_60 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_61'] = x_format_evolution__mutmut_61 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_62'] = x_format_evolution__mutmut_62 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_63'] = x_format_evolution__mutmut_63 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_64'] = x_format_evolution__mutmut_64 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_65'] = x_format_evolution__mutmut_65 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_66'] = x_format_evolution__mutmut_66 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_67'] = x_format_evolution__mutmut_67 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_68'] = x_format_evolution__mutmut_68 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_69'] = x_format_evolution__mutmut_69 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_70'] = x_format_evolution__mutmut_70 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_71'] = x_format_evolution__mutmut_71 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_72'] = x_format_evolution__mutmut_72 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_73'] = x_format_evolution__mutmut_73 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_74'] = x_format_evolution__mutmut_74 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_75'] = x_format_evolution__mutmut_75 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_76'] = x_format_evolution__mutmut_76 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_77'] = x_format_evolution__mutmut_77 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_78'] = x_format_evolution__mutmut_78 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_79'] = x_format_evolution__mutmut_79 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_80'] = x_format_evolution__mutmut_80 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_81'] = x_format_evolution__mutmut_81 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_82'] = x_format_evolution__mutmut_82 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_83'] = x_format_evolution__mutmut_83 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_84'] = x_format_evolution__mutmut_84 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_85'] = x_format_evolution__mutmut_85 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_86'] = x_format_evolution__mutmut_86 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_87'] = x_format_evolution__mutmut_87 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_88'] = x_format_evolution__mutmut_88 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_89'] = x_format_evolution__mutmut_89 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_90'] = x_format_evolution__mutmut_90 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_91'] = x_format_evolution__mutmut_91 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_92'] = x_format_evolution__mutmut_92 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_93'] = x_format_evolution__mutmut_93 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_94'] = x_format_evolution__mutmut_94 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_95'] = x_format_evolution__mutmut_95 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_96'] = x_format_evolution__mutmut_96 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_97'] = x_format_evolution__mutmut_97 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_98'] = x_format_evolution__mutmut_98 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_99'] = x_format_evolution__mutmut_99 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_100'] = x_format_evolution__mutmut_100 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_101'] = x_format_evolution__mutmut_101 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_102'] = x_format_evolution__mutmut_102 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_103'] = x_format_evolution__mutmut_103 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_104'] = x_format_evolution__mutmut_104 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_105'] = x_format_evolution__mutmut_105 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_106'] = x_format_evolution__mutmut_106 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_107'] = x_format_evolution__mutmut_107 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_108'] = x_format_evolution__mutmut_108 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_109'] = x_format_evolution__mutmut_109 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_110'] = x_format_evolution__mutmut_110 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_111'] = x_format_evolution__mutmut_111 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_112'] = x_format_evolution__mutmut_112 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_113'] = x_format_evolution__mutmut_113 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_114'] = x_format_evolution__mutmut_114 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_115'] = x_format_evolution__mutmut_115 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_116'] = x_format_evolution__mutmut_116 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_117'] = x_format_evolution__mutmut_117 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_118'] = x_format_evolution__mutmut_118 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_119'] = x_format_evolution__mutmut_119 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_120'] = x_format_evolution__mutmut_120 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_121'] = x_format_evolution__mutmut_121 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_122'] = x_format_evolution__mutmut_122 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_123'] = x_format_evolution__mutmut_123 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_124'] = x_format_evolution__mutmut_124 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_125'] = x_format_evolution__mutmut_125 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_126'] = x_format_evolution__mutmut_126 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_127'] = x_format_evolution__mutmut_127 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_128'] = x_format_evolution__mutmut_128 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_129'] = x_format_evolution__mutmut_129 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_130'] = x_format_evolution__mutmut_130 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_131'] = x_format_evolution__mutmut_131 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_132'] = x_format_evolution__mutmut_132 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_133'] = x_format_evolution__mutmut_133 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_134'] = x_format_evolution__mutmut_134 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_135'] = x_format_evolution__mutmut_135 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_136'] = x_format_evolution__mutmut_136 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_137'] = x_format_evolution__mutmut_137 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_138'] = x_format_evolution__mutmut_138 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_139'] = x_format_evolution__mutmut_139 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_140'] = x_format_evolution__mutmut_140 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_141'] = x_format_evolution__mutmut_141 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_142'] = x_format_evolution__mutmut_142 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_143'] = x_format_evolution__mutmut_143 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_144'] = x_format_evolution__mutmut_144 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_145'] = x_format_evolution__mutmut_145 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_146'] = x_format_evolution__mutmut_146 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_147'] = x_format_evolution__mutmut_147 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_148'] = x_format_evolution__mutmut_148 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_149'] = x_format_evolution__mutmut_149 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_150'] = x_format_evolution__mutmut_150 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_151'] = x_format_evolution__mutmut_151 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_152'] = x_format_evolution__mutmut_152 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_153'] = x_format_evolution__mutmut_153 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_154'] = x_format_evolution__mutmut_154 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_155'] = x_format_evolution__mutmut_155 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_156'] = x_format_evolution__mutmut_156 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_157'] = x_format_evolution__mutmut_157 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_158'] = x_format_evolution__mutmut_158 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_159'] = x_format_evolution__mutmut_159 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_160'] = x_format_evolution__mutmut_160 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_161'] = x_format_evolution__mutmut_161 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_162'] = x_format_evolution__mutmut_162 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_163'] = x_format_evolution__mutmut_163 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_164'] = x_format_evolution__mutmut_164 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_165'] = x_format_evolution__mutmut_165 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_166'] = x_format_evolution__mutmut_166 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_167'] = x_format_evolution__mutmut_167 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_168'] = x_format_evolution__mutmut_168 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_169'] = x_format_evolution__mutmut_169 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_170'] = x_format_evolution__mutmut_170 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_171'] = x_format_evolution__mutmut_171 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_172'] = x_format_evolution__mutmut_172 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_173'] = x_format_evolution__mutmut_173 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_174'] = x_format_evolution__mutmut_174 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_175'] = x_format_evolution__mutmut_175 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_176'] = x_format_evolution__mutmut_176 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_177'] = x_format_evolution__mutmut_177 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_178'] = x_format_evolution__mutmut_178 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_179'] = x_format_evolution__mutmut_179 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_180'] = x_format_evolution__mutmut_180 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_181'] = x_format_evolution__mutmut_181 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_182'] = x_format_evolution__mutmut_182 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_183'] = x_format_evolution__mutmut_183 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_184'] = x_format_evolution__mutmut_184 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_185'] = x_format_evolution__mutmut_185 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_186'] = x_format_evolution__mutmut_186 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_187'] = x_format_evolution__mutmut_187 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_188'] = x_format_evolution__mutmut_188 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_189'] = x_format_evolution__mutmut_189 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_190'] = x_format_evolution__mutmut_190 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_191'] = x_format_evolution__mutmut_191 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_192'] = x_format_evolution__mutmut_192 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_193'] = x_format_evolution__mutmut_193 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_194'] = x_format_evolution__mutmut_194 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_195'] = x_format_evolution__mutmut_195 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_196'] = x_format_evolution__mutmut_196 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_197'] = x_format_evolution__mutmut_197 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_198'] = x_format_evolution__mutmut_198 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_199'] = x_format_evolution__mutmut_199 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_200'] = x_format_evolution__mutmut_200 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_201'] = x_format_evolution__mutmut_201 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_202'] = x_format_evolution__mutmut_202 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_203'] = x_format_evolution__mutmut_203 # type: ignore # mutmut generated
mutants_x_format_evolution__mutmut['x_format_evolution__mutmut_204'] = x_format_evolution__mutmut_204 # type: ignore # mutmut generated
