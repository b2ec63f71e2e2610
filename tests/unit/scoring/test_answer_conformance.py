"""The answer parser reproduces the peer run's published json_error flags, parsed answers
and scores (fixture: ../shared/fixtures/amemgym-peer, read-only, never copied)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from replaykit.scoring.answer import parse_choice, parse_diagnosis, parse_diagnosis_fields

PEER = Path(__file__).resolve().parents[3] / ".." / "shared" / "fixtures" / "amemgym-peer"

pytestmark = pytest.mark.skipif(
    not (PEER / "data.json").is_file(), reason=f"peer fixture not found at {PEER}"
)


def _data():
    return {u["id"]: u for u in json.loads((PEER / "data.json").read_text())}


def _user_dirs():
    return sorted(p for p in (PEER / "runs").glob("*/*") if (p / "overall_results.json").is_file())


def test_overall_answers_match_published():
    data = _data()
    n = 0
    for d in _user_dirs():
        u = data[d.name]
        for p, row in enumerate(json.loads((d / "overall_results.json").read_text())):
            for q, e in enumerate(row):
                qa = u["qas"][q]
                c = parse_choice(e["raw_response"], len(qa["answer_choices"]))
                assert (c is None) == e["json_error"], (d, p, q)
                if c is not None:
                    assert c == e["response"] - 1, (d, p, q)
                    cur = [u["periods"][p]["state"][v] for v in qa["required_info"]]
                    assert float(qa["answer_choices"][c]["state"] == cur) == e["scores"]["accuracy"]
                n += 1
    assert n == 1900


def test_upper_bound_answers_match_published():
    ub = json.loads((PEER / "runs" / "upperbound" / "utilization_results.json").read_text())
    n = 0
    for user in ub:
        for qres in user:
            for e in qres:
                c = parse_choice(e["raw_response"], len(qres))
                assert (c is None) == e["json_error"]
                assert c == e["response"] - 1
                n += 1
    assert n > 0


def test_diagnosis_answers_match_published():
    data = _data()
    n = 0
    for d in _user_dirs():
        u = data[d.name]
        for p, row in enumerate(json.loads((d / "diagnosis_results.json").read_text())):
            for q, e in enumerate(row):
                variables = {v: u["state_schema"][v] for v in u["qas"][q]["required_info"]}
                values, missing = parse_diagnosis_fields(e["raw_response"], variables)
                _, json_error = parse_diagnosis(e["raw_response"], variables)
                assert json_error == any(r["json_error"] for r in e["results"])
                for r in e["results"]:
                    v = r["info_type"]
                    assert missing[v] == r["json_error"], (d, p, q, v)
                    if r["response_state"] in variables[v]:
                        assert values[v] == r["response_state"]
                    else:  # missing key, or a value that is not a choice (e.g. a list)
                        assert values[v] is None
                    assert float(values[v] == r["answer_state"]) == r["score"], (d, p, q, v)
                    n += 1
    assert n == 3800
