"""The intermediate results passed between the generation steps (before they become a Blueprint)."""

from __future__ import annotations

from replaykit.base import Strict


class InfoType(Strict):
    """A piece of information a question needs, as the questions step proposes it."""

    name: str
    choices: list[str]


class QuestionDraft(Strict):
    """A question with its info types, before schema refinement."""

    text: str
    infos: list[InfoType]


class RefinedQuestion(Strict):
    """A question with the refined state variables it needs."""

    text: str
    required: list[str]


class RefinedSchema(Strict):
    state_schema: dict[str, list[str]]
    questions: list[RefinedQuestion]


class PeriodUpdate(Strict):
    """One evolution period's summary and state changes (variable -> new value, in reply order)."""

    summary: str
    changes: dict[str, str]


class LifeEvent(Strict):
    """A life event behind some of a period's changes (one session each)."""

    text: str
    states: list[str]


class QueryDraft(Strict):
    """A state-revealing query and the state values it exposes."""

    query: str
    exposed: dict[str, str]


class SessionDraft(Strict):
    event: str | None
    query: str
    exposed: dict[str, str]


class Variant(Strict):
    """A state variant of a question's required variables, experienced by the user or random."""

    values: tuple[str, ...]
    type: str
