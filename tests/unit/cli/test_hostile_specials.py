"""Hostile inputs that are not regular files: a named pipe (FIFO) given where a file is read.

Reading a FIFO blocks until some process writes to it, so a command that opens one the usual way
hangs forever. Every command here must refuse it at once with a one-line error naming the path.
Each runs in a child process with a timeout, so a regression fails instead of hanging the suite.
Also: an integer of over 4,300 digits in a vcrpy JSON cassette (Python refuses to convert it).
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
BLUEPRINTS = REPO / "releases" / "smol-v4" / "blueprints"
AGENT = REPO / "configs" / "agents" / "native.smol.json"

COMMANDS = [
    ("cassette", "ls", "{f}"), ("cassette", "stats", "{f}"), ("cassette", "verify", "{f}"), ("cassette", "export", "{f}"),
    ("cassette", "show", "{f}", "0"), ("cassette", "diff", "{f}", "{f}"), ("cassette", "compact", "{f}"),
    ("cassette", "upgrade", "{f}"), ("cassette", "repair", "{f}"), ("cassette", "import-vcr", "{f}", "--out", "{o}/x.rkc"),
    ("cassette", "merge", "{o}/m.rkc", "{f}"),
    ("import", "amemgym", "--data", "{f}", "--out", "{o}/imp"),
    ("gen", "--env", "{f}", "--out", "{o}/gen", "--mode", "replay"),
    ("run", "--blueprints", str(BLUEPRINTS), "--agent", "{f}", "--out", "{o}/run", "--mode", "replay"),
    ("run", "--blueprints", str(BLUEPRINTS), "--agent", str(AGENT), "--endpoints", "{f}", "--out", "{o}/run", "--mode", "replay"),
    ("run", "--blueprints", str(BLUEPRINTS), "--agent", str(AGENT), "--run-config", "{f}", "--out", "{o}/run", "--mode", "replay"),
]


def _run(args: list[str]) -> subprocess.CompletedProcess:
    code = "import sys; from replaykit.cli.main import main; sys.argv = ['replaykit', *sys.argv[1:]]; main()"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL, cwd=REPO)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this platform")
@pytest.mark.parametrize("template", COMMANDS, ids=lambda t: " ".join(t[:2]))
def test_a_named_pipe_is_refused_at_once(tmp_path, template):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    out = tmp_path / "out"
    out.mkdir()
    args = [a.format(f=fifo, o=out) for a in template]
    try:
        proc = _run(args)
    except subprocess.TimeoutExpired:
        pytest.fail(f"replaykit {' '.join(args)} blocked reading a named pipe")
    assert proc.returncode in (1, 2), proc
    assert "Traceback" not in proc.stderr, proc.stderr
    err = proc.stderr.strip() or proc.stdout.strip()
    assert str(fifo.name) in err and ("not a regular file" in err), err
    assert fifo.exists() and not any(out.iterdir())  # nothing written, the pipe left alone


def test_a_vcr_json_cassette_with_a_huge_integer_is_refused(tmp_path):
    bad = tmp_path / "big.json"
    bad.write_text('{"interactions": [], "version": ' + "9" * 5000 + "}")
    proc = _run(["cassette", "import-vcr", str(bad), "--out", str(tmp_path / "x.rkc")])
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith(f"error: {bad}: not a vcrpy cassette"), proc.stderr
    assert not (tmp_path / "x.rkc").exists()


OUTPUT_COMMANDS = [
    ("cassette", "export", str(REPO / "releases" / "smol-v4" / "cassettes" / "off.rkc"), "-o", "{f}"),
    ("cassette", "export", str(REPO / "releases" / "smol-v4" / "cassettes" / "off.rkc"), "-o", "{f}", "--force"),
    ("cassette", "merge", "{f}", str(REPO / "releases" / "smol-v4" / "cassettes" / "off.rkc"), "--force"),
    ("blueprint", "export", str(BLUEPRINTS), "--format", "jsonl", "-o", "{f}", "--force"),
]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this platform")
@pytest.mark.parametrize("template", OUTPUT_COMMANDS, ids=lambda t: " ".join(t[:2]) + (" --force" if "--force" in t else ""))
def test_a_named_pipe_as_the_output_is_never_replaced(tmp_path, template):
    """A pipe's size reads 0, like the empty file a command may replace: it must still be refused
    (even with --force, which replaces only regular files), and stay a pipe."""
    if not (REPO / "releases" / "smol-v4" / "cassettes" / "off.rkc").is_file():
        pytest.skip("the bundled release is absent")
    fifo = tmp_path / "out"
    os.mkfifo(fifo)
    try:
        proc = _run([a.format(f=fifo) for a in template])
    except subprocess.TimeoutExpired:
        pytest.fail(f"replaykit {' '.join(template)} blocked on a named pipe as its output")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc
    assert "the output is not a regular file" in proc.stderr and "--force does not change this" in proc.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"] and stat.S_ISFIFO(fifo.lstat().st_mode)
