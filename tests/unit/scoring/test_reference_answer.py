"""Answer decoding under the reference protocol (replaykit.scoring.reference_answer).

Expected values come from (a) a table worked out by hand from eval/overall.py's expression
``qa["answer_choices"][parse_json(response)["answer"] - 1]`` inside ``except Exception``,
(b) that very expression evaluated on a real list for generated replies, and (c) the peer
run, whose json_error flags and chosen states the reference code wrote."""

from __future__ import annotations

import glob
import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.scoring.answer import parse_diagnosis_fields
from replaykit.scoring.reference_answer import reference_choice, reference_diagnosis_object

REPO = Path(__file__).resolve().parents[3]
PEER = REPO.parent / "shared" / "fixtures" / "amemgym-peer"

FENCE = "```json\n{\n    \"answer\": %s\n}\n```"


@pytest.mark.parametrize("raw, n, expected", [
    (FENCE % "2", 4, 1),
    ('{"answer": 4}', 4, 3),
    (' \n{"answer": 1}\n ', 4, 0),               # json.loads tolerates surrounding whitespace
    ('{"answer": 0}', 4, 3),                     # 0 - 1 = -1: the last choice, no error
    ('{"answer": -1}', 4, 2),                    # -2: the one before it
    ('{"answer": -3}', 4, 0),                    # -4: the first
    ('{"answer": -4}', 4, None),                 # -5: IndexError
    ('{"answer": 5}', 4, None),                  # IndexError
    ('{"answer": true}', 4, 0),                  # True - 1 = 0
    ('{"answer": false}', 4, 3),                 # False - 1 = -1
    ('{"answer": 2.0}', 4, None),                # a float index: TypeError
    ('{"answer": "2"}', 4, None),                # str - int: TypeError
    ('{"answer": null}', 4, None),
    ('{"choice": 2}', 4, None),                  # KeyError
    ('[2]', 4, None),                            # list["answer"]: TypeError
    ('2', 4, None),                              # int["answer"]: TypeError
    ('The answer is {"answer": 2}', 4, None),    # no fence: the whole reply must be JSON
    ('```\n{"answer": 2}\n```', 4, None),        # an unlabelled fence is not read
    ('Sure!\n```json\n{"answer": 3}\n```\nand ```json\n{"answer": 1}\n```', 4, 2),  # the first json fence
    ('```json{"answer": 2}```', 4, 1),
    ('```JSON\n{"answer": 2}\n```', 4, None),    # the label is case-sensitive
    ('{"answer": 2, "answer": 3}', 4, 2),        # duplicate keys: json.loads keeps the last
    ('', 4, None),
    ('{"answer": NaN}', 4, None),
])
def test_reference_choice_table(raw, n, expected):
    assert reference_choice(raw, n) == expected


def _reference_expression(raw: str, choices: list[str]):
    """eval/overall.py, verbatim in logic: parse_json, then index; any exception is an error."""
    try:
        m = re.search(r"```json(.*?)```", raw, re.DOTALL)
        text = m.group(1).strip() if m else raw
        return choices.index(choices[json.loads(text)["answer"] - 1])
    except Exception:
        return None


_answers = st.one_of(st.integers(-12, 12), st.booleans(), st.none(), st.floats(allow_nan=False, width=16),
                     st.text(max_size=3), st.lists(st.integers(0, 3), max_size=2))


@settings(max_examples=300, deadline=None)
@given(ans=_answers, n=st.integers(1, 8), key=st.sampled_from(["answer", "Answer", "ans"]),
       wrap=st.sampled_from(["{}", "```json\n{}\n```", "```json {} ```", "text {}", "```\n{}\n```", "{}\n"]))
def test_reference_choice_equals_the_reference_expression(ans, n, key, wrap):
    raw = wrap.replace("{}", json.dumps({key: ans}))
    choices = [f"choice {i}" for i in range(n)]
    assert reference_choice(raw, n) == _reference_expression(raw, choices)


def _peer_files(name: str) -> list[str]:
    files = sorted(glob.glob(str(PEER / "runs" / "*" / "*" / name)))
    if not files:
        pytest.skip(f"peer fixture not found under {PEER} (it lives outside the repo)")
    return files


def test_peer_overall_answers_decode_as_the_reference_recorded():
    data = {u["id"]: u for u in json.loads((PEER / "data.json").read_text())} if PEER.is_dir() else {}
    n_cells = 0
    for f in _peer_files("overall_results.json"):
        user = data[Path(f).parent.name]
        for p, row in enumerate(json.load(open(f))):
            for q, cell in enumerate(row):
                choices = user["qas"][q]["answer_choices"]
                got = reference_choice(cell["raw_response"], len(choices))
                assert (got is None) == cell["json_error"], (f, p, q)
                if got is not None:
                    assert choices[got]["state"] == cell["response_state"], (f, p, q)
                n_cells += 1
    assert n_cells == 1900


def test_peer_diagnosis_reads_as_the_reference_recorded():
    data = {u["id"]: u for u in json.loads((PEER / "data.json").read_text())} if PEER.is_dir() else {}
    n = errors = 0
    for f in _peer_files("diagnosis_results.json"):
        user = data[Path(f).parent.name]
        for row in json.load(open(f)):
            for cell in row:
                variables = {r["info_type"]: user["state_schema"][r["info_type"]] for r in cell["results"]}
                obj = reference_diagnosis_object(cell["raw_response"])
                values, missing = parse_diagnosis_fields(obj, variables)
                for r in cell["results"]:
                    v = r["info_type"]
                    assert missing[v] == r["json_error"], (f, v)
                    assert obj.get(v) == r["response_state"]
                    assert (values[v] == r["answer_state"]) == (r["score"] == 1.0)
                    n += 1
                    errors += r["json_error"]
    assert n == 3800 and errors == 36


def test_reference_diagnosis_prompt_is_the_peer_runs_text():
    """The diagnosis prompt of the reference protocol equals, byte for byte, the prompt the
    reference code sent in the peer run (recorded as "query" in diagnosis_results.json)."""
    from replaykit.data.blueprint import import_reference
    from replaykit.episodes.questions import diagnosis_prompt

    files = _peer_files("diagnosis_results.json")
    bps = {bp.id: bp for bp in import_reference(PEER / "data.json")}
    n = 0
    for f in files:
        bp = bps[Path(f).parent.name]
        for row in json.load(open(f)):
            for q, cell in enumerate(row):
                assert diagnosis_prompt(bp, q, "reference") == cell["query"], (f, q)
                n += 1
    assert n == 1900
    assert diagnosis_prompt(bp, 0, "schema") != cell["query"]  # the PDF-typography variant differs


def test_reference_overall_and_utilization_prompts_by_hand():
    from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, UserProfile
    from replaykit.episodes.questions import overall_prompt, utilization_prompt

    qa = Question(query="Which plant?", required_info=["space"],
                  answer_choices=[AnswerChoice(state=["balcony"], answer="Tomatoes"),
                                  AnswerChoice(state=["allotment"], answer="Potatoes")])
    assert overall_prompt(qa, "reference") == (
        "Which plant?\n\nPlease select the most suitable answer for my current situation from the following options:\n"
        "(considering my current relevant preferences and state information)\n\n1: Tomatoes\n2: Potatoes\n\n"
        "Express your choice with a number and output in the following JSON format:\n```json\n{\n    \"answer\": int\n}\n```\n"
        "Only keep the JSON format output, do not include any other content.\n")
    bp = Blueprint(id="u", start_time="2020-10-01", user_profile=UserProfile(uuid="u"),
                   state_schema={"space": ["balcony", "allotment"]},
                   periods=[Period(period_start=None, period_end="2020-10-01", sessions=[], state={"space": "balcony"},
                                   updates={}, update_cnts={})], qas=[qa])
    assert utilization_prompt(bp, 0, ["allotment"], "reference") == (
        "Which plant?\n\nGiven that my current relevant preferences and state information are as follows:\n"
        "{\n  \"space\": \"allotment\"\n}\n\n"
        "Please select the most suitable answer for my current situation from the following options:\n\n"
        "1: Tomatoes\n2: Potatoes\n\n"
        "Express your choice with a number and output in the following JSON format:\n```json\n{\n    \"answer\": int\n}\n```\n"
        "Only keep the JSON format output, do not include any other content.\n")
