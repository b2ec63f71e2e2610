"""What the viewer shows, loaded from a run directory, a replay's work folder or a release.

``load_source(PATH)`` recognises:

- a run directory (``run.json``): its scores, episodes, traces, memory and cassette;
- a replay work folder (``replay.json``, written by ``replaykit replay``): the release's
  verification status and manifest digests, the recomputed results, ``runs/on`` and
  ``runs/off``;
- a release folder (``release.json``): the published results and manifest digests; the
  episodes too when its default replay folder ``build/replay/NAME`` exists;
- an evolution directory (``evolve.json``, written by ``replaykit evolve``): per feedback
  condition the Table 3 and Figure 11 analogues and the evolved policies, and every
  condition's episodes.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit.base import decode_file
from replaykit.errors import ResultError


@dataclass
class RunSource:
    stage: str
    """``on-policy`` / ``off-policy`` (a replay) or the run's own name."""
    path: Path
    run: Any
    """replaykit.data.result.Run"""
    cassette: Path | None
    bases: list[Path] = field(default_factory=list)
    """Cassettes the run was layered over, read after its own (exact call links)."""


@dataclass
class Source:
    title: str
    kind: str
    """run | replay | release | evolution"""
    results: dict[str, Any]
    """Shaped like a release's results.json (on_policy, off_policy, policy_comparison, variance)."""
    runs: list[RunSource] = field(default_factory=list)
    release: dict[str, Any] | None = None
    """name, description, verification {checked, matched, differences}, manifest {files, blueprint_digest}."""
    usage_rows: list = field(default_factory=list)
    pricing_date: str | None = None


def results_for(run: Any) -> dict[str, Any]:
    """A results document for one run directory (no replica spread, no policy comparison)."""
    # brings numpy: loaded only when this runs
    from replaykit.scoring.metrics import score_run

    s = score_run(run)
    return {"on_policy": s.get("agents", {}), "off_policy": s.get("off_policy", {}),
            "policy_comparison": {}, "variance": {}}


def _load_json(path: Path) -> Any:
    return decode_file(path, Any, path.name, ResultError, missing_hint="rerun the command that wrote it",
                       limit=MAX_CONFIG_FILE_BYTES)


def _release_info(release_dir: Path, verification: dict[str, Any] | None) -> dict[str, Any]:
    info: dict[str, Any] = {"name": release_dir.name, "path": str(release_dir), "verification": verification}
    if (release_dir / "release.json").is_file():
        spec = _load_json(release_dir / "release.json")
        if not isinstance(spec, dict):
            raise ResultError(f"not a release spec: a JSON object was expected, got {type(spec).__name__}",
                              file=release_dir / "release.json")
        info.update(name=spec.get("name", release_dir.name), description=spec.get("description", ""))
    if (release_dir / "manifest.json").is_file():
        info["manifest"] = _load_json(release_dir / "manifest.json")
    return info


def _replay_runs(work: Path, release_dir: Path, on_upper_bound: Any = None) -> list[RunSource]:
    # loaded on first use: importing this module stays light
    from replaykit.data.result import load_run

    runs = []
    on_run = None
    for policy, stage in (("on", "on-policy"), ("off", "off-policy")):
        d = work / "runs" / policy
        if (d / "run.json").is_file():
            run = load_run(d)
            if policy == "on":
                on_run = run
            elif on_run is not None:  # off-policy is normalized by the on-policy upper bound
                run = msgspec.structs.replace(run, upper_bound=on_run.upper_bound)
            cas = release_dir / "cassettes"
            runs.append(RunSource(stage=stage, path=d, run=run, cassette=cas / f"{policy}.rkc",
                                  bases=[cas / "on.rkc"] if policy == "off" else []))
    return runs


def load_source(path: str | Path, pricing: Any = None) -> Source:
    # loaded on first use: importing this module stays light
    from replaykit.data.result import load_run
    from replaykit.scoring.cost import run_usage

    p = Path(path)
    if (p / "run.json").is_file():
        run = load_run(p)
        cas = p / "cassette.rkc"
        return Source(
            title=f"run {run.manifest.name or p.name}", kind="run", results=results_for(run),
            runs=[RunSource(stage="run", path=p, run=run, cassette=cas if cas.is_file() else None,
                            bases=[p / b for b in run.manifest.base_cassettes])],
            usage_rows=run_usage(run, cassette=cas, pricing=pricing),
            pricing_date=pricing.date if pricing else None,
        )
    if (p / "evolve.json").is_file():
        return _evolution_source(p, pricing)
    if (p / "replay.json").is_file():
        rep = _load_json(p / "replay.json")
        rel = Path(rep["release_dir"])
        return _release_source(rel, p, rep["results"], rep.get("verification"), pricing)
    if (p / "release.json").is_file():
        results = _load_json(p / "results.json") if (p / "results.json").is_file() else {}
        return _release_source(p, _default_replay_of(p), results, None, pricing)
    raise ResultError(
        "not a run directory (run.json), a replay folder (replay.json) or a release (release.json); "
        "pass the folder `replaykit run --out` wrote, or build/replay/NAME after `replaykit replay`", file=p
    )


def _default_replay_of(release_dir: Path) -> Path | None:
    """``build/replay/NAME`` when it is a replay of this very release (its replay.json names a folder that
    is ``release_dir``); another release of the same name replayed from this folder is not shown."""
    work = Path("build") / "replay" / release_dir.name
    if not (work / "runs").is_dir() or not (work / "replay.json").is_file():
        return None
    try:
        named = Path(_load_json(work / "replay.json")["release_dir"])
        return work if named.resolve() == release_dir.resolve() else None
    except (ResultError, KeyError, TypeError, OSError):
        return None


def _evolution_source(p: Path, pricing: Any) -> Source:
    """An evolution directory (`replaykit evolve --out`): its conditions' Table 3, Figure 11 and
    policies (the release's ``evolution`` section, computed the same way) and each condition's
    episodes (stage ``feedback <condition>``)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.result import load_run
    from replaykit.release.evolution import evolution_results
    from replaykit.scoring.cost import run_usage

    section, _ = evolution_results(p, lambda usages: {})
    cas = p / "cassette.rkc"
    runs, rows, scores = [], [], {}
    for i, cond in enumerate(section["conditions"]):
        run = load_run(p / cond)
        runs.append(RunSource(stage=f"feedback {cond}", path=p / cond, run=run, cassette=cas if cas.is_file() else None))
        # every condition holds a copy of the one upper-bound run: count its calls once
        counted = run if i == 0 else msgspec.structs.replace(run, upper_bound={})
        rows += run_usage(counted, cassette=None, pricing=pricing, stage_names={"on": f"evolution ({cond})"})
        for agent, s in results_for(run)["on_policy"].items():  # one score row per condition
            scores[f"{agent} ({cond})"] = s
    results = {"on_policy": scores, "off_policy": {}, "policy_comparison": {}, "variance": {}, "evolution": section}
    return Source(title=f"self-evolution {p.name}", kind="evolution", results=results, runs=runs, usage_rows=rows,
                  pricing_date=pricing.date if pricing else None)


def _release_source(rel: Path, work: Path | None, results: dict, verification: dict | None, pricing: Any) -> Source:
    # loaded on first use: importing this module stays light
    from replaykit.release.report import release_usage

    info = _release_info(rel, verification)
    runs = _replay_runs(work, rel) if work is not None else []
    rows = release_usage(rel, work, pricing) if work is not None and rel.is_dir() else []
    return Source(
        title=f"release {info['name']}", kind="replay" if verification is not None else "release",
        results=results, runs=runs, release=info, usage_rows=rows,
        pricing_date=pricing.date if pricing else None,
    )


# -- one episode ----------------------------------------------------------------------------------

def episode_outcomes(run: Any, ep: Any) -> dict[tuple[int, int], str]:
    """(period, question) -> correct / write failure / read failure / utilization failure."""
    # loaded on first use: importing this module stays light
    from replaykit.scoring import metrics as M

    m = M.build_matrices(run.blueprints, [ep], run.upper_bound)
    wf, rf = M.diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
    out = M.diagnosis_outcomes(m.overall, wf, rf, m.cell & m.diag_mask)
    names = {M.OUTCOME_CORRECT: "correct", M.OUTCOME_WRITE: "write failure", M.OUTCOME_READ: "read failure",
             M.OUTCOME_UTILIZATION: "utilization failure"}
    res = {}
    for pr in ep.periods:
        for a in pr.overall:
            code = int(out[0, pr.period, a.question])
            if code in names:
                res[(pr.period, a.question)] = names[code]
            else:  # no diagnosis answer: only right or wrong is known
                res[(pr.period, a.question)] = "correct" if m.overall[0, pr.period, a.question] > 0.5 else "wrong"
    return res


def episode_accuracy(run: Any, ep: Any) -> float | None:
    # loaded on first use: importing this module stays light
    from replaykit.scoring import metrics as M

    m = M.build_matrices(run.blueprints, [ep], run.upper_bound)
    return M.masked_mean(m.overall, m.cell)


def diagnosis_per_position(run: Any) -> dict[str, dict[str, list[float | None]]]:
    """agent -> {write, read, utilization} -> per evaluation position (period) rate, mean over replicas
    (on-policy episodes), computed as replaykit.scoring.metrics.score does for the whole-run rates."""
    import numpy as np  # numpy: loaded only when this runs

    from replaykit.scoring import metrics as M  # loaded on first use: importing this module stays light

    out: dict[str, dict[str, list[float | None]]] = {}
    for agent in run.agents():
        eps = [e for e in run.episodes if e.agent == agent and e.policy == "on"]
        per_rep = []
        for rep in sorted({e.replica for e in eps}):
            m = M.build_matrices(run.blueprints, [e for e in eps if e.replica == rep], run.upper_bound)
            dmask = m.cell & m.diag_mask
            if not np.count_nonzero(dmask):
                continue
            wf, rf = M.diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
            outcomes = M.diagnosis_outcomes(m.overall, wf, rf, dmask)
            valid = np.count_nonzero(outcomes != M.OUTCOME_NONE, axis=(0, 2)) > 0
            rates = M.diagnosis_rates(outcomes)
            per_rep.append({k: np.where(valid, rates[k][1], np.nan) for k in ("write", "read", "utilization")})
        if per_rep:
            out[agent] = {}
            for k in ("write", "read", "utilization"):
                arr = np.nanmean(np.stack([r[k] for r in per_rep]), axis=0) if len(per_rep) > 1 else per_rep[0][k]
                out[agent][k] = [None if np.isnan(v) else float(v) for v in arr]
    return out


def with_position_diagnosis(results: dict[str, Any], on_run: Any | None) -> dict[str, Any]:
    """A copy of ``results`` whose on-policy per_period also has write/read/utilization (for Figure 7)."""

    if on_run is None or not results.get("on_policy"):
        return results
    res = copy.deepcopy(results)
    for agent, rates in diagnosis_per_position(on_run).items():
        if agent in res["on_policy"]:
            res["on_policy"][agent].setdefault("per_period", {}).update(rates)
    return res


def figure_results(src: Source) -> dict[str, Any]:
    """The results the figures are drawn from: with per-position diagnosis where runs are loaded."""
    on = next((r.run for r in src.runs if r.stage in ("on-policy", "run")), None)
    return with_position_diagnosis(src.results, on)
