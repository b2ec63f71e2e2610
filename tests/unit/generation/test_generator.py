"""Blueprint generation pipeline, with fake models at the gateway edge (no HTTP)."""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import json
import re
from pathlib import Path

import msgspec
import pytest

from replaykit.base import pretty_json
from replaykit.data.blueprint import validate
from replaykit.errors import ConfigError
from replaykit.generation.generator import (
    DEFAULT_MAX_TOKENS,
    EnvConfig,
    Generator,
    add_months,
    check_config,
    load_env_config,
    load_prompt,
    match_choice,
    parse_json,
    period_bounds,
    render,
    session_times,
    user_id,
)

REPO = Path(__file__).resolve().parents[3]
PROMPTS = sorted((REPO / "replaykit" / "prompts" / "generation").glob("*.txt"))

_SCOPE: contextvars.ContextVar[str] = contextvars.ContextVar("test_scope", default="")


@contextlib.contextmanager
def fake_scope(name: str):
    tok = _SCOPE.set(name)
    try:
        yield
    finally:
        _SCOPE.reset(tok)


class Reply:
    def __init__(self, text: str) -> None:
        self.text = text


def request_fields(kw: dict) -> dict:
    """A chat call's keyword arguments as the fields they set: its ReplyFormat as json_schema and schema_name
    (json_object when set), the shape the generation golden digests were taken over."""
    kw = dict(kw)
    rf = kw.pop("reply_format", None)
    if rf is not None and rf.json_schema is not None:
        kw.update(json_schema=rf.json_schema, schema_name=rf.schema_name)
    if rf is not None and rf.json_object:
        kw["json_object"] = True
    return kw


class FakeModel:
    """Answers each step sensibly (by schema_name), so every check can pass; records calls."""

    def __init__(self, overrides: dict | None = None) -> None:
        self.calls: list[dict] = []
        self.overrides = overrides or {}

    def chat(self, role, messages, **kw):
        kw = request_fields(kw)
        prompt = messages[-1]["content"]
        step = kw.get("schema_name") or "answer_check"
        self.calls.append({"role": role, "step": step, "scope": _SCOPE.get(), **kw})
        if step in self.overrides:
            out = self.overrides[step](prompt, kw.get("json_schema"))
            return Reply(out if isinstance(out, str) else json.dumps(out))
        return Reply(getattr(self, "_" + step)(prompt, kw.get("json_schema")))

    def _profile(self, prompt, schema):
        return json.dumps({"name": "Ada Example", "profile": "Ada is a careful planner who likes gardening and long walks."})

    def _questions(self, prompt, schema):
        # counts are asked in the prompt only (strict schemas carry no minItems/maxItems), as the reference does
        n = int(re.search(r"Generate (\d+) distinct questions", prompt).group(1))
        ns = int(re.search(r"Have (\d+) required_info items", prompt).group(1))
        nc = int(re.search(r"\*\*info_choices\*\*: (\d+) mutually", prompt).group(1))
        out = []
        for i in range(n):
            infos = []
            for j in range(ns):
                name = f"var_{(i + j) % (n + 1)}"
                infos.append({"info_type": name, "info_choices": [f"{name}_opt{k}" for k in range(nc)]})
            out.append({"question": f"What should I do about topic {i}?", "required_info": infos})
        return json.dumps({"questions": out})

    def _schema(self, prompt, schema):
        return json.dumps({"refined_info_types": [{"name": o, "original_info_types": [o]} for o in originals(schema)]})

    def _fix_schema(self, prompt, schema):
        nc = int(re.search(r"- Create (\d+) choices", prompt).group(1))
        return json.dumps({n: [f"{n}_u{k}" for k in range(nc)] for n in schema["properties"]})

    def _initial_state(self, prompt, schema):
        return json.dumps({v: p["enum"][0] for v, p in schema["properties"].items()})

    def _updates(self, prompt, schema):
        state = json.loads(prompt.split("**Current State:**\n", 1)[1].split("**Prior Updates:**", 1)[0])
        choices = json.loads(prompt.split("**State Schema:**\n", 1)[1].split("**Current State:**", 1)[0])
        var = sorted(state)[len(self.calls) % len(state)]
        new = next(c for c in choices[var] if c != state[var])
        return json.dumps({"period_summary": "a calm period", "updated": [{"state_variable": var, "new_value": new}]})

    def _events(self, prompt, schema):
        changed = schema["properties"]["events"]["items"]["properties"]["states"]["items"]["enum"]
        return json.dumps({"events": [{"states": changed, "event": "Something specific happened at work."}]})

    def _update_queries(self, prompt, schema):
        news = re.findall(r'"new": "([^"]+)"', prompt)
        return json.dumps({"queries": ["These days: " + ", ".join(news) + ". Any tips?"]})

    def _initial_queries(self, prompt, schema):
        state = json.loads(prompt.split("(to be exposed through queries):\n", 1)[1].split("Available State Schema:", 1)[0])
        qs = [{"exposed_states": [{"state_variable": v, "value": x}], "query": f"As someone with {x}, what now?"}
              for v, x in state.items()]
        return json.dumps({"queries": qs})

    def _exposure_check(self, prompt, schema):
        query = prompt.split("User Query:", 1)[1].split("State Variables to Predict:", 1)[0]
        return json.dumps({v: next((c for c in p["enum"] if c in query), p["enum"][0]) for v, p in schema["properties"].items()})

    def _answers(self, prompt, schema):
        lines = {f"variant_{n}": text for n, text in re.findall(r"^Variant (\d+): (.*)$", prompt, re.M)}
        return json.dumps({k: f"Advice tailored to [{lines[k]}]." for k in schema["properties"]})

    def _answer_check(self, prompt, schema):
        answer = prompt.split("**Answer to Evaluate:**", 1)[1].split("**Available State Variants", 1)[0]
        for n, text in re.findall(r"^(\d+)\. (\{.*\})$", prompt, re.M):
            if "[" + ", ".join(f"{k}: {v}" for k, v in json.loads(text).items()) + "]" in answer:
                return n
        return "1"

    def _refine_query(self, prompt, schema):
        return json.dumps({"query": "refined query"})

    def _refine_answer(self, prompt, schema):
        target = prompt.split("(the answer should correspond to this):**", 1)[1].split("\n")[1]
        return json.dumps({"answer": f"Refined advice for [{target}]."})


def originals(schema):
    """The original info types the schema-refinement step may map (its enum)."""
    return schema["properties"]["refined_info_types"]["items"]["properties"]["original_info_types"]["items"]["enum"]


class JunkModel:
    """Returns deterministic junk (the weak local model at its worst)."""

    OUTS = ["", "{", "null", "[1, 2]", '{"a": 1}', "The answer is", "7", '{"questions": [{"question": 3}]}',
            '{"updated": {"nope": "x"}, "period_summary": 5}', '```json\n{"name": ""}\n```']

    def __init__(self) -> None:
        self.calls = 0

    def chat(self, role, messages, **kw):
        self.calls += 1
        h = hashlib.sha256(json.dumps([messages, request_fields(kw)], sort_keys=True, default=str).encode()).digest()
        return Reply(self.OUTS[h[0] % len(self.OUTS)])


def cfg(**kw) -> EnvConfig:
    base = dict(name="t", seed=3, num_users=2, num_periods=3, num_questions=3, num_states_per_question=2,
                num_choices_per_state=3, num_changes_per_period=1, max_changes_per_state=2, max_sessions_per_period=2,
                max_json_retries=1, max_refine_rounds=1)
    base.update(kw)
    return EnvConfig(**base)


def gen(model, **kw):
    return Generator(cfg(**kw), model, scope=fake_scope).generate()


# -- the pipeline ----------------------------------------------------------------------


def test_good_model_output_is_used_and_every_check_passes():
    model = FakeModel()
    res = gen(model)
    assert len(res.blueprints) == 2
    for bp in res.blueprints:
        validate(bp)
        assert "Ada Example" in bp.user_profile.formatted_str
        assert bp.qas[0].query == "What should I do about topic 0?"
        assert all(c.answer.startswith("Advice tailored to [") for q in bp.qas for c in q.answer_choices)
        assert len(bp.periods) == 4 and all(len(p.updates) == 1 for p in bp.periods[1:])
        assert bp.periods[1].sessions[0].event == "Something specific happened at work."
        assert all(s.exposed_states for p in bp.periods for s in p.sessions)
    q = res.quality
    assert q.checks["query_exposure"].pass_rate == 1.0
    assert q.checks["answer_classifier"].pass_rate == 1.0
    assert q.checks["answer_classifier"].items == sum(len(x.answer_choices) for bp in res.blueprints for x in bp.qas)
    assert q.unverified == [] and q.repaired == []
    assert "fix_schema" in q.steps  # shared info types across questions were unified


def test_schema_merge_unifies_choices():
    model = FakeModel({"schema": lambda p, s: {"refined_info_types": [{"name": "merged_topic", "original_info_types": originals(s)[0::2]}]}})
    res = gen(model, num_users=1)
    bp = res.blueprints[0]
    assert "var_0" not in bp.state_schema and "var_2" not in bp.state_schema and "var_1" in bp.state_schema
    assert bp.state_schema["merged_topic"] == ["merged_topic_u0", "merged_topic_u1", "merged_topic_u2"]
    assert not any(set(q.required_info) - set(bp.state_schema) for q in bp.qas)
    assert [q.required_info for q in bp.qas] == [["merged_topic", "var_1"], ["var_1", "merged_topic"], ["merged_topic", "var_3"]]


def test_merge_of_two_variables_one_question_needs_is_split_back():
    # the prompt's own {refined: [originals]} shape (an endpoint without structured output) is read too
    model = FakeModel({"schema": lambda p, s: {"merged_topic": originals(s)[:2]}})
    res = gen(model, num_users=1)
    bp = res.blueprints[0]
    validate(bp)
    assert all(len(set(q.required_info)) == len(q.required_info) == 2 for q in bp.qas)
    assert any(f.step == "schema" and "kept separate" in f.detail for f in res.quality.repaired)


def test_junk_model_still_gives_valid_blueprints_and_a_full_quality_report():
    model = JunkModel()
    res = gen(model, num_users=3, num_questions=4)
    for bp in res.blueprints:
        validate(bp)
        assert len(bp.qas) == 4 and len(bp.periods) == 4
        assert all(len(q.required_info) == 2 for q in bp.qas)
    q = res.quality
    assert q.users == 3
    assert q.repaired, "junk output must be reported as repaired"
    assert q.steps["questions"].json_errors >= 3
    assert {"query_exposure", "answer_classifier", "initial_state_valid", "state_updates_valid"} <= set(q.checks)
    for c in q.checks.values():
        assert c.passed + c.failed == c.items and 0.0 <= c.pass_rate <= 1.0
    assert all(f.user in {bp.id for bp in res.blueprints} for f in q.unverified + q.repaired)


def test_invalid_state_value_is_replaced_by_a_seeded_choice_and_flagged():
    model = FakeModel({"initial_state": lambda p, s: {v: "not a choice" for v in s["properties"]}})
    res = gen(model, num_users=1)
    bp = res.blueprints[0]
    assert all(bp.periods[0].state[v] in c for v, c in bp.state_schema.items())
    flags = [f for f in res.quality.repaired if f.step == "initial_state"]
    assert len(flags) == len(bp.state_schema) and "seeded choice" in flags[0].detail
    assert res.quality.checks["initial_state_valid"].failed == 1
    again = gen(FakeModel({"initial_state": lambda p, s: {v: "not a choice" for v in s["properties"]}}), num_users=1)
    assert again.blueprints[0].periods[0].state == bp.periods[0].state  # seeded, not random


def test_near_miss_values_are_matched_not_replaced():
    model = FakeModel({"initial_state": lambda p, s: {v: x["enum"][1].upper().replace("_", " ") for v, x in s["properties"].items()}})
    res = gen(model, num_users=1)
    bp = res.blueprints[0]
    assert all(bp.periods[0].state[v] == c[1] for v, c in bp.state_schema.items())
    assert not [f for f in res.quality.repaired if f.step == "initial_state"]


def test_missing_answers_get_templated_answers_flagged():
    model = FakeModel({"answers": lambda p, s: {}})
    res = gen(model, num_users=1)
    bp = res.blueprints[0]
    validate(bp)
    flagged = [f for f in res.quality.repaired if f.step == "answers"]
    assert len(flagged) == sum(len(q.answer_choices) for q in bp.qas)
    assert all("templated" in f.detail for f in flagged)


def test_echoes_of_the_prompt_example_and_repeats_are_not_content():
    # what SmolLM2-135M actually returned: the prompt's own example text, or one answer for every variant
    model = FakeModel({
        "profile": lambda p, s: {"name": "Grace Patel", "profile": "Complementary Information"},
        "answers": lambda p, s: {k: ("personalized answer for variant 3" if k == "variant_1" else "Same advice for all.")
                                 for k in s["properties"]},
        "events": lambda p, s: {"events": [{"states": s["properties"]["events"]["items"]["properties"]["states"]["items"]["enum"],
                                            "event": "Started leading a cross-functional project targeting ..."}]},
    })
    res = gen(model, num_users=1)
    bp = res.blueprints[0]
    assert "Complementary Information" not in bp.user_profile.formatted_str
    assert "Grace Patel" in bp.user_profile.formatted_str
    for q in bp.qas:
        answers = [c.answer for c in q.answer_choices]
        assert "personalized answer for variant 3" not in answers
        assert len(set(answers)) == len(answers)
        assert answers.count("Same advice for all.") <= 1  # (it may have been refined by the check)
    assert all("cross-functional" not in (s.event or "") for p in bp.periods for s in p.sessions)
    steps = {f.step for f in res.quality.repaired}
    assert {"profile", "answers", "events"} <= steps


def test_answer_choices_are_every_experienced_variant_plus_random_padding_in_a_seeded_order():
    res = gen(FakeModel(), num_users=1, min_answer_choices=5)
    again = gen(FakeModel(), num_users=1, min_answer_choices=5)
    bp = res.blueprints[0]
    assert pretty_json(bp) == pretty_json(again.blueprints[0])  # seeded, not random
    first_positions = set()
    for qi, q in enumerate(bp.qas):
        seen = []
        for p in range(len(bp.periods)):
            v = list(bp.variant(p, qi))
            if v not in seen:
                seen.append(v)
        experienced = [c.state for c in q.answer_choices if c.type == "experience"]
        assert sorted(experienced) == sorted(seen)
        assert all(c.type == "random" and c.state not in seen for c in q.answer_choices if c.type != "experience")
        assert len(q.answer_choices) >= 5
        first_positions.add(bp.correct_choices(0, qi)[0])
    assert len(first_positions) > 1, "the period-0 answer must not sit at one position"


def test_failed_checks_are_refined_a_bounded_number_of_times_then_unverified():
    model = FakeModel({"answer_check": lambda p, s: "99"})
    res = gen(model, num_users=1, max_refine_rounds=2)
    c = res.quality.checks["answer_classifier"]
    assert c.passed == 0 and c.retries == 2 * c.items
    assert len([f for f in res.quality.unverified if f.step == "answer_classifier"]) == c.items
    assert sum(1 for x in model.calls if x["step"] == "refine_answer") == 2 * c.items
    assert all(a.answer.startswith("Refined advice") for q in res.blueprints[0].qas for a in q.answer_choices)


def test_json_retries_are_bounded_and_vary_seed_and_temperature():
    model = FakeModel({"profile": lambda p, s: "not json"})
    res = gen(model, num_users=1, max_json_retries=2, retry_temperature=0.5)
    calls = [c for c in model.calls if c["step"] == "profile"]
    assert len(calls) == 3
    assert calls[0]["temperature"] == 0.2 and "seed" not in calls[0]  # the reference's low temperature
    assert [c["temperature"] for c in calls[1:]] == [0.5, 0.5]
    assert calls[1]["seed"] != calls[2]["seed"]
    assert res.quality.steps["profile"].json_errors == 3
    assert calls[0]["max_tokens"] == DEFAULT_MAX_TOKENS["profile"]


def test_every_call_runs_in_its_users_scope():
    model = FakeModel()
    res = gen(model, workers=2)
    ids = [bp.id for bp in res.blueprints]
    assert {c["scope"] for c in model.calls} == {f"gen/{i}" for i in ids}


def test_deterministic_and_independent_of_workers():
    a = gen(JunkModel(), num_users=3)
    b = gen(JunkModel(), num_users=3, workers=3)
    assert [pretty_json(x) for x in a.blueprints] == [pretty_json(x) for x in b.blueprints]
    assert pretty_json(a.quality) == pretty_json(b.quality)
    c = gen(JunkModel(), num_users=3, seed=4)
    assert [x.id for x in c.blueprints] != [x.id for x in a.blueprints]


def test_user_ids_and_prefix_stability():
    assert user_id(1, 0) == user_id(1, 0) and len(user_id(1, 0)) == 32
    assert user_id(1, 0) != user_id(1, 1) != user_id(2, 1)
    two = gen(FakeModel(), num_users=2)
    one = Generator(cfg(num_users=2), FakeModel(), scope=fake_scope).generate(users=1)
    assert pretty_json(one.blueprints[0]) == pretty_json(two.blueprints[0])


def test_json_schemas_stay_within_what_llama_cpp_grammars_accept():
    model = FakeModel()
    gen(model, num_users=1)
    schemas = [c["json_schema"] for c in model.calls if c.get("json_schema")]
    assert len(schemas) > 10
    for s in schemas:
        text = json.dumps(s)
        assert "maxLength" not in text and "minLength" not in text and "pattern" not in text


# -- logical clock ---------------------------------------------------------------------


def test_period_bounds_follow_the_config_not_the_clock():
    c = cfg(start_date="2021-01-31", months_per_period=1, num_periods=3)
    assert period_bounds(c) == [(None, "2021-01-31"), ("2021-01-31", "2021-02-28"), ("2021-02-28", "2021-03-31"),
                                ("2021-03-31", "2021-04-30")]
    assert add_months(__import__("datetime").date(2020, 12, 15), 3).isoformat() == "2021-03-15"


def test_session_times_are_ordered_seeded_and_end_on_period_end():
    c = cfg()
    t = session_times(c, "u", 2, "2021-04-01", 3)
    assert t == sorted(t) and t == session_times(c, "u", 2, "2021-04-01", 3)
    assert [x[:10] for x in t] == ["2021-03-30", "2021-03-31", "2021-04-01"]
    assert t != session_times(c, "v", 2, "2021-04-01", 3)


# -- prompts ---------------------------------------------------------------------------


def test_all_fourteen_appendix_c3_prompts_are_package_data_with_a_citation():
    names = {p.stem for p in PROMPTS}
    assert len(names) == 14
    for p in PROMPTS:
        first = p.read_text(encoding="utf-8").splitlines()[0]
        assert first.startswith("#") and "Appendix C.3" in first
        assert not load_prompt(p.stem).startswith("#")


def test_render_fills_placeholders_and_rejects_unknown_keys():
    text = render("check_query_state_exposure", {"query": "Q?", "state_choices_json": "{}"})
    assert '"Q?"' in text and "<query>" not in text and "<state_choices_json>" not in text
    with pytest.raises(KeyError):
        render("check_query_state_exposure", {"nope": 1})


def test_rendered_prompts_have_no_unfilled_placeholders():
    model = FakeModel()
    seen: list[str] = []
    orig = model.chat

    def spy(role, messages, **kw):
        seen.append(messages[-1]["content"])
        return orig(role, messages, **kw)

    model.chat = spy
    gen(model, num_users=1)
    for text in seen:
        assert not re.search(r"<[a-z_]+>|\{(start_date|num_[a-z_]+|prompt_lang|period_start|period_end|total_steps)[^}]*\}", text), text[:200]


# -- parsing helpers -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text,value",
    [
        ('{"a": 1}', {"a": 1}),
        ('```json\n{"a": [1]}\n```', {"a": [1]}),
        ('Sure! Here it is: {"a": 2} hope that helps', {"a": 2}),
        ("noise { broken then [3, 4]", [3, 4]),
        ("", None),
        ('{"q": [{"x": "y"}, {"x": "z", "w": [', {"q": [{"x": "y"}, {"x": "z", "w": []}]}),  # cut off at max_tokens
        ('{"a": 1, "b":', {"a": 1}),
        ('{"a": ["one", "tw', {"a": ["one", "tw"]}),
        ('{"a": "raw\nnewline"}', {"a": "raw\nnewline"}),  # grammar output may hold raw control characters
        ("no json here", None),
    ],
)
def test_parse_json_is_defensive(text, value):
    assert parse_json(text) == value


def test_truncated_output_is_closed_kept_and_flagged():
    cut = '{"questions": [{"question": "How do I plan my garden?", "required_info": [{"info_type": "garden_size", "info_choices": ["small", "large"]}]}, {"question": "Wha'
    res = gen(FakeModel({"questions": lambda p, s: cut}), num_users=1)
    bp = res.blueprints[0]
    assert bp.qas[0].query == "How do I plan my garden?" and "garden_size" in bp.state_schema
    assert any(f.step == "questions" and "cut off" in f.detail for f in res.quality.repaired)
    assert res.quality.steps["questions"].json_errors == 0


def test_labels_are_cleaned_and_prose_is_not_a_label():
    from replaykit.generation.generator import norm_choice, norm_name

    assert norm_choice("mid_level_3_5_years']} ] },\n    { ") == "mid_level_3_5_years"
    assert norm_choice("This is a JSON file with the user's profile information, including their level") == ""
    assert norm_name("Current Experience-Level") == "current_experience_level"
    assert norm_name("a b c d e f g h i j") == ""


def test_match_choice():
    assert match_choice("Mid Level", ["junior", "mid_level"]) == "mid_level"
    assert match_choice("senior", ["junior", "mid_level"]) is None
    assert match_choice(3, ["3"]) is None


# -- config ----------------------------------------------------------------------------


def test_shipped_configs_load():
    for name in ("v1.base", "v1.extra", "smol"):
        c = load_env_config(REPO / "configs" / "env" / f"{name}.json")
        assert c.name == name
    base = load_env_config(REPO / "configs" / "env" / "v1.base.json")
    extra = load_env_config(REPO / "configs" / "env" / "v1.extra.json")
    assert (base.num_periods, base.num_states_per_question, base.interaction_turns) == (10, 2, 4)
    assert (extra.num_periods, extra.num_states_per_question, extra.interaction_turns) == (20, 3, 10)
    assert (base.num_rounds_init, base.num_rounds_update, extra.num_rounds_init, extra.num_rounds_update) == (1, 2, 2, 5)
    assert base.seed == extra.seed == 42 and base.max_changes_per_state == extra.max_changes_per_state == 3
    assert base.num_changes_per_period == extra.num_changes_per_period == 4 and base.min_answer_choices == 4
    assert not base.max_tokens and not extra.max_tokens  # the reference's 8192 tokens for every step
    assert (base.temperature_high, base.temperature_low) == (extra.temperature_high, extra.temperature_low) == (1.0, 0.2)
    assert base.num_users == extra.num_users == 20 and base.num_questions == extra.num_questions == 10


@pytest.mark.parametrize(
    "patch,needle",
    [
        ({"num_users": "two"}, "$.num_users"),
        ({"surprise": 1}, "surprise"),
        ({"num_choices_per_state": 1}, "field num_choices_per_state"),
        ({"start_date": "2020-13-01"}, "field start_date"),
        ({"max_tokens": {"nope": 5}}, "field max_tokens.nope"),
        ({"checker_role": "embedder"}, "field checker_role"),
        ({"version": 2}, "field version"),
    ],
)
def test_config_errors_name_the_field(tmp_path, patch, needle):
    doc = json.loads((REPO / "configs" / "env" / "smol.json").read_text())
    doc.update(patch)
    p = tmp_path / "c.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(ConfigError) as info:
        load_env_config(p)
    assert needle in str(info.value) and str(p) in str(info.value)


def test_missing_required_field_is_named(tmp_path):
    p = tmp_path / "c.json"
    p.write_text(json.dumps({"name": "x"}))
    with pytest.raises(ConfigError) as info:
        load_env_config(p)
    assert (info.value.file, info.value.field) == (str(p), "num_users")


def test_check_config_rejects_zero_periods():
    with pytest.raises(ConfigError) as info:
        check_config(msgspec.structs.replace(cfg(), num_periods=0))
    assert info.value.field == "num_periods" and info.value.file is None
    with pytest.raises(ConfigError) as info:
        check_config(msgspec.structs.replace(cfg(), max_tokens={"nope": 3}), where="c.json")
    assert (info.value.file, info.value.field) == ("c.json", "max_tokens.nope")
    assert str(info.value).startswith("c.json: field max_tokens.nope: unknown step")
