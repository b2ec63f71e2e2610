"""Pieces the end-to-end command tests share: a small diet study's blueprints and the environment
a `python -m replaykit.cli.main` subprocess runs in."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, Session, Update, UserProfile

REPO = Path(__file__).resolve().parents[2]
CLI = [sys.executable, "-m", "replaykit.cli.main"]


def cli_env(key: str | None) -> dict:
    """This process's environment without any key, base URL or mode; OPENAI_API_KEY=``key`` when given;
    the checkout first on the path."""
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "REPLAYKIT_MODE")}
    if key is not None:
        env["OPENAI_API_KEY"] = key
    env["PYTHONPATH"] = str(REPO)
    return env


def cook_question() -> Question:
    return Question(query="What should I cook tonight?", required_info=["diet"],
                    answer_choices=[AnswerChoice(state=["vegan"], answer="Lentil curry"),
                                    AnswerChoice(state=["omnivore"], answer="Roast chicken")])


def shop_question() -> Question:
    return Question(query="Where should I shop?", required_info=["diet", "budget"],
                    answer_choices=[AnswerChoice(state=[d, b], answer=f"A {b}-cost {d} store")
                                    for d in ("vegan", "omnivore") for b in ("low", "high")])


def study_blueprint(uid: str, schema: dict[str, list[str]], states: list[dict[str, str]], qas: list[Question], *,
                    sessions: int, session_time: Callable[[int, int], str], query: Callable[[int, int, dict], str],
                    update_cnts: dict[str, int], profile: str) -> Blueprint:
    """One user whose state is ``states[p]`` in period p (month p + 1 of 2021), with ``sessions``
    sessions a period; the updates are the changes from the period before."""
    periods = []
    for p, st in enumerate(states):
        prev = states[p - 1] if p else None
        updates = {k: Update(old=None if prev is None else prev[k], new=v) for k, v in st.items()
                   if prev is None or prev[k] != v}
        periods.append(Period(
            period_start=f"2021-0{p + 1}-01", period_end=f"2021-0{p + 1}-28",
            sessions=[Session(session_time=session_time(p, s), query=query(p, s, st)) for s in range(sessions)],
            state=dict(st), updates=updates, update_cnts=dict(update_cnts)))
    return Blueprint(id=uid, start_time="2021-01-01", user_profile=UserProfile(uuid=uid, formatted_str=profile),
                     state_schema=schema, periods=periods, qas=qas)
