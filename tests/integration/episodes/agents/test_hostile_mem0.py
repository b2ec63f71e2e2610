"""Hostile family "mem0 leftovers and sizes" (issue 32, item 11), through `replaykit run` on the
real mem0 (agent kind mem0, Milvus Lite) against the loopback stub, each run a real child process:

- an embedder that does not return `embedding_dims` numbers (a local model ignoring
  `dimensions`) is an error naming the agent, the field and the size the endpoint returned, before
  pymilvus sees the vectors (it was a MilvusException traceback, "expected dim 16, got 8");
- an episode leaves no `replaykit-mem0-*` folder in the temporary directory (Milvus Lite wrote
  each episode's database back at exit, after the folder had been removed).

Skipped with a reason without the mem0 extra; `make test-mem0` runs it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from replaykit.data.blueprint import save_blueprints
from tests.integration._study import cli_env, cook_question, study_blueprint
from tests.integration.openai_stub import mem0_responder, write_endpoints

if importlib.util.find_spec("mem0") is None:
    if os.environ.get("REPLAYKIT_MEM0_REQUIRED") == "1":
        raise RuntimeError("REPLAYKIT_MEM0_REQUIRED=1 but mem0 is not installed")
    pytest.skip("the mem0 extra is not installed (make test-mem0 runs these tests)", allow_module_level=True)

KEY = "sk-test-hostile-mem0-0123456789"


@pytest.fixture
def world(tmp_path):
    bps = save_blueprints([study_blueprint(
        "ua", {"diet": ["vegan", "omnivore"]}, [{"diet": "vegan"}, {"diet": "omnivore"}], [cook_question()],
        sessions=2, session_time=lambda p, s: f"2021-0{p + 1}-0{s + 2} 19:30:00",
        query=lambda p, s, st: f"I eat {st['diet']} food. What should I cook on day {s}?",
        update_cnts={"diet": 1}, profile="ua, 34")], tmp_path / "bps")
    agent = tmp_path / "awe.json"
    agent.write_text(json.dumps({"type": "mem0", "name": "awe-2-4-3", "infer": True, "freq": 2, "ns": 4, "topk": 3,
                                 "embedding_dims": 16, "max_tokens": 64, "answer_max_tokens": 64}))
    (tmp_path / "tmp").mkdir()
    return tmp_path, bps, agent


def _run(world, stub_factory, embedding_dims: int) -> subprocess.CompletedProcess:
    tmp, bps, agent = world
    main, user = stub_factory(responder=mem0_responder, embedding_dims=embedding_dims), stub_factory()
    endpoints = write_endpoints(tmp / "endpoints.json", main.base_url, user.base_url)
    env = cli_env(KEY)
    env["TMPDIR"] = str(tmp / "tmp")
    return subprocess.run([sys.executable, "-m", "replaykit.cli.main", "run", "--blueprints", str(bps), "--agent",
                           str(agent), "--out", str(tmp / "run"), "--endpoints", str(endpoints), "--periods", "2",
                           "--users", "1", "--mode", "record", "--quiet"], env=env, capture_output=True, text=True,
                          timeout=600)


def _leftovers(tmp: Path) -> list[str]:
    return sorted(p.name for p in (tmp / "tmp").iterdir() if p.name.startswith("replaykit-mem0"))


def test_embeddings_of_the_wrong_size_name_the_agent_field_and_size(world, stub_factory):
    p = _run(world, stub_factory, embedding_dims=8)
    assert p.returncode != 0 and "Traceback" not in p.stderr and "MilvusException" not in p.stderr, p.stderr[-3000:]
    assert "agent 'awe-2-4-3'" in p.stderr and "embeddings of 8 numbers" in p.stderr, p.stderr[-3000:]
    assert "embedding_dims is 16" in p.stderr, p.stderr[-3000:]
    assert _leftovers(world[0]) == []


def test_an_episode_leaves_no_temporary_folder(world, stub_factory):
    p = _run(world, stub_factory, embedding_dims=16)
    assert p.returncode == 0, p.stderr[-3000:]
    assert (world[0] / "run" / "digests.json").is_file()
    assert _leftovers(world[0]) == []
