"""`replaykit blueprint validate|show|stats PATH`: PATH is a blueprint folder or a reference data.json."""

from __future__ import annotations

import click

from replaykit.base import pretty_json
from replaykit.data.blueprint import describe, load_blueprints, stats
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
            raise BlueprintError(f"{path}: no user {user!r}; users are {', '.join(b.id for b in bps)}")
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
