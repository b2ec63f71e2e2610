"""Report: the published results of a release as Markdown tables (README, RESULTS.md, `make replay`).

Every table goes through replaykit.ui.table, so the column names are those of `replaykit score`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from replaykit.errors import ResultError
from replaykit.ui.table import Table, fmt_defined, fmt_int, fmt_num, per_period_table, score_notes, score_table


def agents_table(scores: dict[str, Any], policy: str = "on") -> str:
    return score_table([(policy, scores)]).markdown()


def policy_table(cmp: dict[str, Any]) -> str:
    t = Table(head=["agent", "on-policy", "off-policy", "off − on", "rank on", "rank off", "Δrank"])
    for r in cmp["rows"]:
        t.add([r["agent"], fmt_num(r["on_policy"]), fmt_num(r["off_policy"]), fmt_num(r["difference"]),
               str(r["rank_on"]), str(r["rank_off"]), f"{r['rank_change']:+d}"])
    return t.markdown() + f"\n\nKendall tau (on vs off ranking): {fmt_num(cmp.get('kendall_tau'))}"


def variance_table(variance: dict[str, Any], metric: str) -> str:
    """Table 8. Results version 2 states its rule for undefined users: a user whose score is
    undefined in some replica is left out of every replica (column "left out")."""
    left = f"{metric}_users_left_out"
    stated = any(left in v for v in variance.values())
    t = Table(head=["agent", "mean", "std", "95% CI (users)", "replicas", "users"] + (["left out"] if stated else []))
    for name in sorted(variance):
        v = variance[name].get(metric)
        extra = [fmt_int(variance[name].get(left))] if stated else []
        if v is None:
            t.add([name] + [fmt_num(None)] * 5 + extra)
        else:
            t.add([name, fmt_num(v["mean"]), fmt_num(v["std"]), f"[{fmt_num(v['ci_low'])}, {fmt_num(v['ci_high'])}]",
                   str(v["replicas"]), str(v["users"])] + extra)
    note = (f"\n\nRule: a user whose {metric} is undefined in some replica (UB − random <= 1e-9 in all of the "
            "user's periods) is left out of every replica; \"left out\" counts them; – when no user is left."
            if stated else "")
    return t.markdown() + note


def usage_table(usage: dict[str, Any]) -> str:
    """The published usage (results.json: calls and tokens per run and role, as the results counted them)."""
    t = Table(head=["run", "role", "calls", "input tokens", "output tokens"], left=2)
    for run in sorted(usage):
        for role, u in usage[run].items():
            t.add([run, role, fmt_int(u["calls"]), fmt_int(u["prompt_tokens"]), fmt_int(u["completion_tokens"])])
    return t.markdown()


def evolution_table(evo: dict[str, Any]) -> Table:
    """Paper Table 3 analogue: one row per feedback condition."""
    t = Table(head=["feedback", "memory", "overall", "upper bound", "random", "write", "read", "utilization",
                    "factual recall", "episodes", "G calls", "G unusable"])
    for cond, s in evo["conditions"].items():
        t.add([cond, fmt_defined(s["memory"], s.get("memory_defined"), s.get("memory_cells")),
                     fmt_num(s["overall"]), fmt_num(s["upper_bound"]), fmt_num(s["random"]), fmt_num(s["write"]), fmt_num(s["read"]),
                     fmt_num(s["utilization"]), fmt_num(s["recall"]), str(s["episodes"]), str(s["evolve_calls"]),
               str(s["evolve_errors"])])
    return t


def evolution_cycles_table(evo: dict[str, Any]) -> Table:
    """Paper Figure 11 analogue: memory score and factual recall per cycle, per condition."""
    conds = evo["conditions"]
    t = Table(head=["cycle"] + [f"{c} {what}" for c in conds for what in ("memory", "recall")])
    for k in range(evo["cycles"]):
        row = [str(k)]
        for s in conds.values():
            pc = s["per_cycle"]
            row += [fmt_defined(pc["memory"][k], pc["memory_defined"][k], pc["memory_cells"][k]),
                    fmt_num(pc["recall"][k])]
        t.add(row)
    return t


def _fenced(text: str) -> str:
    """``text`` in a code fence longer than any backtick run inside it."""
    longest = run = 0
    for ch in text:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    fence = "`" * max(3, longest + 1)
    return f"{fence}text\n{text.rstrip()}\n{fence}"


def policy_groups(evo: dict[str, Any]) -> list[tuple[str, list[str], str]]:
    """(condition, episodes, text) of each condition's final policies P_K, one per distinct text."""
    out: list[tuple[str, list[str], str]] = []
    for cond, s in evo["conditions"].items():
        by_text: dict[str, list[str]] = {}
        for who, text in sorted(s["final_policies"].items()):
            by_text.setdefault(text, []).append(who)
        out += [(cond, whos, text) for text, whos in by_text.items()]
    return out


def recall_table(recall: dict[str, Any]) -> Table:
    """Factual recall of the on-policy AWI/AWE episodes: overall and per period, per agent."""
    n = max((len(s["per_period"]) for s in recall.values()), default=0)
    t = Table(head=["agent", "factual recall"] + [f"p{p}" for p in range(n)] + ["episodes"])
    for name, s in sorted(recall.items()):
        t.add([name, fmt_num(s["recall"])] + [fmt_num(v) for v in s["per_period"]] + ["–"] * (n - len(s["per_period"]))
              + [str(s["episodes"])])
    return t


def evolution_about(evo: dict[str, Any]) -> str:
    return (f"Agent `{evo['agent']}`, {len(evo['users'])} user(s), {evo['cycles']} cycle(s) (one per period); "
            "memory with its defined (user, cycle) cells in parentheses; factual recall: the share of the "
            "period's new states the judge finds in the memory.")


RECALL_ABOUT = "(mean over users, replicas and periods; per period p over users and replicas)"


@dataclass
class OptionalTables:
    """A results document's optional sections, built once for RESULTS.md and the viewer."""

    evolution_about: str | None = None
    evolution: Table | None = None
    """Paper Table 3 analogue."""
    cycles: Table | None = None
    """Paper Figure 11 analogue."""
    policies: list[tuple[str, list[str], str]] = field(default_factory=list)
    recall: Table | None = None


_SHAPE_ERRORS = (KeyError, TypeError, IndexError, ValueError, AttributeError)
"""What reading a hand-edited or foreign results document's optional sections can raise."""


def optional_tables(results: dict[str, Any], source: str | Path | None = None) -> OptionalTables:
    """The self-evolution and factual-recall tables of ``results`` (empty where not published).
    A malformed section is a ResultError naming ``source`` (the results file), not a traceback."""
    out = OptionalTables()
    try:
        evo = results.get("evolution")
        if evo:
            out.evolution_about, out.evolution = evolution_about(evo), evolution_table(evo)
            out.cycles, out.policies = evolution_cycles_table(evo), policy_groups(evo)
        if results.get("factual_recall"):
            out.recall = recall_table(results["factual_recall"])
    except _SHAPE_ERRORS as exc:
        raise ResultError(f"the published self-evolution or factual-recall results are malformed "
                          f"({type(exc).__name__}: {exc}); rerun `replaykit replay` (or `replaykit release record`) "
                          "to recompute them", file=None if source is None else str(source),
                          field="evolution / factual_recall") from None
    return out


def _optional_parts(opt: OptionalTables) -> list[str]:
    parts: list[str] = []
    about, table, cycles = opt.evolution_about, opt.evolution, opt.cycles  # set together (optional_tables)
    if about is not None and table is not None and cycles is not None:
        parts += ["## Self-evolution by feedback condition (paper Table 3)", "", about, "", table.markdown(), ""]
        parts += ["## Self-evolution per cycle: memory score and factual recall (paper Figure 11)", "",
                  cycles.markdown(), ""]
        parts += ["## Self-evolution: final memory policies (the evolved \"Types of Information to Remember\")", ""]
        for cond, whos, text in opt.policies:
            parts += [f"Feedback `{cond}`, final policy of {', '.join(whos)}:", "", _fenced(text), ""]
    if opt.recall is not None:
        parts += ["## Memory factual recall of the on-policy episodes (paper Appendix E)", "",
                  RECALL_ABOUT, "", opt.recall.markdown(), ""]
    return parts


def release_usage(release_dir: str | Path, work_dir: str | Path, pricing: Any = None) -> list:
    """Tokens and dollars per stage and role of a recorded or replayed release (replaykit.scoring.cost)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.result import load_run
    from replaykit.release.spec import load_spec
    from replaykit.scoring.cost import endpoint_models, generation_usage, run_usage

    release_dir, work_dir = Path(release_dir), Path(work_dir)
    spec = load_spec(release_dir)
    if spec.imported is not None:
        # loaded on first use: importing this module stays light
        from replaykit.release.imported import usage_rows

        return usage_rows(release_dir, work_dir, spec, pricing)
    endpoints = endpoint_models(release_dir / spec.endpoints)
    cas = release_dir / "cassettes"
    rows = generation_usage(cas / "gen.rkc", endpoints=endpoints, pricing=pricing)
    for policy in ("on", "off"):
        run_dir = work_dir / "runs" / policy
        if (run_dir / "run.json").is_file():
            rows += run_usage(load_run(run_dir), cassette=cas / f"{policy}.rkc", endpoints=endpoints, pricing=pricing)
    return rows


def nondeterminism_table(nd: dict[str, Any]) -> str:
    """results.json's ``nondeterminism`` as a table per endpoint path, with a total row and the rule."""
    t = Table(head=["endpoint path", "asked again", "same content", "content differs", "rate"])
    for path, r in sorted(nd.get("by_path", {}).items()):
        t.add([path, fmt_int(r["asked"]), fmt_int(r["same_content"]), fmt_int(r["content_differs"]),
               f"{r['rate']:.3f}"])
    rate = nd.get("rate")
    t.add(["all", fmt_int(nd.get("asked")), fmt_int((nd.get("asked") or 0) - (nd.get("content_differs") or 0)),
           fmt_int(nd.get("content_differs")), "–" if rate is None else f"{rate:.3f}"])
    return (t.markdown() + "\n\nEach request was sent again byte for byte (occurrence 1 of its own scope, "
            "cassettes/repeat.rkc) and compared with its on-policy answer by the rule of `replaykit cassette diff`: "
            "a new response id, timestamp or token count is metadata; only a different status or answer counts. "
            "Compare with the variance across replicas above, which also includes the simulator's seeded sampling.")


def render_results(results: dict[str, Any], usage_rows: list | None = None, pricing_date: str | None = None,
                   source: str | Path | None = None) -> str:
    """All tables of a release's results.json, as Markdown (plus the cost table when ``usage_rows``).
    ``source`` names the results file in the error a malformed optional section raises."""
    # loaded on first use: importing this module stays light
    from replaykit.scoring.cost import usage_table as cost_table

    if results.get("kind") == "imported":
        return render_imported(results, usage_rows, pricing_date)
    on = [("on", results["on_policy"])]
    parts = [f"# Results of release `{results['release']}`", ""]
    parts += ["## On-policy scores (mean±std over replicas)", "", score_table(on).markdown(), ""]
    parts += [f"- {n}" for n in score_notes(on)] + ([""] if score_notes(on) else [])
    parts += ["## Overall accuracy per period (on-policy)", "", per_period_table(results["on_policy"], "overall").markdown(), ""]
    parts += ["## Memory score per period (on-policy)", "",
              "(defined users in parentheses: a (user, period) with UB <= random has no memory score)", "",
              per_period_table(results["on_policy"], "memory").markdown(), ""]
    for metric in ("write", "read", "utilization"):
        if any(metric in s.get("per_period", {}) for s in results["on_policy"].values()):
            parts += [f"## {metric.capitalize()} failure rate per period (on-policy; paper Fig. 7, Fig. 14)", "",
                      per_period_table(results["on_policy"], metric).markdown(), ""]
    if results.get("off_policy"):
        parts += ["## Off-policy scores", "", agents_table(results["off_policy"], "off"), ""]
    for metric, cmp in results.get("policy_comparison", {}).items():
        parts += [f"## On- vs off-policy ({metric}; paper Table 2)", "", policy_table(cmp), ""]
    for metric in ("overall", "memory"):
        parts += [f"## Variance across replicas ({metric}; paper Table 8)", "",
                  variance_table(results.get("variance", {}), metric), ""]
    if results.get("nondeterminism"):
        parts += ["## Provider nondeterminism (a deterministic sample of on-policy requests asked again)", "",
                  nondeterminism_table(results["nondeterminism"]), ""]
    parts += _optional_parts(optional_tables(results, source))
    parts += ["## Token usage by role (as published)", "", usage_table(results.get("usage", {})), ""]
    if usage_rows:
        when = f", prices of {pricing_date}" if pricing_date else ""
        parts += [f"## Tokens and dollars per stage and role (embedding tokens from the cassettes{when})", "",
                  cost_table(usage_rows).markdown(), ""]
    return "\n".join(parts)


def render_imported(results: dict[str, Any], usage_rows: list | None = None, pricing_date: str | None = None) -> str:
    """The tables of an imported release (replaykit.release.imported): the replay's scores, per
    evaluation position, and the reference's matrices summed up."""
    # loaded on first use: importing this module stays light
    from replaykit.scoring.cost import usage_table as cost_table

    off = results.get("off_policy", {})
    rows = [("replay", off)]
    parts = [f"# Results of release `{results['release']}`", "",
             "Every number is replaykit's replay of the imported reference run: each agent fed its own imported "
             "traces off-policy, and the upper bound, from `cassettes/imported.rkc` with no model.", "",
             "## Scores", "", score_table(rows).markdown(), ""]
    parts += [f"- {n}" for n in score_notes(rows)] + ([""] if score_notes(rows) else [])
    parts += ["## Overall accuracy per evaluation position (paper Fig. 5-6)", "", per_period_table(off, "overall").markdown(),
              "", "## Upper bound per evaluation position", "", per_period_table(off, "upper_bound").markdown(), "",
              "## Random per evaluation position", "", per_period_table(off, "random").markdown(), "",
              "## Memory score per evaluation position", "",
              "(defined users in parentheses: a (user, period) with UB <= random has no memory score)", "",
              per_period_table(off, "memory").markdown(), ""]
    for metric in ("write", "read", "utilization"):
        parts += [f"## {metric.capitalize()} failure rate per evaluation position (paper Fig. 7)", "",
                  per_period_table(off, metric).markdown(), ""]
    ref = results.get("reference_metrics", {})
    n_over = sum(len(r) * len(r[0]) for a in ref.get("overall", {}).values() for u in a.values()
                 for r in [u["accuracy"]] if r)
    parts += ["## The reference's matrices", "",
              f"results.json `reference_metrics` holds, per agent and user, the matrices of the reference's "
              f"`overall_metrics.json` ({n_over} cells in all), `diagnosis_metrics.json` and, per user, "
              "`utilization_metrics.json`, as the replay recomputes them.", ""]
    parts += ["## Token usage by role (as published)", "", usage_table(results.get("usage", {})), ""]
    if usage_rows:
        when = f", prices of {pricing_date}" if pricing_date else ""
        parts += [f"## Tokens and dollars per stage and role (the reference's own token counts{when})", "",
                  cost_table(usage_rows).markdown(), ""]
    return "\n".join(parts)
