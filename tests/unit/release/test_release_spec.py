"""release.json's optional parts (evolution, factual_recall): validation and rendering."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from replaykit.errors import ConfigError, MissingCassetteError, ReleaseError
from replaykit.release.report import _fenced, render_results
from replaykit.release.spec import cassette_names, load_spec

REPO = Path(__file__).resolve().parents[3]


def _release(tmp_path: Path, agents=("native", "awi"), **extra) -> Path:
    rel = tmp_path / "r"
    (rel / "configs/agents").mkdir(parents=True)
    for f in ("env.json", "endpoints.json", "run.json"):
        (rel / "configs" / f).write_text("{}")
    for name in (*agents, "upper-bound"):
        shutil.copy(REPO / "configs/agents" / f"{name}.smol.json", rel / "configs/agents" / f"{name}.json")
    spec = {"name": "t", "env": "configs/env.json", "endpoints": "configs/endpoints.json",
            "run_config": "configs/run.json", "agents": [f"configs/agents/{a}.json" for a in agents],
            "upper_bound": "configs/agents/upper-bound.json", "trace_agent": "native", **extra}
    (rel / "release.json").write_text(json.dumps(spec))
    return rel


def test_a_release_without_the_optional_parts_has_only_the_three_cassettes(tmp_path):
    spec = load_spec(_release(tmp_path))
    assert spec.evolution is None and spec.factual_recall is False
    assert cassette_names(spec) == ["gen.rkc", "on.rkc", "off.rkc"]


def test_the_evolution_section_has_defaults_and_adds_its_cassettes(tmp_path):
    spec = load_spec(_release(tmp_path, evolution={"agent": "configs/agents/awi.json"}, factual_recall=True))
    assert spec.evolution.conditions == ["none", "question", "complete"]
    assert (spec.evolution.users, spec.evolution.periods, spec.evolution.replicas) == (None, None, 1)
    assert cassette_names(spec) == ["gen.rkc", "on.rkc", "off.rkc", "evolve.rkc", "judge.rkc"]


@pytest.mark.parametrize("evolution, field, reason", [
    ({"agent": "configs/agents/nope.json"}, "evolution.agent", "configs/agents/nope.json does not exist"),
    ({"agent": "configs/agents/native.json"}, "evolution.agent", "configs/agents/native.json is not an agent config of type awi"),
    ({"agent": "configs/agents/awi.json", "conditions": []}, "evolution.conditions", "empty"),
    ({"agent": "configs/agents/awi.json", "conditions": ["none", "full"]}, "evolution.conditions[1]", "'full' is not one of none, question, complete"),
    ({"agent": "configs/agents/awi.json", "conditions": ["none", "none"]}, "evolution.conditions[1]", "'none' is listed twice"),
    ({"agent": "configs/agents/awi.json", "users": 0}, "evolution.users", "must be >= 1, got 0"),
    ({"agent": "configs/agents/awi.json", "periods": 0}, "evolution.periods", "must be >= 1, got 0"),
    ({"agent": "configs/agents/awi.json", "replicas": 0}, "evolution.replicas", "must be >= 1, got 0"),
    ({"agent": "configs/agents/awi.json", "replicas": 1001}, "evolution.replicas", "must be <= 1000, got 1001"),
    ({"agent": "configs/agents/awi.json", "holdout": 1}, "evolution.holdout", "unknown field"),
])
def test_a_bad_evolution_section_names_its_field(tmp_path, evolution, field, reason):
    rel = _release(tmp_path, evolution=evolution)
    with pytest.raises(ConfigError) as info:
        load_spec(rel)
    assert info.value.file == str(rel / "release.json")
    assert (info.value.field, reason.lower() in info.value.reason.lower()) == (field, True), info.value


@pytest.mark.parametrize("field, value", [("replicas", 0), ("replicas", 1001), ("concurrency", 0),
                                          ("concurrency", 1025), ("replicas", -3)])
def test_replicas_and_concurrency_have_limits(tmp_path, field, value):
    with pytest.raises(ConfigError) as info:
        load_spec(_release(tmp_path, **{field: value}))
    hi = {"replicas": 1000, "concurrency": 1024}[field]
    assert (info.value.field, info.value.reason) == (field, f"must be in [1, {hi}], got {value}")


def test_factual_recall_needs_an_awi_or_awe_agent(tmp_path):
    with pytest.raises(ConfigError) as info:
        load_spec(_release(tmp_path, agents=("native",), factual_recall=True))
    assert info.value.field == "factual_recall" and "no agent of the release is of type awi or awe" in info.value.reason


def test_a_missing_cassette_error_carries_what_and_where():
    err = MissingCassetteError("r/cassettes/evolve.rkc", "the self-evolution run", "record it")
    assert isinstance(err, ReleaseError)
    assert (err.path, err.part, err.hint) == ("r/cassettes/evolve.rkc", "the self-evolution run", "record it")
    assert str(err) == "r/cassettes/evolve.rkc: missing; the self-evolution run cannot be replayed without it: record it"


def test_a_policy_is_fenced_longer_than_its_own_backticks():
    assert _fenced("a\nb\n") == "```text\na\nb\n```"
    assert _fenced("x ```` y") == "`````text\nx ```` y\n`````"


def _results(**extra) -> dict:
    return {"release": "t", "on_policy": {}, "off_policy": {}, "policy_comparison": {}, "variance": {},
            "usage": {}, **extra}


def test_the_optional_tables_render_only_when_published():
    plain = render_results(_results())
    assert "Self-evolution" not in plain and "factual recall" not in plain.lower()
    cond = {"memory": None, "memory_defined": 0, "memory_cells": 4, "overall": 0.25, "upper_bound": 0.5,
            "random": 0.25, "write": 0.5, "read": None, "utilization": 0.0, "json_error_rate": 0.0, "recall": 0.75,
            "episodes": 2, "evolve_calls": 4, "evolve_errors": 1,
            "per_cycle": {"memory": [None, 0.5], "memory_defined": [0, 1], "memory_cells": [2, 2],
                          "overall": [0.0, 0.5], "recall": [None, 1.0]},
            "final_policies": {"u1.r0": "same", "u0.r0": "same", "u2.r0": "other"}}
    text = render_results(_results(
        evolution={"agent": "awi", "cycles": 2, "users": ["u0", "u1", "u2"], "conditions": {"complete": cond}},
        factual_recall={"awi": {"recall": 0.5, "per_period": [0.25, None], "episodes": 4}}))
    assert "| complete | – | 0.250 | 0.500 | 0.250 | 0.500 | – | 0.000 | 0.750 | 2 | 4 | 1 |" in text
    assert "| 1 | 0.500 (1/2) | 1.000 |" in text and "| 0 | – | – |" in text
    assert "final policy of u0.r0, u1.r0:" in text and "final policy of u2.r0:" in text
    assert "| awi | 0.500 | 0.250 | – | 4 |" in text
    assert text.index("Self-evolution") < text.index("Token usage by role")


def test_trust_findings_fail_an_over_on_policy_release_and_are_notes_of_a_separate_one():
    from replaykit.release.trust import TrustReport

    found = dict(self_trace_agent="native", self_trace_differences=["overall: on-policy 0.5, off-policy 0.75"],
                 cassette_conflicts=["on.rkc and off.rkc hold key 0123 with different content"])
    over = TrustReport(layering="over-on-policy", **found)
    assert len(over.problems) == 2 and over.notes == [] and "FAILS (1 number(s))" in over.summary()
    sep = TrustReport(layering="separate", **found)
    assert sep.problems == [] and len(sep.notes) == 3 and "re-record" in sep.notes[-1]
    clean = TrustReport(layering="separate", self_trace_agent="native", self_trace_differences=[], cassette_conflicts=[])
    assert clean.notes == [] and clean.summary().endswith("holds; requests shared by two cassettes with different content: none")


def test_off_policy_layering_defaults_to_over_on_policy_and_a_bad_one_is_named(tmp_path):
    assert load_spec(_release(tmp_path / "a")).off_policy_layering == "over-on-policy"
    assert load_spec(_release(tmp_path / "b", off_policy_layering="separate")).off_policy_layering == "separate"
    with pytest.raises(ConfigError) as info:
        load_spec(_release(tmp_path / "c", off_policy_layering="sideways"))
    assert info.value.field == "off_policy_layering" and "sideways" in str(info.value)
