"""`replaykit blueprint validate|show|stats|export PATH` (PATH: a blueprint folder or a reference data.json) and `blueprint fetch`."""

from __future__ import annotations

import click

from replaykit.base import pretty_json
from replaykit.data.blueprint import describe, export_reference, load_blueprints, stats
from replaykit.errors import BlueprintError


@click.group("blueprint")
def blueprint() -> None:
    """Inspect and check blueprints (our folder format or the reference data.json)."""


@blueprint.command("validate")
@click.argument("path", type=click.Path(exists=True))
def validate_cmd(path: str) -> None:
    """Check every invariant of paper §3.1; exit 2 with the user, period, question and field on failure."""
    bps = load_blueprints(path)  # validates
    click.echo(f"ok: {len(bps)} blueprint(s) valid in {path}")


@blueprint.command("show")
@click.argument("path", type=click.Path(exists=True))
@click.option("--user", "user", default=None, help="User id (or 0-based index); default: the first user.")
def show_cmd(path: str, user: str | None) -> None:
    """Print one user's profile, schema, periods, sessions and questions."""
    bps = load_blueprints(path)
    if user is None:
        bp = bps[0]
    else:
        found = [b for b in bps if b.id == user]
        if not found and user.isdigit() and int(user) < len(bps):
            found = [bps[int(user)]]
        if not found:
            raise BlueprintError(f"no user {user!r}; users are {', '.join(b.id for b in bps)}", file=path)
        bp = found[0]
    click.echo(describe(bp))


@blueprint.command("stats")
@click.argument("path", type=click.Path(exists=True))
@click.option("--json", "as_json", is_flag=True, help="Print the statistics as JSON.")
def stats_cmd(path: str, as_json: bool) -> None:
    """Users, periods, sessions, questions, choices per question, state changes."""
    s = stats(load_blueprints(path))
    if as_json:
        click.echo(pretty_json(s).decode(), nl=False)
        return
    rows = [
        ("users", s.users),
        ("periods", s.periods),
        ("sessions", s.sessions),
        ("sessions per period (mean)", s.sessions_per_period_mean),
        ("questions", s.questions),
        ("state variables", s.variables),
        ("state changes (after period 0)", s.state_changes),
        ("choices per question (min/mean/max)", f"{s.choices_per_question_min}/{s.choices_per_question_mean}/{s.choices_per_question_max}"),
        ("answer choices experienced/random", f"{s.experienced_choices}/{s.random_choices}"),
    ]
    width = max(len(k) for k, _ in rows)
    for k, v in rows:
        click.echo(f"{k:<{width}}  {v}")


@blueprint.command("export")
@click.argument("path", type=click.Path(exists=True))
@click.option("--format", "fmt", type=click.Choice(["jsonl", "reference"]), default="jsonl", show_default=True,
              help="jsonl: one user per line, in a shape `datasets.load_dataset('json', ...)` loads; "
                   "reference: the reference code's data.json (every field, its key order and bytes)")
@click.option("-o", "--out", type=click.Path(dir_okay=False, allow_dash=True), default=None,
              help="write here (default, or -: stdout)")
@click.option("--force", is_flag=True, help="replace an existing --out file (never PATH, nor a file inside PATH)")
def export_cmd(path: str, fmt: str, out: str | None, force: bool) -> None:
    """Write the blueprints as dataset records (maps keyed by variable names become lists), or
    as the reference's data.json (``--format reference``)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.cli._common import write_output
    from replaykit.data.dataset import blueprints_jsonl

    bps = load_blueprints(path)
    data = export_reference(bps) if fmt == "reference" else blueprints_jsonl(bps)
    write_output(data, out, force, "blueprint export", command="blueprint export", inputs=[path])
    if out is not None and out != "-":
        click.echo(f"wrote {len(bps)} blueprint(s) to {out}", err=True)


@blueprint.command("fetch")
@click.argument("name")
@click.option("--out", "out", required=True, type=click.Path(file_okay=False), help="a new or empty folder")
@click.option("--filename", default=None, help="the file inside the dataset repository (default: the name's)")
@click.option("--revision", default=None, help="a branch, tag or commit of the repository (default: main)")
@click.option("--timeout", type=float, default=300.0, show_default=True,
              help="seconds the whole download may take (1-86400)")
def fetch_cmd(name: str, out: str, filename: str | None, revision: str | None, timeout: float) -> None:
    """Download published AMemGym data by NAME (amemgym-v1.base) from the Hugging Face Hub, check it
    and write it as a blueprint folder. Honours HF_ENDPOINT, HF_TOKEN, HF_HOME/HF_HUB_CACHE (a cached
    file is not downloaded again) and HF_HUB_OFFLINE; the download is bounded (64 MiB, --timeout)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.hub import fetch

    click.echo(fetch(name, out, filename=filename, revision=revision, timeout=timeout).summary())
