"""The simulated user (paper §3.2, Appendix C.4).

A session opens with the blueprint's state-revealing query prefixed by
``[Current Time: <session time>]`` and then alternates agent reply and simulated
user follow-up: ``rounds`` agent replies in all, so ``rounds - 1`` follow-ups. The
follow-up is written by the user LLM from the Appendix C.4 prompt (profile, current
date, initial query, the session so far, the state schema whose values it must not
reveal). Every request carries a seed derived from (run seed, user, replica, period,
session, round), so replicas sample differently and each replays its own recording.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from replaykit._util import seeds
from replaykit.episodes.agent import render_prompt
from replaykit.data.blueprint import Blueprint, Message, Session

NO_PROFILE = "(no profile text available)"


def derive_seed(*parts: object) -> int:
    """A 31-bit seed from sha256 over the parts (never Python's hash())."""
    return seeds.seed31(json.dumps([str(p) for p in parts], separators=(",", ":")))


def opening_message(session: Session) -> str:
    """The first user message of a session: the blueprint's query with its time prefix."""
    return f"[Current Time: {session.session_time}]\n{session.query}"


def render_context(messages: list[Message]) -> str:
    """The session so far, as the prompt's "Recent Conversation" block."""
    return "\n\n".join(f"{m.role.capitalize()}: {m.content}" for m in messages)


class UserSimulator:
    """Role-plays one blueprint's user through the gateway's ``user`` role."""

    def __init__(
        self,
        gateway: Any,
        blueprint: Blueprint,
        *,
        run_seed: int = 0,
        replica: int = 0,
        temperature: float | None = None,
        max_tokens: int = 256,
        role: str = "user",
        max_context_chars: int = 12000,
    ) -> None:
        self.gw = gateway
        self.bp = blueprint
        self.run_seed = run_seed
        self.replica = replica
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.role = role
        self.max_context_chars = max_context_chars
        self._schema_json = json.dumps(blueprint.state_schema, indent=2, ensure_ascii=False)

    def prompt(self, session: Session, messages: list[Message]) -> str:
        """The Appendix C.4 follow-up prompt for the session so far."""
        context = render_context(messages)
        if len(context) > self.max_context_chars:  # keep the latest part (the assistant's last reply)
            context = "[...]" + context[-self.max_context_chars :]
        return render_prompt(
            "user_followup",
            start_date=self.bp.start_time,
            user_profile=self.bp.user_profile.formatted_str or NO_PROFILE,
            current_date=session.session_time,
            query=session.query,
            context=context,
            state_schema=self._schema_json,
        )

    def follow_up(self, session: Session, messages: list[Message], *, period: int, index: int, round: int) -> str:
        seed = derive_seed("user", self.run_seed, self.bp.id, self.replica, period, index, round)
        reply = self.gw.chat(
            self.role,
            [{"role": "user", "content": self.prompt(session, messages)}],
            temperature=self.temperature,
            max_tokens=self.max_tokens,
            seed=seed,
        )
        return reply.text.strip()

    def run_session(
        self,
        agent_act: Callable[[str], str],
        session: Session,
        *,
        period: int,
        index: int,
        rounds: int,
    ) -> list[Message]:
        """One session on-policy: ``rounds`` agent replies; returns the messages in order."""
        messages: list[Message] = []
        user_text = opening_message(session)
        for r in range(max(1, rounds)):
            if r > 0:
                user_text = self.follow_up(session, messages, period=period, index=index, round=r)
            messages.append(Message(role="user", content=user_text))
            messages.append(Message(role="assistant", content=agent_act(user_text)))
        return messages
