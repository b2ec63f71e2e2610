"""Hostile family "numbers out of range" (issue 23 item 3): every number a config file holds has a
range; outside it the command ends in one line naming the file and field, exit 2, before anything
is written or sent. Each case is checked against the real CLI entry point.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from replaykit.data.blueprint import save_blueprints
from tests.unit._episode_fakes import small_blueprint
from tests.unit._hostile_helpers import REPO, cli, one_line_error

NATIVE = REPO / "configs" / "agents" / "native.json"
ENV = json.loads((REPO / "configs" / "env" / "smol.json").read_text())
BIG = 10**20


def _endpoint(**extra) -> dict:
    return {"version": 1, "endpoints": {"default": {"base_url": "http://127.0.0.1:9/v1", "model": "m", **extra}}}


ENDPOINT_CASES = [
    ("max_tokens 1e20", {"max_tokens": BIG}, "max_tokens"),
    ("max_tokens -7", {"max_tokens": -7}, "max_tokens"),
    ("seed 1e20", {"seed": BIG}, "seed"),
    ("seed -1e20", {"seed": -BIG}, "seed"),
    ("timeout 1e308", {"timeout": 1e308}, "timeout"),
    ("timeout inf (1e999)", "inf-timeout", "timeout"),
    ("retry_backoff 1e308", {"retry_backoff": 1e308}, "retry_backoff"),
    ("max_retries 1e9", {"max_retries": 10**9}, "max_retries"),
]

AGENT_CASES = [
    ("memory_max_tokens -7", {"type": "awi", "name": "a", "memory_max_tokens": -7}, "memory_max_tokens"),
    ("memory_max_tokens 0", {"type": "awe", "name": "a", "memory_max_tokens": 0}, "memory_max_tokens"),
    ("max_tokens 1e20", {"type": "native", "name": "a", "max_tokens": BIG}, "max_tokens"),
    ("answer_max_tokens 1e20", {"type": "native", "name": "a", "answer_max_tokens": BIG}, "answer_max_tokens"),
    ("context_tokens 1e20", {"type": "native", "name": "a", "context_tokens": BIG}, "context_tokens"),
]

RUN_CASES = [
    ("user_max_tokens 1e20", {"user_max_tokens": BIG}, "user_max_tokens"),
    ("num_rounds_update 1e9", {"num_rounds_update": 10**9}, "num_rounds_update"),
]


@pytest.fixture
def inputs(tmp_path):
    bps = save_blueprints([small_blueprint("u1")], tmp_path / "bps")
    eps = tmp_path / "endpoints.json"
    eps.write_text(json.dumps(_endpoint()))
    return {"bps": bps, "eps": eps, "out": tmp_path / "out", "tmp": tmp_path}


def _run(capsys, s, *extra):
    return cli(capsys, "run", "--blueprints", s["bps"], "--out", s["out"], "--mode", "auto", *extra)


@pytest.mark.parametrize("name,fields,field", ENDPOINT_CASES, ids=[c[0] for c in ENDPOINT_CASES])
def test_endpoint_numbers(name, fields, field, inputs, capsys, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    bad = inputs["tmp"] / "bad-endpoints.json"
    if fields == "inf-timeout":
        bad.write_text(json.dumps(_endpoint()).replace('"model": "m"', '"model": "m", "timeout": 1e999'))
    else:
        bad.write_text(json.dumps(_endpoint(**fields)))
    code, out, err = _run(capsys, inputs, "--agent", NATIVE, "--endpoints", bad)
    assert code == 2, (out, err)
    one_line_error(err, str(bad), field)
    assert not inputs["out"].exists()


@pytest.mark.parametrize("name,doc,field", AGENT_CASES, ids=[c[0] for c in AGENT_CASES])
def test_agent_numbers(name, doc, field, inputs, capsys, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    agent = inputs["tmp"] / "agent.json"
    agent.write_text(json.dumps(doc))
    code, out, err = _run(capsys, inputs, "--agent", agent, "--endpoints", inputs["eps"])
    assert code == 2, (out, err)
    one_line_error(err, str(agent), field)
    assert not inputs["out"].exists()


@pytest.mark.parametrize("name,doc,field", RUN_CASES, ids=[c[0] for c in RUN_CASES])
def test_run_config_numbers(name, doc, field, inputs, capsys, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    rc = inputs["tmp"] / "run.json"
    rc.write_text(json.dumps(doc))
    code, out, err = _run(capsys, inputs, "--agent", NATIVE, "--endpoints", inputs["eps"], "--run-config", rc)
    assert code == 2, (out, err)
    one_line_error(err, str(rc), field)
    assert not inputs["out"].exists()


ENV_CASES = [
    ("months_per_period 100000", {"months_per_period": 100_000}, "months_per_period"),
    ("start_date 9999-12-31", {"start_date": "9999-12-31"}, "start_date"),
    ("start_date late enough to overflow", {"start_date": "9990-01-01", "months_per_period": 120}, "start_date"),
    ("seed 1e20", {"seed": BIG}, "seed"),
    ("max_tokens.profile 1e20", {"max_tokens": {"profile": BIG}}, "max_tokens.profile"),
    ("num_users 1e9", {"num_users": 10**9}, "num_users"),
]


@pytest.mark.parametrize("name,edit,field", ENV_CASES, ids=[c[0] for c in ENV_CASES])
def test_env_config_numbers(name, edit, field, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    env = tmp_path / "env.json"
    env.write_text(json.dumps({**ENV, **edit, "persona_file": None}))
    eps = tmp_path / "e.json"
    eps.write_text(json.dumps(_endpoint()))
    code, out, err = cli(capsys, "gen", "--env", env, "--out", tmp_path / "o", "--endpoints", eps,
                         "--cassette", tmp_path / "g.rkc")
    assert code == 2, (out, err)
    one_line_error(err, str(env), field)
    assert not (tmp_path / "o").exists() and not (tmp_path / "g.rkc").exists()


@pytest.mark.parametrize("price", [-1.0, "1e999", 1e300])
def test_prices_out_of_range(price, tmp_path, capsys):
    from replaykit.errors import ConfigError
    from replaykit.scoring.cost import load_pricing

    p = tmp_path / "pricing.json"
    p.write_text('{"version": 1, "date": "2026-01-01", "models": {"m": {"input": %s, "output": 1.0}}}' % price)
    with pytest.raises(ConfigError) as info:
        load_pricing(p)
    assert info.value.field in ("models.m.input", "models[...].input") and info.value.file == str(p)  # msgspec: [...]


def test_deep_json_config_is_a_named_error(tmp_path, capsys, inputs):
    agent = tmp_path / "deep.json"
    agent.write_text('{"type": "native", "name": "a", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    code, out, err = _run(capsys, inputs, "--agent", agent, "--endpoints", inputs["eps"])
    assert code == 2 and "RecursionError" not in err, err
    one_line_error(err, str(agent))
    eps = tmp_path / "deep-endpoints.json"
    eps.write_text('{"version": 1, "endpoints": ' + "[" * 100_000 + "]" * 100_000 + "}")
    code, out, err = _run(capsys, inputs, "--agent", NATIVE, "--endpoints", eps)
    assert code == 2 and "RecursionError" not in err, err
    one_line_error(err, str(eps), "nests deeper than")


def test_gen_users_is_bounded_before_anything_is_planned(tmp_path):
    """`gen --users 10^23` planned a list entry per user (a runaway that took 10 GB in 6 minutes before it was
    killed); it is now refused by the option, and the library refuses it too. In a child process with a
    timeout: a regression fails instead of eating the machine."""
    import subprocess
    import sys

    from replaykit.errors import ConfigError
    from replaykit.generation.generator import load_env_config
    from replaykit.generation.pipeline import Generator

    env = tmp_path / "env.json"
    env.write_text(json.dumps({**ENV, "persona_file": None}))
    eps = tmp_path / "e.json"
    eps.write_text(json.dumps(_endpoint()))
    proc = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "gen", "--env", str(env), "--out", str(tmp_path / "o"),
                           "--endpoints", str(eps), "--cassette", str(tmp_path / "g.rkc"), "--mode", "replay",
                           "--users", "99999999999999999999999"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "--users" in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    assert not (tmp_path / "o").exists() and not (tmp_path / "g.rkc").exists()
    with pytest.raises(ConfigError) as err:
        Generator(load_env_config(env), gateway=None).generate(users=10**23)
    assert err.value.field == "--users"


class _Tree(msgspec.Struct):
    kids: list[_Tree] = []


class _Loose(msgspec.Struct):  # unknown fields skipped
    a: int = 0


class _Wide(msgspec.Struct):
    meta: dict[str, Any] = {}


def test_a_deep_file_is_refused_by_name_whatever_type_it_is_read_as(tmp_path):
    """decode_file scans a file's nesting first only for a type that lets any depth through (Any, a dict of
    Any, a type holding itself); a file read as a type of fixed depth stops at its first value of the wrong
    type, or, inside a field it skips, at Python's recursion limit: the same one-line error either way."""
    from replaykit.base import decode_file, nests_freely
    from replaykit.data.result import EpisodeResult, UpperBoundResult
    from replaykit.errors import ResultError

    # by hand: which types bound their depth (EpisodeResult: lists of structs of strings and numbers)
    assert [nests_freely(t) for t in (EpisodeResult, UpperBoundResult, list[int], _Loose)] == [False] * 4
    assert [nests_freely(t) for t in (Any, dict, _Tree, _Wide)] == [True] * 4
    cases = [(_Loose, '{"x": ' + "[" * 100_000 + "]" * 100_000 + "}"),  # skipped: msgspec's recursion limit
             (_Wide, '{"meta": {"m": ' + "[" * 300 + "]" * 300 + "}}"),  # 300 deep: under Python's limit, over ours
             (Any, "[" * 257 + "]" * 257), (_Tree, '{"kids": [' * 300 + "]}" * 300)]
    for type_, text in cases:
        path = tmp_path / "deep.json"
        path.write_text(text)
        with pytest.raises(ResultError) as caught:
            decode_file(path, type_, "test file", ResultError)
        assert "nests deeper than 256 levels" in str(caught.value) and caught.value.file == str(path), type_
    path.write_text('{"agent": ' + "[" * 100_000 + "]" * 100_000 + "}")  # the wrong type at once
    with pytest.raises(ResultError, match="Expected `str`, got `array`"):
        decode_file(path, EpisodeResult, "episode", ResultError)
    path.write_text("[" * 256 + "]" * 256)
    assert decode_file(path, Any, "test file", ResultError) is not None  # 256 deep: accepted
