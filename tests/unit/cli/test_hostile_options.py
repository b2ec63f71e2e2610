"""Hostile family "option values and edited evolution folders" (after test_hostile.py's numbers).

- `replaykit score EVOLVE_DIR` scored an evolution directory whose episode files were edited, while
  `score RUN_DIR` refuses an edited run: it now checks the digests `replaykit verify` checks.
- `--policy-user` naming no user with policies showed the first user's policies instead, and
  `--policy-cycles` outside P_0..P_last were dropped: both are named errors now.
- `view --serve --port 99999` built the site, then died of an OverflowError traceback at bind().
"""

from __future__ import annotations

import json
import shutil

import pytest

from tests.unit._hostile_helpers import REPO, cli, one_line_error

REL = REPO / "releases" / "smol-v4"
pytestmark = pytest.mark.skipif(not (REL / "cassettes" / "evolve.rkc").is_file(),
                                reason="the bundled release is absent")


@pytest.fixture(scope="module")
def replayed(tmp_path_factory):
    """A replay of the bundled release (its evolve/ folder is an evolution directory)."""
    import subprocess
    import sys

    work = tmp_path_factory.mktemp("replay") / "w"
    code = "import sys; from replaykit.cli.main import main; sys.argv = ['replaykit', *sys.argv[1:]]; main()"
    subprocess.run([sys.executable, "-c", code, "replay", str(REL), "--work", str(work), "--quiet"], check=True,
                   capture_output=True, timeout=600, cwd=REPO)
    return work


def test_score_refuses_an_evolution_directory_with_an_edited_episode(replayed, tmp_path, capsys):
    evo = tmp_path / "evolve"
    shutil.copytree(replayed / "evolve", evo)
    episode = sorted((evo / "none" / "episodes").glob("*/*.json"))[0]
    doc = json.loads(episode.read_text())
    for period in doc["periods"]:  # every answer flipped: a different score, still a valid file
        for answer in period["overall"]:
            answer["choice"] = 1 - answer["choice"] if answer["choice"] in (0, 1) else answer["choice"]
    episode.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    code, out, err = cli(capsys, "score", evo)
    assert code == 2 and "Traceback" not in err, (out, err)
    assert str(episode) in err and "edited since the run wrote it" in err
    assert "memory" not in out  # no table of the edited numbers
    code, out, err = cli(capsys, "score", replayed / "evolve")  # the untouched one still scores
    assert code == 0 and "Memory score and diagnosis" in out, err


@pytest.mark.parametrize("option,value,needle", [
    ("--policy-user", "nobody.r0", "no policies of 'nobody.r0'"),
    ("--policy-cycles", "1,99", "cycle(s) 99 out of range"),
    ("--policy-cycles", "-1", "cycle(s) -1 out of range"),
])
def test_score_names_a_policy_it_cannot_show(option, value, needle, replayed, capsys):
    code, out, err = cli(capsys, "score", replayed / "evolve", option, value)
    assert code == 2, (out, err)
    one_line_error(err, f"field {option}", needle)


@pytest.mark.parametrize("port", ["99999", "-1"])
def test_view_refuses_a_port_out_of_range_before_building(port, replayed, tmp_path, capsys):
    code, out, err = cli(capsys, "view", replayed, "--out", tmp_path / "site", "--serve", "--port", port, "--quiet")
    assert code == 2 and "Traceback" not in err and "--port" in err and "0<=x<=65535" in err, (out, err)
    assert not (tmp_path / "site").exists()


@pytest.mark.parametrize("spec", ["1/" + "9" * 5000, "1/10001", "9" * 30 + "/" + "9" * 31])
def test_a_shard_spec_with_a_huge_number_is_named(spec, tmp_path, capsys):
    """I/N had no bound: 5,000 digits were a ValueError traceback from int(), and N over --shards'
    limit (10,000) was accepted."""
    code, out, err = cli(capsys, "run", "--blueprints", REL / "blueprints", "--agent",
                         REL / "configs" / "agents" / "upper-bound.json", "--mode", "replay", "--out", tmp_path / "r",
                         "--shard", spec)
    assert code == 2, (out, err)
    one_line_error(err, "--shard", "write it as I/N with 1 <= I <= N <= 10000")
    assert len(err) < 300 and not (tmp_path / "r").exists()


def test_the_largest_shard_spec_is_read():
    from replaykit.episodes.shard import parse_shard

    assert str(parse_shard(" 10000 / 10000 ")) == "10000/10000"


@pytest.mark.parametrize("value", ["0", str((1 << 20) + 1), "9" * 30])
def test_evolver_max_tokens_has_a_ceiling(value, tmp_path, capsys):
    """It is sent to the provider as max_tokens: 10^29 was accepted and sent (every other token budget
    stops at MAX_TOKENS, 2^20)."""
    code, out, err = cli(capsys, "evolve", "--blueprints", REL / "blueprints", "--agent",
                         REL / "configs" / "agents" / "awi.json", "--feedback", "question", "--endpoints",
                         REL / "configs" / "endpoints.json", "--out", tmp_path / "e", "--mode", "replay",
                         "--evolver-max-tokens", value)
    assert code == 2, (out, err)
    one_line_error(err, "field --evolver-max-tokens", f"must be between 1 and {1 << 20}")
    assert not (tmp_path / "e").exists()


def test_a_release_evolver_budget_has_the_same_ceiling(tmp_path):
    from replaykit.errors import ConfigError
    from replaykit.release.spec import load_spec

    rel = tmp_path / "rel"
    shutil.copytree(REL, rel)
    doc = json.loads((rel / "release.json").read_text())
    doc["evolution"]["evolver_max_tokens"] = 10**30
    (rel / "release.json").write_text(json.dumps(doc))
    with pytest.raises(ConfigError) as caught:
        load_spec(rel)
    assert caught.value.field == "evolution.evolver_max_tokens" and f"<= {1 << 20}" in caught.value.reason
