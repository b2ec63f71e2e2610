"""Hostile conditions that need a real HTTP server (the loopback stub): provider faults that
arrive as HTTP 200, secrets the provider echoes, Ctrl-C in a concurrent run, tampered run
directories. The families without a server are in tests/unit/cli/test_hostile.py.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from replaykit.data.blueprint import save_blueprints
from replaykit.errors import ProviderError
from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture.recorder import Recorder
from replaykit.recording.store.cassette import CassetteStore
from replaykit.recording.store.verification import verify
from tests.integration._study import cli_env
from tests.unit._episode_fakes import small_blueprint

REPO = Path(__file__).resolve().parents[3]

KEY = "sk-hostile-test-key-0123456789abcdef"
NATIVE = REPO / "configs" / "agents" / "native.smol.json"
UPPER = REPO / "configs" / "agents" / "upper-bound.json"


def _gw(base_url: str, **kw) -> Gateway:
    return Gateway({"agent": Endpoint(base_url=base_url, model="stub-chat", retry_backoff=0.0, **kw),
                    "embedder": Endpoint(base_url=base_url, model="stub-embed", retry_backoff=0.0, **kw)})


def _env(with_key: bool = True) -> dict:
    return cli_env(KEY if with_key else None)


def _cli(*args, with_key=True, check=True) -> subprocess.CompletedProcess:
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *map(str, args)], env=_env(with_key),
                       capture_output=True, text=True, timeout=300)
    if check:
        assert p.returncode == 0, f"exit {p.returncode}\n{p.stderr[-3000:]}"
    return p


def _endpoints(tmp: Path, url: str, **extra) -> Path:
    path = tmp / "endpoints.json"
    path.write_text(json.dumps({"version": 1, "endpoints": {"default": {
        "base_url": url, "model": "stub", "structured_output": "json_object_schema", "max_retries": 2,
        "retry_backoff": 0.0, **extra}}}))
    return path


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.suffix != ".rkc" and not p.name.startswith(".")}


# -- family 6: provider faults that arrive as HTTP 200 ----------------------------------------

FAULTS = [
    ("html page", b"<html><body>502 Bad Gateway</body></html>", "text/html"),
    ("garbage with a JSON content type", b"not json at all", "application/json"),
    ("truncated JSON", b'{"id": "x", "choices": [{"index": 0, "mess', "application/json"),
    ("error body", b'{"error": {"message": "overloaded", "type": "server_error"}}', "application/json"),
    ("JSON array", b"[1, 2, 3]", "application/json"),
    ("bytes that are not UTF-8", b'{"choices": "\xff\xfe"}', "application/json"),
    ("empty body", b"", "application/json"),
]


@pytest.mark.parametrize("name,body,ctype", FAULTS, ids=[f[0] for f in FAULTS])
def test_a_200_that_is_no_answer_is_retried_and_never_stored(name, body, ctype, openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url, max_retries=2)
    openai_stub.garble_next(1, body, ctype)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        reply = gw.chat("agent", [{"role": "user", "content": "hello"}])
    assert reply.text.startswith("stub reply")  # the retry got the real answer
    assert openai_stub.calls == 2 and rec.stats.recorded == 1 and rec.stats.not_stored == 1
    with CassetteStore.open(cassette) as store:
        (entry,) = list(store.entries())
        assert json.loads(entry.response.body)["choices"]
        assert entry.request.occurrence == 0  # the retry reused the failed call's index
    # with no retries left the fault is a ProviderError naming it, and nothing is stored either
    openai_stub.garble_next(3, body, ctype)
    with Recorder(cassette, mode="auto") as rec, rec.scope("s2"), pytest.raises(ProviderError) as info:
        gw.chat("agent", [{"role": "user", "content": "another"}])
    assert (info.value.role, info.value.status, info.value.attempts) == ("agent", 200, 3)
    assert len(CassetteStore.open(cassette)) == 1


def test_a_fault_stored_by_an_older_replaykit_is_asked_again_in_auto_mode(openai_stub, tmp_path, no_api_key,
                                                                           monkeypatch):
    from replaykit.recording.capture import exchange as recmod

    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url, max_retries=0)
    monkeypatch.setattr(recmod, "response_fault", lambda *a, **k: None)  # as before the fix: stored
    openai_stub.garble_next(1, b"<html>oops</html>", "text/html")
    with Recorder(cassette, mode="record") as rec, rec.scope("s"), pytest.raises(ProviderError):
        gw.chat("agent", [{"role": "user", "content": "hello"}])
    assert len(CassetteStore.open(cassette)) == 1
    monkeypatch.undo()
    # replay names the poisoned recording and what to do
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"), pytest.raises(ProviderError, match="auto"):
        gw.chat("agent", [{"role": "user", "content": "hello"}])
    calls = openai_stub.calls
    with Recorder(cassette, mode="auto") as rec, rec.scope("s"):
        assert gw.chat("agent", [{"role": "user", "content": "hello"}]).text.startswith("stub reply")
    assert openai_stub.calls == calls + 1
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        assert gw.chat("agent", [{"role": "user", "content": "hello"}]).text.startswith("stub reply")


# -- family 6b: JSON that only a lenient reader accepts (issue 32 item 1) ---------------------
# Python's json, and so the openai SDK, reads each of these bodies; the recorder refuses to store them
# (not strict JSON). Before, the run used the reply anyway: exit 0, a cassette missing the call, a
# replay that failed and a resume that paid again. Now no route ever uses a reply it did not record.

_ODD_BASE = {"id": "x", "object": "chat.completion", "created": 0, "model": "stub-chat",
             "choices": [{"index": 0, "message": {"role": "assistant", "content": "odd reply"}, "finish_reason": "stop"}],
             "usage": {"prompt_tokens": 1, "completion_tokens": 2, "total_tokens": 3}}
_ODD_TEXT = json.dumps(_ODD_BASE)
ODD = [
    ("NaN", _ODD_TEXT.replace('"created": 0', '"created": NaN').encode()),
    ("-Infinity", _ODD_TEXT.replace('"created": 0', '"system_fingerprint": -Infinity, "created": 0').encode()),
    ("1e999", _ODD_TEXT.replace('"created": 0', '"created": 1e999').encode()),
    ("byte-order mark", b"\xef\xbb\xbf" + _ODD_TEXT.encode()),
    ("lone surrogate in metadata", _ODD_TEXT.replace('"id": "x"', '"id": "\\ud800"').encode()),
    ("lone surrogate in the reply", _ODD_TEXT.replace('"odd reply"', '"odd \\udc00 reply"').encode()),
]


def _stored_bodies_are_strict_json(cassette: Path) -> list[bytes]:
    import msgspec

    with CassetteStore.open(cassette) as store:
        bodies = [e.response.body for e in store.entries()]
    for b in bodies:
        msgspec.json.decode(b)  # what replay reads: strict JSON, every one
    return bodies


@pytest.mark.parametrize("name,body", ODD, ids=[c[0] for c in ODD])
def test_odd_json_is_never_used_unrecorded_through_the_gateway(name, body, openai_stub, tmp_path, no_api_key):
    json.loads(body)  # the SDK would have read it
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url, max_retries=2)
    openai_stub.garble_next(1, body)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        reply = gw.chat("agent", [{"role": "user", "content": "hello"}])
    assert reply.text.startswith("stub reply") and "odd" not in reply.text  # the retry's answer, which is recorded
    assert rec.stats.recorded == 1 and rec.stats.not_stored == 1 and openai_stub.calls == 2
    (stored,) = _stored_bodies_are_strict_json(cassette)
    assert json.loads(stored)["choices"][0]["message"]["content"] == reply.text
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):  # replay gives the very reply the run used
        assert gw.chat("agent", [{"role": "user", "content": "hello"}]) == reply
    # a provider that always answers so: a one-line ProviderError naming what is wrong, nothing stored
    openai_stub.garble_next(3, body)
    with Recorder(cassette, mode="auto") as rec, rec.scope("t"), pytest.raises(ProviderError) as info:
        gw.chat("agent", [{"role": "user", "content": "another"}])
    message = str(info.value)
    assert "not strict JSON" in message and "provider fault" in message and "\n" not in message, message
    assert (info.value.role, info.value.endpoint, info.value.status) == ("agent", openai_stub.base_url, 200)
    assert len(_stored_bodies_are_strict_json(cassette)) == 1


@pytest.mark.parametrize("name,body", ODD, ids=[c[0] for c in ODD])
def test_odd_json_fails_the_call_of_any_client_in_the_process(name, body, openai_stub, tmp_path):
    """A memory system's own openai client (as mem0 has) under the recorder: the odd reply is refused
    with a named error instead of being handed to it unrecorded; the next answer is recorded and
    what the client read is the stored body's content."""
    import openai

    from replaykit.errors import ProviderFaultError

    cassette = tmp_path / "c.rkc"
    client = openai.OpenAI(base_url=openai_stub.base_url, api_key="sk-third-party-0123456789", max_retries=2)
    openai_stub.garble_next(1, body)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        with pytest.raises(ProviderFaultError) as info:
            client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hello"}])
        assert "not strict JSON" in str(info.value) and info.value.fault and info.value.status == 200
        got = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hello"}])
    assert rec.stats.recorded == 1 and rec.stats.not_stored == 1
    (stored,) = _stored_bodies_are_strict_json(cassette)
    assert json.loads(stored)["choices"][0]["message"]["content"] == got.choices[0].message.content
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        again = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hello"}])
    assert again.model_dump() == got.model_dump()


@pytest.mark.parametrize("name,body", [ODD[0], ODD[-1]], ids=[ODD[0][0], ODD[-1][0]])
def test_a_run_that_met_odd_json_records_verifies_replays_and_resumes_without_paying_twice(name, body, openai_stub,
                                                                                          tmp_path):
    bps = save_blueprints([small_blueprint("u1")], tmp_path / "bps")
    eps = _endpoints(tmp_path, openai_stub.base_url)
    out = tmp_path / "rec" / "run"
    args = ["run", "--blueprints", bps, "--agent", NATIVE, "--endpoints", eps, "--periods", "2"]
    openai_stub.garble_next(1, body)  # the run's first call gets the odd body; the retry a proper one
    _cli(*args, "--out", out, "--mode", "record")
    answered = openai_stub.status_counts.get(200, 0)
    bodies = _stored_bodies_are_strict_json(out / "cassette.rkc")
    assert len(bodies) == answered and openai_stub.calls == answered + 1  # every reply used is in the cassette
    assert not any(b"odd" in b for b in bodies)
    assert "verified" in _cli("verify", out).stdout
    assert verify(out / "cassette.rkc").ok
    rep = tmp_path / "rep" / "run"
    _cli(*args, "--out", rep, "--mode", "replay", "--cassette", out / "cassette.rkc", with_key=False)
    assert _tree(rep) == {k: v for k, v in _tree(out).items()}
    calls = openai_stub.calls
    _cli(*args, "--out", out, "--mode", "auto")  # a resume of the finished run pays nothing
    assert openai_stub.calls == calls
    # a provider that answers every attempt of a call so: the run fails naming it and uses nothing unrecorded
    bad = tmp_path / "bad" / "run"
    openai_stub.garble_next(3, body)
    p = _cli(*args, "--out", bad, "--mode", "record", check=False)
    assert p.returncode != 0 and "Traceback" not in p.stderr and "not strict JSON" in p.stderr, p.stderr[-2000:]
    assert not (bad / "cassette.rkc").exists() or len(CassetteStore.open(bad / "cassette.rkc")) == 0
    calls = openai_stub.calls
    _cli(*args, "--out", bad, "--mode", "auto")  # the resume pays for every call once, none twice
    assert openai_stub.calls - calls == answered


# -- family 7: secrets the provider echoes --------------------------------------------------


@pytest.mark.parametrize("where", ["user info in the base URL", "key in the base URL's query", "key in the reply"])
def test_an_echoed_or_embedded_key_is_never_printed(where, openai_stub, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    if where == "key in the reply":
        body = json.dumps({"error": {"message": f"Incorrect API key provided: {KEY}"}}).encode()
        openai_stub.garble_next(1, body, "application/json")
        gw = _gw(openai_stub.base_url, max_retries=0)
    else:
        url = (f"http://user:{KEY}@127.0.0.1:1/v1" if where.startswith("user") else
               f"http://127.0.0.1:1/v1?api-key={KEY}")
        gw = _gw(url, max_retries=0, timeout=2.0)
    with Recorder(tmp_path / "c.rkc", mode="record") as rec, rec.scope("s"):
        with pytest.raises(ProviderError) as info:
            gw.chat("agent", [{"role": "user", "content": f"echo {KEY}"}])
    message = str(info.value)
    assert KEY not in message and "127.0.0.1" in message, message
    assert KEY[:12] not in message  # nor its URL-quoted or JSON-escaped forms


def test_a_key_echoed_into_replies_reaches_no_run_file_and_the_run_replays_without_it(stub_factory, tmp_path):
    stub = stub_factory()
    stub.responder = lambda doc: None if doc.get("response_format") else f"sure, your key is {KEY}."
    bps = save_blueprints([small_blueprint("u1")], tmp_path / "bps")
    eps = _endpoints(tmp_path, stub.base_url)
    rec = tmp_path / "rec" / "run"  # same folder name as the replay: run.json holds it
    _cli("run", "--blueprints", bps, "--agent", NATIVE, "--out", rec, "--endpoints", eps, "--periods", "2",
         "--mode", "record")
    assert any(KEY in json.dumps(r["json"]) for r in stub.requests)  # the key really travelled back
    for f in rec.rglob("*"):
        if f.is_file():
            assert KEY.encode() not in f.read_bytes(), f  # (says nothing of the compressed cassette: see below)
    assert "********" in (rec / "traces" / "native" / "u1.r0.json").read_text()
    # the cassette is compressed: grepping its bytes could never find the key, so decode every entry
    scrubbed = 0
    with CassetteStore.open(rec / "cassette.rkc") as store:
        for e in store.entries():
            parts = [e.request.body, e.response.body, e.request.path.encode(), e.request.query.encode(),
                     json.dumps(e.response.headers).encode(), e.meta.model.encode()]
            assert not any(KEY[:12].encode() in p for p in parts), e.key
            scrubbed += any(b"********" in p for p in parts)
    assert scrubbed  # the echoed key was in the recorded content, and was replaced there
    stub.stop()
    rep = tmp_path / "rep" / "run"
    _cli("run", "--blueprints", bps, "--agent", NATIVE, "--out", rep, "--endpoints", eps, "--periods", "2",
         "--mode", "replay", "--cassette", rec / "cassette.rkc", with_key=False)
    assert _tree(rep) == _tree(rec)


# -- Ctrl-C in a concurrent run ---------------------------------------------------------------


def test_ctrl_c_with_concurrency_stops_at_once_and_resumes(stub_factory, tmp_path):
    stub = stub_factory(latency=0.25)
    bps = save_blueprints([small_blueprint(f"u{i}", n_periods=2) for i in range(8)], tmp_path / "bps")
    eps = _endpoints(tmp_path, stub.base_url)
    out = tmp_path / "out"
    args = ["run", "--blueprints", bps, "--agent", NATIVE, "--out", out, "--endpoints", eps, "--concurrency", "4",
            "--mode", "auto"]
    # SIG_DFL in the child: a test suite started in the background by a shell without job control
    # inherits SIGINT ignored, and Python then never raises KeyboardInterrupt for it
    proc = subprocess.Popen([sys.executable, "-m", "replaykit.cli.main", *map(str, args)], env=_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while stub.calls < 12 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert proc.poll() is None, "the run finished before it could be interrupted"
    os.kill(proc.pid, signal.SIGINT)
    t0 = time.monotonic()
    at_interrupt = stub.calls
    _, err = proc.communicate(timeout=60)
    stopped_after = time.monotonic() - t0
    assert proc.returncode == 130, err[-3000:]
    assert "Traceback" not in err
    # in-flight calls finish (one each per worker), nothing new is started
    assert stub.calls - at_interrupt <= 8, (at_interrupt, stub.calls)  # at most the call in flight per worker (and one racing the signal)
    assert stopped_after < 5.0, stopped_after  # the queue held 8 episodes x many 0.25 s calls
    assert verify(out / "cassette.rkc").ok
    # the resumed run pays only for what was not recorded, and ends where an uninterrupted one would
    before = stub.calls
    stub.latency = 0.0
    _cli(*args)
    assert stub.calls > before
    ref = tmp_path / "ref"
    ref_args = [a if a != out else ref for a in args]
    _cli(*ref_args[:-2], "--mode", "replay", "--cassette", out / "cassette.rkc")
    assert {k: v for k, v in _tree(out).items() if k not in ("run.json", "digests.json")} == \
        {k: v for k, v in _tree(ref).items() if k not in ("run.json", "digests.json")}


# -- tampered run directories -----------------------------------------------------------------


def test_an_edited_run_directory_is_caught_by_verify_score_and_a_replay(openai_stub, tmp_path):
    bps = save_blueprints([small_blueprint("u1"), small_blueprint("u2")], tmp_path / "bps")
    eps = _endpoints(tmp_path, openai_stub.base_url)
    out = tmp_path / "run"
    base = ["run", "--blueprints", bps, "--agent", NATIVE, "--agent", UPPER, "--out", out, "--endpoints", eps]
    _cli(*base, "--mode", "record")
    p = _cli("verify", out)
    assert "verified" in p.stdout and "cassette" in p.stdout
    # replay into the finished directory re-runs every episode and finds it identical (not "skipped")
    p = _cli(*base, "--mode", "replay", with_key=False)
    assert "4 re-run and identical" in p.stderr and "0 episode(s) run, 0 already done" in p.stderr

    ep = out / "episodes" / "native" / "u1.r0.json"
    doc = json.loads(ep.read_text())
    doc["periods"][0]["overall"][0]["choice"] = 1 - doc["periods"][0]["overall"][0]["choice"]
    ep.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    p = _cli("verify", out, check=False)
    assert p.returncode == 1 and str(ep) in p.stdout and "edited" in p.stdout
    p = _cli("score", out, check=False)
    assert p.returncode == 2 and str(ep) in p.stderr and "Traceback" not in p.stderr
    p = _cli(*base, "--mode", "replay", with_key=False, check=False)
    assert p.returncode == 2 and str(ep) in p.stderr and "differs from what the replay recomputes" in p.stderr

    ep.unlink()
    extra = out / "episodes" / "native" / "u9.r0.json"
    extra.write_text("{}")
    p = _cli("verify", out, check=False)
    assert p.returncode == 1 and "listed in digests.json but missing" in p.stdout and str(extra) in p.stdout


# -- a real full disk (a tiny tmpfs; skipped where mounting is not allowed) --------------------


@pytest.fixture
def tiny_disk(tmp_path):
    mnt = tmp_path / "tiny"
    mnt.mkdir()
    p = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True, text=True)
    if p.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({p.stderr.strip() or 'not root'}); the unit tests mock the full disk")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def test_a_full_disk_stops_the_run_with_one_line_and_the_cassette_resumes(tiny_disk, openai_stub, tmp_path):
    bps = save_blueprints([small_blueprint(f"u{i}") for i in range(4)], tmp_path / "bps")
    eps = _endpoints(tmp_path, openai_stub.base_url)
    out = tiny_disk / "run"
    args = ["--blueprints", bps, "--agent", NATIVE, "--agent", REPO / "configs" / "agents" / "awe-2-4-5.smol.json",
            "--endpoints", eps]
    p = _cli("run", *args, "--out", out, check=False)
    assert p.returncode == 2, p.stderr[-2000:]
    assert "Traceback" not in p.stderr
    last = p.stderr.strip().splitlines()[-1]
    assert last.startswith("error: ") and "disk full" in last and str(tiny_disk) in last
    moved = tmp_path / "roomy" / "run"
    shutil.copytree(out, moved)
    assert verify(moved / "cassette.rkc").ok  # no torn frame, nothing lost that was recorded
    recorded = len(CassetteStore.open(moved / "cassette.rkc"))
    first = Counter(json.dumps(r["json"], sort_keys=True) for r in openai_stub.requests)
    openai_stub.reset_counts()
    _cli("run", *args, "--out", moved)
    again = Counter(json.dumps(r["json"], sort_keys=True) for r in openai_stub.requests)
    # the resume paid only for what was not recorded: at most the call whose append hit the full disk
    assert recorded > 0 and sum((first & again).values()) <= 1
    assert _cli("verify", moved).returncode == 0


@pytest.mark.parametrize("err", ["ENOSPC", "EROFS", "EACCES"])
def test_a_cassette_that_cannot_be_written_is_named_not_retried_as_a_network_fault(err, openai_stub, tmp_path,
                                                                                  monkeypatch, no_api_key):
    import errno as errno_mod

    from replaykit.errors import FileAccessError
    from replaykit.recording.store import cassette as c

    code = getattr(errno_mod, err)

    def failing_write(fd, data):
        raise OSError(code, os.strerror(code))

    gw = _gw(openai_stub.base_url, max_retries=3)
    with pytest.raises(FileAccessError) as info:
        with Recorder(tmp_path / "c.rkc", mode="record") as rec, rec.scope("s"):
            monkeypatch.setattr(c.os, "write", failing_write)
            gw.chat("agent", [{"role": "user", "content": "hello"}])
    monkeypatch.undo()
    assert openai_stub.calls == 1  # not retried: the provider answered, the disk failed
    assert str(tmp_path / "c.rkc") in str(info.value)
    assert ("disk full" if err == "ENOSPC" else "read-only") in str(info.value)
    assert verify(tmp_path / "c.rkc").ok
