"""Step 1, profile: persona -> name and profile summary (Appendix C.3 "Sample User Profiles").

Under the reference generation protocol the inputs and the result follow the reference's
``format_nemotron_persona``: the basic profile as ``key: value`` lines (age, gender,
marital_status, education_level with the bachelor's field in parentheses, occupation,
hobbies_and_interests, skills_and_expertise; "N/A" where the persona has nothing), the
complementary information as JSON (indent 2, non-ASCII kept), the reference's system message,
the summary kept whole, and
a full ``user_profile`` whose ``formatted_str`` is its ``key: value`` lines. The smol-v3
protocol keeps the shapes the bundled release was recorded with.
"""

from __future__ import annotations

import json
from typing import Any

from replaykit.data.blueprint import UserProfile
from replaykit.data.persona import Persona
from replaykit.generation.context import UserContext
from replaykit.generation.text import obj, string, usable

REFERENCE_BASIC = ("age", "gender", "marital_status", "education_level", "occupation", "hobbies_and_interests",
                   "skills_and_expertise")
REFERENCE_COMPLEMENTARY = ("persona", "professional_persona", "sports_persona", "arts_persona", "travel_persona",
                           "culinary_persona", "career_goals_and_ambitions", "skills_and_expertise",
                           "hobbies_and_interests")
FORMATTED_KEYS = ("name", *REFERENCE_BASIC, "complementary_info")
REFERENCE_SYSTEM = "You are a helpful assistant that extracts names and summarizes user profiles."
"""The system message of the reference's persona-formatting call (``format_nemotron_persona``)."""


def reference_basic(p: Persona) -> dict[str, object]:
    """The reference's basic profile of a persona (values the persona lacks are "N/A")."""
    b = p.basic
    edu = b.get("education_level", "N/A")
    if b.get("bachelors_field"):
        edu += f" ({b['bachelors_field'].replace('_', ' ')})"
    age: object = b.get("age", "N/A")
    if isinstance(age, str) and age.isdigit():
        age = int(age)
    return {"age": age, "gender": b.get("sex", "N/A"), "marital_status": b.get("marital_status", "N/A"),
            "education_level": edu, "occupation": b.get("occupation", "N/A"),
            "hobbies_and_interests": b.get("hobbies_and_interests_list", "N/A"),
            "skills_and_expertise": b.get("skills_and_expertise_list", "N/A")}


def profile(ctx: UserContext) -> UserProfile:
    """The user profile; its ``formatted_str`` is the profile text every later prompt gets."""
    ctx.progress("profile")
    p = ctx.persona
    if ctx.reference:
        basic_d = reference_basic(p)
        basic = "\n".join(f"{k}: {basic_d[k]}" for k in REFERENCE_BASIC)
        comp = json.dumps({k: p.complementary.get(k, "") for k in REFERENCE_COMPLEMENTARY}, indent=2,
                          ensure_ascii=False)
    else:
        basic, comp = p.basic_profile_str(), p.complementary_info()
    prompt = ctx.render("sample_user_profile", {"basic_profile_str": basic, "complementary_info": comp})
    schema = obj({"name": string(), "profile": string()})
    system = REFERENCE_SYSTEM if ctx.reference else None
    val = ctx.ask_json("profile", prompt, schema, lambda v: isinstance(v, dict), system=system)
    val = val or {}
    name = ctx.text(val.get("name"), 80)
    if not name:
        name = p.name or "the user"
        ctx.q.repair("profile", "name", f"no usable name in the model output; used {name!r}")
    summary = ctx.text(val.get("profile"), 1500)
    if not usable(summary, "sample_user_profile", 20):
        summary = " ".join(p.complementary[k] for k in sorted(p.complementary))[:2000]
        ctx.q.repair("profile", "profile", "no usable profile summary; used the persona's complementary information")
    if not ctx.reference:
        return UserProfile(uuid=p.uuid, formatted_str=f"Name: {name}\n{basic}\nProfile: {summary}")
    fields = {"name": name, **basic_d, "complementary_info": summary}
    formatted = "\n".join(f"{k}: {fields[k]}" for k in FORMATTED_KEYS)
    kept: dict[str, Any] = {k: (v if isinstance(v, int) else None) if k == "age" else str(v) for k, v in fields.items()}
    return UserProfile(uuid=p.uuid, formatted_str=formatted, **kept)
