"""Hostile family "terminal escapes" (issue 32, item 10), end to end: a model (the loopback stub
playing the self-evolution model G) answers with a new policy holding ``ESC ] 0 ; title BEL`` (the
terminal's title) and a carriage return followed by ``FAKE: verified 560 of 560`` (overwriting
the line). `replaykit evolve` and `replaykit score` print that policy (paper Table 5); their
output, piped and under a pseudo-terminal, must show it escaped and hold no raw ESC, BEL or CR.
A blueprint file holding the same text goes through `replaykit blueprint show` the same way.
"""

from __future__ import annotations

import os
import subprocess
import sys
import termios
from pathlib import Path

import pytest

from replaykit.data.blueprint import save_blueprints
from tests.integration._study import cli_env, cook_question, shop_question, study_blueprint
from tests.integration.openai_stub import is_reference_g, write_endpoints

REPO = Path(__file__).resolve().parents[3]
AWI = REPO / "configs" / "agents" / "awi.json"
KEY = "sk-test-terminal-key-0123456789"
HOSTILE = "Diet\x1b]0;pwned\x07 and budget\rFAKE: verified 560 of 560"
SHOWN = "Diet\\x1b]0;pwned\\x07 and budget\\rFAKE: verified 560 of 560"


def _g_hostile(doc: dict) -> str | None:
    if not is_reference_g(doc):
        return None
    import json

    return "```json\n" + json.dumps({"new_types": f"1. {HOSTILE}", "changes": ["x"]}) + "\n```"


def _blueprint(uid: str, query: str = ""):
    return study_blueprint(
        uid, {"diet": ["vegan", "omnivore"], "budget": ["low", "high"]},
        [{"diet": "vegan", "budget": "low"}, {"diet": "omnivore", "budget": "low"}],
        [cook_question(), shop_question()], sessions=1, session_time=lambda p, s: f"2021-0{p + 1}-02 09:30:00",
        query=lambda p, s, st: query or f"[{uid}] period {p}: dinner ideas for a {st['diet']} on a {st['budget']} budget?",
        update_cnts={"diet": 1, "budget": 0}, profile=f"{uid}, 34, cook")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], env=cli_env(KEY), capture_output=True,
                          timeout=300)


def _under_pty(*args: str) -> tuple[int, bytes]:
    """The CLI with its stdout on a pseudo-terminal (its own newline translation off, so what the
    program wrote is what is read), stderr piped; (exit code, the terminal's bytes)."""
    master, slave = os.openpty()
    attrs = termios.tcgetattr(slave)
    attrs[1] &= ~termios.ONLCR
    termios.tcsetattr(slave, termios.TCSANOW, attrs)
    p = subprocess.Popen([sys.executable, "-m", "replaykit.cli.main", *args], env=cli_env(KEY), stdout=slave,
                         stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    os.close(slave)
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    p.stderr.read()
    code = p.wait(timeout=300)
    os.close(master)
    return code, out


def _clean(out: bytes) -> None:
    assert b"\x1b" not in out and b"\x07" not in out and b"\r" not in out, out[-2000:]
    assert SHOWN.encode() in out, out[-2000:]


@pytest.fixture
def evolved(tmp_path, stub_factory):
    bps = save_blueprints([_blueprint("ua")], tmp_path / "bps")
    main, user = stub_factory(responder=_g_hostile), stub_factory()
    endpoints = write_endpoints(tmp_path / "endpoints.json", main.base_url, user.base_url)
    out = tmp_path / "evo"
    p = _cli("evolve", "--blueprints", str(bps), "--agent", str(AWI), "--feedback", "question", "--out", str(out),
             "--endpoints", str(endpoints), "--users", "1", "--periods", "2", "--mode", "record")
    assert p.returncode == 0, p.stderr.decode()[-3000:]
    return out, p


def test_evolve_prints_the_models_policy_escaped(evolved):
    _, p = evolved
    _clean(p.stdout)
    assert b"\x1b" not in p.stderr and b"\x07" not in p.stderr


def test_score_prints_it_escaped_piped_and_on_a_terminal(evolved):
    out, _ = evolved
    piped = _cli("score", str(out), "--policy-cycles", "1,2")
    assert piped.returncode == 0, piped.stderr.decode()[-2000:]
    _clean(piped.stdout)
    code, shown = _under_pty("score", str(out), "--policy-cycles", "1,2")
    assert code == 0
    _clean(shown)
    assert shown.replace(b"\r\n", b"\n") == piped.stdout  # the terminal sees what a pipe gets


def test_blueprint_text_from_a_file_is_shown_escaped(tmp_path):
    bps = save_blueprints([_blueprint("ua", query=HOSTILE)], tmp_path / "bps")
    piped = _cli("blueprint", "show", str(bps))
    assert piped.returncode == 0, piped.stderr.decode()
    _clean(piped.stdout)
    code, shown = _under_pty("blueprint", "show", str(bps))
    assert code == 0
    _clean(shown)
