"""The simulated user (paper §3.2, Appendix C.4).

A session opens with the blueprint's state-revealing query prefixed by
``[Current Time: <session time>]`` and then alternates agent reply and simulated
user follow-up: ``rounds`` agent replies in all, so ``rounds - 1`` follow-ups. The
follow-up is written by the user LLM from the Appendix C.4 prompt, sent as one
user-role message, filled as the reference code fills it (reference-code-behaviour.md
§4): the blueprint's start date and profile, the *period's end date* as the current
date (for period 0 the start date), the time-prefixed opening query, the *last two
messages* of the session as ``User: ...`` / ``Assistant: ...`` lines, and the full
state schema whose values it must not reveal. Like the reference, it is not given the
current state values (paper §3.2 says it is). The sampling temperature comes from the
run config (0.2 in the paper configs, as the reference's ``llm_config_low_temp``).

Two protocols (``RunConfig.user_protocol``): ``"reference"`` sends the reference code's prompt
string byte for byte (``user_followup_reference.txt``: it starts with a newline, one blank line
between sections, no wrapped line), free text as ``"response_format": null``, and no seed;
``"smol-v3"`` (what the bundled releases recorded) sends the PDF's line breaks
(``user_followup.txt``) and a seed derived from (run seed, user, replica, period, session,
round). Either way the reply is stripped.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from replaykit._util import seeds
from replaykit.base import Strict
from replaykit.data.blueprint import Blueprint, Message, Session
from replaykit.episodes.agent import FREE_TEXT, render_prompt
from replaykit.episodes.llm import EpisodeGateway
from replaykit.episodes.spec import RunConfig

NO_PROFILE = "(no profile text available)"


def derive_seed(*parts: object) -> int:
    """A 31-bit seed from sha256 over the parts (never Python's hash())."""
    return seeds.seed31(json.dumps([str(p) for p in parts], separators=(",", ":")))


def opening_message(session: Session) -> str:
    """The first user message of a session: the blueprint's query with its time prefix."""
    return f"[Current Time: {session.session_time}]\n{session.query}"


CONTEXT_MESSAGES = 2
"""Messages of the session the follow-up prompt shows: the latest user turn and agent reply."""


def render_context(messages: list[Message]) -> str:
    """The prompt's "Recent Conversation" block: the last two messages as ``Role: content`` lines."""
    return "\n".join(f"{m.role.title()}: {m.content}" for m in messages[-CONTEXT_MESSAGES:])


def current_date(blueprint: Blueprint, period: int) -> str:
    """The follow-up prompt's current date: the period's end date (YYYY-MM-DD); period 0 ends on the start date."""
    return blueprint.periods[period].period_end[:10]


class SimulatorSettings(Strict):
    """How the simulated user is asked: its endpoint role, sampling, the follow-up protocol
    (``RunConfig.user_protocol``) and an optional cut of the conversation shown to it."""

    temperature: float | None = None
    max_tokens: int | None = None
    role: str = "user"
    max_context_chars: int | None = None
    """Keep only the last this-many characters of the rendered conversation (None: all of it)."""
    protocol: str = "smol-v3"

    @classmethod
    def of(cls, run_config: RunConfig) -> SimulatorSettings:
        return cls(temperature=run_config.user_temperature, max_tokens=run_config.user_max_tokens,
                   role=run_config.user_role, protocol=run_config.user_protocol)


class UserSimulator:
    """Role-plays one blueprint's user through the gateway's ``user`` role."""

    def __init__(self, gateway: EpisodeGateway, blueprint: Blueprint, settings: SimulatorSettings | None = None, *,
                 run_seed: int = 0, replica: int = 0) -> None:
        settings = settings or SimulatorSettings()
        self.gw = gateway
        self.bp = blueprint
        self.run_seed = run_seed
        self.replica = replica
        self.temperature = settings.temperature
        self.max_tokens = settings.max_tokens
        self.role = settings.role
        self.max_context_chars = settings.max_context_chars
        self.reference = settings.protocol == "reference"
        self._schema_json = json.dumps(blueprint.state_schema, indent=2, ensure_ascii=False)
        self.last_key = ""
        """The cassette key of the last follow-up turn's call."""

    def prompt(self, session: Session, messages: list[Message], period: int) -> str:
        """The Appendix C.4 follow-up prompt for the session so far, in period ``period``."""
        context = render_context(messages)
        if self.max_context_chars is not None and len(context) > self.max_context_chars:
            context = "[...]" + context[-self.max_context_chars :]  # keep the latest part (the agent's reply)
        return render_prompt(
            "user_followup_reference" if self.reference else "user_followup",
            start_date=self.bp.start_time,
            user_profile=self.bp.user_profile.formatted_str or NO_PROFILE,
            current_date=current_date(self.bp, period),
            query=opening_message(session),
            context=context,
            state_schema=self._schema_json,
        )

    def follow_up(self, session: Session, messages: list[Message], *, period: int, index: int, round: int) -> str:
        kw: dict[str, Any] = {"extra": dict(FREE_TEXT)}  # the reference: free text, no seed
        if not self.reference:
            kw = {"seed": derive_seed("user", self.run_seed, self.bp.id, self.replica, period, index, round)}
        reply = self.gw.chat(
            self.role,
            [{"role": "user", "content": self.prompt(session, messages, period)}],
            temperature=self.temperature,
            max_tokens=self.max_tokens,
            **kw,
        )
        self.last_key = str(getattr(reply, "key", "") or "")
        return reply.text.strip()

    def run_session(
        self,
        agent_act: Callable[[str], "str | tuple[str, str]"],
        session: Session,
        *,
        period: int,
        index: int,
        rounds: int,
    ) -> list[Message]:
        """One session on-policy: ``rounds`` agent replies; returns the messages in order.

        ``agent_act`` returns the reply, or (reply, cassette key of the call that produced it);
        each simulated user turn carries the key of its own call (the opening query none)."""
        messages: list[Message] = []
        user_text, user_key = opening_message(session), ""
        for r in range(max(1, rounds)):
            if r > 0:
                user_text = self.follow_up(session, messages, period=period, index=index, round=r)
                user_key = self.last_key
            messages.append(Message(role="user", content=user_text, key=user_key))
            acted = agent_act(user_text)
            reply, key = acted if isinstance(acted, tuple) else (acted, "")
            messages.append(Message(role="assistant", content=reply, key=key))
        return messages
