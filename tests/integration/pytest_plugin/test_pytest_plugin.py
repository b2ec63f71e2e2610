"""The pytest plugin (replaykit.pytest_plugin, entry point pytest11) on a project that is not
replaykit: its tests call a real loopback stub through the openai SDK, httpx and requests;
they record with --replaykit-mode record, then pass with the stub stopped, no key and the
network blocked. A call missing from a cassette fails naming the test and the differing
field; a client replaykit does not intercept is blocked by name."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path

import pytest

from replaykit.recording.store.cassette import CassetteStore

pytest_plugins = ["pytester"]

KEY = "sk-plugin-test-0123456789abcdef"

PROJECT_TESTS = '''
import os

import httpx
import openai
import pytest
import requests

BASE = os.environ["CHAT_BASE_URL"]
KEY = os.environ.get("OPENAI_API_KEY", "no-key-in-replay")


def ask(text):
    client = openai.OpenAI(base_url=BASE, api_key=KEY, max_retries=0)
    reply = client.chat.completions.create(model="stub", messages=[{"role": "user", "content": text}])
    return reply.choices[0].message.content


@pytest.mark.replaykit
def test_openai_sdk():
    first, again = ask("hello"), ask("hello")
    assert first and again
    with open(os.environ["ANSWERS"], "a") as fh:
        fh.write(f"openai {first} {again}\\n")


@pytest.mark.replaykit
def test_httpx():
    r = httpx.post(BASE + "/chat/completions", json={"model": "stub", "messages": [{"role": "user", "content": "via httpx"}]},
                   headers={"Authorization": f"Bearer {KEY}"})
    r.raise_for_status()
    with open(os.environ["ANSWERS"], "a") as fh:
        fh.write(f"httpx {r.json()['choices'][0]['message']['content']}\\n")


@pytest.mark.replaykit("shared/requests-calls.rkc")
def test_requests_custom_path():
    r = requests.post(BASE + "/chat/completions", json={"model": "stub", "messages": [{"role": "user", "content": "via requests"}]},
                      headers={"Authorization": f"Bearer {KEY}"}, timeout=10)
    r.raise_for_status()
    with open(os.environ["ANSWERS"], "a") as fh:
        fh.write(f"requests {r.json()['choices'][0]['message']['content']}\\n")


@pytest.mark.parametrize("word", ["a b", "a/b"])
def test_fixture_and_parametrized(replaykit_cassette, word):
    assert ask(word)
    assert replaykit_cassette.stats.hits + replaykit_cassette.stats.recorded == 1
'''

DRIFTED_TEST = '''
import os

import openai
import pytest


@pytest.mark.replaykit
def test_openai_sdk():
    client = openai.OpenAI(base_url=os.environ["CHAT_BASE_URL"], api_key="no-key", max_retries=1)
    client.chat.completions.create(model="stub", messages=[{"role": "user", "content": "hello, changed"}])


@pytest.mark.replaykit("cassettes/test_chat/test_openai_sdk.rkc")
def test_swallows_errors():
    client = openai.OpenAI(base_url=os.environ["CHAT_BASE_URL"], api_key="no-key", max_retries=1)
    try:  # a fallback that hides the miss: the plugin still fails the test
        client.chat.completions.create(model="stub", messages=[{"role": "user", "content": "hello?"}])
    except Exception:
        pass
'''

RAW_SOCKET_TEST = '''
import socket

import pytest


@pytest.mark.replaykit("shared/requests-calls.rkc")
def test_raw_socket():
    socket.create_connection(("127.0.0.1", 9), timeout=1)


@pytest.mark.replaykit("shared/requests-calls.rkc", allowed_hosts=["127.0.0.1"])
def test_allowed_host():
    server = socket.create_server(("127.0.0.1", 0))
    socket.create_connection(("127.0.0.1", server.getsockname()[1]), timeout=5).close()
    server.close()
'''


def _need(module: str) -> None:
    if importlib.util.find_spec(module) is None:
        pytest.fail(f"{module} is not installed; `make venv` installs it with the dev extra")


def _plugin_registered() -> bool:
    from importlib.metadata import entry_points

    return any(ep.value == "replaykit.pytest_plugin" for ep in entry_points(group="pytest11"))


def test_record_then_replay_offline(pytester, openai_stub, monkeypatch, tmp_path):
    for module in ("httpx", "requests", "openai"):
        _need(module)
    assert _plugin_registered(), "replaykit's pytest11 entry point is not installed (reinstall: make venv)"
    answers = tmp_path / "answers.txt"
    monkeypatch.setenv("CHAT_BASE_URL", openai_stub.base_url)
    monkeypatch.setenv("ANSWERS", str(answers))
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    pytester.makepyfile(**{"tests/test_chat": PROJECT_TESTS})

    rec = pytester.runpytest_subprocess("--replaykit-mode", "record", "-p", "no:cacheprovider")
    rec.assert_outcomes(passed=5)
    recorded_calls = openai_stub.calls
    assert recorded_calls == 6  # hello twice, httpx, requests, two parametrized words
    recorded_answers = answers.read_text()

    root = Path(pytester.path) / "tests"
    expected = {
        root / "cassettes/test_chat/test_openai_sdk.rkc": 2,
        root / "cassettes/test_chat/test_httpx.rkc": 1,
        root / "shared/requests-calls.rkc": 1,
    }
    params = sorted((root / "cassettes/test_chat").glob("test_fixture_and_parametrized*.rkc"))
    assert len(params) == 2, params  # "a b" and "a/b" stay two files
    for path, n in expected.items():
        with CassetteStore.open(path) as store:
            entries = list(store.entries())
        assert len(entries) == n, path
        for e in entries:  # the key sent in the Authorization header is never written
            assert KEY.encode() not in e.request.body + e.response.body
        assert KEY.encode() not in path.read_bytes()

    # replay: stub stopped, no key, network blocked (the default mode)
    openai_stub.stop()
    monkeypatch.delenv("OPENAI_API_KEY")
    answers.unlink()
    rep = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    rep.assert_outcomes(passed=5)
    assert answers.read_text() == recorded_answers  # the same answers, byte for byte
    assert openai_stub.calls == recorded_calls


def test_miss_names_test_and_field(pytester, openai_stub, monkeypatch, tmp_path):
    _need("openai")
    monkeypatch.setenv("CHAT_BASE_URL", openai_stub.base_url)
    monkeypatch.setenv("ANSWERS", str(tmp_path / "answers.txt"))
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    pytester.makepyfile(**{"tests/test_chat": PROJECT_TESTS})
    pytester.runpytest_subprocess("--replaykit-mode", "record", "-p", "no:cacheprovider", "-k", "openai_sdk")
    openai_stub.stop()
    pytester.makepyfile(**{"tests/test_chat": DRIFTED_TEST})
    res = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    res.assert_outcomes(failed=2)
    out = res.stdout.str()
    assert "replaykit: test tests/test_chat.py::test_openai_sdk made 1 call(s)" in out
    assert "replaykit: test tests/test_chat.py::test_swallows_errors made 1 call(s)" in out
    assert "requested 'hello?', recorded 'hello'" in out
    assert "replay miss: no recorded response for POST /v1/chat/completions" in out
    assert "differs in:" in out and "messages[0].content" in out
    assert "test_openai_sdk.rkc" in out


def test_uncaptured_client_is_blocked(pytester, monkeypatch):
    pytester.makepyfile(**{"tests/test_raw": RAW_SOCKET_TEST})
    (Path(pytester.path) / "tests/shared").mkdir()
    # an empty but valid cassette, so the test reaches its socket call
    CassetteStore.open(Path(pytester.path) / "tests/shared/requests-calls.rkc", writable=True).close()
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    res = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    res.assert_outcomes(failed=1, passed=1)
    out = res.stdout.str()
    assert "test tests/test_raw.py::test_raw_socket tried to connect to 127.0.0.1:9" in out
    assert "network is blocked in replay mode" in out


def test_replay_without_cassette_says_how_to_record(pytester, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    pytester.makepyfile(**{"tests/test_new": textwrap.dedent('''
        import pytest

        @pytest.mark.replaykit
        def test_new():
            pass
    ''')})
    res = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    res.assert_outcomes(errors=1)
    out = res.stdout.str()
    assert "test tests/test_new.py::test_new has no cassette to replay" in out
    assert "--replaykit-mode record" in out
    # off mode: the plugin stays out of the way
    pytester.runpytest_subprocess("-p", "no:cacheprovider", "--replaykit-mode", "off").assert_outcomes(passed=1)


def test_cassette_name_is_safe_and_distinct():
    from replaykit._util.names import is_safe_name
    from replaykit.pytest_plugin import cassette_name

    assert cassette_name("test_plain") == "test_plain"
    names = {cassette_name(n) for n in ("test_x[a b]", "test_x[a/b]", "test_x[a-b]")}
    assert len(names) == 3 and all(is_safe_name(n) for n in names)
    assert is_safe_name(cassette_name("x" * 300))
