"""Step 1, profile: persona -> name and profile summary (Appendix C.3 "Sample User Profiles")."""

from __future__ import annotations

from replaykit.generation.context import UserContext
from replaykit.generation.text import clean_text, obj, render, string, usable


def profile(ctx: UserContext) -> tuple[str, str]:
    """(name, formatted profile): the profile text every later prompt gets."""
    ctx.progress("profile")
    p = ctx.persona
    basic = p.basic_profile_str()
    prompt = render("sample_user_profile", {"basic_profile_str": basic, "complementary_info": p.complementary_info()})
    schema = obj({"name": string(), "profile": string()})
    val = ctx.ask_json("profile", prompt, schema, lambda v: isinstance(v, dict))
    val = val or {}
    name = clean_text(val.get("name"), 80)
    if not name:
        name = p.name or "the user"
        ctx.q.repair("profile", "name", f"no usable name in the model output; used {name!r}")
    summary = clean_text(val.get("profile"), 1500)
    if not usable(summary, "sample_user_profile", 20):
        summary = " ".join(p.complementary[k] for k in sorted(p.complementary))[:2000]
        ctx.q.repair("profile", "profile", "no usable profile summary; used the persona's complementary information")
    formatted = f"Name: {name}\n{basic}\nProfile: {summary}"
    return name, formatted
