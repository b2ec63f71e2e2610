"""replaykit.scoring.evolution: the per-condition scores of an evolve directory and their text.

Every expected value here is written out by hand: the text tables character by character
(column widths counted by hand), the summaries field by field from the hand-made inputs.
``score_run``/``load_run`` are replaced at the module's edge by a table of hand-made score
dicts (one per run directory, with a distinct value in every field), so each test checks
that this module reads the right field of the right directory; ``score_run`` itself is
tested in test_metrics*.py.
"""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from replaykit.data.evolution import Cycle, EvolutionLog, EvolveManifest, RecallCheck, RecallResult
from replaykit.errors import ResultError
from replaykit.scoring import evolution as ev

# --------------------------------------------------------------------------- format_evolution

REPORT = {
    "agent": "awi", "periods": 3, "train_users": ["ua", "ub"], "holdout_users": ["hx", "hy"],
    "conditions": {
        "none": {
            "memory": 0.5, "memory_defined": 3, "memory_cells": 4, "overall": 0.25, "write": 0.125,
            "read": None, "utilization": 1.0, "recall": None, "evolve_calls": 0, "evolve_errors": 0,
            "evolve_cut": [],
            "per_cycle": {"memory": [0.5, None, 0.0], "recall": [None, 0.75, 0.25]},
            "policies": {"ua.r0": ["N0", "N0", "N0", "N0"]}, "changes": {"ua.r0": [[], [], []]},
        },
        "complete": {
            "memory": 0.375, "memory_defined": 2, "memory_cells": 5, "overall": 0.5, "write": 0.0, "read": 0.2, "utilization": None, "recall": 0.6,
            "evolve_calls": 4, "evolve_errors": 1, "evolve_cut": ["ua.r0 cycle 1", "ub.r0 cycle 0"],
            "per_cycle": {"memory": [0.25, 1.0, None], "memory_defined": [1, 2], "memory_cells": [2, 2],
                          "recall": [0.5, None, 1.0]},
            "holdout": {"memory": 0.125, "memory_defined": 1, "memory_cells": 2, "overall": 0.75, "write": 0.125,
                        "read": 0.5, "utilization": 0.25, "recall": 0.875},
            "policies": {"ub.r0": ["B0", "B1", "B2", "B3"], "ua.r0": ["A0\n", "A1  ", "A2", "A3\n\n"]},
            "changes": {"ua.r0": [["add x", "drop y"], [], ["w"]], "ub.r0": [[], ["z"], ["q"]]},
        },
    },
}

HEAD = [
    "self-evolution of awi: 2 user(s), 3 cycle(s) (one per period)",
    "",
    "Memory score and diagnosis (cf. paper Table 3)",
    "feedback       memory  overall  write   read   util  recall  G calls  G unusable",
    "--------  -----------  -------  -----  -----  -----  ------  -------  ----------",
    "none      0.500 (3/4)    0.250  0.125      -  1.000       -        0           0",
    "complete  0.375 (2/5)    0.500  0.000  0.200      -   0.600        4           1",
    "complete: G's reply cut at its token budget (--evolver-max-tokens) in 2 cycle(s): ua.r0 cycle 1, ub.r0 cycle 0",
    "",
    "Per cycle: memory score / factual recall (cf. paper Figure 11)",
    "cycle    none mem/recall  complete mem/recall",
    "-----  -----------------  -------------------",
    "0          0.500 (?) / -  0.250 (1/2) / 0.500",
    "1              – / 0.750      1.000 (2/2) / -",
    "2      0.000 (?) / 0.250            – / 1.000",
    "",
    "Held-out users hx, hy: final policies frozen (mean over training users' policies)",
    "feedback  train memory  held-out memory  overall  write   read   util  recall",
    "--------  ------------  ---------------  -------  -----  -----  -----  ------",
    "complete   0.375 (2/5)      0.125 (1/2)    0.750  0.125  0.500  0.250   0.875",
]


def test_format_evolution_default_prints_p1_p2_and_the_last_of_the_first_user():
    expected = HEAD + [
        "",
        "Policy P_k of ua.r0, feedback complete (cf. paper Table 5)",
        "--- P_1 (changes: add x; drop y)",
        "A1",
        "--- P_2",
        "A2",
        "--- P_3 (changes: w)",
        "A3",
    ]
    assert ev.format_evolution(REPORT) == "\n".join(expected) + "\n"
    # a user that has no policies falls back to the first one
    assert ev.format_evolution(REPORT, user="nobody.r0") == "\n".join(expected) + "\n"


def test_format_evolution_chosen_cycles_and_user():
    expected = HEAD + [
        "",
        "Policy P_k of ub.r0, feedback complete (cf. paper Table 5)",
        "--- P_0",
        "B0",
        "--- P_2 (changes: z)",
        "B2",
    ]
    # 5 and -1 are outside 0..3 and dropped; the order and duplicates of the request do not matter
    assert ev.format_evolution(REPORT, cycles=[2, 5, 0, -1, 2], user="ub.r0") == "\n".join(expected) + "\n"


def test_format_evolution_without_holdout_cut_or_policies():
    report = {
        "agent": "x", "periods": 1, "train_users": ["u"], "holdout_users": [],
        "conditions": {"question": {
            "memory": None, "memory_defined": 0, "memory_cells": 1, "overall": None, "write": None, "read": None,
            "utilization": None, "recall": None, "evolve_calls": 7, "evolve_errors": 2, "evolve_cut": [],
            "per_cycle": {"memory": [None], "memory_defined": [0], "memory_cells": [1], "recall": [None]},
            "policies": {}, "changes": {},
        }},
    }
    expected = [
        "self-evolution of x: 1 user(s), 1 cycle(s) (one per period)",
        "",
        "Memory score and diagnosis (cf. paper Table 3)",
        "feedback  memory  overall  write  read  util  recall  G calls  G unusable",
        "--------  ------  -------  -----  ----  ----  ------  -------  ----------",
        "question       –        -      -     -     -       -        7           2",
        "",
        "Per cycle: memory score / factual recall (cf. paper Figure 11)",
        "cycle  question mem/recall",
        "-----  -------------------",
        "0                    – / -",
    ]
    assert ev.format_evolution(report) == "\n".join(expected) + "\n"


def test_small_formatters_by_hand():
    assert ev._f(None) == "-" and ev._f(0.0) == "0.000" and ev._f(1 / 3) == "0.333"
    assert ev._mem(0.5, 1, 2) == "0.500 (1/2)" and ev._mem(0.5, None, 2) == "0.500 (?)" and ev._mem(0.5, 0, 2) == "–"
    assert ev._at(None, 0) is None and ev._at([4, 5], 1) == 5 and ev._at([4, 5], 2) is None
    assert ev._mean([]) is None and ev._mean([None, None]) is None
    assert ev._mean([None, 1.0, 0.0, None, 0.5]) == 0.5 and ev._mean([0.25]) == 0.25
    assert ev._table([["a", "bb"], ["ccc", "d"]]) == ["a    bb", "---  --", "ccc   d"]


# --------------------------------------------------------------------------- recall_summary


def _check(period: int, recall: float | None) -> RecallCheck:
    return RecallCheck(period=period, recall=recall)


def test_recall_summary_by_hand():
    rs = [
        RecallResult(agent="b", user="u1", periods=[_check(0, 1.0), _check(1, None), _check(2, 0.5)]),
        RecallResult(agent="a", user="u1", periods=[_check(0, 0.25)]),
        RecallResult(agent="b", user="u2", replica=1, periods=[_check(0, 0.0), _check(1, None)]),
        RecallResult(agent="a", user="u2", periods=[_check(0, None), _check(1, 0.75)]),
    ]
    out = ev.recall_summary(rs)
    assert list(out) == ["a", "b"]
    # a: recalls 0.25, 0.75 -> 0.5; period 0: only 0.25; period 1: only 0.75
    assert out["a"] == {"recall": 0.5, "per_period": [0.25, 0.75], "episodes": 2}
    # b: recalls 1.0, 0.5, 0.0 -> 0.5; period 0: (1.0 + 0.0) / 2; period 1: none; period 2: 0.5
    assert out["b"] == {"recall": 0.5, "per_period": [0.5, None, 0.5], "episodes": 2}
    assert ev.recall_summary([RecallResult(agent="z", user="u", periods=[_check(0, None)])]) == {
        "z": {"recall": None, "per_period": [None], "episodes": 1}}
    assert ev.recall_summary([]) == {}


# --------------------------------------------------------------------------- score_evolution


def _log(user: str, replica: int, recalls: list[float | None], *, cut: tuple[int, ...] = (), calls: int = 0,
         errors: int = 0, condition: str = "complete") -> EvolutionLog:
    cycles = [Cycle(cycle=k, policy=f"{user}{replica}P{k}", next_policy=f"{user}{replica}P{k + 1}",
                    changes=[f"{user}{replica}c{k}"], recall=_check(k, r),
                    **({"evolver_cut": True} if k in cut else {}))
              for k, r in enumerate(recalls)]
    return EvolutionLog(agent="awi", user=user, replica=replica, condition=condition,
                        initial_policy=f"{user}{replica}P0", cycles=cycles, final_policy=f"{user}{replica}P{len(recalls)}",
                        evolve_calls=calls, evolve_errors=errors)


def _write_log(run_dir: Path, log: EvolutionLog, agent: str = "awi") -> None:
    p = run_dir / "cycles" / agent / f"{log.user}.r{log.replica}.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(msgspec.json.encode(log))


def _agent_score(b: float, defined: int, cells: int) -> dict:
    """A score_run agent entry whose every field holds a different value (b + k/64)."""
    return {
        "memory": b + 1 / 64, "memory_defined": defined, "memory_cells": cells, "overall": b + 2 / 64,
        "upper_bound": b + 3 / 64, "random": b + 4 / 64,
        "diagnosis": {"write": b + 5 / 64, "read": b + 6 / 64, "utilization": b + 7 / 64},
        "json_error_rate": b + 8 / 64,
        "per_period": {"memory": [b + 9 / 64, None, b], "memory_defined": [defined, 0, 1],
                       "memory_cells": [cells, 1, 1], "overall": [b + 10 / 64, b + 11 / 64, b + 12 / 64]},
    }


@pytest.fixture
def evolve_dir(tmp_path, monkeypatch):
    d = tmp_path / "evo"
    scores = {
        d / "none": {"agents": {"awi": _agent_score(0.0, 3, 4), "other": _agent_score(0.5, 9, 9)}},
        d / "complete": {"agents": {"awi": _agent_score(0.25, 2, 4)}},
        d / "question": {"agents": {"awi": _agent_score(0.125, 1, 1)}},
        d / "complete" / "holdout" / "ua": {"agents": {"awi": _agent_score(0.5, 1, 2)}},
        d / "complete" / "holdout" / "ud": {"agents": {"awi": _agent_score(0.75, 2, 3)}},
        d / "complete" / "holdout" / "ub": {"agents": {"awi": _agent_score(0.0, 5, 5)}},
    }
    monkeypatch.setattr(ev, "load_run", lambda run_dir: Path(run_dir))
    monkeypatch.setattr(ev, "score_run", lambda run: scores[run])
    manifest = EvolveManifest(agent={"name": "awi", "kind": "awi"}, conditions=["complete", "none"],
                              train_users=["ua", "ub", "uc", "ud"], holdout_users=["hx"], periods=3)
    d.mkdir()
    (d / "evolve.json").write_bytes(msgspec.json.encode(manifest))
    for cond in ("none", "complete", "question"):  # question has results but is not a condition of the manifest
        (d / cond).mkdir()
        (d / cond / "run.json").write_text("{}")
    # none: two logs; names sort ua.r10 < ua.r2, episodes sort by (user, replica): r2 first
    _write_log(d / "none", _log("ua", 10, [None, 0.5, 1.0], condition="none"))
    _write_log(d / "none", _log("ua", 2, [0.25, None], condition="none"))
    _write_log(d / "none", _log("ua", 3, [1.0, 1.0, 1.0]), agent="other")
    # complete: G was called, cut twice
    _write_log(d / "complete", _log("ub", 0, [0.5, 0.5, None], cut=(0, 2), calls=3, errors=1))
    _write_log(d / "complete", _log("ua", 0, [1.0, 0.0, None], cut=(1,), calls=3, errors=0))
    for t in ("ua", "ud"):  # finished held-out runs
        (d / "complete" / "holdout" / t / "episodes").mkdir(parents=True)
        (d / "complete" / "holdout" / t / "run.json").write_text("{}")
    _write_log(d / "complete" / "holdout" / "ud", _log("hx", 0, [0.5, None, 1.0]))
    (d / "complete" / "holdout" / "ub").mkdir(parents=True)  # started: run.json, no episodes yet
    (d / "complete" / "holdout" / "ub" / "run.json").write_text("{}")
    (d / "complete" / "holdout" / "uc" / "episodes").mkdir(parents=True)  # no run.json
    return d


def test_is_evolution_dir(evolve_dir):
    assert ev.is_evolution_dir(evolve_dir) and ev.is_evolution_dir(str(evolve_dir))
    assert not ev.is_evolution_dir(evolve_dir / "none")


def test_load_logs_orders_by_user_then_replica(evolve_dir):
    logs = ev.load_logs(evolve_dir / "none", "awi")
    assert [(g.user, g.replica) for g in logs] == [("ua", 2), ("ua", 10)]
    assert [g.cycles[0].policy for g in logs] == ["ua2P0", "ua10P0"]
    assert ev.load_logs(evolve_dir / "none", "nobody") == []


def test_score_evolution_by_hand(evolve_dir):
    out = ev.score_evolution(evolve_dir)
    assert {k: out[k] for k in ("agent", "periods", "train_users", "holdout_users")} == {
        "agent": "awi", "periods": 3, "train_users": ["ua", "ub", "uc", "ud"], "holdout_users": ["hx"]}
    assert list(out["conditions"]) == ["none", "complete"]  # CONDITIONS order; question is not in the manifest
    none = out["conditions"]["none"]
    # per-cycle recall: cycle 0: ua.r2 0.25 (ua.r10 None); cycle 1: ua.r10 0.5 (ua.r2 None);
    # cycle 2: only ua.r10 has it: 1.0. Overall: the mean of the cycle means (0.25 + 0.5 + 1) / 3.
    assert none == {
        "memory": 1 / 64, "memory_defined": 3, "memory_cells": 4, "overall": 2 / 64, "upper_bound": 3 / 64,
        "random": 4 / 64, "write": 5 / 64, "read": 6 / 64, "utilization": 7 / 64, "json_error_rate": 8 / 64,
        "recall": (0.25 + 0.5 + 1.0) / 3, "episodes": 2, "evolve_calls": 0, "evolve_errors": 0, "evolve_cut": [],
        "per_cycle": {"memory": [9 / 64, None, 0.0], "memory_defined": [3, 0, 1], "memory_cells": [4, 1, 1],
                      "overall": [10 / 64, 11 / 64, 12 / 64], "recall": [0.25, 0.5, 1.0]},
        "policies": {"ua.r2": ["ua2P0", "ua2P1", "ua2P2"], "ua.r10": ["ua10P0", "ua10P1", "ua10P2", "ua10P3"]},
        "changes": {"ua.r2": [["ua2c0"], ["ua2c1"]], "ua.r10": [["ua10c0"], ["ua10c1"], ["ua10c2"]]},
        "holdout": {"memory": None, "overall": None, "write": None, "read": None, "utilization": None,
                    "recall": None, "memory_defined": 0, "memory_cells": 0, "by_policy": {}},
    }
    c = out["conditions"]["complete"]
    b = 0.25
    held_ua = {"memory": 0.5 + 1 / 64, "memory_defined": 1, "memory_cells": 2, "overall": 0.5 + 2 / 64,
               "upper_bound": 0.5 + 3 / 64, "random": 0.5 + 4 / 64, "write": 0.5 + 5 / 64, "read": 0.5 + 6 / 64,
               "utilization": 0.5 + 7 / 64, "json_error_rate": 0.5 + 8 / 64, "recall": None, "episodes": 0,
               "evolve_calls": 0, "evolve_errors": 0, "evolve_cut": [],
               "per_cycle": {"memory": [0.5 + 9 / 64, None, 0.5], "memory_defined": [1, 0, 1],
                             "memory_cells": [2, 1, 1], "overall": [0.5 + 10 / 64, 0.5 + 11 / 64, 0.5 + 12 / 64],
                             "recall": [None, None, None]}}
    held_ud = {"memory": 0.75 + 1 / 64, "memory_defined": 2, "memory_cells": 3, "overall": 0.75 + 2 / 64,
               "upper_bound": 0.75 + 3 / 64, "random": 0.75 + 4 / 64, "write": 0.75 + 5 / 64,
               "read": 0.75 + 6 / 64, "utilization": 0.75 + 7 / 64, "json_error_rate": 0.75 + 8 / 64,
               "recall": 0.75, "episodes": 1, "evolve_calls": 0, "evolve_errors": 0, "evolve_cut": [],
               "per_cycle": {"memory": [0.75 + 9 / 64, None, 0.75], "memory_defined": [2, 0, 1],
                             "memory_cells": [3, 1, 1], "overall": [0.75 + 10 / 64, 0.75 + 11 / 64, 0.75 + 12 / 64],
                             "recall": [0.5, None, 1.0]}}
    assert c == {
        "memory": b + 1 / 64, "memory_defined": 2, "memory_cells": 4, "overall": b + 2 / 64, "upper_bound": b + 3 / 64,
        "random": b + 4 / 64, "write": b + 5 / 64, "read": b + 6 / 64, "utilization": b + 7 / 64,
        "json_error_rate": b + 8 / 64,
        # cycle means: (1.0 + 0.5) / 2, (0.0 + 0.5) / 2, none -> mean of 0.75 and 0.25
        "recall": 0.5, "episodes": 2, "evolve_calls": 6, "evolve_errors": 1,
        "evolve_cut": ["ua.r0 cycle 1", "ub.r0 cycle 0", "ub.r0 cycle 2"],
        "per_cycle": {"memory": [b + 9 / 64, None, b], "memory_defined": [2, 0, 1], "memory_cells": [4, 1, 1],
                      "overall": [b + 10 / 64, b + 11 / 64, b + 12 / 64], "recall": [0.75, 0.25, None]},
        "policies": {"ua.r0": ["ua0P0", "ua0P1", "ua0P2", "ua0P3"], "ub.r0": ["ub0P0", "ub0P1", "ub0P2", "ub0P3"]},
        "changes": {"ua.r0": [["ua0c0"], ["ua0c1"], ["ua0c2"]], "ub.r0": [["ub0c0"], ["ub0c1"], ["ub0c2"]]},
        "holdout": {"memory": (0.5 + 1 / 64 + 0.75 + 1 / 64) / 2, "overall": (0.5 + 2 / 64 + 0.75 + 2 / 64) / 2,
                    "write": (0.5 + 5 / 64 + 0.75 + 5 / 64) / 2, "read": (0.5 + 6 / 64 + 0.75 + 6 / 64) / 2,
                    "utilization": (0.5 + 7 / 64 + 0.75 + 7 / 64) / 2, "recall": 0.75,
                    "memory_defined": 3, "memory_cells": 5, "by_policy": {"ua": held_ua, "ud": held_ud}},
    }
    assert list(c["holdout"]["by_policy"]) == ["ua", "ud"]


def test_score_evolution_skips_a_condition_without_results_and_omits_holdout_without_held_out_users(evolve_dir):
    m = msgspec.json.decode((evolve_dir / "evolve.json").read_bytes(), type=EvolveManifest)
    (evolve_dir / "evolve.json").write_bytes(msgspec.json.encode(msgspec.structs.replace(
        m, conditions=["none", "question", "complete"], holdout_users=[])))
    (evolve_dir / "question" / "run.json").unlink()  # question is named but has no results yet
    out = ev.score_evolution(str(evolve_dir))
    assert list(out["conditions"]) == ["none", "complete"] and out["holdout_users"] == []
    assert all("holdout" not in s for s in out["conditions"].values())


def test_summary_of_a_run_without_the_agent_is_an_error_naming_the_directory(evolve_dir):
    with pytest.raises(ResultError) as e:
        ev._summary(evolve_dir / "complete", "nobody", 3)
    assert str(e.value) == (f"{evolve_dir / 'complete'}: no finished episode of agent 'nobody'; "
                            "rerun `replaykit evolve` to finish")
