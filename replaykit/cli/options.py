"""The click options several commands share, one decorator per group, each defined once here.

A group adds its options to a command and hands the command their values as one object (the
keyword named after the group), so `run`, `evolve`, `judge` and `gen` neither repeat the options
nor take one parameter per option:

    @click.command("judge")
    @recording_options(cassette_help="The run's cassette (default: RUN_DIR/cassette.rkc); ...")
    def judge(run_dir, recording: Recording) -> None:
        endpoints = recording.resolve_endpoints()

Groups: ``recording_options`` (which models answer, where their calls are recorded: ``Recording``),
``selection_options`` (which episodes a run holds: ``Selection``), ``output_options`` (progress and
--force: ``Output``), ``off_policy_options`` (``OffPolicy``) and ``ray_options`` (``RayOptions``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import click

from replaykit._util.limits import MAX_CONCURRENCY, MAX_REPLICAS, MAX_SHARDS

Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def option_group(keyword: str, make: Callable[..., Any], options: list[Decorator]) -> Decorator:
    """A decorator adding ``options`` (click.option decorators, in help order) to a command whose callback
    then receives ``make(**their values)`` as ``keyword`` instead of one parameter per option."""
    probe: Any = lambda: None  # each click.option decorator makes a new Option per use: probing leaves none behind
    for option in options:
        probe = option(probe)
    names = [param.name for param in probe.__click_params__]

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(command)
        def callback(*args: Any, **kwargs: Any) -> Any:
            kwargs[keyword] = make(**{name: kwargs.pop(name) for name in names})
            return command(*args, **kwargs)

        wrapped: Callable[..., Any] = callback
        for option in reversed(options):  # as stacked decorators: the first listed shows first in --help
            wrapped = option(wrapped)
        return wrapped

    return decorate


blueprints_option = click.option(
    "--blueprints", "blueprints_path", required=True, type=click.Path(exists=True),
    help="Blueprint folder (replaykit gen) or a reference data.json.")


@dataclass(frozen=True)
class Recording:
    """--endpoints, --model, --cassette, --mode: which models answer, and where their calls are recorded."""

    endpoints_file: str | None
    model: str | None
    cassette: str | None
    mode: str | None

    def resolve_endpoints(self) -> dict[str, Any]:
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.gateway import resolve_endpoints

        return resolve_endpoints(self.endpoints_file, self.model)

    def session_mode(self) -> str:
        """--mode, else env REPLAYKIT_MODE, else auto."""
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.cli._common import cli_mode

        return cli_mode(self.mode)

    def cassette_path(self, default: Path) -> Path:
        return Path(self.cassette) if self.cassette else default


def recording_options(*, cassette_help: str, endpoints_also: str = "") -> Decorator:
    """--endpoints, --model, --cassette and --mode as a ``recording: Recording`` keyword; ``cassette_help``
    says where the command's cassette is by default, ``endpoints_also`` which role the command calls."""
    return option_group("recording", Recording, [
        click.option("--endpoints", "endpoints_file", type=click.Path(exists=True, dir_okay=False), default=None,
                     help="Endpoint config JSON (configs/endpoints/local.json for `make serve-local`, "
                          "configs/endpoints/openai.json for OpenAI); missing base URLs come from OPENAI_BASE_URL."
                          + endpoints_also),
        click.option("--model", default=None,
                     help="Without --endpoints: the model for every role at OPENAI_BASE_URL (or REPLAYKIT_MODEL)."),
        click.option("--cassette", type=click.Path(dir_okay=False), default=None, help=cassette_help),
        click.option("--mode", type=click.Choice(["record", "replay", "auto"]), default=None,
                     help="Recording mode (default: env REPLAYKIT_MODE, else auto: replay what is recorded, "
                          "record the rest)."),
    ])


@dataclass(frozen=True)
class Selection:
    """--run-config, --users, --periods, --replicas, --concurrency, --seed: the episodes of a run."""

    run_config_file: str | None
    users: int | None
    periods: int | None
    replicas: int
    concurrency: int
    seed: int

    def spec_fields(self) -> dict[str, Any]:
        """The RunSpec fields these options set (the run config loaded and checked)."""
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.episodes.spec import load_run_config

        return {"run_config": load_run_config(self.run_config_file), "users": self.users, "periods": self.periods,
                "replicas": self.replicas, "concurrency": self.concurrency, "seed": self.seed}


def selection_options(*, users_help: str = "Only the first N users.",
                      periods_help: str = "Only the first N periods.") -> Decorator:
    """--run-config, --users, --periods, --replicas, --concurrency and --seed as a ``selection: Selection`` keyword."""
    return option_group("selection", Selection, [
        click.option("--run-config", "run_config_file", type=click.Path(exists=True), default=None,
                     help="Interaction settings (configs/run/*.json, e.g. configs/run/v1.base.json); default: "
                          "built-in defaults = configs/run/v1.base.json."),
        click.option("--users", type=click.IntRange(min=1), default=None, help=users_help),
        click.option("--periods", type=click.IntRange(min=1), default=None, help=periods_help),
        click.option("--replicas", type=click.IntRange(min=1, max=MAX_REPLICAS), default=1, show_default=True),
        click.option("--concurrency", type=click.IntRange(min=1, max=MAX_CONCURRENCY), default=1, show_default=True,
                     help="Episodes run at a time (threads, one cassette). A --mode replay runs them one at a "
                          "time: its calls are answered in this process, where threads only slow it down; "
                          "results are the same either way."),
        click.option("--seed", type=int, default=0, show_default=True),
    ])


@dataclass(frozen=True)
class Output:
    """--quiet and --force."""

    quiet: bool
    force: bool

    def progress(self, message: str) -> None:
        """A progress line on stderr, unless --quiet."""
        if not self.quiet:
            click.echo(message, err=True)


def output_options(*, quiet_help: str, force_unless: str) -> Decorator:
    """--quiet and --force as an ``output: Output`` keyword; --force writes into a non-empty --out folder
    ``force_unless`` (e.g. "that is not a run directory")."""
    return option_group("output", Output, [
        click.option("--quiet", is_flag=True, help=quiet_help),
        click.option("--force", is_flag=True,
                     help=f"Write into --out even if it is a non-empty folder {force_unless} (nothing there is "
                          "deleted; never an input or a folder holding or inside one)."),
    ])


@dataclass(frozen=True)
class OffPolicy:
    """--off-policy-from, --trace-agent, --base, --no-base: traces fed instead of the user simulator, and
    the cassettes read first."""

    off_policy_from: str | None
    trace_agent: str | None
    base_files: tuple[str, ...]
    no_base: bool


off_policy_options = option_group("off_policy", OffPolicy, [
    click.option("--off-policy-from", "off_policy_from", type=click.Path(exists=True, file_okay=False), default=None,
                 help="Feed the traces of this run directory instead of talking to the user simulator."),
    click.option("--trace-agent", default=None, help="Whose traces to feed (an agent name in --off-policy-from)."),
    click.option("--base", "base_files", multiple=True, type=click.Path(exists=True, dir_okay=False),
                 help="Cassette read first, read-only (repeatable): a request it holds is answered from it and "
                      "never asked again. Default with --off-policy-from: that run's cassette.rkc, so an agent fed "
                      "traces gets the on-policy answer for every request the on-policy run already made."),
    click.option("--no-base", is_flag=True, help="With --off-policy-from: do not read its cassette first "
                                                  "(ask the provider again; the answers may differ)."),
])


@dataclass(frozen=True)
class RayOptions:
    """--executor, --ray-address, --shards, --rpm, --tpm: where a run's shards run."""

    executor: str
    address: str | None
    shards: int | None
    rpm: float | None
    tpm: float | None

    @property
    def wanted(self) -> bool:
        """Whether any of the options asks for Ray (the others without --executor ray are refused later)."""
        return self.executor == "ray" or self.shards is not None or bool(self.address or self.rpm or self.tpm)


def _ray(executor: str, ray_address: str | None, shards: int | None, rpm: float | None, tpm: float | None) -> RayOptions:
    return RayOptions(executor=executor, address=ray_address, shards=shards, rpm=rpm, tpm=tpm)


ray_options = option_group("ray", _ray, [
    click.option("--executor", type=click.Choice(["local", "ray"]), default="local", show_default=True,
                 help="ray: run --shards shards as Ray tasks and merge them into RUN_DIR "
                      "(pip install 'amemgym-replaykit[ray]')."),
    click.option("--ray-address", default=None, help="With --executor ray: the cluster to join (default: a local Ray)."),
    click.option("--shards", type=click.IntRange(min=1, max=MAX_SHARDS), default=None,
                 help="With --executor ray: number of shards (default 2)."),
    click.option("--rpm", type=float, default=None, help="With --executor ray: requests per minute per endpoint, shared."),
    click.option("--tpm", type=float, default=None, help="With --executor ray: tokens per minute per endpoint, shared."),
])
