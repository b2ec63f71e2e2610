"""`replaykit evolve`: self-evolution of the AWI memory policy (paper §5), recorded and resumable."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from replaykit._util.limits import MAX_TOKENS
from replaykit.cli.options import (
    Output,
    Recording,
    Selection,
    blueprints_option,
    option_group,
    output_options,
    recording_options,
    selection_options,
)

if TYPE_CHECKING:
    from replaykit.episodes.evolution.loop import EvolutionSetup


@dataclass(frozen=True)
class LoopRoles:
    """--evolver-role, --evolver-max-tokens, --judge-role: who rewrites the policy and who judges recall."""

    evolver_role: str
    evolver_max_tokens: int
    judge_role: str

    def setup(self, feedback: str) -> EvolutionSetup:
        """The loop's EvolutionSetup for the ``feedback`` condition (--evolver-max-tokens range-checked: it is sent)."""
        from replaykit.episodes.evolution.evolver import EvolverSettings  # start-up: `replaykit --help` loads only what it prints
        from replaykit.episodes.evolution.loop import EvolutionSetup  # brings numpy: loaded only when this runs
        from replaykit.episodes.judge import JudgeSettings  # brings numpy: loaded only when this runs
        from replaykit.errors import ConfigError  # start-up: `replaykit --help` loads only what it prints

        if not 1 <= self.evolver_max_tokens <= MAX_TOKENS:  # sent to the provider as max_tokens
            raise ConfigError(f"must be between 1 and {MAX_TOKENS}, got {self.evolver_max_tokens}",
                              field="--evolver-max-tokens")
        return EvolutionSetup(condition=feedback, evolver=EvolverSettings(role=self.evolver_role,
                                                                          max_tokens=self.evolver_max_tokens),
                              judge=JudgeSettings(role=self.judge_role))


loop_options = option_group("loop", LoopRoles, [
    click.option("--evolver-role", default="agent", show_default=True, help="Gateway role of the generator G."),
    click.option("--evolver-max-tokens", type=int, default=8192, show_default=True,
                 help="Reply budget of G (the reference's 8192); a reply cut at it is named in the results."),
    click.option("--judge-role", default="judge", show_default=True, help="Gateway role of the factual-recall judge."),
])


@click.command("evolve")
@blueprints_option
@click.option("--agent", "agent_file", required=True, type=click.Path(exists=True),
              help="AWI agent config JSON (configs/agents/awi.json): the agent whose update policy evolves.")
@click.option("--feedback", type=click.Choice(["none", "question", "complete"]), required=True,
              help="none: static prompt; question: the questions with their options; complete: the C.7 summary.")
@click.option("--out", required=True, type=click.Path(file_okay=False),
              help="Evolution directory (created or resumed; conditions accumulate in it).")
@recording_options(cassette_help="Cassette file (default: DIR/cassette.rkc).")
@selection_options(users_help="Only the first N users (held-out ones included).",
                   periods_help="Only the first N periods (= evolution cycles).")
@click.option("--holdout", type=click.IntRange(min=0), default=0, show_default=True,
              help="Evolve on all but the last N users, then run each final policy frozen on those N.")
@click.option("--upper-bound", "ub_file", type=click.Path(exists=True), default=None,
              help="Upper-bound agent config (default: the agent's own role and settings).")
@loop_options
@output_options(quiet_help="No progress lines (errors and the final table still print).",
                force_unless="that is not an evolution directory")
def evolve(blueprints_path: str, agent_file: str, feedback: str, out: str, recording: Recording, selection: Selection,
           holdout: int, ub_file: str | None, loop: LoopRoles, output: Output) -> None:
    """Evolve the AWI "Types of Information to Remember" policy (paper §5, Algorithm 1).

    One fresh agent per user; after every period (a cycle) the agent is evaluated, its
    memory is checked by the factual-recall judge, and G rewrites the policy from the
    period's feedback. Every call is recorded; rerunning resumes; --mode replay needs no
    network and no key. `replaykit score DIR` prints the results.
    """
    from replaykit._util.outputs import (  # start-up: `replaykit --help` loads only what it prints
        any_of,
        check_not_input,
        check_output_folder,
        has_file,
        only_names,
    )
    from replaykit.data.blueprint import load_blueprints  # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.agent import UpperBoundConfig  # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.agents.registry import load_agent_config  # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.evolution.orchestrate import evolve_run, finalize  # brings numpy: loaded only when this runs
    from replaykit.episodes.preflight import check_run_requirements  # start-up: `replaykit --help` loads only what it prints
    from replaykit.episodes.spec import RunSpec  # start-up: `replaykit --help` loads only what it prints
    from replaykit.errors import ConfigError  # start-up: `replaykit --help` loads only what it prints
    from replaykit.scoring.evolution import format_evolution, score_evolution  # brings numpy: loaded only when this runs
    from replaykit.session import recorded_session  # start-up: `replaykit --help` loads only what it prints

    out_dir = Path(out)
    inputs = [blueprints_path, agent_file, selection.run_config_file, recording.endpoints_file, ub_file]
    check_output_folder(out_dir, inputs=inputs, force=output.force, command="evolve",
                        what="an evolution directory (no evolve.json)",
                        ours=any_of(has_file("evolve.json"),
                                    only_names(["cassette.rkc"], prefixes=(".cassette.rkc.", ".evolve.json.tmp-"))))
    if recording.cassette is not None:
        check_not_input(recording.cassette, inputs, command="evolve", option="--cassette")
    mode = recording.session_mode()
    spec = RunSpec(blueprints=load_blueprints(blueprints_path), agents=[load_agent_config(agent_file)], out=str(out_dir),
                   **selection.spec_fields())
    ub: UpperBoundConfig | None = None
    if ub_file:
        loaded = load_agent_config(ub_file)
        if not isinstance(loaded, UpperBoundConfig):
            raise ConfigError("--upper-bound needs a config of type upper_bound", file=ub_file, field="type")
        ub = loaded
    setup = loop.setup(feedback)
    endpoints = recording.resolve_endpoints()
    # before the first call: the agents' libraries and every role the loop calls
    check_run_requirements([*spec.agents, *([ub] if ub else [])], endpoints, on_policy=True,
                           user_role=spec.run_config.user_role, also={"the evolver G": loop.evolver_role,
                                                                      "the factual-recall judge": loop.judge_role})
    cassette_path = recording.cassette_path(out_dir / "cassette.rkc")

    try:
        with recorded_session(endpoints, cassette_path, mode) as gateway:
            summary = evolve_run(spec, setup=setup, gateway=gateway, holdout=holdout, upper_bound=ub,
                                 progress=output.progress)
    finally:
        if (out_dir / "evolve.json").is_file():
            finalize(out_dir, feedback, cassette_path)
    click.echo(f"{summary.done} job(s) run, {summary.skipped} already done; results in {out_dir}", err=True)
    click.echo(format_evolution(score_evolution(out_dir)), nl=False)
