"""`replaykit score RUN_DIR [--json] [--upper-bound RUN]`: every metric of every agent of a run."""

from __future__ import annotations

from pathlib import Path

import click
import msgspec

from replaykit.base import pretty_json
from replaykit.ui.table import report_sections, score_notes, score_table


def format_table(report: dict) -> str:
    """The table for people: one row per agent and policy (replaykit.ui.table, shared by every command)."""
    sections = report_sections(report)
    return "\n".join([score_table(sections).text()] + score_notes(sections)) + "\n"


def _cycles(text: str | None) -> list[int] | None:
    if not text:
        return None
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise click.BadParameter(f"{text!r}: give cycle numbers separated by commas, e.g. 1,2,5,10") from None


def _check_policy_choice(report: dict, cycles: list[int] | None, user: str | None) -> None:
    """ConfigError for a --policy-user with no policies or a --policy-cycles cycle no policy has: the
    text (format_evolution) would show the first user's policies, or drop the cycle, without a word."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.errors import ConfigError

    for cond, s in report["conditions"].items():
        if not s.get("policies"):
            continue
        if user is not None and user not in s["policies"]:
            raise ConfigError(f"no policies of {user!r} under feedback {cond}; choose one of "
                              f"{', '.join(sorted(s['policies']))}", field="--policy-user")
        who = user if user is not None else sorted(s["policies"])[0]
        last = len(s["policies"][who]) - 1
        wrong = [k for k in cycles or () if not 0 <= k <= last]
        if wrong:
            raise ConfigError(f"cycle(s) {', '.join(map(str, wrong))} out of range: {who} under feedback {cond} "
                              f"has policies P_0 to P_{last}", field="--policy-cycles")


def _check_evolution_digests(root: Path) -> None:
    """VerifyError naming every file of an evolution directory, or of one of its conditions' run
    directories, that differs from its digests.json (the folders `replaykit verify DIR` checks)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.digests import DIGESTS_FILE, check_digests

    for folder in [root, *sorted({p.parent for p in root.glob("*/**/run.json")})]:
        if (folder / DIGESTS_FILE).is_file():
            check_digests(folder)


@click.command("score")
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=str))
@click.option("--json", "as_json", is_flag=True, help="Machine-readable scores (sorted keys).")
@click.option("--policy-cycles", default=None,
              help="Evolution dirs: the P_k to print, e.g. 1,2,5,10 (default 1, 2 and the last).")
@click.option("--policy-user", default=None, help="Evolution dirs: whose policies, <user>.r<k> (default the first).")
@click.option("--upper-bound", "ub_run", type=click.Path(file_okay=False), default=None,
              help="Normalize by this run's upper-bound answers (an off-policy run scored as a release publishes it).")
@click.option("--cost/--no-cost", default=True, show_default=True,
              help="Also print tokens and dollars per stage and role (not with --json).")
@click.option("--pricing", type=click.Path(dir_okay=False), default=None,
              help="Pricing file (default: $REPLAYKIT_PRICING, else ./configs/pricing.json, else the one shipped in the package).")
def score(run_dir: str, as_json: bool, policy_cycles: str | None, policy_user: str | None, ub_run: str | None,
          cost: bool, pricing: str | None) -> None:
    """Score every agent of RUN_DIR: overall, upper bound, random, memory, diagnosis.

    memory is the mean over (user, period) of (overall - random) / (UB - random), as the
    reference code computes its published numbers, over the (user, period) where UB > random
    only: "(9/12)" says how many of them defined it, "–" that none did. mem_pooled pools each
    period's cells first (the paper's wording). write/read/util are the diagnosis failure
    rates (per evaluation position under per_period in --json).

    On an evolution directory (`replaykit evolve`), per feedback condition: the memory
    score and failure rates (paper Table 3), memory score and factual recall per cycle
    (Figure 11), the policy text at chosen cycles (Table 5), and held-out scores.
    """

    from replaykit.data.digests import unchecked_note  # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.evolution import (  # brings numpy: loaded only when this runs
        format_evolution,
        is_evolution_dir,
        recall_summary,
        score_evolution,
    )

    if is_evolution_dir(run_dir):
        _check_evolution_digests(Path(run_dir))  # as for a run: an edited file is never scored as if true
        rep = score_evolution(run_dir)
        _check_policy_choice(rep, _cycles(policy_cycles), policy_user)
        if as_json:
            click.echo(pretty_json(rep).decode(), nl=False)
        else:
            click.echo(format_evolution(rep, _cycles(policy_cycles), policy_user), nl=False)
        return
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.data.evolution import load_recall
    from replaykit.data.result import load_run, missing_episodes
    from replaykit.scoring.metrics import score_run  # numpy: loaded by the command, not by `replaykit --help`

    unchecked_note(run_dir)  # an edited result file (or a deleted digests.json) is never scored as if true
    run = load_run(run_dir)
    if ub_run is not None:
        run = msgspec.structs.replace(run, upper_bound=load_run(ub_run).upper_bound)
    report = score_run(run)
    recall = recall_summary(load_recall(run_dir))
    if recall:
        report["factual_recall"] = recall
    missing = missing_episodes(run)
    if missing:  # a partial run (e.g. an agent whose episodes failed) says so wherever it is scored
        report["missing"] = missing
    if as_json:
        click.echo(pretty_json(report).decode(), nl=False)
        return
    click.echo(format_table(report), nl=False)
    for line in missing:
        click.echo(f"partial run: {line}")
    for agent, s in recall.items():
        rec = "–" if s["recall"] is None else f"{s['recall']:.3f}"
        click.echo(f"{agent}: factual recall {rec} over {s['episodes']} episode(s) (replaykit judge)")
    if cost:
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.scoring.cost import load_pricing, run_usage, usage_table

        prices = load_pricing(pricing)
        rows = run_usage(run, cassette=Path(run_dir) / "cassette.rkc", pricing=prices)
        if rows:
            when = f"prices of {prices.date}" if prices else "no pricing file: dollars not computed"
            click.echo(f"\ntokens and dollars ({when}; embedding tokens from the cassette)")
            click.echo(usage_table(rows).text())
