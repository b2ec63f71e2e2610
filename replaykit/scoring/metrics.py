"""AMemGym metrics (paper §3.3, Appendix E; issue 5): pure numpy functions over result
matrices, no I/O.

A *cell* is (user u, period p, question q). Matrices have shape (U, P, Q) with P and Q
the largest counts over users; a boolean ``cell`` mask says which cells exist (users may
have different numbers of periods or questions, and an interrupted episode may stop
early). Every mean is over existing cells only; nothing relies on NaN.

Definitions (cell level):

- overall: 1 if the chosen answer choice's state variant equals the current variant of
  the question's required info, else 0 (a json_error is scored on the seeded fallback).
- random: mean over the question's answer choices of [variant == current variant].
- upper bound: the upper-bound answer's score for (u, q, current variant).
- memory (as the reference code computes the published numbers): per (u, p) the means
  over u's questions of overall, UB and random; memory(u, p) = (o - r) / (ub - r); the
  mean over (u, p). memory_pooled: the same ratio per period over every cell of the
  period, then the mean over periods. Where ub - r <= 1e-9 the ratio means nothing: that
  (u, p) (or period) is undefined, left out of the mean, and the number of defined ones is
  reported next to every memory score (``memory_defined`` of ``memory_cells``); with none
  defined the score is None.
- diagnosis: per variable v of question q at period p, read_ok = the state-diagnosis
  answer at p names the current value of v; w = v's write position (latest period <= p in
  which v changed; period 0 counts). write_failures(cell) = #v failing at p and at (w, q);
  read_failures(cell) = #v failing at p but passing at (w, q). Among cells with a wrong
  overall answer: write failure if write_failures > 0, else read failure if
  read_failures > 0, else utilization failure. Rates are per period (count / cells of the
  period: ``per_period`` write/read/utilization, paper Fig. 7 b-d and Fig. 14) and reported
  as the mean over periods, so write + read + utilization + overall = 1 in every period.
- factual recall (Appendix E): the share of the states introduced in an episode that the
  judge finds supported by the agent's memory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

import numpy as np

from replaykit.data.blueprint import Blueprint
from replaykit.data.result import EpisodeResult, UpperBoundResult
from replaykit.errors import ResultError

__all__ = [
    "EPS",
    "OUTCOME_CORRECT",
    "OUTCOME_NONE",
    "OUTCOME_READ",
    "OUTCOME_UTILIZATION",
    "OUTCOME_WRITE",
    "Matrices",
    "aggregate_replicas",
    "build_matrices",
    "diagnosis_failure_counts",
    "diagnosis_outcomes",
    "diagnosis_rates",
    "factual_recall",
    "introduced_states",
    "json_error_rate",
    "masked_mean",
    "memory_by_user_period",
    "memory_pooled",
    "memory_score",
    "per_period_mean",
    "random_cells",
    "score",
    "score_run",
    "upper_bound_cells",
]

EPS = 1e-9

OUTCOME_NONE = -1
OUTCOME_CORRECT = 0
OUTCOME_WRITE = 1
OUTCOME_READ = 2
OUTCOME_UTILIZATION = 3


# -- matrices ---------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)
class Matrices:
    """Result matrices of one agent (one policy, one replica) over a set of users.

    Shapes: (U, P, Q) unless noted; V = the largest number of required variables of a
    question. Values outside their mask are 0 / False and never read.
    """

    users: tuple[str, ...]
    cell: np.ndarray
    """bool: the cell exists (the agent answered question q after period p of user u)."""
    overall: np.ndarray
    """float 0/1: the overall answer is correct."""
    json_error: np.ndarray
    """bool: the overall answer was unparseable or out of range (scored on the fallback)."""
    random: np.ndarray
    """float in [0, 1]: the random-choice expected score."""
    upper_bound: np.ndarray
    """float 0/1: the upper-bound answer's score for the current variant."""
    ub_mask: np.ndarray
    """bool: an upper-bound answer exists for the cell's (question, current variant)."""
    diag_mask: np.ndarray
    """bool: a state-diagnosis answer exists for the cell."""
    diag_json_error: np.ndarray
    """bool: the state-diagnosis answer was a json_error."""
    read_ok: np.ndarray
    """(U, P, Q, V) bool: the diagnosis answer at p names the current value of variable k."""
    var_mask: np.ndarray
    """(U, P, Q, V) bool: variable slot k exists for the cell's question."""
    write_pos: np.ndarray
    """(U, P, Q, V) int: write position w of variable k at period p (w <= p)."""


def random_cells(bp: Blueprint, n_periods: int | None = None) -> np.ndarray:
    """(P_u, Q_u) random-choice expected score of every cell of one blueprint."""
    n_p = len(bp.periods) if n_periods is None else n_periods
    out = np.zeros((n_p, len(bp.qas)))
    for q, qa in enumerate(bp.qas):
        states = [c.state for c in qa.answer_choices]
        for p in range(n_p):
            cur = list(bp.variant(p, q))
            out[p, q] = sum(s == cur for s in states) / len(states)
    return out


def upper_bound_cells(bp: Blueprint, answers: Iterable) -> tuple[np.ndarray, np.ndarray]:
    """(P_u, Q_u) upper-bound score and availability mask of every cell of one blueprint.

    ``answers`` are UpperBoundAnswer-like objects (question, variant, choice). The score
    of an answer is [chosen choice's variant == the given variant]. When a question has
    several answers for the same variant (duplicate variants among its choices), the last
    one counts, as in the reference code.
    """
    by_key: dict[tuple[int, tuple[str, ...]], float] = {}
    for a in answers:
        if not 0 <= a.question < len(bp.qas):
            raise ResultError(
                f"upper bound of user {bp.id}: question {a.question} is out of range (the blueprint has {len(bp.qas)})"
            )
        choices = bp.qas[a.question].answer_choices
        if not 0 <= a.choice < len(choices):
            raise ResultError(
                f"upper bound of user {bp.id}, question {a.question}: choice {a.choice} is out of range ({len(choices)} choices)"
            )
        by_key[(a.question, tuple(a.variant))] = float(list(choices[a.choice].state) == list(a.variant))
    n_p, n_q = len(bp.periods), len(bp.qas)
    score = np.zeros((n_p, n_q))
    mask = np.zeros((n_p, n_q), dtype=bool)
    for p in range(n_p):
        for q in range(n_q):
            key = (q, bp.variant(p, q))
            if key in by_key:
                score[p, q] = by_key[key]
                mask[p, q] = True
    return score, mask


def build_matrices(
    blueprints: Sequence[Blueprint],
    episodes: Sequence[EpisodeResult],
    upper_bound: Mapping[str, UpperBoundResult] | None = None,
) -> Matrices:
    """Matrices for one agent/policy/replica from its episodes (EpisodeResult-like, at most
    one per user), the blueprints (defining the users and their order) and the
    upper-bound results by user id (UpperBoundResult-like). Users without an episode are
    left out."""
    upper_bound = upper_bound or {}
    bps = {bp.id: bp for bp in blueprints}
    by_user: dict[str, EpisodeResult] = {}
    for ep in episodes:
        if ep.user not in bps:
            raise ResultError(f"episode {ep.agent}/{ep.user}: user {ep.user!r} is not among the blueprints")
        if ep.user in by_user:
            raise ResultError(
                f"episode {ep.agent}/{ep.user}: two episodes for one user; pass one replica and policy at a time"
            )
        by_user[ep.user] = ep
    users = tuple(bp.id for bp in blueprints if bp.id in by_user)
    U = len(users)
    P = max((len(bps[u].periods) for u in users), default=0)
    Q = max((len(bps[u].qas) for u in users), default=0)
    V = max((len(qa.required_info) for u in users for qa in bps[u].qas), default=0)
    cell = np.zeros((U, P, Q), dtype=bool)
    overall = np.zeros((U, P, Q))
    json_error = np.zeros((U, P, Q), dtype=bool)
    rnd = np.zeros((U, P, Q))
    ub = np.zeros((U, P, Q))
    ub_mask = np.zeros((U, P, Q), dtype=bool)
    diag_mask = np.zeros((U, P, Q), dtype=bool)
    diag_err = np.zeros((U, P, Q), dtype=bool)
    read_ok = np.zeros((U, P, Q, V), dtype=bool)
    var_mask = np.zeros((U, P, Q, V), dtype=bool)
    write_pos = np.zeros((U, P, Q, V), dtype=np.int64)
    for i, uid in enumerate(users):
        bp, ep = bps[uid], by_user[uid]
        n_p, n_q = len(bp.periods), len(bp.qas)
        rnd[i, :n_p, :n_q] = random_cells(bp)
        if uid in upper_bound:
            s, m = upper_bound_cells(bp, upper_bound[uid].answers)
            ub[i, :n_p, :n_q] = s
            ub_mask[i, :n_p, :n_q] = m
        for q, qa in enumerate(bp.qas):
            k = len(qa.required_info)
            var_mask[i, :n_p, q, :k] = True
            for p in range(n_p):
                write_pos[i, p, q, :k] = [bp.write_period(p, v) for v in qa.required_info]
        for pr in ep.periods:
            p = pr.period
            where = f"episode {ep.agent}/{uid}.r{ep.replica}, period {p}"
            if not 0 <= p < n_p:
                raise ResultError(f"{where}: period out of range (the blueprint has {n_p} periods)")
            for a in pr.overall:
                if not 0 <= a.question < n_q:
                    raise ResultError(f"{where}: overall answer to question {a.question}, out of range ({n_q} questions)")
                choices = bp.qas[a.question].answer_choices
                if not 0 <= a.choice < len(choices):
                    raise ResultError(
                        f"{where}, question {a.question}: choice {a.choice} out of range ({len(choices)} choices)"
                    )
                cell[i, p, a.question] = True
                overall[i, p, a.question] = float(list(choices[a.choice].state) == list(bp.variant(p, a.question)))
                json_error[i, p, a.question] = a.json_error
            for d in pr.diagnosis:
                if not 0 <= d.question < n_q:
                    raise ResultError(f"{where}: diagnosis answer to question {d.question}, out of range ({n_q} questions)")
                state = bp.periods[p].state
                diag_mask[i, p, d.question] = True
                diag_err[i, p, d.question] = d.json_error
                for k, v in enumerate(bp.qas[d.question].required_info):
                    read_ok[i, p, d.question, k] = d.values.get(v) == state[v]
    return Matrices(
        users=users, cell=cell, overall=overall, json_error=json_error, random=rnd,
        upper_bound=ub, ub_mask=ub_mask, diag_mask=diag_mask, diag_json_error=diag_err,
        read_ok=read_ok, var_mask=var_mask, write_pos=write_pos,
    )


# -- primitives -------------------------------------------------------------------------


def masked_mean(x: np.ndarray, mask: np.ndarray) -> float | None:
    """Mean of x over mask; None when the mask is empty."""
    n = int(np.count_nonzero(mask))
    if n == 0:
        return None
    return float(np.sum(np.where(mask, x, 0.0)) / n)


def per_period_mean(x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(P,) mean over users and questions of each period's existing cells, and (P,) whether
    the period has any cell."""
    n = np.count_nonzero(mask, axis=(0, 2))
    s = np.sum(np.where(mask, x, 0.0), axis=(0, 2))
    valid = n > 0
    return np.where(valid, s / np.maximum(n, 1), 0.0), valid


def json_error_rate(err: np.ndarray, mask: np.ndarray) -> float | None:
    return masked_mean(err, mask)  # np.where(mask, err, 0.0) is float already


# -- memory -----------------------------------------------------------------------------


def memory_by_user_period(
    overall: np.ndarray, ub: np.ndarray, rnd: np.ndarray, cell: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per (u, p): memory = (o - r) / (ub - r) of the means over u's questions.

    Returns (memory (U, P), defined (U, P), exists (U, P)); memory is 0 where not defined.
    """
    n = np.count_nonzero(cell, axis=2)
    exists = n > 0
    d = np.maximum(n, 1)
    o = np.sum(np.where(cell, overall, 0.0), axis=2) / d
    u = np.sum(np.where(cell, ub, 0.0), axis=2) / d
    r = np.sum(np.where(cell, rnd, 0.0), axis=2) / d
    den = u - r
    defined = exists & (den > EPS)
    mem = np.divide(o - r, den, out=np.zeros_like(den), where=defined)
    return mem, defined, exists


def memory_score(
    overall: np.ndarray, ub: np.ndarray, rnd: np.ndarray, cell: np.ndarray
) -> tuple[float | None, int]:
    """Mean over (u, p) of memory(u, p), and how many existing (u, p) were undefined."""
    mem, defined, exists = memory_by_user_period(overall, ub, rnd, cell)
    return masked_mean(mem, defined), int(np.count_nonzero(exists & ~defined))


def memory_pooled(
    overall: np.ndarray, ub: np.ndarray, rnd: np.ndarray, cell: np.ndarray
) -> tuple[float | None, int, np.ndarray, np.ndarray]:
    """Per period over every cell of the period: (o - r) / (ub - r); the mean over periods.

    Returns (mean, undefined periods, per-period values (P,), per-period defined (P,)).
    """
    o, valid = per_period_mean(overall, cell)
    u, _ = per_period_mean(ub, cell)
    r, _ = per_period_mean(rnd, cell)
    den = u - r
    defined = valid & (den > EPS)
    mem = np.divide(o - r, den, out=np.zeros_like(den), where=defined)
    return masked_mean(mem, defined), int(np.count_nonzero(valid & ~defined)), mem, defined


# -- diagnosis --------------------------------------------------------------------------


def diagnosis_failure_counts(
    read_ok: np.ndarray, var_mask: np.ndarray, write_pos: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """(U, P, Q) write_failures and read_failures per cell (see the module docstring)."""
    at_w = np.take_along_axis(read_ok, write_pos, axis=1)
    fail = var_mask & ~read_ok
    write_f = np.count_nonzero(fail & ~at_w, axis=3)
    read_f = np.count_nonzero(fail & at_w, axis=3)
    return write_f, read_f


def diagnosis_outcomes(
    overall: np.ndarray, write_f: np.ndarray, read_f: np.ndarray, mask: np.ndarray
) -> np.ndarray:
    """(U, P, Q) outcome code per cell: OUTCOME_CORRECT, _WRITE, _READ, _UTILIZATION, or
    OUTCOME_NONE outside ``mask``."""
    wrong = overall < 0.5
    out = np.full(overall.shape, OUTCOME_UTILIZATION)
    out = np.where(wrong & (read_f > 0), OUTCOME_READ, out)
    out = np.where(wrong & (write_f > 0), OUTCOME_WRITE, out)
    out = np.where(~wrong, OUTCOME_CORRECT, out)
    return np.where(mask, out, OUTCOME_NONE).astype(np.int8)


def diagnosis_rates(outcomes: np.ndarray) -> dict[str, tuple[float | None, np.ndarray]]:
    """Per outcome name ("overall", "write", "read", "utilization"): (mean over periods of the
    per-period rate, per-period rates (P,)). Periods without cells are left out."""
    mask = outcomes != OUTCOME_NONE
    n = np.count_nonzero(mask, axis=(0, 2))
    valid = n > 0
    out: dict[str, tuple[float | None, np.ndarray]] = {}
    for name, code in (("overall", OUTCOME_CORRECT), ("write", OUTCOME_WRITE),
                       ("read", OUTCOME_READ), ("utilization", OUTCOME_UTILIZATION)):
        rate = np.where(valid, np.count_nonzero(outcomes == code, axis=(0, 2)) / np.maximum(n, 1), 0.0)
        out[name] = (masked_mean(rate, valid), rate)
    return out


# -- factual recall (Appendix E) --------------------------------------------------------


def introduced_states(bp: Blueprint, periods: Iterable[int] | None = None) -> list[tuple[int, str, str]]:
    """The states introduced in an episode: (period, variable, value) for every variable at
    period 0 and every update after, in period then schema order. These are the facts
    S_new the factual-recall judge checks against the agent's memory."""
    ps = range(len(bp.periods)) if periods is None else periods
    out: list[tuple[int, str, str]] = []
    for p in ps:
        if p == 0:
            out.extend((0, v, bp.periods[0].state[v]) for v in bp.state_schema)
        else:
            out.extend((p, v, bp.periods[p].updates[v].new) for v in bp.state_schema if v in bp.periods[p].updates)
    return out


def factual_recall(verdicts: Sequence[bool | None]) -> float | None:
    """R_fact: the share of judged facts found supported. A missing verdict (None: the judge's
    reply had no usable answer for that claim) counts as not supported. None if no facts."""
    if len(verdicts) == 0:
        return None
    return float(np.mean([v is True for v in verdicts]))


# -- everything for one agent -----------------------------------------------------------


def _f(x) -> float | None:
    return None if x is None else float(x)


def _arr(values: np.ndarray, valid: np.ndarray) -> list[float | None]:
    return [float(v) if ok else None for v, ok in zip(values.tolist(), valid.tolist())]


def score(m: Matrices) -> dict:
    """Every metric of one agent/policy/replica, as plain Python values (None = undefined).

    Keys: cells, overall, upper_bound, random, memory, memory_defined, memory_cells,
    memory_undefined, memory_pooled, memory_pooled_defined, memory_pooled_periods,
    memory_pooled_undefined, json_error_rate, diagnosis_json_error_rate,
    diagnosis {write, read, utilization}, per_period {overall, upper_bound, random, memory,
    memory_defined, memory_cells, write, read, utilization}. ``memory_defined`` of
    ``memory_cells`` counts the (user, period) whose UB - random > 1e-9 (per period in
    ``per_period``); the pooled score counts periods. UB-based values are None unless every
    cell has an upper-bound answer.
    """
    cell = m.cell
    has_ub = bool(np.count_nonzero(cell)) and bool(np.all(m.ub_mask[cell]))
    o_pp, valid = per_period_mean(m.overall, cell)
    r_pp, _ = per_period_mean(m.random, cell)
    exists_up = np.count_nonzero(cell, axis=2) > 0
    n_up = np.count_nonzero(exists_up, axis=0)
    out: dict = {
        "cells": int(np.count_nonzero(cell)),
        "overall": masked_mean(m.overall, cell),
        "random": masked_mean(m.random, cell),
        "json_error_rate": json_error_rate(m.json_error, cell),
        "diagnosis_json_error_rate": json_error_rate(m.diag_json_error, cell & m.diag_mask),
        "memory_cells": int(np.count_nonzero(exists_up)),
        "memory_pooled_periods": int(np.count_nonzero(valid)),
    }
    per_period: dict = {"memory_cells": [int(n) for n in n_up.tolist()]}
    if has_ub:
        mem, mem_undef = memory_score(m.overall, m.upper_bound, m.random, cell)
        pooled, pooled_undef, _, pooled_def = memory_pooled(m.overall, m.upper_bound, m.random, cell)
        mem_up, defined, _ = memory_by_user_period(m.overall, m.upper_bound, m.random, cell)
        n_def = np.count_nonzero(defined, axis=0)
        mem_pp = np.sum(np.where(defined, mem_up, 0.0), axis=0) / np.maximum(n_def, 1)
        u_pp, _ = per_period_mean(m.upper_bound, cell)
        out.update(
            upper_bound=masked_mean(m.upper_bound, cell), memory=mem, memory_pooled=pooled,
            memory_undefined=mem_undef, memory_pooled_undefined=pooled_undef,
            memory_defined=int(np.count_nonzero(defined)), memory_pooled_defined=int(np.count_nonzero(pooled_def)),
        )
        per_period.update(upper_bound=_arr(u_pp, valid), memory=_arr(mem_pp, n_def > 0),
                          memory_defined=[int(n) for n in n_def.tolist()])
    else:
        out.update(upper_bound=None, memory=None, memory_pooled=None, memory_undefined=0,
                   memory_pooled_undefined=0, memory_defined=0, memory_pooled_defined=0)
        per_period.update(upper_bound=[None] * len(valid), memory=[None] * len(valid),
                          memory_defined=[0] * len(valid))
    per_period.update(overall=_arr(o_pp, valid), random=_arr(r_pp, valid))
    dmask = cell & m.diag_mask
    if np.count_nonzero(dmask):
        wf, rf = diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
        rates = diagnosis_rates(diagnosis_outcomes(m.overall, wf, rf, dmask))
        out["diagnosis"] = {k: _f(rates[k][0]) for k in ("write", "read", "utilization")}
        d_valid = np.count_nonzero(dmask, axis=(0, 2)) > 0
        for k in ("write", "read", "utilization"):
            per_period[k] = _arr(rates[k][1], d_valid)
    else:
        out["diagnosis"] = {"write": None, "read": None, "utilization": None}
        for k in ("write", "read", "utilization"):
            per_period[k] = [None] * len(valid)
    out["per_period"] = per_period
    return out


# -- a whole run ------------------------------------------------------------------------

_SCALARS = ("overall", "upper_bound", "random", "memory", "memory_pooled", "json_error_rate",
            "diagnosis_json_error_rate")


def _mean_std(values: list) -> tuple[float | None, float | None]:
    if any(v is None for v in values) or not values:
        return None, None
    a = np.array(values)  # numbers (None was refused above)
    return float(a.mean()), float(a.std(ddof=1)) if len(a) > 1 else 0.0


_COUNTS = ("cells", "memory_undefined", "memory_pooled_undefined", "memory_defined", "memory_cells",
           "memory_pooled_defined", "memory_pooled_periods")
_PER_PERIOD_MEANS = ("overall", "upper_bound", "random", "memory", "write", "read", "utilization")
_PER_PERIOD_COUNTS = ("memory_defined", "memory_cells")


def aggregate_replicas(scores: list[dict]) -> dict:
    """One agent's scores over replicas: means in the usual keys (elementwise for
    per_period), counts summed over replicas, plus "replicas": {"n", "std": {...}} when
    there are several."""
    if len(scores) == 1:
        return scores[0]
    out: dict = {}
    std: dict = {}
    for k in _SCALARS:
        out[k], std[k] = _mean_std([s[k] for s in scores])
    for k in _COUNTS:
        out[k] = int(sum(s[k] for s in scores))
    out["diagnosis"] = {}
    std["diagnosis"] = {}
    for k in ("write", "read", "utilization"):
        out["diagnosis"][k], std["diagnosis"][k] = _mean_std([s["diagnosis"][k] for s in scores])
    out["per_period"] = {}
    for k in _PER_PERIOD_MEANS + _PER_PERIOD_COUNTS:
        n = max(len(s["per_period"][k]) for s in scores)
        col: list[float | None] = []
        for p in range(n):
            vals = [s["per_period"][k][p] for s in scores if p < len(s["per_period"][k])]
            if k in _PER_PERIOD_COUNTS:
                col.append(int(sum(vals)))
            else:
                col.append(_mean_std(vals)[0] if len(vals) == len(scores) else None)
        out["per_period"][k] = col
    out["replicas"] = {"n": len(scores), "std": std}
    return out


def score_run(run) -> dict:
    """Scores of every agent of a loaded run (replaykit.data.result.Run): the `replaykit score
    --json` shape. On-policy episodes under "agents", off-policy ones under "off_policy"
    (present only when there are any); replicas are averaged (see aggregate_replicas)."""
    groups: dict[tuple[str, str], dict[int, list]] = {}
    for ep in run.episodes:
        groups.setdefault((ep.policy, ep.agent), {}).setdefault(ep.replica, []).append(ep)
    out: dict = {"agents": {}}
    for (policy, agent) in sorted(groups):
        reps = groups[(policy, agent)]
        scores = [score(build_matrices(run.blueprints, reps[r], run.upper_bound)) for r in sorted(reps)]
        section = "agents" if policy == "on" else "off_policy"
        out.setdefault(section, {})[agent] = aggregate_replicas(scores)
    return out
