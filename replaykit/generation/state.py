"""Steps 5 and 6, the state: one initial value per variable (Appendix C.3 "Sample Initial State"),
then per period the variables that change ("Sample State Updates"), re-prompted with the
latest rule violations as the reference does, bounded, then repaired with seeded changes."""

from __future__ import annotations

import json
from typing import Any

from replaykit._util.jsonsalvage import first_value
from replaykit.generation.context import UserContext
from replaykit.generation.drafts import PeriodUpdate
from replaykit.generation.fallback import fallback_summary
from replaykit.generation.text import arr, dumps, echoes_prompt, match_choice, named_pairs, obj, string


def initial_state(ctx: UserContext, profile: str, schema: dict[str, list[str]]) -> dict[str, str]:
    ctx.progress("initial_state")
    cfg = ctx.cfg
    prompt = ctx.render(
        "sample_initial_state",
        {
            "num_total_months": cfg.num_total_months,
            "start_date": cfg.start_date,
            "user_profile": profile,
            "state_schema_json": dumps(schema),
        },
    )
    js = obj({v: string(c) for v, c in schema.items()})
    val = ctx.ask_json("initial_state", prompt, js, lambda v: isinstance(v, dict)) or {}
    state: dict[str, str] = {}
    bad = 0
    for var, choices in schema.items():
        m = match_choice(val.get(var), choices)
        if m is None:
            bad += 1
            rng = ctx.rng("initial-state", var)
            middle = choices[1:-1] if len(choices) >= 3 else choices
            m = middle[rng.randrange(len(middle))]
            ctx.q.repair("initial_state", var, f"model value {val.get(var)!r} is not a choice; seeded choice {m!r}")
        state[var] = m
    ctx.q.check("initial_state_valid", bad == 0, 0, "initial state", f"{bad} variable(s) repaired" if bad else "")
    return state


def change_bounds(ctx: UserContext) -> tuple[int, int]:
    """A period's update is accepted with n - 1 to n + 1 changes (at least 1), as the reference."""
    n = ctx.cfg.num_changes_per_period
    return max(1, n - 1), n + 1


def check_updates(ctx: UserContext, val: Any, schema: dict[str, list[str]], cur: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """The valid changes in a state-update reply and the reference's rule violations (count n +/- 1 included)."""
    if not isinstance(val, dict):
        return {}, ["the reply is not a JSON object with period_summary and updated"]
    changes: dict[str, str] = {}
    errors: list[str] = []
    for var, new in named_pairs(val.get("updated"), "state_variable", "new_value"):
        var2 = var if var in schema else ctx.name(var)
        m = match_choice(new, schema[var2]) if var2 in schema else None
        if var2 not in schema:
            errors.append(f"{var!r} is not a state variable of the schema")
        elif var2 in changes:
            errors.append(f"{var2!r} is updated twice")
        elif m is None:
            errors.append(f"{new!r} is not a valid choice of {var2!r} (choices: {schema[var2]})")
        elif m == cur[var2]:
            errors.append(f"{var2!r} = {m!r} does not differ from the current state")
        else:
            changes[var2] = m
    lo, hi = change_bounds(ctx)
    if not lo <= len(changes) <= hi:
        errors.append(f"{len(changes)} valid change(s); update {lo} to {hi} state variables")
    return changes, errors


RAISES = "raises"
"""``reference_error``'s answer where the reference raises instead of re-prompting (a reply that is
no JSON object or has no ``updated``, an unknown variable: its ``state_schema[var]`` KeyError), so
its backoff decorator sends the same messages again."""


def reference_error(ctx: UserContext, val: Any, schema: dict[str, list[str]], cur: dict[str, str]) -> str | None:
    """The error the reference re-prompts with (``sample_state_updates``): the count of entries in
    ``updated`` (n - 1 to n + 1) first; else its check of every entry in reply order, in which each
    violation overwrites the last, so the LAST one is shown; ``RAISES`` where it raises instead."""
    if not isinstance(val, dict) or "updated" not in val:
        return RAISES
    pairs = named_pairs(val.get("updated"), "state_variable", "new_value")
    n = ctx.cfg.num_changes_per_period
    lo, hi = change_bounds(ctx)
    if not lo <= len(pairs) <= hi:
        return f"Number of changes {len(pairs)} not in expected range [{n - 1}, {n + 1}]"
    error = None
    for var, new in pairs:
        var2 = var if var in schema else ctx.name(var)
        if var2 not in schema:
            return RAISES
        m = match_choice(new, schema[var2])
        if m is None:
            error = f"Invalid value '{new}' for state variable '{var2}'. Valid choices: {schema[var2]}"
        elif m == cur[var2]:
            error = f"State variable '{var2}' is not actually changing from '{m}'"
    return error


def _feedback(ctx: UserContext, text: str, val: Any, errors: list[str], schema: dict[str, list[str]],
              cur: dict[str, str], previous: list[dict]) -> list[dict]:
    """The re-prompt after a rejected update: the reference's (its reply re-dumped as JSON, one
    error, its wording; the previous messages again where it raises) or smol-v3's (the raw reply,
    every error)."""
    if ctx.reference:
        info = reference_error(ctx, val, schema, cur)
        if info == RAISES:
            return previous
        shown = json.dumps(val, indent=2, ensure_ascii=False)
        return [{"role": "assistant", "content": shown},
                {"role": "user", "content": f"Please try again to fix the error {info or errors[0]} in your response."}]
    return [{"role": "assistant", "content": text},
            {"role": "user", "content": "Your update has errors: " + "; ".join(errors) + ". Return the corrected JSON."}]


def _update_prompt(ctx: UserContext, profile: str, schema: dict[str, list[str]], bounds: list[tuple[str | None, str]],
                   cur: dict[str, str], prior: list[dict | None], counts: dict[str, int], t: int) -> str:
    cfg = ctx.cfg
    start, end = bounds[t]
    total = cfg.num_periods
    remaining = total - t + 1
    return ctx.render(
        "sample_state_updates",
        {
            "num_months": cfg.months_per_period,
            "total_steps - remaining_steps + 1": total - remaining + 1,
            "total_steps": total,
            "remaining_steps - 1": remaining - 1,
            "current_date_str": start,
            "end_date_str": end,
            "start_date": cfg.start_date,
            "user_profile": profile,
            "state_schema_json": dumps(schema),
            "latest_state_json": dumps(cur),
            "prior_updates_json": dumps(prior),
            "update_cnts_json": dumps(counts),
            "max_changes_per_state": cfg.max_changes_per_state,
            "num_changes_per_period": cfg.num_changes_per_period,
        },
    )


def update_state(ctx: UserContext, profile: str, schema: dict[str, list[str]], bounds: list[tuple[str | None, str]],
                 cur: dict[str, str], prior: list[dict | None], counts: dict[str, int], t: int) -> PeriodUpdate:
    """Period ``t``'s summary and changes from the state ``cur`` it starts in."""
    cfg = ctx.cfg
    prompt = _update_prompt(ctx, profile, schema, bounds, cur, prior, counts, t)
    values = list(dict.fromkeys(c for choices in schema.values() for c in choices))
    change = obj({"state_variable": string(list(schema)), "new_value": string(values)})
    js = obj({"period_summary": string(), "updated": arr(change)})
    item = f"period {t}"
    feedback: list[dict] = []
    val: Any = None
    changes: dict[str, str] = {}
    errors: list[str] = []
    for attempt in range(1 + cfg.max_update_retries):
        text = ctx.chat("updates", prompt, cfg.generator_role, attempt, item, js, feedback)
        val = first_value(text)[0]
        changes, errors = check_updates(ctx, val, schema, cur)
        ctx.q.call("updates", json_error=not isinstance(val, dict))
        if not errors:
            break
        feedback = _feedback(ctx, text, val, errors, schema, cur, feedback)
    ctx.q.check("state_updates_valid", not errors, attempt, item, "; ".join(errors))
    summary = ctx.text(val.get("period_summary") if isinstance(val, dict) else "", 600)
    if summary and echoes_prompt(summary, "sample_state_updates"):
        summary = ""
    changes = _repair_count(ctx, schema, cur, counts, t, changes, attempt)
    if not summary:
        summary = fallback_summary(changes)
        ctx.q.repair("updates", f"{item} summary", "empty period_summary; templated from the changes")
    return PeriodUpdate(summary=summary, changes=changes)


def _repair_count(ctx: UserContext, schema: dict[str, list[str]], cur: dict[str, str], counts: dict[str, int], t: int,
                  changes: dict[str, str], attempt: int) -> dict[str, str]:
    """Cut the changes to n + 1, or add seeded changes (least-changed variables first) up to n - 1."""
    item = f"period {t}"
    lo, hi = change_bounds(ctx)
    if len(changes) > hi:
        ctx.q.repair("updates", item, f"{len(changes)} changes after {attempt} retries; kept the first {hi}")
        changes = dict(list(changes.items())[:hi])
    if len(changes) < lo:
        rng = ctx.rng("updates-fallback", t)
        order = [v for v in schema if v not in changes]
        rng.shuffle(order)
        order.sort(key=lambda v: (counts[v] >= ctx.cfg.max_changes_per_state, counts[v]))  # stable: seeded ties
        for var in order[: lo - len(changes)]:
            others = [c for c in schema[var] if c != cur[var]]
            changes[var] = others[rng.randrange(len(others))]
        ctx.q.repair("updates", item, f"fewer than {lo} valid changes after {attempt} retries; seeded changes up to {sorted(changes)}")
    return changes
