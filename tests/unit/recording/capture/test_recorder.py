"""Recorder mechanics without a server: modes, scopes, one active recorder, key ownership."""

from __future__ import annotations

import gzip
import json
import threading
import zlib

import pytest
import zstandard
from vcr.request import Request

from replaykit.errors import ConfigError
from replaykit.recording.capture.exchange import decode_content as _decode_content
from replaykit.recording.capture.interception import _CALL
from replaykit.recording.capture.modes import resolve_mode
from replaykit.recording.capture.ownership import active_recorder, current_mode
from replaykit.recording.capture.recorder import Recorder, RecorderOptions
from replaykit.recording.capture.scopes import current_scope, scope


def test_mode_from_argument_env_and_default(monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    assert resolve_mode() == "replay"
    monkeypatch.setenv("REPLAYKIT_MODE", " Auto ")
    assert resolve_mode() == "auto"
    assert resolve_mode("record") == "record"
    monkeypatch.setenv("REPLAYKIT_MODE", "rec")
    with pytest.raises(ConfigError) as info:
        resolve_mode()
    assert info.value.field == "REPLAYKIT_MODE" and "'rec'" in info.value.reason
    with pytest.raises(ConfigError) as info:
        Recorder("x.rkc", mode="nope")
    assert info.value.field == "mode" and "'nope'" in info.value.reason


def test_off_mode_writes_nothing_and_scopes_nest(tmp_path):
    path = tmp_path / "c.rkc"
    assert current_mode() == "off" and active_recorder() is None
    with Recorder(path, mode="off") as rec:
        assert current_mode() == "off" and active_recorder() is rec
        with rec.scope("outer", replica=1):
            assert current_scope() == ("outer", 1)
            with scope("inner"):
                assert current_scope() == ("inner", 0)
            assert current_scope() == ("outer", 1)
    assert not path.exists()
    assert current_scope() == ("", 0)
    with pytest.raises(ConfigError, match="replica"):
        with scope("x", replica=-1):
            pass


def test_only_one_active_recorder(tmp_path):
    with Recorder(tmp_path / "a.rkc", mode="auto"):
        with pytest.raises(ConfigError, match="already active"):
            with Recorder(tmp_path / "b.rkc", mode="auto"):
                pass
    with Recorder(tmp_path / "b.rkc", mode="auto") as rec:  # and the first one let go
        assert rec.mode == "auto"


def _req(content: str) -> Request:
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": content}]}).encode()
    return Request("POST", "http://127.0.0.1:1/v1/chat/completions", body, {})


OK = {"status": {"code": 200, "message": "OK"}, "headers": {"content-type": ["application/json"]},
      "body": {"string": b'{"choices": []}'}}


def test_second_caller_waits_for_the_owner_then_replays(tmp_path):
    with Recorder(tmp_path / "c.rkc", mode="record") as rec:
        token = _CALL.set([])
        try:
            owner = _req("same")
            assert rec.decide(owner) is False  # goes to the provider, owns the key
            result = {}

            def waiter():
                _CALL.set([])
                req = _req("same")
                result["replayed"] = rec.decide(req)
                result["response"] = rec.play(req) if result["replayed"] else None

            t = threading.Thread(target=waiter)
            t.start()
            t.join(0.2)
            assert t.is_alive()  # blocked while the owner's call is in flight
            rec.record(owner, OK)
            t.join(5)
            assert not t.is_alive() and result["replayed"] is True
            assert result["response"]["body"]["string"] == b'{"choices": []}'
        finally:
            _CALL.reset(token)


def test_a_failed_owner_hands_the_key_to_a_waiter(tmp_path):
    with Recorder(tmp_path / "c.rkc", mode="auto") as rec:
        owned: list = []
        token = _CALL.set(owned)
        try:
            assert rec.decide(_req("x")) is False
            result = {}

            def waiter():
                _CALL.set([])
                result["replayed"] = rec.decide(_req("x"))

            t = threading.Thread(target=waiter)
            t.start()
            t.join(0.2)
            assert t.is_alive()
            rec.release(owned)  # what the stub wrapper does when the HTTP call raised
            t.join(5)
            assert not t.is_alive() and result["replayed"] is False  # the waiter now fetches it itself
        finally:
            _CALL.reset(token)


def test_non_2xx_is_not_stored_and_does_not_advance_the_occurrence(tmp_path):
    with Recorder(tmp_path / "c.rkc", mode="record") as rec, rec.scope("s"):
        first = _req("q")
        rec.decide(first)
        rec.record(first, {**OK, "status": {"code": 503, "message": ""}})
        retry = _req("q")
        rec.decide(retry)
        assert rec._call_for(retry).occurrence == 0 and rec._call_for(retry).key == rec._call_for(first).key
        rec.record(retry, OK)
        assert len(rec.store) == 1 and rec.stats.not_stored == 1
        again = _req("q")
        rec.decide(again)
        assert rec._call_for(again).occurrence == 1


@pytest.mark.parametrize("encoding,encode", [
    ("gzip", gzip.compress), ("deflate", zlib.compress), ("zstd", lambda b: zstandard.ZstdCompressor().compress(b)),
    ("identity", lambda b: b), ("", lambda b: b)])
def test_content_encoding_is_undone_before_storing(encoding, encode):
    body = b'{"choices": [{"message": {"content": "hi"}}]}' * 20
    assert _decode_content(encode(body), encoding) == body


def test_unknown_content_encoding_is_an_error():
    with pytest.raises(ConfigError, match="Content-Encoding 'compress'"):
        _decode_content(b"x", "compress")


def test_unscoped_requests_from_two_threads_warn_once(tmp_path, caplog):
    with Recorder(tmp_path / "c.rkc", mode="auto") as rec:
        rec._call_for(_req("a"))
        assert "without a recorder scope" not in caplog.text
        t = threading.Thread(target=lambda: rec._call_for(_req("b")))
        t.start()
        t.join()
        t = threading.Thread(target=lambda: rec._call_for(_req("c")))
        t.start()
        t.join()
        with scope("scoped"):
            rec._call_for(_req("d"))
    assert caplog.text.count("without a recorder scope") == 1


def test_recorder_options_are_checked_when_made_and_reach_the_recorder(tmp_path):
    with pytest.raises(ConfigError) as info:
        RecorderOptions(compact="sometimes")
    assert info.value.field == "compact"
    with pytest.raises(TypeError):
        RecorderOptions(colour="red")  # an unknown option is no silent no-op
    rec = Recorder.with_options(tmp_path / "c.rkc", "auto", ["a-secret-of-length"], base=[tmp_path / "b.rkc"],
                                compact="never", lock_wait=2.5)
    assert (rec.mode, rec.compact, rec.lock_wait, rec.options.base) == ("auto", "never", 2.5, [tmp_path / "b.rkc"])
    assert Recorder(tmp_path / "c.rkc").options == RecorderOptions()  # the defaults
