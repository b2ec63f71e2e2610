"""`replaykit verify RUN_DIR`: every file of a run directory against its digests.json."""

from __future__ import annotations

import sys
from pathlib import Path

import click


@click.command("verify")
@click.argument("run_dir", type=click.Path(exists=True, file_okay=False))
@click.option("--cassette", type=click.Path(dir_okay=False), default=None,
              help="The cassette the run recorded into (default: RUN_DIR/cassette.rkc when present).")
def verify(run_dir: str, cassette: str | None) -> None:
    """Check that no file of RUN_DIR changed since the run wrote it; exit 1 naming each one.

    RUN_DIR may be an evolution directory (`replaykit evolve --out`): then every file of it,
    each feedback condition's run directory (and held-out ones), and that every condition's
    run.json holds the digest of the one shared cassette.

    Checks every file listed in RUN_DIR/digests.json (run.json, blueprints, episodes,
    traces, upper bound), that no result file was added, and the cassette against the
    digest in run.json. To check that the results come from the cassette, replay into
    the same directory: `replaykit run ... --out RUN_DIR --mode replay` re-runs every
    episode and compares it with its file.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.digests import digest_problems, run_files
    from replaykit.data.result import RunManifest, load_run, read_json
    from replaykit.episodes.runner import file_digest

    root = Path(run_dir)
    if cassette is not None and not Path(cassette).is_file():  # named on purpose: never skipped in silence
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.errors import ConfigError

        raise ConfigError("no such cassette file (or a link to nothing); pass the cassette the run recorded "
                          "into, or leave --cassette out to check RUN_DIR/cassette.rkc", file=cassette,
                          field="--cassette")
    problems = digest_problems(root)
    evolution = (root / "evolve.json").is_file()
    if evolution:  # an evolution directory: the whole folder, then each condition's run directory
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.data.evolution import EvolveManifest

        evolve = read_json(root / "evolve.json", EvolveManifest)
        manifest: EvolveManifest | RunManifest | None = evolve
        run_dirs = sorted(p.parent for p in root.glob("*/**/run.json"))
        for d in run_dirs:
            problems += digest_problems(d)
            if read_json(d / "run.json", RunManifest).cassette_digest != evolve.cassette_digest:
                problems.append(f"{d / 'run.json'}: cassette digest differs from evolve.json's (a stale condition)")
        what = "evolve.json"
    else:
        manifest = read_json(root / "run.json", RunManifest) if (root / "run.json").is_file() else None
        run_dirs = [root]
        what = "run.json"
    cas = Path(cassette) if cassette else root / "cassette.rkc"
    checked_cassette = False
    if manifest is not None and manifest.cassette_digest and cas.is_file():
        checked_cassette = True
        if file_digest(cas) != manifest.cassette_digest:
            problems.append(f"{cas}: differs from the cassette digest in {what} (recorded into since, or another file)")
    if not problems:
        for d in run_dirs:
            load_run(d)  # every file also decodes into its format
    for line in problems:
        click.echo(f"DIFFERS   {line}")
    n = len(run_files(root))
    extra = " and its cassette" if checked_cassette else ""
    if problems:
        click.echo(f"run {root} does NOT verify: {len(problems)} problem(s) above", err=True)
        sys.exit(1)
    kind = f" (evolution: {len(run_dirs)} run directories)" if evolution else ""
    click.echo(f"verified {n} file(s) of {root}{kind}{extra} against digests.json")
