"""`replaykit judge RUN_DIR`: memory factual recall (paper Appendix E) of a run's AWI/AWE episodes."""

from __future__ import annotations

import os
from pathlib import Path

import click

from replaykit._util.limits import MAX_CONCURRENCY
from replaykit.cli.options import Recording, recording_options


@click.command("judge")
@click.argument("run_dir", type=click.Path(exists=True, file_okay=False))
@click.option("--agent", "agents", multiple=True, help="Agent name to judge (repeatable; default: every AWI and AWE agent).")
@recording_options(cassette_help="The run's cassette (default: RUN_DIR/cassette.rkc); judge calls are recorded into it.",
                   endpoints_also=" The judge role answers.")
@click.option("--judge-role", default="judge", show_default=True, help="Gateway role of the factual-recall judge.")
@click.option("--concurrency", type=click.IntRange(min=1, max=MAX_CONCURRENCY), default=1, show_default=True)
def judge(run_dir: str, agents: tuple[str, ...], recording: Recording, judge_role: str, concurrency: int) -> None:
    """Check each period's new states against the agent's memory with the Appendix C.6
    factual-consistency prompt; recall = the share judged supported.

    Memories are rebuilt by re-feeding each episode its own trace, replayed from the run's
    cassette; only the judge calls are new (and recorded). `replaykit score RUN_DIR` then
    shows the recall.
    """
    from replaykit.data.digests import DIGESTS_FILE, check_digests, write_digests  # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.evolution import load_recall  # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.judge import JudgeSettings  # brings numpy: loaded only when this runs
    from replaykit.episodes.recall import judge_run  # brings numpy: loaded only when this runs
    from replaykit.episodes.runner import write_manifest  # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.evolution import recall_summary  # brings numpy: loaded only when this runs
    from replaykit.session import recorded_session  # start-up: `replaykit --help` loads only what it prints

    mode = recording.session_mode()
    endpoints = recording.resolve_endpoints()
    cassette_path = recording.cassette_path(Path(run_dir) / "cassette.rkc")
    finished = (Path(run_dir) / DIGESTS_FILE).is_file()
    if finished:  # an edited result is named before anything is judged or re-digested
        check_digests(run_dir)
    own = os.path.realpath(cassette_path) == os.path.realpath(Path(run_dir) / "cassette.rkc")
    try:
        with recorded_session(endpoints, cassette_path, mode) as gateway:
            done, skipped = judge_run(run_dir, gateway, agents=list(agents) or None,
                                      judge=JudgeSettings(role=judge_role), concurrency=concurrency,
                                      progress=lambda m: click.echo(m, err=True), digests=False)
    finally:
        if finished and own:  # the judge recorded into the run's cassette: run.json's digest follows it
            write_manifest(run_dir, cassette=cassette_path)  # (and digests.json, the judged files included)
        elif finished:
            write_digests(run_dir)
    click.echo(f"{done} episode(s) judged, {skipped} already done", err=True)
    for agent, s in recall_summary(load_recall(run_dir)).items():
        per = " ".join("-" if v is None else f"{v:.3f}" for v in s["per_period"])
        rec = "-" if s["recall"] is None else f"{s['recall']:.3f}"
        click.echo(f"{agent}: factual recall {rec} (per period: {per}; {s['episodes']} episode(s))")
