"""Generation faithful to the paper and the reference code (issue 9): answer order, strict schemas, parameters."""

from __future__ import annotations

import json
import re
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.gateway.strict_schema import strict_violations
from replaykit.generation.generator import DEFAULT_MAX_TOKENS, HIGH_TEMPERATURE_STEPS
from tests.unit.generation.test_generator import FakeModel, JunkModel, gen, request_fields

# -- answer choices in a seeded shuffled order ---------------------------------------------


def first_positions(res) -> list[tuple[int, int]]:
    """(position of the correct choice at period 0, number of choices) for every question."""
    return [(bp.correct_choices(0, qi)[0], len(q.answer_choices)) for bp in res.blueprints for qi, q in enumerate(bp.qas)]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31 - 1))
def test_period_0_answer_position_is_not_constant_for_any_seed(seed):
    res = gen(FakeModel(), seed=seed, num_users=1, num_questions=16, num_periods=2, min_answer_choices=4)
    pos = first_positions(res)
    assert all(n == 4 for _, n in pos)
    assert len({p for p, _ in pos}) > 1, pos


def test_period_0_answer_position_is_roughly_uniform():
    res = gen(FakeModel(), seed=42, num_users=3, num_questions=40, num_periods=2, min_answer_choices=4)
    pos = first_positions(res)
    assert len(pos) == 120 and all(n == 4 for _, n in pos)
    counts = Counter(p for p, _ in pos)
    expected = len(pos) / 4
    chi2 = sum((counts[k] - expected) ** 2 / expected for k in range(4))
    assert set(counts) == {0, 1, 2, 3}
    assert chi2 < 16.27, (counts, chi2)  # chi-square, 3 degrees of freedom, p = 0.001


def test_the_answer_prompt_and_the_classifier_see_the_stored_order():
    model = FakeModel()
    bp = gen(model, num_users=1).blueprints[0]
    prompts = [c for c in model.calls if c["step"] == "answers"]
    assert len(prompts) == len(bp.qas)
    for q in bp.qas:
        # FakeModel answers "Advice tailored to [<variant line>]", so the stored answers name their own variants
        for c in q.answer_choices:
            assert c.answer == f"Advice tailored to [{', '.join(f'{v}: {x}' for v, x in zip(q.required_info, c.state))}]."


# -- strict Structured Outputs ----------------------------------------------------------------

def _all_schemas(model_cls, **kw) -> dict[str, list[dict]]:
    model = model_cls()
    calls: list[dict] = []
    orig = model.chat

    def spy(role, messages, **k):
        calls.append(request_fields(k))
        return orig(role, messages, **k)

    model.chat = spy
    gen(model, **kw)
    out: dict[str, list[dict]] = {}
    for c in calls:
        if c.get("json_schema") is not None:
            out.setdefault(c["schema_name"], []).append(c["json_schema"])
    return out


def test_every_generation_schema_is_inside_openais_strict_subset():
    schemas = _all_schemas(FakeModel, num_users=1)
    junk = _all_schemas(JunkModel, num_users=1)  # the retry and repair paths send schemas too
    expected = set(DEFAULT_MAX_TOKENS) - {"answer_check"}  # the classifier check is free text, as the reference
    assert set(schemas) | set(junk) == expected, sorted(expected - set(schemas) - set(junk))
    for step, group in list(schemas.items()) + list(junk.items()):
        for s in group:
            assert strict_violations(s, name=step) == [], (step, strict_violations(s, name=step))
            text = json.dumps(s)
            for bad in ("maxLength", "minLength", "pattern", "minItems", "maxItems", "patternProperties", "default", "format"):
                assert f'"{bad}"' not in text, (step, bad)


# -- parameters of the reference code ------------------------------------------------------


def test_temperatures_follow_the_reference_and_null_means_the_endpoints():
    model = FakeModel()
    gen(model, num_users=1)
    first = [c for c in model.calls if "seed" not in c]  # first attempts (retries carry a derived seed)
    assert {c["step"] for c in first} >= HIGH_TEMPERATURE_STEPS == {"questions", "updates"}
    for c in first:
        assert c["temperature"] == (1.0 if c["step"] in HIGH_TEMPERATURE_STEPS else 0.2), c["step"]
        assert c["max_tokens"] == 8192
    model = FakeModel()
    gen(model, num_users=1, temperature_high=None, temperature_low=None)
    assert not any("temperature" in c for c in model.calls if "seed" not in c)


def _changes(prompt: str, k: int, bad: str = "") -> list[dict]:
    state = json.loads(prompt.split("**Current State:**\n", 1)[1].split("**Prior Updates:**", 1)[0])
    choices = json.loads(prompt.split("**State Schema:**\n", 1)[1].split("**Current State:**", 1)[0])
    out = [{"state_variable": v, "new_value": next(c for c in choices[v] if c != state[v])} for v in sorted(state)[:k]]
    if bad:
        out.append({"state_variable": sorted(state)[0], "new_value": bad})
    return out


class FeedbackModel(FakeModel):
    """State updates: too many changes first, the right number after feedback."""

    def __init__(self, always_wrong: bool = False) -> None:
        super().__init__()
        self.always_wrong = always_wrong
        self.update_messages: list[list[dict]] = []

    def chat(self, role, messages, **kw):
        if request_fields(kw).get("schema_name") == "updates":
            self.update_messages.append(messages)
            self.calls.append({"role": role, "step": "updates", "scope": "", **request_fields(kw)})
            k = 6 if self.always_wrong or len(messages) == 1 else 2
            body = {"period_summary": "a busy season", "updated": _changes(messages[0]["content"], k)}
            return type("R", (), {"text": json.dumps(body)})()
        return super().chat(role, messages, **kw)


def test_state_update_count_is_held_to_n_plus_minus_1_with_error_feedback():
    model = FeedbackModel()
    res = gen(model, num_users=1, num_questions=4, num_changes_per_period=2, num_periods=2)
    bp = res.blueprints[0]
    assert all(len(p.updates) == 2 for p in bp.periods[1:])
    assert len(model.update_messages) == 4  # two periods, one retry each
    retry = model.update_messages[1]
    assert [m["role"] for m in retry] == ["user", "assistant", "user"]
    assert retry[0] == model.update_messages[0][0]  # the original prompt, the reply, then the error
    assert "update 1 to 3 state variables" in retry[2]["content"]
    c = res.quality.checks["state_updates_valid"]
    assert (c.items, c.passed, c.passed_first_try, c.retries) == (2, 2, 0, 2)


def test_state_update_retries_are_bounded_then_repaired_and_counted_not_a_crash():
    model = FeedbackModel(always_wrong=True)
    res = gen(model, num_users=1, num_questions=4, num_changes_per_period=2, num_periods=2, max_update_retries=3)
    bp = res.blueprints[0]
    assert len(model.update_messages) == 2 * 4
    assert all(len(p.updates) == 3 for p in bp.periods[1:])  # clamped to n + 1
    c = res.quality.checks["state_updates_valid"]
    assert (c.items, c.failed) == (2, 2)
    assert sum(f.step == "updates" and "kept the first 3" in f.detail for f in res.quality.repaired) == 2


def test_life_events_prompt_gets_the_possible_values():
    model = FakeModel()
    bp = gen(model, num_users=1).blueprints[0]
    prompts = []
    orig = FakeModel._events

    def spy(self, prompt, schema):
        prompts.append(prompt)
        return orig(self, prompt, schema)

    model2 = FakeModel()
    model2._events = spy.__get__(model2)
    bp = gen(model2, num_users=1).blueprints[0]
    assert len(prompts) == len(bp.periods) - 1
    changes = json.loads(prompts[0].split("**State Changes:**\n", 1)[1].split("**States NOT Updated", 1)[0])
    for var, ch in changes.items():
        assert ch["possible_values"] == bp.state_schema[var] and ch["new"] in ch["possible_values"]
        assert re.fullmatch(r"[a-z0-9_]+", var)


def test_imported_reference_data_keeps_its_choice_order(tmp_path):
    from replaykit.data.blueprint import export_reference, import_reference

    bps = gen(FakeModel(), num_users=1).blueprints
    doc = json.loads(export_reference(bps))
    for q in doc[0]["qas"]:
        q["answer_choices"].reverse()  # any stored order, e.g. the reference's set order
    path = tmp_path / "data.json"
    path.write_text(json.dumps(doc))
    back = import_reference(path)[0]
    for q, orig in zip(back.qas, bps[0].qas):
        assert [c.state for c in q.answer_choices] == [c.state for c in reversed(orig.answer_choices)]
