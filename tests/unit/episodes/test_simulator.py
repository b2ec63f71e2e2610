import json

from replaykit.data.blueprint import Message
from replaykit.episodes.agent import CountingGateway
from replaykit.episodes.simulator import SimulatorSettings, UserSimulator, derive_seed, opening_message
from tests.unit._episode_fakes import FakeGateway, small_blueprint


def test_opening_message_prefixes_session_time():
    bp = small_blueprint()
    s = bp.periods[1].sessions[0]
    assert opening_message(s) == f"[Current Time: {s.session_time}]\n{s.query}"


def test_prompt_assembles_appendix_c4_fields_as_the_reference():
    bp = small_blueprint()
    sim = UserSimulator(FakeGateway(), bp)
    s = bp.periods[1].sessions[1]
    msgs = [Message(role="user", content=opening_message(s)), Message(role="assistant", content="A1"),
            Message(role="user", content="U2"), Message(role="assistant", content="ASSISTANT-SAYS")]
    prompt = sim.prompt(s, msgs, 1)
    assert prompt.startswith("You are simulating a user in a conversation with an AI assistant.")
    assert "Initial User Profile on (2020-01-01):\nProfile of u1\n" in prompt
    # the period's end date, not the session time
    assert f"Current Date: {bp.periods[1].period_end}\n" in prompt and s.session_time not in prompt.split("Initial Query")[0]
    # the opening query with its time prefix
    assert f"Initial Query:\n[Current Time: {s.session_time}]\n{s.query}\n" in prompt
    # only the last two messages, one per line
    assert "(including the latest assistant response):\nUser: U2\nAssistant: ASSISTANT-SAYS\n" in prompt
    assert "A1" not in prompt
    assert json.dumps(bp.state_schema, indent=2) in prompt
    assert "${" not in prompt and "Source" not in prompt.splitlines()[0]
    assert prompt.rstrip().endswith("Return only the response text, no additional formatting or explanation.")
    # period 0 ends on the start date in generated blueprints; the prompt follows the blueprint
    assert f"Current Date: {bp.periods[0].period_end}\n" in sim.prompt(bp.periods[0].sessions[0], msgs, 0)


def test_run_config_defaults_are_the_reference_user_llm():
    import pathlib

    from replaykit.episodes.spec import RunConfig, load_run_config
    assert (RunConfig().user_temperature, RunConfig().user_max_tokens) == (0.2, 8192)
    root = pathlib.Path(__file__).resolve().parents[3] / "configs" / "run"
    base, extra = load_run_config(root / "v1.base.json"), load_run_config(root / "v1.extra.json")
    assert (base.num_rounds_init, base.num_rounds_update) == (1, 2)  # N_i = 4 messages per exposure
    assert (extra.num_rounds_init, extra.num_rounds_update) == (2, 5)  # N_i = 10
    assert base == RunConfig(user_protocol="reference") and extra.user_temperature == 0.2 and extra.user_max_tokens == 8192
    assert load_run_config(root / "smol.json").user_temperature == 0.2


def test_session_rounds_alternate_and_seed_per_replica_and_round():
    bp = small_blueprint()
    gw = FakeGateway()
    sim = UserSimulator(gw, bp, SimulatorSettings(temperature=0.9, max_tokens=77), run_seed=5, replica=1)
    s = bp.periods[0].sessions[0]
    acts = []
    msgs = sim.run_session(lambda m: acts.append(m) or f"reply {len(acts)}", s, period=0, index=0, rounds=3)
    assert [m.role for m in msgs] == ["user", "assistant"] * 3
    assert msgs[0].content == opening_message(s) and acts[0] == msgs[0].content
    user_calls = [c for c in gw.calls if c[1] == "user"]
    assert len(user_calls) == 2
    assert {c[5] for c in user_calls} == {0.9}
    seeds = [c[4] for c in user_calls]
    assert seeds == [derive_seed("user", 5, "u1", 1, 0, 0, r) for r in (1, 2)]
    assert len(set(seeds)) == 2
    # a different replica samples with different seeds
    gw2 = FakeGateway()
    UserSimulator(gw2, bp, run_seed=5, replica=0).run_session(lambda m: "x", s, period=0, index=0, rounds=2)
    assert gw2.calls[0][4] != seeds[0]


def test_one_round_makes_no_user_call():
    bp = small_blueprint()
    gw = CountingGateway(FakeGateway())
    msgs = UserSimulator(gw, bp).run_session(lambda m: "ok", bp.periods[0].sessions[0], period=0, index=0, rounds=1)
    assert len(msgs) == 2 and gw.usage() == {}
