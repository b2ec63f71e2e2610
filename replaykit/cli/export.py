"""`replaykit export RUN_DIR... --format csv|jsonl|parquet`: one row per evaluation answer."""

from __future__ import annotations

import click

from replaykit.cli._common import write_output


@click.command("export")
@click.argument("run_dirs", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False))
@click.option("--format", "fmt", type=click.Choice(["csv", "jsonl", "parquet"]), default="csv", show_default=True,
              help="parquet needs the optional extra: pip install 'amemgym-replaykit[parquet]'")
@click.option("-o", "--out", type=click.Path(dir_okay=False, allow_dash=True), default=None,
              help="write here (default, or -: stdout; parquet needs a file)")
@click.option("--force", is_flag=True, help="replace an existing --out file (never one inside a RUN_DIR)")
def export(run_dirs: tuple[str, ...], fmt: str, out: str | None, force: bool) -> None:
    """One row per evaluation answer of every RUN_DIR: agent, policy, replica, user, period,
    question, choices, correct and chosen choice, correct?, random baseline, diagnosis outcome,
    cassette key; then the upper bound's answers (policy upper_bound), so the memory score can
    be computed from the rows alone.

    pandas reads every format directly (pd.read_csv, pd.read_json(lines=True),
    pd.read_parquet); lists (the choices) are JSON text in CSV. The mean of `correct` per
    agent is `replaykit score --json`'s overall. Columns: docs/viewer-and-exports.md.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.export import render, run_rows

    out = None if out == "-" else out  # a file named "-" is ./-
    if fmt == "parquet" and out is None:
        raise click.UsageError("--format parquet writes a binary file: give --out FILE.parquet (not stdout)")
    if out is not None:  # before reading: never inside a run it reads, even with --force
        # start-up: `replaykit --help` loads only what it prints
        from replaykit._util.outputs import check_not_input

        check_not_input(out, run_dirs, command="export", option="--out")
    missing: list[str] = []
    notes: list[str] = []
    rows = run_rows(run_dirs, missing, notes)
    for note in notes:
        click.echo(f"note: {note}", err=True)
    write_output(render(rows, fmt), out, force, f"{fmt} export", command="export", inputs=run_dirs)
    for line in missing:  # a partial run says so (on stderr: stdout may be the export itself)
        click.echo(f"partial run {line}", err=True)
    if out is not None:
        click.echo(f"wrote {len(rows)} answer row(s) of {len(run_dirs)} run(s) to {out}", err=True)
