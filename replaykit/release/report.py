"""Report: the published results of a release as Markdown tables (README, RESULTS.md, `make replay`).

Every table goes through replaykit.table, so the column names are those of `replaykit score`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from replaykit.table import Table, fmt_int, fmt_num, score_notes, score_table


def agents_table(scores: dict[str, Any], policy: str = "on") -> str:
    return score_table([(policy, scores)]).markdown()


def per_period_table(scores: dict[str, Any], metric: str) -> str:
    n = max((len(s["per_period"][metric]) for s in scores.values()), default=0)
    t = Table(head=["agent"] + [f"p{p}" for p in range(n)])
    for name in sorted(scores):
        t.add([name] + [fmt_num(v) for v in scores[name]["per_period"][metric]])
    return t.markdown()


def policy_table(cmp: dict[str, Any]) -> str:
    t = Table(head=["agent", "on-policy", "off-policy", "off − on", "rank on", "rank off", "Δrank"])
    for r in cmp["rows"]:
        t.add([r["agent"], fmt_num(r["on_policy"]), fmt_num(r["off_policy"]), fmt_num(r["difference"]),
               str(r["rank_on"]), str(r["rank_off"]), f"{r['rank_change']:+d}"])
    return t.markdown() + f"\n\nKendall tau (on vs off ranking): {fmt_num(cmp.get('kendall_tau'))}"


def variance_table(variance: dict[str, Any], metric: str) -> str:
    t = Table(head=["agent", "mean", "std", "95% CI (users)", "replicas", "users"])
    for name in sorted(variance):
        v = variance[name].get(metric)
        if v is None:
            t.add([name] + [fmt_num(None)] * 5)
        else:
            t.add([name, fmt_num(v["mean"]), fmt_num(v["std"]), f"[{fmt_num(v['ci_low'])}, {fmt_num(v['ci_high'])}]",
                   str(v["replicas"]), str(v["users"])])
    return t.markdown()


def usage_table(usage: dict[str, Any]) -> str:
    """The published usage (results.json: calls and tokens per run and role, as the results counted them)."""
    t = Table(head=["run", "role", "calls", "input tokens", "output tokens"], left=2)
    for run in sorted(usage):
        for role, u in usage[run].items():
            t.add([run, role, fmt_int(u["calls"]), fmt_int(u["prompt_tokens"]), fmt_int(u["completion_tokens"])])
    return t.markdown()


def release_usage(release_dir: str | Path, work_dir: str | Path, pricing: Any = None) -> list:
    """Tokens and dollars per stage and role of a recorded or replayed release (replaykit.scoring.cost)."""
    from replaykit.data.result import load_run
    from replaykit.release.bundle import load_spec
    from replaykit.scoring.cost import endpoint_models, generation_usage, run_usage

    release_dir, work_dir = Path(release_dir), Path(work_dir)
    spec = load_spec(release_dir)
    endpoints = endpoint_models(release_dir / spec.endpoints)
    cas = release_dir / "cassettes"
    rows = generation_usage(cas / "gen.rkc", endpoints=endpoints, pricing=pricing)
    for policy in ("on", "off"):
        run_dir = work_dir / "runs" / policy
        if (run_dir / "run.json").is_file():
            rows += run_usage(load_run(run_dir), cassette=cas / f"{policy}.rkc", endpoints=endpoints, pricing=pricing)
    return rows


def render_results(results: dict[str, Any], usage_rows: list | None = None, pricing_date: str | None = None) -> str:
    """All tables of a release's results.json, as Markdown (plus the cost table when ``usage_rows``)."""
    from replaykit.scoring.cost import usage_table as cost_table

    on = [("on", results["on_policy"])]
    parts = [f"# Results of release `{results['release']}`", ""]
    parts += ["## On-policy scores (mean±std over replicas)", "", score_table(on).markdown(), ""]
    parts += [f"- {n}" for n in score_notes(on)] + ([""] if score_notes(on) else [])
    parts += ["## Overall accuracy per period (on-policy)", "", per_period_table(results["on_policy"], "overall"), ""]
    parts += ["## Memory score per period (on-policy)", "", per_period_table(results["on_policy"], "memory"), ""]
    if results.get("off_policy"):
        parts += ["## Off-policy scores", "", agents_table(results["off_policy"], "off"), ""]
    for metric, cmp in results.get("policy_comparison", {}).items():
        parts += [f"## On- vs off-policy ({metric}; paper Table 2)", "", policy_table(cmp), ""]
    for metric in ("overall", "memory"):
        parts += [f"## Variance across replicas ({metric}; paper Table 8)", "",
                  variance_table(results.get("variance", {}), metric), ""]
    parts += ["## Token usage by role (as published)", "", usage_table(results.get("usage", {})), ""]
    if usage_rows:
        when = f", prices of {pricing_date}" if pricing_date else ""
        parts += [f"## Tokens and dollars per stage and role (embedding tokens from the cassettes{when})", "",
                  cost_table(usage_rows).markdown(), ""]
    return "\n".join(parts)
