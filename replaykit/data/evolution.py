"""Self-evolution and factual-recall results: the per-cycle log of an evolution episode, the
evolution directory's manifest, and ``replaykit judge``'s per-episode recall.

Evolution directory layout (version 1), made by ``replaykit evolve``::

    DIR/evolve.json                         EvolveManifest (settings shared by every condition)
    DIR/cassette.rkc                        the recorded calls (default location)
    DIR/upper_bound/<user>.json             upper-bound answers, computed once per user
    DIR/<condition>/                        a run directory (run.json, blueprints, episodes,
                                            traces, upper_bound), readable by `replaykit score`
    DIR/<condition>/cycles/<agent>/<user>.r<k>.json   EvolutionLog: every P_k, F_k, G's reply
                                            and changes, and the factual-recall check
    DIR/<condition>/holdout/<train user>/   with --holdout: a run directory of the held-out
                                            users, the agent frozen at <train user>'s final policy

A cycle is one period (the reference code evolves after every period): the agent
interacts with policy P_k, is evaluated, the judge checks its memory, F_k is built and
P_{k+1} = G(P_k, F_k). G also runs after the last period, so P_K, the policy a
held-out evaluation freezes, exists (Algorithm 1 outputs P_1..P_K).

``replaykit judge RUN_DIR`` writes RUN_DIR/factual_recall/<agent>/<user>.r<k>.json.
"""

from __future__ import annotations

from pathlib import Path

from msgspec import UNSET, UnsetType

from replaykit.base import Strict
from replaykit.data.result import read_json

EVOLUTION_VERSION = 1


CONDITIONS: tuple[str, ...] = ("none", "question", "complete")
"""The feedback conditions of paper §5, in the order reports list them."""


class RecallCheck(Strict):
    """One period's factual-recall check (paper Appendix E)."""

    period: int
    claims: list[str] = []
    raw: str = ""
    verdicts: list[bool | None] = []
    recall: float | None = None
    """Mean of the verdicts (None when the period introduced no state)."""


class Cycle(Strict):
    cycle: int
    """k: the period the agent interacted in with ``policy``."""
    policy: str
    """P_k."""
    feedback: str | None = None
    """F_k exactly as G read it (the Appendix C.7 JSON); None for the ``none`` condition."""
    evolver_raw: str | None = None
    """G's raw reply; None when G was not called."""
    changes: list[str] = []
    evolve_error: bool = False
    """G answered but the reply was unusable, so P_{k+1} = P_k."""
    evolver_cut: bool | UnsetType = UNSET
    """True when G's reply stopped at its token budget (``--evolver-max-tokens``); written only then."""
    next_policy: str
    """P_{k+1}."""
    recall: RecallCheck


class EvolutionLog(Strict):
    version: int = EVOLUTION_VERSION
    agent: str
    user: str
    replica: int = 0
    condition: str
    policy_from: str | None = None
    """Held-out episodes: ``<user>.r<k>`` whose final policy the agent was frozen at."""
    initial_policy: str
    cycles: list[Cycle]
    final_policy: str
    evolve_calls: int = 0
    evolve_errors: int = 0


class EvolveManifest(Strict):
    version: int = EVOLUTION_VERSION
    agent: dict[str, object]
    conditions: list[str] = []
    """The conditions run into this directory so far (each in DIR/<condition>/)."""
    train_users: list[str]
    holdout_users: list[str] = []
    periods: int
    replicas: int = 1
    seed: int = 0
    evolver: dict[str, object] = {}
    judge: dict[str, object] = {}
    upper_bound: dict[str, object] = {}
    run_config: dict[str, object] = {}
    blueprint_digest: str = ""
    code_version: str = ""
    cassette_digest: str = ""


def cycles_path(run_dir: str | Path, agent: str, user: str, replica: int = 0) -> Path:
    return Path(run_dir) / "cycles" / agent / f"{user}.r{replica}.json"


class RecallResult(Strict):
    """``replaykit judge``: one episode's factual recall per period."""

    version: int = EVOLUTION_VERSION
    agent: str
    user: str
    replica: int = 0
    periods: list[RecallCheck]


def recall_path(run_dir: str | Path, agent: str, user: str, replica: int = 0) -> Path:
    return Path(run_dir) / "factual_recall" / agent / f"{user}.r{replica}.json"


def load_recall(run_dir: str | Path) -> list[RecallResult]:
    root = Path(run_dir) / "factual_recall"
    return [read_json(f, RecallResult) for f in sorted(root.glob("*/*.json"))] if root.is_dir() else []
