"""Generate blueprints against the loopback stub (record), then replay with no server and no key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.data.blueprint import load_blueprints

SECRET = "sk-test-gen-0123456789abcdef"


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _env(tmp_path: Path) -> Path:
    cfg = {
        "version": 1,
        "name": "tiny",
        "seed": 7,
        "num_users": 2,
        "num_periods": 2,
        "num_questions": 3,
        "num_states_per_question": 2,
        "num_choices_per_state": 3,
        "num_changes_per_period": 1,
        "max_changes_per_state": 2,
        "max_sessions_per_period": 2,
        "max_json_retries": 1,
        "max_refine_rounds": 1,
        "workers": 2,
    }
    p = tmp_path / "tiny.json"
    p.write_text(json.dumps(cfg))
    return p


def _endpoints(tmp_path: Path, base_url: str) -> Path:
    p = tmp_path / "endpoints.json"
    p.write_text(json.dumps({
        "version": 1,
        "endpoints": {"default": {"base_url": base_url, "model": "stub-chat",
                                  "structured_output": "json_object_schema", "retry_backoff": 0.0}},
    }))
    return p


def _gen(args: list[str]) -> None:
    res = CliRunner().invoke(cli, ["gen", *args], catch_exceptions=True)
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    assert res.exit_code == 0, res.output


def test_record_then_replay_gives_identical_blueprints(openai_stub, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    env, eps = _env(tmp_path), _endpoints(tmp_path, openai_stub.base_url)
    cassette = tmp_path / "gen.rkc"
    common = ["--env", str(env), "--endpoints", str(eps), "--cassette", str(cassette)]

    _gen([*common, "--out", str(tmp_path / "rec"), "--mode", "record"])
    recorded_calls = openai_stub.calls
    assert recorded_calls > 20
    bps = load_blueprints(tmp_path / "rec")  # validates every invariant
    assert len(bps) == 2 and len({bp.id for bp in bps}) == 2
    assert all(len(bp.periods) == 3 and len(bp.qas) == 3 for bp in bps)

    # resumable: auto mode against a live server makes no provider call that is recorded
    _gen([*common, "--out", str(tmp_path / "auto"), "--mode", "auto"])
    assert openai_stub.calls == recorded_calls

    openai_stub.stop()
    monkeypatch.delenv("OPENAI_API_KEY")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    _gen([*common, "--out", str(tmp_path / "replay"), "--mode", "replay"])

    rec, rep = _files(tmp_path / "rec"), _files(tmp_path / "replay")
    assert set(rec) == {"manifest.json", "quality.json"} | {f"users/{bp.id}.json" for bp in bps}
    assert rec == rep
    assert _files(tmp_path / "auto") == rec
    assert SECRET.encode() not in cassette.read_bytes()

    quality = json.loads(rec["quality.json"])
    assert quality["users"] == 2
    assert {"query_exposure", "answer_classifier"} <= set(quality["checks"])

    res = CliRunner().invoke(cli, ["blueprint", "validate", str(tmp_path / "replay")])
    assert res.exit_code == 0 and "2 blueprint(s) valid" in res.output


def test_replay_without_cassette_fails_naming_it(tmp_path, no_api_key):
    env, eps = _env(tmp_path), _endpoints(tmp_path, "http://127.0.0.1:9/v1")
    from replaykit.errors import CassetteError

    with pytest.raises(CassetteError, match="none.rkc"):
        _gen(["--env", str(env), "--endpoints", str(eps), "--cassette", str(tmp_path / "none.rkc"),
              "--out", str(tmp_path / "x"), "--mode", "replay"])


def test_strict_openai_style_gen_sends_strict_schemas_and_varies_the_answer_position(openai_stub, tmp_path, monkeypatch):
    """configs/endpoints/openai.json's style (json_schema, strict) against the loopback stub, many questions."""
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    env = json.loads(_env(tmp_path).read_text())
    env.update(num_questions=10, num_periods=2, min_answer_choices=4)
    (tmp_path / "tiny.json").write_text(json.dumps(env))
    eps = json.loads(_endpoints(tmp_path, openai_stub.base_url).read_text())
    eps["endpoints"]["default"]["structured_output"] = "json_schema"
    (tmp_path / "endpoints.json").write_text(json.dumps(eps))
    _gen(["--env", str(tmp_path / "tiny.json"), "--endpoints", str(tmp_path / "endpoints.json"),
          "--cassette", str(tmp_path / "gen.rkc"), "--out", str(tmp_path / "rec"), "--mode", "record"])
    formats = [r["json"].get("response_format") for r in openai_stub.requests if r["path"].endswith("/chat/completions")]
    strict = [f["json_schema"] for f in formats if f is not None]
    assert len(strict) > 20 and all(f is None or f["type"] == "json_schema" for f in formats)
    assert all(js["strict"] is True and js["schema"]["additionalProperties"] is False for js in strict)
    try:  # the strict validator of the fstrict branch, when merged
        from replaykit.gateway.strict_schema import strict_violations
    except ImportError:
        strict_violations = None
    if strict_violations is not None:
        assert [v for js in strict for v in strict_violations(js["schema"])] == []
    bps = load_blueprints(tmp_path / "rec")
    first = [bp.correct_choices(0, qi)[0] for bp in bps for qi in range(len(bp.qas))]
    assert len(first) == 20 and all(len(q.answer_choices) == 4 for bp in bps for q in bp.qas)
    assert len(set(first)) > 1, first
