"""A release made from a run of the AMemGym reference code (release.json ``imported``).

Nobody recorded it with replaykit: `replaykit release import` (docs/releases.md) imports the
reference run (``replaykit import amemgym --cassette``): its data.json becomes the release's
blueprints, its per-agent outputs the run folder ``imported/`` (the reference's own answers,
re-scored, and the interactions as traces), and its calls ``cassettes/imported.rkc``, keyed by
the requests the reference sent and answered with its recorded replies
(replaykit.reference.calls; AWI memory updates are rebuilt and marked).

Its published numbers are replaykit's **replay**: every agent of release.json fed, off-policy,
its own imported traces, and the upper bound, all in ``replay`` mode from
``cassettes/imported.rkc`` (each user runs its own periods). A replay that finds every call sends
the reference's bytes; the self-trace check then asks that every agent's replayed answers
equal the imported run's, cell for cell (replaykit.release.trust), and the upper bound's too.

Work folder: ``runs/on`` is the imported run (with the release's blueprints), ``runs/off`` the
replay, so the viewer and `replaykit score` read them like any release's.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit.data.result import load_run, sum_usage
from replaykit.episodes.agents.registry import load_agent_config
from replaykit.errors import ReleaseError
from replaykit.recording.store import CassetteStore
from replaykit.release.part import Part, run_part
from replaykit.release.spec import IMPORTED_CASSETTE as CASSETTE
from replaykit.release.spec import OVER_ON_POLICY

SELF_TRACE = "each imported agent"


def stage_imported(release_dir: Path, spec: Any, work_dir: Path) -> Path:
    """Copy the imported run and the release's blueprints into ``work_dir/runs/on``."""
    src = release_dir / spec.imported.run
    if not (src / "run.json").is_file():
        raise ReleaseError(f"{spec.imported.run}/run.json is missing: the imported run is part of the release",
                           file=release_dir / "release.json", field="imported.run")
    on_dir = work_dir / "runs" / "on"
    shutil.copytree(src, on_dir)
    shutil.copytree(release_dir / "blueprints", on_dir / "blueprints")
    return on_dir


def build_imported(release_dir: Path, work_dir: Path, spec: Any, *, mode: str, progress: Callable[[str], None],
                   bars: Any) -> dict[str, Any]:
    """Replay the agents of an imported release over their own traces; return its results."""
    cassette = release_dir / "cassettes" / CASSETTE
    on_dir = stage_imported(release_dir, spec, work_dir)
    off_dir = work_dir / "runs" / "off"
    progress(f"[{spec.name}] {', '.join(Path(a).stem for a in spec.agents)} over their own imported traces and "
             f"the upper bound ({mode}, {CASSETTE})")
    run_part(release_dir, spec, Part(cassette=cassette, out=off_dir, blueprints=release_dir / "blueprints",
                                     agents=[*spec.agents, spec.upper_bound], replicas=1, off_policy_from=on_dir,
                                     own_traces=True, common_periods=False),
             mode=mode, progress=progress, bar=bars(f"[{spec.name}] replay") if bars else None)
    entries, rec = reconstructed_count(cassette)
    progress(f"[{spec.name}] {CASSETTE}: {entries} entries, every call of the replay found there (a miss fails it); {rec} reconstructed (AWI memory "
             "updates whose replies the run did not save)")
    return imported_results(spec, on_dir, off_dir)


def reference_metrics(run: Any) -> dict[str, Any]:
    """The reference's per-user matrices (period x question), as its files hold them:
    ``overall_metrics.json`` accuracy, ``diagnosis_metrics.json`` write/read failures and
    memory success per agent, ``utilization_metrics.json`` accuracy of the upper bound."""
    # brings numpy: loaded only when this runs
    from replaykit.scoring.metrics import build_matrices, diagnosis_failure_counts

    out: dict[str, Any] = {"overall": {}, "diagnosis": {}, "utilization": {}}
    agents = sorted({e.agent for e in run.episodes})
    for agent in agents:
        m = build_matrices(run.blueprints, [e for e in run.episodes if e.agent == agent], run.upper_bound)
        wf, rf = diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
        ok = (m.read_ok | ~m.var_mask).all(axis=3)
        out["overall"][agent], out["diagnosis"][agent] = {}, {}
        for i, uid in enumerate(m.users):
            cell = m.cell[i]
            P, Q = int(cell.any(axis=1).sum()), int(cell.any(axis=0).sum())
            out["overall"][agent][uid] = {"accuracy": m.overall[i, :P, :Q].astype(float).tolist()}
            out["diagnosis"][agent][uid] = {"write_failure": wf[i, :P, :Q].astype(int).tolist(),
                                            "read_failure": rf[i, :P, :Q].astype(int).tolist(),
                                            "memory_success": ok[i, :P, :Q].astype(int).tolist()}
            if agent == agents[0]:  # the upper bound does not depend on the agent
                out["utilization"][uid] = {"accuracy": m.upper_bound[i, :P, :Q].astype(float).tolist()}
    return out


def imported_results(spec: Any, on_dir: Path, off_dir: Path) -> dict[str, Any]:
    """Every published number of an imported release: the replay's scores (``off_policy``,
    normalized by the replayed upper bound) and matrices, beside the imported run's own scores
    (``on_policy``: the reference's answers as imported; the self-trace check asks them equal)."""

    # brings numpy: loaded only when this runs
    from replaykit.scoring.metrics import score_run

    on_run, off_run = load_run(on_dir), load_run(off_dir)
    usage = msgspec.to_builtins(sum_usage([e.usage for e in off_run.episodes]
                                          + [r.usage for r in off_run.upper_bound.values()]))
    return {
        "version": 2,
        "release": spec.name,
        "kind": "imported",
        "on_policy": score_run(on_run)["agents"],
        "off_policy": score_run(off_run).get("off_policy", {}),
        "reference_metrics": reference_metrics(off_run),
        "usage": {"off_policy": usage},
    }


def upper_bound_differences(on: dict, off: dict) -> list[str]:
    """Upper-bound answers (user -> UpperBoundResult) the replay gives differently from the imported run's."""

    def rows(ub: dict) -> dict:
        return {(u, a.question, tuple(a.variant)): (a.raw, a.choice, a.json_error) for u, r in ub.items()
                for a in r.answers}

    a, b = rows(on), rows(off)
    return [f"upper bound of user {k[0]}, question {k[1]}, state {list(k[2])}: imported {a.get(k)!r}, replayed "
            f"{b.get(k)!r}" for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k)]


def check_imported(release_dir: Path, spec: Any, on_dir: Path, off_dir: Path) -> Any:
    """The self-trace check of an imported release: each agent replayed over its own imported
    traces scores (and answers) exactly as the imported run, and so does the upper bound."""
    # loaded on first use: importing this module stays light
    from replaykit.release.trust import TrustReport, run_differences

    on_run, off_run = load_run(on_dir), load_run(off_dir)
    diffs = []
    for name in agent_names(release_dir, spec):
        diffs += [f"{name}: {d}" for d in run_differences(on_run, off_run, name, off_dir)]
    diffs += upper_bound_differences(on_run.upper_bound, off_run.upper_bound)
    return TrustReport(layering=OVER_ON_POLICY, self_trace_agent=SELF_TRACE, self_trace_differences=diffs,
                       cassette_conflicts=[])


def reconstructed_count(cassette: Path) -> tuple[int, int]:
    """(entries, entries marked as reconstructed) of an imported cassette."""
    # loaded on first use: importing this module stays light
    from replaykit.reference import RECONSTRUCTED_HEADER

    with CassetteStore.open(cassette) as store:
        n, rec = 0, 0
        for key in store.keys():
            n += 1
            resp = store.response(key)
            assert resp is not None  # a key the store lists
            rec += any(h == RECONSTRUCTED_HEADER for h, _ in resp.headers)
    return n, rec


def usage_rows(release_dir: Path, work_dir: Path, spec: Any, pricing: Any = None) -> list:
    """Tokens and dollars of the replay (the reference's own counts, from its files)."""
    # loaded on first use: importing this module stays light
    from replaykit.scoring.cost import endpoint_models, run_usage

    off = work_dir / "runs" / "off"
    if not (off / "run.json").is_file():
        return []
    return run_usage(load_run(off), cassette=release_dir / "cassettes" / CASSETTE,
                     endpoints=endpoint_models(release_dir / spec.endpoints), pricing=pricing,
                     stage_names={"off": "replay of the imported run"})


def agent_names(release_dir: Path, spec: Any) -> list[str]:
    return [load_agent_config(release_dir / a).name for a in spec.agents]
