"""`replaykit gen`: generate blueprints (paper §3.1) through the recorded LLM gateway."""

from __future__ import annotations

import time
from pathlib import Path

import click

from replaykit._util.limits import MAX_CONCURRENCY, MAX_USERS
from replaykit.cli._common import redacting_secrets
from replaykit.cli.options import Output, Recording, output_options, recording_options


def _interrupted_gen(folder: Path) -> bool:
    """What gen leaves before its manifest: users/<id>.json files (and quality.json), nothing else."""
    users = folder / "users"
    return ({e.name for e in folder.iterdir()} <= {"users", "quality.json"} and users.is_dir()
            and not users.is_symlink() and all(f.suffix == ".json" and f.is_file() and not f.is_symlink()
                                               for f in users.iterdir()))


@click.command("gen")
@click.option("--env", "env_path", required=True, type=click.Path(exists=True, dir_okay=False), help="Env config (configs/env/*.json).")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Output blueprint folder, e.g. blueprints/NAME.")
@recording_options(cassette_help="Cassette file (default: cassettes/gen/<NAME>.rkc, NAME the --out folder's name).")
@click.option("--users", type=click.IntRange(min=1, max=MAX_USERS), default=None, help="Generate only the first N users of the config.")
@click.option("--workers", type=click.IntRange(min=1, max=MAX_CONCURRENCY), default=None,
              help="Users generated concurrently (default: config workers).")
@output_options(quiet_help="No progress bar.", force_unless="that `replaykit gen` did not make")
def gen(env_path: str, out: str, recording: Recording, users: int | None, workers: int | None, output: Output) -> None:
    """Generate blueprints: profile, questions, schema, state evolution, queries and answers, with checks.

    Writes OUT/manifest.json, OUT/users/<id>.json and OUT/quality.json. Resumable: a rerun in
    auto mode replays every call already in the cassette and pays only for the rest.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit._util.outputs import any_of, check_not_input, check_output_folder, has_file, source_starts
    from replaykit.gateway import endpoint_secrets
    from replaykit.generation.generator import GenSpec, load_env_config, quality_summary, run_gen
    from replaykit.ui.progress import GenProgress, ProgressBar, recorder_calls

    inputs = [env_path, recording.endpoints_file]
    check_output_folder(out, inputs=inputs, force=output.force, command="gen", what="a blueprint folder `replaykit gen` made",
                        ours=any_of(has_file("manifest.json", then=source_starts("replaykit gen")), _interrupted_gen))
    if recording.cassette is not None:
        check_not_input(recording.cassette, inputs, command="gen", option="--cassette")
    mode = recording.session_mode()
    cfg = load_env_config(env_path)
    n = users if users is not None else cfg.num_users
    t0 = time.monotonic()
    secrets = endpoint_secrets(recording.resolve_endpoints())
    # generated text may echo a key: blueprints never hold it
    with redacting_secrets(secrets), ProgressBar("gen", quiet=output.quiet, extra=recorder_calls) as bar:
        spec = GenSpec(env=cfg, out=out, endpoints=recording.endpoints_file, model=recording.model,
                       cassette=recording.cassette, mode=mode, users=users, workers=workers)
        result, cassette_path = run_gen(spec, progress=GenProgress(bar, n))
    for line in quality_summary(result.quality):
        click.echo(line, err=True)
    click.echo(
        f"wrote {len(result.blueprints)} blueprint(s) to {out} (quality.json alongside); cassette {cassette_path}; "
        f"{time.monotonic() - t0:.1f}s",
        err=True,
    )
