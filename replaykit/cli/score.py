"""`replaykit score RUN_DIR [--json]`: every metric of every agent of a run."""

from __future__ import annotations

import click

from replaykit.base import pretty_json
from replaykit.scoring.metrics import score_run
from replaykit.data.result import load_run

_COLUMNS = [
    ("overall", "overall"), ("upper_bound", "UB"), ("random", "random"), ("memory", "memory"),
    ("memory_pooled", "mem_pooled"), ("write", "write"), ("read", "read"),
    ("utilization", "util"), ("json_error_rate", "json_err"), ("diagnosis_json_error_rate", "diag_err"),
]


def _value(s: dict, key: str):
    if key in ("write", "read", "utilization"):
        return s["diagnosis"][key], (s.get("replicas", {}).get("std", {}).get("diagnosis", {}).get(key))
    return s[key], s.get("replicas", {}).get("std", {}).get(key)


def _fmt(v, sd) -> str:
    if v is None:
        return "-"
    return f"{v:.3f}" if sd is None else f"{v:.3f}±{sd:.3f}"


def format_table(report: dict) -> str:
    """The table for people: one row per agent and policy."""
    rows = [["agent", "policy", "reps"] + [h for _, h in _COLUMNS]]
    for section, policy in (("agents", "on"), ("off_policy", "off")):
        for agent in sorted(report.get(section, {})):
            s = report[section][agent]
            reps = str(s.get("replicas", {}).get("n", 1))
            rows.append([agent, policy, reps] + [_fmt(*_value(s, k)) for k, _ in _COLUMNS])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    notes = []
    for section in ("agents", "off_policy"):
        for agent, s in sorted(report.get(section, {}).items()):
            if s["memory_undefined"] or s["memory_pooled_undefined"]:
                notes.append(
                    f"{agent}: memory left out {s['memory_undefined']} (user, period) and memory_pooled "
                    f"{s['memory_pooled_undefined']} period(s) where UB - random <= 1e-9"
                )
            if s["upper_bound"] is None:
                notes.append(f"{agent}: no upper-bound answers for every cell; UB and memory not computed")
    return "\n".join(lines + notes) + "\n"


def _cycles(text: str | None) -> list[int] | None:
    if not text:
        return None
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise click.BadParameter(f"{text!r}: give cycle numbers separated by commas, e.g. 1,2,5,10") from None


@click.command("score")
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable scores (sorted keys).")
@click.option("--policy-cycles", default=None,
              help="Evolution dirs: the P_k to print, e.g. 1,2,5,10 (default 1, 2 and the last).")
@click.option("--policy-user", default=None, help="Evolution dirs: whose policies, <user>.r<k> (default the first).")
def score(run_dir: str, as_json: bool, policy_cycles: str | None, policy_user: str | None) -> None:
    """Score every agent of RUN_DIR: overall, upper bound, random, memory, diagnosis.

    memory is the mean over (user, period) of (overall - random) / (UB - random), as the
    reference code computes its published numbers; mem_pooled pools each period's cells
    first (the paper's wording). write/read/util are the diagnosis failure rates.

    On an evolution directory (`replaykit evolve`), per feedback condition: the memory
    score and failure rates (paper Table 3), memory score and factual recall per cycle
    (Figure 11), the policy text at chosen cycles (Table 5), and held-out scores.
    """
    from pathlib import Path

    from replaykit.data.digests import DIGESTS_FILE, check_digests
    from replaykit.scoring.evolution import format_evolution, is_evolution_dir, recall_summary, score_evolution

    if is_evolution_dir(run_dir):
        rep = score_evolution(run_dir)
        if as_json:
            click.echo(pretty_json(rep).decode(), nl=False)
        else:
            click.echo(format_evolution(rep, _cycles(policy_cycles), policy_user), nl=False)
        return
    from replaykit.data.evolution import load_recall

    if (Path(run_dir) / DIGESTS_FILE).is_file():  # an edited result file is never scored as if true
        check_digests(run_dir)
    report = score_run(load_run(run_dir))
    recall = recall_summary(load_recall(run_dir))
    if recall:
        report["factual_recall"] = recall
    if as_json:
        click.echo(pretty_json(report).decode(), nl=False)
    else:
        click.echo(format_table(report), nl=False)
        for agent, s in recall.items():
            rec = "-" if s["recall"] is None else f"{s['recall']:.3f}"
            click.echo(f"{agent}: factual recall {rec} over {s['episodes']} episode(s) (replaykit judge)")
