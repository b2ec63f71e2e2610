"""`replaykit run`: episodes of one or more agents over blueprints, recorded, resumable, concurrent."""

from __future__ import annotations

import os
from pathlib import Path

import click

from replaykit._util.fs import is_text, resolved
from replaykit._util.outputs import any_of, check_not_input, check_output_folder, has_file, only_names
from replaykit.cli._common import CommandWithSubcommands
from replaykit.cli.options import (
    OffPolicy,
    Output,
    RayOptions,
    Recording,
    Selection,
    blueprints_option,
    off_policy_options,
    output_options,
    ray_options,
    recording_options,
    selection_options,
)
from replaykit.errors import ConfigError, ReplaykitError


def results_table(out: Path) -> str:
    """The final table: one row per agent (and policy), the same columns as `replaykit score`."""
    from replaykit.data.result import load_run  # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.metrics import score_run  # brings numpy: loaded only when this runs
    from replaykit.ui.table import report_sections, score_table  # start-up: `replaykit --help` loads only what it prints

    run = load_run(out, replies=False)  # the table reads no reply text
    scores = score_run(run)
    lines = [score_table(report_sections(scores)).text()]
    if run.upper_bound and not any(scores.get(k) for k in ("agents", "off_policy")):
        n = sum(len(r.answers) for r in run.upper_bound.values())
        lines.append(f"upper bound only: {n} answers for {len(run.upper_bound)} user(s)")
    return "\n".join(lines)


# what `replaykit run` writes into RUN_DIR (an interrupted first run may hold only some of it, no run.json yet)
RUN_NAMES = ("run.json", "cassette.rkc", "blueprints", "episodes", "traces", "upper_bound", "memory",
             "factual_recall", "shard.json", "digests.json", "shards")


def check_run_out(out: Path, inputs, *, force: bool, command: str) -> None:
    """RUN_DIR is new, empty, or a run directory (its run.json, or only what a run writes): else --force."""

    check_output_folder(out, inputs=inputs, force=force, command=command, what="a run directory (no run.json)",
                        ours=any_of(has_file("run.json"), only_names(RUN_NAMES, prefixes=(".cassette.rkc.", ".run.json.tmp-"))))


def base_cassettes(base_files, off_policy_from, cassette_path: Path, no_base: bool, out: Path | None = None) -> list[Path]:
    """The cassettes read first: --base, else (off-policy) the trace run's cassette.rkc when it exists.
    Each is recorded in ``out``'s run.json by its path from there, which JSON must hold as text: a
    name that is not UTF-8 is refused here, before the run (it was a traceback once the run finished)."""

    bases = [Path(b) for b in base_files]
    if no_base and bases:
        raise ConfigError("--base and --no-base contradict each other; pass one", field="--base")
    if not bases and off_policy_from is not None and not no_base:
        default = Path(off_policy_from) / "cassette.rkc"
        if default.is_file():
            bases = [default]
    for b in bases:
        if resolved(b) == resolved(cassette_path):
            raise ConfigError(f"{b} is the run's own cassette; a base is another run's cassette", field="--base")
        if out is not None and not is_text(os.path.relpath(resolved(b), resolved(out))):
            raise ConfigError("run.json records a base cassette by its path from the run folder, and this one "
                              "has a name that is not UTF-8 text; copy or link it to a path whose names are",
                              file=b, field="--base")
    return bases


@click.command("merge")
@click.argument("out", type=click.Path(file_okay=False))
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False))
@click.option("--prefer", type=click.Choice(["first", "last"]), default=None,
              help="Passed to the cassette merge (see `replaykit cassette merge --help`).")
@click.option("--force", is_flag=True, help="Write into OUT even if it is not empty.")
def run_merge(out: str, inputs: tuple[str, ...], prefer: str | None, force: bool) -> None:
    """Combine the run directories of `replaykit run --shard I/N` into one run directory OUT.

    Checks that every shard of one run is there once and that their run configs, seeds and
    agent configs agree; merges their cassettes into OUT/cassette.rkc.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.shard import merge_runs

    res = merge_runs(out, list(inputs), prefer=prefer, overwrite=force)
    extra = "" if res.cassette_entries is None else f", cassette {res.cassette_entries} entries"
    click.echo(f"{out}: merged {res.shards} shard(s), {res.files} result file(s){extra}")


def run_ray(spec, ray: RayOptions, *, shard_spec: str | None, cassette: str | None, endpoints: dict, mode: str,
            progress) -> None:
    """`replaykit run --executor ray ...`: check the flag combination, run the shards of ``spec`` on Ray, merge."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.ray_executor import RateLimit, run_on_ray

    if ray.executor != "ray":
        raise ConfigError("--shards, --ray-address, --rpm and --tpm go with --executor ray", field="--executor")
    if shard_spec is not None or cassette is not None:
        raise ConfigError("--executor ray runs every shard itself into RUN_DIR/shards/ and merges them into "
                          "RUN_DIR (cassette RUN_DIR/cassette.rkc); drop --shard and --cassette", field="--executor")
    progress(f"ray executor: {ray.shards or 2} shard(s) on {ray.address or 'a local Ray instance'}")
    run_on_ray(spec, endpoints=endpoints, mode=mode, shards=ray.shards or 2, address=ray.address,
               rate_limit=RateLimit(requests_per_minute=ray.rpm, tokens_per_minute=ray.tpm), progress=progress)


@click.command("run", cls=CommandWithSubcommands, subcommands={"merge": run_merge})
@blueprints_option
@click.option("--agent", "agent_files", multiple=True, required=True, type=click.Path(exists=True),
              help="Agent config JSON (configs/agents/*.json); repeatable.")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Run directory (created or resumed).")
@recording_options(cassette_help="Cassette file (default: RUN_DIR/cassette.rkc).")
@selection_options()
@off_policy_options
@click.option("--shard", "shard_spec", default=None, metavar="I/N",
              help="Run only the I-th of N parts of the users (1-based; for job arrays), into its own RUN_DIR; "
                   "combine them with `replaykit run merge`.")
@ray_options
@output_options(quiet_help="No progress bar (errors and the final table still print).",
                force_unless="that is not a run directory")
def run(blueprints_path: str, agent_files: tuple[str, ...], out: str, recording: Recording, selection: Selection,
        off_policy: OffPolicy, shard_spec: str | None, ray: RayOptions, output: Output) -> None:
    """Run agents on blueprint users (paper §3.2-3.3) and write RUN_DIR.

    Every LLM call is recorded into the cassette; rerunning the same command resumes
    (finished episodes are skipped, interrupted ones replay their recorded calls).
    With --mode replay it needs no network and no API key.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.blueprint import load_blueprints
    from replaykit.episodes.agents.registry import load_agent_config
    from replaykit.episodes.preflight import check_spec_requirements
    from replaykit.episodes.runner import run as run_all
    from replaykit.episodes.runner import write_manifest
    from replaykit.episodes.shard import parse_shard
    from replaykit.episodes.spec import RunSpec
    from replaykit.session import recorded_session

    out_dir = Path(out)
    inputs = [blueprints_path, *agent_files, selection.run_config_file, recording.endpoints_file,
              off_policy.off_policy_from, *off_policy.base_files]
    check_run_out(out_dir, inputs, force=output.force, command="run")
    cassette = recording.cassette
    if cassette is not None:  # the cassette is written: never an input, nor inside an input folder
        check_not_input(cassette, inputs, command="run", option="--cassette")
    mode = recording.session_mode()
    spec = RunSpec(
        blueprints=load_blueprints(blueprints_path), agents=[load_agent_config(p) for p in agent_files],
        out=str(out_dir), **selection.spec_fields(), off_policy_from=off_policy.off_policy_from,
        trace_agent=off_policy.trace_agent, shard=parse_shard(shard_spec) if shard_spec is not None else None,
    )
    spec.check()  # every check that needs no cassette runs before one is created (a failed check leaves nothing behind)
    endpoints = recording.resolve_endpoints()
    check_spec_requirements(spec, endpoints)  # every agent's library and roles, before a file or a call
    cassette_path = recording.cassette_path(out_dir / "cassette.rkc")
    bases = base_cassettes(off_policy.base_files, off_policy.off_policy_from, cassette_path, off_policy.no_base, out_dir)

    # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.memory import MemorySaver
    from replaykit.ui.progress import BarObserver, ProgressBar, recorder_calls

    if ray.wanted:
        if off_policy.base_files:
            raise ConfigError("the ray executor does not read base cassettes; run without --executor ray "
                              "(or pass --no-base)", field="--base")
        if bases:
            click.echo(f"note: the ray executor does not read {bases[0]} first; off-policy requests the "
                       "on-policy run made are asked again", err=True)

        run_ray(spec, ray, shard_spec=shard_spec, cassette=cassette, endpoints=endpoints, mode=mode,
                progress=output.progress)
        click.echo(results_table(out_dir))
        return
    failed = True
    bar = ProgressBar("run", quiet=output.quiet, extra=recorder_calls)
    try:
        if bases:
            click.echo(f"reading {', '.join(map(str, bases))} first (requests recorded there are not asked again)",
                       err=True)
        with recorded_session(endpoints, cassette_path, mode, base=bases) as gateway, bar:
            summary = run_all(spec, gateway=gateway, finalize=False,
                              observer=BarObserver(bar, on_period=MemorySaver(out_dir)))
        failed = False
    finally:
        if (out_dir / "run.json").is_file():
            try:
                write_manifest(out_dir, cassette=cassette_path if mode != "off" else None, bases=bases)
            except ReplaykitError:
                if not failed:
                    raise  # on a failed run the first error is the one to print (e.g. the disk filled)
    verified = f", {summary.verified} re-run and identical to their files" if summary.verified else ""
    click.echo(
        f"{summary.done} episode(s) run, {summary.skipped} already done{verified}; results in {out_dir}", err=True
    )
    click.echo(results_table(out_dir))
