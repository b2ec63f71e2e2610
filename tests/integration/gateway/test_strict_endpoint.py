"""Issue 9 "Done when": against an OpenAI-like endpoint that enforces strict Structured Outputs.

The loopback stub runs with ``strict_schemas=True``: a strict ``json_schema`` outside OpenAI's
subset is answered HTTP 400 in OpenAI's error shape, as the real API does. With an endpoints
config in the style of configs/endpoints/openai.json (json_schema, strict; base URL pointed
at the stub; a secret key) we run

- ``replaykit gen --env configs/env/smol.json`` and
- a 1-user, 1-period ``replaykit run`` of EVERY config in configs/agents/ (globbed, so a config
  added later is covered),

and assert that each succeeds with zero rejected requests. A second set of tests sends the
same pipeline to a stub that does not enforce, with the gateway's own check switched off,
collects every strict schema the code sends from the stub's request log (the exact
response_format OpenAI would get), and runs strict_violations over each, so every violation
of every schema shows at once, not just the first one met.

Every case must pass: the generator's schemas, AWI's memory_update and AWE's facts were
outside the strict subset before issue 9 and are inside it now.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replaykit.cli.main import cli
from replaykit.errors import StrictSchemaError
from replaykit.gateway import Gateway, ReplyFormat, load_endpoints
from replaykit.gateway.strict_schema import strict_violations
from tests.integration.openai_stub import StubServer, instance_of, strict_rejection
from tests.unit._strict_strategies import MUTATIONS, ROOTS, objects

REPO = Path(__file__).resolve().parents[3]
SMOL = REPO / "configs" / "env" / "smol.json"
OPENAI_ENDPOINTS = REPO / "configs" / "endpoints" / "openai.json"
AGENT_CONFIGS = sorted((REPO / "configs" / "agents").glob("*.json"))
SECRET = "sk-test-strict-0123456789abcdef"



def _agent_params():
    out = []
    for p in AGENT_CONFIGS:
        marks = ()
        if json.loads(p.read_text()).get("type") == "mem0" and importlib.util.find_spec("mem0") is None:
            marks = pytest.mark.skip(reason="agent kind mem0 needs the mem0 extra (make test-mem0 runs it)")
        out.append(pytest.param(p, id=p.stem, marks=marks))
    return out


def _openai_style(tmp: Path, base_url: str, name: str = "endpoints.json", structured_output: str | None = None) -> Path:
    """configs/endpoints/openai.json with every role pointed at the stub (and no retry waits)."""
    doc = json.loads(OPENAI_ENDPOINTS.read_text())
    default = doc["endpoints"]["default"]
    default.update(base_url=base_url, retry_backoff=0.0)
    if structured_output is not None:
        default["structured_output"] = structured_output
    path = tmp / name
    path.write_text(json.dumps(doc))
    return path


def _cli(args: list[str]):
    res = CliRunner().invoke(cli, args, catch_exceptions=True)
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    return res


def _gen(stub: StubServer, tmp: Path, structured_output: str | None = None) -> Path:
    out = tmp / "bps"
    eps = _openai_style(tmp, stub.base_url, "gen-endpoints.json", structured_output)
    res = _cli(["gen", "--env", str(SMOL), "--endpoints", str(eps), "--out", str(out),
                "--cassette", str(tmp / "gen.rkc"), "--mode", "record"])
    assert res.exit_code == 0, res.output
    return out


def _run(stub: StubServer, tmp: Path, bps: Path, agent: Path, structured_output: str | None = None) -> None:
    eps = _openai_style(tmp, stub.base_url, "run-endpoints.json", structured_output)
    res = _cli(["run", "--blueprints", str(bps), "--agent", str(agent), "--out", str(tmp / "run"),
                "--endpoints", str(eps), "--users", "1", "--periods", "1", "--mode", "record"])
    assert res.exit_code == 0, res.output


def _assert_none_rejected(stub: StubServer) -> None:
    assert stub.rejected == [], stub.rejected
    assert stub.status_counts.get(400, 0) == 0, stub.status_counts
    assert stub.status_counts.get(200, 0) > 0


def _sent_schemas(stub: StubServer) -> list[tuple[str, dict]]:
    """Every distinct strict json_schema (name, schema) in the stub's request log, in order sent."""
    out: dict[str, tuple[str, dict]] = {}
    for req in stub.requests:
        rf = (req.get("json") or {}).get("response_format")
        if isinstance(rf, dict) and rf.get("type") == "json_schema":
            js = rf["json_schema"]
            assert js.get("strict") is True, js
            out.setdefault(json.dumps([js.get("name"), js.get("schema")], sort_keys=True), (js.get("name"), js.get("schema")))
    return list(out.values())


def _violations(schemas: list[tuple[str, dict]]) -> list[str]:
    return [v for name, schema in schemas for v in strict_violations(schema, name=name)]


@pytest.fixture
def capture_stub(stub_factory, monkeypatch) -> StubServer:
    """A stub that does not enforce, and a gateway that does not check: every schema gets sent."""
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    monkeypatch.setattr(Gateway, "_check_strict", lambda self, schema, name: None)
    return stub_factory(embedding_dims=1536)  # the paper configs' mem0 store holds 1536-dim vectors


@pytest.fixture(scope="module")
def blueprints(tmp_path_factory) -> Path:
    """smol blueprints made through the llama.cpp path (not under test here), for the run tests."""
    tmp = tmp_path_factory.mktemp("strict-bps")
    mp = pytest.MonkeyPatch()
    mp.setenv("OPENAI_API_KEY", SECRET)
    try:
        with StubServer() as stub:
            return _gen(stub, tmp, structured_output="json_object_schema")
    finally:
        mp.undo()


@pytest.fixture
def strict_stub(stub_factory, monkeypatch) -> StubServer:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    return stub_factory(strict_schemas=True, embedding_dims=1536)  # as capture_stub


# -- Done when: gen and every agent, strict, zero rejected requests -----------------------------
def test_gen_smol_against_strict_endpoint(strict_stub, tmp_path):
    bps = _gen(strict_stub, tmp_path)
    _assert_none_rejected(strict_stub)
    assert any((bps / "users").glob("*.json"))


@pytest.mark.parametrize("agent", _agent_params())
def test_run_agent_against_strict_endpoint(strict_stub, blueprints, tmp_path, agent):
    _run(strict_stub, tmp_path, blueprints, agent)
    _assert_none_rejected(strict_stub)


# -- every schema the code sends, checked one by one --------------------------------------------
def test_every_schema_gen_sends_is_strict(capture_stub, tmp_path):
    _gen(capture_stub, tmp_path)
    schemas = _sent_schemas(capture_stub)
    assert {"profile", "questions", "answers"} <= {name for name, _ in schemas}
    violations = _violations(schemas)
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("agent", _agent_params())
def test_every_schema_agent_run_sends_is_strict(capture_stub, blueprints, tmp_path, agent):
    _run(capture_stub, tmp_path, blueprints, agent)
    schemas = _sent_schemas(capture_stub)
    names = {name for name, _ in schemas}
    if json.loads(agent.read_text()).get("answer_protocol") == "reference":
        # the paper's configs ask the questions as the reference does: no schema on any answer
        assert not names & {"answer", "state"}, names
    else:
        assert "answer" in names
    violations = _violations(schemas)
    assert not violations, "\n".join(violations)


# -- the two enforcements themselves ----------------------------------------------------------
BAD = {"type": "object", "properties": {"x": {"type": "string"}, "extra": {"type": "object", "additionalProperties": {"type": "string"}}},
       "required": ["x"]}
GOOD = {"type": "object", "properties": {"x": {"type": "string", "enum": ["a", "b"]}, "n": {"type": ["integer", "null"]}},
        "required": ["x", "n"], "additionalProperties": False}


def test_stub_answers_openai_400_for_a_violating_strict_schema(strict_stub):
    import openai

    client = openai.OpenAI(base_url=strict_stub.base_url, api_key=SECRET, max_retries=0)
    rf = {"type": "json_schema", "json_schema": {"name": "profile", "schema": BAD, "strict": True}}
    with pytest.raises(openai.BadRequestError) as err:
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], response_format=rf)
    body = err.value.body
    assert body["type"] == "invalid_request_error" and body["param"] == "response_format" and body["code"] is None
    assert body["message"].startswith("Invalid schema for response_format 'profile': ")
    assert "'additionalProperties' must be false" in body["message"] and "$.properties.extra" in body["message"]
    assert strict_stub.status_counts == {400: 1} and [r["name"] for r in strict_stub.rejected] == ["profile"]

    # not strict: accepted (OpenAI does not enforce the subset then), answered with a schema instance
    rf["json_schema"]["strict"] = False
    reply = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], response_format=rf)
    assert set(json.loads(reply.choices[0].message.content)) == {"x", "extra"}
    # strict and inside the subset: an instance that respects the enum
    rf = {"type": "json_schema", "json_schema": {"name": "good", "schema": GOOD, "strict": True}}
    value = json.loads(client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}],
                                                      response_format=rf).choices[0].message.content)
    assert value["x"] in ("a", "b") and (value["n"] is None or isinstance(value["n"], int)) and set(value) == {"x", "n"}
    # a name OpenAI refuses
    rf["json_schema"]["name"] = "has space"
    with pytest.raises(openai.BadRequestError, match="json_schema.name"):
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], response_format=rf)
    assert strict_stub.status_counts == {400: 2, 200: 2}


def test_gateway_refuses_a_violating_schema_before_sending(strict_stub, tmp_path):
    gw = Gateway(load_endpoints(_openai_style(tmp_path, strict_stub.base_url)))
    msgs = [{"role": "user", "content": "hi"}]
    with pytest.raises(StrictSchemaError) as err:
        gw.chat("generator", msgs, reply_format=ReplyFormat(json_schema=BAD, schema_name="profile"))
    assert err.value.schema_name == "profile"
    assert any("$.properties.extra" in v and "'additionalProperties' must be false" in v for v in err.value.violations)
    assert strict_stub.calls == 0  # a named error instead of a provider 400
    # the same schema through llama.cpp's style is not OpenAI-strict: sent as before
    llama = Gateway(load_endpoints(_openai_style(tmp_path, strict_stub.base_url, "l.json", "json_object_schema")))
    assert json.loads(llama.chat("generator", msgs, reply_format=ReplyFormat(json_schema=BAD, schema_name="profile")).text)
    assert strict_stub.calls == 1
    # a good schema goes through, and the stub accepts it
    json.loads(gw.chat("generator", msgs, reply_format=ReplyFormat(json_schema=GOOD, schema_name="good")).text)
    _assert_none_rejected(strict_stub)


# -- the stub agrees with the validator, and its answers fit the schema -----------------------
def _valid(value, schema: dict, root: dict) -> bool:
    """Does `value` satisfy `schema` (the strict subset's keywords only)? An independent check."""
    if "$ref" in schema:
        ref = schema["$ref"]
        return _valid(value, root if ref == "#" else root["$defs"][ref.split("/")[-1]], root)
    if "anyOf" in schema:
        return any(_valid(value, b, root) for b in schema["anyOf"])
    if "const" in schema and value != schema["const"]:
        return False
    if "enum" in schema and value not in schema["enum"]:
        return False
    t = schema.get("type")
    types = set(t if isinstance(t, list) else [t]) if t else None
    kinds = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object", type(None): "null"}
    kind = kinds[type(value)]
    if types is not None and kind not in types and not (kind == "integer" and "number" in types):
        return False
    if kind == "object":
        props = schema.get("properties", {})
        return set(value) == set(props) and all(_valid(value[k], props[k], root) for k in props)
    if kind == "array":
        if not schema.get("minItems", 0) <= len(value) <= schema.get("maxItems", len(value)):
            return False
        return all(_valid(v, schema["items"], root) for v in value)
    if kind in ("integer", "number"):
        return schema.get("minimum", value) <= value <= schema.get("maximum", value)
    return True


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_stub_rejects_exactly_what_the_validator_rejects_and_answers_valid_json(data):
    schema = data.draw(ROOTS)
    if data.draw(st.booleans()):
        path, node = data.draw(st.sampled_from(list(objects(schema))))
        MUTATIONS[data.draw(st.sampled_from(sorted(MUTATIONS)))][0](node)
    rf = {"type": "json_schema", "json_schema": {"name": "probe", "schema": schema, "strict": True}}
    violations = strict_violations(schema, name="probe")
    message = strict_rejection(rf)
    assert (message is None) == (not violations)
    if message is not None:
        assert message.startswith("Invalid schema for response_format 'probe': ")
    else:
        seed = json.dumps(schema, sort_keys=True).encode()
        value = instance_of(schema, seed)
        assert _valid(value, schema, schema), value
        assert instance_of(schema, seed) == value  # deterministic


def test_gateway_checks_each_distinct_schema_once_and_sends_it_unchanged(strict_stub, tmp_path, monkeypatch):
    import replaykit.gateway.client as gateway_mod

    checked: list[str] = []
    real = gateway_mod.check_strict
    monkeypatch.setattr(gateway_mod, "check_strict", lambda schema, name: (checked.append(name), real(schema, name)))
    gw = Gateway(load_endpoints(_openai_style(tmp_path, strict_stub.base_url)))
    msgs = [{"role": "user", "content": "hi"}]
    for i in range(5):
        rebuilt = json.loads(json.dumps(GOOD))  # a fresh but equal dict per call, as code that builds schemas per call
        gw.chat("agent", msgs + [{"role": "user", "content": str(i)}], reply_format=ReplyFormat(json_schema=rebuilt, schema_name="good"))
    other = {**GOOD, "properties": {**GOOD["properties"], "x": {"type": "string", "enum": ["c"]}}}
    gw.chat("agent", msgs, reply_format=ReplyFormat(json_schema=other, schema_name="good"))
    gw.chat("agent", msgs, reply_format=ReplyFormat(json_schema=GOOD, schema_name="renamed"))
    assert checked == ["good", "good", "renamed"]
    sent = [r["json"]["response_format"] for r in strict_stub.requests]
    assert sent[0] == {"type": "json_schema", "json_schema": {"name": "good", "schema": GOOD, "strict": True}}
    assert list(sent[0]["json_schema"]["schema"]) == list(GOOD)  # key order kept: outputs follow it
    _assert_none_rejected(strict_stub)
