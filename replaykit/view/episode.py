"""One episode's page (a timeline of periods) and its lazily loaded period data files.

The page itself is small: per period a header with the accuracy and the diagnosis
outcomes; the sessions, the memory after the period and every question with its choices
come from ``d/<stage>/<agent>/<user>.r<replica>/p<k>.js`` (``RK.period(id, {...})``),
loaded by a script tag when the period is opened, so it works from file:// and a long
episode opens at once.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from replaykit.data.memory import load_memory
from replaykit.view.calls import CallIndex
from replaykit.view.data import episode_accuracy, episode_outcomes
from replaykit.view.markup import href, js

OUTCOME_ORDER = ["correct", "write failure", "read failure", "utilization failure", "wrong"]


def slug(text: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in str(text))


def episode_rel(stage: str, ep: Any) -> str:
    """Path of the episode page, relative to the site root."""
    return f"e/{slug(stage)}/{slug(ep.agent)}/{slug(ep.user)}.r{ep.replica}.html"


_js = js


def _trace_periods(run_dir: Path, ep: Any) -> list | None:
    # loaded on first use: importing this module stays light
    from replaykit.data.result import Trace, read_json, trace_path

    if ep.policy == "off" and ep.trace_from:
        agent, _, rest = ep.trace_from.partition("/")
        user, _, rep = rest.rpartition(".r")
        candidates = [trace_path(run_dir, agent, user, int(rep or 0))]
        on_dir = run_dir.parent / "on"  # a replay folder: runs/off fed runs/on's traces
        candidates.append(trace_path(on_dir, agent, user, int(rep or 0)))
    else:
        candidates = [trace_path(run_dir, ep.agent, ep.user, ep.replica)]
    for path in candidates:
        if path.is_file():
            return read_json(path, Trace).periods
    return None


def period_data(bp: Any, ep: Any, pr: Any, outcomes: dict, sessions: list | None, memory: Any,
                calls: CallIndex) -> dict[str, Any]:
    """Everything one period shows: sessions with call links, memory, questions."""
    p = pr.period
    out_sessions = []
    for s, msgs in enumerate(sessions or []):
        meta = bp.periods[p].sessions[s] if s < len(bp.periods[p].sessions) else None
        rendered = []
        for m in msgs:
            c = calls.find(getattr(m, "key", ""))  # the key the trace stored: exact, never matched by text
            call = dict(c.to_json(), role="agent" if m.role == "assistant" else "user") if c else None
            rendered.append({"role": m.role, "content": m.content, "call": call})
        out_sessions.append({"time": meta.session_time if meta else "", "event": (meta.event or "") if meta else "",
                             "messages": rendered})
    diag = {d.question: d for d in pr.diagnosis}
    questions = []
    for a in pr.overall:
        qa = bp.qas[a.question]
        variant = list(bp.variant(p, a.question))
        correct = next((j for j, c in enumerate(qa.answer_choices) if list(c.state) == variant), -1)
        c = calls.find(getattr(a, "key", ""))
        d = diag.get(a.question)
        dtext = None
        if d is not None:
            state = bp.periods[p].state
            dtext = "; ".join(
                f"{v}: {d.values.get(v) if d.values.get(v) is not None else '–'}"
                f" ({'right' if d.values.get(v) == state[v] else 'true: ' + state[v]})"
                for v in qa.required_info
            ) + (" (unparseable reply)" if d.json_error else "")
        questions.append({
            "index": a.question, "text": qa.query, "correct": correct, "chosen": a.choice, "raw": a.raw,
            "json_error": a.json_error, "outcome": outcomes.get((p, a.question), "wrong"),
            "choices": [{"answer": ch.answer, "state": list(ch.state)} for ch in qa.answer_choices],
            "call": dict(c.to_json(), role="agent") if c else None, "diagnosis": dtext,
        })
    mem = None
    if memory is not None:
        pm = next((m for m in memory.periods if m.period == p), None)
        if pm is not None:
            mem = {"items": pm.items, "view": pm.view}
    writes = [c for c in (calls.find(k) for k in getattr(pr, "memory_writes", ())) if c is not None]
    if mem is not None or writes:
        mem = dict(mem or {"items": None, "view": None}, writes=[dict(c.to_json(), role="memory") for c in writes])
    return {"period": p, "sessions": out_sessions, "memory": mem, "questions": questions}


def _chips(counts: dict[str, int]) -> str:
    parts = []
    for name in OUTCOME_ORDER:
        if counts.get(name):
            cls = "o-" + name.split(" ")[0]
            parts.append(f'<span class="badge {cls}">{counts[name]} {html.escape(name)}</span>')
    return '<span class="chips">' + "".join(parts) + "</span>"


def write_episode(site: Path, stage: str, run_src: Any, ep: Any, calls: CallIndex, page: Any) -> dict[str, Any]:
    """Write the episode page and its period files; return a summary for the overview grid."""
    run = run_src.run
    bp = next(b for b in run.blueprints if b.id == ep.user)
    outcomes = episode_outcomes(run, ep)
    trace = _trace_periods(run_src.path, ep)
    memory = load_memory(run_src.path, ep.agent, ep.user, ep.replica)
    rel = episode_rel(stage, ep)
    data_dir = f"d/{slug(stage)}/{slug(ep.agent)}/{slug(ep.user)}.r{ep.replica}"
    up = "../" * (rel.count("/"))
    sections = []
    for pr in ep.periods:
        p = pr.period
        pid = f"p{p}"
        data = period_data(bp, ep, pr, outcomes, trace[p] if trace and p < len(trace) else [], memory, calls)
        js_path = site / data_dir / f"{pid}.js"
        js_path.parent.mkdir(parents=True, exist_ok=True)
        js_path.write_text(f'RK.period("{pid}",{_js(data)});\n', encoding="utf-8")
        per = bp.periods[p]
        counts: dict[str, int] = {}
        for q in data["questions"]:
            counts[q["outcome"]] = counts.get(q["outcome"], 0) + 1
        n_ok, n_q = counts.get("correct", 0), len(data["questions"])
        n_msgs = sum(len(s["messages"]) for s in data["sessions"])
        updates = "; ".join(f"{html.escape(v)}: {html.escape(str(u.old))} → {html.escape(u.new)}"
                            for v, u in sorted(per.updates.items())) if p > 0 else ""
        span = f"{html.escape(per.period_start or bp.start_time)} → {html.escape(per.period_end)}"
        mem_n = "" if data["memory"] is None else f' · memory {data["memory"]["items"]} item(s)'
        sections.append(f"""
<section class="period" id="{pid}" data-id="{pid}" data-src="{href(up + data_dir + '/' + pid + '.js')}">
  <header><h2>Period {p}</h2><span class="muted">{span}</span>
    <span><b>{n_ok}/{n_q}</b> correct</span>{_chips(counts)}</header>
  <div class="body">
    {f'<p class="updates">state changes: {updates}</p>' if updates else ''}
    {f'<p class="updates">{html.escape(per.period_summary)}</p>' if per.period_summary else ''}
    <details class="lazy"><summary>Sessions: {len(data["sessions"])} session(s), {n_msgs} message(s)</summary>
      <div class="sessions-box muted">loading…</div></details>
    <details class="lazy"><summary>Memory after period {p}{mem_n}</summary><div class="memory-box muted">loading…</div></details>
    <details class="lazy" open><summary>Questions: {n_q}, answered from the checkpoint after period {p}</summary>
      <div class="questions-box muted">loading…</div></details>
  </div>
</section>""")
    acc = episode_accuracy(run, ep)
    nav = " ".join(f'<a href="#p{int(pr.period)}">p{int(pr.period)}</a>' for pr in ep.periods)
    title = f"{ep.agent} · {ep.user} · replica {ep.replica}"
    trace_note = "" if trace is not None else '<p class="muted">No trace file: sessions are not shown.</p>'
    src = f" · fed {html.escape(ep.trace_from)}'s trace" if ep.trace_from else ""
    body = f"""
<h1>{html.escape(title)}</h1>
<p class="lead">{html.escape(stage if stage.endswith("-policy") else stage + " · " + ep.policy + "-policy")}{src} · accuracy {'–' if acc is None else f'{acc:.3f}'}
 · {len(ep.periods)} period(s) · <a href="{href(up + 'index.html#episodes')}">all episodes</a></p>
<nav class="pager">{nav} <a href="#all" onclick="location.hash='all';location.reload();return false;">open all</a></nav>
{trace_note}
{''.join(sections)}
"""
    out = site / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(page(title, body, up, crumbs=[(f"{up}index.html", "overview"), (None, html.escape(title))]),
                   encoding="utf-8")
    return {"rel": rel, "accuracy": acc}
