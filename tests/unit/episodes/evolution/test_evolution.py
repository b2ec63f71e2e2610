"""Self-evolution pieces: C.7 feedback with correct letters, G's strict schema and parser,
the policy as agent state, request bytes of the plain AWI agent unchanged, the judge."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from replaykit.data.blueprint import AnswerChoice, Question
from replaykit.data.result import OverallAnswer, PeriodResult
from replaykit.episodes.agent import AWIConfig, CountingGateway
from replaykit.episodes.agents.awi import AWIAgent
from replaykit.episodes.evolution.evolver import EVOLVE_SCHEMA, EvolverSettings, evolution_messages, evolve, parse_evolution
from replaykit.episodes.evolution.feedback import build_feedback, letter, question_text
from replaykit.episodes.evolution.loop import EvolutionSetup, run_evolution_episode
from replaykit.episodes.evolution.policy import EvolvableAWIAgent, default_policy, update_prompt
from replaykit.episodes.judge import JudgeSettings, check_recall, verdict_schema
from replaykit.episodes.spec import Episode, RunConfig
from replaykit.scoring.answer import parse_recall_verdicts
from tests.unit._episode_fakes import FakeGateway, small_blueprint

CFG = AWIConfig(name="awi", max_tokens=64, answer_max_tokens=32, memory_max_tokens=64)


def _episode(bp, n_periods: int) -> Episode:
    return Episode(config=CFG, bp=bp, run_config=RunConfig(), n_periods=n_periods)


# -- feedback (Appendix C.7) ------------------------------------------------------------


def _period_result() -> PeriodResult:
    # question 0 (diet, period 1 state omnivore -> choice 1 "B"): the agent chose A (index 0)
    # question 1 (diet+budget, period 1: omnivore/low -> choice 2 "C"): the agent chose D (index 3)
    return PeriodResult(period=1, overall=[
        OverallAnswer(question=0, raw='{"answer": 1}', choice=0, json_error=False),
        OverallAnswer(question=1, raw='{"answer": 4}', choice=3, json_error=False),
    ])


def test_complete_feedback_has_the_c7_shape_with_correct_letters():
    bp = small_blueprint(n_periods=2)
    fb = build_feedback("complete", bp, 1, _period_result(), ["diet: vegan", "budget: low"])
    assert list(fb) == ["question_answer_history", "user_information_updates"]
    h = fb["question_answer_history"]
    assert [list(e) for e in h] == [["question", "assistant_response", "ground_truth", "retrieved_memories"]] * 2
    assert h[0]["question"] == "Question: What should I cook?;\n(A) Tofu;\n(B) Chicken;"
    # 0-based letters: choice index 0 is "A" (the reference code would say "B")
    assert (h[0]["assistant_response"], h[0]["ground_truth"]) == ("A", "B")
    assert (h[1]["assistant_response"], h[1]["ground_truth"]) == ("D", "C")
    assert h[1]["question"].splitlines()[1:] == [
        "(A) vegan-low shop;", "(B) vegan-high shop;", "(C) omnivore-low shop;", "(D) omnivore-high shop;"]
    assert h[0]["retrieved_memories"] == ["diet: vegan", "budget: low"]
    assert fb["user_information_updates"] == {"diet": "omnivore"}  # the state changed in period 1
    assert build_feedback("complete", bp, 0, _period_result(), [])["user_information_updates"] == {
        "diet": "vegan", "budget": "low"}  # period 0 introduces every state


def test_question_feedback_is_only_the_questions_with_options_and_none_is_nothing():
    bp = small_blueprint(n_periods=2)
    fb = build_feedback("question", bp, 1, _period_result(), ["diet: vegan"])
    assert fb == {"question_answer_history": [{"question": question_text(bp.qas[0])},
                                              {"question": question_text(bp.qas[1])}]}
    assert build_feedback("none", bp, 1, _period_result(), ["x"]) is None


def test_letters_past_z_use_the_number():
    assert [letter(i) for i in (0, 1, 25, 26, 30)] == ["A", "B", "Z", "27", "31"]
    q = Question(query="q", required_info=["v"], answer_choices=[AnswerChoice(state=[str(i)], answer=f"a{i}") for i in range(27)])
    assert question_text(q).endswith(";\n(Z) a25;\n(27) a26;")


# -- the generator G (Appendix C.6) -----------------------------------------------------


def _strict_ok(schema: dict) -> None:
    """OpenAI's strict subset: objects closed with every property required, no length/pattern/format."""
    banned = {"minLength", "maxLength", "pattern", "format", "minItems", "maxItems"}
    assert not banned & set(schema)
    if schema.get("type") == "object":
        assert schema["additionalProperties"] is False
        assert sorted(schema["required"]) == sorted(schema["properties"])
        for sub in schema["properties"].values():
            _strict_ok(sub)
    if schema.get("type") == "array":
        _strict_ok(schema["items"])


def test_schemas_are_inside_the_strict_subset():
    assert EVOLVE_SCHEMA["type"] == "object"
    _strict_ok(EVOLVE_SCHEMA)
    _strict_ok(verdict_schema(3))


def test_g_prompt_is_the_c6_prompt_with_the_policy_and_feedback():
    msgs = evolution_messages("1. Track pets.", '{"question_answer_history": []}', budget=4000)
    assert [m["role"] for m in msgs] == ["system", "user"]
    assert msgs[0]["content"].startswith("You are a senior prompt engineer. You need to improve the 'Types of\n")
    user = msgs[1]["content"]
    assert user.startswith("Current 'Types of Information to Remember' section:\n1. Track pets.\n\n")
    assert 'Feedback summary (from recent usage and evaluation):\n{"question_answer_history": []}\nTask:' in user
    assert '"new_types": "string (the improved types section)"' in user


@pytest.mark.parametrize("raw", [
    "", "no json here", "[1, 2]", '{"changes": ["x"]}', '{"new_types": 3, "changes": []}',
    '{"new_types": "   ", "changes": []}', '{"new_types": null}', "{not json", None,
])
def test_unusable_g_replies_are_none(raw):
    assert parse_evolution(raw) is None


def test_usable_g_reply_keeps_string_changes():
    assert parse_evolution('```json\n{"new_types": "1. Pets.", "changes": ["a", 2, "b"]}\n```') == ("1. Pets.", ["a", "b"])
    assert parse_evolution('{"new_types": "1. Pets."}') == ("1. Pets.", [])


def test_an_unusable_g_reply_keeps_the_policy_and_is_counted():
    gw = CountingGateway(FakeGateway({"policy_evolution": lambda m: "Sorry, I cannot."}))
    ev = evolve(gw, EvolverSettings(), "P0 text", "{}", seed=None, context_tokens=8192)
    assert ev.error and ev.policy == "P0 text" and ev.changes == []
    assert gw.usage()["evolve"].calls == 1


def test_g_gets_the_reference_budget_and_a_cut_reply_is_named():
    assert EvolverSettings().max_tokens == 8192  # the reference's max_tokens for G

    class Cut(FakeGateway):
        def chat(self, role, messages, **kw):
            r = super().chat(role, messages, **{k: v for k, v in kw.items() if k != "usage_as"})
            r.finish_reason = "length"
            return r

    bp = small_blueprint(n_periods=2, sessions=1)
    script = {"policy_evolution": lambda m: '{"new_types": "1. Pets and pla',  # stopped mid-string
              "recall_verdicts": lambda m: '{"1": "yes"}'}
    gw = Cut(script)
    _, _, log = run_evolution_episode(_episode(bp, 2), gw, EvolutionSetup(condition="complete"))
    assert [c.evolver_cut for c in log.cycles] == [True, True]
    assert all(c.evolve_error and c.next_policy == c.policy for c in log.cycles)
    doc = json.loads(__import__("msgspec").json.encode(log))
    assert doc["cycles"][0]["evolver_cut"] is True
    # an uncut reply writes no field (files of earlier recordings keep their bytes)
    _, _, log2 = run_evolution_episode(_episode(bp, 2), FakeGateway(script), EvolutionSetup(condition="complete"))
    assert "evolver_cut" not in json.loads(__import__("msgspec").json.encode(log2))["cycles"][0]


# -- the evolvable agent ----------------------------------------------------------------


def test_default_policy_is_the_c4_section_and_awi_requests_are_unchanged():
    p0 = default_policy()
    assert p0.startswith("1. Store Personal Preferences:") and p0.rstrip().endswith("details that the user shares.")
    feed = [{"role": "user", "content": f"message {i} about tea"} for i in range(8)]
    plain, evolvable = FakeGateway(), FakeGateway()
    a, b = AWIAgent(CFG, CountingGateway(plain)), EvolvableAWIAgent(CFG, CountingGateway(evolvable))
    for m in feed:
        a._append(m["role"], m["content"])
        b._append(m["role"], m["content"])
    assert plain.calls and plain.calls == evolvable.calls  # byte-identical update requests with P_0


def test_policy_is_spliced_verbatim_and_is_part_of_the_state():
    odd = "1. Track ${pets} and {braces} and $money."
    text = update_prompt(odd, "{}", "user: hi")
    assert "Types of Information to Remember:\n\n" + odd + "\n\nHere are current memories" in text
    assert default_policy() not in text
    gw = FakeGateway()
    agent = EvolvableAWIAgent(CFG, CountingGateway(gw), policy="1. Only pets.")
    snap = agent.snapshot()
    assert snap["policy"] == "1. Only pets."
    agent.policy = "2. Something else."
    agent.restore(snap)
    assert agent.policy == "1. Only pets."
    for i in range(8):
        agent._append("user" if i % 2 == 0 else "assistant", f"m{i}")
    prompts = [c[3][0]["content"] for c in gw.calls if c[2] == "memory_update"]
    assert prompts and all("Types of Information to Remember:\n\n1. Only pets.\n\n" in p for p in prompts)


def test_an_evolution_episode_changes_the_policy_each_cycle_and_none_calls_no_g():
    bp = small_blueprint(n_periods=3, sessions=1)
    script = {"policy_evolution": lambda m: json.dumps({"new_types": f"1. v{len(m[1]['content'])}", "changes": ["c"]}),
              "recall_verdicts": lambda m: '{"1": "yes", "2": "no"}'}
    gw = FakeGateway(script)
    res, trace, log = run_evolution_episode(_episode(bp, 3), gw, EvolutionSetup(condition="complete"))
    assert len(res.periods) == 3 and trace is not None
    assert log.evolve_calls == 3 and gw.count("chat", "judge") == 3
    assert [c.recall.recall for c in log.cycles] == [0.5, 1.0, 1.0]  # 2 claims, then 1 update per period
    assert log.cycles[1].policy == log.cycles[0].next_policy != log.initial_policy
    gw2 = FakeGateway(script)
    _, _, log2 = run_evolution_episode(_episode(bp, 3), gw2, EvolutionSetup(condition="none"))
    assert log2.evolve_calls == 0 and not [c for c in gw2.calls if c[2] == "policy_evolution"]
    assert log2.final_policy == default_policy()


# -- the factual-recall judge (Appendix E) ----------------------------------------------


@pytest.mark.parametrize("raw,expected", [
    ('{"1": "yes", "2": "no"}', [True, False]),
    ('```json\n{"1": "YES ", "2": "No"}\n```', [True, False]),
    ('{"1": true, "2": "maybe"}', [None, None]),
    ("I think claim 1 is yes", [None, None]),
    ('{"2": "yes"}', [None, True]),
    ("", [None, None]),
    ('["yes", "no"]', [None, None]),
    ('{"1": {"v": "yes"}, "2": ["no"]}', [None, None]),
])
def test_verdict_parser_handles_junk(raw, expected):
    assert parse_recall_verdicts(raw, 2) == expected


@given(st.text(max_size=200))
def test_verdict_parser_never_raises(raw):
    out = parse_recall_verdicts(raw, 3)
    assert len(out) == 3 and all(v in (True, False, None) for v in out)


def test_judge_makes_no_call_without_new_states_and_counts_junk_as_no():
    bp = small_blueprint(n_periods=3, sessions=1)
    gw = FakeGateway({"recall_verdicts": lambda m: "junk"})
    r = check_recall(gw, JudgeSettings(), bp, 0, "")
    assert r.recall == 0.0 and r.verdicts == [None, None] and len(r.claims) == 2
    assert "(empty)" in gw.calls[0][3][0]["content"]
    import msgspec
    same = msgspec.structs.replace(bp, periods=[bp.periods[0], msgspec.structs.replace(bp.periods[1], updates={})])
    n = len(gw.calls)
    assert check_recall(gw, JudgeSettings(), same, 1, "x").recall is None and len(gw.calls) == n
