"""Viewer at paper size: page weight and load time of `replaykit view` on a synthetic run.

The run: 20 users x 11 evaluation positions (periods) x 10 questions (4 choices each), 4
sessions per period of 3 user/assistant rounds with long messages (about 1,200 characters),
AGENTS agents x 1 replica, the memory after each period, and a cassette holding one entry
per assistant reply and per answer (so every call is linked). No LLM is involved: the data
is generated from a seeded RNG.

Measured: site build time; bytes of the overview (index.html + assets, figures excluded and
listed separately), of one episode page and of one period file; load time in headless
Chromium (the page's navigation-to-load-event time, median of 3) for the
overview, an episode page (first period loaded lazily) and the same page with every period
opened ('#all', what a page without lazy loading would cost).
Usage: python benchmarks/bench_viewer.py [--agents 4] [--users 20] [--keep DIR]
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec

from replaykit.data.blueprint import AnswerChoice, Blueprint, Message, Period, Question, Session, Update, UserProfile, save_blueprints
from replaykit.data.memory import EpisodeMemory, PeriodMemory, memory_path
from replaykit.data.result import (
    DiagnosisAnswer,
    EpisodeResult,
    OverallAnswer,
    PeriodResult,
    RunManifest,
    Trace,
    UpperBoundAnswer,
    UpperBoundResult,
    Usage,
    episode_path,
    trace_path,
    upper_bound_path,
    write_json,
)
from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.recording.store.cassette import Usage as CUsage

WORDS = ("memory state period session budget family travel schedule health project garden reading music "
         "cooking weekend coffee city apartment commute language course running savings plan").split()


def text(rng: random.Random, n_chars: int) -> str:
    out, size = [], 0
    while size < n_chars:
        w = rng.choice(WORDS)
        out.append(w)
        size += len(w) + 1
    return " ".join(out).capitalize() + "."


def blueprint(rng: random.Random, i: int, periods: int, questions: int, sessions: int) -> Blueprint:
    uid = f"user{i:02d}"
    schema = {f"v{k}": [f"v{k}_a", f"v{k}_b", f"v{k}_c", f"v{k}_d"] for k in range(8)}
    steps = []
    state = {v: c[0] for v, c in schema.items()}
    for p in range(periods):
        prev = dict(state)
        if p:
            for v in rng.sample(sorted(schema), 2):
                state[v] = rng.choice([c for c in schema[v] if c != state[v]])
        upd = {v: Update(old=prev[v] if p else None, new=state[v]) for v in schema if p == 0 or prev[v] != state[v]}
        steps.append((dict(state), upd))
    counts = {v: sum(1 for _, u in steps[1:] if v in u) for v in schema}
    pers = [Period(period_start=f"2024-{p + 1:02d}-01", period_end=f"2024-{p + 1:02d}-28",
                   sessions=[Session(session_time=f"2024-{p + 1:02d}-{s + 2:02d} 10:00:00", query=text(rng, 300))
                             for s in range(sessions)],
                   state=st, updates=upd, update_cnts=dict(counts) if p == 0 else {})
            for p, (st, upd) in enumerate(steps)]
    qas = []
    for q in range(questions):
        v = sorted(schema)[q % len(schema)]
        qas.append(Question(query=f"Q{q}: " + text(rng, 120), required_info=[v],
                            answer_choices=[AnswerChoice(state=[c], answer=text(rng, 250)) for c in schema[v]]))
    return Blueprint(id=uid, start_time="2024-01-01", user_profile=UserProfile(uuid=uid, formatted_str=text(rng, 200)),
                     state_schema=schema, periods=pers, qas=qas)


def entry(key_seed: str, replica: int, last_user: str, reply: str, rng: random.Random) -> Entry:
    import hashlib

    body = msgspec.json.encode({"model": "gpt-4.1-mini", "messages": [{"role": "user", "content": last_user}]})
    resp = msgspec.json.encode({"model": "gpt-4.1-mini", "choices": [{"message": {"role": "assistant", "content": reply}}],
                                "usage": {"prompt_tokens": len(last_user) // 4, "completion_tokens": len(reply) // 4}})
    return Entry(key=hashlib.sha256(key_seed.encode()).hexdigest(),
                 request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body, replica=replica),
                 response=RecordedResponse(status=200, body=resp),
                 meta=EntryMeta(latency_ms=rng.uniform(200, 3000), model="gpt-4.1-mini",
                                usage=CUsage(prompt_tokens=len(last_user) // 4, completion_tokens=len(reply) // 4)))


def make_run(root: Path, agents: int, users: int, periods: int = 11, questions: int = 10, sessions: int = 4,
             rounds: int = 3, msg_chars: int = 1200) -> Path:
    rng = random.Random(0)
    bps = [blueprint(rng, i, periods, questions, sessions) for i in range(users)]
    save_blueprints(bps, root / "blueprints")
    names = [f"agent{a}" for a in range(agents)]
    write_json(root / "run.json", RunManifest(name="paper-size", replicas=1))
    store = CassetteStore.open(root / "cassette.rkc", writable=True)
    n = 0
    for name in names:
        for bp in bps:
            tr, prs, mem = [], [], []
            for p in range(periods):
                sess = []
                for s in range(sessions):
                    msgs = [Message(role="user", content=f"[Current Time: {bp.periods[p].sessions[s].session_time}] "
                                                         + bp.periods[p].sessions[s].query)]
                    for r in range(rounds):
                        reply = text(rng, msg_chars)
                        store.append(entry(f"{name}{bp.id}{p}{s}{r}", 0, msgs[-1].content, reply, rng))
                        n += 1
                        msgs.append(Message(role="assistant", content=reply))
                        if r < rounds - 1:
                            msgs.append(Message(role="user", content=text(rng, msg_chars // 2)))
                    sess.append(msgs)
                tr.append(sess)
                overall, diag = [], []
                for q, qa in enumerate(bp.qas):
                    raw = f'{{"answer": {rng.randint(1, 4)}}}'
                    store.append(entry(f"{name}{bp.id}{p}q{q}", 0, "question: " + qa.query, raw, rng))
                    n += 1
                    overall.append(OverallAnswer(question=q, raw=raw, choice=int(raw[-2]) - 1, json_error=False))
                    v = qa.required_info[0]
                    val = rng.choice(bp.state_schema[v])
                    diag.append(DiagnosisAnswer(question=q, raw=f'{{"{v}": "{val}"}}', values={v: val}, json_error=False))
                prs.append(PeriodResult(period=p, overall=overall, diagnosis=diag))
                view = "\n".join(text(rng, 160) for _ in range(8 + 4 * p))
                mem.append(PeriodMemory(period=p, items=8 + 4 * p, view=view))
            write_json(episode_path(root, name, bp.id, 0), EpisodeResult(
                agent=name, user=bp.id, periods=prs, usage={"agent": Usage(calls=500, prompt_tokens=10**6, completion_tokens=10**5)}))
            write_json(trace_path(root, name, bp.id, 0), Trace(agent=name, user=bp.id, periods=tr))
            write_json(memory_path(root, name, bp.id, 0), EpisodeMemory(agent=name, user=bp.id, periods=mem))
    for bp in bps:
        answers = [UpperBoundAnswer(question=q, variant=list(c.state), raw="{}", choice=j, json_error=False)
                   for q, qa in enumerate(bp.qas) for j, c in enumerate(qa.answer_choices)]
        write_json(upper_bound_path(root, bp.id), UpperBoundResult(user=bp.id, answers=answers))
    store.close()
    print(f"synthetic run: {agents} agents x {users} users x {periods} periods x {questions} questions, "
          f"{sessions} sessions/period x {rounds} rounds, {n:,} cassette entries")
    return root


def chromium_ms(url: str, repeats: int = 3) -> float:
    """Median of the page's own navigation-to-load-event time (app.js puts it in data-load-ms)."""
    import re

    exe = shutil.which("chromium")
    times = []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as prof:
            p = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                "--disable-component-update", "--disable-sync", "--no-first-run",
                                f"--user-data-dir={prof}", "--dump-dom", url], capture_output=True, text=True, timeout=300)
            m = re.search(r'data-load-ms="(\d+)"', p.stdout)
            if m:
                times.append(float(m.group(1)))
    return statistics.median(times) if times else float("nan")


def kb(n: int) -> str:
    return f"{n / 1024:,.0f} KB"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--agents", type=int, default=4)
    ap.add_argument("--users", type=int, default=20)
    ap.add_argument("--keep", type=Path, default=None)
    args = ap.parse_args()
    from replaykit.view.site import build_site

    tmp = Path(tempfile.mkdtemp(prefix="bench_viewer_"))
    try:
        run = make_run(args.keep or tmp / "run", args.agents, args.users)
        site = tmp / "site"
        t0, c0 = time.perf_counter(), time.process_time()
        index = build_site(run, site)
        build_s, build_cpu = time.perf_counter() - t0, time.process_time() - c0
        files = [p for p in site.rglob("*") if p.is_file()]
        total = sum(p.stat().st_size for p in files)
        overview = index.stat().st_size + sum(p.stat().st_size for p in (site / "assets").iterdir())
        plots = sum(p.stat().st_size for p in (site / "plots").glob("*.svg")) if (site / "plots").is_dir() else 0
        pages = sorted(site.glob("e/*/*/*.html"))
        ep = pages[0]
        periods = sorted((site / "d").rglob("p*.js"))
        ep_dir = site / "d" / ep.relative_to(site / "e").with_suffix("")
        ep_periods = sorted(ep_dir.glob("p*.js"))
        print(f"build: {build_s:.1f} s wall, {build_cpu:.1f} s CPU for {len(pages)} episode pages, {len(files):,} files, {kb(total)} in all")
        print(f"overview: index.html + assets {kb(overview)} (figures as SVG, loaded lazily: {kb(plots)})")
        print(f"episode page: {kb(ep.stat().st_size)}; period file median {kb(int(statistics.median(p.stat().st_size for p in periods)))}; "
              f"all {len(ep_periods)} period files of one episode {kb(sum(p.stat().st_size for p in ep_periods))}")
        if shutil.which("chromium") is None:
            print("chromium not installed: load times not measured")
            return
        for label, url in (("overview", index.as_uri()), ("episode (period 0 loaded)", ep.as_uri()),
                           ("episode, every period opened (#all)", ep.as_uri() + "#all")):
            print(f"load {label}: {chromium_ms(url):,.0f} ms (navigation start to load event, median of 3)")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
