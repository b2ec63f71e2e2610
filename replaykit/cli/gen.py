"""`replaykit gen`: generate blueprints (paper §3.1) through the recorded LLM gateway."""

from __future__ import annotations

import time
from pathlib import Path

import click

from replaykit._util.limits import MAX_CONCURRENCY, MAX_USERS
from replaykit.cli._common import cli_mode, redacting_secrets


def _interrupted_gen(folder: Path) -> bool:
    """What gen leaves before its manifest: users/<id>.json files (and quality.json), nothing else."""
    users = folder / "users"
    return ({e.name for e in folder.iterdir()} <= {"users", "quality.json"} and users.is_dir()
            and not users.is_symlink() and all(f.suffix == ".json" and f.is_file() and not f.is_symlink()
                                               for f in users.iterdir()))


@click.command("gen")
@click.option("--env", "env_path", required=True, type=click.Path(exists=True, dir_okay=False), help="Env config (configs/env/*.json).")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Output blueprint folder, e.g. blueprints/NAME.")
@click.option("--endpoints", default=None, type=click.Path(exists=True, dir_okay=False),
              help="Endpoints config (e.g. configs/endpoints/local.json); default: OPENAI_BASE_URL + --model.")
@click.option("--model", default=None, help="Model name when no --endpoints file is given.")
@click.option("--cassette", default=None, type=click.Path(dir_okay=False), help="Cassette file; default cassettes/gen/<NAME>.rkc.")
@click.option("--mode", type=click.Choice(["record", "replay", "auto"]), default=None,
              help="Recording mode; default REPLAYKIT_MODE, else auto (replay what is recorded, record the rest).")
@click.option("--users", type=click.IntRange(min=1, max=MAX_USERS), default=None, help="Generate only the first N users of the config.")
@click.option("--workers", type=click.IntRange(min=1, max=MAX_CONCURRENCY), default=None,
              help="Users generated concurrently (default: config workers).")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@click.option("--force", is_flag=True, help="Write into --out even if it is a non-empty folder that `replaykit gen` "
              "did not make (nothing there is deleted; never an input or a folder holding or inside one).")
def gen(env_path, out, endpoints, model, cassette, mode, users, workers, quiet, force) -> None:
    """Generate blueprints: profile, questions, schema, state evolution, queries and answers, with checks.

    Writes OUT/manifest.json, OUT/users/<id>.json and OUT/quality.json. Resumable: a rerun in
    auto mode replays every call already in the cassette and pays only for the rest.
    """
    from replaykit._util.outputs import any_of, check_not_input, check_output_folder, has_file, source_starts
    from replaykit.gateway import endpoint_secrets, resolve_endpoints
    from replaykit.generation.generator import GenSpec, load_env_config, quality_summary, run_gen
    from replaykit.ui.progress import GenProgress, ProgressBar, recorder_calls

    inputs = [env_path, endpoints]
    check_output_folder(out, inputs=inputs, force=force, command="gen", what="a blueprint folder `replaykit gen` made",
                        ours=any_of(has_file("manifest.json", then=source_starts("replaykit gen")), _interrupted_gen))
    if cassette is not None:
        check_not_input(cassette, inputs, command="gen", option="--cassette")
    mode = cli_mode(mode)
    cfg = load_env_config(env_path)
    n = users if users is not None else cfg.num_users
    t0 = time.monotonic()
    secrets = endpoint_secrets(resolve_endpoints(endpoints, model))
    # generated text may echo a key: blueprints never hold it
    with redacting_secrets(secrets), ProgressBar("gen", quiet=quiet, extra=recorder_calls) as bar:
        spec = GenSpec(env=cfg, out=out, endpoints=endpoints, model=model, cassette=cassette, mode=mode, users=users,
                       workers=workers)
        result, cassette_path = run_gen(spec, progress=GenProgress(bar, n))
    for line in quality_summary(result.quality):
        click.echo(line, err=True)
    click.echo(
        f"wrote {len(result.blueprints)} blueprint(s) to {out} (quality.json alongside); cassette {cassette_path}; "
        f"{time.monotonic() - t0:.1f}s",
        err=True,
    )
