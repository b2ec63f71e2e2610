"""The small context every generation step function takes: config, gateway, user, quality tally,
and the one way a step calls the model (``chat``, ``ask_json``)."""

from __future__ import annotations

import random
from typing import Any, Callable, Protocol

from replaykit._util.jsonsalvage import first_value
from replaykit._util.seeds import seed31, seeded_rng
from replaykit.base import Strict
from replaykit.data.persona import Persona
from replaykit.gateway import ReplyFormat
from replaykit.generation.config import DEFAULT_MAX_TOKENS, HIGH_TEMPERATURE_STEPS, EnvConfig
from replaykit.generation.quality import QualityTally
from replaykit.generation.text import clean_text, norm_choice, norm_name, render, whole_text


class ChatGateway(Protocol):
    def chat(self, role: str, messages: list[dict], **kwargs: Any) -> Any: ...


class Progress(Strict):
    """A generation progress event: which user is at which step."""

    user_index: int
    user: str
    step: str
    detail: str = ""


ProgressFn = Callable[[Progress], None]


class UserContext:
    """One user's generation: what every step reads (config, persona, user id) and writes (quality)."""

    def __init__(self, cfg: EnvConfig, gateway: ChatGateway, index: int, persona: Persona, uid: str,
                 on_progress: ProgressFn | None = None) -> None:
        self.cfg = cfg
        self.gateway = gateway
        self.index = index
        self.persona = persona
        self.uid = uid
        self.q = QualityTally(uid)
        self.on_progress = on_progress
        self.reference = cfg.generation_protocol == "reference"
        """The reference generation protocol (``EnvConfig.generation_protocol``)."""

    # -- model text and labels, as the generation protocol keeps them ---------------------------
    def text(self, s: object, maxlen: int) -> str:
        """Model text: whole under the reference protocol, else whitespace-collapsed and cut to ``maxlen``."""
        return whole_text(s) if self.reference else clean_text(s, maxlen)

    def name(self, s: object) -> str:
        """A variable label (snake_case); the reference protocol keeps long labels whole."""
        return norm_name(s, None, None) if self.reference else norm_name(s)

    def choice(self, s: object) -> str:
        return norm_choice(s, None, None) if self.reference else norm_choice(s)

    def render(self, name: str, values: dict[str, object]) -> str:
        """The step's prompt: the reference code's string (``prompts/generation/reference/``) under
        the reference protocol, the paper PDF's text (``prompts/generation/``) under smol-v3."""
        return render(name, values, reference=self.reference)

    def rng(self, *parts: object) -> random.Random:
        return seeded_rng("gen", self.cfg.seed, self.uid, *parts)

    def progress(self, step: str, detail: str = "") -> None:
        if self.on_progress is not None:
            self.on_progress(Progress(user_index=self.index, user=self.uid, step=step, detail=detail))

    def temperature(self, step: str, attempt: int) -> float | None:
        """The reference's temperature for the step (high for questions and updates); retries at least retry_temperature."""
        t = self.cfg.temperature_high if step in HIGH_TEMPERATURE_STEPS else self.cfg.temperature_low
        return max(t or 0.0, self.cfg.retry_temperature) if attempt else t

    def chat(self, step: str, prompt: str, role: str, attempt: int, item: str, json_schema: dict | None,
             feedback: list[dict] | None = None, system: str | None = None) -> str:
        """One model call of ``step``; a retry (attempt > 0) gets a seed derived from (config seed, user, step, item, attempt)."""
        kw: dict[str, Any] = {"max_tokens": self.cfg.max_tokens.get(step, DEFAULT_MAX_TOKENS[step])}
        temperature = self.temperature(step, attempt)
        if temperature is not None:
            kw["temperature"] = temperature
        if attempt:
            kw["seed"] = seed31(self.cfg.seed, self.uid, step, item, attempt)
        if json_schema is not None:
            kw["reply_format"] = ReplyFormat(json_schema=json_schema, schema_name=step)
        elif self.reference:
            kw["extra"] = {"response_format": None}  # free text as the reference's call_llm sends it
        messages = [{"role": "user", "content": prompt}, *(feedback or [])]
        if system is not None:
            messages.insert(0, {"role": "system", "content": system})
        reply = self.gateway.chat(role, messages, **kw)
        return getattr(reply, "text", "") or ""

    def ask_json(self, step: str, prompt: str, schema: dict, ok: Callable[[Any], bool], item: str = "",
                 role: str | None = None, system: str | None = None) -> Any:
        """A JSON step: up to 1 + max_json_retries calls; the first parsed value that ``ok`` accepts, else None."""
        role = role or self.cfg.generator_role
        for attempt in range(1 + self.cfg.max_json_retries):
            text = self.chat(step, prompt, role, attempt, item, schema, system=system)
            val, truncated = first_value(text)
            good = val is not None and ok(val)
            self.q.call(step, json_error=not good)
            if good:
                if truncated:
                    self.q.repair(step, item or step, "output was cut off (max_tokens); closed the JSON and kept the complete part")
                return val
        return None
