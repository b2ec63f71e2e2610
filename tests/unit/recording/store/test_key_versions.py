"""Key versions in cassettes: a new cassette is keyed with version 2, an older one keeps replaying with
the version its header names, `cassette upgrade --keys` rekeys one (same entries, same order, keys
computed afresh), and a session or merge never mixes versions."""

from __future__ import annotations

import json

import pytest

from replaykit.errors import CassetteError
from replaykit.recording.capture import Recorder, RecorderOptions, scope
from replaykit.recording.key import request_identity, request_key
from replaykit.recording.store import CassetteStore, merge_cassettes, verify
from tests.unit._hostile_helpers import cli, make_cassette


def test_a_recorder_creates_a_version_2_cassette_and_keys_it_so(tmp_path):
    path = tmp_path / "new.rkc"
    with Recorder(path, mode="record") as rec:
        assert rec.store.key_version == 2
    with CassetteStore.open(path) as store:
        assert store.key_version == 2


def test_an_older_cassette_replays_with_its_own_key_version_and_is_rekeyed_by_upgrade(tmp_path, capsys):
    path = make_cassette(tmp_path / "old.rkc", n=4)  # version-1 keys, as every cassette before version 2
    with CassetteStore.open(path) as store:
        assert store.key_version == 1
        old = {k: (store.get(k).request, store.response(k).body) for k in store.keys()}
    bodies = [json.dumps({"model": "m", "messages": [{"role": "user", "content": f"q number {i}"}]}).encode() for i in range(4)]

    def replay_all() -> list[bytes]:
        with Recorder(path, mode="replay") as rec, scope("s"):
            return [rec.answer("POST", "/v1/chat/completions", b).body for b in bodies]

    before = replay_all()
    code, out, err = cli(capsys, "cassette", "upgrade", "--keys", str(path))
    assert code == 0 and "rekeyed" in out and "from key version 1 to 2: 4 entries" in out, (out, err)
    with CassetteStore.open(path) as store:
        assert store.key_version == 2
        new = {k: (store.get(k).request, store.response(k).body) for k in store.keys()}
    # the same requests and answers, each under the key version 2 gives its request (computed here directly)
    assert sorted(new.values(), key=repr) == sorted(old.values(), key=repr)
    for k, (r, _) in new.items():
        assert k == request_key(request_identity(r.method, r.path, r.query, r.body), r.replica, r.occurrence, version=2)
    assert replay_all() == before
    assert verify(path).ok
    code, out, _ = cli(capsys, "cassette", "upgrade", "--keys", str(path))
    assert code == 0 and "already key version 2" in out


def test_a_session_and_a_merge_refuse_cassettes_of_two_key_versions(tmp_path):
    old = make_cassette(tmp_path / "old.rkc", n=2)
    new = tmp_path / "new.rkc"
    with Recorder(new, mode="record"):
        pass
    with pytest.raises(CassetteError, match="key version 1 .* version 2"):
        with Recorder(new, mode="replay", options=RecorderOptions(base=[old])):
            pass
    with pytest.raises(CassetteError, match="different key versions"):
        merge_cassettes(tmp_path / "out.rkc", [old, new])
    assert not (tmp_path / "out.rkc").exists()
    # a new cassette recorded over an older base is keyed as its base is
    fresh = tmp_path / "fresh.rkc"
    with Recorder(fresh, mode="auto", options=RecorderOptions(base=[old])) as rec:
        assert rec.store.key_version == 1


def test_a_cassette_of_an_unknown_key_version_is_refused_as_newer(tmp_path):
    from replaykit.recording.store.format import MAGIC, empty_file

    path = tmp_path / "future.rkc"
    path.write_bytes(empty_file(key_version=9))
    assert path.read_bytes().startswith(MAGIC)
    with pytest.raises(CassetteError, match="key version 9"):
        CassetteStore.open(path)
