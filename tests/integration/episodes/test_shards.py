"""Shards and merge end to end: the same study run as 1 shard and as 3 shards, merged, is the same run.

Latency metadata in a cassette is wall-clock time; these tests fix the recorder's clock so
that two recordings of the same calls can be compared byte for byte (merge never touches
metadata, so this isolates what sharding and merging do).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from replaykit.cli.main import cli
from replaykit.data.blueprint import save_blueprints
from replaykit.errors import MergeConflictError, ResultError
from replaykit.recording.capture.recorder import Recorder
from tests.integration.cli.test_run import AGENTS, KEY, _blueprint, _tree
from tests.integration.openai_stub import write_endpoints

USERS = ("ua", "ub", "uc")
STUDY_AGENTS = [a for a in AGENTS if a.name.split(".")[0] in ("native", "rag-2-4-5", "upper-bound")]  # chat, embeddings, UB


@pytest.fixture
def study(tmp_path, stub_factory, monkeypatch):
    made = Recorder.with_options.__func__  # the CLI's recorders are made by recorded_session through it

    def fixed_clock(cls, path, mode=None, secrets=(), **options):
        return made(cls, path, mode, secrets, **{"clock": lambda: 0.0, **options})

    monkeypatch.setattr(Recorder, "with_options", classmethod(fixed_clock))
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    bps = save_blueprints([_blueprint(u) for u in USERS], tmp_path / "bps")

    def endpoints(name: str, responder=None) -> Path:
        """A fresh pair of stub servers (a sampling stub's answers depend on its call history)."""
        main, user = stub_factory(), stub_factory()
        main.responder = responder
        return write_endpoints(tmp_path / f"{name}.endpoints.json", main.base_url, user.base_url)

    def run(out: Path, endpoints_file: Path, *extra: str) -> None:
        args = ["run", "--blueprints", str(bps), "--out", str(out), "--endpoints", str(endpoints_file),
                "--periods", "2", "--replicas", "2", "--seed", "3", "--mode", "record", *extra]
        for a in STUDY_AGENTS:
            args += ["--agent", str(a)]
        cli.main(args, standalone_mode=False)

    return {"tmp": tmp_path, "endpoints": endpoints, "run": run}


def _score(run_dir: Path, capsys) -> str:
    capsys.readouterr()
    cli.main(["score", str(run_dir), "--json"], standalone_mode=False)
    return capsys.readouterr().out


def test_three_shards_merged_equal_one_run_byte_for_byte(study, capsys):
    tmp = study["tmp"]
    one = tmp / "one" / "run"
    study["run"](one, study["endpoints"]("one"))
    ends = study["endpoints"]("three")
    shards = [tmp / "shards" / f"s{i}" for i in (1, 2, 3)]
    for i in (3, 1, 2):  # any order
        study["run"](shards[i - 1], ends, "--shard", f"{i}/3")
    users = [sorted(p.name for p in (s / "blueprints" / "users").iterdir()) for s in shards]
    assert users == [["ua.json"], ["ub.json"], ["uc.json"]]  # split by user

    merged = tmp / "three" / "run"
    cli.main(["run", "merge", str(merged), *map(str, reversed(shards))], standalone_mode=False)
    assert (merged / "cassette.rkc").read_bytes() == (one / "cassette.rkc").read_bytes()
    assert _tree(merged) == _tree(one)  # results, traces, blueprints and run.json (with the cassette digest)
    assert _score(merged, capsys) == _score(one, capsys)

    # the cassette merge alone: bytes independent of the inputs' number and order
    a, b = tmp / "a.rkc", tmp / "b.rkc"
    cli.main(["cassette", "merge", str(a), *(str(s / "cassette.rkc") for s in shards)], standalone_mode=False)
    cli.main(["cassette", "merge", str(b), str(shards[2] / "cassette.rkc"), str(one / "cassette.rkc"),
              str(shards[0] / "cassette.rkc")], standalone_mode=False)
    assert a.read_bytes() == b.read_bytes() == (one / "cassette.rkc").read_bytes()

    # a shard recorded against a provider that answers differently: same requests, other bytes
    other = tmp / "other" / "s1"
    study["run"](other, study["endpoints"]("other", responder=lambda req: "a different answer"), "--shard", "1/3")
    inputs = [str(one / "cassette.rkc"), str(other / "cassette.rkc")]
    with pytest.raises(MergeConflictError, match="--prefer") as info:
        cli.main(["cassette", "merge", str(tmp / "c.rkc"), *inputs], standalone_mode=False)
    assert info.value.conflicts and all("response body" in c.differs for c in info.value.conflicts)
    assert not (tmp / "c.rkc").exists()
    cli.main(["cassette", "merge", "--prefer", "first", str(tmp / "c.rkc"), *inputs], standalone_mode=False)
    assert "conflict (kept the first input's)" in capsys.readouterr().err


def test_run_merge_checks_the_shards_belong_together(study):
    tmp = study["tmp"]
    ends = study["endpoints"]("x")
    s1, s2, s3 = (tmp / f"s{i}" for i in (1, 2, 3))
    study["run"](s1, ends, "--shard", "1/3", "--users", "3")
    study["run"](s2, ends, "--shard", "2/3")
    with pytest.raises(ResultError, match=r"shard\(s\) 3/3 missing"):
        cli.main(["run", "merge", str(tmp / "m"), str(s1), str(s2)], standalone_mode=False)
    with pytest.raises(ResultError, match="given twice"):
        cli.main(["run", "merge", str(tmp / "m"), str(s1), str(s1), str(s2)], standalone_mode=False)
    study["run"](s3, ends, "--shard", "3/3", "--seed", "4")
    with pytest.raises(ResultError) as info:
        cli.main(["run", "merge", str(tmp / "m"), str(s1), str(s2), str(s3)], standalone_mode=False)
    assert (info.value.file, info.value.field) == (str(s3 / "run.json"), "seed")
    with pytest.raises(ResultError, match="no shard.json"):
        cli.main(["run", "merge", str(tmp / "m"), str(s1), str(tmp / "bps")], standalone_mode=False)
