"""`replaykit import amemgym ...`: bring runs of the AMemGym reference code into a run directory."""

from __future__ import annotations

import click

from replaykit.errors import ConfigError


@click.group("import")
def import_() -> None:
    """Import results made by other tools."""


def _parse_runs(values: tuple[str, ...]) -> dict[str, str]:
    runs: dict[str, str] = {}
    for v in values:
        name, sep, path = v.partition("=")
        if not sep or not name or not path:
            raise ConfigError(f"--run {v!r}: expected NAME=RUN_DIR, e.g. --run native=eval-output/v1.base/native/qwen",
                              field="--run")
        if name in runs:
            raise ConfigError(f"--run {v!r}: agent name {name!r} given twice", field="--run")
        runs[name] = path
    return runs


@import_.command("amemgym")
@click.option("--data", "data", required=True, type=click.Path(dir_okay=False, path_type=str),
              help="The reference data.json the runs were made with.")
@click.option("--run", "runs", multiple=True, metavar="NAME=RUN_DIR",
              help="An agent's output folder (one sub-folder per user); repeatable.")
@click.option("--upper-bound", "upper_bound", type=click.Path(path_type=str), default=None,
              help="Folder holding utilization_results.json (or the file itself).")
@click.option("--out", "out", required=True, type=click.Path(file_okay=False, path_type=str),
              help="The run directory to write.")
@click.option("--seed", default=0, show_default=True, help="Seed of the json_error fallback choice.")
@click.option("--cassette", "cassette", type=click.Path(dir_okay=False, path_type=str), default=None,
              help="Also write the reference's calls into this new cassette, keyed by the requests it sent (rebuilt "
              "from its saved message lists) and answered with its recorded replies; AWI memory updates, whose "
              "replies the run did not save, are rebuilt and marked. Needs each user's agent_states/.")
@click.option("--upper-bound-config", "ub_config", type=click.Path(dir_okay=False, path_type=str), default=None,
              help="With --cassette and --upper-bound: the reference agent config the upper bound ran with "
              "(its llm_config's model and max_tokens enter every request).")
@click.option("--force", is_flag=True, help="Write into --out even if it is a non-empty folder that is not an "
              "earlier import (nothing there is deleted; never an input or a folder holding or inside one).")
def amemgym(data: str, runs: tuple[str, ...], upper_bound: str | None, out: str, seed: int, cassette: str | None,
            ub_config: str | None, force: bool) -> None:
    """Import the reference code's data.json and output folders, re-parsing every answer."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit._util.outputs import check_output_folder, has_file, source_starts
    from replaykit.scoring.importer import import_amemgym  # numpy: loaded by the command, not by `replaykit --help`

    parsed = _parse_runs(runs)
    check_output_folder(out, inputs=[data, upper_bound, *parsed.values()], force=force, command="import amemgym",
                        what="a run directory an earlier import wrote", ours=has_file("run.json", then=source_starts("import amemgym")))
    summary = import_amemgym(data, parsed, out, upper_bound, seed=seed, cassette=cassette, upper_bound_config=ub_config)
    for agent, n in sorted(summary.agents.items()):
        click.echo(f"{agent}: {n} users, {summary.json_errors[agent]} json_error(s) on re-parse")
    if upper_bound is not None:
        click.echo(f"upper bound: {summary.upper_bound_users} users")
    if summary.cassette is not None:
        c = summary.cassette
        click.echo(f"cassette {cassette}: {c.entries} entries for {c.calls} calls; {c.reconstructed} reconstructed "
                   f"(AWI memory updates whose replies the run did not save; {c.reconstructed_exact_request} of them "
                   "with the exact request, the first of a period)")
    click.echo(f"wrote {summary.out}; next: replaykit score {summary.out}")
