"""Blueprint generation, paper §3.1 with its Appendix C.3 prompts: the public names, re-exported.

The pipeline lives in one module per step; each step is a function over a small
``UserContext`` (config, gateway, user, quality tally):

 1. profile        persona -> name + profile summary        profile.py    (Sample User Profiles)
 2. questions      evaluation questions with required info  questions.py  (Sample User Questions)
 3. schema         merge/rename info types                  schema.py     (Refine State Schema)
 4. fix_schema     unified choices for merged types         schema.py     (Fix Schema Inconsistencies)
 5. initial_state  one value per variable                   state.py      (Sample Initial State)
 6. updates        per period: which variables change       state.py      (Sample State Updates)
 7. events         per period: life events behind changes   events.py     (Elaborate State Updates)
 8. queries        initial and update queries, exposure     queries.py    (Sample Initial/Update Queries,
                   check and refinement                                    Check Query State Exposure, Refine Query)
 9. answers        one answer per state variant, classifier answers.py    (Sample Personalized Answers,
                   check and refinement                                    Check/Refine Personalized Answer)

pipeline.py runs them (all calls of a user inside ``recorder.scope(f"gen/{user_id}")`` so
concurrent users replay in order); config.py is the env config, quality.py the quality
report, clock.py the logical clock, fallback.py the content used when the model's output is
unusable, text.py the prompt rendering, label normalization and strict JSON schemas.

The model may return junk (the local SmolLM2-135M does): JSON is parsed defensively and
retried a bounded number of times; whatever still does not fit is repaired with seeded,
deterministic choices, and every repair, failed check and unverified item goes into the
quality report. The output always passes ``blueprint.validate``.
"""

from __future__ import annotations

from replaykit._util.jsonsalvage import close_truncated_json, first_value
from replaykit.generation.answers import choice_order
from replaykit.generation.clock import add_months, period_bounds, session_times
from replaykit.generation.config import (
    DEFAULT_MAX_TOKENS,
    ENV_CONFIG_VERSION,
    HIGH_TEMPERATURE_STEPS,
    STEPS,
    EnvConfig,
    check_config,
    load_env_config,
)
from replaykit.generation.context import ChatGateway, Progress, ProgressFn, UserContext
from replaykit.generation.pipeline import (
    GenerationResult,
    Generator,
    GenSpec,
    ScopeFn,
    generate_user,
    run_gen,
    user_id,
    write_output,
)
from replaykit.generation.quality import (
    QUALITY_VERSION,
    CheckStats,
    Flag,
    QualityReport,
    QualityTally,
    StepStats,
    load_quality,
    merge_quality,
    quality_summary,
)
from replaykit.generation.text import (
    clean_text,
    echoes_prompt,
    load_prompt,
    match_choice,
    named_pairs,
    norm_choice,
    norm_name,
    parse_int,
    render,
    usable,
)


def parse_json(text: str):
    """The first JSON value in ``text`` (plain, fenced, embedded in prose, or cut off); None if there is none."""
    return first_value(text)[0]


parse_json_ex = first_value

__all__ = [
    "CheckStats", "ChatGateway", "DEFAULT_MAX_TOKENS", "ENV_CONFIG_VERSION", "EnvConfig", "Flag", "GenSpec",
    "GenerationResult", "Generator", "HIGH_TEMPERATURE_STEPS", "Progress", "ProgressFn", "QUALITY_VERSION", "QualityReport", "QualityTally",
    "STEPS", "ScopeFn", "StepStats", "UserContext", "add_months", "check_config", "choice_order", "clean_text",
    "close_truncated_json", "echoes_prompt", "generate_user", "load_env_config", "load_prompt", "load_quality",
    "match_choice", "merge_quality", "named_pairs", "norm_choice", "norm_name", "parse_int", "parse_json",
    "parse_json_ex", "period_bounds", "quality_summary", "render", "run_gen", "session_times", "usable", "user_id",
    "write_output",
]
