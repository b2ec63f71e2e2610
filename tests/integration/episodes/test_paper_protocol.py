"""The paper's configs against a strict OpenAI-like loopback stub, on a data.json in the
reference's exact layout: the overall and diagnosis questions go out as free text
(``"response_format": null``, as the openai SDK sends the reference's ``None``), the upper bound in JSON mode without a schema, the replies are read with
the reference's rules, and a recording replays offline, with no key, to the same run
directory; the run's blueprints export back to the data.json's bytes."""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

from replaykit.data.blueprint import export_reference, load_blueprints
from replaykit.data.result import load_run
from tests.integration._study import cli_env
from tests.integration.openai_stub import write_endpoints
from tests.unit._reference_layout import write_reference_data

REPO = Path(__file__).resolve().parents[3]

PAPER = [REPO / "configs" / "agents" / f for f in ("native.json", "awi.json", "upper-bound.json")]
KEY = "sk-test-paper-protocol-0123456789"
OVERALL = "Please select the most suitable answer for my current situation from the following options:\n(considering"
DIAG = "Based on our previous conversation, select the most appropriate option"
UTIL = "Given that my current relevant preferences and state information are as follows:"


def _answer(doc: dict) -> str | None:
    text = doc["messages"][-1]["content"]
    h = int(hashlib.sha256(text.encode()).hexdigest(), 16)
    if OVERALL in text:  # the fabric question (4 choices) wraps to the last; the plants one (3) is past the end
        k = 0 if "fabric" in text else 4
        return "```json\n{\n    \"answer\": %d\n}\n```" % k
    if UTIL in text:
        return '{"answer": %d}' % (h % 4 + 1) if h % 5 else "I would pick the second one."
    if DIAG in text:
        schema = json.loads(text.split("\n\nBased on")[0])
        return "```json\n" + json.dumps({v: c[h % len(c)] for v, c in schema.items()}) + "\n```"
    return None


def _env(with_key: bool) -> dict:
    return cli_env(KEY if with_key else None)


def _run(args: list[str], with_key: bool = True) -> None:
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], env=_env(with_key),
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != "cassette.rkc" and not p.name.startswith(".cassette")
            and not p.name.startswith(("run.json", "digests.json"))}


def _expected(raw: str, n: int):
    try:
        m = re.search(r"```json(.*?)```", raw, re.DOTALL)
        return list(range(n))[json.loads(m.group(1).strip() if m else raw)["answer"] - 1]
    except Exception:
        return None


def test_paper_configs_free_text_record_replay(tmp_path, stub_factory):
    main = stub_factory(strict_schemas=True, responder=_answer)
    user = stub_factory(strict_schemas=True)
    data = tmp_path / "data.json"
    raw_data = write_reference_data(data)
    ep = write_endpoints(tmp_path / "ep.json", main.base_url, user.base_url, structured_output="json_schema")
    args = ["run", "--blueprints", str(data), "--endpoints", str(ep)]
    for a in PAPER:
        args += ["--agent", str(a)]
    rec = tmp_path / "rec"
    _run(args + ["--out", str(rec), "--mode", "record"])

    asked = {"overall": 0, "diagnosis": 0, "util": 0}
    for r in main.requests:
        doc = r["json"]
        text = doc.get("messages", [{}])[-1].get("content", "") if "messages" in doc else ""
        if OVERALL in text or DIAG in text:
            assert "response_format" in doc and doc["response_format"] is None, text[:80]
            assert doc["temperature"] == 0.0 and doc["max_tokens"] == 8192
            asked["overall" if OVERALL in text else "diagnosis"] += 1
        elif UTIL in text:
            assert doc["response_format"] == {"type": "json_object"}
            asked["util"] += 1
    assert asked["overall"] > 0 and asked["diagnosis"] > 0 and asked["util"] >= 4 + 3  # identical requests of the two users share a recording

    run = load_run(rec)
    bps = {bp.id: bp for bp in run.blueprints}
    wrapped = errors = 0
    for e in run.episodes:
        for pr in e.periods:
            for a in pr.overall:
                n = len(bps[e.user].qas[a.question].answer_choices)
                want = _expected(a.raw, n)
                assert a.json_error == (want is None)
                if want is not None:
                    assert a.choice == want
                    wrapped += '"answer": 0' in a.raw or '"answer": -1' in a.raw
                errors += a.json_error
    assert wrapped > 0 and errors > 0  # both reference quirks were exercised
    assert export_reference(load_blueprints(rec / "blueprints")) == raw_data

    main.stop()
    user.stop()
    rep = tmp_path / "rep"
    _run(args + ["--out", str(rep), "--mode", "replay", "--cassette", str(rec / "cassette.rkc")], with_key=False)
    assert _tree(rep) == _tree(rec)
