"""A release's results: every published number, computed from its run folders (``compute_results``),
encoded as results.json, and compared leaf by leaf with a replay's (``compare_results``).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import msgspec
import numpy as np

from replaykit._util.fs import read_regular
from replaykit._util.leaves import flatten
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit.base import NOT_JSON, Strict, pretty_json
from replaykit.data.result import load_run, sum_usage
from replaykit.errors import ReleaseError
from replaykit.release.evolution import evolution_results, factual_recall_results
from replaykit.release.nondeterminism import nondeterminism_results
from replaykit.release.spec import ReleaseSpec
from replaykit.scoring.analysis import compare_policies, replica_spread
from replaykit.scoring.metrics import build_matrices, score, score_run

RESULTS_VERSION = 2
"""Version 2 (this replaykit's releases): the variance of a metric leaves out the users whose
score is undefined in some replica (``<metric>_users_left_out`` says how many) instead of
publishing no spread. Version 1 (smol-v3) replays with its own rule: no spread then."""


def _usage_by_role(run) -> dict[str, dict[str, int]]:
    """Token usage summed by role over every episode and upper-bound result of a run."""
    return _sum_usage([ep.usage for ep in run.episodes] + [r.usage for r in run.upper_bound.values()])


def _sum_usage(usages: list) -> dict[str, dict[str, int]]:
    """Token usage summed by role over usage maps (role -> calls, prompt and completion tokens)."""
    return msgspec.to_builtins(sum_usage(usages))


def _per_user_matrix(run, agent: str, metric: str, *, drop_undefined: bool = False) -> tuple[np.ndarray | None, int]:
    """(replicas, users) matrix of one metric per on-policy episode, and how many users were left out.

    A user whose score is undefined in some replica (memory: UB - random <= 1e-9 in every one
    of the user's periods) makes the matrix None (results version 1), or, with
    ``drop_undefined`` (version 2, the stated rule of the memory variance table), is left out
    of every replica, so all replicas keep the same users; None when no user is left."""
    eps = [e for e in run.episodes if e.agent == agent and e.policy == "on"]
    reps = sorted({e.replica for e in eps})
    users = [bp.id for bp in run.blueprints]
    m = np.zeros((len(reps), len(users)))
    defined = np.ones((len(reps), len(users)), dtype=bool)
    for e in eps:
        v = score(build_matrices(run.blueprints, [e], run.upper_bound))[metric]
        if v is None:
            if not drop_undefined:
                return None, 0
            defined[reps.index(e.replica), users.index(e.user)] = False
            continue
        m[reps.index(e.replica), users.index(e.user)] = v
    keep = defined.all(axis=0)
    if not keep.any():
        return None, int(len(users))
    return m[:, keep], int(np.count_nonzero(~keep))


def compute_results(spec: ReleaseSpec, on_dir: Path, off_dir: Path, evolve_dir: Path | None = None,
                    version: int = RESULTS_VERSION, cassettes: Path | None = None) -> dict[str, Any]:
    """Every published number, from the run folders (pure given their contents), under the rules
    of results ``version`` (a replay recomputes a published release under its own version).

    ``evolution`` and ``factual_recall`` (and the evolution's token usage) are present only
    when release.json asks for those parts."""
    on_run = load_run(on_dir)
    # off-policy agents are normalized by the same upper bound (it does not depend on the trace)
    off_loaded = load_run(off_dir)
    off_run = msgspec.structs.replace(off_loaded, upper_bound=on_run.upper_bound)
    on_scores = score_run(on_run)["agents"]
    off_scores = score_run(off_run).get("off_policy", {})
    comparison = {}
    for metric in ("overall", "memory"):
        on_m = {a: s[metric] for a, s in on_scores.items() if s.get(metric) is not None}
        off_m = {a: s[metric] for a, s in off_scores.items() if s.get(metric) is not None}
        comparison[metric] = msgspec.to_builtins(compare_policies(on_m, off_m))
    variance: dict[str, Any] = {}
    v2 = version >= 2
    for agent in sorted(on_scores):
        variance[agent] = {}
        for metric in ("overall", "memory"):
            m, left_out = _per_user_matrix(on_run, agent, metric, drop_undefined=v2)
            variance[agent][metric] = (
                None if m is None else msgspec.to_builtins(replica_spread(m, seed=(spec.name, agent, metric)))
            )
            if v2:
                variance[agent][f"{metric}_users_left_out"] = left_out
    results = {
        "version": version,
        "release": spec.name,
        "on_policy": on_scores,
        "off_policy": off_scores,
        "policy_comparison": comparison,
        "variance": variance,
        "usage": {"on_policy": _usage_by_role(on_run), "off_policy": _usage_by_role(off_loaded)},
    }
    if spec.evolution is not None:
        if evolve_dir is None:
            raise ReleaseError(f"release {spec.name}: release.json has an evolution section but no evolution run "
                               "was given to compute_results (pass the evolution directory)")
        results["evolution"], results["usage"]["evolution"] = evolution_results(evolve_dir, _sum_usage)
    if spec.factual_recall:
        results["factual_recall"] = factual_recall_results(on_dir)
    if spec.nondeterminism_sample:
        if cassettes is None:
            raise ReleaseError(f"release {spec.name}: release.json asks for a nondeterminism sample but no cassettes "
                               "folder was given to compute_results")
        results["nondeterminism"] = nondeterminism_results(cassettes, spec.nondeterminism_sample)
    return results


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return type(a) is type(b) and a == b


class Verification(Strict):
    checked: int
    """Published numbers (numeric leaves) compared."""
    matched: int
    """Published numbers recomputed identically."""
    differences: list[str]
    """One line per published leaf that differs or is missing, and per recomputed leaf not published."""

    @property
    def ok(self) -> bool:
        return not self.differences


def compare_results(published: dict[str, Any], recomputed: dict[str, Any]) -> Verification:
    """Exact comparison of every leaf (numbers compare by type and value: 0.5 != 0.50001)."""
    pub = dict(flatten(published))
    rec = dict(flatten(recomputed))
    diffs = []
    checked = matched = 0
    for path, v in pub.items():
        numeric = isinstance(v, (int, float)) and not isinstance(v, bool)
        checked += numeric
        if path not in rec:
            diffs.append(f"{path}: published {v!r}, not recomputed")
        elif not _same(v, rec[path]):
            diffs.append(f"{path}: published {v!r}, recomputed {rec[path]!r}")
        else:
            matched += numeric
    for path in rec:
        if path not in pub:
            diffs.append(f"{path}: recomputed {rec[path]!r}, not published")
    return Verification(checked=checked, matched=matched, differences=diffs)


def encode_results(results: dict[str, Any]) -> bytes:
    return pretty_json(results)


def published_version(release_dir: Path) -> int:
    """The results version a release was published under (its results.json), so a replay applies
    that version's rules; this replaykit's own when there is none to read."""
    path = release_dir / "results.json"
    try:
        doc = msgspec.json.decode(read_regular(path, limit=MAX_CONFIG_FILE_BYTES))
    except (OSError, *NOT_JSON):
        return RESULTS_VERSION  # the comparison below names the unreadable file
    v = doc.get("version") if isinstance(doc, dict) else None
    if isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= RESULTS_VERSION:
        return v
    raise ReleaseError(f"results version {v!r}; this replaykit reads 1 to {RESULTS_VERSION}", file=path,
                       field="version")
