"""Hostile family "destruction" (issue 23 item 1, and the messages of item 8): no command deletes or
overwrites a file or folder it did not create, an output is never one of its inputs (nor a link to
one, nor a folder holding one), and --force, named in the error, is the only way past.

Real files and links, the real CLI entry point; each case checks the whole tree is as it was.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from replaykit._util.workdir import SITE
from tests.unit._hostile_helpers import REPO, cli, make_cassette, one_line_error, tree

SRC = REPO / "tests" / "data" / "smol-v3"


@pytest.fixture
def release(tmp_path):
    if not (SRC / "results.json").is_file():
        pytest.skip("the bundled release is absent")
    rel = tmp_path / "rel"
    shutil.copytree(SRC, rel, ignore=shutil.ignore_patterns("cassettes", "blueprints"))
    (rel / "cassettes").mkdir()
    (rel / "cassettes" / "on.rkc").write_bytes(b"precious recording")
    return rel


def _replay_folder(tmp_path: Path, rel: Path) -> Path:
    """What `replaykit replay` leaves: replay.json naming the release, with its recomputed results."""
    work = tmp_path / "work"
    work.mkdir()
    (work / ".replaykit-work").write_text("x")
    doc = {"release_dir": str(rel), "verification": {"checked": 1, "matched": 1, "differences": [],
                                                        "manifest_problems": []},
           "results": json.loads((rel / "results.json").read_text())}
    (work / "replay.json").write_text(json.dumps(doc))
    return work


VIEW_REFUSED = ["unrelated folder", "the release viewed", "a parent of the release", "the checkout (cwd)",
                "a symlink to a folder", "the release a replay folder names", "the replay folder viewed",
                "the home folder"]


@pytest.mark.parametrize("case", VIEW_REFUSED)
def test_view_out_never_empties_what_it_did_not_make(case, release, tmp_path, monkeypatch, capsys):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "thesis.tex").write_text("years of work")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "HEAD").write_text("ref: refs/heads/main")
    monkeypatch.chdir(tmp_path)
    path, out = release, mine
    if case == "the release viewed":
        out = release
    elif case == "a parent of the release":
        out = tmp_path
    elif case == "the checkout (cwd)":
        out = Path(".")
    elif case == "a symlink to a folder":
        out = tmp_path / "link"
        out.symlink_to(mine, target_is_directory=True)
    elif case == "the release a replay folder names":
        path, out = _replay_folder(tmp_path, release), release
    elif case == "the replay folder viewed":
        path = out = _replay_folder(tmp_path, release)
    elif case == "the home folder":
        monkeypatch.setenv("HOME", str(mine))
    before = tree(tmp_path)
    code, o, err = cli(capsys, "view", path, "--out", out, "--quiet")
    assert code == 2, (o, err)
    one_line_error(err, str(out), "replaykit only empties a site folder it created")
    if case == "unrelated folder":
        assert "add --force to empty this one anyway" in err
    elif case == "a symlink to a folder":
        assert "is a symbolic link (to " in err and "cannot access" not in err  # item 8: no "(error)"
    else:
        assert "--force does not change this" in err
    assert tree(tmp_path) == before  # nothing deleted, nothing added
    if case in ("unrelated folder", "a symlink to a folder"):
        return
    code, o, err = cli(capsys, "view", path, "--out", out, "--quiet", "--force")  # --force never gets past these
    assert code == 2 and tree(tmp_path) == before, err


@pytest.mark.parametrize("case", ["new folder", "empty folder", "a site it built", "a site of an older replaykit",
                                  "unrelated folder with --force", "inside the replay folder viewed"])
def test_view_out_builds_where_it_may(case, release, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    path, out = release, tmp_path / "site"
    if case == "empty folder":
        out.mkdir()
    elif case == "a site it built":
        assert cli(capsys, "view", path, "--out", out, "--quiet")[0] == 0
        (out / "e").mkdir()
        (out / "e" / "stale.html").write_text("from an earlier build")
    elif case == "a site of an older replaykit":
        (out / "assets").mkdir(parents=True)
        (out / "assets" / "app.js").write_text("old")
        (out / "index.html").write_text("old")
    elif case == "unrelated folder with --force":
        out.mkdir()
        (out / "notes.txt").write_text("mine")
    elif case == "inside the replay folder viewed":
        path = _replay_folder(tmp_path, release)
        out = path / "site"
    extra = ["--force"] if "--force" in case else []
    code, o, err = cli(capsys, "view", path, "--out", out, "--quiet", *extra)
    assert code == 0, err
    assert (out / SITE.marker).is_file() and (out / "index.html").is_file()
    assert not (out / "e" / "stale.html").exists() and not (out / "notes.txt").exists()
    assert (release / "cassettes" / "on.rkc").read_bytes() == b"precious recording"


def test_view_of_a_release_elsewhere_does_not_show_this_folders_replay(release, tmp_path, monkeypatch, capsys):
    """Item 8: build/replay/NAME of the current folder is shown only when it replayed this very release."""
    here = tmp_path / "here"
    (here / "build" / "replay" / "rel" / "runs" / "on").mkdir(parents=True)
    other = tmp_path / "other-rel"
    shutil.copytree(release, other)
    (here / "build" / "replay" / "rel" / "replay.json").write_text(json.dumps({"release_dir": str(other)}))
    monkeypatch.chdir(here)
    from replaykit.view.data import load_source

    assert load_source(release).runs == [] and load_source(release).release["path"] == str(release)
    (here / "build" / "replay" / "rel" / "replay.json").write_text(json.dumps({"release_dir": str(release)}))
    assert load_source(release).kind == "release"  # its own replay folder is still found (no run.json: no runs)
    from replaykit.view.data import _default_replay_of

    assert _default_replay_of(release) == Path("build") / "replay" / "rel"
    assert _default_replay_of(other) is None


# -- cassette export -o ----------------------------------------------------------------------


EXPORT_CASES = ["the cassette itself", "a symlink to the cassette", "a hard link to the cassette",
                "a relative spelling of the cassette", "an unrelated file", "another cassette", "a folder"]


@pytest.mark.parametrize("case", EXPORT_CASES)
def test_export_output_is_never_an_input_nor_a_file_it_did_not_write(case, tmp_path, monkeypatch, capsys):
    c = make_cassette(tmp_path / "c.rkc")
    monkeypatch.chdir(tmp_path)
    out = {"the cassette itself": c, "a symlink to the cassette": tmp_path / "l.jsonl",
           "a hard link to the cassette": tmp_path / "h.jsonl", "a relative spelling of the cassette": Path("./c.rkc"),
           "an unrelated file": tmp_path / "notes.txt", "another cassette": tmp_path / "d.rkc",
           "a folder": tmp_path / "dir"}[case]
    if case == "a symlink to the cassette":
        out.symlink_to(c)
    elif case == "a hard link to the cassette":
        os.link(c, out)
    elif case == "an unrelated file":
        out.write_text("my notes\n")
    elif case == "another cassette":
        make_cassette(out, tag="other")
    elif case == "a folder":
        out.mkdir()
    before = tree(tmp_path)
    code, o, err = cli(capsys, "cassette", "export", c, "-o", out)
    assert code == 2, (o, err)
    assert tree(tmp_path) == before
    if case == "a folder":  # click's own check
        assert "is a directory" in err and "Traceback" not in err
        return
    one_line_error(err, str(out), "nothing was written")
    forceable = case in ("an unrelated file", "another cassette")
    assert ("add --force to replace it" in err) == forceable, err
    code, o, err = cli(capsys, "cassette", "export", c, "-o", out, "--force")
    if not forceable:
        assert code == 2 and tree(tmp_path) == before, err
        return
    assert code == 0, err
    assert len(out.read_bytes().splitlines()) == 5 and json.loads(out.read_bytes().splitlines()[0])["key"]


def test_export_replaces_an_earlier_export_atomically(tmp_path, capsys):
    c = make_cassette(tmp_path / "c.rkc")
    out = tmp_path / "c.jsonl"
    assert cli(capsys, "cassette", "export", c, "-o", out)[0] == 0
    first = out.read_bytes()
    make_cassette(tmp_path / "c2.rkc", n=3, tag="other")
    assert cli(capsys, "cassette", "export", tmp_path / "c2.rkc", "-o", out)[0] == 0  # an export: replaced
    assert out.read_bytes() != first and len(out.read_bytes().splitlines()) == 3
    code, stdout, _ = cli(capsys, "cassette", "export", tmp_path / "c2.rkc")
    assert stdout.encode() == out.read_bytes()
    assert not [p.name for p in tmp_path.iterdir() if ".tmp-" in p.name]  # no temp file left


# -- merges ----------------------------------------------------------------------------------


@pytest.mark.parametrize("case", ["OUT is an input", "OUT a hard link to an input", "OUT a symlink to an input",
                                  "OUT exists"])
def test_cassette_merge_never_writes_an_input_and_names_force(case, tmp_path, capsys):
    a = make_cassette(tmp_path / "a.rkc")
    b = make_cassette(tmp_path / "b.rkc", tag="b")
    out = {"OUT is an input": a, "OUT a hard link to an input": tmp_path / "h.rkc",
           "OUT a symlink to an input": tmp_path / "s.rkc", "OUT exists": tmp_path / "o.rkc"}[case]
    if case == "OUT a hard link to an input":
        os.link(a, out)
    elif case == "OUT a symlink to an input":
        out.symlink_to(a)
    elif case == "OUT exists":
        make_cassette(out, tag="o")
    before = tree(tmp_path)
    code, o, err = cli(capsys, "cassette", "merge", out, a, b)
    assert code == 2 and tree(tmp_path) == before, (o, err)
    one_line_error(err, str(out), "nothing was written")
    if case == "OUT exists":
        assert "add --force to replace it" in err
        assert cli(capsys, "cassette", "merge", out, a, b, "--force")[0] == 0
        from replaykit.recording.store.cassette import CassetteStore

        with CassetteStore.open(out) as s:
            assert len(s) == 10
        return
    assert "is the input" in err and "--force does not change this" in err
    assert cli(capsys, "cassette", "merge", out, a, b, "--force")[0] == 2 and tree(tmp_path) == before


@pytest.mark.parametrize("case", ["OUT among the inputs", "OUT a symlink to an input", "OUT holds an input"])
def test_run_merge_out_among_inputs_is_named(case, tmp_path, capsys):
    s1, s2 = tmp_path / "runs" / "s1", tmp_path / "runs" / "s2"
    for s in (s1, s2):
        s.mkdir(parents=True)
        (s / "run.json").write_text("{}")
    out = {"OUT among the inputs": s1, "OUT a symlink to an input": tmp_path / "link",
           "OUT holds an input": tmp_path / "runs"}[case]
    if case == "OUT a symlink to an input":
        out.symlink_to(s2, target_is_directory=True)
    before = tree(tmp_path)
    code, o, err = cli(capsys, "run", "merge", out, s1, s2, "--force")
    assert code == 2 and tree(tmp_path) == before, (o, err)
    one_line_error(err, str(out), "run merge: the output", "input", "--force does not change this")
    assert "cannot access" not in err


def test_file_access_errors_without_errno_keep_their_reason():
    """Item 8: an OSError raised with only a message (shutil's) is not shown as "(error)"."""
    from replaykit.errors import FileAccessError

    e = FileAccessError.from_os_error(OSError("Cannot call rmtree on a symbolic link"), "x", "prepare")
    assert "Cannot call rmtree on a symbolic link" in str(e) and "(error)" not in str(e)
