"""Report: the published results of a release as Markdown tables (README, RESULTS.md, `make replay`)."""

from __future__ import annotations

from typing import Any


def _f(x: Any, digits: int = 3) -> str:
    if x is None:
        return "–"
    if isinstance(x, int) and not isinstance(x, bool):
        return str(x)
    return f"{x:.{digits}f}"


def _table(head: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def agents_table(scores: dict[str, Any]) -> str:
    head = ["agent", "overall", "upper bound", "random", "memory", "memory (pooled)",
            "write", "read", "utilization", "json_error", "diag. json_error"]
    rows = []
    for name in sorted(scores):
        s = scores[name]
        d = s.get("diagnosis", {})
        rows.append([name, _f(s.get("overall")), _f(s.get("upper_bound")), _f(s.get("random")),
                     _f(s.get("memory")), _f(s.get("memory_pooled")), _f(d.get("write")), _f(d.get("read")),
                     _f(d.get("utilization")), _f(s.get("json_error_rate")), _f(s.get("diagnosis_json_error_rate"))])
    return _table(head, rows)


def per_period_table(scores: dict[str, Any], metric: str) -> str:
    n = max((len(s["per_period"][metric]) for s in scores.values()), default=0)
    head = ["agent"] + [f"p{p}" for p in range(n)]
    rows = [[name] + [_f(v) for v in scores[name]["per_period"][metric]] for name in sorted(scores)]
    return _table(head, rows)


def policy_table(cmp: dict[str, Any]) -> str:
    head = ["agent", "on-policy", "off-policy", "off − on", "rank on", "rank off", "Δrank"]
    rows = [[r["agent"], _f(r["on_policy"]), _f(r["off_policy"]), _f(r["difference"]),
             str(r["rank_on"]), str(r["rank_off"]), f"{r['rank_change']:+d}"] for r in cmp["rows"]]
    tau = cmp.get("kendall_tau")
    return _table(head, rows) + f"\n\nKendall tau (on vs off ranking): {_f(tau)}"


def variance_table(variance: dict[str, Any], metric: str) -> str:
    head = ["agent", "mean", "std", "95% CI (users)", "replicas", "users"]
    rows = []
    for name in sorted(variance):
        v = variance[name].get(metric)
        if v is None:
            rows.append([name, "–", "–", "–", "–", "–"])
        else:
            rows.append([name, _f(v["mean"]), _f(v["std"]), f"[{_f(v['ci_low'])}, {_f(v['ci_high'])}]",
                         str(v["replicas"]), str(v["users"])])
    return _table(head, rows)


def usage_table(usage: dict[str, Any]) -> str:
    head = ["run", "role", "calls", "prompt tokens", "completion tokens"]
    rows = []
    for run in sorted(usage):
        for role, u in usage[run].items():
            rows.append([run, role, str(u["calls"]), str(u["prompt_tokens"]), str(u["completion_tokens"])])
    return _table(head, rows)


def render_results(results: dict[str, Any]) -> str:
    """All tables of a release's results.json, as Markdown."""
    parts = [f"# Results of release `{results['release']}`", ""]
    parts += ["## On-policy scores (mean over replicas)", "", agents_table(results["on_policy"]), ""]
    parts += ["## Overall accuracy per period (on-policy)", "", per_period_table(results["on_policy"], "overall"), ""]
    parts += ["## Memory score per period (on-policy)", "", per_period_table(results["on_policy"], "memory"), ""]
    if results.get("off_policy"):
        parts += ["## Off-policy scores", "", agents_table(results["off_policy"]), ""]
    for metric, cmp in results.get("policy_comparison", {}).items():
        parts += [f"## On- vs off-policy ({metric}; paper Table 2)", "", policy_table(cmp), ""]
    for metric in ("overall", "memory"):
        parts += [f"## Variance across replicas ({metric}; paper Table 8)", "",
                  variance_table(results.get("variance", {}), metric), ""]
    parts += ["## Token usage by role", "", usage_table(results.get("usage", {})), ""]
    return "\n".join(parts)
