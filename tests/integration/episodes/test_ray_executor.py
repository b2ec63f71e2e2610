"""`replaykit run --executor ray` on a local Ray instance (one ray.init for the module): the shards run
as Ray tasks with the shared rate-limit actor, are merged, and equal a local run."""

from __future__ import annotations

import json
import os
from pathlib import Path

import msgspec
import pytest

from tests.integration.openai_stub import write_endpoints

if os.environ.get("REPLAYKIT_RAY_REQUIRED"):  # `make test-ray`: a missing ray is a failure, not a skip
    import ray
ray = pytest.importorskip("ray", reason="ray is not installed: pip install 'amemgym-replaykit[ray]' (`make test-ray` does)")

from replaykit.cli.main import cli
from replaykit.data.blueprint import save_blueprints
from replaykit.recording.store.cassette import CassetteStore
from tests.integration.cli.test_run import KEY, _blueprint, _tree
from tests.integration.episodes.test_shards import STUDY_AGENTS


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _content(cassette: Path) -> list:
    """Every entry without its metadata (latency is wall-clock time)."""
    with CassetteStore.open(cassette) as store:
        return sorted((e.key, msgspec.to_builtins(e.request), msgspec.to_builtins(e.response)) for e in store.entries())


def test_ray_executor_equals_a_local_run(local_ray, tmp_path, stub_factory, monkeypatch, capsys):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    bps = save_blueprints([_blueprint(u) for u in ("ua", "ub", "uc")], tmp_path / "bps")

    def endpoints(name: str) -> Path:
        main, user = stub_factory(), stub_factory()
        return write_endpoints(tmp_path / f"{name}.json", main.base_url, user.base_url, max_retries=2, retry_backoff=0.0)

    def run(out: Path, ends: Path, *extra: str) -> str:
        args = ["run", "--blueprints", str(bps), "--out", str(out), "--endpoints", str(ends), "--periods", "2",
                "--replicas", "1", "--seed", "5", *extra]
        if "--mode" not in extra:
            args += ["--mode", "record"]
        for a in STUDY_AGENTS:
            args += ["--agent", str(a)]
        capsys.readouterr()
        cli.main(args, standalone_mode=False)
        return capsys.readouterr().out

    local = tmp_path / "local" / "run"
    table = run(local, endpoints("local"), "--concurrency", "2")
    distributed = tmp_path / "ray" / "run"
    ray_table = run(distributed, endpoints("ray"), "--executor", "ray", "--shards", "3", "--rpm", "60000",
                    "--tpm", "60000000")
    assert ray_table == table
    assert sorted(p.name for p in (distributed / "shards").iterdir()) == ["1-of-3", "2-of-3", "3-of-3"]
    skip = ("cassette.rkc", "run.json", "digests.json")  # latency metadata differs; digests.json hashes run.json
    got = {k: v for k, v in _tree(distributed, skip).items() if not k.startswith("shards/")}
    assert got == _tree(local, skip) and any(k.startswith("episodes/rag-2-4-5/") for k in got)
    da, db = (json.loads((d / "digests.json").read_text())["files"] for d in (distributed, local))
    for d in (da, db):  # every other file's digest agrees
        d.pop("run.json")
    assert {k: v for k, v in da.items() if not k.startswith("shards/")} == db
    assert _content(distributed / "cassette.rkc") == _content(local / "cassette.rkc")
    a, b = json.loads((distributed / "run.json").read_text()), json.loads((local / "run.json").read_text())
    assert a.pop("cassette_digest") and b.pop("cassette_digest") and a == b

    # everything is recorded: a rerun in replay mode against no server at all gives the same results
    dead = tmp_path / "dead.json"
    dead.write_text(json.dumps({"version": 1, "endpoints": {"default": {
        "model": "stub", "structured_output": "json_object_schema", "base_url": "http://127.0.0.1:9/v1"},
        "user": {"model": "stub-user", "structured_output": "json_object_schema", "base_url": "http://127.0.0.1:9/v1"}}}))
    assert run(distributed, dead, "--executor", "ray", "--shards", "3", "--mode", "replay") == table
