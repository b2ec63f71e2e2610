"""`replaykit judge RUN_DIR` on a recorded AWI/AWE run, against the real loopback stub server:
the memories are rebuilt from the run's cassette (no agent call is made again), only the
judge is called, and a replay with the servers stopped and no key gives the same files."""

from __future__ import annotations

import shutil
import subprocess
import sys

from replaykit.data.blueprint import save_blueprints
from replaykit.data.evolution import RecallResult
from replaykit.data.result import read_json
from tests.integration.cli.test_evolve import REPO, _blueprint, _cli
from tests.integration.openai_stub import write_endpoints


def test_judge_rebuilds_memory_from_the_cassette_and_replays(tmp_path, stub_factory):
    bps = save_blueprints([_blueprint("ua")], tmp_path / "bps")
    main, user = stub_factory(), stub_factory()
    ep = write_endpoints(tmp_path / "endpoints.json", main.base_url, user.base_url)
    run = tmp_path / "run"
    agents = ["awi.smol.json", "awe-2-4-5.smol.json", "native.smol.json"]
    args = ["run", "--blueprints", str(bps), "--out", str(run), "--endpoints", str(ep), "--periods", "2", "--mode", "record"]
    for a in agents:
        args += ["--agent", str(REPO / "configs" / "agents" / a)]
    _cli(*args)
    shutil.copytree(run, tmp_path / "copy")
    before = len(main.requests)
    p = _cli("judge", str(run), "--endpoints", str(ep), "--mode", "auto")
    new = [r["json"] for r in main.requests[before:]]
    # only judge calls reached the server: the memories came back from the cassette
    assert new and all("Claims about user:" in r["messages"][0]["content"] for r in new)
    # awi and awe are judged (native is not by default), 2 periods each; identical judge
    # requests (e.g. two empty memories) share one recording
    assert 1 <= len(new) <= 2 * 2
    assert sorted(p.name for p in (run / "factual_recall").iterdir()) == ["awe-2-4-5", "awi"]
    assert "awi: factual recall" in p.stdout and "awe-2-4-5: factual recall" in p.stdout
    r = read_json(run / "factual_recall" / "awi" / "ua.r0.json", RecallResult)
    assert [len(c.claims) for c in r.periods] == [2, 1]
    assert "factual recall" in _cli("score", str(run)).stdout
    # the judged files join the run's digests: verify checks them, an edit is named
    assert _cli("verify", str(run)).returncode == 0
    judged = run / "factual_recall" / "awi" / "ua.r0.json"
    saved = judged.read_bytes()
    judged.write_bytes(saved.replace(b"[", b"[ ", 1))
    bad = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "verify", str(run)], capture_output=True,
                         text=True, timeout=300)
    assert bad.returncode == 1 and f"{judged}: edited since the run wrote it" in bad.stdout + bad.stderr
    judged.write_bytes(saved)

    main.stop()
    user.stop()
    copy = tmp_path / "copy"
    _cli("judge", str(copy), "--endpoints", str(ep), "--mode", "replay", "--cassette", str(run / "cassette.rkc"),
         with_key=False)
    for f in sorted((run / "factual_recall").rglob("*.json")):
        assert (copy / f.relative_to(run)).read_bytes() == f.read_bytes()
