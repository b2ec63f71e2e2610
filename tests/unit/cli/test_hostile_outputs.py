"""Hostile family "outputs" (issue 23 item 1, second pass): every command with an output folder or file
writes only where it destroys nothing it did not make.

- A folder output that exists, is not empty and is not the command's own (its run.json, manifest,
  evolve.json, figures or layout) is refused, naming the path and --force; --force writes into it
  (deleting nothing).
- An output is never an input, a link to one, a folder holding one or a folder inside an input
  folder (a run, a release, a blueprint folder being read): --force does not change that.
- A file output never lands inside a run it reads, even with --force.

Real files, links and folders, the real CLI entry point (in-process, as the other hostile families);
the replays read the bundled release's cassettes (copied into tmp). Each refusal checks the whole
tree is as it was.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from tests.unit._hostile_helpers import REPO, cli, make_cassette, one_line_error, tree

REL = REPO / "tests" / "data" / "smol-v3"
needs_release = pytest.mark.skipif(not (REL / "cassettes" / "on.rkc").is_file(), reason="the bundled release is absent")


def _run_args(tmp: Path, out: Path, *extra: str, cassette: Path | None = None) -> list:
    """`replaykit run` of the release's upper bound for its first user, replayed from a copy of on.rkc."""
    if cassette is None:
        cassette = tmp / "cassettes" / "on.rkc"
        if not cassette.is_file():
            cassette.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(REL / "cassettes" / "on.rkc", cassette)
    return ["run", "--blueprints", REL / "blueprints", "--agent", REL / "configs" / "agents" / "upper-bound.json",
            "--run-config", REL / "configs" / "run.json", "--endpoints", REL / "configs" / "endpoints.json",
            "--cassette", cassette, "--mode", "replay", "--users", "1", "--out", out, "--quiet", *extra]


def _gen_args(tmp: Path, out: Path, *extra: str) -> list:
    cassette = tmp / "cassettes" / "gen.rkc"
    if not cassette.is_file():
        cassette.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(REL / "cassettes" / "gen.rkc", cassette)
    return ["gen", "--env", REL / "configs" / "env.json", "--endpoints", REL / "configs" / "endpoints.json",
            "--cassette", cassette, "--mode", "replay", "--users", "1", "--out", out, "--quiet", *extra]


def _evolve_args(out: Path, blueprints: Path = REL / "blueprints", *extra: str) -> list:
    return ["evolve", "--blueprints", blueprints, "--agent", REL / "configs" / "agents" / "awi.json",
            "--feedback", "none", "--mode", "replay", "--users", "1", "--out", out, *extra]


def _unrelated(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "thesis.tex").write_text("years of work")
    (folder / "run.json.orig").write_text("not a run.json")
    return folder


def _refused(capsys, args, root: Path, *needles: str, forceable: bool) -> str:
    before = tree(root)
    code, o, err = cli(capsys, *args)
    assert code == 2, (o, err)
    one_line_error(err, "nothing was written", *needles)
    assert ("add --force to" in err) == forceable, err
    if not forceable:
        assert "--force does not change this" in err
    assert tree(root) == before  # nothing deleted, nothing added, nothing changed
    return err


# -- folder outputs: an existing folder that is not the command's own ----------------------------

FOLDER_COMMANDS = ["run", "gen", "evolve", "plot", "import amemgym", "release record"]


def _folder_args(command: str, tmp: Path, out: Path) -> list:
    if command == "run":
        return _run_args(tmp, out)
    if command == "gen":
        return _gen_args(tmp, out)
    if command == "evolve":
        return _evolve_args(out)
    if command == "plot":
        return ["plot", REL, "--out", out]
    if command == "import amemgym":
        (tmp / "ref").mkdir(exist_ok=True)
        (tmp / "ref" / "data.json").write_text("[]")
        return ["import", "amemgym", "--data", tmp / "ref" / "data.json", "--run", f"native={tmp / 'ref'}",
                "--out", out]
    if command == "release record":
        return ["release", "record", tmp / "no-such-release", "--work", out, "--quiet"]
    raise AssertionError(command)


@needs_release
@pytest.mark.parametrize("command", FOLDER_COMMANDS)
def test_a_non_empty_folder_it_did_not_make_is_refused_naming_force(command, tmp_path, capsys):
    out = _unrelated(tmp_path / "mine")
    args = _folder_args(command, tmp_path, out)
    err = _refused(capsys, args, tmp_path, str(out), "is a folder that is not empty (run.json.orig, thesis.tex)",
                   forceable=True)
    assert "--work" in err if command == "release record" else "--out" in err
    # --force writes into it and deletes nothing: the guard lets the command run (it may then fail for
    # its own reasons: evolve misses calls the release recorded over a base, the release is absent, ...)
    code, o, err = cli(capsys, *args, "--force")
    assert "nothing was written" not in err, err
    assert (out / "thesis.tex").read_text() == "years of work" and (out / "run.json.orig").is_file()
    if command == "run":
        assert code == 0 and (out / "run.json").is_file() and (out / "upper_bound").is_dir(), err
    elif command == "gen":
        assert code == 0 and (out / "manifest.json").is_file() and len(list((out / "users").iterdir())) == 1, err


@needs_release
@pytest.mark.parametrize("case", ["a run directory (resumed)", "an interrupted first run (its cassette only)",
                                  "an empty folder"])
def test_run_writes_into_its_own_folders(case, tmp_path, capsys):
    out = tmp_path / "r"
    if case == "a run directory (resumed)":
        assert cli(capsys, *_run_args(tmp_path, out))[0] == 0
    elif case == "an interrupted first run (its cassette only)":
        out.mkdir()
        make_cassette(out / "cassette.rkc")
        (out / ".cassette.rkc.lock").write_bytes(b"")
    else:
        out.mkdir()
    code, o, err = cli(capsys, *_run_args(tmp_path, out))
    assert code == 0, err
    # a replay into a finished run re-runs its episode and compares it with the file
    assert ("re-run and identical to their files" in err) == (case == "a run directory (resumed)"), err
    assert (out / "upper_bound").is_dir() and json.loads((out / "run.json").read_text())["source"] == "replaykit run"


@needs_release
@pytest.mark.parametrize("case", ["its own folder", "what an interrupted gen left", "a fetched blueprint folder"])
def test_gen_recognises_its_own_blueprint_folder(case, tmp_path, capsys):
    out = tmp_path / "b"
    if case == "its own folder":
        assert cli(capsys, *_gen_args(tmp_path, out))[0] == 0
    elif case == "what an interrupted gen left":
        (out / "users").mkdir(parents=True)
        (out / "users" / "u1.json").write_text("{}")
    else:  # another source's manifest: gen would replace its users' files
        (out / "users").mkdir(parents=True)
        (out / "manifest.json").write_text(json.dumps({"version": 1, "users": ["u1"], "source": "dataset x@main"}))
        (out / "users" / "u1.json").write_text("{}")
        _refused(capsys, _gen_args(tmp_path, out), tmp_path, "not a blueprint folder `replaykit gen` made",
                 forceable=True)
        return
    code, o, err = cli(capsys, *_gen_args(tmp_path, out))
    assert code == 0, err
    assert json.loads((out / "manifest.json").read_text())["source"].startswith("replaykit gen")


@needs_release
def test_plot_replaces_only_figures_and_never_writes_through_a_link(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out = tmp_path / "fig"
    code, o, err = cli(capsys, "plot", REL, "--out", out, "--format", "svg")
    assert code == 0, err
    figures = sorted(p.name for p in out.iterdir())
    assert figures and all(n.endswith(".svg") for n in figures)
    assert cli(capsys, "plot", REL, "--out", out, "--format", "svg")[0] == 0  # its own figures: replaced
    victim = tmp_path / "victim.txt"
    victim.write_text("not a figure")
    (out / figures[0]).unlink()
    (out / figures[0]).symlink_to(victim)
    _refused(capsys, ["plot", REL, "--out", out, "--format", "svg"], tmp_path, str(out), forceable=True)
    assert cli(capsys, "plot", REL, "--out", out, "--format", "svg", "--force")[0] == 0
    assert victim.read_text() == "not a figure"  # the link was replaced, its target never written
    assert not (out / figures[0]).is_symlink() and (out / figures[0]).read_bytes().startswith(b"<?xml")


def test_import_amemgym_replaces_only_an_earlier_import(tmp_path, capsys):
    from tests.unit.scoring.test_importer import write_reference

    data, rdir, ubdir, *_ = write_reference(tmp_path)
    out = tmp_path / "imported"
    args = ["import", "amemgym", "--data", data, "--run", f"native={rdir}", "--upper-bound", ubdir, "--out", out]
    assert cli(capsys, *args)[0] == 0
    first = tree(out)
    assert cli(capsys, *args)[0] == 0 and tree(out) == first  # an earlier import: rewritten, same bytes
    manifest = json.loads((out / "run.json").read_text())
    manifest["source"] = "replaykit run"  # a run of `replaykit run` is not the import's to rewrite
    (out / "run.json").write_text(json.dumps(manifest))
    _refused(capsys, args, tmp_path, str(out), "not a run directory an earlier import wrote", forceable=True)


def test_release_record_resumes_a_recording_layout(tmp_path, capsys):
    work = tmp_path / "work"
    (work / "runs" / "on").mkdir(parents=True)
    (work / "runs" / "off").mkdir()
    (work / "evolve").mkdir()
    code, o, err = cli(capsys, "release", "record", tmp_path / "no-such-release", "--work", work, "--quiet")
    assert code == 2 and "nothing was written" not in err and "release.json" in err, err  # past the guard
    (work / "runs" / "mine").mkdir()  # runs/ holding something a recording never writes
    _refused(capsys, ["release", "record", tmp_path / "no-such-release", "--work", work, "--quiet"], tmp_path,
             "--work", forceable=True)


# -- an output is never an input, a link to one, a folder holding one or inside one ------------------


@pytest.fixture
def world(tmp_path):
    """Inputs of every kind in one tree: a blueprint folder, agent configs, a cassette, a run, a release."""
    if not (REL / "cassettes" / "on.rkc").is_file():
        pytest.skip("the bundled release is absent")
    w = tmp_path / "w"
    shutil.copytree(REL / "blueprints", w / "bp")
    shutil.copytree(REL / "configs", w / "configs")
    (w / "cassettes").mkdir()
    shutil.copyfile(REL / "cassettes" / "on.rkc", w / "cassettes" / "on.rkc")
    shutil.copyfile(REL / "cassettes" / "gen.rkc", w / "cassettes" / "gen.rkc")
    rel = w / "rel"
    shutil.copytree(REL, rel, ignore=shutil.ignore_patterns("*.rkc"))
    return w


def _run_in(w: Path, out, *extra) -> list:
    return ["run", "--blueprints", w / "bp", "--agent", w / "configs" / "agents" / "upper-bound.json",
            "--run-config", w / "configs" / "run.json", "--endpoints", w / "configs" / "endpoints.json",
            "--mode", "replay", "--users", "1", "--out", out, "--quiet", *extra]


def _a_run(w: Path, capsys) -> Path:
    run = w / "run"
    assert cli(capsys, *_run_in(w, run, "--cassette", w / "cassettes" / "on.rkc"))[0] == 0
    return run


INPUT_CASES = [
    ("run --out the blueprint folder", lambda w, c: _run_in(w, w / "bp"), "is the input"),
    ("run --out a link to the blueprint folder", lambda w, c: _run_in(w, _link(w / "bp-link", w / "bp")),
     "is the input"),
    ("run --out inside the blueprint folder", lambda w, c: _run_in(w, w / "bp" / "users" / "r"), "lies inside"),
    ("run --out a folder holding the agent config", lambda w, c: _run_in(w, w / "configs"), "holds the input"),
    ("run --out a folder holding a base cassette",
     lambda w, c: _run_in(w, w / "cassettes", "--base", w / "cassettes" / "gen.rkc"), "holds the input"),
    ("run --out inside the run it takes traces from",
     lambda w, c: _run_in(w, _a_run(w, c) / "off", "--off-policy-from", w / "run", "--trace-agent", "x"),
     "lies inside the input"),
    ("run --out the checkout holding every input", lambda w, c: _run_in(w, w), "holds the input"),
    ("run --cassette an agent config",
     lambda w, c: _run_in(w, w / "new", "--cassette", w / "configs" / "agents" / "upper-bound.json"),
     "is the input"),
    ("run --cassette inside the run it takes traces from",
     lambda w, c: _run_in(w, w / "new", "--cassette", _a_run(w, c) / "x.rkc", "--off-policy-from", w / "run",
                          "--trace-agent", "x"), "lies inside the input"),
    ("gen --out the folder holding its env config",
     lambda w, c: ["gen", "--env", w / "configs" / "env.json", "--out", w / "configs", "--mode", "replay"],
     "holds the input"),
    ("evolve --out the blueprint folder", lambda w, c: _evolve_args(w / "bp", w / "bp"), "is the input"),
    ("plot --out the run it plots", lambda w, c: ["plot", _a_run(w, c), "--out", w / "run"], "is the input"),
    ("plot --out inside the run it plots", lambda w, c: ["plot", _a_run(w, c), "--out", w / "run" / "fig"],
     "lies inside the input"),
    ("plot --out inside the release it plots", lambda w, c: ["plot", w / "rel", "--out", w / "rel" / "fig"],
     "lies inside the input"),
    ("plot --out the parent of the run", lambda w, c: ["plot", _a_run(w, c), "--out", w], "holds the input"),
    ("import amemgym --out the reference output folder",
     lambda w, c: ["import", "amemgym", "--data", w / "bp" / "manifest.json", "--run", f"native={w / 'configs'}",
                   "--out", w / "configs"], "is the input"),
    ("import amemgym --out a folder holding data.json",
     lambda w, c: ["import", "amemgym", "--data", w / "configs" / "env.json", "--run", f"native={w / 'bp'}",
                   "--out", w / "configs"], "holds the input"),
    ("release record --work the release", lambda w, c: ["release", "record", w / "rel", "--work", w / "rel"],
     "is the input"),
    ("release record --work inside the release",
     lambda w, c: ["release", "record", w / "rel", "--work", w / "rel" / "build"], "lies inside the input"),
    ("release record --work a folder holding the release",
     lambda w, c: ["release", "record", w / "rel", "--work", w], "holds the input"),
]


def _link(link: Path, target: Path) -> Path:
    link.symlink_to(target, target_is_directory=target.is_dir())
    return link


@pytest.mark.parametrize("case", [c[0] for c in INPUT_CASES])
def test_an_output_is_never_an_input_nor_around_one_even_with_force(case, world, capsys):
    make, needle = next((m, n) for name, m, n in INPUT_CASES if name == case)
    args = make(world, capsys)
    for extra in ([], ["--force"]):
        _refused(capsys, [*args, *extra], world, needle, forceable=False)


# -- file outputs: never inside a run it reads, never the input, even with --force ------------------


@needs_release
@pytest.mark.parametrize("case", ["-o a file inside the run", "-o the run's run.json", "-o inside the run through "
                                  "a link to it", "-o a new file inside the run"])
def test_export_never_writes_inside_a_run_it_reads(case, world, capsys):
    run = _a_run(world, capsys)
    out = {"-o a file inside the run": run / "digests.json", "-o the run's run.json": run / "run.json",
           "-o inside the run through a link to it": _link(world / "run-link", run) / "blueprints" / "manifest.json",
           "-o a new file inside the run": run / "answers.csv"}[case]
    for extra in ([], ["--force"]):
        _refused(capsys, ["export", run, "-o", out, *extra], world, "lies inside the input", forceable=False)
    code, o, err = cli(capsys, "verify", run)
    assert code == 0, err  # the run still verifies: nothing in it changed


@needs_release
def test_export_replaces_an_existing_file_only_with_force(world, capsys):
    run = _a_run(world, capsys)
    out = world / "notes.csv"
    out.write_text("my notes")
    _refused(capsys, ["export", run, "-o", out], world, "already exists", forceable=True)
    code, o, err = cli(capsys, "export", run, "-o", out, "--force")
    assert code == 0 and out.read_text().startswith('"run","agent","policy"'), err
    new = world / "deeper" / "answers.csv"  # a new folder is made for it
    assert cli(capsys, "export", run, "-o", new)[0] == 0 and new.read_bytes() == out.read_bytes()


@needs_release
@pytest.mark.parametrize("case", ["-o the data.json it reads", "-o a hard link to the data.json",
                                  "-o a file inside the blueprint folder", "-o the folder's manifest.json"])
def test_blueprint_export_never_replaces_its_input(case, world, capsys):
    data = world / "data.json"
    assert cli(capsys, "blueprint", "export", world / "bp", "--format", "reference", "-o", data)[0] == 0
    src, out = {"-o the data.json it reads": (data, data),
                "-o a hard link to the data.json": (data, world / "hard.json"),
                "-o a file inside the blueprint folder": (world / "bp", world / "bp" / "users" / "x.json"),
                "-o the folder's manifest.json": (world / "bp", world / "bp" / "manifest.json")}[case]
    if case == "-o a hard link to the data.json":
        os.link(data, out)
    needle = "lies inside the input" if src != data else "is the input"
    for extra in ([], ["--force"]):
        _refused(capsys, ["blueprint", "export", src, "-o", out, *extra], world, needle, forceable=False)


def test_run_merge_out_inside_a_shard_is_refused(tmp_path, capsys):
    s1, s2 = tmp_path / "s1", tmp_path / "s2"
    for s in (s1, s2):
        s.mkdir()
        (s / "run.json").write_text("{}")
    for extra in ([], ["--force"]):
        _refused(capsys, ["run", "merge", s1 / "merged", s1, s2, *extra], tmp_path, "lies inside the input",
                 forceable=False)


def test_output_errors_carry_file_and_field(tmp_path):
    """The error class and its attributes, set where it is raised (tests of other families rely on them)."""
    from replaykit._util.outputs import check_output_folder
    from replaykit.errors import ConfigError, OutputError

    out = _unrelated(tmp_path / "mine")
    with pytest.raises(OutputError) as e:
        check_output_folder(out, ours=lambda p: False, force=False, command="run", what="a run directory")
    assert isinstance(e.value, ConfigError) and e.value.file == str(out) and e.value.field == "--out"
    assert e.value.forceable and e.value.command == "run"
    with pytest.raises(OutputError) as e:
        check_output_folder(tmp_path, inputs=[out / "thesis.tex"], ours=lambda p: True, force=True, command="plot",
                            what="figures")
    assert not e.value.forceable and e.value.file == str(tmp_path) and "holds the input" in str(e.value)
    f = tmp_path / "file"
    f.write_text("x")
    with pytest.raises(OutputError, match="is a file, not a folder"):
        check_output_folder(f, ours=lambda p: True, force=True, command="gen", what="x")
    dangling = _link(tmp_path / "dangling", tmp_path / "nowhere")
    with pytest.raises(OutputError, match="symbolic link to nothing") as e:
        check_output_folder(dangling, ours=lambda p: True, force=True, command="run", what="x")
    assert not e.value.forceable and not (tmp_path / "nowhere").exists()


def test_repair_backup_never_writes_through_a_link(tmp_path, capsys):
    c = make_cassette(tmp_path / "c.rkc")
    data = bytearray(c.read_bytes())
    data[len(data) // 2] ^= 0xFF
    c.write_bytes(bytes(data))
    victim = tmp_path / "elsewhere.txt"  # not there yet: a dangling link at c.rkc.bak
    (tmp_path / "c.rkc.bak").symlink_to(victim)
    code, o, err = cli(capsys, "cassette", "repair", c)
    assert code == 0, err
    assert not victim.exists() and (tmp_path / "c.rkc.bak").is_symlink()
    assert (tmp_path / "c.rkc.bak1").read_bytes() == bytes(data)


# -- a file that is not a cassette, where a cassette is written ------------------------------------


@pytest.mark.parametrize("command", ["cassette compact", "cassette upgrade", "cassette repair", "run --cassette"])
def test_a_file_that_is_not_a_cassette_is_refused_and_gets_nothing_beside_it(command, tmp_path, capsys):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes, not a cassette")
    if command == "run --cassette":
        if not (REL / "cassettes" / "on.rkc").is_file():
            pytest.skip("the bundled release is absent")
        args = _run_args(tmp_path, tmp_path / "r", cassette=notes)
    else:
        args = [*command.split(), notes]
    before = {k: v for k, v in tree(tmp_path).items()}
    code, o, err = cli(capsys, *args)
    assert code == 2, (o, err)
    one_line_error(err, str(notes), "not a replaykit cassette")
    after = tree(tmp_path)
    assert notes.read_text() == "my notes, not a cassette"
    assert not [p for p in after if p not in before and not p.startswith("r/")], after  # no lock file beside it


def test_import_vcr_never_writes_through_a_dangling_link(tmp_path, capsys):
    src = tmp_path / "session.yaml"
    src.write_text("interactions: []\nversion: 1\n")
    victim = tmp_path / "elsewhere.rkc"
    out = tmp_path / "out.rkc"
    out.symlink_to(victim)
    before = tree(tmp_path)
    code, o, err = cli(capsys, "cassette", "import-vcr", src, "--out", out)
    assert code == 2 and tree(tmp_path) == before and not victim.exists(), (o, err)
    one_line_error(err, str(out), "already exists")
