"""The shared click option groups (replaykit/cli/options.py): each hands its command one object, and
every command that shares a group shows the same options."""

from __future__ import annotations

import click
from click.testing import CliRunner

from replaykit.cli.evolve import evolve
from replaykit.cli.gen import gen
from replaykit.cli.judge import judge
from replaykit.cli.options import Recording, Selection, option_group, recording_options, selection_options
from replaykit.cli.run import run


def test_a_group_hands_its_command_one_object_built_from_its_options():
    seen = []

    @click.command()
    @click.option("--name")
    @recording_options(cassette_help="where")
    @selection_options()
    def cmd(name, recording, selection):
        seen.append((name, recording, selection))

    res = CliRunner().invoke(cmd, ["--name", "n", "--model", "m", "--mode", "replay", "--users", "2", "--seed", "7"])
    assert res.exit_code == 0, res.output
    assert seen == [("n", Recording(endpoints_file=None, model="m", cassette=None, mode="replay"),
                     Selection(run_config_file=None, users=2, periods=None, replicas=1, concurrency=1, seed=7))]
    # the options show in the order they are listed, each group's together
    names = [p.name for p in cmd.params]
    assert names == ["name", "endpoints_file", "model", "cassette", "mode", "run_config_file", "users", "periods",
                     "replicas", "concurrency", "seed"]


def test_a_group_can_be_applied_to_many_commands():
    group = option_group("pair", lambda a, b: (a, b), [click.option("--a", default=1), click.option("--b", default=2)])
    got = []

    @click.command()
    @group
    def one(pair):
        got.append(pair)

    @click.command()
    @group
    def two(pair):
        got.append(pair)

    assert CliRunner().invoke(one, ["--a", "5"]).exit_code == 0
    assert CliRunner().invoke(two, ["--b", "6"]).exit_code == 0
    assert got == [(5, 2), (1, 6)]


def _options(command: click.Command) -> set[str]:
    return {opt for p in command.params for opt in p.opts}


def test_the_commands_share_their_groups_options():
    recording = {"--endpoints", "--model", "--cassette", "--mode"}
    selection = {"--run-config", "--users", "--periods", "--replicas", "--concurrency", "--seed"}
    assert recording <= _options(run) and recording <= _options(evolve)
    assert recording <= _options(judge) and recording <= _options(gen)
    assert selection <= _options(run) and selection <= _options(evolve)
    assert {"--quiet", "--force"} <= _options(run) & _options(evolve) & _options(gen)
    # one definition: the same help text wherever the option appears
    helps = {c.name: {p.opts[0]: p.help for p in c.params} for c in (run, evolve, judge, gen)}
    assert len({h["--model"] for h in helps.values()}) == 1
    assert len({h["--mode"] for h in helps.values()}) == 1
    assert helps["run"]["--replicas"] == helps["evolve"]["--replicas"]
