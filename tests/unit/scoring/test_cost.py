"""replaykit.scoring.cost: the pricing file, the arithmetic, and embedding tokens from the cassette."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from replaykit.errors import ConfigError
from replaykit.scoring.cost import Price, Pricing, UsageRow, cassette_usage, endpoint_models, load_pricing, usage_table

REPO = Path(__file__).resolve().parents[3]


def test_shipped_pricing_file_is_dated_and_matches_the_papers_figure():
    p = load_pricing(REPO / "replaykit" / "scoring" / "pricing.json")
    assert p.date and p.models["gpt-4.1"].input > 0 and "text-embedding-3-small" in p.models
    # paper: one user's blueprint with gpt-4.1 took about 0.14M input and 15.2K output tokens, $0.40
    assert p.dollars("gpt-4.1", 140_000, 15_200) == pytest.approx(0.40, abs=0.01)
    assert p.dollars("unknown-model", 1, 1) is None


def test_load_pricing_errors_and_default(tmp_path, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_PRICING", raising=False)
    monkeypatch.chdir(tmp_path)
    # no configs/pricing.json here: the file shipped inside the package
    shipped = load_pricing()
    assert shipped is not None and shipped.models["gpt-4.1-mini"].input > 0
    (tmp_path / "configs").mkdir()
    (tmp_path / "configs" / "pricing.json").write_text(json.dumps({"version": 1, "date": "2000-01-01", "models": {}}))
    assert load_pricing().date == "2000-01-01"  # a user's copy in the working folder wins
    with pytest.raises(ConfigError, match="not found"):
        load_pricing(tmp_path / "nope.json")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"version": 1, "models": {}}))
    with pytest.raises(ConfigError, match="date"):
        load_pricing(bad)
    monkeypatch.setenv("REPLAYKIT_PRICING", str(REPO / "replaykit" / "scoring" / "pricing.json"))
    assert load_pricing().models


def test_usage_table_totals_and_dollars():
    pricing = Pricing(date="2026-01-01", models={"m": Price(input=1.0, output=2.0)})
    rows = [UsageRow(stage="on-policy", role="agent", model="m", calls=2, input_tokens=1_000_000, output_tokens=500_000,
                     dollars=pricing.dollars("m", 1_000_000, 500_000)),
            UsageRow(stage="on-policy", role="embedder", model="m", calls=1, input_tokens=10, output_tokens=0,
                     dollars=pricing.dollars("m", 10, 0))]
    text = usage_table(rows).text()
    assert "$2.00" in text and "1,000,010" in text and text.splitlines()[-1].startswith("total")


def test_endpoint_models_fill_from_default(tmp_path):
    f = tmp_path / "e.json"
    f.write_text(json.dumps({"version": 1, "endpoints": {"default": {"model": "a"}, "user": {"model": "b"},
                                                         "agent": {"base_url": "x"}}}))
    assert endpoint_models(f) == {"agent": "a", "default": "a", "user": "b"}


def test_embedding_tokens_come_from_the_cassette():
    cas = REPO / "tests" / "data" / "smol-v3" / "cassettes" / "on.rkc"
    if not cas.is_file():
        pytest.skip("the bundled release's cassette is absent")
    u = cassette_usage(cas)
    assert u.calls["embeddings"] > 0 and u.input_tokens["embeddings"] > 0
    assert u.models["embeddings"] == ["smollm2-135m-instruct"]


def test_dollars_per_role_come_from_the_models_run_json_recorded():
    """A run recorded against two chat models (configs/endpoints/openai.json): each role priced by its own."""
    from replaykit.data.result import EpisodeResult, RoleUsage, Run, RunManifest
    from replaykit.scoring.cost import run_usage

    manifest = RunManifest(name="r", endpoints={"agent": {"model": "gpt-4.1-mini"}, "user": {"model": "gpt-4.1"}})
    ep = EpisodeResult(agent="native", user="u", periods=[], usage={
        "agent": RoleUsage(calls=3, prompt_tokens=1_000_000, completion_tokens=500_000),
        "user": RoleUsage(calls=2, prompt_tokens=200_000, completion_tokens=100_000),
        "memory": RoleUsage(calls=1, prompt_tokens=100_000, completion_tokens=0)})
    run = Run(manifest=manifest, blueprints=[], episodes=[ep])
    pricing = Pricing(date="2026-01-01", models={"gpt-4.1-mini": Price(input=0.4, output=1.6),
                                                  "gpt-4.1": Price(input=2.0, output=8.0)})
    rows = {r.role: r for r in run_usage(run, pricing=pricing)}
    # by hand: agent 1M x 0.4 + 0.5M x 1.6 = 1.2; user 0.2M x 2 + 0.1M x 8 = 1.2; memory (agent's model) 0.1M x 0.4
    assert rows["agent"].model == "gpt-4.1-mini" and rows["agent"].dollars == pytest.approx(1.2)
    assert rows["user"].model == "gpt-4.1" and rows["user"].dollars == pytest.approx(1.2)
    assert rows["memory"].model == "gpt-4.1-mini" and rows["memory"].dollars == pytest.approx(0.04)
    # without run.json's map (an older run) and no cassette: no model, no dollars, never a guess
    old = Run(manifest=RunManifest(name="r"), blueprints=[], episodes=[ep])
    assert all(r.dollars is None and r.model == "" for r in run_usage(old, pricing=pricing))
