"""`replaykit evolve`: self-evolution of the AWI memory policy (paper §5), recorded and resumable."""

from __future__ import annotations

from pathlib import Path

import click

from replaykit._util.limits import MAX_CONCURRENCY, MAX_REPLICAS, MAX_TOKENS


@click.command("evolve")
@click.option("--blueprints", "blueprints_path", required=True, type=click.Path(exists=True),
              help="Blueprint folder (replaykit gen) or a reference data.json.")
@click.option("--agent", "agent_file", required=True, type=click.Path(exists=True),
              help="AWI agent config JSON (configs/agents/awi.json): the agent whose update policy evolves.")
@click.option("--feedback", type=click.Choice(["none", "question", "complete"]), required=True,
              help="none: static prompt; question: the questions with their options; complete: the C.7 summary.")
@click.option("--out", required=True, type=click.Path(file_okay=False),
              help="Evolution directory (created or resumed; conditions accumulate in it).")
@click.option("--endpoints", "endpoints_file", type=click.Path(exists=True), default=None,
              help="Endpoint config JSON, as for `replaykit run`.")
@click.option("--model", default=None, help="Without --endpoints: the model for every role at OPENAI_BASE_URL.")
@click.option("--cassette", type=click.Path(dir_okay=False), default=None,
              help="Cassette file (default: DIR/cassette.rkc).")
@click.option("--mode", type=click.Choice(["record", "replay", "auto"]), default=None,
              help="Recording mode (default: env REPLAYKIT_MODE, else auto).")
@click.option("--run-config", "run_config_file", type=click.Path(exists=True), default=None,
              help="Interaction settings (configs/run/*.json, e.g. configs/run/v1.base.json); default: built-in "
                   "defaults = configs/run/v1.base.json.")
@click.option("--users", type=click.IntRange(min=1), default=None, help="Only the first N users (held-out ones included).")
@click.option("--periods", type=click.IntRange(min=1), default=None, help="Only the first N periods (= evolution cycles).")
@click.option("--holdout", type=click.IntRange(min=0), default=0, show_default=True,
              help="Evolve on all but the last N users, then run each final policy frozen on those N.")
@click.option("--replicas", type=click.IntRange(min=1, max=MAX_REPLICAS), default=1, show_default=True)
@click.option("--concurrency", type=click.IntRange(min=1, max=MAX_CONCURRENCY), default=1, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--upper-bound", "ub_file", type=click.Path(exists=True), default=None,
              help="Upper-bound agent config (default: the agent's own role and settings).")
@click.option("--evolver-role", default="agent", show_default=True, help="Gateway role of the generator G.")
@click.option("--evolver-max-tokens", type=int, default=8192, show_default=True,
              help="Reply budget of G (the reference's 8192); a reply cut at it is named in the results.")
@click.option("--judge-role", default="judge", show_default=True, help="Gateway role of the factual-recall judge.")
@click.option("--quiet", is_flag=True, help="No progress lines (errors and the final table still print).")
@click.option("--force", is_flag=True, help="Write into --out even if it is a non-empty folder that is not an "
              "evolution directory (nothing there is deleted; never an input or a folder holding or inside one).")
def evolve(blueprints_path, agent_file, feedback, out, endpoints_file, model, cassette, mode, run_config_file,
           users, periods, holdout, replicas, concurrency, seed, ub_file, evolver_role, evolver_max_tokens,
           judge_role, quiet, force) -> None:
    """Evolve the AWI "Types of Information to Remember" policy (paper §5, Algorithm 1).

    One fresh agent per user; after every period (a cycle) the agent is evaluated, its
    memory is checked by the factual-recall judge, and G rewrites the policy from the
    period's feedback. Every call is recorded; rerunning resumes; --mode replay needs no
    network and no key. `replaykit score DIR` prints the results.
    """
    from replaykit._util.outputs import any_of, check_not_input, check_output_folder, has_file, only_names
    from replaykit.cli._common import cli_mode
    from replaykit.data.blueprint import load_blueprints
    from replaykit.episodes.agent import UpperBoundConfig
    from replaykit.episodes.agents.registry import load_agent_config
    from replaykit.episodes.evolution.evolver import EvolverSettings
    from replaykit.episodes.evolution.loop import EvolutionSetup
    from replaykit.episodes.evolution.orchestrate import evolve_run, finalize
    from replaykit.episodes.judge import JudgeSettings
    from replaykit.episodes.preflight import check_run_requirements
    from replaykit.episodes.spec import RunSpec, load_run_config
    from replaykit.errors import ConfigError
    from replaykit.gateway import resolve_endpoints
    from replaykit.scoring.evolution import format_evolution, score_evolution
    from replaykit.session import recorded_session

    out_dir = Path(out)
    inputs = [blueprints_path, agent_file, run_config_file, endpoints_file, ub_file]
    check_output_folder(out_dir, inputs=inputs, force=force, command="evolve",
                        what="an evolution directory (no evolve.json)",
                        ours=any_of(has_file("evolve.json"),
                                    only_names(["cassette.rkc"], prefixes=(".cassette.rkc.", ".evolve.json.tmp-"))))
    if cassette is not None:
        check_not_input(cassette, inputs, command="evolve", option="--cassette")
    mode = cli_mode(mode)
    spec = RunSpec(blueprints=load_blueprints(blueprints_path), agents=[load_agent_config(agent_file)], out=str(out_dir),
                   run_config=load_run_config(run_config_file), users=users, periods=periods, replicas=replicas,
                   concurrency=concurrency, seed=seed)
    ub: UpperBoundConfig | None = None
    if ub_file:
        loaded = load_agent_config(ub_file)
        if not isinstance(loaded, UpperBoundConfig):
            raise ConfigError("--upper-bound needs a config of type upper_bound", file=ub_file, field="type")
        ub = loaded
    if not 1 <= evolver_max_tokens <= MAX_TOKENS:  # sent to the provider as max_tokens
        raise ConfigError(f"must be between 1 and {MAX_TOKENS}, got {evolver_max_tokens}", field="--evolver-max-tokens")
    endpoints = resolve_endpoints(endpoints_file, model)
    # before the first call: the agents' libraries and every role the loop calls
    check_run_requirements([*spec.agents, *([ub] if ub else [])], endpoints, on_policy=True,
                           user_role=spec.run_config.user_role, also={"the evolver G": evolver_role,
                                                                      "the factual-recall judge": judge_role})
    cassette_path = Path(cassette) if cassette else out_dir / "cassette.rkc"

    def progress(msg: str) -> None:
        if not quiet:
            click.echo(msg, err=True)

    try:
        with recorded_session(endpoints, cassette_path, mode) as gateway:
            setup = EvolutionSetup(condition=feedback, evolver=EvolverSettings(role=evolver_role, max_tokens=evolver_max_tokens),
                                   judge=JudgeSettings(role=judge_role))
            summary = evolve_run(spec, setup=setup, gateway=gateway, holdout=holdout, upper_bound=ub, progress=progress)
    finally:
        if (out_dir / "evolve.json").is_file():
            finalize(out_dir, feedback, cassette_path)
    click.echo(f"{summary.done} job(s) run, {summary.skipped} already done; results in {out_dir}", err=True)
    click.echo(format_evolution(score_evolution(out_dir)), nl=False)
