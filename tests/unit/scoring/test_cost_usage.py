"""replaykit.scoring.cost, field by field: what a cassette's responses say, which model each role
is priced by, the per-(stage, role) rows of a run and of generation, the cost table's text, and
the pricing file's checks. Every expected number is added up by hand from the inputs here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from replaykit.data.result import EpisodeResult, RoleUsage, Run, RunManifest, UpperBoundResult
from replaykit.errors import ConfigError
from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.recording.store.format import Usage
from replaykit.scoring import cost
from replaykit.scoring.cost import CassetteUsage, Price, Pricing, UsageRow

CHAT, EMB = "/v1/chat/completions", "/v1/embeddings"


def _entry(i: int, path: str, body: bytes, meta_model: str, prompt: int, completion: int) -> Entry:
    return Entry(key=f"{i:064x}", request=RecordedRequest(method="POST", path=path, body=body),
                 response=RecordedResponse(status=200, body=b"{}"),
                 meta=EntryMeta(model=meta_model, usage=Usage(prompt_tokens=prompt, completion_tokens=completion)))


def _cassette(path: Path, entries: list[Entry]) -> Path:
    store = CassetteStore.open(path, writable=True)
    for e in entries:
        store.append(e)
    store.close(compact=True)
    return path


@pytest.fixture
def cassette(tmp_path) -> Path:
    return _cassette(tmp_path / "c.rkc", [
        _entry(1, EMB, b'{"model": "emb", "input": ["a"]}', "meta-emb", 7, 0),
        _entry(2, "/embeddings", b'{"model": "emb"}', "x", 8, 0),
        _entry(3, CHAT, b'{"model": "mA"}', "ignored", 10, 3),
        _entry(4, CHAT, b'{"model": "mB"}', "ignored", 5, 2),
        _entry(5, CHAT, b"not json", "mC", 1, 1),            # undecodable body: the meta's model
        _entry(6, CHAT, b"[1]", "mD", 2, 0),                 # not an object: the meta's model
        _entry(7, CHAT, b'{"model": ""}', "mA", 0, 4),       # empty model: the meta's model
        _entry(8, CHAT, b'{"model": 7}', "y", 1, 1),         # a number: as text
        _entry(9, "/v1/embeddings/x", b'{"model": "mB"}', "z", 1, 0),  # not an /embeddings path: chat
    ])


def test_cassette_usage_by_hand(cassette, tmp_path):
    u = cost.cassette_usage(cassette)
    assert u == CassetteUsage(models={"chat": ["7", "mA", "mB", "mC", "mD"], "embeddings": ["emb"]},
                              calls={"chat": 7, "embeddings": 2},
                              input_tokens={"chat": 10 + 5 + 1 + 2 + 0 + 1 + 1, "embeddings": 15},
                              output_tokens={"chat": 3 + 2 + 1 + 0 + 4 + 1 + 0, "embeddings": 0})
    assert list(u.models) == ["chat", "embeddings"]
    assert cost.cassette_usage(str(cassette)) == u
    assert cost.cassette_usage(None) is None
    assert cost.cassette_usage(tmp_path / "absent.rkc") is None
    assert cost.cassette_usage(tmp_path) is None  # a folder is not a cassette


def test_cassette_usage_of_embeddings_only_lists_them_first(tmp_path):
    u = cost.cassette_usage(_cassette(tmp_path / "e.rkc", [_entry(2, EMB, b'{"model": "e2"}', "", 3, 0),
                                                           _entry(1, CHAT, b'{"model": "c"}', "", 1, 2)]))
    assert list(u.models) == ["chat", "embeddings"] and u.models == {"chat": ["c"], "embeddings": ["e2"]}


def test_endpoint_models_by_hand(tmp_path):
    f = tmp_path / "e.json"
    f.write_text(json.dumps({"endpoints": {"user": None, "judge": {"model": ""}, "agent": {"model": "x"},
                                           "default": {"model": "d"}}}))
    assert cost.endpoint_models(f) == {"agent": "x", "default": "d", "judge": "d", "user": "d"}
    assert list(cost.endpoint_models(f)) == ["agent", "default", "judge", "user"]
    f.write_text(json.dumps({"endpoints": {"user": None, "agent": {"model": "x"}}}))  # no default
    assert cost.endpoint_models(f) == {"agent": "x", "user": ""}
    f.write_text(json.dumps({"endpoints": {"default": None, "user": {}}}))
    assert cost.endpoint_models(f) == {"default": "", "user": ""}
    f.write_text(json.dumps({"version": 1}))
    assert cost.endpoint_models(f) == {}
    f.write_text(json.dumps([1, 2]))
    assert cost.endpoint_models(f) == {}


def test_model_for_by_hand():
    eps = {"agent": "A", "default": "D", "user": "U", "embedder": ""}
    assert cost._model_for("user", eps, None) == "U"
    assert cost._model_for("agent", eps, None) == "A"
    assert cost._model_for("memory", eps, None) == "A"   # memory and evolve calls are the agent's model
    assert cost._model_for("evolve", eps, None) == "A"
    assert cost._model_for("judge", eps, None) == "D"
    one = CassetteUsage(models={"chat": ["c1"], "embeddings": ["e1"]})
    two = CassetteUsage(models={"chat": ["c1", "c2"]})
    assert cost._model_for("embedder", eps, one) == "D"  # "" falls back to the default
    # the endpoints name nothing for the role: the cassette's one model of that kind, else nothing
    assert cost._model_for("memory", {"default": "D"}, None) == ""
    assert cost._model_for("memory", {"user": "U"}, one) == "c1"
    assert cost._model_for("embedder", {"user": "U"}, one) == "e1"
    assert cost._model_for("embedder", None, two) == ""
    assert cost._model_for("judge", {}, two) == ""
    assert cost._model_for("judge", None, one) == "c1"
    assert cost._model_for("judge", None, None) == ""


def _usage(calls: int, prompt: int, completion: int) -> RoleUsage:
    return RoleUsage(calls=calls, prompt_tokens=prompt, completion_tokens=completion)


def test_run_usage_by_hand(cassette):
    manifest = RunManifest(name="r", endpoints={"agent": {"model": "A"}, "embedder": {"model": "E"}, "user": {},
                                                      "x": "not a table"})
    eps = [
        EpisodeResult(agent="n", user="u1", periods=[], usage={
            "agent": _usage(2, 100, 10), "embedder": _usage(3, 0, 0), "user": _usage(1, 50, 5)}),
        EpisodeResult(agent="n", user="u1", policy="off", periods=[], usage={"agent": _usage(1, 1000, 100)}),
        EpisodeResult(agent="n", user="u2", periods=[], usage={"agent": _usage(1, 1, 1)}),
    ]
    ub = {"u1": UpperBoundResult(user="u1", answers=[], usage={"agent": _usage(4, 40, 4)})}
    run = Run(manifest=manifest, blueprints=[], episodes=eps, upper_bound=ub)
    pricing = Pricing(date="d", models={"A": Price(input=2.0, output=4.0), "E": Price(input=1.0)})
    # the endpoints run.json recorded win over the ones passed in
    rows = cost.run_usage(run, cassette=cassette, endpoints={"agent": "Z", "user": "Z"}, pricing=pricing,
                          stage_names={"off": "replay"})
    assert [(r.stage, r.role, r.model, r.calls, r.input_tokens, r.output_tokens) for r in rows] == [
        ("evaluation", "agent", "A", 4, 40, 4),
        ("on-policy", "agent", "A", 3, 101, 11),
        ("on-policy", "embedder", "E", 3, 15, 0),  # the cassette's embedding tokens (7 + 8)
        ("on-policy", "user", "", 1, 50, 5),        # recorded without a model, the cassette has 5 chat models
        ("replay", "agent", "A", 1, 1000, 100),
    ]
    priced = [rows[i].dollars for i in (0, 1, 2, 4)]
    assert priced == pytest.approx([(40 * 2 + 4 * 4) / 1e6, (101 * 2 + 11 * 4) / 1e6, 15 / 1e6,
                                    (1000 * 2 + 100 * 4) / 1e6], rel=1e-12)
    assert rows[3].dollars is None
    # no pricing: no dollars; no cassette: the embedder's tokens stay the results' 0
    bare = cost.run_usage(run)
    assert [(r.stage, r.role, r.input_tokens, r.dollars) for r in bare] == [
        ("evaluation", "agent", 40, None), ("off-policy", "agent", 1000, None), ("on-policy", "agent", 101, None),
        ("on-policy", "embedder", 0, None), ("on-policy", "user", 50, None)]


def test_run_usage_uses_the_given_endpoints_when_the_run_recorded_none(cassette):
    ep = EpisodeResult(agent="n", user="u", periods=[], usage={"agent": _usage(1, 2, 3), "memory": _usage(1, 1, 0)})
    run = Run(manifest=RunManifest(name="r"), blueprints=[], episodes=[ep])
    rows = cost.run_usage(run, endpoints={"agent": "G", "default": "D"})
    assert [(r.role, r.model) for r in rows] == [("agent", "G"), ("memory", "G")]
    rows = cost.run_usage(Run(manifest=RunManifest(name="r"), blueprints=[], episodes=[ep]), cassette=cassette)
    assert [(r.role, r.model) for r in rows] == [("agent", ""), ("memory", "")]


def test_run_usage_fills_embedder_tokens_only_for_one_embedding_stage(cassette):
    eps = [EpisodeResult(agent="n", user="u", periods=[], usage={"embedder": _usage(1, 0, 0)}),
           EpisodeResult(agent="n", user="u", policy="off", periods=[], usage={"embedder": _usage(2, 0, 0)})]
    rows = cost.run_usage(Run(manifest=RunManifest(name="r"), blueprints=[], episodes=eps), cassette=cassette)
    assert [(r.stage, r.input_tokens, r.model) for r in rows] == [("off-policy", 0, "emb"), ("on-policy", 0, "emb")]
    # tokens the results did record are kept
    eps = [EpisodeResult(agent="n", user="u", periods=[], usage={"embedder": _usage(1, 3, 0)})]
    rows = cost.run_usage(Run(manifest=RunManifest(name="r"), blueprints=[], episodes=eps), cassette=cassette)
    assert [(r.stage, r.input_tokens) for r in rows] == [("on-policy", 3)]


def test_generation_usage_by_hand(cassette, tmp_path):
    pricing = Pricing(date="d", models={"G": Price(input=3.0, output=5.0), "emb": Price(input=0.5)})
    rows = cost.generation_usage(cassette, endpoints={"generator": "G"}, pricing=pricing)
    assert rows == [
        UsageRow(stage="generation", role="generator", model="G", calls=7, input_tokens=20, output_tokens=11,
                 dollars=(20 * 3.0 + 11 * 5.0) / 1e6),
        UsageRow(stage="generation", role="embedder", model="emb", calls=2, input_tokens=15, output_tokens=0,
                 dollars=15 * 0.5 / 1e6),
    ]
    assert [r.dollars for r in cost.generation_usage(cassette)] == [None, None]
    assert [r.model for r in cost.generation_usage(cassette)] == ["", "emb"]  # 5 chat models: none is named
    assert cost.generation_usage(tmp_path / "absent.rkc") == []
    only_emb = _cassette(tmp_path / "o.rkc", [_entry(1, EMB, b'{"model": "e"}', "", 4, 0)])
    assert cost.generation_usage(only_emb) == [UsageRow(stage="generation", role="embedder", model="e", calls=1,
                                                        input_tokens=4, output_tokens=0)]


def test_usage_table_text_by_hand():
    rows = [UsageRow(stage="on-policy", role="agent", model="m", calls=2, input_tokens=1_000_000,
                     output_tokens=500_000, dollars=2.0),
            UsageRow(stage="on-policy", role="embedder", model="", calls=1, input_tokens=10, output_tokens=0)]
    assert cost.usage_table(rows).text().splitlines() == [
        "stage      role      model  calls  input tokens  output tokens  dollars",
        "---------  --------  -----  -----  ------------  -------------  -------",
        "on-policy  agent     m          2     1,000,000        500,000    $2.00",
        "on-policy  embedder  –          1            10              0        –",
        "total                           3     1,000,010        500,000        –",  # one row unpriced: no total
    ]
    rows[1] = UsageRow(stage="on-policy", role="embedder", model="e", calls=1, input_tokens=10, output_tokens=0,
                       dollars=0.25)
    assert cost.usage_table(rows).text().splitlines()[-1] == (
        "total                           3     1,000,010        500,000    $2.25")
    assert cost.usage_table([]).text().splitlines() == [
        "stage  role  model  calls  input tokens  output tokens  dollars",
        "-----  ----  -----  -----  ------------  -------------  -------",
    ]


def test_pricing_dollars_by_hand():
    p = Pricing(date="d", models={"m": Price(input=1.5, output=6.0), "": Price(input=1.0)})
    assert p.dollars("m", 2_000_000, 500_000) == 6.0
    assert p.dollars("m", 0, 0) == 0.0
    assert p.dollars("other", 1, 1) is None
    assert p.dollars(None, 1_000_000, 0) == 1.0  # no model looks up "", like an unnamed one
    assert Pricing(date="d").models == {} and Price(input=1.0).output == 0.0


def _pricing_file(tmp_path: Path, doc: dict) -> Path:
    f = tmp_path / "p.json"
    f.write_text(json.dumps(doc))
    return f


def test_load_pricing_checks_by_hand(tmp_path, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_PRICING", raising=False)
    ok = {"version": 1, "date": "2026-01-02", "models": {"a": {"input": 0, "output": 1e6}, "b": {"input": 2.5}}}
    p = cost.load_pricing(_pricing_file(tmp_path, ok))
    assert p.date == "2026-01-02" and p.models["a"].output == 1e6 and p.models["b"].output == 0.0
    assert cost.load_pricing(str(_pricing_file(tmp_path, ok))).date == "2026-01-02"
    with pytest.raises(ConfigError) as e:
        cost.load_pricing(_pricing_file(tmp_path, {**ok, "version": 2}))
    assert str(e.value) == f"{tmp_path / 'p.json'}: pricing version 2, this replaykit reads 1"
    for model, side, value, why in [("b", "input", -1.0, "-1 is out of range [0, 1e+06]"),
                                    ("a", "output", 1e6 + 1, "1e+06 is out of range [0, 1e+06]")]:
        bad = json.loads(json.dumps(ok))
        bad["models"][model][side] = value
        with pytest.raises(ConfigError) as e:
            cost.load_pricing(_pricing_file(tmp_path, bad))
        assert (e.value.file, e.value.field) == (str(tmp_path / "p.json"), f"models.{model}.{side}")
        assert e.value.reason == f"{why} (dollars per 1M tokens: 0 or more, finite)"
    with pytest.raises(ConfigError) as e:
        cost.load_pricing(tmp_path / "nope.json")
    assert str(e.value) == (f"{tmp_path / 'nope.json'}: pricing file not found; pass an existing file "
                            "(see pricing.json in the replaykit package for the shape)")
    with pytest.raises(ConfigError) as e:
        cost.load_pricing(_pricing_file(tmp_path, {"version": 1, "models": {}}))
    assert e.value.file == str(tmp_path / "p.json") and "invalid pricing file" in e.value.reason
    # nothing given, no ./configs/pricing.json and no packaged file (a stripped install): no pricing
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(cost, "PACKAGED_PRICING", tmp_path / "stripped.json")
    assert cost.load_pricing() is None
    monkeypatch.setenv("REPLAYKIT_PRICING", str(tmp_path / "gone.json"))
    with pytest.raises(ConfigError, match="gone.json: pricing file not found"):
        cost.load_pricing()


CONFIG_LIMIT = 4 << 20  # docs/safety.md: configs and small published files, 4 MiB


def _padded(path: Path, doc: object, size: int) -> Path:
    """``doc`` as JSON followed by spaces up to ``size`` bytes (still the same JSON)."""
    text = json.dumps(doc).encode()
    path.write_bytes(text + b" " * (size - len(text)))
    return path


def test_pricing_and_endpoints_files_are_read_up_to_the_config_limit_and_refused_past_it(tmp_path):
    from replaykit.errors import InputTooLargeError

    pricing = {"version": cost.PRICING_VERSION, "date": "d", "models": {"m": {"input": 1.0}}}
    assert cost.load_pricing(_padded(tmp_path / "p.json", pricing, CONFIG_LIMIT)).models["m"].input == 1.0
    with pytest.raises(InputTooLargeError) as err:
        cost.load_pricing(_padded(tmp_path / "p.json", pricing, CONFIG_LIMIT + 1))
    assert err.value.limit == CONFIG_LIMIT and err.value.size == CONFIG_LIMIT + 1
    endpoints = {"endpoints": {"default": {"model": "d"}}}
    assert cost.endpoint_models(_padded(tmp_path / "e.json", endpoints, CONFIG_LIMIT)) == {"default": "d"}
    with pytest.raises(InputTooLargeError) as err:
        cost.endpoint_models(_padded(tmp_path / "e.json", endpoints, CONFIG_LIMIT + 1))
    assert err.value.limit == CONFIG_LIMIT
