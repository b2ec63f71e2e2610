"""Analyses across runs: on- vs off-policy ranks (paper Table 2) and variance over replicas (Table 8).

Pure functions, no I/O. Randomness (the bootstrap) comes from a generator seeded by the caller.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from replaykit._util import seeds
from replaykit.base import Strict


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_ranks__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_ranks__mutmut)
def ranks(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_orig(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_1(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = None
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_2(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(None, reverse=True)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_3(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=None)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_4(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(reverse=True)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_5(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), )
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_6(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=False)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_7(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 1 - values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_8(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 2 + values.index(s) for name, s in scores.items()}


def x_ranks__mutmut_9(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 1 + values.index(None) for name, s in scores.items()}


def x_ranks__mutmut_10(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 1 + values.rindex(s) for name, s in scores.items()}

mutants_x_ranks__mutmut['_mutmut_orig'] = x_ranks__mutmut_orig # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_1'] = x_ranks__mutmut_1 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_2'] = x_ranks__mutmut_2 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_3'] = x_ranks__mutmut_3 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_4'] = x_ranks__mutmut_4 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_5'] = x_ranks__mutmut_5 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_6'] = x_ranks__mutmut_6 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_7'] = x_ranks__mutmut_7 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_8'] = x_ranks__mutmut_8 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_9'] = x_ranks__mutmut_9 # type: ignore # mutmut generated
mutants_x_ranks__mutmut['x_ranks__mutmut_10'] = x_ranks__mutmut_10 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_kendall_tau__mutmut)
def kendall_tau(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_orig(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_1(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = None
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_2(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(None, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_3(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=None)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_4(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_5(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, )
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_6(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = None
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_7(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(None, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_8(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=None)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_9(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_10(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, )
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_11(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape and x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_12(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape == y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_13(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim == 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_14(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 2:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_15(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError(None)
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_16(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("XXkendall_tau needs two 1-D sequences of the same lengthXX")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_17(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-d sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_18(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("KENDALL_TAU NEEDS TWO 1-D SEQUENCES OF THE SAME LENGTH")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_19(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = None
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_20(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n <= 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_21(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 3:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_22(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float(None)
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_23(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("XXnanXX")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_24(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("NAN")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_25(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = None
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_26(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(None, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_27(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=None)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_28(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_29(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, )
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_30(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=2)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_31(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = None
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_32(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(None)
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_33(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] + x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_34(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = None
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_35(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(None)
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_36(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] + y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_37(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = None
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_38(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(None)
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_39(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(None))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_40(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx / dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_41(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = None
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_42(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = None
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_43(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 + float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_44(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(None)
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_45(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(None))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_46(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx != 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_47(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 1))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_48(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = None
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_49(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 + float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_50(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(None)
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_51(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(None))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_52(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy != 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_53(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 1))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_54(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 and ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_55(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx != 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_56(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 1 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_57(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty != 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_58(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 1:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_59(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float(None)
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_60(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("XXnanXX")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_61(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("NAN")
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_62(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant * float(np.sqrt(tx * ty))


def x_kendall_tau__mutmut_63(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(None)


def x_kendall_tau__mutmut_64(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(None))


def x_kendall_tau__mutmut_65(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return float("nan")
    i, j = np.triu_indices(n, k=1)
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return float("nan")
    return concordant_minus_discordant / float(np.sqrt(tx / ty))

mutants_x_kendall_tau__mutmut['_mutmut_orig'] = x_kendall_tau__mutmut_orig # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_1'] = x_kendall_tau__mutmut_1 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_2'] = x_kendall_tau__mutmut_2 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_3'] = x_kendall_tau__mutmut_3 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_4'] = x_kendall_tau__mutmut_4 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_5'] = x_kendall_tau__mutmut_5 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_6'] = x_kendall_tau__mutmut_6 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_7'] = x_kendall_tau__mutmut_7 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_8'] = x_kendall_tau__mutmut_8 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_9'] = x_kendall_tau__mutmut_9 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_10'] = x_kendall_tau__mutmut_10 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_11'] = x_kendall_tau__mutmut_11 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_12'] = x_kendall_tau__mutmut_12 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_13'] = x_kendall_tau__mutmut_13 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_14'] = x_kendall_tau__mutmut_14 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_15'] = x_kendall_tau__mutmut_15 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_16'] = x_kendall_tau__mutmut_16 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_17'] = x_kendall_tau__mutmut_17 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_18'] = x_kendall_tau__mutmut_18 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_19'] = x_kendall_tau__mutmut_19 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_20'] = x_kendall_tau__mutmut_20 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_21'] = x_kendall_tau__mutmut_21 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_22'] = x_kendall_tau__mutmut_22 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_23'] = x_kendall_tau__mutmut_23 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_24'] = x_kendall_tau__mutmut_24 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_25'] = x_kendall_tau__mutmut_25 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_26'] = x_kendall_tau__mutmut_26 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_27'] = x_kendall_tau__mutmut_27 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_28'] = x_kendall_tau__mutmut_28 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_29'] = x_kendall_tau__mutmut_29 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_30'] = x_kendall_tau__mutmut_30 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_31'] = x_kendall_tau__mutmut_31 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_32'] = x_kendall_tau__mutmut_32 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_33'] = x_kendall_tau__mutmut_33 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_34'] = x_kendall_tau__mutmut_34 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_35'] = x_kendall_tau__mutmut_35 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_36'] = x_kendall_tau__mutmut_36 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_37'] = x_kendall_tau__mutmut_37 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_38'] = x_kendall_tau__mutmut_38 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_39'] = x_kendall_tau__mutmut_39 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_40'] = x_kendall_tau__mutmut_40 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_41'] = x_kendall_tau__mutmut_41 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_42'] = x_kendall_tau__mutmut_42 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_43'] = x_kendall_tau__mutmut_43 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_44'] = x_kendall_tau__mutmut_44 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_45'] = x_kendall_tau__mutmut_45 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_46'] = x_kendall_tau__mutmut_46 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_47'] = x_kendall_tau__mutmut_47 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_48'] = x_kendall_tau__mutmut_48 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_49'] = x_kendall_tau__mutmut_49 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_50'] = x_kendall_tau__mutmut_50 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_51'] = x_kendall_tau__mutmut_51 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_52'] = x_kendall_tau__mutmut_52 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_53'] = x_kendall_tau__mutmut_53 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_54'] = x_kendall_tau__mutmut_54 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_55'] = x_kendall_tau__mutmut_55 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_56'] = x_kendall_tau__mutmut_56 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_57'] = x_kendall_tau__mutmut_57 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_58'] = x_kendall_tau__mutmut_58 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_59'] = x_kendall_tau__mutmut_59 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_60'] = x_kendall_tau__mutmut_60 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_61'] = x_kendall_tau__mutmut_61 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_62'] = x_kendall_tau__mutmut_62 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_63'] = x_kendall_tau__mutmut_63 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_64'] = x_kendall_tau__mutmut_64 # type: ignore # mutmut generated
mutants_x_kendall_tau__mutmut['x_kendall_tau__mutmut_65'] = x_kendall_tau__mutmut_65 # type: ignore # mutmut generated


class PolicyRow(Strict):
    agent: str
    on_policy: float
    off_policy: float
    difference: float
    """off - on."""
    rank_on: int
    rank_off: int
    rank_change: int
    """rank_on - rank_off: positive means the agent ranks higher off-policy (paper's up triangle)."""


class PolicyComparison(Strict):
    rows: list[PolicyRow]
    kendall_tau: float | None
    """None when undefined (fewer than two agents or all scores tied)."""
mutants_x_compare_policies__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_compare_policies__mutmut)
def compare_policies(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_orig(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_1(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = None
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_2(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a not in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_3(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = None
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_4(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = None
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_5(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = None
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_6(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(None), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_7(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(None)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_8(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = None
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_9(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=None,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_10(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=None,
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_11(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=None,
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_12(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=None,
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_13(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=None,
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_14(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=None,
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_15(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=None,
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_16(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_17(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_18(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_19(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_20(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_21(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_22(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_23(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] + on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_24(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] + r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_25(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(None, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_26(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=None)
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_27(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_28(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, )
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_29(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: None)
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_30(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = None
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_31(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if (agents) and False else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_32(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if (agents) or True else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_33(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau(None, [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_34(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], None) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_35(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_36(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], ) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_37(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float(None)
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_38(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("XXnanXX")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_39(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("NAN")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_40(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=None, kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_41(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None)


def x_compare_policies__mutmut_42(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(kendall_tau=None if np.isnan(tau) else tau)


def x_compare_policies__mutmut_43(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, )


def x_compare_policies__mutmut_44(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if (np.isnan(tau)) and False else tau)


def x_compare_policies__mutmut_45(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if (np.isnan(tau)) or True else tau)


def x_compare_policies__mutmut_46(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents]) if agents else float("nan")
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(None) else tau)

mutants_x_compare_policies__mutmut['_mutmut_orig'] = x_compare_policies__mutmut_orig # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_1'] = x_compare_policies__mutmut_1 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_2'] = x_compare_policies__mutmut_2 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_3'] = x_compare_policies__mutmut_3 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_4'] = x_compare_policies__mutmut_4 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_5'] = x_compare_policies__mutmut_5 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_6'] = x_compare_policies__mutmut_6 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_7'] = x_compare_policies__mutmut_7 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_8'] = x_compare_policies__mutmut_8 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_9'] = x_compare_policies__mutmut_9 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_10'] = x_compare_policies__mutmut_10 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_11'] = x_compare_policies__mutmut_11 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_12'] = x_compare_policies__mutmut_12 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_13'] = x_compare_policies__mutmut_13 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_14'] = x_compare_policies__mutmut_14 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_15'] = x_compare_policies__mutmut_15 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_16'] = x_compare_policies__mutmut_16 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_17'] = x_compare_policies__mutmut_17 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_18'] = x_compare_policies__mutmut_18 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_19'] = x_compare_policies__mutmut_19 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_20'] = x_compare_policies__mutmut_20 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_21'] = x_compare_policies__mutmut_21 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_22'] = x_compare_policies__mutmut_22 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_23'] = x_compare_policies__mutmut_23 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_24'] = x_compare_policies__mutmut_24 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_25'] = x_compare_policies__mutmut_25 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_26'] = x_compare_policies__mutmut_26 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_27'] = x_compare_policies__mutmut_27 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_28'] = x_compare_policies__mutmut_28 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_29'] = x_compare_policies__mutmut_29 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_30'] = x_compare_policies__mutmut_30 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_31'] = x_compare_policies__mutmut_31 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_32'] = x_compare_policies__mutmut_32 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_33'] = x_compare_policies__mutmut_33 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_34'] = x_compare_policies__mutmut_34 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_35'] = x_compare_policies__mutmut_35 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_36'] = x_compare_policies__mutmut_36 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_37'] = x_compare_policies__mutmut_37 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_38'] = x_compare_policies__mutmut_38 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_39'] = x_compare_policies__mutmut_39 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_40'] = x_compare_policies__mutmut_40 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_41'] = x_compare_policies__mutmut_41 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_42'] = x_compare_policies__mutmut_42 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_43'] = x_compare_policies__mutmut_43 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_44'] = x_compare_policies__mutmut_44 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_45'] = x_compare_policies__mutmut_45 # type: ignore # mutmut generated
mutants_x_compare_policies__mutmut['x_compare_policies__mutmut_46'] = x_compare_policies__mutmut_46 # type: ignore # mutmut generated


class Spread(Strict):
    mean: float
    std: float
    """Sample standard deviation (ddof=1) across replicas; 0 for one replica."""
    ci_low: float
    ci_high: float
    """95% percentile bootstrap interval of the mean, resampling users."""
    replicas: int
    users: int
mutants_x_seeded_rng__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_seeded_rng__mutmut)
def seeded_rng(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=8, byteorder="little"))


def x_seeded_rng__mutmut_orig(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=8, byteorder="little"))


def x_seeded_rng__mutmut_1(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(None)


def x_seeded_rng__mutmut_2(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=None, byteorder="little"))


def x_seeded_rng__mutmut_3(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=8, byteorder=None))


def x_seeded_rng__mutmut_4(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(nbytes=8, byteorder="little"))


def x_seeded_rng__mutmut_5(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, byteorder="little"))


def x_seeded_rng__mutmut_6(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=8, ))


def x_seeded_rng__mutmut_7(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=9, byteorder="little"))


def x_seeded_rng__mutmut_8(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=8, byteorder="XXlittleXX"))


def x_seeded_rng__mutmut_9(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, nbytes=8, byteorder="LITTLE"))

mutants_x_seeded_rng__mutmut['_mutmut_orig'] = x_seeded_rng__mutmut_orig # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_1'] = x_seeded_rng__mutmut_1 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_2'] = x_seeded_rng__mutmut_2 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_3'] = x_seeded_rng__mutmut_3 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_4'] = x_seeded_rng__mutmut_4 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_5'] = x_seeded_rng__mutmut_5 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_6'] = x_seeded_rng__mutmut_6 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_7'] = x_seeded_rng__mutmut_7 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_8'] = x_seeded_rng__mutmut_8 # type: ignore # mutmut generated
mutants_x_seeded_rng__mutmut['x_seeded_rng__mutmut_9'] = x_seeded_rng__mutmut_9 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_replica_spread__mutmut)
def replica_spread(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_orig(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_1(per_user: np.ndarray, *, seed: object = 1, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_2(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2001) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_3(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = None
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_4(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(None, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_5(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=None)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_6(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_7(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, )
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_8(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 and m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_9(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim == 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_10(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 3 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_11(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size != 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_12(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 1:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_13(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError(None)
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_14(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("XXreplica_spread needs a non-empty (replicas, users) matrixXX")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_15(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("REPLICA_SPREAD NEEDS A NON-EMPTY (REPLICAS, USERS) MATRIX")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_16(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = None
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_17(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = None
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_18(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=None)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_19(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=2)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_20(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = None
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_21(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if (n_rep > 1) and False else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_22(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if (n_rep > 1) or True else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_23(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(None) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_24(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=None)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_25(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=2)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_26(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep >= 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_27(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 2 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_28(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 1.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_29(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = None
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_30(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng(None, seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_31(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", None)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_32(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng(seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_33(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", )
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_34(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("XXbootstrapXX", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_35(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("BOOTSTRAP", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_36(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = None
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_37(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(None, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_38(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, None, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_39(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=None)
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_40(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_41(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_42(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, )
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_43(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(1, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_44(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = None  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_45(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=None)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_46(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=1)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_47(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = None
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_48(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=None)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_49(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=2)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_50(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = None
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_51(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(None, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_52(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, None)
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_53(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile([2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_54(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, )
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_55(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [3.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_56(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 98.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_57(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=None,
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_58(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=None,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_59(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=None,
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_60(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=None,
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_61(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=None,
        users=int(n_users),
    )


def x_replica_spread__mutmut_62(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=None,
    )


def x_replica_spread__mutmut_63(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_64(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_65(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_66(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_67(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        users=int(n_users),
    )


def x_replica_spread__mutmut_68(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        )


def x_replica_spread__mutmut_69(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(None),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_70(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(None),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_71(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(None),
        replicas=int(n_rep),
        users=int(n_users),
    )


def x_replica_spread__mutmut_72(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(None),
        users=int(n_users),
    )


def x_replica_spread__mutmut_73(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user, dtype=float)
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(0, n_users, size=(resamples, n_users))
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(None),
    )

mutants_x_replica_spread__mutmut['_mutmut_orig'] = x_replica_spread__mutmut_orig # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_1'] = x_replica_spread__mutmut_1 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_2'] = x_replica_spread__mutmut_2 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_3'] = x_replica_spread__mutmut_3 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_4'] = x_replica_spread__mutmut_4 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_5'] = x_replica_spread__mutmut_5 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_6'] = x_replica_spread__mutmut_6 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_7'] = x_replica_spread__mutmut_7 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_8'] = x_replica_spread__mutmut_8 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_9'] = x_replica_spread__mutmut_9 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_10'] = x_replica_spread__mutmut_10 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_11'] = x_replica_spread__mutmut_11 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_12'] = x_replica_spread__mutmut_12 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_13'] = x_replica_spread__mutmut_13 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_14'] = x_replica_spread__mutmut_14 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_15'] = x_replica_spread__mutmut_15 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_16'] = x_replica_spread__mutmut_16 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_17'] = x_replica_spread__mutmut_17 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_18'] = x_replica_spread__mutmut_18 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_19'] = x_replica_spread__mutmut_19 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_20'] = x_replica_spread__mutmut_20 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_21'] = x_replica_spread__mutmut_21 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_22'] = x_replica_spread__mutmut_22 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_23'] = x_replica_spread__mutmut_23 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_24'] = x_replica_spread__mutmut_24 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_25'] = x_replica_spread__mutmut_25 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_26'] = x_replica_spread__mutmut_26 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_27'] = x_replica_spread__mutmut_27 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_28'] = x_replica_spread__mutmut_28 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_29'] = x_replica_spread__mutmut_29 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_30'] = x_replica_spread__mutmut_30 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_31'] = x_replica_spread__mutmut_31 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_32'] = x_replica_spread__mutmut_32 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_33'] = x_replica_spread__mutmut_33 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_34'] = x_replica_spread__mutmut_34 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_35'] = x_replica_spread__mutmut_35 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_36'] = x_replica_spread__mutmut_36 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_37'] = x_replica_spread__mutmut_37 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_38'] = x_replica_spread__mutmut_38 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_39'] = x_replica_spread__mutmut_39 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_40'] = x_replica_spread__mutmut_40 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_41'] = x_replica_spread__mutmut_41 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_42'] = x_replica_spread__mutmut_42 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_43'] = x_replica_spread__mutmut_43 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_44'] = x_replica_spread__mutmut_44 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_45'] = x_replica_spread__mutmut_45 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_46'] = x_replica_spread__mutmut_46 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_47'] = x_replica_spread__mutmut_47 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_48'] = x_replica_spread__mutmut_48 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_49'] = x_replica_spread__mutmut_49 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_50'] = x_replica_spread__mutmut_50 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_51'] = x_replica_spread__mutmut_51 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_52'] = x_replica_spread__mutmut_52 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_53'] = x_replica_spread__mutmut_53 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_54'] = x_replica_spread__mutmut_54 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_55'] = x_replica_spread__mutmut_55 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_56'] = x_replica_spread__mutmut_56 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_57'] = x_replica_spread__mutmut_57 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_58'] = x_replica_spread__mutmut_58 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_59'] = x_replica_spread__mutmut_59 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_60'] = x_replica_spread__mutmut_60 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_61'] = x_replica_spread__mutmut_61 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_62'] = x_replica_spread__mutmut_62 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_63'] = x_replica_spread__mutmut_63 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_64'] = x_replica_spread__mutmut_64 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_65'] = x_replica_spread__mutmut_65 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_66'] = x_replica_spread__mutmut_66 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_67'] = x_replica_spread__mutmut_67 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_68'] = x_replica_spread__mutmut_68 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_69'] = x_replica_spread__mutmut_69 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_70'] = x_replica_spread__mutmut_70 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_71'] = x_replica_spread__mutmut_71 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_72'] = x_replica_spread__mutmut_72 # type: ignore # mutmut generated
mutants_x_replica_spread__mutmut['x_replica_spread__mutmut_73'] = x_replica_spread__mutmut_73 # type: ignore # mutmut generated
