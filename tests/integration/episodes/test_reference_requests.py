"""The paper configs send the reference's requests, seen on the wire of a real loopback server.

``replaykit run`` with ``configs/run/v1.base.json`` (``user_protocol: "reference"``) and the paper's
native agent, recorded against the stub: every simulated-user request is the reference's
follow-up (a user message that starts with a newline, ``Initial Query: [Current Time: ...]`` on
one line), free text sent as ``"response_format": null`` and no ``seed``; then the run replays
offline, with no key, into the same files.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from replaykit.data.blueprint import save_blueprints
from tests.integration._study import cli_env, cook_question, study_blueprint

REPO = Path(__file__).resolve().parents[3]
KEY = "sk-test-reference-requests-0123456789"


def _run(args: list[str], with_key: bool = True) -> None:
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], env=cli_env(KEY if with_key else None),
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}"


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != "cassette.rkc" and not p.name.startswith(".cassette")}


def test_paper_run_config_sends_the_reference_follow_up_without_seed(tmp_path, two_stubs):
    main, user, endpoints = two_stubs
    bp = study_blueprint("ua", {"diet": ["vegan", "omnivore"]}, [{"diet": "vegan"}, {"diet": "omnivore"}],
                         [cook_question()], sessions=1, session_time=lambda p, s: f"2021-0{p + 1}-05 20:00:00",
                         query=lambda p, s, st: f"Cooking {st['diet']} tonight?", update_cnts={"diet": 1},
                         profile="ua, 34")
    bps = save_blueprints([bp], tmp_path / "bps")
    args = ["run", "--blueprints", str(bps), "--endpoints", str(endpoints), "--periods", "2",
            "--run-config", str(REPO / "configs" / "run" / "v1.base.json"),
            "--agent", str(REPO / "configs" / "agents" / "native.json")]
    _run(args + ["--out", str(tmp_path / "rec"), "--mode", "record"])
    follow_ups = [r["json"] for r in user.requests if r["path"].endswith("/chat/completions")]
    assert len(follow_ups) == 1  # period 0: 1 round (no follow-up); period 1: 2 rounds, one follow-up
    body = follow_ups[0]
    assert sorted(body) == ["max_tokens", "messages", "model", "response_format", "temperature"]
    assert body["response_format"] is None and (body["temperature"], body["max_tokens"]) == (0.2, 8192)
    [message] = body["messages"]
    assert message["role"] == "user" and message["content"].startswith(
        "\nYou are simulating a user in a conversation with an AI assistant. You must continue the conversation "
        "- early stopping is not allowed.\n\nInitial User Profile on (")
    assert "\n\nCurrent Date: 2021-02-28\n\nInitial Query: [Current Time: 2021-02-05 20:00:00]\nCooking omnivore " \
           "tonight?\n\nRecent Conversation (including the latest assistant response):\nUser: [Current Time: " \
           "2021-02-05 20:00:00]\nCooking omnivore tonight?\nAssistant: " in message["content"]
    assert message["content"].endswith("no additional formatting or explanation.\n")
    main.stop()
    user.stop()
    _run(args + ["--out", str(tmp_path / "rep"), "--mode", "replay",
                 "--cassette", str(tmp_path / "rec" / "cassette.rkc")], with_key=False)
    rec = {k: v for k, v in _tree(tmp_path / "rec").items() if not k.startswith(("run.json", "digests.json"))}
    assert rec == {k: v for k, v in _tree(tmp_path / "rep").items() if not k.startswith(("run.json", "digests.json"))}
    assert json.loads((tmp_path / "rec" / "run.json").read_text())  # a run directory was written
