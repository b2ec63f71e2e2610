"""Gateway configuration and request shaping (no network: the HTTP paths are in tests/integration)."""

import json

import pytest

from replaykit.errors import ConfigError
from replaykit.gateway import JSON_OBJECT, ROLES, Endpoint, Gateway, ReplyFormat, load_endpoints, response_format_for


def test_load_endpoints_merges_default_and_role(tmp_path, monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    cfg = {
        "version": 1,
        "endpoints": {
            "default": {"base_url": "http://127.0.0.1:8000/v1", "model": "m", "temperature": 0.0},
            "user": {"temperature": 0.7, "structured_output": "json_object_schema"},
        },
    }
    path = tmp_path / "endpoints.json"
    path.write_text(json.dumps(cfg))
    eps = load_endpoints(path)
    assert sorted(eps) == sorted(ROLES)
    assert eps["user"].temperature == 0.7
    assert eps["user"].structured_output == "json_object_schema"
    assert eps["agent"].temperature == 0.0
    assert eps["agent"].base_url == "http://127.0.0.1:8000/v1"


def test_load_endpoints_env_fallback(monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://10.0.0.1:1234/v1")
    eps = load_endpoints({"agent": {"model": "x"}})
    assert list(eps) == ["agent"]
    assert eps["agent"].base_url == "http://10.0.0.1:1234/v1"


def test_missing_base_url_names_field_at_the_first_call_outside_replay(monkeypatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    gw = Gateway(load_endpoints({"judge": {"model": "x"}}))  # loads: a replay needs no host
    with pytest.raises(ConfigError, match=r"endpoints\.judge\.base_url is missing and OPENAI_BASE_URL is not set"):
        gw.chat("judge", [{"role": "user", "content": "hi"}])


def test_missing_base_url_is_fine_in_replay(monkeypatch, tmp_path):
    from replaykit.errors import ReplayMissError
    from replaykit.recording.capture.recorder import Recorder
    from replaykit.session import recorded_session

    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with Recorder(tmp_path / "c.rkc", mode="record"):
        pass  # an empty cassette
    # the session composer hands its mode to the gateway (which never asks the recorder)
    with recorded_session(load_endpoints({"judge": {"model": "x"}}), tmp_path / "c.rkc", "replay") as gw:
        assert gw.mode == "replay"
        with pytest.raises(ReplayMissError):  # reaches the cassette lookup, not a config error
            gw.chat("judge", [{"role": "user", "content": "hi"}])
    gw = Gateway(load_endpoints({"judge": {"model": "x"}}))  # not told it replays: it needs a server
    with pytest.raises(ConfigError) as info:
        gw.chat("judge", [{"role": "user", "content": "hi"}])
    assert "base_url is missing" in info.value.reason
    with pytest.raises(ConfigError) as info:
        Gateway({}, mode="replays")
    assert info.value.field == "mode"


def test_load_endpoints_rejects_unknown_role_and_bad_field(tmp_path):
    with pytest.raises(ConfigError) as info:
        load_endpoints({"critic": {"base_url": "http://h/v1", "model": "x"}})
    assert info.value.field == "critic" and info.value.reason.startswith("unknown role")
    with pytest.raises(ConfigError) as info:
        load_endpoints({"version": 1, "endpoints": {"critic": {"base_url": "http://h/v1", "model": "x"}}})
    assert info.value.field == "endpoints.critic"
    with pytest.raises(ConfigError) as info:
        load_endpoints({"agent": {"base_url": "http://h/v1", "model": "x", "temperature": "hot"}})
    assert info.value.field == "agent.temperature"
    with pytest.raises(ConfigError) as info:
        load_endpoints({"agent": {"base_url": "http://h/v1", "model": "x", "tempreature": 1}})
    assert info.value.field == "agent.tempreature"
    with pytest.raises(ConfigError) as info:
        load_endpoints({"agent": {"base_url": "http://h/v1", "model": "x", "temperature": 3}})
    assert info.value.field == "agent.temperature"
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    with pytest.raises(ConfigError) as info:
        load_endpoints(bad)
    assert info.value.file == str(bad) and info.value.reason.startswith("not valid JSON")
    with pytest.raises(ConfigError, match="structured_output"):
        load_endpoints({"agent": {"base_url": "http://h/v1", "model": "x", "structured_output": "xml"}})


def test_response_format_styles():
    schema = {"type": "object", "properties": {"a": {"type": "string"}}}
    ep = Endpoint(base_url="http://h/v1", model="m")
    assert response_format_for(ep, schema, "turn") == {
        "type": "json_schema", "json_schema": {"name": "turn", "schema": schema, "strict": True}}
    llama = Endpoint(base_url="http://h/v1", model="m", structured_output="json_object_schema")
    assert response_format_for(llama, schema, None) == {"type": "json_object", "schema": schema}
    none = Endpoint(base_url="http://h/v1", model="m", structured_output="none")
    assert response_format_for(none, schema, "x") is None


def test_a_reply_format_is_the_response_format_each_endpoint_style_sends():
    schema = {"type": "object", "properties": {"a": {"type": "string"}}}
    openai_style = Endpoint(base_url="http://h/v1", model="m")
    llama = Endpoint(base_url="http://h/v1", model="m", structured_output="json_object_schema")
    none = Endpoint(base_url="http://h/v1", model="m", structured_output="none")
    turn = ReplyFormat(json_schema=schema, schema_name="turn")
    assert turn.response_format(openai_style) == {
        "type": "json_schema", "json_schema": {"name": "turn", "schema": schema, "strict": True}}
    assert ReplyFormat(json_schema=schema).response_format(openai_style)["json_schema"]["name"] == "output"
    assert turn.response_format(llama) == {"type": "json_object", "schema": schema}
    assert turn.response_format(none) is None
    # JSON mode without a schema: the same object for both schema styles, nothing where JSON is not asked for
    assert JSON_OBJECT.response_format(openai_style) == JSON_OBJECT.response_format(llama) == {"type": "json_object"}
    assert JSON_OBJECT.response_format(none) is None
    assert ReplyFormat().response_format(openai_style) is None  # free text
    assert ReplyFormat.of(None, "ignored") is None and ReplyFormat.of(schema, "turn") == turn


def test_gateway_unknown_role_is_config_error():
    gw = Gateway({"agent": Endpoint(base_url="http://h/v1", model="m")})
    with pytest.raises(ConfigError, match="no endpoint configured for role 'judge'"):
        gw.chat("judge", [{"role": "user", "content": "x"}])
    with pytest.raises(ConfigError, match="unknown role"):
        Gateway({"boss": Endpoint(base_url="http://h/v1", model="m")})


def test_secrets_come_from_the_configured_env(monkeypatch):
    monkeypatch.setenv("MY_API_KEY", "sk-abcdefghijklmnop")
    monkeypatch.setenv("OPENAI_API_KEY", "short")
    gw = Gateway({"agent": Endpoint(base_url="http://h/v1", model="m", api_key_env="MY_API_KEY"),
                  "user": Endpoint(base_url="http://h/v1", model="m")})
    assert gw.secrets() == ["sk-abcdefghijklmnop"]


def test_resolve_endpoints_precedence(tmp_path, monkeypatch):
    from replaykit.errors import ConfigError
    from replaykit.gateway import resolve_endpoints

    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODEL", raising=False)
    with pytest.raises(ConfigError, match="no endpoints: pass --endpoints FILE"):
        resolve_endpoints()
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    with pytest.raises(ConfigError, match="pass --model NAME"):
        resolve_endpoints()
    eps = resolve_endpoints(model="m1")
    assert {e.base_url for e in eps.values()} == {"http://127.0.0.1:9/v1"} and eps["agent"].model == "m1"
    monkeypatch.setenv("REPLAYKIT_MODEL", "m2")
    assert resolve_endpoints()["user"].model == "m2"
    f = tmp_path / "e.json"
    f.write_text('{"version": 1, "endpoints": {"default": {"model": "file-model"}}}')
    eps = resolve_endpoints(f, model="ignored")
    assert eps["judge"].model == "file-model" and eps["judge"].base_url == "http://127.0.0.1:9/v1"
