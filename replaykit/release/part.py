"""One recorded part of a release (its on-policy runs, its off-policy runs, an imported run's replay):
agents over blueprints, run under one mode into a work folder, their calls in one cassette."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from replaykit.data.blueprint import load_blueprints
from replaykit.data.memory import MemorySaver
from replaykit.episodes.agents.registry import load_agent_config
from replaykit.episodes.runner import run, write_manifest
from replaykit.episodes.spec import RunSpec, load_run_config
from replaykit.gateway import load_endpoints
from replaykit.release.spec import ReleaseSpec
from replaykit.session import recorded_session
from replaykit.ui.progress import BarObserver, ProgressBar

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


@dataclass(frozen=True)
class Part:
    """One recorded part of a release run into a work folder: ``agents`` (config paths in the release)
    over ``blueprints``, calls in ``cassette`` (over the read-only ``base`` cassettes), on-policy, or
    fed the traces of the run in ``off_policy_from`` (the release's trace agent's, or with
    ``own_traces`` each agent its own); ``common_periods``: every user runs the same periods."""

    cassette: Path
    out: Path
    blueprints: Path
    agents: list[str]
    replicas: int
    off_policy_from: Path | None = None
    base: Sequence[Path] = ()
    own_traces: bool = False
    common_periods: bool = True


def run_part(release_dir: Path, spec: ReleaseSpec, part: Part, *, mode: str, progress: Progress,
             bar: ProgressBar | None = None) -> None:
    """Run ``part`` under ``mode`` (its bar, if any, replaces the per-episode progress lines)."""
    cassette, out, off_policy_from, own_traces, base = part.cassette, part.out, part.off_policy_from, part.own_traces, part.base
    spec_ = RunSpec(
        blueprints=load_blueprints(part.blueprints), agents=[load_agent_config(release_dir / a) for a in part.agents],
        out=str(out), run_config=load_run_config(release_dir / spec.run_config), replicas=part.replicas,
        concurrency=spec.concurrency,
        seed=spec.seed, off_policy_from=None if off_policy_from is None else str(off_policy_from),
        trace_agent=spec.trace_agent if off_policy_from is not None and not own_traces else None,
        own_traces=own_traces, common_periods=part.common_periods,
    )
    observer = BarObserver(bar, on_period=MemorySaver(out))
    # in replay, a miss that some agent code caught and swallowed must still fail the replay
    # compact="always": a release cassette is canonical (diffs cleanly) even after a resumed recording
    with recorded_session(load_endpoints(release_dir / spec.endpoints), cassette, mode,
                          raise_caught_misses=mode == "replay", compact="always", base=base) as gateway:
        try:
            run(spec_, gateway=gateway, finalize=False, observer=observer,
                progress=progress if bar is None else _quiet)  # the bar replaces the per-episode lines
        finally:
            if bar is not None:
                bar.close()  # inside the recorder: the last line counts its calls
    write_manifest(out, cassette=cassette, bases=base)
