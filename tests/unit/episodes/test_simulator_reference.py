"""The user simulator's follow-up request under ``user_protocol: "reference"`` (the paper configs).

The expected prompt is written out here line by line from the reference's rules
(reference-code-behaviour.md §9 and the words of paper Appendix C.4), not produced by the code
under test: it starts with a newline; the sections (profile with its date, current date,
``Initial Query: {query}`` on one line, recent conversation, what may be revealed, the full
schema, the instructions, the closing sentence) are separated by single blank lines; no line is
wrapped; sub-points are indented by four spaces (items 2 and 6) and three (item 7's examples);
the schema is ``json.dumps(schema, indent=2, ensure_ascii=False)``; the string ends with a
newline. The request is one user message, free text sent as ``"response_format": null``, with
no seed; the reply is stripped.
"""

from __future__ import annotations

from types import SimpleNamespace

from replaykit.data.blueprint import Message
from replaykit.episodes.simulator import SimulatorSettings, UserSimulator, opening_message
from replaykit.episodes.spec import RunConfig, load_run_config
from tests.unit._episode_fakes import small_blueprint


class Recorder:
    def __init__(self, reply: str = "  a follow-up \n") -> None:
        self.calls: list[tuple] = []
        self.reply = reply

    def chat(self, role, messages, **kwargs):
        self.calls.append((role, messages, kwargs))
        return SimpleNamespace(text=self.reply, key="k")


def _blueprint():
    bp = small_blueprint()
    # a profile over several lines and a schema with non-ASCII text: kept as they are
    schema = {"diet": ["vegan", "omnivore"], "café_budget": ["low (≤ 5 €)", "high"]}
    profile = bp.user_profile.__class__(uuid="u1", formatted_str="name: Zoë\nage: 34")
    return bp.__class__(**{**{f: getattr(bp, f) for f in bp.__struct_fields__},
                           "state_schema": schema, "user_profile": profile})


SCHEMA_JSON = (
    "{\n"
    '  "diet": [\n'
    '    "vegan",\n'
    '    "omnivore"\n'
    "  ],\n"
    '  "café_budget": [\n'
    '    "low (≤ 5 €)",\n'
    '    "high"\n'
    "  ]\n"
    "}"
)


def expected_prompt(start: str, profile: str, current: str, query: str, context: str) -> str:
    lines = [
        "",
        "You are simulating a user in a conversation with an AI assistant. You must continue the conversation "
        "- early stopping is not allowed.",
        "",
        f"Initial User Profile on ({start}):",
        profile,
        "",
        f"Current Date: {current}",
        "",
        f"Initial Query: {query}",
        "",
        "Recent Conversation (including the latest assistant response):",
        context,
        "",
        "Information You Can Reveal:",
        "Any other state variables that are NOT included in the full schema below and cannot be used to help "
        "identify any state variables in the schema (you can mention these freely as they are outside the "
        "tracked schema)",
        "",
        "Full Schema (DO NOT reveal values for variables in this schema):",
        SCHEMA_JSON,
        "",
        "Instructions:",
        "1. You MUST continue the conversation - do not end it",
        "2. If the assistant asked for clarification, provide a helpful response using information you can "
        "reveal as specified above",
        "    - Don't provide further personal information if not asked",
        "    - Don't repeat information already provided in the initial query",
        "3. If your initial query seems addressed, ask a relevant follow-up question that naturally extends "
        "the conversation",
        "4. Consider asking about related topics, implementation details, alternatives, or seeking "
        "clarification on specific points",
        "5. Keep responses conversational and natural to your persona",
        "6. You can mention any state variables that are NOT in the schema above, but ensure they cannot help "
        "identify values of variables in the schema",
        "    - DO NOT reveal specific values for any state variables that are in the schema",
        "7. Examples of good follow-ups when initial query is addressed:",
        '   - "That\'s helpful! Could you also tell me about..."',
        '   - "Thanks for that information. I\'m also curious about..."',
        '   - "That makes sense. What about..."',
        '   - "Good to know. Is there anything else I should consider regarding..."',
        "",
        "You must respond with a natural follow-up response that continues the conversation. Return only the "
        "response text, no additional formatting or explanation.",
        "",
    ]
    return "\n".join(lines)


def test_the_follow_up_request_is_the_reference_string_without_seed():
    bp = _blueprint()
    gw = Recorder()
    sim = UserSimulator(gw, bp, SimulatorSettings(temperature=0.2, max_tokens=8192, protocol="reference"), run_seed=5, replica=2)
    s = bp.periods[1].sessions[1]
    msgs = [Message(role="user", content=opening_message(s)), Message(role="assistant", content="A1"),
            Message(role="user", content="U2"), Message(role="assistant", content="line one\nline two")]
    reply = sim.follow_up(s, msgs, period=1, index=1, round=2)
    assert reply == "a follow-up"  # stripped
    [(role, messages, kwargs)] = gw.calls
    query = f"[Current Time: {s.session_time}]\n{s.query}"
    want = expected_prompt("2020-01-01", "name: Zoë\nage: 34", "2020-02-28", query,
                           "User: U2\nAssistant: line one\nline two")
    assert role == "user" and messages == [{"role": "user", "content": want}]
    assert kwargs == {"temperature": 0.2, "max_tokens": 8192, "extra": {"response_format": None}}


def test_period_zero_uses_the_period_end_and_the_first_round_context():
    bp = _blueprint()
    gw = Recorder()
    sim = UserSimulator(gw, bp, SimulatorSettings(protocol="reference"))
    s = bp.periods[0].sessions[0]
    msgs = sim.run_session(lambda m: "R1", s, period=0, index=0, rounds=2)
    assert [m.content for m in msgs][1:] == ["R1", "a follow-up", "R1"]
    query = f"[Current Time: {s.session_time}]\n{s.query}"
    want = expected_prompt("2020-01-01", "name: Zoë\nage: 34", "2020-01-28", query, f"User: {query}\nAssistant: R1")
    assert gw.calls[0][1][0]["content"] == want


def test_the_old_protocol_keeps_the_pdf_layout_and_its_seed():
    bp = _blueprint()
    gw = Recorder()
    UserSimulator(gw, bp, SimulatorSettings(protocol="smol-v3"), run_seed=5).follow_up(
        bp.periods[0].sessions[0], [Message(role="user", content="q"), Message(role="assistant", content="a")],
        period=0, index=0, round=1)
    [(_, messages, kwargs)] = gw.calls
    assert set(kwargs) == {"temperature", "max_tokens", "seed"} and isinstance(kwargs["seed"], int)
    text = messages[0]["content"]
    assert text.startswith("You are simulating a user in a conversation with an AI assistant. You must\n")
    assert "Initial Query:\n[Current Time: " in text


def test_the_paper_run_configs_select_the_reference_and_the_smol_ones_the_old_bytes():
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[3]
    for name in ("v1.base.json", "v1.extra.json"):
        assert load_run_config(root / "configs" / "run" / name).user_protocol == "reference"
    assert load_run_config(root / "configs" / "run" / "smol.json").user_protocol == "smol-v3"
    for release in ("releases/smol-v4", "tests/data/smol-v3"):  # recorded with the old bytes, which they name
        assert load_run_config(root / release / "configs" / "run.json").user_protocol == "smol-v3"
    assert RunConfig().user_protocol == "smol-v3"  # a run config without the field: as those releases
