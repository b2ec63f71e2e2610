"""`replaykit plot PATH --out DIR`: the paper's figures as PNG and SVG (needs amemgym-replaykit[plot])."""

from __future__ import annotations

import click


@click.command("plot")
@click.argument("path", type=click.Path(exists=True, file_okay=False))
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Folder for <figure>.png/.svg.")
@click.option("--format", "formats", multiple=True, type=click.Choice(["png", "svg"]), default=("png", "svg"),
              show_default=True)
@click.option("--force", is_flag=True, help="Write into --out even if it holds files other than figures (nothing "
              "there is deleted; never PATH, a folder holding it or one inside it).")
def plot(path: str, out: str, formats: tuple[str, ...], force: bool) -> None:
    """Write Figures 5-6 (overall and memory per position), 7 (diagnosis), 11 (self-evolution per
    cycle), Table 2 (on vs off policy ranks) and Table 8 (replica spread) for PATH (a run, a
    replay folder, a release, or an evolution directory made by `replaykit evolve`).

    Rendering is deterministic: a replayed release renders byte-identical files.
    """
    from replaykit._util.outputs import check_output_folder  # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.evolution import is_evolution_dir, score_evolution  # brings numpy: loaded only when this runs
    from replaykit.ui.plotting import figures_only, write_figures  # start-up: `replaykit --help` loads only what it prints

    check_output_folder(out, inputs=[path], ours=figures_only, force=force, command="plot",
                        what="a folder of figures `replaykit plot` wrote")
    if is_evolution_dir(path):
        results = {"evolution": score_evolution(path)}
    else:
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.view.data import figure_results, load_source

        results = figure_results(load_source(path))
    files = write_figures(results, out, formats=tuple(formats))
    for f in files:
        click.echo(str(f))
    if not files:
        click.echo("no figure: PATH has no scores", err=True)
