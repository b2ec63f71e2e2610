"""Report: the published results of a release as Markdown tables (README, RESULTS.md, `make replay`)."""

from __future__ import annotations

from typing import Any


def _f(x: Any, digits: int = 3) -> str:
    if x is None:
        return "–"
    if isinstance(x, int) and not isinstance(x, bool):
        return str(x)
    return f"{x:.{digits}f}"


def format_memory(value: Any, defined: Any = None, total: Any = None, digits: int = 3, std: Any = None) -> str:
    """A memory score with how many cells defined it: ``0.412 (9/12)``; ``–`` when none is.

    A cell (user, period, or period when pooled) is defined when its UB - random > 0; the
    score is the mean over defined cells only, so the count says how much it rests on.
    Results written before the counts existed (no ``defined``) print ``(?)`` after the value.
    """
    if value is None or defined == 0:
        return "–"
    text = f"{value:.{digits}f}" if std is None else f"{value:.{digits}f}±{std:.{digits}f}"
    if defined is None or total is None:
        return f"{text} (?)"
    return f"{text} ({defined}/{total})"


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
                     format_memory(s.get("memory"), s.get("memory_defined"), s.get("memory_cells")),
                     format_memory(s.get("memory_pooled"), s.get("memory_pooled_defined"), s.get("memory_pooled_periods")),
                     _f(d.get("write")), _f(d.get("read")),
                     _f(d.get("utilization")), _f(s.get("json_error_rate")), _f(s.get("diagnosis_json_error_rate"))])
    return _table(head, rows)


def per_period_table(scores: dict[str, Any], metric: str) -> str:
    """One row per agent, one column per evaluation position; memory with its defined users."""
    scores = {k: v for k, v in scores.items() if metric in v.get("per_period", {})}
    n = max((len(s["per_period"][metric]) for s in scores.values()), default=0)
    head = ["agent"] + [f"p{p}" for p in range(n)]
    rows = []
    for name in sorted(scores):
        pp = scores[name]["per_period"]
        if metric == "memory":
            defined, cells = pp.get("memory_defined"), pp.get("memory_cells")
            rows.append([name] + [format_memory(v, None if defined is None else defined[p],
                                                None if cells is None else cells[p])
                                  for p, v in enumerate(pp[metric])])
        else:
            rows.append([name] + [_f(v) for v in pp[metric]])
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


def evolution_table(evo: dict[str, Any]) -> str:
    """Paper Table 3 analogue: one row per feedback condition."""
    head = ["feedback", "memory", "overall", "upper bound", "random", "write", "read", "utilization",
            "factual recall", "episodes", "G calls", "G unusable"]
    rows = []
    for cond, s in evo["conditions"].items():
        rows.append([cond, format_memory(s["memory"], s.get("memory_defined"), s.get("memory_cells")),
                     _f(s["overall"]), _f(s["upper_bound"]), _f(s["random"]), _f(s["write"]), _f(s["read"]),
                     _f(s["utilization"]), _f(s["recall"]), str(s["episodes"]), str(s["evolve_calls"]),
                     str(s["evolve_errors"])])
    return _table(head, rows)


def evolution_cycles_table(evo: dict[str, Any]) -> str:
    """Paper Figure 11 analogue: memory score and factual recall per cycle, per condition."""
    conds = evo["conditions"]
    head = ["cycle"] + [f"{c} {what}" for c in conds for what in ("memory", "recall")]
    rows = []
    for k in range(evo["cycles"]):
        row = [str(k)]
        for s in conds.values():
            pc = s["per_cycle"]
            row += [format_memory(pc["memory"][k], pc["memory_defined"][k], pc["memory_cells"][k]),
                    _f(pc["recall"][k])]
        rows.append(row)
    return _table(head, rows)


def _fenced(text: str) -> str:
    """``text`` in a code fence longer than any backtick run inside it."""
    longest = run = 0
    for ch in text:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    fence = "`" * max(3, longest + 1)
    return f"{fence}text\n{text.rstrip()}\n{fence}"


def final_policies(evo: dict[str, Any]) -> list[str]:
    """Each condition's final policies P_K, episodes with the same text shown once."""
    parts: list[str] = []
    for cond, s in evo["conditions"].items():
        by_text: dict[str, list[str]] = {}
        for who, text in sorted(s["final_policies"].items()):
            by_text.setdefault(text, []).append(who)
        for text, whos in by_text.items():
            parts += [f"Feedback `{cond}`, final policy of {', '.join(whos)}:", "", _fenced(text), ""]
    return parts


def recall_table(recall: dict[str, Any]) -> str:
    n = max((len(s["per_period"]) for s in recall.values()), default=0)
    head = ["agent", "factual recall"] + [f"p{p}" for p in range(n)] + ["episodes"]
    rows = [[name, _f(s["recall"])] + [_f(v) for v in s["per_period"]] + ["–"] * (n - len(s["per_period"]))
            + [str(s["episodes"])] for name, s in sorted(recall.items())]
    return _table(head, rows)


def _optional_parts(results: dict[str, Any]) -> list[str]:
    parts: list[str] = []
    evo = results.get("evolution")
    if evo is not None:
        about = (f"Agent `{evo['agent']}`, {len(evo['users'])} user(s), {evo['cycles']} cycle(s) (one per period); "
                 "memory with its defined (user, cycle) cells in parentheses; factual recall: the share of the "
                 "period's new states the judge finds in the memory.")
        parts += ["## Self-evolution by feedback condition (paper Table 3)", "", about, "", evolution_table(evo), ""]
        parts += ["## Self-evolution per cycle: memory score and factual recall (paper Figure 11)", "",
                  evolution_cycles_table(evo), ""]
        parts += ["## Self-evolution: final memory policies (the evolved \"Types of Information to Remember\")", ""]
        parts += final_policies(evo)
    if results.get("factual_recall"):
        parts += ["## Memory factual recall of the on-policy episodes (paper Appendix E)", "",
                  "(mean over users, replicas and periods; per period p over users and replicas)", "",
                  recall_table(results["factual_recall"]), ""]
    return parts


def render_results(results: dict[str, Any]) -> str:
    """All tables of a release's results.json, as Markdown."""
    parts = [f"# Results of release `{results['release']}`", ""]
    parts += ["## On-policy scores (mean over replicas)", "", agents_table(results["on_policy"]), ""]
    parts += ["## Overall accuracy per period (on-policy)", "", per_period_table(results["on_policy"], "overall"), ""]
    parts += ["## Memory score per period (on-policy)", "",
              "(defined users in parentheses: a (user, period) with UB <= random has no memory score)", "",
              per_period_table(results["on_policy"], "memory"), ""]
    for metric in ("write", "read", "utilization"):
        if any(metric in s.get("per_period", {}) for s in results["on_policy"].values()):
            parts += [f"## {metric.capitalize()} failure rate per period (on-policy; paper Fig. 7, Fig. 14)", "",
                      per_period_table(results["on_policy"], metric), ""]
    if results.get("off_policy"):
        parts += ["## Off-policy scores", "", agents_table(results["off_policy"]), ""]
    for metric, cmp in results.get("policy_comparison", {}).items():
        parts += [f"## On- vs off-policy ({metric}; paper Table 2)", "", policy_table(cmp), ""]
    for metric in ("overall", "memory"):
        parts += [f"## Variance across replicas ({metric}; paper Table 8)", "",
                  variance_table(results.get("variance", {}), metric), ""]
    parts += _optional_parts(results)
    parts += ["## Token usage by role", "", usage_table(results.get("usage", {})), ""]
    return "\n".join(parts)
