"""An agent defined outside the package (examples/recency-notes-agent) runs through `replaykit run`,
recorded against the loopback stub, then replays offline with no server and no key, byte for byte:
once found through its entry point (as installed), once named as {"kind": "python", "class": ...}."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from replaykit.data.blueprint import save_blueprints
from replaykit.data.result import load_run
from tests.integration.cli.test_run import KEY, _blueprint, _tree

REPO = Path(__file__).resolve().parents[4]
EXAMPLE = REPO / "examples" / "recency-notes-agent"


def _installed(site: Path) -> Path:
    """What `pip install` of the example leaves for importlib.metadata: its dist-info with the
    entry points of its pyproject.toml (the package itself is put on PYTHONPATH from src/)."""
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text())["project"]
    dist = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n")
    (dist / "entry_points.txt").write_text("".join(
        f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in table.items())
        for group, table in project["entry-points"].items()))
    return site


def _run(args: list[str], pythonpath: list[Path], key: bool = True) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "REPLAYKIT_MODE")}
    if key:
        env["OPENAI_API_KEY"] = KEY
    env["PYTHONPATH"] = os.pathsep.join(str(p) for p in [*pythonpath, REPO])
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], env=env, capture_output=True,
                       text=True, timeout=300)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}"
    return p


@pytest.mark.parametrize("config, name, installed", [
    ("recency-notes.json", "recency-notes", True),
    ("recency-notes-python.json", "recency-notes-py", False),
])
def test_plugin_records_then_replays_offline(tmp_path, stub_factory, config, name, installed):
    bps = save_blueprints([_blueprint("ua"), _blueprint("ub")], tmp_path / "bps")
    stub = stub_factory()
    ends = tmp_path / "endpoints.json"
    ends.write_text(json.dumps({"version": 1, "endpoints": {"default": {
        "model": "stub", "structured_output": "json_object_schema", "max_retries": 0, "base_url": stub.base_url}}}))
    path = [EXAMPLE / "src"] + ([_installed(tmp_path / "site")] if installed else [])
    common = ["run", "--blueprints", str(bps), "--endpoints", str(ends), "--periods", "2", "--seed", "1",
              "--agent", str(EXAMPLE / config)]
    rec = tmp_path / "rec" / "run"
    p = _run([*common, "--out", str(rec), "--mode", "record"], path)
    assert name in p.stdout
    run = load_run(rec)
    assert {(e.agent, e.user) for e in run.episodes} == {(name, "ua"), (name, "ub")}
    assert run.manifest.agents[name]["type"] == ("recency_notes" if installed else "python")
    assert all(e.usage["agent"].calls > 0 for e in run.episodes) and stub.calls > 0
    trace = json.loads((rec / "traces" / name / "ua.r0.json").read_text())
    assert trace["periods"][1]  # it talked to the simulated user in both periods

    stub.stop()
    rep = tmp_path / "rep" / "run"
    _run([*common, "--out", str(rep), "--mode", "replay", "--cassette", str(rec / "cassette.rkc")], path, key=False)
    assert _tree(rep) == _tree(rec)


def test_unknown_plugin_kind_is_a_user_error_naming_the_field(tmp_path):
    cfg = tmp_path / "mine.json"
    cfg.write_text(json.dumps({"type": "recency_notes", "name": "x"}))  # not installed here
    bps = save_blueprints([_blueprint("ua")], tmp_path / "bps")
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "run", "--blueprints", str(bps),
                        "--agent", str(cfg), "--out", str(tmp_path / "o")],
                       env={**os.environ, "PYTHONPATH": str(REPO)}, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2 and "Traceback" not in p.stderr
    assert f"{cfg}: field type: unknown agent kind 'recency_notes'" in p.stderr
