"""Step 7, life events: the events behind a period's changes, one session each (Appendix C.3
"Elaborate State Updates"); uncovered changes get a templated event, extra events are merged."""

from __future__ import annotations

from replaykit.generation.context import UserContext
from replaykit.generation.drafts import LifeEvent, PeriodUpdate
from replaykit.generation.fallback import fallback_event
from replaykit.generation.text import arr, dumps, obj, string, usable


def life_events(ctx: UserContext, profile: str, schema: dict[str, list[str]], bounds: list[tuple[str | None, str]],
                t: int, update: PeriodUpdate, prev_state: dict[str, str]) -> list[LifeEvent]:
    cfg = ctx.cfg
    start, end = bounds[t]
    changes = update.changes
    changed = list(changes)
    prompt = ctx.render(
        "elaborate_state_updates",
        {
            "start_date": cfg.start_date,
            "user_profile": profile,
            "period_start": start,
            "period_end": end,
            "period_summary": update.summary,
            "state_changes_json": dumps(
                # sample_state_evolution.py: a list of {variable, from, to, possible_values}
                [{"variable": v, "from": prev_state[v], "to": changes[v], "possible_values": schema[v]} for v in changed]
                if ctx.reference else
                {v: {"old": prev_state[v], "new": changes[v], "possible_values": schema[v]} for v in changed}
            ),
            "states_not_updated_json": dumps({v: x for v, x in prev_state.items() if v not in changes}),
        },
    )
    js = obj({"events": arr(obj({"states": arr(string(changed)), "event": string()}))})
    val = ctx.ask_json("events", prompt, js, lambda v: isinstance(v, dict) and isinstance(v.get("events"), list),
                       item=f"period {t}") or {}
    out: list[LifeEvent] = []
    covered: set[str] = set()
    for e in val.get("events") or []:
        if not isinstance(e, dict):
            continue
        sts = []
        for s in e.get("states") or []:
            s2 = s if s in changes else ctx.name(s)
            if s2 in changes and s2 not in covered and s2 not in sts:
                sts.append(s2)
        if not sts:
            continue
        text = ctx.text(e.get("event"), 500)
        if not usable(text, "elaborate_state_updates"):
            text = fallback_event(changes, sts)
            ctx.q.repair("events", f"period {t}", "empty or prompt-example event text; templated from the changes")
        covered.update(sts)
        out.append(LifeEvent(text=text, states=sts))
    missing = [v for v in changed if v not in covered]
    ctx.q.check("life_events_coverage", not missing, 0, f"period {t}", f"changes not covered by any event: {missing}" if missing else "")
    if missing:
        out.append(LifeEvent(text=fallback_event(changes, missing), states=missing))
        ctx.q.repair("events", f"period {t}", f"added a templated event for {missing}")
    while len(out) > cfg.max_sessions_per_period:
        last = out.pop()
        prev = out[-1]
        out[-1] = LifeEvent(text=f"{prev.text} {last.text}", states=prev.states + last.states)
        ctx.q.repair("events", f"period {t}", "more events than max_sessions_per_period; merged the last two")
    return out
