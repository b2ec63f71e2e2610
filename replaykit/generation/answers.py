"""Step 9, answers: one personalized answer per state variant of a question (Appendix C.3
"Sample Personalized Answers"), each checked by the classifier and refined a bounded number
of times ("Check Personalized Answer", "Refine Personalized Answer")."""

from __future__ import annotations

import itertools
import json
import random

from replaykit._util.seeds import seeded_rng
from replaykit.data.blueprint import AnswerChoice
from replaykit.generation.context import UserContext
from replaykit.generation.drafts import Variant
from replaykit.generation.fallback import fallback_answer
from replaykit.generation.text import dumps, obj, parse_int, string, usable, variant_text


def choice_order(uid: str, qi: int, question: str) -> random.Random:
    """The seeded rng that orders a question's answer choices (sha256 of user id and question, never hash())."""
    return seeded_rng("answer-choice-order", uid, qi, question)


def variants(ctx: UserContext, schema: dict[str, list[str]], qtext: str, req: list[str], states: list[dict[str, str]],
             qi: int) -> list[Variant]:
    """Every experienced variant, padded with seeded random ones to min_answer_choices, in a seeded shuffled order."""
    experienced: list[tuple[str, ...]] = []
    for s in states:
        v = tuple(s[x] for x in req)
        if v not in experienced:
            experienced.append(v)
    out = [Variant(values=v, type="experience") for v in experienced]
    n = ctx.cfg.min_answer_choices
    if len(out) < n:
        rest = [v for v in itertools.product(*(schema[x] for x in req)) if v not in experienced]
        ctx.rng("random-variants", qi).shuffle(rest)
        out += [Variant(values=v, type="random") for v in rest[: n - len(out)]]
    # stored (and asked) in a seeded shuffled order, so no position gives the answer away
    choice_order(ctx.uid, qi, qtext).shuffle(out)
    return out


def answers(ctx: UserContext, schema: dict[str, list[str]], qtext: str, req: list[str], states: list[dict[str, str]],
            qi: int) -> list[AnswerChoice]:
    vs = variants(ctx, schema, qtext, req, states, qi)
    variants_text = "\n".join(f"Variant {i + 1}: {variant_text(req, v.values)}" for i, v in enumerate(vs))
    if ctx.reference:  # sample_evaluation_qa.py: the type names comma-joined; every variant line ends in "\n"
        types_text, variants_text = ", ".join(req), variants_text + "\n"
    else:
        types_text = dumps({x: schema[x] for x in req})
    prompt = ctx.render(
        "sample_personalized_answers",
        {
            "question": qtext,
            "required_info_types": types_text,
            "variants_text": variants_text,
        },
    )
    keys = [f"variant_{i + 1}" for i in range(len(vs))]
    js = obj({k: string() for k in keys})
    val = ctx.ask_json("answers", prompt, js, lambda v: isinstance(v, dict), item=f"question {qi}") or {}
    choices_text = "\n".join(f"{i + 1}. {json.dumps(dict(zip(req, v.values)))}" for i, v in enumerate(vs))
    out: list[AnswerChoice] = []
    for i, v in enumerate(vs):
        ans = ctx.text(val.get(keys[i]), 600)
        if not usable(ans, "sample_personalized_answers") or any(a.answer == ans for a in out):
            ans = fallback_answer(req, v.values)
            ctx.q.repair("answers", f"question {qi} variant {i + 1}", f"no usable answer for {list(v.values)} (missing, repeated or prompt example); templated answer")
        ans = check_answer(ctx, qtext, req, vs, i, ans, choices_text, f"question {qi} variant {i + 1}")
        out.append(AnswerChoice(state=list(v.values), answer=ans, type=v.type))
    return out


def check_answer(ctx: UserContext, qtext: str, req: list[str], vs: list[Variant], i: int, answer: str, choices_text: str,
                 item: str) -> str:
    """The classifier check of §3.1 with bounded refinement; returns the final answer."""
    cfg = ctx.cfg
    target = json.dumps(dict(zip(req, vs[i].values)))  # variants as JSON, as the reference
    other_states = [dict(zip(req, v.values)) for j, v in enumerate(vs) if j != i]
    # the reference lists the other variants one JSON object per line; smol-v3 sent one JSON list
    others = "\n".join(json.dumps(o) for o in other_states) if ctx.reference else json.dumps(other_states)
    refine_js = obj({"answer": string()})
    detail = ""
    for rnd in range(cfg.max_refine_rounds + 1):
        prompt = ctx.render("check_personalized_answer", {"question": qtext, "answer": answer, "choices": choices_text})
        text = ctx.chat("answer_check", prompt, cfg.checker_role, 0, f"{item} r{rnd}", None)
        got = parse_int(text)
        ctx.q.call("answer_check", json_error=got is None or not 1 <= got <= len(vs))
        if got == i + 1:
            ctx.q.check("answer_classifier", True, rnd, item)
            return answer
        detail = f"classifier chose {got if got is not None else repr(text[:40])} for choice {i + 1}"
        if rnd == cfg.max_refine_rounds:
            break
        rp = ctx.render(
            "refine_personalized_answer",
            {"question": qtext, "matched_state": target, "other_states_text": others, "answer": answer},
        )
        val = ctx.ask_json("refine_answer", rp, refine_js, lambda v: isinstance(v, dict), item=f"{item} r{rnd}")
        new = ctx.text((val or {}).get("answer"), 600)
        if usable(new, "refine_personalized_answer") and new != answer:
            answer = new
        else:
            ctx.q.repair("refine_answer", item, "no usable refined answer; kept the previous one")
    ctx.q.check("answer_classifier", False, cfg.max_refine_rounds, item, detail)
    return answer
