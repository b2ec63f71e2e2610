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

from replaykit.data.evolution import CONDITIONS, EvolutionLog, EvolveManifest, RecallResult
from replaykit.data.result import load_run, read_json
from replaykit.errors import ResultError
from replaykit.scoring.metrics import score_run

__all__ = ["format_evolution", "is_evolution_dir", "load_logs", "recall_summary", "score_evolution"]


def is_evolution_dir(path: str | Path) -> bool:
    return (Path(path) / "evolve.json").is_file()


def load_logs(run_dir: Path, agent: str) -> list[EvolutionLog]:
    logs = [read_json(f, EvolutionLog) for f in sorted((run_dir / "cycles" / agent).glob("*.json"))]
    return sorted(logs, key=lambda g: (g.user, g.replica))


def _mean(values: list) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def _recall_per_cycle(logs: list[EvolutionLog], n: int) -> list[float | None]:
    return [_mean([g.cycles[k].recall.recall for g in logs if k < len(g.cycles)]) for k in range(n)]


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
        "evolve_cut": [f"{g.user}.r{g.replica} cycle {c.cycle}" for g in logs for c in g.cycles if c.evolver_cut is True],
        "per_cycle": {"memory": s["per_period"]["memory"], "memory_defined": s["per_period"]["memory_defined"],
                      "memory_cells": s["per_period"]["memory_cells"], "overall": s["per_period"]["overall"],
                      "recall": recall},
        "_logs": logs,
    }


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
            for k in ("memory_defined", "memory_cells"):  # the cells behind the held-out memory mean
                s["holdout"][k] = sum(f[k] for f in frozen.values())
            s["holdout"]["by_policy"] = frozen
        out["conditions"][cond] = s
    return out


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
            vals = [v for v in (r.periods[p].recall for r in rs if p < len(r.periods)) if v is not None]
            per.append(sum(vals) / len(vals) if vals else None)
        every = [v for v in (c.recall for r in rs for c in r.periods) if v is not None]
        out[agent] = {"recall": sum(every) / len(every) if every else None, "per_period": per, "episodes": len(rs)}
    return out


def _f(x) -> str:
    return "-" if x is None else f"{x:.3f}"


def _mem(x, defined, total) -> str:
    """A memory score with the defined (user, period) cells behind it: ``0.412 (3/4)``."""
    # loaded on first use: importing this module stays light
    from replaykit.ui.table import fmt_defined

    return fmt_defined(x, defined, total)


def _at(values, k: int):
    return values[k] if values is not None and k < len(values) else None


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def format_evolution(report: dict, cycles: list[int] | None = None, user: str | None = None) -> str:
    """Table 3, Figure 11 and Table 5 analogues (and held-out scores) as text.

    ``cycles``: which P_k to print (default 1, 2 and the last); ``user``: whose policies
    (``<user>.r<k>``, default the first)."""
    conds = report["conditions"]
    lines = [f"self-evolution of {report['agent']}: {len(report['train_users'])} user(s), "
             f"{report['periods']} cycle(s) (one per period)", "", "Memory score and diagnosis (cf. paper Table 3)"]
    rows = [["feedback", "memory", "overall", "write", "read", "util", "recall", "G calls", "G unusable"]]
    for c, s in conds.items():
        rows.append([c, _mem(s["memory"], s.get("memory_defined"), s.get("memory_cells")), _f(s["overall"]), _f(s["write"]), _f(s["read"]), _f(s["utilization"]),
                     _f(s["recall"]), str(s["evolve_calls"]), str(s["evolve_errors"])])
    lines += _table(rows)
    for c, s in conds.items():
        if s.get("evolve_cut"):
            lines.append(f"{c}: G's reply cut at its token budget (--evolver-max-tokens) in "
                         f"{len(s['evolve_cut'])} cycle(s): {', '.join(s['evolve_cut'])}")
    lines += ["", "Per cycle: memory score / factual recall (cf. paper Figure 11)"]
    rows = [["cycle"] + [f"{c} mem/recall" for c in conds]]
    for k in range(report["periods"]):
        rows.append([str(k)] + [f"{_mem(pc['memory'][k], _at(pc.get('memory_defined'), k), _at(pc.get('memory_cells'), k))}"
                                f" / {_f(pc['recall'][k])}" for pc in (s["per_cycle"] for s in conds.values())])
    lines += _table(rows)
    held = {c: s["holdout"] for c, s in conds.items() if "holdout" in s}
    if held:
        lines += ["", f"Held-out users {', '.join(report['holdout_users'])}: final policies frozen "
                      "(mean over training users' policies)"]
        rows = [["feedback", "train memory", "held-out memory", "overall", "write", "read", "util", "recall"]]
        for c, h in held.items():
            rows.append([c, _mem(conds[c]["memory"], conds[c].get("memory_defined"), conds[c].get("memory_cells")),
                         _mem(h["memory"], h.get("memory_defined"), h.get("memory_cells")), _f(h["overall"]), _f(h["write"]),
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
