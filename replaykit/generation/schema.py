"""Steps 3 and 4, the state schema: merge and rename the questions' info types (Appendix C.3
"Refine State Schema"), then unify the choices of merged types ("Fix Schema Inconsistencies")."""

from __future__ import annotations

from replaykit.generation.context import UserContext
from replaykit.generation.drafts import QuestionDraft, RefinedQuestion, RefinedSchema
from replaykit.generation.text import arr, dumps, named_pairs, obj, string

# original info type -> its occurrences (question index, choices), in first-appearance order
Occurrences = dict[str, list[tuple[int, list[str]]]]


def refine_schema(ctx: UserContext, profile: str, questions: list[QuestionDraft]) -> RefinedSchema:
    ctx.progress("schema")
    occ: Occurrences = {}
    for qi, q in enumerate(questions):
        for info in q.infos:
            occ.setdefault(info.name, []).append((qi, info.choices))
    originals = list(occ)
    mapping, refined_order = _ask_mapping(ctx, profile, questions, originals)
    _split_double_use(ctx, questions, mapping, refined_order)
    # group originals by refined name; groups with more than one occurrence need unified choices
    groups: dict[str, list[str]] = {rn: [] for rn in refined_order}
    for o in originals:
        groups[mapping[o]].append(o)
    groups = {k: v for k, v in groups.items() if v}
    state_schema = {rn: list(occ[os_[0]][0][1]) for rn, os_ in groups.items()}
    conflicts = {rn: os_ for rn, os_ in groups.items() if sum(len(occ[o]) for o in os_) > 1}
    if conflicts:
        state_schema = fix_schema(ctx, profile, questions, occ, conflicts, state_schema)
    refined = []
    for q in questions:
        req: list[str] = []
        for info in q.infos:
            if mapping[info.name] not in req:
                req.append(mapping[info.name])
        refined.append(RefinedQuestion(text=q.text, required=req))
    return RefinedSchema(state_schema=state_schema, questions=refined)


def _ask_mapping(ctx: UserContext, profile: str, questions: list[QuestionDraft],
                 originals: list[str]) -> tuple[dict[str, str], list[str]]:
    """(original -> refined name, refined names in order) from the model; unmapped originals keep their names."""
    questions_json = dumps(
        [{"question": q.text, "required_info": [{"info_type": i.name, "info_choices": i.choices} for i in q.infos]}
         for q in questions]
    )
    prompt = ctx.render("refine_state_schema", {"user_profile": profile, "questions_json": questions_json,
                                            "prompt_lang": ctx.cfg.prompt_lang})
    # the prompt's {refined: [originals]} map, asked as a list (strict mode has no dynamic keys)
    schema = obj({"refined_info_types": arr(obj({"name": string(), "original_info_types": arr(string(originals))}))})
    val = ctx.ask_json("schema", prompt, schema, lambda v: isinstance(v, dict))
    val = val.get("refined_info_types", val) if isinstance(val, dict) else None
    mapping: dict[str, str] = {}
    refined_order: list[str] = []
    for rname, group in named_pairs(val, "name", "original_info_types"):
        rn = ctx.name(rname)
        if not rn or not isinstance(group, list):
            continue
        for o in group:
            o = o if isinstance(o, str) and o in originals else ctx.name(o)
            if o in originals and o not in mapping:
                mapping[o] = rn
                if rn not in refined_order:
                    refined_order.append(rn)
    covered = all(o in mapping for o in originals)
    ctx.q.check("schema_refinement_coverage", covered, 0, "state schema", "" if covered else
                f"{sum(o not in mapping for o in originals)} of {len(originals)} info types not mapped by the model; kept their own names")
    for o in originals:
        if o not in mapping:  # unmapped: keeps its own name (joins a refined type of that name, if any)
            mapping[o] = o
            if o not in refined_order:
                refined_order.append(o)
    return mapping, refined_order


def _split_double_use(ctx: UserContext, questions: list[QuestionDraft], mapping: dict[str, str],
                      refined_order: list[str]) -> None:
    """A question may not need the same refined variable twice: split such merges back out."""
    for qi, q in enumerate(questions):
        used: set[str] = set()
        for info in q.infos:
            name = info.name
            rn = mapping[name]
            if rn in used:
                new = name
                while new in refined_order:
                    new += "_x"
                ctx.q.repair("schema", name, f"merged into {rn!r}, which question {qi} already needs; kept separate as {new!r}")
                mapping[name] = new
                refined_order.append(new)
                rn = new
            used.add(rn)


def fix_schema(ctx: UserContext, profile: str, questions: list[QuestionDraft], occ: Occurrences,
               conflicts: dict[str, list[str]], state_schema: dict[str, list[str]]) -> dict[str, list[str]]:
    ctx.progress("fix_schema", f"{len(conflicts)} merged type(s)")
    cfg = ctx.cfg
    nc = cfg.num_choices_per_state
    if ctx.reference:  # sample_state_schema.py: per merged type, every (question, its choices) it came from
        conflict_json: dict = {
            rn: [{"question": questions[qi].text, "choices": choices} for o in os_ for qi, choices in occ[o]]
            for rn, os_ in conflicts.items()
        }
    else:
        conflict_json = {
            rn: {
                "original_info_types": {o: occ[o][0][1] for o in os_},
                "questions": [questions[qi].text for o in os_ for qi, _ in occ[o]],
            }
            for rn, os_ in conflicts.items()
        }
    prompt = ctx.render(
        "fix_schema_inconsistencies",
        {
            "start_date": cfg.start_date,
            "user_profile": profile,
            "conflict_groups_json": dumps(conflict_json),
            "num_total_months": cfg.num_total_months,
            "num_choices_per_state": nc,
            "prompt_lang": cfg.prompt_lang,
        },
    )
    names = list(conflicts)
    schema = obj({n: arr(string()) for n in names})
    val = ctx.ask_json("fix_schema", prompt, schema, lambda v: isinstance(v, dict))
    val = val or {}
    out = dict(state_schema)
    for n in names:
        choices: list[str] = []
        got = val.get(n)
        for c in got if isinstance(got, list) else []:
            c = ctx.choice(c)
            if c and c not in choices:
                choices.append(c)
        if len(choices) >= 2:
            out[n] = choices[: max(nc, 2) * 2]
        else:
            ctx.q.repair("fix_schema", n, "no usable unified choices; kept the choices of the first original info type")
    return out
