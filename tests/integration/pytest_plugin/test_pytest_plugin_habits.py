"""The pytest plugin's habits from pytest-recording (issue 34, item 4), on a user's project run in a
subprocess against the real loopback stub: a placeholder key in replay mode only, pruning stale
entries (``--replaykit-prune``, ``rewrite``), ``pytest -n 2`` recording into one shared cassette
with nothing lost, no lock file left beside a cassette, and marker mistakes named."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import numpy  # noqa: F401  (imported before pytester snapshots sys.modules: reading an index needs it, and
import pytest  # numpy's C module cannot be loaded a second time once pytester has dropped it)

from replaykit.pytest_plugin import PLACEHOLDER_KEY
from replaykit.recording.store import CassetteStore

pytest_plugins = ["pytester"]

KEY = "sk-habits-test-0123456789abcdef"

ASK = '''
import os

import openai


def ask(text):
    client = openai.OpenAI(base_url=os.environ["CHAT_BASE_URL"], max_retries=0)   # no api_key: the SDK reads it
    reply = client.chat.completions.create(model="stub", messages=[{"role": "user", "content": text}])
    return reply.choices[0].message.content
'''

KEYLESS_TESTS = ASK + '''
import pytest


@pytest.mark.replaykit
def test_sdk_without_key():
    with open(os.environ["SEEN"], "a") as fh:
        fh.write(os.environ.get("OPENAI_API_KEY", "<unset>") + "\\n")
    assert ask("hello")


def test_after_the_marked_test():
    with open(os.environ["SEEN"], "a") as fh:
        fh.write("after: " + os.environ.get("OPENAI_API_KEY", "<unset>") + "\\n")
'''


def _texts(path: Path) -> list[str]:
    """The user message of every entry in a cassette, sorted."""
    with CassetteStore.open(path) as store:
        return sorted(json.loads(e.request.body)["messages"][0]["content"] for e in store.entries())


def _siblings(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.fixture
def project(pytester, openai_stub, monkeypatch, tmp_path):
    if importlib.util.find_spec("openai") is None:
        pytest.fail("openai is not installed (a core dependency)")
    monkeypatch.setenv("CHAT_BASE_URL", openai_stub.base_url)
    monkeypatch.setenv("SEEN", str(tmp_path / "seen.txt"))
    for name in ("REPLAYKIT_MODE", "OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    return pytester


def _run(pytester, *args: str):
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", *args)


def test_replay_gives_sdks_a_placeholder_key_and_record_does_not(project, openai_stub, monkeypatch, tmp_path):
    project.makepyfile(test_keyless=KEYLESS_TESTS)
    seen = tmp_path / "seen.txt"

    # record without a key: the SDK refuses as it would without replaykit; nothing is invented
    res = _run(project, "--replaykit-mode", "record")
    res.assert_outcomes(failed=1, passed=1)
    assert "api_key" in res.stdout.str() and openai_stub.calls == 0
    assert seen.read_text().splitlines() == ["<unset>", "after: <unset>"]

    seen.unlink()
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    _run(project, "--replaykit-mode", "record").assert_outcomes(passed=2)
    assert openai_stub.calls == 1
    assert seen.read_text().splitlines() == [KEY, f"after: {KEY}"]

    # replay with no key: the SDK is built with the placeholder, which is gone after the test
    seen.unlink()
    monkeypatch.delenv("OPENAI_API_KEY")
    openai_stub.stop()
    _run(project).assert_outcomes(passed=2)
    assert seen.read_text().splitlines() == [PLACEHOLDER_KEY, "after: <unset>"]

    # a key that is set is left alone in replay too
    seen.unlink()
    monkeypatch.setenv("OPENAI_API_KEY", "sk-someone-elses-0123456789")
    _run(project).assert_outcomes(passed=2)
    assert seen.read_text().splitlines()[0] == "sk-someone-elses-0123456789"


PRUNE_TESTS = ASK + '''
import pytest

PROMPT = "@PROMPT@"


@pytest.mark.replaykit
def test_own():
    assert ask(PROMPT)


@pytest.mark.replaykit("cassettes/shared.rkc")
def test_shared_a():
    assert ask("shared a")


@pytest.mark.replaykit("cassettes/shared.rkc")
def test_shared_b():
    assert ask("shared b")@TAIL@
'''


def _prune_tests(prompt: str, tail: str) -> str:
    return PRUNE_TESTS.replace("@PROMPT@", prompt).replace("@TAIL@", tail)


def test_prune_drops_what_a_session_did_not_use(project, openai_stub, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    root = Path(project.path)
    own, shared = root / "cassettes/test_prune/test_own.rkc", root / "cassettes/shared.rkc"
    project.makepyfile(test_prune=_prune_tests("hello", ""))
    _run(project, "--replaykit-mode", "record").assert_outcomes(passed=3)

    # the prompt changes: auto records the new call and keeps the stale one beside it
    project.makepyfile(test_prune=_prune_tests("hello, changed", ""))
    _run(project, "--replaykit-mode", "auto").assert_outcomes(passed=3)
    assert _texts(own) == ["hello", "hello, changed"]

    # a session with a deselected test, or a failing one, prunes nothing and says why
    res = _run(project, "--replaykit-mode", "auto", "--replaykit-prune", "-k", "not shared_b")
    assert "replaykit: not pruning cassettes: 1 test(s) were deselected" in res.stdout.str()
    project.makepyfile(test_prune=_prune_tests("hello, changed", "\n\n\ndef test_fails():\n    assert False\n"))
    res = _run(project, "--replaykit-mode", "auto", "--replaykit-prune")
    res.assert_outcomes(passed=3, failed=1)
    assert _texts(own) == ["hello", "hello, changed"]
    assert _texts(shared) == ["shared a", "shared b"]

    # a full, passing session: the stale entry goes, the shared cassette keeps both tests' entries
    project.makepyfile(test_prune=_prune_tests("hello, changed", ""))
    calls = openai_stub.calls
    res = _run(project, "--replaykit-mode", "auto", "--replaykit-prune")
    res.assert_outcomes(passed=3)
    assert openai_stub.calls == calls  # auto: nothing paid again
    assert "replaykit: pruned 1 unused entry from 1 of 2 cassette(s) this session wrote" in res.stdout.str()
    assert _texts(own) == ["hello, changed"]
    assert _texts(shared) == ["shared a", "shared b"]

    # rewrite: every call recorded anew (pytest-recording's rewrite), then pruned
    project.makepyfile(test_prune=_prune_tests("hello again", ""))
    res = _run(project, "--replaykit-mode", "rewrite")
    res.assert_outcomes(passed=3)
    assert openai_stub.calls == calls + 3
    assert _texts(own) == ["hello again"] and _texts(shared) == ["shared a", "shared b"]
    assert _siblings(own.parent) == ["test_own.rkc"]

    # prune in replay mode is a usage error, not a silent no-op
    res = _run(project, "--replaykit-prune")
    assert res.ret == 4 and "--replaykit-prune needs --replaykit-mode record or auto" in res.stderr.str()


XDIST_TESTS = ASK + '''
import pytest


@pytest.mark.replaykit("cassettes/shared.rkc")
@pytest.mark.parametrize("n", range(20))
def test_word(n):
    assert ask(f"word {n}")
'''


def test_xdist_workers_record_into_one_cassette_and_lose_nothing(project, openai_stub, monkeypatch):
    if importlib.util.find_spec("xdist") is None:
        pytest.fail("pytest-xdist is not installed; `make venv` installs it with the dev extra")
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    shared = Path(project.path) / "cassettes/shared.rkc"
    project.makepyfile(test_x=XDIST_TESTS.replace("range(20)", "range(21)"))  # word 20: about to be stale
    res = _run(project, "-n", "2", "--replaykit-mode", "record")
    res.assert_outcomes(passed=21)
    assert openai_stub.calls == 21
    assert _texts(shared) == sorted(f"word {n}" for n in range(21))
    assert _siblings(shared.parent) == ["shared.rkc"]  # no lock file to commit

    # rewrite under xdist: each worker used about half the keys; the controller prunes with the union
    project.makepyfile(test_x=XDIST_TESTS)
    res = _run(project, "-n", "2", "--replaykit-mode", "rewrite")
    res.assert_outcomes(passed=20)
    assert "replaykit: pruned 1 unused entry from 1 of 1 cassette(s)" in res.stdout.str()
    assert _texts(shared) == sorted(f"word {n}" for n in range(20))

    # replay under xdist: no key, the stub gone, the network blocked
    monkeypatch.delenv("OPENAI_API_KEY")
    openai_stub.stop()
    res = _run(project, "-n", "2")
    res.assert_outcomes(passed=20)
    assert _siblings(shared.parent) == ["shared.rkc"]


MARKER_MISTAKES = '''
import pathlib

import pytest


@pytest.mark.replaykit(colour="red")
def test_unknown_option():
    pass


@pytest.mark.replaykit(42)
def test_path_not_text():
    pass


@pytest.mark.replaykit(b"bytes.rkc")
def test_path_bytes():
    pass


@pytest.mark.replaykit("a.rkc", "b.rkc")
def test_two_paths():
    pass


@pytest.mark.replaykit(mode="playback")
def test_bad_mode():
    pass


@pytest.mark.replaykit(allowed_hosts="127.0.0.1")
def test_hosts_as_a_string():
    pass


@pytest.mark.replaykit(secrets="my-org-token")
def test_secrets_as_a_string():
    pass


@pytest.mark.replaykit(pathlib.Path("fine.rkc"), mode="off")
def test_a_path_object_is_fine():
    pass
'''


def test_marker_mistakes_are_named_not_type_errors(pytester, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    pytester.makepyfile(test_marks=MARKER_MISTAKES)
    res = _run(pytester)
    res.assert_outcomes(errors=7, passed=1)
    out = res.stdout.str()
    for needle in (
        "test test_marks.py::test_unknown_option: @pytest.mark.replaykit: unknown option 'colour'; known: path, mode, "
        "allowed_hosts, secrets",
        "test test_marks.py::test_path_not_text: @pytest.mark.replaykit: the cassette path must be a str or a "
        "pathlib.Path, got int",
        "test_path_bytes: @pytest.mark.replaykit: the cassette path must be a str or a pathlib.Path, got bytes",
        "test_two_paths: @pytest.mark.replaykit: takes at most one positional argument (the cassette path), got 2",
        "test_bad_mode: @pytest.mark.replaykit: mode is 'playback'; expected one of replay, record, auto, off",
        "test_hosts_as_a_string: @pytest.mark.replaykit: allowed_hosts must be a list of host strings",
        "test_secrets_as_a_string: @pytest.mark.replaykit: secrets must be a list of strings",
    ):
        assert needle in out, needle
    assert "TypeError" not in out and "Traceback" not in out
    assert not (Path(pytester.path) / "cassettes").exists()  # nothing created for a refused marker
