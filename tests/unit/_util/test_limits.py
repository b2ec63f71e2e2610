"""Hostile family "huge but valid inputs": every JSON file replaykit reads whole has a size limit,
checked before a byte is read (replaykit/_util/limits.py).

- Configs and small published files read as plain JSON (agent, endpoints, run and env configs,
  pricing, release.json, results.json, replay.json): 4 MiB. Real ones are a few KB; plain JSON
  costs up to ~25 times its size in memory (a 30 MB array of ten million empty objects given as
  --endpoints took 790 MB and 13 s before it was refused as "expected a JSON object").
- Data files decoded into their types (blueprints, a reference data.json, run files): 64 MiB. A
  200 MB --env took 436 MB before its first field was checked.

The files here are sparse (no disk space, no time): before the limit they were read whole and
named "not valid JSON"; now the refusal names the file, its size and the limit.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from replaykit._util.limits import MAX_CONFIG_FILE_BYTES, MAX_JSON_FILE_BYTES
from tests.unit._hostile_helpers import REPO, cli, one_line_error, tree

REL = REPO / "releases" / "smol-v4"
needs_release = pytest.mark.skipif(not (REL / "cassettes" / "on.rkc").is_file(), reason="the bundled release is absent")


def _sparse(path: Path, size: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


def _release_copy(tmp: Path) -> Path:
    rel = tmp / "rel"
    shutil.copytree(REL, rel)
    return rel


CONFIGS = ["--agent", "--endpoints", "--run-config", "--env", "--pricing", "release.json (replay)",
           "results.json (release show)", "release.json (view)"]


def _config_args(case: str, tmp: Path, big: Path) -> tuple[list, Path]:
    """(argv, the path the error must name) with ``big`` in the slot ``case`` names."""
    blueprints, agent = REL / "blueprints", REL / "configs" / "agents" / "native.json"
    out = tmp / "out"
    if case == "--agent":
        return ["run", "--blueprints", blueprints, "--agent", big, "--out", out, "--mode", "replay"], big
    if case == "--endpoints":
        return ["run", "--blueprints", blueprints, "--agent", agent, "--endpoints", big, "--out", out,
                "--mode", "replay"], big
    if case == "--run-config":
        return ["run", "--blueprints", blueprints, "--agent", agent, "--run-config", big, "--out", out,
                "--mode", "replay"], big
    if case == "--env":
        return ["gen", "--env", big, "--endpoints", REL / "configs" / "endpoints.json", "--out", out,
                "--mode", "replay"], big
    if case == "--pricing":
        return ["view", REL, "--out", tmp / "site", "--pricing", big, "--quiet"], big
    rel = _release_copy(tmp)
    name = case.split(" ")[0]
    big.replace(rel / name)
    if case == "release.json (replay)":
        return ["replay", rel, "--work", tmp / "w", "--quiet"], rel / name
    if case == "results.json (release show)":
        return ["release", "show", rel], rel / name
    return ["view", rel, "--out", tmp / "site", "--quiet"], rel / name


@needs_release
@pytest.mark.parametrize("case", CONFIGS)
def test_a_config_over_its_limit_is_refused_unread(case, tmp_path, capsys):
    big = _sparse(tmp_path / "big.json", MAX_CONFIG_FILE_BYTES + 1)
    args, named = _config_args(case, tmp_path, big)
    code, out, err = cli(capsys, *args)
    assert code == 2, (out, err)
    one_line_error(err, str(named), f"{MAX_CONFIG_FILE_BYTES + 1:,} bytes", "4 MiB) limit for a config file")
    assert not (tmp_path / "out").exists() and not (tmp_path / "site").exists()


@needs_release
def test_a_config_at_its_limit_is_still_read(tmp_path, capsys):
    """The limit is on the size, not on JSON: a real agent config padded with spaces to exactly 4 MiB
    is read (and refused only for what it says, here nothing: the run starts)."""
    agent = tmp_path / "agent.json"
    text = (REL / "configs" / "agents" / "native.json").read_bytes().rstrip()
    agent.write_bytes(text + b" " * (MAX_CONFIG_FILE_BYTES - len(text)))
    assert agent.stat().st_size == MAX_CONFIG_FILE_BYTES
    code, out, err = cli(capsys, "run", "--blueprints", REL / "blueprints", "--agent", agent, "--run-config",
                         REL / "configs" / "run.json", "--endpoints", REL / "configs" / "endpoints.json",
                         "--cassette", tmp_path / "none.rkc", "--users", "1", "--out", tmp_path / "out",
                         "--mode", "replay", "--quiet")
    assert "MiB) limit" not in err and "does not exist" in err, err  # past the config: no such cassette


DATA = ["data.json (blueprint validate)", "data.json (import amemgym)", "a user file (blueprint validate)",
        "digests.json (verify)", "run.json (view)"]


@needs_release
@pytest.mark.parametrize("case", DATA)
def test_a_data_file_over_its_limit_is_refused_unread(case, tmp_path, capsys):
    size = MAX_JSON_FILE_BYTES + 1
    if case.startswith("data.json"):
        named = _sparse(tmp_path / "data.json", size)
        if "import" in case:
            run = tmp_path / "runs" / "native"
            run.mkdir(parents=True)
            args = ["import", "amemgym", "--data", named, "--run", f"native={run}", "--out", tmp_path / "imp"]
        else:
            args = ["blueprint", "validate", named]
    elif case.startswith("a user file"):
        folder = tmp_path / "bp"
        shutil.copytree(REL / "blueprints", folder)
        user = json.loads((folder / "manifest.json").read_text())["users"][0]
        named = folder / "users" / f"{user}.json"
        named.unlink()
        _sparse(named, size)
        args = ["blueprint", "validate", folder]
    else:
        work = tmp_path / "w"
        code, _, err = cli(capsys, "replay", REL, "--work", work, "--quiet")
        assert code == 0, err
        run = work / "runs" / "on"
        named = run / case.split(" ")[0]
        named.unlink()
        _sparse(named, size)
        args = ["verify", run] if "verify" in case else ["view", run, "--out", tmp_path / "site", "--quiet"]
    before = tree(tmp_path) if case.startswith("data.json") else None
    code, out, err = cli(capsys, *args)
    assert code == 2, (out, err)
    one_line_error(err, str(named), f"{size:,} bytes", "64 MiB) limit for a JSON file replaykit reads whole")
    if before is not None:
        assert tree(tmp_path) == before


def test_read_regular_bounds_what_it_reads(tmp_path):
    from replaykit._util.fs import read_regular
    from replaykit.errors import InputTooLargeError

    f = tmp_path / "f.json"
    f.write_bytes(b"x" * 11)
    assert read_regular(f, limit=11) == b"x" * 11
    with pytest.raises(InputTooLargeError) as caught:
        read_regular(f, limit=10)
    assert (caught.value.file, caught.value.size, caught.value.limit) == (str(f), 11, 10)
