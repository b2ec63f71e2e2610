"""Hostile family "environment": garbage in the variables replaykit reads (REPLAYKIT_MODE is in
test_hostile.py and test_recorder.py; REPLAYKIT_PRICING refusals in test_cost.py).

- OPENAI_BASE_URL (or an endpoints file's base_url) that is no http(s) URL with a host: refused
  when the endpoints are read, naming the variable or the file's field. Before, `not a url` and
  `ftp://...` were retried five times as a connection error ("the endpoint may be down"), and an
  unclosed IPv6 bracket or a port over 65535 was a ValueError traceback. A replay of a release
  whose endpoints name their own base_url never reads the variable and still works.
- An API key variable holding what an HTTP header cannot carry (not ASCII, a newline): named by
  the variable, never printed; before, a UnicodeEncodeError traceback from the HTTP client.
"""

from __future__ import annotations

import json

import pytest

from tests.unit._hostile_helpers import REPO, cli, one_line_error, tree

REL = REPO / "releases" / "smol-v4"
needs_release = pytest.mark.skipif(not (REL / "cassettes" / "on.rkc").is_file(), reason="the bundled release is absent")

BAD_URLS = {
    "no scheme": ("not a url", "no http:// or https:// scheme"),
    "ftp": ("ftp://example.com/v1", "scheme 'ftp'"),
    "no host": ("http://", "no host"),
    "unclosed IPv6 bracket": ("http://[::1/v1", "Invalid IPv6 URL"),
    "port out of range": ("http://127.0.0.1:99999/v1", "Port out of range"),
    "port not a number": ("http://127.0.0.1:http/v1", "Port could not be cast"),
}


def _run_args(tmp_path, *extra):
    return ["run", "--blueprints", REL / "blueprints", "--agent", REL / "configs" / "agents" / "upper-bound.json",
            "--run-config", REL / "configs" / "run.json", "--cassette", tmp_path / "c.rkc", "--users", "1",
            "--mode", "auto", "--out", tmp_path / "run", "--quiet", *extra]


@needs_release
@pytest.mark.parametrize("case", list(BAD_URLS))
def test_a_bad_openai_base_url_is_named_before_any_call(case, tmp_path, capsys, monkeypatch):
    url, why = BAD_URLS[case]
    monkeypatch.setenv("OPENAI_BASE_URL", url)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    before = tree(tmp_path)
    code, out, err = cli(capsys, *_run_args(tmp_path, "--model", "m"))
    assert code == 2, (out, err)
    one_line_error(err, "OPENAI_BASE_URL", why, "is not an http(s) URL with a host")
    assert tree(tmp_path) == before  # refused before the run folder or the cassette exist


@needs_release
@pytest.mark.parametrize("case", ["unclosed IPv6 bracket", "ftp"])
def test_a_bad_base_url_in_an_endpoints_file_names_file_and_field(case, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    url, why = BAD_URLS[case]
    doc = json.loads((REL / "configs" / "endpoints.json").read_text())
    doc["endpoints"]["agent"]["base_url"] = url
    endpoints = tmp_path / "endpoints.json"
    endpoints.write_text(json.dumps(doc))
    code, out, err = cli(capsys, *_run_args(tmp_path, "--endpoints", endpoints))
    assert code == 2, (out, err)
    one_line_error(err, str(endpoints), "endpoints.agent.base_url", why)


@needs_release
def test_a_bad_openai_base_url_does_not_stop_a_replay_that_never_reads_it(tmp_path, capsys, monkeypatch):
    """The release's endpoints name every role's base_url, so the variable is never used: refusing it
    there would make an offline replay depend on an unrelated setting."""
    monkeypatch.setenv("OPENAI_BASE_URL", "http://[::1/v1")
    code, out, err = cli(capsys, "replay", REL, "--work", tmp_path / "w", "--quiet")
    assert code == 0 and "verified" in out, (out, err)


def test_base_url_checks_by_hand():
    from replaykit._util.urls import base_url_problem
    from replaykit.gateway import UNSET_BASE_URL

    for good in ("http://127.0.0.1:18082/v1", "https://api.openai.com/v1", "http://h/v1", "http://[::1]:8080/v1",
                 "http://user:pw@host:1/v1?x=1", UNSET_BASE_URL):
        assert base_url_problem(good) is None, good
    for url, why in BAD_URLS.values():
        assert why in base_url_problem(url), url


@needs_release
@pytest.mark.parametrize("key", ["sk-caf\u00e9", "sk-a\nb", "sk-\udcff"], ids=["not ASCII", "newline", "not UTF-8"])
def test_an_api_key_no_header_can_carry_is_named_not_printed(key, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens: no call may get that far
    monkeypatch.setenv("OPENAI_API_KEY", key)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    code, out, err = cli(capsys, *_run_args(tmp_path, "--model", "m"))
    assert code == 2, (out, err)
    assert "Traceback" not in err and err.startswith("error: "), err
    assert "OPENAI_API_KEY holds characters an HTTP header cannot carry" in err
    assert key not in err and "Connection error" not in err  # never printed; refused before any connection


@needs_release
@pytest.mark.parametrize("home", ["a symlink loop", "missing", "empty"])
def test_a_home_that_cannot_be_resolved_does_not_stop_a_replay(home, tmp_path, capsys, monkeypatch):
    """replay and view keep the home folder out of what they empty; a HOME that is a symbolic link
    loop was a RuntimeError traceback from every replay (Path.home().resolve())."""
    if home == "a symlink loop":
        (tmp_path / "h1").symlink_to(tmp_path / "h2")
        (tmp_path / "h2").symlink_to(tmp_path / "h1")
        monkeypatch.setenv("HOME", str(tmp_path / "h1"))
    else:
        monkeypatch.setenv("HOME", str(tmp_path / "nowhere") if home == "missing" else "")
    code, out, err = cli(capsys, "replay", REL, "--work", tmp_path / "w", "--quiet")
    assert code == 0 and "verified" in out, (out, err)
