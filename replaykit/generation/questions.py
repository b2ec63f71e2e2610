"""Step 2, questions: evaluation questions with the information they need (Appendix C.3
"Sample User Questions"), topped up with built-in fallback questions when the model's are unusable."""

from __future__ import annotations

from typing import Any

from replaykit.generation.context import UserContext
from replaykit.generation.drafts import InfoType, QuestionDraft
from replaykit.generation.fallback import FALLBACK_QUESTIONS, GENERIC_CHOICES
from replaykit.generation.text import arr, obj, string, usable


def questions(ctx: UserContext, profile: str) -> list[QuestionDraft]:
    ctx.progress("questions")
    cfg = ctx.cfg
    prompt = ctx.render(
        "sample_user_questions",
        {
            "start_date": cfg.start_date,
            "user_profile": profile,
            "num_questions": cfg.num_questions,
            "num_total_months": cfg.num_total_months,
            "num_states_per_question": cfg.num_states_per_question,
            "num_choices_per_state": cfg.num_choices_per_state,
            "prompt_lang": cfg.prompt_lang,
        },
    )
    info = obj({"info_type": string(), "info_choices": arr(string())})
    schema = obj({"questions": arr(obj({"question": string(), "required_info": arr(info)}))})

    def ok(v: Any) -> bool:
        return isinstance(v, dict) and isinstance(v.get("questions"), list) or isinstance(v, list)

    val = ctx.ask_json("questions", prompt, schema, ok)
    raw = val.get("questions") if isinstance(val, dict) else (val if isinstance(val, list) else [])
    out: list[QuestionDraft] = []
    seen: set[str] = set()
    for qi, rq in enumerate(raw if isinstance(raw, list) else []):
        if len(out) >= cfg.num_questions:
            break
        if not isinstance(rq, dict):
            continue
        text = ctx.text(rq.get("question"), 300)
        if not usable(text, "sample_user_questions") or text in seen:
            ctx.q.repair("questions", f"question {qi}", "empty, duplicate or prompt-example question text; dropped")
            continue
        infos = _infos(ctx, qi, rq.get("required_info") or [])
        if not infos:
            ctx.q.repair("questions", f"question {qi}", "no usable required_info; dropped")
            continue
        seen.add(text)
        out.append(QuestionDraft(text=text, infos=infos))
    if len(out) < cfg.num_questions:
        _fill_with_fallbacks(ctx, out, seen)
    return out


def _infos(ctx: UserContext, qi: int, raw: Any) -> list[InfoType]:
    """The usable info types of one question: named, unique, at most N_s, each with >= 2 choices (padded)."""
    ns, nc = ctx.cfg.num_states_per_question, ctx.cfg.num_choices_per_state
    infos: list[InfoType] = []
    names: set[str] = set()
    for ri in raw:
        if not isinstance(ri, dict) or len(infos) >= ns:
            continue
        name = ctx.name(ri.get("info_type"))
        if not name or name in names:
            continue
        choices: list[str] = []
        for c in ri.get("info_choices") or []:
            c = ctx.choice(c)
            if c and c not in choices:
                choices.append(c)
        choices = choices[: max(nc, 2)]
        if len(choices) < 2:
            ctx.q.repair("questions", f"question {qi} {name}", f"{len(choices)} usable choice(s); padded with generic levels")
            for c in GENERIC_CHOICES:
                if len(choices) >= max(nc, 2):
                    break
                if c not in choices:
                    choices.append(c)
        names.add(name)
        infos.append(InfoType(name=name, choices=choices))
    return infos


def _fill_with_fallbacks(ctx: UserContext, out: list[QuestionDraft], seen: set[str]) -> None:
    ns, nc, nq = ctx.cfg.num_states_per_question, ctx.cfg.num_choices_per_state, ctx.cfg.num_questions
    ctx.q.repair("questions", "questions", f"{len(out)} usable question(s) of {nq}; filled with built-in fallback questions")
    pool = list(range(len(FALLBACK_QUESTIONS)))
    ctx.rng("fallback-questions").shuffle(pool)
    k = 0
    while len(out) < nq:
        fq = FALLBACK_QUESTIONS[pool[k % len(pool)]]
        text, infos = fq.text, [(i.name, i.choices) for i in fq.infos]
        rnd = k // len(pool)
        if rnd:
            text = f"{text} (follow-up {rnd})"
            infos = [(f"{n}_{rnd + 1}", c) for n, c in infos]
        k += 1
        if text in seen:
            continue
        out.append(QuestionDraft(text=text, infos=[InfoType(name=n, choices=list(c[:nc]) if nc >= 2 else list(c[:2]))
                                                   for n, c in infos[:ns]]))
        seen.add(text)
