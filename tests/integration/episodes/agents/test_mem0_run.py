"""The paper's AWE and RAG on the real mem0 (agent kind ``mem0``), end to end through ``replaykit run``.

Against the loopback stub (scripted to answer mem0's fact-extraction and update prompts as a
model would), record an AWE and a RAG episode, then replay them with the stub stopped and no API
key: the run directories are byte-identical. Two recordings into fresh cassettes send identical
requests, the second on another (faked) day in another time zone, and the replay runs on a third
day in a third zone; those requests are mem0 0.1.118's: its ``FACT_RETRIEVAL_PROMPT`` dated by the
episode's logical clock (not today), its update prompt, its embedding inputs with newlines replaced
by spaces and its ``dimensions``, and the reference's answering system message. Skipped with a reason when the extra is not installed;
``REPLAYKIT_MEM0_REQUIRED=1`` (``make test-mem0``) turns the skip into a failure.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import msgspec
import pytest

from replaykit.data.blueprint import Blueprint, save_blueprints
from replaykit.data.memory import load_memory
from tests.integration._study import cli_env, cook_question, study_blueprint
from tests.integration.openai_stub import FACT_SYSTEM, UPDATE_HEAD, mem0_responder, write_endpoints

REPO = Path(__file__).resolve().parents[4]
KEY = "sk-test-mem0-integration-0123456789"

if importlib.util.find_spec("mem0") is None:
    if os.environ.get("REPLAYKIT_MEM0_REQUIRED") == "1":
        raise RuntimeError("REPLAYKIT_MEM0_REQUIRED=1 but mem0 is not installed: pip install -e '.[mem0]'")
    pytest.skip("the mem0 extra is not installed (pip install -e '.[mem0]'; make test-mem0 runs these tests)",
                allow_module_level=True)

def _blueprint(uid: str) -> Blueprint:
    return study_blueprint(
        uid, {"diet": ["vegan", "omnivore"], "city": ["Oslo", "Rome"]},
        [{"diet": "vegan", "city": "Oslo"}, {"diet": "omnivore", "city": "Oslo"}], [cook_question()],
        sessions=3, session_time=lambda p, s: f"2021-0{p + 1}-0{s + 2} 19:3{s}:00",
        query=lambda p, s, st: f"I eat {st['diet']} food in {st['city']}.\nWhat should I cook on day {s}?",
        update_cnts={"diet": 1, "city": 0}, profile=f"{uid}, 34")


@pytest.fixture
def setup(tmp_path, stub_factory):
    bps = save_blueprints([_blueprint("ua")], tmp_path / "bps")
    agents = []
    for name, infer in (("awe-2-4-3", True), ("rag-2-4-3", False)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps({"type": "mem0", "name": name, "infer": infer, "freq": 2, "ns": 4, "topk": 3,
                                    "embedding_dims": 16, "max_tokens": 64, "answer_max_tokens": 64}))
        agents.append(path)
    return {"tmp": tmp_path, "bps": bps, "agents": agents, "stub_factory": stub_factory}


FAKE_CLOCK = """\
# Fakes the wall clock mem0 reads in this process (written by test_mem0_run.py): every mem0 module
# that imports ``datetime`` gets one whose ``datetime.now/today/utcnow`` answer FAKE_NOW, read in
# the process's TZ (its FACT_RETRIEVAL_PROMPT bakes that date in at import). Only mem0's imports
# are redirected: replacing ``datetime.datetime`` for the whole process breaks C extensions.
import builtins as _b
import datetime as _d
import os as _os
import types as _t

_FAKE = _d.datetime.fromisoformat(_os.environ["FAKE_NOW"])


class _FakeDatetime(_d.datetime):
    @classmethod
    def now(cls, tz=None):
        return _FAKE.astimezone(tz) if tz is not None else _FAKE.astimezone().replace(tzinfo=None)

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def utcnow(cls):
        return _FAKE.astimezone(_d.timezone.utc).replace(tzinfo=None)


_FAKE_MODULE = _t.ModuleType("datetime")
_FAKE_MODULE.__dict__.update({k: v for k, v in vars(_d).items() if not k.startswith("__")})
_FAKE_MODULE.datetime = _FakeDatetime
_IMPORT = _b.__import__


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    if name == "datetime" and level == 0 and str((globals or {}).get("__name__", "")).startswith("mem0"):
        return _FAKE_MODULE
    return _IMPORT(name, globals, locals, fromlist, level)


_b.__import__ = _import
"""


def _env(with_key: bool, clock: tuple[str, str] | None, fake_dir: Path) -> dict:
    """The CLI's environment; ``clock`` = (TZ, an aware ISO instant): that zone and that faked wall clock."""
    env = cli_env(KEY if with_key else None)
    if clock is not None:
        fake_dir.mkdir(parents=True, exist_ok=True)
        (fake_dir / "sitecustomize.py").write_text(FAKE_CLOCK)
        env["TZ"], env["FAKE_NOW"] = clock
        env["PYTHONPATH"] = os.pathsep.join([str(fake_dir), env["PYTHONPATH"]])
    return env


def _run(s, out: Path, endpoints: Path, *extra: str, with_key: bool = True,
         clock: tuple[str, str] | None = None) -> float:
    cmd = [sys.executable, "-m", "replaykit.cli.main", "run", "--blueprints", str(s["bps"]), "--out", str(out),
           "--endpoints", str(endpoints), "--periods", "2", "--users", "1", "--seed", "3"]
    for a in s["agents"]:
        cmd += ["--agent", str(a)]
    t0 = time.perf_counter()
    p = subprocess.run(cmd + list(extra), env=_env(with_key, clock, s["tmp"] / "fake-clock"),
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}\nSTDOUT:\n{p.stdout[-2000:]}"
    return time.perf_counter() - t0


def _record(s, name: str, clock: tuple[str, str] | None = None):
    main = s["stub_factory"](responder=mem0_responder)
    user = s["stub_factory"]()
    endpoints = write_endpoints(s["tmp"] / f"{name}-endpoints.json", main.base_url, user.base_url)
    out = s["tmp"] / name / "run"
    seconds = _run(s, out, endpoints, "--mode", "record", clock=clock)
    main.stop()
    user.stop()
    return out, main, endpoints, seconds


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not p.name.startswith(".cassette")}


# three days in three zones (the local date differs from the UTC date in the first two)
KIRITIMATI = ("Pacific/Kiritimati", "2031-07-04T23:30:00+00:00")   # UTC+14: local date 2031-07-05
ADAK = ("America/Adak", "2029-03-01T03:00:00+00:00")               # UTC-10: local date 2029-02-28
KOLKATA = ("Asia/Kolkata", "2040-12-31T20:00:00+00:00")            # UTC+5:30: local date 2041-01-01


def _mem0_prompt(s, clock: tuple[str, str]) -> str:
    """mem0's own FACT_RETRIEVAL_PROMPT as imported under ``clock`` (a separate process, faked clock)."""
    env = _env(False, clock, s["tmp"] / "fake-clock")
    env["MEM0_DIR"], env["MEM0_TELEMETRY"] = str(s["tmp"] / "mem0-home"), "False"
    p = subprocess.run([sys.executable, "-c", "import json, mem0.configs.prompts as p; "
                        "print(json.dumps(p.FACT_RETRIEVAL_PROMPT))"], env=env, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr[-2000:]
    return json.loads(p.stdout)


def test_record_then_replay_offline_is_byte_identical_and_two_recordings_agree(setup):
    s = setup
    # the faked clock reaches mem0: imported "on" 2031-07-05 (Kiritimati), its prompt says so
    prompt = _mem0_prompt(s, KIRITIMATI)
    assert prompt.count("Today's date is 2031-07-05.") == 1, prompt
    rec, main, endpoints, t_record = _record(s, "rec", clock=KIRITIMATI)
    rep = s["tmp"] / "rep" / "run"
    t_replay = _run(s, rep, endpoints, "--mode", "replay", "--cassette", str(rec / "cassette.rkc"), with_key=False,
                    clock=KOLKATA)
    assert _tree(rep) == {k: v for k, v in _tree(rec).items() if k != "cassette.rkc"}
    print(f"\nmem0 AWE + RAG episodes (1 user, 2 periods): record {t_record:.1f} s, replay {t_replay:.1f} s")
    # both episodes at once (two mem0 stores, two Milvus Lite databases, threads): the same files
    rep2 = s["tmp"] / "rep2" / "run"
    _run(s, rep2, endpoints, "--mode", "replay", "--concurrency", "2", "--cassette", str(rec / "cassette.rkc"),
         with_key=False)
    assert _tree(rep2) == _tree(rep)

    # a second recording into a fresh cassette, on another day in another zone, sends exactly the
    # same requests, in the same order
    rec2, main2, _, _ = _record(s, "rec2", clock=ADAK)
    bodies = [json.dumps(r["json"], sort_keys=True) for r in main.requests]
    assert bodies == [json.dumps(r["json"], sort_keys=True) for r in main2.requests]

    # the requests are mem0's: its fact-extraction prompt dated by the logical clock, its update
    # prompt, its embedding inputs without newlines, the reference's answering system message
    chats = [r["json"] for r in main.requests if r["path"].endswith("/chat/completions")]
    embeds = [r["json"] for r in main.requests if r["path"].endswith("/embeddings")]
    facts = [c for c in chats if c["messages"][0]["content"].startswith(FACT_SYSTEM)]
    updates = [c for c in chats if c["messages"][0]["content"].startswith(UPDATE_HEAD)]
    answers = [c for c in chats if c["messages"][0]["role"] == "system" and c not in facts]
    assert facts and updates and answers and embeds
    # the system message is mem0's FACT_RETRIEVAL_PROMPT, its date the logical clock's: sessions
    # fall on 2021-01-02..04 (period 0) and 2021-02-02..04 (period 1), at 19:30-19:32
    session_days = {f"2021-0{m}-0{d}" for m in (1, 2) for d in (2, 3, 4)}
    dates = []
    for c in facts:
        day = re.search(r"Today's date is (\d{4}-\d{2}-\d{2})\.", c["messages"][0]["content"]).group(1)
        assert c["messages"][0] == {"role": "system", "content": prompt.replace("2031-07-05", day)}
        dates.append(day)
    assert set(dates) <= session_days and len(set(dates)) > 1, dates
    # the first extraction: the first round of the 2021-01-02 session leaves the buffer when it
    # holds freq + ns = 6 messages, i.e. after the third round, two days later in period 0
    # (one round per session there, run config default); mem0's user message is its parse_messages
    first = facts[0]["messages"][1]["content"]
    assert dates[0] == "2021-01-04", dates
    assert first.startswith("Input:\nuser: USER INPUT: [Current Time: 2021-01-02 19:30:00]\nI eat vegan food in Oslo."
                            "\nWhat should I cook on day 0?\nassistant: ASSISTANT RESPONSE: ") and first.endswith("\n")
    assert first.count("\nassistant: ASSISTANT RESPONSE: ") == 1 and first.count("user: USER INPUT: ") == 1
    for c in facts + updates:  # mem0's own sampling defaults and JSON mode
        assert (c["temperature"], c["max_tokens"], c["top_p"], c["response_format"]) == (0.1, 2000, 0.1, {"type": "json_object"})
    assert all("\n" not in text for e in embeds for text in e["input"]) and all(len(e["input"]) == 1 for e in embeds)
    assert all(e["dimensions"] == 16 for e in embeds)  # mem0 0.1.118 sends its embedder's size
    assert ["USER INPUT: [Current Time: 2021-01-02 19:30:00] I eat vegan food in Oslo. What should I cook on day 0?"] \
        in [e["input"] for e in embeds]
    for c in answers:
        head = "You are a helpful AI. Respond according to retrieved memories.\nRelevant user memories ordered by time (earliest to latest):\n"
        assert c["messages"][0]["content"].startswith(head)
    # AWE's update prompt saw stored memories (ids mapped to "0", "1", ...) and RAG stored raw messages
    assert any("'id': '0'" in c["messages"][0]["content"] for c in updates)
    memory = json.dumps(msgspec.to_builtins(load_memory(rec, "awe-2-4-3", "ua", 0)))
    assert "(updated)" in memory and "Likes cooking" in memory
    rag = json.dumps(msgspec.to_builtins(load_memory(rec, "rag-2-4-3", "ua", 0)))
    assert "USER INPUT: " in rag and "ASSISTANT RESPONSE: " in rag
