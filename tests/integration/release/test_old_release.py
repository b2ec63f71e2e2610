"""The old-format release kept as test data (tests/data/smol-v3: format-2 cassettes, release version
1, off.rkc recorded separately) still replays as published, its failing self-trace check reported as
a NOTE; and a bare `replaykit replay` verifies every release releases/bundled.txt lists, as `make
replay` does (issue 34, item 3)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
CLI = [sys.executable, "-m", "replaykit.cli.main"]


def _replay(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "REPLAYKIT_"))}
    return subprocess.run([*CLI, "replay", *args], cwd=cwd, capture_output=True, text=True, timeout=600, env=env)


def test_the_old_format_release_replays_as_published(tmp_path):
    done = _replay(str(REPO / "tests" / "data" / "smol-v3"), "--work", str(tmp_path / "w"), "--quiet", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    # the observation of this release: every number verifies, the self-trace check fails on 12
    assert "verified 516 of 516 published numbers" in done.stdout
    assert "self-trace check (native off-policy on its own traces = on-policy replica 0): FAILS (12 number(s))" in done.stdout
    assert "NOTE" in done.stdout and "TRUST" not in done.stdout


def test_bare_replay_verifies_every_listed_release(tmp_path):
    (tmp_path / "releases").mkdir()
    for name in ("first", "second"):  # two names for copies of the bundled release
        shutil.copytree(REPO / "releases" / "smol-v4", tmp_path / "releases" / name)
    (tmp_path / "releases" / "bundled.txt").write_text("first\nsecond\n")
    done = _replay("--quiet", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("verified 560 of 560 published numbers") == 2
    assert "2 of 2 releases verify" in done.stdout
    assert (tmp_path / "build" / "replay" / "first" / "replay.json").is_file()
    assert (tmp_path / "build" / "replay" / "second" / "replay.json").is_file()

    # one of them edited: the other still verifies, and the command fails naming the edited one
    results = tmp_path / "releases" / "second" / "results.json"
    results.write_text(results.read_text().replace('"overall": 0.375', '"overall": 0.376', 1))
    done = _replay("--quiet", cwd=tmp_path)
    assert done.returncode == 1
    assert "1 of 2 releases verify; NOT: releases/second" in done.stdout

    # --work names one folder: refused with two releases, before anything is replayed
    done = _replay("--work", str(tmp_path / "w"), cwd=tmp_path)
    assert done.returncode == 2 and "give one RELEASE_DIR with --work" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "w").exists()


def test_bare_replay_outside_a_checkout_says_what_to_pass(tmp_path):
    done = _replay(cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "no release given and no releases/bundled.txt here" in done.stderr
    assert "replaykit replay RELEASE_DIR" in done.stderr
