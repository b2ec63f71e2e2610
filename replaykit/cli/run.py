"""`replaykit run`: episodes of one or more agents over blueprints, recorded, resumable, concurrent."""

from __future__ import annotations

import os
from pathlib import Path

import click


def results_table(out: Path) -> str:
    """The final table: one row per agent (and policy), the same columns as `replaykit score`."""
    from replaykit.data.result import load_run
    from replaykit.scoring.metrics import score_run
    from replaykit.table import report_sections, score_table

    run = load_run(out)
    scores = score_run(run)
    lines = [score_table(report_sections(scores)).text()]
    if run.upper_bound and not any(scores.get(k) for k in ("agents", "off_policy")):
        n = sum(len(r.answers) for r in run.upper_bound.values())
        lines.append(f"upper bound only: {n} answers for {len(run.upper_bound)} user(s)")
    return "\n".join(lines)


@click.command("run")
@click.option("--blueprints", "blueprints_path", required=True, type=click.Path(exists=True),
              help="Blueprint folder (replaykit gen) or a reference data.json.")
@click.option("--agent", "agent_files", multiple=True, required=True, type=click.Path(exists=True),
              help="Agent config JSON (configs/agents/*.json); repeatable.")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Run directory (created or resumed).")
@click.option("--endpoints", "endpoints_file", type=click.Path(exists=True), default=None,
              help="Endpoint config JSON (configs/endpoints/local.json for `make serve-local`, "
                   "configs/endpoints/openai.json for OpenAI); missing base URLs come from OPENAI_BASE_URL.")
@click.option("--model", default=None,
              help="Without --endpoints: the model for every role at OPENAI_BASE_URL (or REPLAYKIT_MODEL).")
@click.option("--cassette", type=click.Path(dir_okay=False), default=None,
              help="Cassette file (default: RUN_DIR/cassette.rkc).")
@click.option("--mode", type=click.Choice(["record", "replay", "auto"]), default=None,
              help="Recording mode (default: env REPLAYKIT_MODE, else auto).")
@click.option("--run-config", "run_config_file", type=click.Path(exists=True), default=None,
              help="Interaction settings (configs/run/default.json shape); default: built-in defaults.")
@click.option("--users", type=int, default=None, help="Only the first N users.")
@click.option("--periods", type=int, default=None, help="Only the first N periods.")
@click.option("--replicas", type=int, default=1, show_default=True)
@click.option("--concurrency", type=int, default=1, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--off-policy-from", "off_policy_from", type=click.Path(exists=True, file_okay=False), default=None,
              help="Feed the traces of this run directory instead of talking to the user simulator.")
@click.option("--trace-agent", default=None, help="Whose traces to feed (an agent name in --off-policy-from).")
@click.option("--quiet", is_flag=True, help="No progress bar (errors and the final table still print).")
def run(blueprints_path, agent_files, out, endpoints_file, model, cassette, mode, run_config_file, users, periods,
        replicas, concurrency, seed, off_policy_from, trace_agent, quiet) -> None:
    """Run agents on blueprint users (paper §3.2-3.3) and write RUN_DIR.

    Every LLM call is recorded into the cassette; rerunning the same command resumes
    (finished episodes are skipped, interrupted ones replay their recorded calls).
    With --mode replay it needs no network and no API key.
    """
    from replaykit.episodes.agent import load_agent_config
    from replaykit.data.blueprint import load_blueprints
    from replaykit.gateway import Gateway, resolve_endpoints
    from replaykit.recording.recorder import Recorder
    from replaykit.episodes.runner import load_run_config, run as run_all, write_manifest

    out_dir = Path(out)
    bps = load_blueprints(blueprints_path)
    agents = [load_agent_config(p) for p in agent_files]
    run_config = load_run_config(run_config_file)
    endpoints = resolve_endpoints(endpoints_file, model)
    gateway = Gateway(endpoints)
    cassette_path = Path(cassette) if cassette else out_dir / "cassette.rkc"
    cassette_path.parent.mkdir(parents=True, exist_ok=True)
    mode = mode or os.environ.get("REPLAYKIT_MODE") or "auto"

    from replaykit.progress import BarObserver, ProgressBar, recorder_calls
    from replaykit.view.memory import MemorySaver

    bar = ProgressBar("run", quiet=quiet, extra=recorder_calls)
    try:
        with Recorder(cassette_path, mode=mode, secrets=gateway.secrets()), bar:
            summary = run_all(
                blueprints=bps, agents=agents, out=out_dir, gateway=gateway, run_config=run_config,
                users=users, periods=periods, replicas=replicas, concurrency=concurrency, seed=seed,
                off_policy_from=off_policy_from, trace_agent=trace_agent, finalize=False,
                observer=BarObserver(bar, on_period=MemorySaver(out_dir)),
            )
    finally:
        gateway.close()
        if (out_dir / "run.json").is_file():
            write_manifest(out_dir, cassette=cassette_path if mode != "off" else None)
    click.echo(
        f"{summary.done} episode(s) run, {summary.skipped} already done; results in {out_dir}", err=True
    )
    click.echo(results_table(out_dir))
