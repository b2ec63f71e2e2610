"""Hostile family "vcrpy files given to `cassette import-vcr`" (issue 32 item 8): alias bombs and
malformed interactions are one line naming the file and the field, exit 2, within 200 MB of RSS,
and nothing is written. Each case runs the real CLI in a child process; its peak RSS is read from
/proc (VmHWM) and its wall time is printed, never asserted.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import pytest

from tests._cli import cli_in_child

GOOD = {"method": "POST", "uri": "https://api.openai.com/v1/chat/completions", "body": """'{"model": "m"}'""",
        "headers": "{Content-Type: [application/json]}"}
RESPONSE = ("    response:\n      status: {code: 200, message: OK}\n      headers: {Content-Type: [application/json]}\n"
            "      body: {string: '{\"choices\": [{\"message\": {\"content\": \"hi\"}}]}'}\n")


def _bomb(field: str, levels: int = 9, width: int = 10) -> str:
    """The issue's 683-byte YAML: 9 levels of 10 aliases (10^9 values) in one field of a request."""
    lines = ["a0: &a0 [x]"]
    for n in range(1, levels + 1):
        lines.append(f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * width) + "]")
    request = {"method": "POST", "uri": "https://h/v1/chat/completions", "headers": "{}"}
    where = {"uri": "uri", "method": "method", "header": "headers"}[field]
    value = f"*a{levels}" if field != "header" else "{X-Bomb: " + f"*a{levels}" + "}"
    request[where] = value
    req = "\n".join(f"      {k}: {v}" for k, v in request.items())
    return "\n".join(lines) + "\ninteractions:\n  - request:\n" + req + "\n" + RESPONSE + "version: 1\n"


def _million_entries() -> str:
    """About 4 MB of YAML that is a million interactions: one, aliased a million times."""
    head = ("base: &i\n  request: {method: POST, uri: 'https://h/v1/chat/completions', body: '{}', headers: {}}\n"
            "  response: {status: {code: 200, message: OK}, headers: {}, body: {string: '{\"choices\": []}'}}\n")
    return head + "interactions: [" + ", ".join(["*i"] * 1_000_000) + "]\nversion: 1\n"


def _interaction(request: dict, status: str = "200") -> str:
    req = "\n".join(f"      {k}: {v}" for k, v in request.items())
    return ("interactions:\n  - request:\n" + req + "\n" + RESPONSE.replace("code: 200", f"code: {status}")
            + "version: 1\n")


def _run(tmp_path: Path, text: str) -> tuple[subprocess.CompletedProcess, float, float, Path, Path]:
    src = tmp_path / "in.yaml"
    src.write_text(text)
    out = tmp_path / "out.rkc"
    t0 = time.monotonic()
    p, rss = cli_in_child(tmp_path, "cassette", "import-vcr", src, "--out", out)
    wall = time.monotonic() - t0
    return p, rss, wall, src, out


def _refused(p: subprocess.CompletedProcess, src: Path, out: Path, *needles: str) -> None:
    err = p.stderr.rsplit("VmHWM ", 1)[0]
    assert p.returncode == 2, (p.returncode, p.stdout, err[-2000:])
    assert "Traceback" not in err and "MemoryError" not in err, err[-3000:]
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {src}: "), err
    for n in needles:
        assert n in lines[0], (n, lines[0])
    assert not out.exists()  # nothing written


@pytest.mark.parametrize("field", ["uri", "method", "header"])
def test_an_alias_bomb_is_refused_at_once_within_200_mb(field, tmp_path):
    text = _bomb(field)
    assert len(text.encode()) < 1000  # the file is 683 bytes
    p, rss, wall, src, out = _run(tmp_path, text)
    print(f"alias bomb in {field}: {wall:.2f} s, {rss:.0f} MiB")
    _refused(p, src, out, "alias", "interactions")
    assert rss < 200, rss


def test_a_million_aliased_interactions_are_refused_within_200_mb(tmp_path):
    text = _million_entries()
    assert 3_000_000 < len(text) < 5_000_000
    p, rss, wall, src, out = _run(tmp_path, text)
    print(f"1,000,000 aliased interactions: {wall:.2f} s, {rss:.0f} MiB")
    _refused(p, src, out, "interactions", "limit of 100,000")
    assert rss < 200, rss


MALFORMED = [
    ("headers as a list", {**GOOD, "headers": "[a, b]"}, "request.headers", "expected a mapping"),
    ("headers as a string", {**GOOD, "headers": "'Content-Type: x'"}, "request.headers", "expected a mapping"),
    ("a header value as a mapping", {**GOOD, "headers": "{X-A: {b: c}}"}, "request.headers.X-A", "a list of strings"),
    ("method as a list", {**GOOD, "method": "['POST']"}, "request.method", "expected a string"),
    ("method that is no method", {**GOOD, "method": "'PO ST'"}, "request.method", "not an HTTP method"),
    ("uri as a mapping", {**GOOD, "uri": "{a: b}"}, "request.uri", "expected a string"),
    ("body as a list", {**GOOD, "body": "[1]"}, "request.body", "expected a string body"),
]


@pytest.mark.parametrize("name,request_,field,what", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_interaction_names_the_file_and_field(name, request_, field, what, tmp_path):
    p, rss, wall, src, out = _run(tmp_path, _interaction(request_))
    _refused(p, src, out, f"field interactions[0].{field}", what)


@pytest.mark.parametrize("status", ["200.9", "'two hundred'", "true", "[200]", "99", "1000"])
def test_a_status_that_is_no_status_code_names_the_field(status, tmp_path):
    p, rss, wall, src, out = _run(tmp_path, _interaction(GOOD, status))
    _refused(p, src, out, "field interactions[0].response.status.code", "not an HTTP status code")


def test_a_well_formed_file_with_aliases_vcrpy_may_write_still_imports(tmp_path):
    """PyYAML anchors a list or mapping that appears twice: such a file is no bomb and converts."""
    text = ("interactions:\n  - request: {method: POST, uri: 'https://h/v1/chat/completions', body: '{\"model\": \"m\"}',"
            " headers: &h {Content-Type: [application/json]}}\n"
            "    response: {status: {code: 200, message: OK}, headers: *h,"
            " body: {string: '{\"choices\": [{\"message\": {\"content\": \"hi\"}}]}'}}\nversion: 1\n")
    p, rss, wall, src, out = _run(tmp_path, text)
    assert p.returncode == 0 and "imported 1 call(s)" in p.stdout, (p.stdout, p.stderr)
