"""Self-evolution's request to G under ``evolution_protocol: "reference"`` (the paper's awi.json).

Expected feedback texts and messages are written out here by hand from the reference's rules
(reference-code-behaviour.md §7 and §9: ``Question: q`` and ``(A) choice`` lines joined by ``;\\n``
ending in ``;``, question and choices stripped; the agent's letter from its 1-based answer number;
``ground_truth`` only with ``with_answer``; the memories as the agent's answering text; a bare list,
wrapped only with ``with_exposed_states``; ``json.dumps(indent=2)`` with non-ASCII escaped; an empty
system message; the user message's blank lines and its fenced example sharing lines with ``{`` and
``}``; free text), never produced by the code under test.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from replaykit.data.blueprint import AnswerChoice, Question
from replaykit.data.result import OverallAnswer, PeriodResult
from replaykit.episodes.agent import AWIConfig
from replaykit.episodes.agents.registry import parse_agent_config
from replaykit.episodes.evolution.evolver import EvolverSettings, evolve_reference
from replaykit.episodes.evolution.reference import feedback_text, reference_feedback
from replaykit.errors import AgentConfigError
from tests.unit._episode_fakes import small_blueprint

MEMORIES = "- diet: vegan\n- café: every Sunday"


def _blueprint():
    bp = small_blueprint(n_periods=2)
    q0 = Question(query="  What should I cook?\n", required_info=["diet"],
                  answer_choices=[AnswerChoice(state=["vegan"], answer=" Tofu "),
                                  AnswerChoice(state=["omnivore"], answer="Chicken\n")])
    periods = list(bp.periods)
    s0 = periods[1].sessions[0].__class__(**{**{f: getattr(periods[1].sessions[0], f)
                                                for f in periods[1].sessions[0].__struct_fields__},
                                             "exposed_states": {"diet": "omnivore"}})
    s1 = periods[1].sessions[1].__class__(**{**{f: getattr(periods[1].sessions[1], f)
                                                for f in periods[1].sessions[1].__struct_fields__},
                                             "exposed_states": {"budget": "low", "diet": "omnivore"}})
    periods[1] = periods[1].__class__(**{**{f: getattr(periods[1], f) for f in periods[1].__struct_fields__},
                                         "sessions": [s0, s1]})
    return bp.__class__(**{**{f: getattr(bp, f) for f in bp.__struct_fields__},
                           "qas": [q0, bp.qas[1]], "periods": periods})


def _result() -> PeriodResult:
    # period 1 is omnivore/low: question 0's answer is choice 1 ("B"), question 1's choice 2 ("C")
    return PeriodResult(period=1, overall=[
        # answered 1 (the first choice): the reference reports labels[1] = "B"
        OverallAnswer(question=0, raw='```json\n{"answer": 1}\n```', choice=0, json_error=False),
        # unreadable: the fallback chose index 3, number 4: labels[4] = "E"
        OverallAnswer(question=1, raw="I think the second", choice=3, json_error=True),
    ])


Q0 = '"question": "Question: What should I cook?;\\n(A) Tofu;\\n(B) Chicken;",'
Q1 = ('"question": "Question: Where should I shop?;\\n(A) vegan-low shop;\\n(B) vegan-high shop;'
      '\\n(C) omnivore-low shop;\\n(D) omnivore-high shop;",')
MEM = '"retrieved_memories": "- diet: vegan\\n- caf\\u00e9: every Sunday"'


def test_complete_feedback_is_the_bare_list_with_the_reference_letters():
    text = feedback_text(reference_feedback("complete", [], _blueprint(), 1, _result(), MEMORIES))
    assert text == "\n".join([
        "[",
        "  {",
        "    " + Q0,
        '    "assistant_response": "B",',
        "    " + MEM,
        "  },",
        "  {",
        "    " + Q1,
        '    "assistant_response": "E",',
        "    " + MEM,
        "  }",
        "]",
    ])


def test_question_only_feedback_with_answer_and_exposed_states():
    fb = reference_feedback("question", ["with_answer", "with_exposed_states"], _blueprint(), 1, _result(), MEMORIES)
    assert feedback_text(fb) == "\n".join([
        "{",
        '  "question_answer_history": [',
        "    {",
        '      "question": "Question: What should I cook?;",',
        "      " + MEM + ",",
        '      "ground_truth": "B"',
        "    },",
        "    {",
        '      "question": "Question: Where should I shop?;",',
        "      " + MEM + ",",
        '      "ground_truth": "C"',
        "    }",
        "  ],",
        '  "user_information_updates": {',
        '    "diet": "omnivore",',
        '    "budget": "low"',
        "  }",
        "}",
    ])


@pytest.mark.parametrize("raw, json_error, choice, letter", [
    ('{"answer": 0}', False, 1, "A"),        # 0 picked the last choice; the letter is labels[0]
    ('{"answer": -1}', False, 0, "Z"),       # labels[-1]
    ('{"answer": 2}', False, 1, "C"),
    ('{"answer": "2"}', True, 0, "B"),       # a string answer is the reference's json_error: fallback 1
])
def test_the_agent_letter_is_indexed_by_the_answer_number(raw, json_error, choice, letter):
    result = PeriodResult(period=1, overall=[OverallAnswer(question=0, raw=raw, choice=choice, json_error=json_error)])
    [entry] = reference_feedback("complete", [], _blueprint(), 1, result, "")
    assert entry["assistant_response"] == letter


class Recorder:
    def __init__(self, text: str) -> None:
        self.text, self.calls = text, []

    def chat(self, role, messages, **kwargs):
        self.calls.append((role, messages, kwargs))
        return SimpleNamespace(text=self.text, finish_reason="stop")


POLICY = "1. Store Personal Preferences: likes.\n2. Track Plans: trips."


def test_the_g_request_is_the_reference_messages_and_the_reply_is_spliced_as_parsed():
    new = "\n1. Diet: what the user eats {now}\n  2. Budget $ per week\n"
    gw = Recorder('Here:\n```json\n{"new_types": ' + repr(new).replace("'", '"') + ', "changes": ["a", 3]}\n```')
    fb = '[\n  {\n    "question": "Question: q;"\n  }\n]'
    ev = evolve_reference(gw, EvolverSettings(max_tokens=8192), POLICY, fb, seed=None)
    [(role, messages, kwargs)] = gw.calls
    assert role == "agent"
    assert messages == [
        {"role": "system", "content": ""},
        {"role": "user", "content":
            "Current 'Types of Information to Remember' section:\n"
            "\n"
            "1. Store Personal Preferences: likes.\n"
            "2. Track Plans: trips.\n"
            "\n"
            "Feedback summary (from recent usage and evaluation):\n"
            "[\n  {\n    \"question\": \"Question: q;\"\n  }\n]\n"
            "\n"
            "Task:\n"
            "- Improve the types of information to remember based on the feedback.\n"
            "- Keep a similar format with clear descriptions.\n"
            "Output JSON schema (return ONLY this JSON):\n"
            "```json {\n"
            "  \"new_types\": \"string (the improved types section)\",\n"
            "  \"changes\": [\"short bullet of what changed\", \"...\"]\n"
            "} ```"},
    ]
    assert kwargs == {"temperature": 0.0, "max_tokens": 8192, "seed": None, "extra": {"response_format": None},
                      "usage_as": "evolve"}
    assert (ev.policy, ev.changes, ev.error) == (new, ["a"], False)  # not stripped, not re-wrapped


@pytest.mark.parametrize("raw", ["no json here", '{"changes": []}', '{"new_types": ["a"]}', '[1]'])
def test_a_reply_the_reference_would_crash_on_keeps_the_policy(raw):
    ev = evolve_reference(Recorder(raw), EvolverSettings(), POLICY, "[]", seed=None)
    assert (ev.policy, ev.error) == (POLICY, True)


def test_the_paper_awi_config_selects_the_reference_and_extras_need_it():
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[4]
    paper = parse_agent_config(__import__("json").loads((root / "configs/agents/awi.json").read_text()))
    assert paper.evolution_protocol == "reference" and paper.evolution_feedback == []
    for path in ("configs/agents/awi.smol.json", "tests/data/smol-v3/configs/agents/awi.json",
                 "releases/smol-v4/configs/agents/awi.json"):
        cfg = parse_agent_config(__import__("json").loads((root / path).read_text()))
        assert cfg.evolution_protocol == "smol-v3", path
    assert AWIConfig(name="a").evolution_protocol == "smol-v3"
    with pytest.raises(AgentConfigError) as info:
        parse_agent_config({"type": "awi", "name": "a", "evolution_feedback": ["with_answer"]}, "agents/a.json")
    assert info.value.field == "evolution_feedback"
    ok = parse_agent_config({"type": "awi", "name": "a", "evolution_protocol": "reference",
                             "evolution_feedback": ["with_answer", "with_exposed_states"]})
    assert ok.evolution_feedback == ["with_answer", "with_exposed_states"]


def test_p0_is_the_reference_types_section():
    from replaykit.episodes.evolution.policy import default_policy

    assert default_policy() == "\n".join([
        "1. Store Personal Preferences: Keep track of likes, dislikes, and specific preferences in various categories "
        "such as food, products, activities, and entertainment.",
        "2. Maintain Important Personal Details: Remember significant personal information like names, relationships, "
        "and important dates.",
        "3. Track Plans and Intentions: Note upcoming events, trips, goals, and any plans the user has shared.",
        "4. Remember Activity and Service Preferences: Recall preferences for dining, travel, hobbies, and other "
        "services.",
        "5. Monitor Health and Wellness Preferences: Keep a record of dietary restrictions, fitness routines, and other "
        "wellness-related information.",
        "6. Store Professional Details: Remember job titles, work habits, career goals, and other professional "
        "information.",
        "7. Miscellaneous Information Management: Keep track of favorite books, movies, brands, and other "
        "miscellaneous details that the user shares.",
    ])
