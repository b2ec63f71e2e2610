"""`replaykit view PATH --out SITE`: a static HTML explorer of a run, a replayed release or a release."""

from __future__ import annotations

import functools

import click


@click.command("view")
@click.argument("path", type=click.Path(exists=True, file_okay=False))
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Site folder: emptied first if `replaykit view` made it (or it is empty); never an input.")
@click.option("--force", is_flag=True, help="Empty OUT even if replaykit did not make it (never PATH or a folder "
              "holding PATH).")
@click.option("--pricing", type=click.Path(dir_okay=False), default=None,
              help="Pricing file (default: $REPLAYKIT_PRICING, else ./configs/pricing.json, else the one shipped in the package).")
@click.option("--serve", is_flag=True, help="Also serve SITE on http://127.0.0.1:PORT until Ctrl-C.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True)
@click.option("--quiet", is_flag=True, help="No progress bar.")
def view(path: str, out: str, force: bool, pricing: str | None, serve: bool, port: int, quiet: bool) -> None:
    """Build a self-contained site for PATH: open SITE/index.html in a browser (works offline, from disk).

    PATH is a run directory (`replaykit run --out`), a replay folder (build/replay/NAME after
    `replaykit replay`: with the verification status), a release folder or an evolution directory
    (`replaykit evolve --out`: its cycles, policies and the Figure 11 curve). The overview has the
    score tables, the figures, the cost and an episode grid; each episode page shows its periods
    with sessions, the memory after each period and every question with the agent's answer.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.cost import load_pricing
    from replaykit.ui.progress import ProgressBar
    from replaykit.view.site import build_site

    with ProgressBar("view", quiet=quiet) as bar:
        index = build_site(path, out, pricing=load_pricing(pricing), progress=bar, force=force)
    click.echo(f"site written: open {index}")
    if serve:
        # start-up: `replaykit --help` loads only what it prints
        import http.server

        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=out)
        with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
            click.echo(f"serving on http://127.0.0.1:{port}/ (Ctrl-C stops)")
            try:
                httpd.serve_forever()
            except KeyboardInterrupt:
                pass
