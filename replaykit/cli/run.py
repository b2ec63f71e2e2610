"""`replaykit run`: episodes of one or more agents over blueprints, recorded, resumable, concurrent."""

from __future__ import annotations

import os
from pathlib import Path

import click

from replaykit._util.limits import MAX_CONCURRENCY, MAX_REPLICAS, MAX_SHARDS
from replaykit._util.outputs import check_not_input
from replaykit.cli._common import CommandWithSubcommands, cli_mode
from replaykit.errors import ReplaykitError


def results_table(out: Path) -> str:
    """The final table: one row per agent (and policy), the same columns as `replaykit score`."""
    from replaykit.data.result import load_run
    from replaykit.scoring.metrics import score_run
    from replaykit.ui.table import report_sections, score_table

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
    from replaykit._util.outputs import any_of, check_output_folder, has_file, only_names

    check_output_folder(out, inputs=inputs, force=force, command=command, what="a run directory (no run.json)",
                        ours=any_of(has_file("run.json"), only_names(RUN_NAMES, prefixes=(".cassette.rkc.", ".run.json.tmp-"))))


def base_cassettes(base_files, off_policy_from, cassette_path: Path, no_base: bool, out: Path | None = None) -> list[Path]:
    """The cassettes read first: --base, else (off-policy) the trace run's cassette.rkc when it exists.
    Each is recorded in ``out``'s run.json by its path from there, which JSON must hold as text: a
    name that is not UTF-8 is refused here, before the run (it was a traceback once the run finished)."""
    from replaykit._util.fs import is_text, resolved
    from replaykit.errors import ConfigError

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
    from replaykit.episodes.shard import merge_runs

    res = merge_runs(out, list(inputs), prefer=prefer, overwrite=force)
    extra = "" if res.cassette_entries is None else f", cassette {res.cassette_entries} entries"
    click.echo(f"{out}: merged {res.shards} shard(s), {res.files} result file(s){extra}")


def run_ray(spec, *, executor: str, shard_spec: str | None, cassette: str | None, endpoints: dict, mode: str,
            rpm: float | None, tpm: float | None, shards: int | None, address: str | None, progress) -> None:
    """`replaykit run --executor ray ...`: check the flag combination, run the shards of ``spec`` on Ray, merge."""
    from replaykit.episodes.ray_executor import RateLimit, run_on_ray
    from replaykit.errors import ConfigError

    if executor != "ray":
        raise ConfigError("--shards, --ray-address, --rpm and --tpm go with --executor ray", field="--executor")
    if shard_spec is not None or cassette is not None:
        raise ConfigError("--executor ray runs every shard itself into RUN_DIR/shards/ and merges them into "
                          "RUN_DIR (cassette RUN_DIR/cassette.rkc); drop --shard and --cassette", field="--executor")
    progress(f"ray executor: {shards or 2} shard(s) on {address or 'a local Ray instance'}")
    run_on_ray(spec, endpoints=endpoints, mode=mode, shards=shards or 2, address=address,
               rate_limit=RateLimit(requests_per_minute=rpm, tokens_per_minute=tpm), progress=progress)


@click.command("run", cls=CommandWithSubcommands, subcommands={"merge": run_merge})
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
              help="Interaction settings (configs/run/*.json); default: built-in defaults = configs/run/v1.base.json.")
@click.option("--users", type=click.IntRange(min=1), default=None, help="Only the first N users.")
@click.option("--periods", type=click.IntRange(min=1), default=None, help="Only the first N periods.")
@click.option("--replicas", type=click.IntRange(min=1, max=MAX_REPLICAS), default=1, show_default=True)
@click.option("--concurrency", type=click.IntRange(min=1, max=MAX_CONCURRENCY), default=1, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--off-policy-from", "off_policy_from", type=click.Path(exists=True, file_okay=False), default=None,
              help="Feed the traces of this run directory instead of talking to the user simulator.")
@click.option("--trace-agent", default=None, help="Whose traces to feed (an agent name in --off-policy-from).")
@click.option("--base", "base_files", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="Cassette read first, read-only (repeatable): a request it holds is answered from it and "
                   "never asked again. Default with --off-policy-from: that run's cassette.rkc, so an agent fed "
                   "traces gets the on-policy answer for every request the on-policy run already made.")
@click.option("--no-base", is_flag=True, help="With --off-policy-from: do not read its cassette first "
                                               "(ask the provider again; the answers may differ).")
@click.option("--shard", "shard_spec", default=None, metavar="I/N",
              help="Run only the I-th of N parts of the users (1-based; for job arrays), into its own RUN_DIR; "
                   "combine them with `replaykit run merge`.")
@click.option("--executor", type=click.Choice(["local", "ray"]), default="local", show_default=True,
              help="ray: run --shards shards as Ray tasks and merge them into RUN_DIR (pip install 'amemgym-replaykit[ray]').")
@click.option("--ray-address", default=None, help="With --executor ray: the cluster to join (default: a local Ray).")
@click.option("--shards", type=click.IntRange(min=1, max=MAX_SHARDS), default=None, help="With --executor ray: number of shards (default 2).")
@click.option("--rpm", type=float, default=None, help="With --executor ray: requests per minute per endpoint, shared.")
@click.option("--tpm", type=float, default=None, help="With --executor ray: tokens per minute per endpoint, shared.")
@click.option("--quiet", is_flag=True, help="No progress bar (errors and the final table still print).")
@click.option("--force", is_flag=True, help="Write into --out even if it is a non-empty folder that is not a run "
              "directory (nothing there is deleted; never an input or a folder holding or inside one).")
def run(blueprints_path, agent_files, out, endpoints_file, model, cassette, mode, run_config_file, users, periods,
        replicas, concurrency, seed, off_policy_from, trace_agent, base_files, no_base, shard_spec, executor,
        ray_address, shards, rpm, tpm, quiet, force) -> None:
    """Run agents on blueprint users (paper §3.2-3.3) and write RUN_DIR.

    Every LLM call is recorded into the cassette; rerunning the same command resumes
    (finished episodes are skipped, interrupted ones replay their recorded calls).
    With --mode replay it needs no network and no API key.
    """
    from replaykit.data.blueprint import load_blueprints
    from replaykit.episodes.agents.registry import load_agent_config
    from replaykit.episodes.preflight import check_spec_requirements
    from replaykit.episodes.runner import run as run_all
    from replaykit.episodes.runner import write_manifest
    from replaykit.episodes.shard import parse_shard
    from replaykit.episodes.spec import RunSpec, load_run_config
    from replaykit.gateway import resolve_endpoints
    from replaykit.session import recorded_session

    out_dir = Path(out)
    inputs = [blueprints_path, *agent_files, run_config_file, endpoints_file, off_policy_from, *base_files]
    check_run_out(out_dir, inputs, force=force, command="run")
    if cassette is not None:  # the cassette is written: never an input, nor inside an input folder
        check_not_input(cassette, inputs, command="run", option="--cassette")
    mode = cli_mode(mode)
    spec = RunSpec(
        blueprints=load_blueprints(blueprints_path), agents=[load_agent_config(p) for p in agent_files],
        out=str(out_dir), run_config=load_run_config(run_config_file), users=users, periods=periods,
        replicas=replicas, concurrency=concurrency, seed=seed, off_policy_from=off_policy_from,
        trace_agent=trace_agent, shard=parse_shard(shard_spec) if shard_spec is not None else None,
    )
    spec.check()  # every check that needs no cassette runs before one is created (a failed check leaves nothing behind)
    endpoints = resolve_endpoints(endpoints_file, model)
    check_spec_requirements(spec, endpoints)  # every agent's library and roles, before a file or a call
    cassette_path = Path(cassette) if cassette else out_dir / "cassette.rkc"
    bases = base_cassettes(base_files, off_policy_from, cassette_path, no_base, out_dir)

    from replaykit.data.memory import MemorySaver
    from replaykit.ui.progress import BarObserver, ProgressBar, recorder_calls

    if executor == "ray" or shards is not None or ray_address or rpm or tpm:
        if base_files:
            from replaykit.errors import ConfigError

            raise ConfigError("the ray executor does not read base cassettes; run without --executor ray "
                              "(or pass --no-base)", field="--base")
        if bases:
            click.echo(f"note: the ray executor does not read {bases[0]} first; off-policy requests the "
                       "on-policy run made are asked again", err=True)

        run_ray(spec, executor=executor, shard_spec=shard_spec, cassette=cassette, endpoints=endpoints, mode=mode,
                shards=shards, address=ray_address, rpm=rpm, tpm=tpm,
                progress=lambda msg: click.echo(msg, err=True) if not quiet else None)
        click.echo(results_table(out_dir))
        return
    failed = True
    bar = ProgressBar("run", quiet=quiet, extra=recorder_calls)
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
