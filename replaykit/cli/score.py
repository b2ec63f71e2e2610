"""`replaykit score RUN_DIR [--json] [--upper-bound RUN]`: every metric of every agent of a run."""

from __future__ import annotations

from pathlib import Path

import click

from replaykit.base import pretty_json
from replaykit.data.result import load_run
from replaykit.scoring.metrics import score_run
from replaykit.table import report_sections, score_notes, score_table


def format_table(report: dict) -> str:
    """The table for people: one row per agent and policy (replaykit.table, shared by every command)."""
    sections = report_sections(report)
    return "\n".join([score_table(sections).text()] + score_notes(sections)) + "\n"


@click.command("score")
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable scores (sorted keys).")
@click.option("--upper-bound", "ub_run", type=click.Path(file_okay=False), default=None,
              help="Normalize by this run's upper-bound answers (an off-policy run scored as a release publishes it).")
@click.option("--cost/--no-cost", default=True, show_default=True,
              help="Also print tokens and dollars per stage and role (not with --json).")
@click.option("--pricing", type=click.Path(dir_okay=False), default=None,
              help="Pricing file (default: $REPLAYKIT_PRICING, else configs/pricing.json).")
def score(run_dir: str, as_json: bool, ub_run: str | None, cost: bool, pricing: str | None) -> None:
    """Score every agent of RUN_DIR: overall, upper bound, random, memory, diagnosis.

    memory is the mean over (user, period) of (overall - random) / (UB - random), as the
    reference code computes its published numbers; mem_pooled pools each period's cells
    first (the paper's wording). write/read/util are the diagnosis failure rates.
    """
    import msgspec

    run = load_run(run_dir)
    if ub_run is not None:
        run = msgspec.structs.replace(run, upper_bound=load_run(ub_run).upper_bound)
    report = score_run(run)
    if as_json:
        click.echo(pretty_json(report).decode(), nl=False)
        return
    click.echo(format_table(report), nl=False)
    if cost:
        from replaykit.scoring.cost import load_pricing, run_usage, usage_table

        prices = load_pricing(pricing)
        rows = run_usage(run, cassette=Path(run_dir) / "cassette.rkc", pricing=prices)
        if rows:
            when = f"prices of {prices.date}" if prices else "no pricing file: dollars not computed"
            click.echo(f"\ntokens and dollars ({when}; embedding tokens from the cassette)")
            click.echo(usage_table(rows).text())
