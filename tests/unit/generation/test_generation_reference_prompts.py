"""The rest of the generation requests under ``generation_protocol: "reference"``, each compared
with the reference's string written out here by hand (its f-strings in src/amemgym/env/*.py:
paragraphs on one line, back-ticks, the leading or trailing newline each string has or lacks,
``Example format:`` followed by a blank line where the example text starts with a newline), the
JSON inputs as ``json.dumps(..., indent=2, ensure_ascii=False)``."""

from __future__ import annotations

import json

from tests.unit.generation.test_generation_reference import Recording, ref
from tests.unit.generation.test_generator import originals


def dumps(v):
    return json.dumps(v, indent=2, ensure_ascii=False)


def test_questions_prompt():
    model = Recording()
    bp = ref(model, num_periods=2, num_questions=3).blueprints[0]
    assert model.messages["questions"][0] == [{"role": "user", "content": (
        "You are a helpful assistant that generates realistic questions that users would ask an AI assistant for "
        "suggestions or advice.\n\n"
        "Given the following context:\n"
        f"- User Profile (on current date 2020-10-01):\n{bp.user_profile.formatted_str}\n\n"
        "Generate 3 distinct questions that this user might realistically ask for suggestions or advice. Each question "
        "should:\n\n"
        "1. Be relevant to the user's profile, may be asked multiple times at any time in next 6 months, regardless of "
        "their development and experience at specific time\n"
        "2. Require specific personal information to provide a good answer\n"
        "3. Have 2 required_info items that significantly affect the answer (these info could change a lot, possibly "
        "many times in next 6 months)\n"
        "4. Cover both user-specific and general life topics\n\n"
        "For each question, specify the required_info with:\n"
        "- **info_type**: A specific type of information needed (e.g., experience_level, budget, team_size)\n"
        "- **info_choices**: 3 mutually exclusive choices that would lead to different advice, the choices should be "
        "specific and cover potential variantions in next 6 months\n\n"
        "**Important Guidelines:**\n"
        "- Make questions natural and conversational, also coherent with the user's long-term traits reflected in the "
        "profile\n"
        "- Avoid info_types that are changing too frequently or too static\n"
        "- Avoid info_types irrelevant to the user's personal situation (that can be easily inferred without asking)\n"
        "- Ensure info_choices are comprehensive, mutually exclusive, and unambiguous (can be clearly distinguished "
        "with indirect context or relevant daily dialogue)\n"
        "- Avoid info_choices that are too specific to a single moment in time\n"
        "- Focus on actionable advice scenarios\n"
        "- Vary the scope and perspective of questions\n\n"
        "Generate all content in English. Field names must remain in English.\n"
        'Return as JSON object with "questions" as the key.\n\n'
        "Example format:\n\n"
        "[\n    {\n"
        '        "question": "How should I plan my career development strategy?",\n'
        '        "required_info": [\n'
        "            {\n"
        '                "info_type": "current_experience_level",\n'
        '                "info_choices": ["junior_0_2_years", "mid_level_3_5_years"]\n'
        "            },\n"
        "            {\n"
        '                "info_type": "family_status",\n'
        '                "info_choices": ["single", "married_no_children", "married_with_children"]\n'
        "            }\n"
        "        ]\n"
        "    }\n]")}]


def test_schema_refinement_and_fix_prompts():
    model = Recording({"schema": lambda p, s: {"refined_info_types": [
        {"name": "merged_topic", "original_info_types": originals(s)[0::2]}]}})
    bp = ref(model, num_periods=2, num_questions=3).blueprints[0]
    profile = bp.user_profile.formatted_str
    # FakeModel's questions: topic i needs var_{i}, var_{i+1} (mod 4), each with choices <name>_opt0..2
    questions = [{"question": f"What should I do about topic {i}?", "required_info": [
        {"info_type": f"var_{(i + j) % 4}", "info_choices": [f"var_{(i + j) % 4}_opt{k}" for k in range(3)]}
        for j in range(2)]} for i in range(3)]
    assert model.messages["schema"][0][-1]["content"] == (
        "You are a helpful assistant that refines persona schemas by making info types unambiguous and resolving "
        "conflicts.\n\n"
        "Given the following user profile and required information types from various questions:\n\n"
        f"Initial User Profile:\n{profile}\n\n"
        f"Required Information Types:\n{dumps(questions)}\n\n"
        "Your task is to:\n"
        "1. **Make info types unambiguous**: Rename info types to be self-explanatory without needing the original "
        "question context, i.e., add necessary context from the questions\n"
        "2. **Resolve conflicts**: Group similar/overlapping info types into a single, exclusive type\n"
        "3. **Maintain comprehensiveness**: Ensure all original info types are mapped to refined ones\n\n"
        "Return a JSON object where:\n"
        "- **key**: refined, unambiguous info type name\n"
        "- **value**: list of original info type names that map to this refined type\n\n"
        "Generate all content in English.\n\n"
        "Example format:\n\n"
        "{\n"
        '    "professional_experience_years": ["current_experience_level", "experience_level_years"],\n'
        '    "team_management_size": ["team_size"]\n'
        "}\n\n"
        "**Guidelines:**\n"
        "- Use clear, descriptive names for refined info types\n"
        "- Ensure new info types are mutually exclusive\n"
        '- Consolidate similar concepts (e.g., "team size" and "subordinate count" into a single '
        '"team_management_size")\n'
        "- Maintain the language style consistent with the original content")
    fix = model.messages["fix_schema"][0][-1]["content"]
    groups = json.loads(fix.split("their contexts:\n", 1)[1].split("\n\nYour task is", 1)[0])
    # every type fed by two or more (question, choices) occurrences is a conflict group, in the reference's shape
    assert "merged_topic" in groups and all(len(items) >= 2 and all(set(g) == {"question", "choices"} for g in items)
                                            for items in groups.values())
    assert fix == (
        "You are a helpful assistant that resolves conflicts in persona schema by creating unified choice sets.\n\n"
        "Given the following merged information types that need unified choices:\n\n"
        f"User Profile (on current date 2020-10-01):\n{profile}\n\n"
        f"Conflicting Information Types and their contexts:\n{dumps(groups)}\n\n"
        "Your task is to create unified choice sets for ALL conflicting information types. For each type, create "
        "choices that:\n"
        "1. **Cover all scenarios**: Can help answer all related questions shown above appropriately\n"
        "2. **Mutually exclusive**: Each choice is distinct and non-overlapping\n"
        "3. **Comprehensive**: Cover the full range of possibilities the user might have in next 6 months\n"
        "4. **Progressive**: Allow for natural progression/changes over time\n"
        "5. **Personalized**: Enable different advice for different choices\n\n"
        "Requirements:\n"
        "- Create 3 choices for each information type that work for ALL questions listed for that type\n"
        "- Ensure choices allow for multiple reasonable changes in next 6 months\n"
        "- Make choices specific enough to enable personalized advice\n"
        "- Create unified choices that cover all scenarios (questions) and allow for multiple reasonable changes in "
        "next 6 months\n\n"
        "Generate all content in English.\n"
        "Return as JSON object with info types as keys and lists of choices as values.\n\n"
        "Example format:\n\n"
        "{\n"
        '    "professional_experience_years": ["junior_0_2_years", "mid_level_3_5_years", "senior_6_10_years", '
        '"expert_10_plus_years"],\n'
        '    "team_management_size": ["no_management", "small_team_2_5", "medium_team_6_15", "large_team_15_plus"]\n'
        "}")


def test_initial_state_events_and_initial_queries_prompts():
    model = Recording()
    bp = ref(model, num_periods=1).blueprints[0]
    profile, schema, s0 = bp.user_profile.formatted_str, bp.state_schema, bp.periods[0].state
    assert model.messages["initial_state"][0][-1]["content"] == (
        "\nYou are tasked with selecting initial values for a user's personal state variables. The goal is to choose "
        "values that:\n"
        "1. Are consistent with the user's current profile\n"
        "2. Allow for natural progression and changes over the next 3 months\n"
        "3. Maximize the possibility of experiencing different states in each category\n\n"
        f"User Profile (on the current date 2020-10-01):\n{profile}\n\n"
        f"State Schema (each key represents a state variable with possible values):\n{dumps(schema)}\n\n"
        "For each state variable, select ONE initial value from the available choices. Consider:\n"
        "- The user's current profile and background\n"
        "- Values that are neither at the extreme beginning nor end of ranges (to allow growth in both directions)\n"
        "- Realistic starting points that could naturally evolve in future updates\n\n"
        "Return a JSON object where each key is a state variable name and each value is the selected choice from the "
        "available options.\n")
    p1 = bp.periods[1]
    changes = [{"variable": v, "from": u.old, "to": u.new, "possible_values": schema[v]} for v, u in p1.updates.items()]
    kept = {v: x for v, x in s0.items() if v not in p1.updates}
    assert model.messages["events"][0][-1]["content"] == (
        "\nGenerate realistic life events that serve as triggers or implications for the user's state changes during "
        "the specified period.\n\n"
        f"**User Profile (on the start date 2020-10-01):**\n{profile}\n\n"
        f"**Period:** {p1.period_start} to {p1.period_end}\n"
        f"**Period Context:** {p1.period_summary}\n\n"
        f"**State Changes:**\n{dumps(changes)}\n\n"
        f"**States NOT Updated (should remain unchanged):**\n{dumps(kept)}\n\n"
        "**REQUIREMENTS:**\n"
        "1. Create realistic life events that explain all these state changes (all changes should be covered)\n"
        "2. Events should be specific, believable, and consistent with the user's background (feel natural for the "
        "time period and user's life stage)\n"
        "3. **Prefer implicit/suggestive events** that naturally imply the state changes without explicitly stating "
        "them\n"
        "4. If implicit events aren't clear enough, be explicit but use different expressions than the given state "
        "variable names and values\n"
        "5. For both implicit and explicit events, ensure the inferred latest state can be distinguished from the "
        "other possible values\n"
        "6. Group related state changes under single events when logical\n"
        "7. **Events should NOT affect or imply changes to states that weren't updated** - be careful not to suggest "
        "changes to unchanged states\n\n"
        "**EVENT GUIDELINES:**\n"
        '- Use concrete, specific scenarios (e.g., "Started leading a cross-functional project targeting ..." vs '
        '"Got more responsibility")\n'
        "- Consider dependencies between states\n"
        "- Match the user's personality and period background\n"
        "- Avoid directly copying state variable names or values\n"
        "- Focus on what actually happened, not just the outcome\n"
        "- Ensure events are narrow enough to not accidentally imply changes to unchanged states\n\n"
        "Return JSON format:\n{\n"
        '  "events": [\n    {\n'
        '      "states": ["list", "of", "affected", "state", "variables"],\n'
        '      "event": "Specific description of what happened"\n'
        "    }\n  ]\n}\n")
    assert model.messages["initial_queries"][0][-1]["content"] == (
        "\nYou are helping to generate natural queries that a user would ask, which can indirectly reveal their "
        "personal state information.\n\n"
        f"User Profile (on the current date 2020-10-01):\n{profile}\n\n"
        f"User's Current State (to be exposed through queries):\n{dumps(s0)}\n\n"
        f"Available State Schema:\n{dumps(schema)}\n\n"
        "Generate queries that the user would naturally ask when using an AI assistant in his/her daily life, "
        "following these guidelines:\n\n"
        "1. Each query should fit the user's persona and background\n"
        "2. Each query should indirectly expose 1-3 personal state variables from their current state, and implicitly "
        "align with other state values\n"
        "3. Ensure the exposed information is distinguishable from other possible values in the schema given the "
        "query\n"
        "4. Prefer indirect revelation over direct statements (lower priority than distinguishability)\n"
        "5. Make queries sound natural and contextual to the user's situation\n"
        "6. All current state variables should be exposed in the queries, one query for multiple variables is "
        "acceptable\n\n"
        "For each query, specify:\n"
        '- "exposed_states": A dictionary mapping state variable names to their current values that would be '
        "revealed\n"
        '- "query": The natural language query the user would ask\n\n'
        "Format your response as a JSON list of query objects.\n\n"
        "Example format:\n{\n"
        '    "queries": [\n        {\n'
        '            "exposed_states": {\n'
        '                "work_location": "home",\n'
        '                "work_schedule": "flexible"\n'
        "            },\n"
        '            "query": "What\'s the best way to stay productive when I can set my own hours and don\'t have to '
        'commute to an office?"\n'
        "        },\n        ...\n    ]\n}\n")


def test_exposure_check_and_query_refinement_prompts():
    wrong = {"n": 0}

    def check(p, s):  # the first check fails (every variable predicted wrong), the rest pass
        wrong["n"] += 1
        if wrong["n"] == 1:
            return {v: prop["enum"][-1] for v, prop in s["properties"].items()}
        return {v: next((c for c in prop["enum"] if c in p.split("State Variables")[0]), prop["enum"][0])
                for v, prop in s["properties"].items()}

    model = Recording({"exposure_check": check})
    bp = ref(model, num_periods=1).blueprints[0]
    first = model.messages["exposure_check"][0][-1]["content"]
    query = first.split('User Query: "', 1)[1].split('"\n\nState Variables to Predict:', 1)[0]
    choices = json.loads(first.split("State Variables to Predict:\n", 1)[1].split("\n\nFor each state", 1)[0])
    assert set(choices) <= set(bp.state_schema) and all(choices[v] == bp.state_schema[v] for v in choices)
    assert first == (
        "Given the following user query and state schema, predict the most likely values for the specified state "
        "variables based on what can be inferred from the query.\n\n"
        f'User Query: "{query}"\n\n'
        f"State Variables to Predict:\n{dumps(choices)}\n\n"
        "For each state variable, choose the most likely value from the available options based on the information "
        "provided in the query. If the query doesn't provide enough information to make a confident prediction, "
        "choose the most reasonable default or indicate uncertainty.\n\n"
        "Format your response as a JSON object mapping state variable names to their predicted values.\n\n"
        "Example format:\n{\n"
        '    "state_variable_1": "predicted_value_1",\n'
        '    "state_variable_2": "predicted_value_2"\n'
        "}\n")
    exposed = {v: bp.periods[0].state[v] for v in choices}
    assert model.messages["refine_query"][0][-1]["content"] == (
        "You are helping to refine a user query to better expose specific personal state information.\n\n"
        f'Original Query: "{query}"\n\n'
        f"Intended State Variables to Expose:\n{dumps(exposed)}\n\n"
        f"Available State Schema:\n{dumps(choices)}\n\n"
        "Please refine the original query to make it more likely that the intended state variables and their values "
        "can be clearly inferred from the context. The refined query should:\n\n"
        "1. Maintain the natural tone and user persona\n"
        "2. Make the intended state values more distinguishable from other possible values\n"
        "3. Include sufficient context clues to expose the target states\n"
        "4. Still sound like a natural request a user would make\n\n"
        "Format your response as a JSON object with the refined query.\n\n"
        "Example format:\n{\n"
        '    "query": "Your refined query text here"\n'
        "}\n")
