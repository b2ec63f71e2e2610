"""Generation under ``generation_protocol: "reference"`` (configs/env/v1.*.json): the inputs
take the reference code's shapes (env/sample_*.py, gen.py) and model text is kept whole.
Each expected string is written out here from the reference's code (its f-strings in
src/amemgym/env/*.py, as reference-code-behaviour.md §2 and §9 describe them), not from replaykit's."""

from __future__ import annotations

import json

from tests.unit.generation.test_generator import FakeModel, gen, originals, request_fields

LONG = "word " * 300  # 1,500 characters: over every smol-v3 clip (300-600, profile 1,500)


class Recording(FakeModel):
    """FakeModel that also keeps every request's messages and keyword fields, per step."""

    def __init__(self, overrides=None):
        super().__init__(overrides)
        self.messages: dict[str, list[list[dict]]] = {}
        self.kwargs: dict[str, list[dict]] = {}

    def chat(self, role, messages, **kw):
        fields = request_fields(kw)
        self.messages.setdefault(fields.get("schema_name") or "answer_check", []).append(messages)
        self.kwargs.setdefault(fields.get("schema_name") or "answer_check", []).append(fields)
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


def test_personalized_answers_check_and_refinement_are_the_reference_strings():
    model = Recording({"answer_check": lambda p, s: "1"})  # only variant 1 passes: every other answer is refined
    bp = ref(model).blueprints[0]
    q = bp.qas[0]
    req = q.required_info
    variants = "".join(f"Variant {i}: " + ", ".join(f"{k}: {v}" for k, v in zip(req, c.state)) + "\n"
                       for i, c in enumerate(q.answer_choices, 1))
    assert model.messages["answers"][0][-1]["content"] == (
        "You are an expert advisor providing personalized recommendations. Answer the following question for each "
        "state variant provided. Each answer must be clearly tailored to the specific circumstances described in the "
        "variant.\n\n"
        f"**Question:** {q.query}\n\n"
        f"**Required Information Types:** {', '.join(req)}\n\n"
        f"**State Variants to Answer For:**\n{variants}\n\n"
        "**Instructions:**\n"
        "1. Provide a distinct, personalized answer for each variant\n"
        "2. Each answer should be 2-3 sentences long\n"
        "3. Clearly reflect the specific values in each variant\n"
        "4. Make the differences between answers evident and meaningful\n"
        "5. Use practical, actionable advice\n"
        "6. Avoid directly mentioning the specific state values but reflect corresponding characteristics in your "
        "suggestions\n\n"
        "Return your response in JSON format:\n{\n"
        '  "variant_1": "personalized answer for variant 1",\n'
        '  "variant_2": "personalized answer for variant 2",\n'
        "  ...\n}\n\n"
        "Make sure each answer is substantially different and specifically addresses the unique combination of "
        "characteristics in each variant. Ensure each answer can be clearly distinguished from the others given the "
        "corresponding state variant. Write the answers in the same language as the question.\n")
    # the check of answer 2 (free text, response_format null): variants numbered "1. {json}" (ASCII json.dumps)
    states = [json.dumps(dict(zip(req, c.state))) for c in q.answer_choices]
    check = model.messages["answer_check"][1]
    answer2 = model.messages["refine_answer"][0][-1]["content"].split("**Current Answer to Refine:**\n")[1].split(
        "\n\n**Instructions:**")[0]
    assert check == [{"role": "user", "content":
        "You are an expert evaluator. Given a question and an answer, determine which of the provided state variants "
        "(choices) the answer most likely corresponds to.\n\n"
        f"**Question:** {q.query}\n\n"
        f"**Answer to Evaluate:** {answer2}\n\n"
        "**Available State Variants (Choices):**\n" + "\n".join(f"{i}. {st}" for i, st in enumerate(states, 1)) + "\n\n"
        "**Instructions:**\n"
        "1. Analyze the answer to understand what specific characteristics or circumstances it addresses\n"
        "2. Compare these characteristics with each state variant\n"
        "3. Determine which variant the answer is most specifically tailored for\n"
        "4. Return only the number (1, 2, 3, etc.) of the best matching choice\n\n"
        "Return your response as a single number corresponding to the choice that best matches the answer.\n"}]
    assert model.kwargs["answer_check"][1]["extra"] == {"response_format": None}
    assert model.messages["refine_answer"][0][-1]["content"] == (
        "You are an expert advisor providing personalized recommendations. Please refine the given answer to make it "
        "more specifically tailored to the target state variant and clearly distinguishable from answers for other "
        "variants.\n\n"
        f"**Question:** {q.query}\n\n"
        f"**Target State Variant (the answer should correspond to this):**\n{states[1]}\n\n"
        "**Other State Variants (the answer should be distinguishable from these):**\n"
        + "\n".join(st for i, st in enumerate(states) if i != 1) + "\n\n"
        f"**Current Answer to Refine:**\n{answer2}\n\n"
        "**Instructions:**\n"
        "1. Analyze the target state variant to understand its unique characteristics\n"
        "2. Compare with other variants to identify what makes the target distinct\n"
        "3. Refine the answer to better reflect the specific values and circumstances of the target variant\n"
        "4. Ensure the refined answer would clearly correspond to the target variant when compared to others\n"
        "5. Keep the answer 2-3 sentences long and practical\n"
        "6. Avoid directly mentioning the specific state values but reflect corresponding characteristics in your "
        "suggestions\n"
        "7. Make the differences more evident and meaningful\n\n"
        "Return your response in JSON format:\n{\n"
        '  "answer": "the refined answer text here"\n}\n\n'
        "Write the answer in the same language as the original question and answer.\n")


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


def _retry_after(first_reply):
    """The messages of the state-update call after ``first_reply`` (then a good reply)."""
    first: list[str] = []

    def updates(p, s):  # p is the last message: the prompt, then the re-prompt
        if not first:
            first.append(p)
            return first_reply(p)
        return FakeModel()._updates(first[0], s)

    model = Recording({"updates": updates})
    ref(model, num_periods=1, num_changes_per_period=2)  # 1 to 3 changes are accepted
    return model.messages["updates"][0], model.messages["updates"][1]


def _two_vars(prompt):
    schema = json.loads(prompt.split("**State Schema:**\n", 1)[1].split("\n\n**Current State:**", 1)[0])
    state = json.loads(prompt.split("**Current State:**\n", 1)[1].split("\n\n**Prior Updates:**", 1)[0])
    a, b = sorted(state)[:2]
    return schema, state, a, b


def test_update_re_prompt_names_the_last_violation_in_the_reference_wording():
    def reply(p):  # two entries, both wrong: the reference's loop keeps overwriting, so the second is named
        schema, state, a, b = _two_vars(p)
        return {"period_summary": "s", "updated": [{"state_variable": a, "new_value": "not_a_choice"},
                                                   {"state_variable": b, "new_value": state[b]}]}

    first, retry = _retry_after(reply)
    schema, state, a, b = _two_vars(first[0]["content"])
    shown = {"period_summary": "s", "updated": [{"state_variable": a, "new_value": "not_a_choice"},
                                                {"state_variable": b, "new_value": state[b]}]}
    assert retry == [first[0], {"role": "assistant", "content": json.dumps(shown, indent=2)},
                     {"role": "user", "content": f"Please try again to fix the error State variable '{b}' is not "
                                                 f"actually changing from '{state[b]}' in your response."}]


def test_update_re_prompt_shows_the_count_before_the_entries():
    def reply(p):
        schema, state, a, b = _two_vars(p)
        return {"period_summary": "s", "updated": []}

    first, retry = _retry_after(reply)
    assert retry[2] == {"role": "user", "content":
                        "Please try again to fix the error Number of changes 0 not in expected range [1, 3] in your response."}


def test_an_unknown_variable_is_sent_again_without_feedback():
    # the reference's state_schema[var] raises KeyError: its backoff decorator repeats the same call
    first, retry = _retry_after(lambda p: {"period_summary": "s",
                                           "updated": [{"state_variable": "no_such_var", "new_value": "x"}]})
    assert retry == first and len(first) == 1


def test_update_queries_are_the_reference_string_with_the_profile_as_one_json_string():
    model = Recording({"profile": lambda p, s: {"name": "Zoë", "profile": "Zoë likes crème brûlée and long walks by the sea."}})
    bp = ref(model, num_periods=1).blueprints[0]
    prompt = model.messages["update_queries"][0][-1]["content"]
    period = bp.periods[1]
    context = [{"background": s.event, "state_transition": {v: {"old": period.updates[v].old, "new": period.updates[v].new}
                                                           for v in s.exposed_states}} for s in period.sessions]
    profile = bp.user_profile.formatted_str
    quoted = '"' + profile.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'  # non-ASCII kept
    assert "Zoë" in quoted and "\\u00eb" not in quoted
    assert prompt == (
        "\nYou are helping to generate queries that a user would naturally ask you in their daily life. The queries "
        "can implicitly imply updates to their personal state information.\n\n"
        f"Initial User Profile on (2020-10-01):\n{quoted}\n\n"
        f"State Updates Context ({period.period_start} to {period.period_end}):\n"
        + json.dumps(context, indent=2, ensure_ascii=False) + "\n\n"
        "Available State Schema:\n" + json.dumps(bp.state_schema, indent=2, ensure_ascii=False) + "\n\n"
        "Generate one query for each group of state transition, following these guidelines:\n\n"
        "1. Each query should fit the user's persona and initial background (especially their long-term traits), could "
        "be specific questions/tasks or open-ended requests\n"
        "2. Each query should have a realistic question or request (avoid queries for direct state confirmation)\n"
        '3. Each query use the corresponding "background" description as context to expose grouped "state_transition" '
        "updates\n"
        "4. Ensure the completed query implies all the state updates and all updates can be implicitly but clearly "
        "inferred from the context\n"
        "5. Remove details in background text if they reflect other state variables in the schema that are not being "
        "updated\n"
        "5. Ensure the queries are natual and contextual to the user's situation\n\n"
        'Format your response as a JSON object mapping "queries" to a list of query strings, in the same order as the '
        "context events.\n")


def test_profile_and_state_update_prompts_are_the_reference_strings():
    model = Recording()
    bp = ref(model, num_periods=1).blueprints[0]
    prof = bp.user_profile
    basic = "\n".join(f"{k}: {getattr(prof, k)}" for k in ("age", "gender", "marital_status", "education_level",
                                                          "occupation", "hobbies_and_interests", "skills_and_expertise"))
    prompt = model.messages["profile"][0][-1]["content"]
    comp = prompt.split("Complementary Information:\n", 1)[1].split("\n\nKeep the summary", 1)[0]
    assert list(json.loads(comp)) == ["persona", "professional_persona", "sports_persona", "arts_persona",
                                      "travel_persona", "culinary_persona", "career_goals_and_ambitions",
                                      "skills_and_expertise", "hobbies_and_interests"]
    assert prompt == (
        "You have two tasks:\n"
        "1. Extract the full name from the complementary information below\n"
        "2. Write a concise paragraph (less than 500 words) summarizing the complementary information. Include only "
        "details that cannot be derived from the basic profile.\n\n"
        f"Basic Profile:\n{basic}\n\n"
        f"Complementary Information:\n{json.dumps(json.loads(comp), indent=2, ensure_ascii=False)}\n\n"
        "Keep the summary professional and suitable for role-play scenarios. Make it informative but concise. Respond "
        "in JSON format with `name` and `profile` as keys.")
    dumps = lambda v: json.dumps(v, indent=2, ensure_ascii=False)
    assert model.messages["updates"][0][-1]["content"] == (
        "\nGenerate realistic state updates for a user over the next 3-month period.\n\n"
        "**Context:**\n"
        "- Step 1 of 1 (remaining: 0)\n"
        f"- Current: 2020-10-01 \u2192 Target: {bp.periods[1].period_end}\n\n"
        f"**User Profile (on the start date 2020-10-01, step 0):**\n{prof.formatted_str}\n\n"
        f"**State Schema:**\n{dumps(bp.state_schema)}\n\n"
        f"**Current State:**\n{dumps(bp.periods[0].state)}\n\n"
        "**Prior Updates:**\n[\n  null\n]\n\n"
        "**Update Counts (prioritize variables with <2 updates):**\n"
        + dumps({v: 0 for v in bp.periods[0].state}) + "\n\n"
        "**REQUIREMENTS:**\n"
        "1. Update ~1 state variables only\n"
        "2. **Prioritize variables with fewer than 2 updates** - avoid variables that have changed 2+ times\n"
        "3. Changes must be realistic and gradual\n"
        "4. States with strong dependencies should be updated together (e.g., `experience` affects `team_size`)\n"
        "5. Values must be different from the current state and selected from corresponding valid choices\n"
        "6. Leave room for future progression\n\n"
        "**GUIDELINES:**\n"
        "- Spread changes across different variables for diverse evolution\n"
        "- Consider clustered changes for related variables\n"
        "- Be consistent with the initial user profile but allow for natural evolution\n\n"
        "Return JSON format:\n{\n"
        '  "period_summary": "Brief explanation of changes and context for updates in the period",\n'
        '  "updated": {\n    "state_variable": "new_value"\n  }\n}\n')


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
