"""The paper's AWE and RAG on the real mem0 (agent kind ``mem0``), end to end through ``replaykit run``.

Against the loopback stub (scripted to answer mem0's fact-extraction and update prompts as a
model would), record an AWE and a RAG episode, then replay them with the stub stopped and no API
key: the run directories are byte-identical. Two recordings into fresh cassettes send identical
requests, and those requests are mem0's: its fact-extraction prompt dated by the episode's logical
clock (not today), its update prompt, its embedding inputs with newlines replaced by spaces, and
the reference's answering system message. Skipped with a reason when the extra is not installed;
``REPLAYKIT_MEM0_REQUIRED=1`` (``make test-mem0``) turns the skip into a failure.
"""

from __future__ import annotations

import datetime
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
from _study import cli_env, cook_question, study_blueprint
from openai_stub import FACT_SYSTEM, UPDATE_HEAD, mem0_responder, write_endpoints

from replaykit.data.blueprint import Blueprint, save_blueprints
from replaykit.data.memory import load_memory

REPO = Path(__file__).resolve().parents[2]
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


def _env(with_key: bool) -> dict:
    return cli_env(KEY if with_key else None)


def _run(s, out: Path, endpoints: Path, *extra: str, with_key: bool = True) -> float:
    cmd = [sys.executable, "-m", "replaykit.cli.main", "run", "--blueprints", str(s["bps"]), "--out", str(out),
           "--endpoints", str(endpoints), "--periods", "2", "--users", "1", "--seed", "3"]
    for a in s["agents"]:
        cmd += ["--agent", str(a)]
    t0 = time.perf_counter()
    p = subprocess.run(cmd + list(extra), env=_env(with_key), capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}\nSTDOUT:\n{p.stdout[-2000:]}"
    return time.perf_counter() - t0


def _record(s, name: str):
    main = s["stub_factory"](responder=mem0_responder)
    user = s["stub_factory"]()
    endpoints = write_endpoints(s["tmp"] / f"{name}-endpoints.json", main.base_url, user.base_url)
    out = s["tmp"] / name / "run"
    seconds = _run(s, out, endpoints, "--mode", "record")
    main.stop()
    user.stop()
    return out, main, endpoints, seconds


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not p.name.startswith(".cassette")}


def test_record_then_replay_offline_is_byte_identical_and_two_recordings_agree(setup):
    s = setup
    rec, main, endpoints, t_record = _record(s, "rec")
    rep = s["tmp"] / "rep" / "run"
    t_replay = _run(s, rep, endpoints, "--mode", "replay", "--cassette", str(rec / "cassette.rkc"), with_key=False)
    assert _tree(rep) == {k: v for k, v in _tree(rec).items() if k != "cassette.rkc"}
    print(f"\nmem0 AWE + RAG episodes (1 user, 2 periods): record {t_record:.1f} s, replay {t_replay:.1f} s")
    # both episodes at once (two mem0 stores, two Milvus Lite databases, threads): the same files
    rep2 = s["tmp"] / "rep2" / "run"
    _run(s, rep2, endpoints, "--mode", "replay", "--concurrency", "2", "--cassette", str(rec / "cassette.rkc"),
         with_key=False)
    assert _tree(rep2) == _tree(rep)

    # a second recording into a fresh cassette sends exactly the same requests, in the same order
    rec2, main2, _, _ = _record(s, "rec2")
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
    today = datetime.date.today().isoformat()
    dates = {re.search(r"Today's date is (\d{4}-\d{2}-\d{2})\.", c["messages"][0]["content"]).group(1) for c in facts}
    assert dates <= {f"2021-0{m}-0{d}" for m in (1, 2) for d in (2, 3, 4)} and today not in dates, dates
    for c in facts + updates:  # mem0's own sampling defaults and JSON mode
        assert (c["temperature"], c["max_tokens"], c["top_p"], c["response_format"]) == (0.1, 2000, 0.1, {"type": "json_object"})
    assert all("\n" not in text for e in embeds for text in e["input"]) and all(len(e["input"]) == 1 for e in embeds)
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
