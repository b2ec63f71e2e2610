"""`replaykit cassette merge OUT IN...` and `replaykit run merge OUT IN...`: put shards back together."""

from __future__ import annotations

import click


@click.command("merge")
@click.argument("out", type=click.Path(dir_okay=False))
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--prefer", type=click.Choice(["first", "last"]), default=None,
              help="When two inputs hold one key with different bytes: the first or last input (command-line "
                   "order) wins. Default: report the conflicts and fail.")
@click.option("--force", is_flag=True, help="Overwrite OUT if it exists.")
def cassette_merge(out: str, inputs: tuple[str, ...], prefer: str | None, force: bool) -> None:
    """Merge cassettes into OUT: the sorted union of their entries.

    OUT's bytes depend only on the set of entries, not on the number or order of inputs.
    """
    from replaykit.recording.merge import merge_cassettes

    rep = merge_cassettes(out, inputs, prefer=prefer, overwrite=force)
    for c in rep.conflicts:
        click.echo(f"conflict (kept the {prefer} input's): {c.describe()}", err=True)
    click.echo(f"{out}: {rep.entries} entries from {len(rep.inputs)} cassette(s) "
               f"({rep.duplicates} duplicate(s), {len(rep.conflicts)} conflict(s))")


@click.command("merge")
@click.argument("out", type=click.Path(file_okay=False))
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False))
@click.option("--prefer", type=click.Choice(["first", "last"]), default=None,
              help="Passed to the cassette merge (see `replaykit cassette merge --help`).")
@click.option("--force", is_flag=True, help="Write into OUT even if it is not empty.")
def run_merge(out: str, inputs: tuple[str, ...], prefer: str | None, force: bool) -> None:
    """Combine the run directories of `replaykit run --shard I/N` into one run directory OUT.

    Checks that every shard of one run is there once and that their run configs, seeds and
    agent configs agree; merges their cassettes into OUT/cassette.rkc.
    """
    from replaykit.episodes.shard import merge_runs

    res = merge_runs(out, list(inputs), prefer=prefer, overwrite=force)
    extra = "" if res.cassette_entries is None else f", cassette {res.cassette_entries} entries"
    click.echo(f"{out}: merged {res.shards} shard(s), {res.files} result file(s){extra}")


def attach_subcommands(cmd: click.Command, subs: dict[str, click.Command]) -> None:
    """Let ``replaykit run merge ...`` reach ``subs["merge"]`` while ``replaykit run --...`` stays a command."""
    make_context = cmd.make_context

    def dispatch(info_name, args, parent=None, **extra):
        if args and args[0] in subs:
            return subs[args[0]].make_context(f"{info_name} {args[0]}", list(args[1:]), parent=parent, **extra)
        return make_context(info_name, args, parent=parent, **extra)

    cmd.make_context = dispatch  # type: ignore[method-assign]
    cmd.replaykit_subcommands = dict(subs)  # type: ignore[attr-defined]  (listed by scripts/command_table.py)
    names = ", ".join(f"`replaykit {cmd.name} {n}`" for n in subs)
    cmd.epilog = ((cmd.epilog or "") + f"\n\nSee also {names} (--help for each).").strip()


def attach(cli: click.Group) -> None:
    if "cassette" in cli.commands:
        cli.commands["cassette"].add_command(cassette_merge)  # type: ignore[attr-defined]
    if "run" in cli.commands:
        attach_subcommands(cli.commands["run"], {"merge": run_merge})


def run_ray(spec, *, executor: str, shard_spec: str | None, cassette: str | None, endpoints: dict, mode: str,
            rpm: float | None, tpm: float | None, shards: int | None, address: str | None, progress) -> None:
    """`replaykit run --executor ray ...`: check the flag combination, run the shards of ``spec`` on Ray, merge."""
    from replaykit.episodes.ray_executor import RateLimit, run_on_ray
    from replaykit.errors import ConfigError

    if executor != "ray":
        raise ConfigError("--shards, --ray-address, --rpm and --tpm go with --executor ray", field="--executor")
    if shard_spec is not None or cassette is not None:
        raise ConfigError("--executor ray runs every shard itself into RUN_DIR/shards/ and merges them into "
                          "RUN_DIR (cassette RUN_DIR/cassette.rkc); drop --shard and --cassette", field="--executor")
    progress(f"ray executor: {shards or 2} shard(s) on {address or 'a local Ray instance'}")
    run_on_ray(spec, endpoints=endpoints, mode=mode, shards=shards or 2, address=address,
               rate_limit=RateLimit(requests_per_minute=rpm, tokens_per_minute=tpm), progress=progress)
