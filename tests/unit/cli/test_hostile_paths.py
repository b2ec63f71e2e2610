"""Hostile family "paths" (after the named pipes of test_hostile_specials.py): odd things at the paths a
command is given, as inputs and as outputs.

- A symbolic link loop (two links pointing at each other) as an input or an output: one line naming
  the path and the loop, exit 2 (Python before 3.13 raised a RuntimeError from Path.resolve(), a
  traceback from every output check).
- A --cassette that is not there, given to `replaykit verify` on purpose: named, never skipped with
  a "verified" (the run's files alone were checked, and the user asked for the cassette too).
- A file where a folder belongs on the way to an output: named as a file in the way.
- A folder whose name is not UTF-8 (bytes a file system allows, decoded with surrogateescape): every
  command works in it, and the paths it prints are escaped instead of a UnicodeEncodeError after
  the work is done (a UTF-8 locale makes Python's stdout strict; vcrpy put the cassette path in a
  class name; replay.json holds text).

In-process through the real entry point where nothing can hang; the encoding cases in a child
process (its stdout is the real, strict one) with a timeout.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.unit._hostile_helpers import REPO, cli, make_cassette, one_line_error, tree

REL = REPO / "releases" / "smol-v4"
needs_release = pytest.mark.skipif(not (REL / "cassettes" / "on.rkc").is_file(), reason="the bundled release is absent")
LOOP = "symbolic links that point at each other (a loop)"


@pytest.fixture
def world(tmp_path):
    """A cassette, a run-like folder, a blueprint folder and a two-link loop, all inside tmp_path."""
    make_cassette(tmp_path / "c.rkc")
    (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
    (tmp_path / "ref").mkdir()
    (tmp_path / "ref" / "data.json").write_text("[]")
    return tmp_path


def _loop_args(case: str, t: Path) -> list:
    loop = t / "loop1"
    blueprints = REL / "blueprints"
    agent = REL / "configs" / "agents" / "native.json"
    return {
        "cassette export -o LOOP": ["cassette", "export", t / "c.rkc", "-o", loop],
        "cassette export -o LOOP --force": ["cassette", "export", t / "c.rkc", "-o", loop, "--force"],
        "cassette merge LOOP": ["cassette", "merge", loop, t / "c.rkc"],
        "cassette merge LOOP --force": ["cassette", "merge", loop, t / "c.rkc", "--force"],
        "blueprint export -o LOOP": ["blueprint", "export", blueprints, "-o", loop],
        "run --cassette LOOP": ["run", "--blueprints", blueprints, "--agent", agent, "--cassette", loop,
                                "--out", t / "run", "--mode", "replay"],
        "run merge LOOP": ["run", "merge", loop, t / "ref"],
        "gen --cassette LOOP": ["gen", "--env", REL / "configs" / "env.json", "--cassette", loop, "--out", t / "gen",
                                "--mode", "replay"],
        "import amemgym --data LOOP": ["import", "amemgym", "--data", loop, "--run", f"native={t / 'ref'}",
                                       "--out", t / "imp"],
        "import amemgym --run LOOP": ["import", "amemgym", "--data", t / "ref" / "data.json", "--run",
                                      f"native={loop}", "--out", t / "imp"],
        "release record LOOP": ["release", "record", loop, "--work", t / "work"],
    }[case]


LOOP_CASES = ["cassette export -o LOOP", "cassette export -o LOOP --force", "cassette merge LOOP",
              "cassette merge LOOP --force", "blueprint export -o LOOP", "run --cassette LOOP", "run merge LOOP",
              "gen --cassette LOOP", "import amemgym --data LOOP", "import amemgym --run LOOP", "release record LOOP"]


@needs_release
@pytest.mark.parametrize("case", LOOP_CASES)
def test_a_symlink_loop_is_named_not_a_traceback(case, world, capsys):
    before = tree(world)
    code, out, err = cli(capsys, *_loop_args(case, world))
    assert code == 2, (out, err)
    one_line_error(err, str(world / "loop1"), LOOP)
    assert tree(world) == before  # nothing written beside the loop, the loop left as it was


def test_export_of_runs_to_a_symlink_loop_is_named(tmp_path, capsys):
    """`replaykit export RUN -o LOOP`: the output check runs before any run is read."""
    (tmp_path / "loop1").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop1")
    (tmp_path / "run").mkdir()
    code, out, err = cli(capsys, "export", tmp_path / "run", "-o", tmp_path / "loop1")
    assert code == 2, (out, err)
    one_line_error(err, str(tmp_path / "loop1"), LOOP)


def test_the_loop_error_carries_the_path_and_errno(tmp_path):
    import errno

    from replaykit._util.fs import resolved
    from replaykit.errors import FileAccessError

    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    with pytest.raises(FileAccessError) as caught:
        resolved(tmp_path / "a" / "x.rkc")
    assert caught.value.path == tmp_path / "a" / "x.rkc" and caught.value.errno == errno.ELOOP
    assert resolved(tmp_path / "c" / ".." / "d") == tmp_path.resolve() / "d"  # an ordinary path still resolves


# -- verify --cassette that is not there ---------------------------------------------------------


@needs_release
@pytest.mark.parametrize("case", ["missing", "a link to nothing", "a symlink loop"])
def test_verify_names_a_cassette_it_was_given_but_cannot_find(case, tmp_path, capsys):
    work = tmp_path / "w"
    code, _, err = cli(capsys, "replay", REL, "--work", work, "--quiet")
    assert code == 0, err
    run = work / "runs" / "on"
    given = tmp_path / "given.rkc"
    if case == "a link to nothing":
        given.symlink_to(tmp_path / "nowhere.rkc")
    elif case == "a symlink loop":
        given.symlink_to(tmp_path / "other.rkc")
        (tmp_path / "other.rkc").symlink_to(given)
    code, out, err = cli(capsys, "verify", run, "--cassette", given)
    assert code == 2, (out, err)
    one_line_error(err, str(given), "--cassette", "no such cassette file")
    assert "verified" not in out
    code, out, err = cli(capsys, "verify", run)  # without --cassette the run still verifies
    assert code == 0 and out.startswith("verified "), (out, err)


# -- a file in the way of an output folder -------------------------------------------------------


@needs_release
def test_a_file_in_the_way_of_a_cassette_folder_is_named(tmp_path, capsys):
    (tmp_path / "notes").write_text("mine")
    code, out, err = cli(capsys, "run", "--blueprints", REL / "blueprints", "--agent",
                         REL / "configs" / "agents" / "native.json", "--endpoints", REL / "configs" / "endpoints.json",
                         "--cassette", tmp_path / "notes" / "c.rkc",
                         "--out", tmp_path / "run", "--mode", "auto", "--users", "1", "--quiet")
    assert code == 2, (out, err)
    one_line_error(err, str(tmp_path / "notes"), "a file of that name is in the way")
    assert (tmp_path / "notes").read_text() == "mine"


# -- a folder whose name is not UTF-8 ------------------------------------------------------------

ODD = os.fsdecode(b"caf\xe9")  # Latin-1 bytes: not UTF-8, kept by Python as the surrogate \udce9


def _run_strict(args: list, cwd: Path) -> subprocess.CompletedProcess:
    """The CLI in a child whose stdout is strict UTF-8 (what a UTF-8 locale gives Python)."""
    code = "import sys; from replaykit.cli.main import main; sys.argv = ['replaykit', *sys.argv[1:]]; main()"
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}
    return subprocess.run([sys.executable, "-c", code, *map(os.fsencode, map(str, args))], capture_output=True,
                          timeout=180, stdin=subprocess.DEVNULL, cwd=cwd, env=env)


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS file systems refuse names that are not UTF-8")
@pytest.mark.parametrize("command", ["cassette verify", "cassette ls", "cassette merge"])
def test_cassette_commands_in_a_folder_that_is_not_utf8(command, tmp_path):
    odd = tmp_path / ODD
    odd.mkdir()
    make_cassette(odd / "c.rkc")
    args = {"cassette verify": ["cassette", "verify", odd / "c.rkc"], "cassette ls": ["cassette", "ls", odd],
            "cassette merge": ["cassette", "merge", odd / "m.rkc", odd / "c.rkc"]}[command]
    proc = _run_strict(args, tmp_path)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc
    assert b"caf\\udce9" in proc.stdout  # the odd byte shown escaped, the rest of the path as is
    if command == "cassette merge":
        assert (odd / "m.rkc").is_file()


@needs_release
@pytest.mark.skipif(sys.platform == "darwin", reason="macOS file systems refuse names that are not UTF-8")
def test_replay_of_a_release_in_a_folder_that_is_not_utf8(tmp_path):
    """Records and replays through vcrpy (which named a class after the cassette path) and writes
    replay.json (the release's path as text); `view` of the work folder then builds its site."""
    odd = tmp_path / ODD
    shutil.copytree(REL, odd / "rel")
    proc = _run_strict(["replay", odd / "rel", "--work", odd / "work", "--quiet"], tmp_path)
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr, proc
    assert re.search(rb"verified (\d+) of \1 ", proc.stdout) and b"caf\\udce9" in proc.stdout
    assert (odd / "work" / "replay.json").read_bytes().count(b'"release_dir"') == 1
    proc = _run_strict(["view", odd / "work", "--out", odd / "site", "--quiet"], tmp_path)
    assert proc.returncode == 0 and (odd / "site" / "index.html").is_file(), proc


# -- a file name holding a newline ---------------------------------------------------------------


@needs_release
@pytest.mark.parametrize("command", ["cassette stats", "run --agent", "verify"])
def test_a_newline_in_a_file_name_keeps_the_error_on_one_line(command, tmp_path, capsys):
    """The name is shown with its newline escaped (`\\n`, as click shows the names it refuses)."""
    odd = tmp_path / "two\nlines"
    if command == "verify":
        odd.mkdir()  # a folder that is no finished run
        args = ["verify", odd]
    else:
        odd.write_text("not JSON, not a cassette")
        args = (["cassette", "stats", odd] if command == "cassette stats" else
                ["run", "--blueprints", REL / "blueprints", "--agent", odd, "--out", tmp_path / "out", "--mode", "replay"])
    code, out, err = cli(capsys, *args)
    assert code == 2, (out, err)
    one_line_error(err, str(tmp_path / "two\\nlines"))


@needs_release
@pytest.mark.skipif(sys.platform == "darwin", reason="macOS file systems refuse names that are not UTF-8")
def test_a_base_cassette_whose_path_from_the_run_is_not_utf8_is_refused_before_the_run(tmp_path, capsys):
    """run.json records each --base by its path from the run folder (text): one that is not UTF-8 was a
    UnicodeEncodeError once every episode had run; a folder shared by both (../base.rkc) is fine."""
    odd = tmp_path / ODD
    odd.mkdir()
    shutil.copyfile(REL / "cassettes" / "on.rkc", odd / "base.rkc")

    def run(out: Path, cassette: Path) -> tuple[int, str, str]:
        return cli(capsys, "run", "--blueprints", REL / "blueprints", "--agent",
                   REL / "configs" / "agents" / "upper-bound.json", "--run-config", REL / "configs" / "run.json",
                   "--endpoints", REL / "configs" / "endpoints.json", "--base", odd / "base.rkc", "--cassette",
                   cassette, "--mode", "auto", "--users", "1", "--quiet", "--out", out)

    code, out, err = run(tmp_path / "run", tmp_path / "own.rkc")
    assert code == 2, (out, err)
    one_line_error(err, "field --base", "not UTF-8 text")
    assert not (tmp_path / "run").exists() and not (tmp_path / "own.rkc").exists()  # refused before anything
    code, out, err = run(odd / "run", odd / "own.rkc")  # recorded as ../base.rkc: text
    assert code == 0, (out, err)
    assert json.loads((odd / "run" / "run.json").read_text())["base_cassettes"] == ["../base.rkc"]


@needs_release
@pytest.mark.skipif(sys.platform == "darwin", reason="macOS file systems refuse names that are not UTF-8")
def test_a_release_file_named_in_bytes_that_are_not_utf8(tmp_path, capsys):
    """`release manifest` refuses to list it (manifest.json holds text) by name; `replay` names it as a
    file the manifest does not cover (exit 1) and still writes its replay.json, the name escaped."""
    rel = tmp_path / "rel"
    shutil.copytree(REL, rel)
    odd = rel / f"notes-{ODD}.md"
    odd.write_text("added later")
    before = (rel / "manifest.json").read_bytes()
    code, out, err = cli(capsys, "release", "manifest", rel)
    assert code == 2, (out, err)
    one_line_error(err, "notes-caf\\udce9.md", "not UTF-8 text cannot be listed in manifest.json")
    assert (rel / "manifest.json").read_bytes() == before
    code, out, err = cli(capsys, "replay", rel, "--work", tmp_path / "w", "--quiet")
    assert code == 1 and "not covered by manifest.json" in out, (out, err)
    assert "notes-caf\\\\udce9.md" in (tmp_path / "w" / "replay.json").read_text()
