"""The environment (blueprint generation) config: paper parameters, step limits, checks."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Literal

from replaykit._util import limits as L
from replaykit.base import Strict, decode_file
from replaykit.errors import ConfigError

ENV_CONFIG_VERSION = 1


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
    """n: changes per evolution period; a period's update is accepted with n - 1 to n + 1 changes (as the reference)."""
    max_changes_per_state: int
    """Soft limit, given to the model in the state-update prompt (as the reference)."""
    min_answer_choices: int = 4
    """Answer choices per question: every experienced variant, padded with random unexperienced ones up to this."""
    max_sessions_per_period: int = 4
    """Life events (one session each) per evolution period; extra events are merged into the last one."""
    num_rounds_init: int = 1
    """Interaction rounds (agent replies) per session in period 0 (reference: 1 base, 2 extra)."""
    num_rounds_update: int = 2
    """Rounds per session in later periods; N_i = 2 x this messages (paper: 4 base, 10 extra). Read by the run config, not by generation."""
    prompt_lang: str = "English"
    temperature_high: float | None = 1.0
    """Temperature of the question and state-update steps (reference: 1.0); null = the endpoint's temperature."""
    temperature_low: float | None = 0.2
    """Temperature of every other step (reference: 0.2); null = the endpoint's temperature."""
    max_json_retries: int = 2
    """Extra attempts when a JSON step returns unparsable output, before the seeded repair."""
    max_update_retries: int = 3
    """Re-prompts with error feedback when a period's state update breaks a rule (reference: 3), before the seeded repair."""
    max_refine_rounds: int = 2
    """Refinements per query (exposure check) and per answer (classifier check) before it stays unverified."""
    retry_temperature: float = 0.7
    """Lowest temperature of a retried call (a retry at temperature 0 would repeat itself)."""
    persona_file: str | None = None
    generator_role: str = "generator"
    checker_role: str = "generator"
    """Role used for the exposure and answer checks (e.g. "judge" to use a separate endpoint)."""
    max_tokens: dict[str, int] = {}
    """Per-step overrides of the completion token limit (keys: step names, see DEFAULT_MAX_TOKENS)."""
    workers: int = 1
    """Users generated concurrently."""
    generation_protocol: Literal["reference", "smol-v3"] = "smol-v3"
    """``"reference"`` (configs/env/v1.*.json): model text kept whole (no clip of the profile
    summary, questions, events, queries, answers), no word or length limit on labels, and the
    reference code's input shapes and re-prompt wording (docs/fidelity.md rows 2-15).
    ``"smol-v3"`` (the default, configs/env/smol.json): the clips and shapes the bundled
    release was recorded with, kept so its blueprint cassette replays; to be retired when the
    release is re-recorded."""

    @property
    def num_total_months(self) -> int:
        return self.num_periods * self.months_per_period

    @property
    def interaction_turns(self) -> int:
        """N_i of the paper: messages per state exposure in an update period."""
        return 2 * self.num_rounds_update


# Output length is bounded by max_tokens, never by "maxLength" in a JSON schema: llama.cpp's
# grammar compiler rejects long bounded repetitions ("exceeds sane defaults") and the
# llama-cpp-python server crashed on such a schema here. The reference allows 8192 tokens
# for every step; a small model's config lowers them per step.
STEPS = ("profile", "questions", "schema", "fix_schema", "initial_state", "updates", "events", "update_queries",
         "initial_queries", "exposure_check", "refine_query", "answers", "answer_check", "refine_answer")
DEFAULT_MAX_TOKENS = dict.fromkeys(STEPS, 8192)
HIGH_TEMPERATURE_STEPS = frozenset({"questions", "updates"})


def check_config(cfg: EnvConfig, where: str = "") -> EnvConfig:
    """Semantic checks; ConfigError names the offending field."""
    def bad(field: str, msg: str) -> ConfigError:
        return ConfigError(msg, file=where or None, field=field)

    if cfg.version != ENV_CONFIG_VERSION:
        raise bad("version", f"is {cfg.version}, this replaykit reads {ENV_CONFIG_VERSION}")
    if not re.fullmatch(r"[A-Za-z0-9._-]+", cfg.name):
        raise bad("name", f"{cfg.name!r} must be letters, digits, '.', '_' or '-'")
    for field, lo, hi in [
        ("num_users", 1, L.MAX_USERS),
        ("months_per_period", 1, L.MAX_MONTHS_PER_PERIOD),
        ("num_periods", 1, 1_000),
        ("num_questions", 1, 10_000),
        ("num_states_per_question", 1, 1_000),
        ("num_choices_per_state", 2, 1_000),
        ("num_changes_per_period", 1, 1_000),
        ("max_changes_per_state", 1, 1_000),
        ("min_answer_choices", 1, 1_000),
        ("max_sessions_per_period", 1, 1_000),
        ("num_rounds_init", 1, 1_000),
        ("num_rounds_update", 1, 1_000),
        ("max_json_retries", 0, 100),
        ("max_update_retries", 0, 100),
        ("max_refine_rounds", 0, 100),
        ("workers", 1, 1_024),
        ("seed", *L.SEED_RANGE),
    ]:
        v = getattr(cfg, field)
        if isinstance(v, int) and v < lo:
            raise bad(field, f"is {v}, must be >= {lo}")
        why = L.out_of_range(v, lo, hi)
        if why is not None:
            raise bad(field, why)
    try:
        start = dt.date.fromisoformat(cfg.start_date)
    except ValueError:
        raise bad("start_date", f"{cfg.start_date!r} is not a date YYYY-MM-DD") from None
    months = start.month - 1 + (cfg.num_periods + 1) * cfg.months_per_period
    if start.year + months // 12 > 9999:  # the last period's dates would not exist (datetime ends in 9999)
        raise bad("start_date", f"{cfg.start_date} plus {cfg.num_periods + 1} periods of {cfg.months_per_period} "
                                "months runs past the year 9999; choose an earlier start_date")
    for field in ("retry_temperature", "temperature_high", "temperature_low"):
        t = getattr(cfg, field)
        if t is not None and not 0.0 <= t <= 2.0:
            raise bad(field, f"is {t}, must be in [0, 2]")
    for k, v in cfg.max_tokens.items():
        if k not in DEFAULT_MAX_TOKENS:
            raise bad(f"max_tokens.{k}", f"unknown step; steps are {', '.join(DEFAULT_MAX_TOKENS)}")
        if v < 1:
            raise bad(f"max_tokens.{k}", f"is {v}, must be >= 1")
        if (why := L.out_of_range(v, 1, L.MAX_TOKENS)) is not None:
            raise bad(f"max_tokens.{k}", why)
    for field in ("generator_role", "checker_role"):
        if getattr(cfg, field) not in ("generator", "user", "agent", "judge"):
            raise bad(field, f"{getattr(cfg, field)!r} is not a chat role (generator, user, agent, judge)")
    return cfg


def load_env_config(path: str | Path) -> EnvConfig:
    cfg = decode_file(path, EnvConfig, "env config", ConfigError, limit=L.MAX_CONFIG_FILE_BYTES)
    return check_config(cfg, where=str(path))
