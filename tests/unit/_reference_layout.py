"""A data.json in the reference's exact layout, built by hand from the reference's writer
(``env/gen.py`` ``convert_raw_data`` and ``env/sample_user_profile.py``
``format_nemotron_persona``), written as its ``save_json`` writes it
(``json.dump(..., ensure_ascii=False, indent=2)``). Not produced by replaykit's code."""

from __future__ import annotations

import json
from pathlib import Path

PROFILE_KEYS = ["name", "age", "gender", "marital_status", "education_level", "occupation",
                "hobbies_and_interests", "skills_and_expertise", "complementary_info"]


def _profile(uuid: str, name: str, age: int) -> dict:
    prof = {
        "uuid": uuid,
        "name": name,
        "age": age,
        "gender": "Female",
        "marital_status": "married_present",
        "education_level": "bachelors (fine arts)",
        "occupation": "textile_designer",
        "hobbies_and_interests": "Quilting, Gardening, Café visits",
        "skills_and_expertise": "Embroidery, Teaching",
        "complementary_info": "Zoë runs weekend workshops in Mérida and mentors \"young\" designers.",
    }
    prof["formatted_str"] = "\n".join(f"{k}: {prof[k]}" for k in PROFILE_KEYS)
    return prof


def user(uuid: str, name: str, age: int) -> dict:
    # state schema deliberately not in sorted order: the order reaches prompts and must survive
    schema = {
        "workshop_size": ["small_group", "medium_group", "large_group"],
        "garden_space": ["balcony", "backyard", "allotment"],
        "budget_level": ["tight", "moderate", "generous"],
    }
    states = [
        {"workshop_size": "small_group", "garden_space": "balcony", "budget_level": "tight"},
        {"workshop_size": "medium_group", "garden_space": "balcony", "budget_level": "moderate"},
        {"workshop_size": "medium_group", "garden_space": "allotment", "budget_level": "moderate"},
    ]
    update_cnts = {"workshop_size": 1, "garden_space": 1, "budget_level": 1}
    periods = [{
        "period_start": None,
        "period_end": "2020-10-01",
        "period_summary": None,
        "sessions": [
            {"event": None, "exposed_states": {"workshop_size": "small_group", "budget_level": "tight"},
             "query": "I run a small quilting circle on a tight budget — ideas?", "messages": [],
             "session_time": "2020-09-30 19:12:03"},
            {"event": None, "exposed_states": {"garden_space": "balcony"},
             "query": "What grows well on a balcony?", "messages": [],
             "session_time": "2020-10-01 21:40:59"},
        ],
        "state": states[0],
        "updates": {k: {"old": None, "new": v} for k, v in states[0].items()},
        "update_cnts": update_cnts,
    }, {
        "period_start": "2020-10-01",
        "period_end": "2021-01-01",
        "period_summary": "The circle grew after a festival; a raise eased the budget.",
        "sessions": [
            {"event": "A city festival drew new members.", "exposed_states": {"workshop_size": "medium_group"},
             "query": "My circle doubled after the festival, how do I organise it?", "messages": [],
             "session_time": "2020-12-31 20:00:00"},
            {"event": "She got a raise.", "exposed_states": {"budget_level": "moderate"},
             "query": "With a bit more money now, which sewing machine?", "messages": [],
             "session_time": "2021-01-01 19:30:00"},
        ],
        "state": states[1],
        "updates": {"workshop_size": {"old": "small_group", "new": "medium_group"},
                    "budget_level": {"old": "tight", "new": "moderate"}},
        "update_cnts": update_cnts,
    }, {
        "period_start": "2021-01-01",
        "period_end": "2021-04-01",
        "period_summary": "She rented an allotment.",
        "sessions": [
            {"event": "An allotment became free.", "exposed_states": {"garden_space": "allotment"},
             "query": "I finally have an allotment! What should I plant first?", "messages": [],
             "session_time": "2021-04-01 19:05:00"},
        ],
        "state": states[2],
        "updates": {"garden_space": {"old": "balcony", "new": "allotment"}},
        "update_cnts": update_cnts,
    }]
    qas = [{
        "query": "Which fabric order should I place for the next workshop?",
        "required_info": ["workshop_size", "budget_level"],
        "answer_choices": [
            {"state": ["medium_group", "moderate"], "answer": "Order 12 mid-range bundles.", "type": "experience"},
            {"state": ["small_group", "tight"], "answer": "Order 5 budget fat quarters.", "type": "experience"},
            {"state": ["large_group", "generous"], "answer": "Order 30 premium bolts.", "type": "random"},
            {"state": ["small_group", "generous"], "answer": "Order 5 premium bolts.", "type": "random"},
        ],
    }, {
        "query": "Which plants suit my growing space?",
        "required_info": ["garden_space"],
        "answer_choices": [
            {"state": ["allotment"], "answer": "Potatoes and beans.", "type": "experience"},
            {"state": ["backyard"], "answer": "A raised bed of herbs.", "type": "random"},
            {"state": ["balcony"], "answer": "Cherry tomatoes in pots.", "type": "experience"},
        ],
    }]
    return {"id": uuid, "start_time": "2020-10-01", "user_profile": _profile(uuid, name, age),
            "state_schema": schema, "periods": periods, "qas": qas}


def reference_data() -> list[dict]:
    return [user("0a1b2c3d4e5f60718293a4b5c6d7e8f9", "Zoë Ramírez", 47),
            user("f9e8d7c6b5a4930281706f5e4d3c2b1a", "Sam O'Neil", 29)]


def write_reference_data(path: Path) -> bytes:
    raw = json.dumps(reference_data(), ensure_ascii=False, indent=2).encode("utf-8")
    path.write_bytes(raw)
    return raw
