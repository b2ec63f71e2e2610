"""Hostile family "code in a release" (issue 23 item 6): `replaykit replay RELEASE` checks the
manifest's digests before it imports the module a python-kind agent config names, refuses to run
a release that does not verify, and says at run time that a python-kind agent runs code.

Real processes, run from inside the release folder (so the module shipped there is importable,
as an attacker would arrange), a module that leaves a file behind when it is imported.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
SRC = REPO / "tests" / "data" / "smol-v3"


def _cli(*args, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "REPLAYKIT_MODE")}
    env["PYTHONPATH"] = str(REPO)
    return subprocess.run([sys.executable, "-m", "replaykit.cli.main", *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


@pytest.fixture
def release_with_code(tmp_path):
    if not (SRC / "release.json").is_file():
        pytest.skip("the bundled release is absent")
    rel = tmp_path / "rel"
    shutil.copytree(SRC, rel)
    marker = tmp_path / "IMPORTED"
    (rel / "shippedagent.py").write_text(f"open({str(marker)!r}, 'w').write('ran')\n"
                                         "class Agent:\n    pass\n")
    (rel / "configs" / "agents" / "shipped.json").write_text(json.dumps(
        {"type": "python", "class": "shippedagent:Agent", "name": "shipped"}))
    spec = json.loads((rel / "release.json").read_text())
    spec["agents"] = [*spec["agents"], "configs/agents/shipped.json"]
    (rel / "release.json").write_text(json.dumps(spec, indent=2))
    return rel, marker, tmp_path


def test_a_release_that_does_not_verify_never_imports_its_code(release_with_code):
    rel, marker, tmp = release_with_code
    p = _cli("replay", ".", "--work", tmp / "work", "--quiet", cwd=rel)
    assert p.returncode == 2, (p.stdout, p.stderr)
    assert "Traceback" not in p.stderr and "python-kind" in p.stderr and "shippedagent" in p.stderr, p.stderr
    assert "nothing was run" in p.stderr
    assert not marker.exists()  # the module shipped in the release was never imported


def test_a_verified_release_says_its_python_agent_runs_code(release_with_code):
    rel, marker, tmp = release_with_code
    assert _cli("release", "manifest", ".", cwd=rel).returncode == 0  # the publisher vouches for the files
    p = _cli("replay", ".", "--work", tmp / "work", cwd=rel)
    assert "note: configs/agents/shipped.json is a python-kind agent: replaying it imports and runs the module " \
           "shippedagent" in p.stderr, p.stderr[-3000:]
    assert "Traceback" not in p.stderr


def test_replay_help_says_a_python_agent_runs_code(tmp_path):
    p = _cli("replay", "--help", cwd=tmp_path)
    assert p.returncode == 0 and 'kind "python"' in p.stdout and "imports and runs" in p.stdout
