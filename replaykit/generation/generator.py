"""Blueprint generation: every step of paper §3.1 with its Appendix C.3 prompt.

Pipeline per user (each step one or more calls through the LLM gateway, all inside
``recorder.scope(f"gen/{user_id}")`` so concurrent users replay in order):

 1. profile        persona -> name + profile summary        (Sample User Profiles)
 2. questions      evaluation questions with required info  (Sample User Questions)
 3. schema         merge/rename info types                  (Refine State Schema)
 4. fix_schema     unified choices for merged types         (Fix Schema Inconsistencies)
 5. initial_state  one value per variable                   (Sample Initial State)
 6. updates        per period: which variables change       (Sample State Updates)
 7. events         per period: life events behind changes   (Elaborate State Updates)
 8. queries        initial and update queries               (Sample Initial/Update Queries)
    exposure check + refinement                             (Check Query State Exposure, Refine Query)
 9. answers        one answer per state variant             (Sample Personalized Answers)
    classifier check + refinement                           (Check/Refine Personalized Answer)

The model may return junk (the local SmolLM2-135M does): JSON is parsed defensively and
retried a bounded number of times; whatever still does not fit is repaired with seeded,
deterministic choices, and every repair, failed check and unverified item goes into the
quality report. The output always passes ``blueprint.validate``.

Determinism: randomness comes from ``seeded_rng(config seed, user, step, ...)``; times
come from the config's start date and period length (a logical clock, never the wall clock).
"""

from __future__ import annotations

import calendar
import contextlib
import datetime as dt
import hashlib
import importlib.resources
import itertools
import json
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, Iterator, Protocol

import msgspec

from replaykit.base import Strict, decode_file, pretty_json
from replaykit.data.blueprint import (
    AnswerChoice,
    Blueprint,
    Period,
    Question,
    Session,
    Update,
    UserProfile,
    save_blueprints,
    validate,
)
from replaykit.errors import BlueprintError, ConfigError
from replaykit.data.persona import Persona, seeded_rng, select_personas

ENV_CONFIG_VERSION = 1
QUALITY_VERSION = 1

# -- config ----------------------------------------------------------------------------


class EnvConfig(Strict):
    """Environment (blueprint generation) config. Field names follow the paper's parameters."""

    version: int = ENV_CONFIG_VERSION
    name: str
    description: str = ""
    seed: int = 0
    num_users: int
    start_date: str = "2020-10-01"
    months_per_period: int = 3
    num_periods: int
    """N_p: evolution periods after the initial one (a user has N_p + 1 periods)."""
    num_questions: int
    num_states_per_question: int
    """N_s: required state variables per question."""
    num_choices_per_state: int
    num_changes_per_period: int
    max_changes_per_state: int
    min_answer_choices: int = 4
    """Answer choices per question: every experienced variant, padded with random unexperienced ones up to this."""
    max_sessions_per_period: int = 4
    """Life events (one session each) per evolution period; extra events are merged into the last one."""
    rounds_per_session: int = 4
    """N_i: interaction rounds per state exposure (used by the episode runner, not by generation)."""
    prompt_lang: str = "English"
    max_json_retries: int = 2
    """Extra attempts when a JSON step returns unparsable output, before the seeded repair."""
    max_refine_rounds: int = 2
    """Refinements per query (exposure check) and per answer (classifier check) before it stays unverified."""
    retry_temperature: float = 0.7
    persona_file: str | None = None
    generator_role: str = "generator"
    checker_role: str = "generator"
    """Role used for the exposure and answer checks (e.g. "judge" to use a separate endpoint)."""
    max_tokens: dict[str, int] = {}
    """Per-step overrides of the completion token limit (keys: step names, see DEFAULT_MAX_TOKENS)."""
    workers: int = 1
    """Users generated concurrently."""

    @property
    def num_total_months(self) -> int:
        return self.num_periods * self.months_per_period


# Output length is bounded by max_tokens, never by "maxLength" in a JSON schema: llama.cpp's
# grammar compiler rejects long bounded repetitions ("exceeds sane defaults") and the
# llama-cpp-python server crashed on such a schema here.
DEFAULT_MAX_TOKENS = {
    "profile": 700,
    "questions": 1500,
    "schema": 600,
    "fix_schema": 600,
    "initial_state": 500,
    "updates": 400,
    "events": 600,
    "update_queries": 600,
    "initial_queries": 1200,
    "exposure_check": 200,
    "refine_query": 250,
    "answers": 1200,
    "answer_check": 8,
    "refine_answer": 300,
}


def check_config(cfg: EnvConfig, where: str = "") -> EnvConfig:
    """Semantic checks; ConfigError names the offending field."""
    at = f"{where}: " if where else ""

    def bad(field: str, msg: str) -> ConfigError:
        return ConfigError(f"{at}field {field}: {msg}")

    if cfg.version != ENV_CONFIG_VERSION:
        raise bad("version", f"is {cfg.version}, this replaykit reads {ENV_CONFIG_VERSION}")
    if not re.fullmatch(r"[A-Za-z0-9._-]+", cfg.name):
        raise bad("name", f"{cfg.name!r} must be letters, digits, '.', '_' or '-'")
    for field, lo in [
        ("num_users", 1),
        ("months_per_period", 1),
        ("num_periods", 1),
        ("num_questions", 1),
        ("num_states_per_question", 1),
        ("num_choices_per_state", 2),
        ("num_changes_per_period", 1),
        ("max_changes_per_state", 1),
        ("min_answer_choices", 1),
        ("max_sessions_per_period", 1),
        ("rounds_per_session", 1),
        ("max_json_retries", 0),
        ("max_refine_rounds", 0),
        ("workers", 1),
    ]:
        if getattr(cfg, field) < lo:
            raise bad(field, f"is {getattr(cfg, field)}, must be >= {lo}")
    try:
        dt.date.fromisoformat(cfg.start_date)
    except ValueError:
        raise bad("start_date", f"{cfg.start_date!r} is not a date YYYY-MM-DD") from None
    if not 0.0 <= cfg.retry_temperature <= 2.0:
        raise bad("retry_temperature", f"is {cfg.retry_temperature}, must be in [0, 2]")
    for k, v in cfg.max_tokens.items():
        if k not in DEFAULT_MAX_TOKENS:
            raise bad(f"max_tokens.{k}", f"unknown step; steps are {', '.join(DEFAULT_MAX_TOKENS)}")
        if v < 1:
            raise bad(f"max_tokens.{k}", f"is {v}, must be >= 1")
    for field in ("generator_role", "checker_role"):
        if getattr(cfg, field) not in ("generator", "user", "agent", "judge"):
            raise bad(field, f"{getattr(cfg, field)!r} is not a chat role (generator, user, agent, judge)")
    return cfg


def load_env_config(path: str | Path) -> EnvConfig:
    cfg = decode_file(path, EnvConfig, "env config", ConfigError)
    return check_config(cfg, where=str(path))


# -- quality report --------------------------------------------------------------------


class CheckStats(Strict):
    items: int
    passed_first_try: int
    passed: int
    failed: int
    retries: int
    pass_rate: float


class StepStats(Strict):
    calls: int
    json_errors: int
    repairs: int


class Flag(Strict):
    user: str
    step: str
    item: str
    detail: str


class QualityReport(Strict):
    version: int = QUALITY_VERSION
    config: str
    users: int
    checks: dict[str, CheckStats]
    """Pass rate per check (exposure, answer classifier, and the repair-free rate of each JSON step)."""
    steps: dict[str, StepStats]
    unverified: list[Flag]
    """Items whose check still failed after the bounded refinements."""
    repaired: list[Flag]
    """Model output that was replaced or fixed with a seeded/templated fallback."""


class _Quality:
    """Mutable per-user accumulator; merged in user order so the report is deterministic."""

    def __init__(self, user: str) -> None:
        self.user = user
        self.checks: dict[str, list[int]] = {}  # name -> [items, passed_first, passed, failed, retries]
        self.steps: dict[str, list[int]] = {}  # name -> [calls, json_errors, repairs]
        self.unverified: list[Flag] = []
        self.repaired: list[Flag] = []

    def call(self, step: str, json_error: bool = False) -> None:
        s = self.steps.setdefault(step, [0, 0, 0])
        s[0] += 1
        s[1] += int(json_error)

    def repair(self, step: str, item: str, detail: str) -> None:
        self.steps.setdefault(step, [0, 0, 0])[2] += 1
        self.repaired.append(Flag(user=self.user, step=step, item=item, detail=detail))

    def check(self, name: str, passed: bool, retries: int, item: str = "", detail: str = "") -> None:
        c = self.checks.setdefault(name, [0, 0, 0, 0, 0])
        c[0] += 1
        c[1] += int(passed and retries == 0)
        c[2] += int(passed)
        c[3] += int(not passed)
        c[4] += retries
        if not passed:
            self.unverified.append(Flag(user=self.user, step=name, item=item, detail=detail))


def merge_quality(config_name: str, parts: list[_Quality]) -> QualityReport:
    checks: dict[str, list[int]] = {}
    steps: dict[str, list[int]] = {}
    unverified: list[Flag] = []
    repaired: list[Flag] = []
    for q in parts:
        for k, v in q.checks.items():
            acc = checks.setdefault(k, [0] * 5)
            for i, x in enumerate(v):
                acc[i] += x
        for k, v in q.steps.items():
            acc = steps.setdefault(k, [0] * 3)
            for i, x in enumerate(v):
                acc[i] += x
        unverified += q.unverified
        repaired += q.repaired
    return QualityReport(
        config=config_name,
        users=len(parts),
        checks={
            k: CheckStats(
                items=v[0],
                passed_first_try=v[1],
                passed=v[2],
                failed=v[3],
                retries=v[4],
                pass_rate=round(v[2] / v[0], 4) if v[0] else 1.0,
            )
            for k, v in sorted(checks.items())
        },
        steps={k: StepStats(calls=v[0], json_errors=v[1], repairs=v[2]) for k, v in sorted(steps.items())},
        unverified=unverified,
        repaired=repaired,
    )


# -- prompts ---------------------------------------------------------------------------

_PROMPT_CACHE: dict[str, str] = {}
_PROMPT_LOCK = threading.Lock()


def load_prompt(name: str) -> str:
    """The template text of ``prompts/generation/<name>.txt`` without its citation header line."""
    with _PROMPT_LOCK:
        if name not in _PROMPT_CACHE:
            res = importlib.resources.files("replaykit") / "prompts" / "generation" / f"{name}.txt"
            text = res.read_text(encoding="utf-8")
            if text.startswith("#"):
                text = text.split("\n", 1)[1]
            _PROMPT_CACHE[name] = text.rstrip("\n")
        return _PROMPT_CACHE[name]


def render(name: str, values: dict[str, object]) -> str:
    """Fill the template's ``<key>`` and ``{key}`` placeholders; every value must be used."""
    text = load_prompt(name)
    for key, val in values.items():
        s = val if isinstance(val, str) else str(val)
        found = False
        for token in (f"<{key}>", f"{{{key}}}"):
            if token in text:
                text = text.replace(token, s)
                found = True
        if not found:
            raise KeyError(f"prompt {name}: no placeholder {key!r}")
    return text


def _dumps(obj: object) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


# -- parsing and repair helpers --------------------------------------------------------

_DECODER = json.JSONDecoder(strict=False)  # strict=False: grammar-constrained strings may hold raw newlines


def _loads(text: str) -> Any:
    return json.loads(text, strict=False)


def parse_json(text: str) -> Any:
    """The first JSON value in ``text`` (plain, fenced, embedded in prose, or cut off); None if there is none."""
    return parse_json_ex(text)[0]


def parse_json_ex(text: str) -> tuple[Any, bool]:
    """(value, truncated): like parse_json; ``truncated`` when the value was cut off and had to be closed."""
    if not isinstance(text, str):
        return None, False
    t = text.strip()
    try:
        return _loads(t), False
    except ValueError:
        pass
    m = re.search(r"```(?:json)?\s*(.*?)```", t, re.S)
    if m:
        try:
            return _loads(m.group(1).strip()), False
        except ValueError:
            pass
    first = True
    for i, ch in enumerate(t):
        if ch in "{[":
            try:
                return _DECODER.raw_decode(t, i)[0], False
            except ValueError:
                pass
            if first:  # the outermost value may just be cut off: close it before looking at inner values
                first = False
                closed = close_truncated_json(t[i:])
                if closed:  # an empty {} or [] carries nothing; keep looking
                    return closed, True
    return None, False


_CLOSERS = {"{": "}", "[": "]"}


def close_truncated_json(text: str) -> Any:
    """Parse JSON that was cut off (e.g. at max_tokens): keep the longest prefix that closes into valid JSON.

    Grammar-constrained output from a weak model is valid JSON up to the point where the
    token limit stops it, so the items before the cut are still usable.
    """
    start = next((i for i, ch in enumerate(text) if ch in "{["), None)
    if start is None:
        return None
    s = text[start:]
    stack: list[str] = []
    cuts: list[tuple[int, tuple[str, ...]]] = []  # (prefix end, open brackets at that point)
    in_str = esc = False
    for i, ch in enumerate(s):
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            stack.append(ch)
            cuts.append((i + 1, tuple(stack)))
        elif ch in "}]":
            if not stack:
                return None
            stack.pop()
            if not stack:
                return None  # a complete value: parse_json would have found it
            cuts.append((i + 1, tuple(stack)))
        elif ch == ",":
            cuts.append((i, tuple(stack)))
    tail = s[:-1] if esc else s
    candidates = [(tail + ('"' if in_str else ""), tuple(stack))]
    candidates += [(s[:end], st) for end, st in reversed(cuts)]
    for prefix, st in candidates[:200]:
        try:
            return _loads(prefix.rstrip().rstrip(",") + "".join(_CLOSERS[c] for c in reversed(st)))
        except ValueError:
            continue
    return None


def parse_int(text: str) -> int | None:
    m = re.search(r"-?\d+", text or "")
    return int(m.group(0)) if m else None


MAX_LABEL_WORDS = 8  # a variable name or choice longer than this is prose, not a label


def norm_name(s: object, maxlen: int = 60) -> str:
    """A snake_case identifier for a state variable ('' if nothing usable)."""
    if not isinstance(s, str) or len(s.split()) > MAX_LABEL_WORDS:
        return ""
    s = re.sub(r"[^0-9a-z]+", "_", s.strip().lower()).strip("_")
    return s[:maxlen].strip("_")


def norm_choice(s: object, maxlen: int = 60) -> str:
    if not isinstance(s, (str, int, float)) or isinstance(s, bool):
        return ""
    s = re.sub(r"[\[\]{}\"'`\\]", "", str(s)).strip(" \t\r\n,;:.")
    if len(s.split()) > MAX_LABEL_WORDS:
        return ""
    return re.sub(r"\s+", "_", s)[:maxlen]


def _key(s: str) -> str:
    return re.sub(r"[^0-9a-z]", "", s.lower())


def match_choice(value: object, choices: list[str]) -> str | None:
    """``value`` if it is one of ``choices``, else a choice equal up to case/punctuation, else None."""
    if not isinstance(value, str):
        return None
    if value in choices:
        return value
    k = _key(value)
    if not k:
        return None
    for c in choices:
        if _key(c) == k:
            return c
    return None


def clean_text(s: object, maxlen: int = 2000) -> str:
    if not isinstance(s, str):
        return ""
    s = " ".join(s.split())
    return s[:maxlen]


def _words(s: str) -> str:
    return re.sub(r"[^0-9a-z]+", " ", s.lower()).strip()


def echoes_prompt(text: str, template: str) -> bool:
    """True when ``text`` only repeats part of the prompt template (e.g. its example), so it carries no content."""
    w = _words(text)
    return len(w.split()) >= 2 and w in _words(load_prompt(template))


def usable(text: str, template: str, minlen: int = 8) -> bool:
    return len(text) >= minlen and not echoes_prompt(text, template)


def user_id(seed: int, index: int) -> str:
    return hashlib.sha256(f"replaykit-user\x1f{seed}\x1f{index}".encode()).hexdigest()[:32]


def _derived_seed(*parts: object) -> int:
    h = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(h[:4], "big") & 0x7FFFFFFF


# -- logical clock ---------------------------------------------------------------------


def add_months(d: dt.date, months: int) -> dt.date:
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    return dt.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def period_bounds(cfg: EnvConfig) -> list[tuple[str | None, str]]:
    """(period_start, period_end) for period 0 (the initial state, ending at the start date) and each evolution period."""
    start = dt.date.fromisoformat(cfg.start_date)
    out: list[tuple[str | None, str]] = [(None, start.isoformat())]
    for t in range(1, cfg.num_periods + 1):
        out.append(
            (add_months(start, (t - 1) * cfg.months_per_period).isoformat(), add_months(start, t * cfg.months_per_period).isoformat())
        )
    return out


def session_times(cfg: EnvConfig, uid: str, period: int, period_end: str, n: int) -> list[str]:
    """``n`` session times on the last ``n`` days of the period, at seeded evening times (ascending)."""
    end = dt.date.fromisoformat(period_end)
    out = []
    for k in range(n):
        rng = seeded_rng("session-time", cfg.seed, uid, period, k)
        day = end - dt.timedelta(days=n - 1 - k)
        out.append(f"{day.isoformat()} {rng.randint(19, 21):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}")
    return out


# -- the gateway edge ------------------------------------------------------------------


class ChatGateway(Protocol):
    def chat(self, role: str, messages: list[dict], **kwargs: Any) -> Any: ...


class Progress(Strict):
    user_index: int
    user: str
    step: str
    detail: str = ""


ProgressFn = Callable[[Progress], None]
ScopeFn = Callable[[str], contextlib.AbstractContextManager]


def _default_scope(name: str) -> contextlib.AbstractContextManager:
    from replaykit.recording import recorder

    return recorder.scope(name)


# -- fallback content (used only when the model's output is unusable) -------------------

_FALLBACK_QUESTIONS = [
    (
        "How should I organize my week so I make steady progress on the things I care about?",
        [
            ("weekly_free_time", ["under_3_hours", "3_to_8_hours", "over_8_hours"]),
            ("main_personal_priority", ["health_and_fitness", "career_growth", "family_time"]),
            ("energy_level_after_work", ["usually_exhausted", "moderately_tired", "usually_energetic"]),
        ],
    ),
    (
        "What is a sensible way to handle my spending this month?",
        [
            ("monthly_discretionary_budget", ["tight_under_200", "moderate_200_to_600", "comfortable_over_600"]),
            ("savings_goal", ["emergency_fund", "large_purchase", "no_specific_goal"]),
            ("household_size", ["one_person", "two_people", "three_or_more_people"]),
        ],
    ),
    (
        "Can you suggest a new hobby activity I could try on weekends?",
        [
            ("hobby_experience_level", ["beginner", "intermediate", "advanced"]),
            ("preferred_social_setting", ["solo", "small_group", "large_group"]),
            ("outdoor_access", ["no_outdoor_space", "small_yard_or_balcony", "large_outdoor_space"]),
        ],
    ),
    (
        "How can I keep learning new skills with my current routine?",
        [
            ("learning_format_preference", ["online_self_paced", "in_person_classes", "books_and_practice"]),
            ("learning_time_per_week", ["under_2_hours", "2_to_5_hours", "over_5_hours"]),
            ("learning_goal", ["job_related", "personal_interest", "certification"]),
        ],
    ),
    (
        "What should I cook for dinners this week?",
        [
            ("dietary_pattern", ["omnivore", "vegetarian", "low_carb"]),
            ("cooking_time_available", ["under_20_minutes", "20_to_45_minutes", "over_45_minutes"]),
            ("people_to_feed", ["just_me", "two_people", "family_of_four_or_more"]),
        ],
    ),
    (
        "How can I improve my sleep and stress levels?",
        [
            ("work_schedule", ["regular_daytime", "rotating_shifts", "flexible_remote"]),
            ("stress_level", ["low_stress", "moderate_stress", "high_stress"]),
            ("exercise_frequency", ["rarely", "once_or_twice_weekly", "most_days"]),
        ],
    ),
    (
        "What kind of trip should I plan for my next time off?",
        [
            ("travel_budget", ["budget_under_500", "mid_500_to_2000", "premium_over_2000"]),
            ("travel_companions", ["solo", "partner", "family_with_children"]),
            ("time_off_length", ["long_weekend", "one_week", "two_weeks_or_more"]),
        ],
    ),
    (
        "How should I approach my next step at work?",
        [
            ("job_satisfaction", ["dissatisfied", "neutral", "satisfied"]),
            ("career_stage", ["early_career", "mid_career", "late_career"]),
            ("team_role", ["individual_contributor", "informal_lead", "manager"]),
        ],
    ),
]

_GENERIC_CHOICES = ["low", "moderate", "high", "very_high", "none", "other"]


def _plain(s: str) -> str:
    return s.replace("_", " ")


def _variant_text(req: list[str], values: list[str] | tuple[str, ...]) -> str:
    return ", ".join(f"{v}: {x}" for v, x in zip(req, values))


# -- per-user generation ---------------------------------------------------------------


class _UserGen:
    def __init__(self, gen: "Generator", index: int, persona: Persona) -> None:
        self.g = gen
        self.cfg = gen.cfg
        self.index = index
        self.persona = persona
        self.uid = user_id(self.cfg.seed, index)
        self.q = _Quality(self.uid)

    # -- plumbing -------------------------------------------------------------------
    def rng(self, *parts: object):
        return seeded_rng("gen", self.cfg.seed, self.uid, *parts)

    def progress(self, step: str, detail: str = "") -> None:
        if self.g.progress is not None:
            self.g.progress(Progress(user_index=self.index, user=self.uid, step=step, detail=detail))

    def _chat(self, step: str, prompt: str, role: str, attempt: int, item: str, json_schema: dict | None) -> str:
        kw: dict[str, Any] = {"max_tokens": self.cfg.max_tokens.get(step, DEFAULT_MAX_TOKENS[step])}
        if attempt:
            kw["temperature"] = self.cfg.retry_temperature
            kw["seed"] = _derived_seed(self.cfg.seed, self.uid, step, item, attempt)
        if json_schema is not None:
            kw["json_schema"] = json_schema
            kw["schema_name"] = step
        reply = self.g.gateway.chat(role, [{"role": "user", "content": prompt}], **kw)
        return getattr(reply, "text", "") or ""

    def ask_json(self, step: str, prompt: str, schema: dict, ok: Callable[[Any], bool], item: str = "", role: str | None = None) -> Any:
        """A JSON step: up to 1 + max_json_retries calls; the first parsed value that ``ok`` accepts, else None."""
        role = role or self.cfg.generator_role
        for attempt in range(1 + self.cfg.max_json_retries):
            text = self._chat(step, prompt, role, attempt, item, schema)
            val, truncated = parse_json_ex(text)
            good = val is not None and ok(val)
            self.q.call(step, json_error=not good)
            if good:
                if truncated:
                    self.q.repair(step, item or step, "output was cut off (max_tokens); closed the JSON and kept the complete part")
                return val
        return None

    # -- 1. profile -----------------------------------------------------------------
    def profile(self) -> tuple[str, str]:
        self.progress("profile")
        p = self.persona
        basic = p.basic_profile_str()
        prompt = render("sample_user_profile", {"basic_profile_str": basic, "complementary_info": p.complementary_info()})
        schema = {
            "type": "object",
            "properties": {"name": {"type": "string"}, "profile": {"type": "string"}},
            "required": ["name", "profile"],
        }
        val = self.ask_json("profile", prompt, schema, lambda v: isinstance(v, dict))
        val = val or {}
        name = clean_text(val.get("name"), 80)
        if not name:
            name = p.name or "the user"
            self.q.repair("profile", "name", f"no usable name in the model output; used {name!r}")
        summary = clean_text(val.get("profile"), 1500)
        if not usable(summary, "sample_user_profile", 20):
            summary = " ".join(p.complementary[k] for k in sorted(p.complementary))[:2000]
            self.q.repair("profile", "profile", "no usable profile summary; used the persona's complementary information")
        formatted = f"Name: {name}\n{basic}\nProfile: {summary}"
        return name, formatted

    # -- 2. questions ---------------------------------------------------------------
    def questions(self, profile: str) -> list[tuple[str, list[tuple[str, list[str]]]]]:
        self.progress("questions")
        cfg = self.cfg
        prompt = render(
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
        ns, nc, nq = cfg.num_states_per_question, cfg.num_choices_per_state, cfg.num_questions
        schema = {
            "type": "object",
            "properties": {
                "questions": {
                    "type": "array",
                    "minItems": nq,
                    "maxItems": nq,
                    "items": {
                        "type": "object",
                        "properties": {
                            "question": {"type": "string"},
                            "required_info": {
                                "type": "array",
                                "minItems": ns,
                                "maxItems": ns,
                                "items": {
                                    "type": "object",
                                    "properties": {
                                        "info_type": {"type": "string"},
                                        "info_choices": {
                                            "type": "array",
                                            "minItems": nc,
                                            "maxItems": nc,
                                            "items": {"type": "string"},
                                        },
                                    },
                                    "required": ["info_type", "info_choices"],
                                },
                            },
                        },
                        "required": ["question", "required_info"],
                    },
                }
            },
            "required": ["questions"],
        }

        def ok(v: Any) -> bool:
            return isinstance(v, dict) and isinstance(v.get("questions"), list) or isinstance(v, list)

        val = self.ask_json("questions", prompt, schema, ok)
        raw = val.get("questions") if isinstance(val, dict) else (val if isinstance(val, list) else [])
        out: list[tuple[str, list[tuple[str, list[str]]]]] = []
        seen_q: set[str] = set()
        for qi, rq in enumerate(raw if isinstance(raw, list) else []):
            if len(out) >= nq:
                break
            if not isinstance(rq, dict):
                continue
            text = clean_text(rq.get("question"), 300)
            if not usable(text, "sample_user_questions") or text in seen_q:
                self.q.repair("questions", f"question {qi}", "empty, duplicate or prompt-example question text; dropped")
                continue
            infos: list[tuple[str, list[str]]] = []
            names: set[str] = set()
            for ri in rq.get("required_info") or []:
                if not isinstance(ri, dict) or len(infos) >= ns:
                    continue
                name = norm_name(ri.get("info_type"))
                if not name or name in names:
                    continue
                choices: list[str] = []
                for c in ri.get("info_choices") or []:
                    c = norm_choice(c)
                    if c and c not in choices:
                        choices.append(c)
                choices = choices[: max(nc, 2)]
                if len(choices) < 2:
                    self.q.repair("questions", f"question {qi} {name}", f"{len(choices)} usable choice(s); padded with generic levels")
                    for c in _GENERIC_CHOICES:
                        if len(choices) >= max(nc, 2):
                            break
                        if c not in choices:
                            choices.append(c)
                names.add(name)
                infos.append((name, choices))
            if not infos:
                self.q.repair("questions", f"question {qi}", "no usable required_info; dropped")
                continue
            seen_q.add(text)
            out.append((text, infos))
        if len(out) < nq:
            self.q.repair("questions", "questions", f"{len(out)} usable question(s) of {nq}; filled with built-in fallback questions")
            pool = list(range(len(_FALLBACK_QUESTIONS)))
            self.rng("fallback-questions").shuffle(pool)
            k = 0
            while len(out) < nq:
                text, infos = _FALLBACK_QUESTIONS[pool[k % len(pool)]]
                rnd = k // len(pool)
                if rnd:
                    text = f"{text} (follow-up {rnd})"
                    infos = [(f"{n}_{rnd + 1}", c) for n, c in infos]
                k += 1
                if text in seen_q:
                    continue
                out.append((text, [(n, list(c[:nc]) if nc >= 2 else list(c[:2])) for n, c in infos[:ns]]))
                seen_q.add(text)
        return out

    # -- 3 + 4. schema refinement and inconsistency fixing -------------------------------
    def schema(self, profile: str, questions: list[tuple[str, list[tuple[str, list[str]]]]]) -> tuple[dict[str, list[str]], list[tuple[str, list[str]]]]:
        self.progress("schema")
        cfg = self.cfg
        originals: list[str] = []  # original type names, first-appearance order
        occ: dict[str, list[tuple[int, list[str]]]] = {}
        for qi, (_, infos) in enumerate(questions):
            for name, choices in infos:
                if name not in occ:
                    originals.append(name)
                    occ[name] = []
                occ[name].append((qi, choices))
        questions_json = _dumps(
            [
                {"question": t, "required_info": [{"info_type": n, "info_choices": c} for n, c in infos]}
                for t, infos in questions
            ]
        )
        prompt = render(
            "refine_state_schema", {"user_profile": profile, "questions_json": questions_json, "prompt_lang": cfg.prompt_lang}
        )
        schema = {
            "type": "object",
            "additionalProperties": {"type": "array", "items": {"type": "string", "enum": originals}},
        }
        val = self.ask_json("schema", prompt, schema, lambda v: isinstance(v, dict))
        mapping: dict[str, str] = {}  # original -> refined
        refined_order: list[str] = []
        for rname, group in (val or {}).items():
            rn = norm_name(rname)
            if not rn or not isinstance(group, list):
                continue
            for o in group:
                o = o if isinstance(o, str) and o in occ else norm_name(o)
                if o in occ and o not in mapping:
                    mapping[o] = rn
                    if rn not in refined_order:
                        refined_order.append(rn)
        covered = all(o in mapping for o in originals)
        self.q.check("schema_refinement_coverage", covered, 0, "state schema", "" if covered else
                     f"{sum(o not in mapping for o in originals)} of {len(originals)} info types not mapped by the model; kept their own names")
        for o in originals:
            if o not in mapping:  # unmapped: keeps its own name (joins a refined type of that name, if any)
                mapping[o] = o
                if o not in refined_order:
                    refined_order.append(o)
        # a question may not need the same refined variable twice: split such merges back out
        for qi, (_, infos) in enumerate(questions):
            used: set[str] = set()
            for name, _c in infos:
                rn = mapping[name]
                if rn in used:
                    new = name
                    while new in refined_order:
                        new += "_x"
                    self.q.repair("schema", name, f"merged into {rn!r}, which question {qi} already needs; kept separate as {new!r}")
                    mapping[name] = new
                    refined_order.append(new)
                    rn = new
                used.add(rn)
        # group originals by refined name; groups with more than one occurrence need unified choices
        groups: dict[str, list[str]] = {rn: [] for rn in refined_order}
        for o in originals:
            groups[mapping[o]].append(o)
        groups = {k: v for k, v in groups.items() if v}
        state_schema: dict[str, list[str]] = {}
        conflicts = {rn: os_ for rn, os_ in groups.items() if sum(len(occ[o]) for o in os_) > 1}
        for rn, os_ in groups.items():
            state_schema[rn] = list(occ[os_[0]][0][1])
        if conflicts:
            state_schema = self.fix_schema(profile, questions, occ, conflicts, state_schema)
        new_questions = []
        for text, infos in questions:
            req: list[str] = []
            for name, _c in infos:
                if mapping[name] not in req:
                    req.append(mapping[name])
            new_questions.append((text, req))
        return state_schema, new_questions

    def fix_schema(self, profile, questions, occ, conflicts: dict[str, list[str]], state_schema: dict[str, list[str]]) -> dict[str, list[str]]:
        self.progress("fix_schema", f"{len(conflicts)} merged type(s)")
        cfg = self.cfg
        nc = cfg.num_choices_per_state
        conflict_json = {
            rn: {
                "original_info_types": {o: occ[o][0][1] for o in os_},
                "questions": [questions[qi][0] for o in os_ for qi, _ in occ[o]],
            }
            for rn, os_ in conflicts.items()
        }
        prompt = render(
            "fix_schema_inconsistencies",
            {
                "start_date": cfg.start_date,
                "user_profile": profile,
                "conflict_groups_json": _dumps(conflict_json),
                "num_total_months": cfg.num_total_months,
                "num_choices_per_state": nc,
                "prompt_lang": cfg.prompt_lang,
            },
        )
        names = list(conflicts)
        schema = {
            "type": "object",
            "properties": {
                n: {"type": "array", "minItems": nc, "maxItems": nc, "items": {"type": "string"}} for n in names
            },
            "required": names,
        }
        val = self.ask_json("fix_schema", prompt, schema, lambda v: isinstance(v, dict))
        val = val or {}
        out = dict(state_schema)
        for n in names:
            choices: list[str] = []
            got = val.get(n)
            for c in got if isinstance(got, list) else []:
                c = norm_choice(c)
                if c and c not in choices:
                    choices.append(c)
            if len(choices) >= 2:
                out[n] = choices[: max(nc, 2) * 2]
            else:
                self.q.repair("fix_schema", n, "no usable unified choices; kept the choices of the first original info type")
        return out

    # -- 5. initial state ----------------------------------------------------------------
    def initial_state(self, profile: str, schema: dict[str, list[str]]) -> dict[str, str]:
        self.progress("initial_state")
        cfg = self.cfg
        prompt = render(
            "sample_initial_state",
            {
                "num_total_months": cfg.num_total_months,
                "start_date": cfg.start_date,
                "user_profile": profile,
                "state_schema_json": _dumps(schema),
            },
        )
        js = {
            "type": "object",
            "properties": {v: {"type": "string", "enum": c} for v, c in schema.items()},
            "required": list(schema),
        }
        val = self.ask_json("initial_state", prompt, js, lambda v: isinstance(v, dict)) or {}
        state: dict[str, str] = {}
        bad = 0
        for var, choices in schema.items():
            m = match_choice(val.get(var), choices)
            if m is None:
                bad += 1
                rng = self.rng("initial-state", var)
                middle = choices[1:-1] if len(choices) >= 3 else choices
                m = middle[rng.randrange(len(middle))]
                self.q.repair("initial_state", var, f"model value {val.get(var)!r} is not a choice; seeded choice {m!r}")
            state[var] = m
        self.q.check("initial_state_valid", bad == 0, 0, "initial state", f"{bad} variable(s) repaired" if bad else "")
        return state

    # -- 6. state updates ---------------------------------------------------------------
    def updates(self, profile, schema, bounds, states, prior, counts, t) -> tuple[str, dict[str, str]]:
        cfg = self.cfg
        start, end = bounds[t]
        cur = states[-1]
        total = cfg.num_periods
        remaining = total - t + 1
        prompt = render(
            "sample_state_updates",
            {
                "num_months": cfg.months_per_period,
                "total_steps - remaining_steps + 1": total - remaining + 1,
                "total_steps": total,
                "remaining_steps - 1": remaining - 1,
                "current_date_str": start,
                "end_date_str": end,
                "start_date": cfg.start_date,
                "user_profile": profile,
                "state_schema_json": _dumps(schema),
                "latest_state_json": _dumps(cur),
                "prior_updates_json": _dumps(prior),
                "update_cnts_json": _dumps(counts),
                "max_changes_per_state": cfg.max_changes_per_state,
                "num_changes_per_period": cfg.num_changes_per_period,
            },
        )
        js = {
            "type": "object",
            "properties": {
                "period_summary": {"type": "string"},
                "updated": {
                    "type": "object",
                    "properties": {v: {"type": "string", "enum": [x for x in c if x != cur[v]]} for v, c in schema.items()},
                    "additionalProperties": False,
                },
            },
            "required": ["period_summary", "updated"],
        }
        val = self.ask_json("updates", prompt, js, lambda v: isinstance(v, dict), item=f"period {t}") or {}
        summary = clean_text(val.get("period_summary"), 600)
        if summary and echoes_prompt(summary, "sample_state_updates"):
            summary = ""
        raw = val.get("updated") if isinstance(val.get("updated"), dict) else {}
        changes: dict[str, str] = {}
        invalid = 0
        for var, new in raw.items():
            var2 = var if var in schema else norm_name(var)
            if var2 not in schema or var2 in changes:
                invalid += 1
                continue
            m = match_choice(new, schema[var2])
            if m is None or m == cur[var2]:
                invalid += 1
                continue
            changes[var2] = m
        limit = max(2 * cfg.num_changes_per_period, 1)
        if len(changes) > limit:
            self.q.repair("updates", f"period {t}", f"{len(changes)} changes; kept the first {limit}")
            changes = dict(list(changes.items())[:limit])
        if invalid:
            self.q.repair("updates", f"period {t}", f"dropped {invalid} update(s) naming an unknown variable, an invalid or unchanged value")
        if not changes:
            rng = self.rng("updates-fallback", t)
            order = list(schema)
            rng.shuffle(order)
            order.sort(key=lambda v: (counts[v] >= cfg.max_changes_per_state, counts[v]))  # stable: seeded ties
            for var in order[: cfg.num_changes_per_period]:
                others = [c for c in schema[var] if c != cur[var]]
                changes[var] = others[rng.randrange(len(others))]
            self.q.repair("updates", f"period {t}", f"no valid change from the model; seeded changes to {sorted(changes)}")
        self.q.check("state_updates_valid", not invalid and bool(raw), 0, f"period {t}", "model updates repaired" if invalid or not raw else "")
        if not summary:
            summary = "Changes this period: " + "; ".join(f"{_plain(v)} became {_plain(x)}" for v, x in changes.items())
            self.q.repair("updates", f"period {t} summary", "empty period_summary; templated from the changes")
        return summary, changes

    # -- 7. life events -----------------------------------------------------------------
    def events(self, profile, bounds, t, summary, prev_state, changes) -> list[tuple[str, list[str]]]:
        cfg = self.cfg
        start, end = bounds[t]
        changed = list(changes)
        prompt = render(
            "elaborate_state_updates",
            {
                "start_date": cfg.start_date,
                "user_profile": profile,
                "period_start": start,
                "period_end": end,
                "period_summary": summary,
                "state_changes_json": _dumps({v: {"old": prev_state[v], "new": changes[v]} for v in changed}),
                "states_not_updated_json": _dumps({v: x for v, x in prev_state.items() if v not in changes}),
            },
        )
        js = {
            "type": "object",
            "properties": {
                "events": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": cfg.max_sessions_per_period,
                    "items": {
                        "type": "object",
                        "properties": {
                            "states": {"type": "array", "minItems": 1, "items": {"type": "string", "enum": changed}},
                            "event": {"type": "string"},
                        },
                        "required": ["states", "event"],
                    },
                }
            },
            "required": ["events"],
        }
        val = self.ask_json("events", prompt, js, lambda v: isinstance(v, dict) and isinstance(v.get("events"), list), item=f"period {t}") or {}
        out: list[tuple[str, list[str]]] = []
        covered: set[str] = set()
        for e in val.get("events") or []:
            if not isinstance(e, dict):
                continue
            sts = []
            for s in e.get("states") or []:
                s2 = s if s in changes else norm_name(s)
                if s2 in changes and s2 not in covered and s2 not in sts:
                    sts.append(s2)
            if not sts:
                continue
            text = clean_text(e.get("event"), 500)
            if not usable(text, "elaborate_state_updates"):
                text = "Something happened that changed my situation: " + "; ".join(f"{_plain(v)} is now {_plain(changes[v])}" for v in sts) + "."
                self.q.repair("events", f"period {t}", "empty or prompt-example event text; templated from the changes")
            covered.update(sts)
            out.append((text, sts))
        missing = [v for v in changed if v not in covered]
        self.q.check("life_events_coverage", not missing, 0, f"period {t}", f"changes not covered by any event: {missing}" if missing else "")
        if missing:
            text = "Something happened that changed my situation: " + "; ".join(f"{_plain(v)} is now {_plain(changes[v])}" for v in missing) + "."
            out.append((text, missing))
            self.q.repair("events", f"period {t}", f"added a templated event for {missing}")
        while len(out) > cfg.max_sessions_per_period:
            text, sts = out.pop()
            t0, s0 = out[-1]
            out[-1] = (f"{t0} {text}", s0 + sts)
            self.q.repair("events", f"period {t}", "more events than max_sessions_per_period; merged the last two")
        return out

    # -- 8. queries with exposure check -----------------------------------------------------
    def _fallback_query(self, exposed: dict[str, str], background: str = "") -> str:
        facts = " and ".join(f"my {_plain(v)} is {_plain(x)}" for v, x in exposed.items())
        lead = f"{background} " if background else ""
        return f"{lead}Right now {facts}. What would you suggest I do given that?"

    def update_queries(self, profile_str, schema, bounds, t, events, prev_state, changes) -> list[str]:
        cfg = self.cfg
        start, end = bounds[t]
        context = [
            {"background": text, "state_transition": {v: {"old": prev_state[v], "new": changes[v]} for v in sts}}
            for text, sts in events
        ]
        prompt = render(
            "sample_update_queries",
            {
                "start_date": cfg.start_date,
                "user_profile_json": _dumps({"profile": profile_str}),
                "period_start": start,
                "period_end": end,
                "context_json": _dumps(context),
                "state_schema_json": _dumps(schema),
            },
        )
        k = len(events)
        js = {
            "type": "object",
            "properties": {"queries": {"type": "array", "minItems": k, "maxItems": k, "items": {"type": "string"}}},
            "required": ["queries"],
        }
        val = self.ask_json("update_queries", prompt, js, lambda v: isinstance(v, dict) and isinstance(v.get("queries"), list), item=f"period {t}") or {}
        raw = val.get("queries") or []
        out = []
        for i, (text, sts) in enumerate(events):
            qtext = clean_text(raw[i], 400) if i < len(raw) and isinstance(raw[i], str) else ""
            if not usable(qtext, "sample_update_queries") or qtext in out:
                qtext = self._fallback_query({v: changes[v] for v in sts}, text)
                self.q.repair("update_queries", f"period {t} query {i}", "missing, empty, repeated or prompt-example query; templated from the event")
            out.append(qtext)
        return out

    def initial_queries(self, profile, schema, state) -> list[tuple[str, dict[str, str]]]:
        cfg = self.cfg
        prompt = render(
            "sample_initial_queries",
            {
                "start_date": cfg.start_date,
                "user_profile": profile,
                "initial_state_json": _dumps(state),
                "state_schema_json": _dumps(schema),
            },
        )
        js = {
            "type": "object",
            "properties": {
                "queries": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": len(schema),
                    "items": {
                        "type": "object",
                        "properties": {
                            "exposed_states": {
                                "type": "object",
                                "properties": {v: {"type": "string", "enum": c} for v, c in schema.items()},
                                "additionalProperties": False,
                            },
                            "query": {"type": "string"},
                        },
                        "required": ["exposed_states", "query"],
                    },
                }
            },
            "required": ["queries"],
        }

        def ok(v: Any) -> bool:
            return (isinstance(v, dict) and isinstance(v.get("queries"), list)) or isinstance(v, list)

        val = self.ask_json("initial_queries", prompt, js, ok)
        raw = val.get("queries") if isinstance(val, dict) else (val or [])
        out: list[tuple[str, dict[str, str]]] = []
        covered: set[str] = set()
        for i, rq in enumerate(raw if isinstance(raw, list) else []):
            if not isinstance(rq, dict):
                continue
            text = clean_text(rq.get("query"), 400)
            exp_raw = rq.get("exposed_states") if isinstance(rq.get("exposed_states"), dict) else {}
            exposed: dict[str, str] = {}
            for var, val_ in exp_raw.items():
                var2 = var if var in schema else norm_name(var)
                if var2 not in schema or var2 in exposed:
                    continue
                if match_choice(val_, schema[var2]) != state[var2]:
                    self.q.repair("initial_queries", f"query {i} {var2}", f"exposed value {val_!r} differs from the initial state {state[var2]!r}; set to the state")
                exposed[var2] = state[var2]
            if not usable(text, "sample_initial_queries") or not exposed or any(text == q for q, _ in out):
                self.q.repair("initial_queries", f"query {i}", "empty, repeated or prompt-example query, or no valid exposed state; dropped")
                continue
            covered.update(exposed)
            out.append((text, exposed))
        missing = [v for v in schema if v not in covered]
        self.q.check("initial_queries_coverage", not missing, 0, "initial queries", f"variables not exposed: {missing}" if missing else "")
        for j in range(0, len(missing), 2):
            exposed = {v: state[v] for v in missing[j : j + 2]}
            out.append((self._fallback_query(exposed), exposed))
            self.q.repair("initial_queries", f"variables {list(exposed)}", "not exposed by any model query; added a templated query")
        return out

    def check_exposure(self, schema, query: str, exposed: dict[str, str], item: str) -> str:
        """The exposure check of §3.1 with bounded refinement; returns the final query."""
        role = self.cfg.checker_role
        choices = {v: schema[v] for v in exposed}
        js = {
            "type": "object",
            "properties": {v: {"type": "string", "enum": c} for v, c in choices.items()},
            "required": list(choices),
        }
        refine_js = {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}
        detail = ""
        for rnd in range(self.cfg.max_refine_rounds + 1):
            prompt = render("check_query_state_exposure", {"query": query, "state_choices_json": _dumps(choices)})
            pred = self.ask_json("exposure_check", prompt, js, lambda v: isinstance(v, dict), item=f"{item} r{rnd}", role=role) or {}
            wrong = {v: pred.get(v) for v, x in exposed.items() if match_choice(pred.get(v), schema[v]) != x}
            if not wrong:
                self.q.check("query_exposure", True, rnd, item)
                return query
            detail = f"predicted {wrong}, intended { {v: exposed[v] for v in wrong} }"
            if rnd == self.cfg.max_refine_rounds:
                break
            rp = render(
                "refine_query",
                {"query": query, "exposed_states_json": _dumps(exposed), "state_choices_json": _dumps(choices)},
            )
            val = self.ask_json("refine_query", rp, refine_js, lambda v: isinstance(v, dict), item=f"{item} r{rnd}")
            new = clean_text((val or {}).get("query"), 400)
            if usable(new, "refine_query") and new != query:
                query = new
            else:
                self.q.repair("refine_query", item, "no usable refined query; kept the previous one")
        self.q.check("query_exposure", False, self.cfg.max_refine_rounds, item, detail)
        return query

    # -- 9. personalized answers with classifier check --------------------------------------
    def answers(self, schema, qtext: str, req: list[str], states: list[dict[str, str]], qi: int) -> list[AnswerChoice]:
        cfg = self.cfg
        experienced: list[tuple[str, ...]] = []
        for s in states:
            v = tuple(s[x] for x in req)
            if v not in experienced:
                experienced.append(v)
        variants = [(v, "experience") for v in experienced]
        if len(variants) < cfg.min_answer_choices:
            rest = [v for v in itertools.product(*(schema[x] for x in req)) if v not in experienced]
            rng = self.rng("random-variants", qi)
            rng.shuffle(rest)
            variants += [(v, "random") for v in rest[: cfg.min_answer_choices - len(variants)]]
        variants_text = "\n".join(f"variant_{i + 1}: {_variant_text(req, v)}" for i, (v, _) in enumerate(variants))
        prompt = render(
            "sample_personalized_answers",
            {
                "question": qtext,
                "required_info_types": _dumps({x: schema[x] for x in req}),
                "variants_text": variants_text,
            },
        )
        keys = [f"variant_{i + 1}" for i in range(len(variants))]
        js = {
            "type": "object",
            "properties": {k: {"type": "string"} for k in keys},
            "required": keys,
        }
        val = self.ask_json("answers", prompt, js, lambda v: isinstance(v, dict), item=f"question {qi}") or {}
        choices_text = "\n".join(f"{i + 1}. {_variant_text(req, v)}" for i, (v, _) in enumerate(variants))
        out = []
        for i, (v, typ) in enumerate(variants):
            ans = clean_text(val.get(keys[i]), 600)
            if not usable(ans, "sample_personalized_answers") or any(a.answer == ans for a in out):
                ans = "Given that " + " and ".join(f"your {_plain(x)} is {_plain(y)}" for x, y in zip(req, v)) + ", choose the option that fits exactly that situation."
                self.q.repair("answers", f"question {qi} variant {i + 1}", f"no usable answer for {list(v)} (missing, repeated or prompt example); templated answer")
            ans = self.check_answer(qtext, req, variants, i, ans, choices_text, f"question {qi} variant {i + 1}")
            out.append(AnswerChoice(state=list(v), answer=ans, type=typ))
        return out

    def check_answer(self, qtext, req, variants, i, answer, choices_text, item) -> str:
        cfg = self.cfg
        target = _variant_text(req, variants[i][0])
        others = "\n".join(f"- {_variant_text(req, v)}" for j, (v, _) in enumerate(variants) if j != i)
        refine_js = {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]}
        detail = ""
        for rnd in range(cfg.max_refine_rounds + 1):
            prompt = render("check_personalized_answer", {"question": qtext, "answer": answer, "choices": choices_text})
            text = self._chat("answer_check", prompt, cfg.checker_role, 0, f"{item} r{rnd}", None)
            got = parse_int(text)
            self.q.call("answer_check", json_error=got is None or not 1 <= got <= len(variants))
            if got == i + 1:
                self.q.check("answer_classifier", True, rnd, item)
                return answer
            detail = f"classifier chose {got if got is not None else repr(text[:40])} for choice {i + 1}"
            if rnd == cfg.max_refine_rounds:
                break
            rp = render(
                "refine_personalized_answer",
                {"question": qtext, "matched_state": target, "other_states_text": others, "answer": answer},
            )
            val = self.ask_json("refine_answer", rp, refine_js, lambda v: isinstance(v, dict), item=f"{item} r{rnd}")
            new = clean_text((val or {}).get("answer"), 600)
            if usable(new, "refine_personalized_answer") and new != answer:
                answer = new
            else:
                self.q.repair("refine_answer", item, "no usable refined answer; kept the previous one")
        self.q.check("answer_classifier", False, cfg.max_refine_rounds, item, detail)
        return answer

    # -- the whole user --------------------------------------------------------------------
    def run(self) -> Blueprint:
        cfg = self.cfg
        _name, profile = self.profile()
        raw_questions = self.questions(profile)
        schema, questions = self.schema(profile, raw_questions)
        state0 = self.initial_state(profile, schema)
        bounds = period_bounds(cfg)
        states = [state0]
        summaries: list[str | None] = [None]
        period_changes: list[dict[str, str]] = [dict(state0)]
        counts = {v: 0 for v in schema}
        prior: list[dict] = []
        period_events: list[list[tuple[str, list[str]]]] = [[]]
        for t in range(1, cfg.num_periods + 1):
            self.progress("updates", f"period {t}/{cfg.num_periods}")
            summary, changes = self.updates(profile, schema, bounds, states, prior, counts, t)
            self.progress("events", f"period {t}/{cfg.num_periods}")
            evs = self.events(profile, bounds, t, summary, states[-1], changes)
            new_state = dict(states[-1])
            new_state.update(changes)
            for v in changes:
                counts[v] += 1
            prior.append({"period": f"{bounds[t][0]} to {bounds[t][1]}", "period_summary": summary, "updated": changes})
            states.append(new_state)
            summaries.append(summary)
            period_changes.append(changes)
            period_events.append(evs)
        # queries: period 0 (initial), then each period's update queries; exposure check each
        self.progress("queries", "initial")
        sessions_per_period: list[list[tuple[str | None, str, dict[str, str]]]] = []
        init = self.initial_queries(profile, schema, state0)
        p0 = []
        for i, (q, exposed) in enumerate(init):
            q = self.check_exposure(schema, q, exposed, f"period 0 query {i}")
            p0.append((None, q, exposed))
        sessions_per_period.append(p0)
        for t in range(1, cfg.num_periods + 1):
            self.progress("queries", f"period {t}/{cfg.num_periods}")
            evs = period_events[t]
            qs = self.update_queries(profile, schema, bounds, t, evs, states[t - 1], period_changes[t])
            pt = []
            for i, ((etext, sts), q) in enumerate(zip(evs, qs)):
                exposed = {v: period_changes[t][v] for v in sts}
                q = self.check_exposure(schema, q, exposed, f"period {t} query {i}")
                pt.append((etext, q, exposed))
            sessions_per_period.append(pt)
        qas = []
        for qi, (qtext, req) in enumerate(questions):
            self.progress("answers", f"question {qi + 1}/{len(questions)}")
            qas.append(Question(query=qtext, required_info=list(req), answer_choices=self.answers(schema, qtext, req, states, qi)))
        periods = []
        for t, (start, end) in enumerate(bounds):
            sess = sessions_per_period[t]
            times = session_times(cfg, self.uid, t, end, len(sess))
            if t == 0:
                updates = {v: Update(old=None, new=x) for v, x in state0.items()}
            else:
                updates = {v: Update(old=states[t - 1][v], new=x) for v, x in period_changes[t].items()}
            periods.append(
                Period(
                    period_start=start,
                    period_end=end,
                    period_summary=summaries[t],
                    sessions=[
                        Session(session_time=tm, query=q, event=ev, exposed_states=dict(exp), messages=[])
                        for tm, (ev, q, exp) in zip(times, sess)
                    ],
                    state=dict(states[t]),
                    updates=updates,
                    update_cnts=dict(counts),
                )
            )
        bp = Blueprint(
            id=self.uid,
            start_time=cfg.start_date,
            user_profile=UserProfile(uuid=self.persona.uuid, formatted_str=profile),
            state_schema=schema,
            periods=periods,
            qas=qas,
        )
        validate(bp, where=f"generated user {self.index}")
        self.progress("done")
        return bp


# -- driver ----------------------------------------------------------------------------


class GenerationResult(Strict):
    blueprints: list[Blueprint]
    quality: QualityReport


class Generator:
    """Generates blueprints for a config through a gateway (anything with ``chat(role, messages, **kw)``)."""

    def __init__(
        self,
        cfg: EnvConfig,
        gateway: ChatGateway,
        *,
        progress: ProgressFn | None = None,
        scope: ScopeFn | None = None,
        personas: list[Persona] | None = None,
    ) -> None:
        self.cfg = check_config(cfg)
        self.gateway = gateway
        self.progress = progress
        self.scope = scope or _default_scope
        self._personas = personas

    def personas(self, n: int) -> list[Persona]:
        if self._personas is not None:
            if len(self._personas) < n:
                raise ConfigError(f"{len(self._personas)} personas given for {n} users")
            return self._personas[:n]
        return select_personas(n, self.cfg.seed, self.cfg.persona_file)

    def generate_user(self, index: int, persona: Persona) -> tuple[Blueprint, _Quality]:
        ug = _UserGen(self, index, persona)
        with self.scope(f"gen/{ug.uid}"):
            bp = ug.run()
        return bp, ug.q

    def generate(self, users: int | None = None, workers: int | None = None, on_user: Callable[[Blueprint], None] | None = None) -> GenerationResult:
        n = users if users is not None else self.cfg.num_users
        if n < 1:
            raise ConfigError(f"--users is {n}, must be >= 1")
        personas = self.personas(n)
        workers = max(1, workers or self.cfg.workers)
        results: list[tuple[Blueprint, _Quality] | None] = [None] * n

        def one(i: int) -> None:
            results[i] = self.generate_user(i, personas[i])
            if on_user is not None:
                on_user(results[i][0])

        if workers == 1:
            for i in range(n):
                one(i)
        else:
            with ThreadPoolExecutor(max_workers=workers) as ex:
                for f in [ex.submit(one, i) for i in range(n)]:
                    f.result()
        bps = [r[0] for r in results if r is not None]
        quality = merge_quality(self.cfg.name, [r[1] for r in results if r is not None])
        return GenerationResult(blueprints=bps, quality=quality)


def write_output(result: GenerationResult, out: str | Path, source: str = "") -> Path:
    """Our blueprint folder plus quality.json (deterministic bytes)."""
    out = Path(out)
    save_blueprints(result.blueprints, out, source=source)
    tmp = out / "quality.json.tmp"
    from replaykit._util.redact import redact

    tmp.write_bytes(redact(pretty_json(result.quality)))  # it quotes generated text, which may echo a key
    tmp.replace(out / "quality.json")
    return out


def load_quality(path: str | Path) -> QualityReport:
    path = Path(path)
    try:
        return msgspec.json.decode(path.read_bytes(), type=QualityReport)
    except OSError as exc:
        raise BlueprintError(f"{path}: cannot read the quality report ({exc.strerror})") from exc
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise BlueprintError(f"{path}: invalid quality report: {exc}") from exc


def quality_summary(q: QualityReport) -> Iterator[str]:
    yield f"quality report for {q.config}: {q.users} user(s)"
    for name, c in q.checks.items():
        yield f"  check {name:<28} pass {c.passed}/{c.items} ({c.pass_rate:.0%}), first try {c.passed_first_try}, retries {c.retries}"
    for name, s in q.steps.items():
        yield f"  step  {name:<28} calls {s.calls}, json errors {s.json_errors}, repairs {s.repairs}"
    yield f"  unverified items: {len(q.unverified)}; repaired items: {len(q.repaired)}"


def run_gen(
    cfg: EnvConfig,
    out: str | Path,
    *,
    endpoints: str | Path | None = None,
    model: str | None = None,
    cassette: str | Path | None = None,
    mode: str | None = None,
    users: int | None = None,
    workers: int | None = None,
    progress: ProgressFn | None = None,
) -> tuple[GenerationResult, Path]:
    """Generate under a Recorder and write the blueprint folder (the `replaykit gen` command)."""
    import os

    from replaykit.data.blueprint import save_blueprint
    from replaykit.gateway import Gateway, resolve_endpoints
    from replaykit.recording.recorder import Recorder

    out = Path(out)
    eps = resolve_endpoints(endpoints, model)
    for field in ("generator_role", "checker_role"):
        role = getattr(cfg, field)
        if role not in eps:
            raise ConfigError(f"env config field {field}: role {role!r} has no endpoint in the endpoints config")
    gw = Gateway(eps)
    cassette_path = Path(cassette) if cassette is not None else Path("cassettes") / "gen" / f"{out.name}.rkc"
    cassette_path.parent.mkdir(parents=True, exist_ok=True)
    if mode is None:
        mode = os.environ.get("REPLAYKIT_MODE") or "auto"
    generator = Generator(cfg, gw, progress=progress)
    with Recorder(cassette_path, mode=mode, secrets=gw.secrets()):
        result = generator.generate(users=users, workers=workers, on_user=lambda bp: save_blueprint(bp, out))
    write_output(result, out, source=f"replaykit gen: config {cfg.name}, seed {cfg.seed}, {len(result.blueprints)} user(s)")
    return result, cassette_path
