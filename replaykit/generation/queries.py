"""Step 8, queries: the state-revealing query of each session (Appendix C.3 "Sample Initial
Queries", "Sample Update Queries"), each checked by the exposure classifier and refined a
bounded number of times ("Check Query State Exposure", "Refine Query")."""

from __future__ import annotations

import json
from typing import Any

from replaykit.generation.context import UserContext
from replaykit.generation.drafts import LifeEvent, PeriodUpdate, QueryDraft
from replaykit.generation.fallback import fallback_query
from replaykit.generation.text import arr, dumps, match_choice, named_pairs, obj, string, usable


def update_queries(ctx: UserContext, profile_str: str, schema: dict[str, list[str]], bounds: list[tuple[str | None, str]],
                   t: int, events: list[LifeEvent], prev_state: dict[str, str], update: PeriodUpdate) -> list[str]:
    """One query per life event of period ``t``."""
    cfg = ctx.cfg
    start, end = bounds[t]
    changes = update.changes
    context = [
        {"background": e.text, "state_transition": {v: {"old": prev_state[v], "new": changes[v]} for v in e.states}}
        for e in events
    ]
    prompt = ctx.render(
        "sample_update_queries",
        {
            "start_date": cfg.start_date,
            # one quoted string (quirk 16): json.dumps(..., indent=2, ensure_ascii=False) in the reference,
            # ASCII-escaped under smol-v3 (what the bundled releases recorded)
            "user_profile_json": json.dumps(profile_str, ensure_ascii=not ctx.reference),
            "period_start": start,
            "period_end": end,
            "context_json": dumps(context),
            "state_schema_json": dumps(schema),
        },
    )
    js = obj({"queries": arr(string())})
    val = ctx.ask_json("update_queries", prompt, js, lambda v: isinstance(v, dict) and isinstance(v.get("queries"), list),
                       item=f"period {t}") or {}
    raw = val.get("queries") or []
    out: list[str] = []
    for i, e in enumerate(events):
        qtext = ctx.text(raw[i], 400) if i < len(raw) and isinstance(raw[i], str) else ""
        if not usable(qtext, "sample_update_queries") or qtext in out:
            qtext = fallback_query({v: changes[v] for v in e.states}, e.text)
            ctx.q.repair("update_queries", f"period {t} query {i}", "missing, empty, repeated or prompt-example query; templated from the event")
        out.append(qtext)
    return out


def initial_queries(ctx: UserContext, profile: str, schema: dict[str, list[str]], state: dict[str, str]) -> list[QueryDraft]:
    """Queries that expose the initial state; variables no model query exposes get templated queries (two each)."""
    prompt = ctx.render(
        "sample_initial_queries",
        {
            "start_date": ctx.cfg.start_date,
            "user_profile": profile,
            "initial_state_json": dumps(state),
            "state_schema_json": dumps(schema),
        },
    )
    values = list(dict.fromkeys(c for choices in schema.values() for c in choices))
    exposed_js = arr(obj({"state_variable": string(list(schema)), "value": string(values)}))
    js = obj({"queries": arr(obj({"exposed_states": exposed_js, "query": string()}))})

    def ok(v: Any) -> bool:
        return (isinstance(v, dict) and isinstance(v.get("queries"), list)) or isinstance(v, list)

    val = ctx.ask_json("initial_queries", prompt, js, ok)
    raw = val.get("queries") if isinstance(val, dict) else (val or [])
    out: list[QueryDraft] = []
    covered: set[str] = set()
    for i, rq in enumerate(raw if isinstance(raw, list) else []):
        if not isinstance(rq, dict):
            continue
        text = ctx.text(rq.get("query"), 400)
        exposed = _exposed(ctx, i, rq.get("exposed_states"), schema, state)
        if not usable(text, "sample_initial_queries") or not exposed or any(text == d.query for d in out):
            ctx.q.repair("initial_queries", f"query {i}", "empty, repeated or prompt-example query, or no valid exposed state; dropped")
            continue
        covered.update(exposed)
        out.append(QueryDraft(query=text, exposed=exposed))
    missing = [v for v in schema if v not in covered]
    ctx.q.check("initial_queries_coverage", not missing, 0, "initial queries", f"variables not exposed: {missing}" if missing else "")
    for j in range(0, len(missing), 2):
        exposed = {v: state[v] for v in missing[j : j + 2]}
        out.append(QueryDraft(query=fallback_query(exposed), exposed=exposed))
        ctx.q.repair("initial_queries", f"variables {list(exposed)}", "not exposed by any model query; added a templated query")
    return out


def _exposed(ctx: UserContext, i: int, raw: Any, schema: dict[str, list[str]], state: dict[str, str]) -> dict[str, str]:
    """The variables a model query says it exposes, each set to the true initial value."""
    exposed: dict[str, str] = {}
    for var, val_ in named_pairs(raw, "state_variable", "value"):
        if not isinstance(var, str):
            continue
        var2 = var if var in schema else ctx.name(var)
        if var2 not in schema or var2 in exposed:
            continue
        if match_choice(val_, schema[var2]) != state[var2]:
            ctx.q.repair("initial_queries", f"query {i} {var2}", f"exposed value {val_!r} differs from the initial state {state[var2]!r}; set to the state")
        exposed[var2] = state[var2]
    return exposed


def check_exposure(ctx: UserContext, schema: dict[str, list[str]], query: str, exposed: dict[str, str], item: str) -> str:
    """The exposure check of §3.1 with bounded refinement; returns the final query."""
    role = ctx.cfg.checker_role
    choices = {v: schema[v] for v in exposed}
    js = obj({v: string(c) for v, c in choices.items()})
    refine_js = obj({"query": string()})
    detail = ""
    for rnd in range(ctx.cfg.max_refine_rounds + 1):
        prompt = ctx.render("check_query_state_exposure", {"query": query, "state_choices_json": dumps(choices)})
        pred = ctx.ask_json("exposure_check", prompt, js, lambda v: isinstance(v, dict), item=f"{item} r{rnd}", role=role) or {}
        wrong = {v: pred.get(v) for v, x in exposed.items() if match_choice(pred.get(v), schema[v]) != x}
        if not wrong:
            ctx.q.check("query_exposure", True, rnd, item)
            return query
        detail = f"predicted {wrong}, intended { {v: exposed[v] for v in wrong} }"
        if rnd == ctx.cfg.max_refine_rounds:
            break
        rp = ctx.render(
            "refine_query",
            {"query": query, "exposed_states_json": dumps(exposed), "state_choices_json": dumps(choices)},
        )
        val = ctx.ask_json("refine_query", rp, refine_js, lambda v: isinstance(v, dict), item=f"{item} r{rnd}")
        new = ctx.text((val or {}).get("query"), 400)
        if usable(new, "refine_query") and new != query:
            query = new
        else:
            ctx.q.repair("refine_query", item, "no usable refined query; kept the previous one")
    ctx.q.check("query_exposure", False, ctx.cfg.max_refine_rounds, item, detail)
    return query
