"""Generation under ``generation_protocol: "reference"`` (configs/env/v1.*.json): the inputs
take the reference code's shapes (env/sample_*.py, gen.py) and model text is kept whole.
Each expected string is written out here from the reference's code, not from replaykit's."""

from __future__ import annotations

import json

from test_generator import FakeModel, gen, originals

LONG = "word " * 300  # 1,500 characters: over every smol-v3 clip (300-600, profile 1,500)


class Recording(FakeModel):
    """FakeModel that also keeps every request's messages, per step."""

    def __init__(self, overrides=None):
        super().__init__(overrides)
        self.messages: dict[str, list[list[dict]]] = {}

    def chat(self, role, messages, **kw):
        self.messages.setdefault(kw.get("schema_name") or "answer_check", []).append(messages)
        return super().chat(role, messages, **kw)


def ref(model, **kw):
    return gen(model, generation_protocol="reference", num_users=1, **kw)


def test_profile_in_the_reference_layout_and_kept_whole():
    summary = "Ada grew up by the sea. " + LONG.strip()
    model = Recording({"profile": lambda p, s: {"name": "Ada Example", "profile": summary}})
    bp = ref(model).blueprints[0]
    prof = bp.user_profile
    assert prof.name == "Ada Example" and prof.complementary_info == summary  # not cut at 1,500
    lines = prof.formatted_str.split("\n")
    assert [ln.split(":")[0] for ln in lines] == ["name", "age", "gender", "marital_status", "education_level",
                                                  "occupation", "hobbies_and_interests", "skills_and_expertise",
                                                  "complementary_info"]
    assert lines[-1] == f"complementary_info: {summary}"
    assert isinstance(prof.age, int) and lines[1] == f"age: {prof.age}"
    assert model.messages["profile"][0][0] == {
        "role": "system", "content": "You are a helpful assistant that extracts names and summarizes user profiles."}
    prompt = model.messages["profile"][0][-1]["content"]
    assert 'Complementary Information:\n{\n  "persona": ' in prompt  # json.dumps(indent=2, ensure_ascii=False)
    assert "\ngender: " in prompt and "\nsex: " not in prompt
    # every later prompt gets that formatted_str
    assert prof.formatted_str in model.messages["questions"][0][-1]["content"]


def test_model_text_and_long_labels_are_kept_whole():
    label = "the number of hours per week spent on the community garden project"  # 12 words, 66 characters
    model = Recording({
        "questions": lambda p, s: {"questions": [{"question": "Q " + LONG.strip(), "required_info": [
            {"info_type": label, "info_choices": ["a", "b", "c"]},
            {"info_type": "budget", "info_choices": ["low", "mid", "high"]}]}]},
        "events": lambda p, s: {"events": [{"states": s["properties"]["events"]["items"]["properties"]["states"]["items"]["enum"],
                                            "event": "E " + LONG.strip()}]},
    })
    bp = ref(model, num_questions=1).blueprints[0]
    name = label.replace(" ", "_")
    assert name in bp.state_schema  # not dropped (over 8 words) nor cut (over 60 characters)
    assert bp.qas[0].query == "Q " + LONG.strip()
    assert bp.periods[1].sessions[0].event == "E " + LONG.strip()
    assert bp.periods[1].period_summary == "a calm period"


def test_personalized_answers_and_refinement_inputs():
    model = Recording({"answer_check": lambda p, s: "1"})  # only variant 1 passes: every other answer is refined
    bp = ref(model).blueprints[0]
    q = bp.qas[0]
    prompt = model.messages["answers"][0][-1]["content"]
    assert "**Required Information Types:**\n" + ", ".join(q.required_info) + "\n" in prompt
    variants = [ln for ln in prompt.split("\n") if ln.startswith("Variant ")]
    assert len(variants) == len(q.answer_choices)
    assert variants[-1] + "\n\n**Instructions:**" in prompt  # the reference's variants_text ends in "\n"
    refine = model.messages["refine_answer"][0][-1]["content"]
    others = refine.split("(the answer should be distinguishable from these):**\n", 1)[1].split("\n**Current Answer", 1)[0]
    rows = others.strip("\n").split("\n")
    assert len(rows) == len(q.answer_choices) - 1
    assert all(json.loads(r).keys() == set(q.required_info) for r in rows)  # one JSON object per line, no list


def test_fix_schema_events_and_prior_updates_shapes():
    model = Recording({"schema": lambda p, s: {"refined_info_types": [
        {"name": "merged_topic", "original_info_types": originals(s)[0::2]}]}})
    res = ref(model, num_periods=3)
    fix = model.messages["fix_schema"][0][-1]["content"]
    groups = _json_block(fix, '{\n  "merged_topic": [')
    assert "merged_topic" in groups and len(groups["merged_topic"]) >= 2
    assert all(set(g) == {"question", "choices"} and isinstance(g["choices"], list)
               for items in groups.values() for g in items)
    ev = model.messages["events"][0][-1]["content"]
    changes = _json_block(ev, '[\n  {\n    "variable": ')
    assert [set(c) for c in changes] == [{"variable", "from", "to", "possible_values"}]
    upd = model.messages["updates"][1][-1]["content"]  # period 2: one prior record after the null
    prior = _json_block(upd, "**Prior Updates:**\n[")
    assert prior[0] is None
    assert list(prior[1]) == ["period_summary", "updated", "period_end", "period_start", "old", "events"]
    assert list(prior[1]["events"][0]) == ["states", "event"]
    assert res.blueprints[0].periods[1].sessions[0].event == prior[1]["events"][0]["event"]


def test_update_re_prompt_is_the_reference_wording():
    first: list[str] = []

    def updates(p, s):  # p is the last message: the prompt, then the re-prompt
        if not first:
            first.append(p)
            return {"period_summary": "s", "updated": [{"state_variable": "no_such_var", "new_value": "x"}]}
        return FakeModel()._updates(first[0], s)

    model = Recording({"updates": updates})
    ref(model, num_periods=1)
    retry = model.messages["updates"][1]
    assert retry[1] == {"role": "assistant", "content": json.dumps(
        {"period_summary": "s", "updated": [{"state_variable": "no_such_var", "new_value": "x"}]}, indent=2)}
    assert retry[2] == {"role": "user", "content":
                        "Please try again to fix the error Invalid state variable 'no_such_var' in updates in your response."}


def test_update_queries_get_the_profile_as_one_ascii_escaped_string():
    model = Recording({"profile": lambda p, s: {"name": "Zoë", "profile": "Zoë likes crème brûlée and long walks by the sea."}})
    bp = ref(model, num_periods=1).blueprints[0]
    prompt = model.messages["update_queries"][0][-1]["content"]
    assert json.dumps(bp.user_profile.formatted_str) in prompt  # gen.py: json.dumps(user_profile), ensure_ascii
    assert "\\u00eb" in prompt and "Zoë" not in prompt


def _json_block(text: str, start: str):
    i = text.index(start)
    if start.startswith("**"):
        i += start.index("\n") + 1
    return json.JSONDecoder().raw_decode(text[i:])[0]


def test_reference_basic_profile_from_a_nemotron_record():
    from replaykit.data.persona import _persona_from_record
    from replaykit.generation.profile import reference_basic

    rec = {"uuid": "u1", "age": 41, "sex": "Female", "marital_status": "married_present", "education_level": "bachelors",
           "bachelors_field": "fine_arts", "occupation": "designer", "persona": "p",
           "hobbies_and_interests_list": "['Quilting', 'Gardening']", "skills_and_expertise_list": "[]"}
    p = _persona_from_record(rec, "personas.jsonl")
    assert reference_basic(p) == {"age": 41, "gender": "Female", "marital_status": "married_present",
                                  "education_level": "bachelors (fine arts)", "occupation": "designer",
                                  "hobbies_and_interests": "Quilting, Gardening", "skills_and_expertise": "N/A"}
    assert "Quilting" not in p.basic_profile_str()  # the smol-v3 rendering is unchanged
