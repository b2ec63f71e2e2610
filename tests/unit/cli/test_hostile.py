"""Hostile inputs, one parametrised test per family (issue 14's probe, the cases worth keeping).

Every case must end in a one-line error naming what is wrong, with exit code 2 for a user
error (1 for a check that found damage), never a traceback, and must leave nothing behind
that it should not (no deleted folder, no file outside the run directory, no empty cassette).
Families needing a live HTTP server are in tests/integration/cli/test_hostile_http.py.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import msgspec
import pytest

from replaykit._util.names import check_name, is_safe_name
from replaykit._util.workdir import MARKER, prepare_work_dir
from replaykit.data.blueprint import export_reference, save_blueprints
from replaykit.errors import AgentConfigError, FileAccessError, UnsafeNameError, WorkDirError
from tests.unit._episode_fakes import FakeGateway, small_blueprint
from tests.unit._hostile_helpers import cli

REPO = Path(__file__).resolve().parents[3]
NATIVE = REPO / "configs" / "agents" / "native.json"


def one_line_error(err: str, *needles: str) -> None:
    assert "Traceback" not in err, err
    assert err.startswith("error: ") or "Error:" in err, err
    for n in needles:
        assert n in err, (n, err)


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


# -- family 1: destructive paths ------------------------------------------------------------


def _fake_release(root: Path) -> Path:
    rel = root / "rel"
    (rel / "cassettes").mkdir(parents=True)
    (rel / "release.json").write_text("{}")
    (rel / "cassettes" / "on.rkc").write_bytes(b"precious recording")
    return rel


@pytest.mark.parametrize("case", ["unrelated folder", "the checkout", "the release", "a parent of the release",
                                  "inside the release", "a file", "a symlink to a folder", "the home folder"])
def test_replay_never_deletes_a_folder_it_did_not_create(case, tmp_path, monkeypatch, capsys):
    rel = _fake_release(tmp_path)
    other = tmp_path / "mine"
    other.mkdir()
    (other / "thesis.tex").write_text("years of work")
    monkeypatch.chdir(tmp_path)
    work = {
        "unrelated folder": other,
        "the checkout": Path("."),
        "the release": rel,
        "a parent of the release": tmp_path,
        "inside the release": rel / "cassettes",
        "a file": other / "thesis.tex",
        "a symlink to a folder": tmp_path / "link",
        "the home folder": Path.home(),
    }[case]
    if case == "a symlink to a folder":
        work.symlink_to(other, target_is_directory=True)
    if case == "the home folder":
        monkeypatch.setenv("HOME", str(other))
        work = other
    before = _tree(tmp_path)
    code, out, err = cli(capsys, "replay", rel, "--work", work)
    assert code == 2, (out, err)
    if case == "a file":  # click's own check
        one_line_error(err, str(work), "is a file")
    else:
        one_line_error(err, str(work), "replaykit only empties a work folder it created")
    assert _tree(tmp_path) == before  # nothing deleted, nothing added


def test_work_dir_that_replaykit_made_or_an_empty_one_is_used(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    fresh = prepare_work_dir(tmp_path / "build" / "replay" / "x")
    assert (fresh / MARKER).is_file()
    (fresh / "runs").mkdir()
    (fresh / "runs" / "old.json").write_text("stale")
    again = prepare_work_dir(fresh)  # ours: emptied
    assert sorted(p.name for p in again.iterdir()) == [MARKER]
    empty = tmp_path / "empty"
    empty.mkdir()
    assert (prepare_work_dir(empty) / MARKER).is_file()
    # what an older replaykit left (no marker yet): exactly blueprints/ and runs/on|off/run.json
    legacy = tmp_path / "legacy"
    for sub in ("on", "off"):
        (legacy / "runs" / sub).mkdir(parents=True)
        (legacy / "runs" / sub / "run.json").write_text("{}")
    (legacy / "blueprints").mkdir()
    assert sorted(p.name for p in prepare_work_dir(legacy).iterdir()) == [MARKER]
    (legacy / "notes.txt").write_text("mine now")
    (legacy / MARKER).unlink()
    with pytest.raises(WorkDirError):
        prepare_work_dir(legacy)


# -- family 2: unsafe ids -------------------------------------------------------------------

UNSAFE = ["../../../ESCAPED", "..", "a/b", "a\\b", ".hidden", "-rf", "a..b", "", "x" * 129, "tab\there",
          "new\nline", "/abs", "ünï", "nul\x00", "trailing\n"]


@pytest.mark.parametrize("bad", UNSAFE)
def test_unsafe_ids_never_become_file_names(bad, tmp_path, capsys):
    assert not is_safe_name(bad)
    with pytest.raises(UnsafeNameError):
        check_name(bad, "user id")
    # blueprint validate refuses a data.json holding it as a user id
    data = tmp_path / "data.json"
    doc = json.loads(export_reference([small_blueprint("u1")]))
    doc[0]["id"] = bad
    data.write_text(json.dumps(doc))
    code, _, err = cli(capsys, "blueprint", "validate", data)
    assert code == 2
    one_line_error(err, str(data), "cannot be used as a file name")
    # a run never writes outside --out, even when handed such a blueprint in code
    from replaykit.episodes.agent import NativeConfig
    from replaykit.episodes.runner import run

    bp = msgspec.structs.replace(small_blueprint("u1"), id=bad)
    out = tmp_path / "deep" / "er" / "out"
    with pytest.raises(UnsafeNameError):
        run(blueprints=[bp], agents=[NativeConfig(name="native")], out=out, gateway=FakeGateway(), periods=1)
    assert not [p for p in tmp_path.rglob("*") if "ESCAPED" in p.name]
    assert not (out / "episodes").exists()
    # nor as an agent name
    from replaykit.episodes.agents.registry import parse_agent_config

    with pytest.raises(AgentConfigError) as info:  # named as the config's field
        parse_agent_config({"type": "native", "name": bad}, "agent.json")
    assert info.value.field == "name"


def test_duplicate_user_ids_are_named_in_the_input(tmp_path, capsys):
    data = tmp_path / "data.json"
    data.write_bytes(export_reference([small_blueprint("u1"), small_blueprint("u1")]))
    code, _, err = cli(capsys, "blueprint", "validate", data)
    assert code == 2
    one_line_error(err, str(data), "repeats the id 'u1'")


# -- family 3: bad CLI numbers and values ----------------------------------------------------


@pytest.fixture
def run_inputs(tmp_path):
    bps = save_blueprints([small_blueprint("u1"), small_blueprint("u2")], tmp_path / "bps")
    eps = tmp_path / "endpoints.json"
    eps.write_text(json.dumps({"version": 1, "endpoints": {"default": {"base_url": "http://127.0.0.1:9/v1",
                                                                      "model": "m"}}}))
    return {"bps": bps, "eps": eps, "out": tmp_path / "out", "tmp": tmp_path}


def _write(path: Path, doc) -> Path:
    path.write_text(json.dumps(doc))
    return path


BAD_NUMBERS = [
    ("--users -1", lambda s: ["--users", "-1"], "--users"),
    ("--users 0", lambda s: ["--users", "0"], "--users"),
    ("--replicas 0", lambda s: ["--replicas", "0"], "--replicas"),
    ("--concurrency 0", lambda s: ["--concurrency", "0"], "--concurrency"),
    ("--replicas 1001", lambda s: ["--replicas", "1001"], "--replicas"),
    ("--replicas 10^8", lambda s: ["--replicas", "100000000"], "1<=x<=1000"),
    ("--concurrency 1025", lambda s: ["--concurrency", "1025"], "--concurrency"),
    ("--shards 0", lambda s: ["--shards", "0"], "--shards"),
    ("--periods 0", lambda s: ["--periods", "0"], "--periods"),
    ("negative user temperature", lambda s: ["--run-config", _write(s["tmp"] / "r.json", {"user_temperature": -0.5})],
     "user_temperature"),
    ("negative endpoint temperature", lambda s: ["--endpoints", _write(s["tmp"] / "e.json", {"version": 1, "endpoints": {
        "default": {"base_url": "http://127.0.0.1:9/v1", "model": "m", "temperature": -1}}})], "temperature"),
    ("negative agent temperature", lambda s: ["--agent", _write(s["tmp"] / "a.json", {"type": "native", "name": "n",
                                                                                       "temperature": -1})], "temperature"),
    ("bad REPLAYKIT_MODE", lambda s: [], "REPLAYKIT_MODE"),
    ("--trace-agent alone", lambda s: ["--trace-agent", "native"], "go together"),
]


@pytest.mark.parametrize("name,extra,needle", BAD_NUMBERS, ids=[c[0] for c in BAD_NUMBERS])
def test_bad_numbers_are_refused_before_anything_is_created(name, extra, needle, run_inputs, capsys, monkeypatch):
    s = run_inputs
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    if name == "bad REPLAYKIT_MODE":
        monkeypatch.setenv("REPLAYKIT_MODE", "replya")
    args = ["run", "--blueprints", s["bps"], "--agent", NATIVE, "--out", s["out"], "--endpoints", s["eps"],
            *extra(s)]
    code, out, err = cli(capsys, *args)
    assert code == 2, (out, err)
    assert "Traceback" not in err and needle in err, err
    assert "mode argument" not in err
    assert not s["out"].exists()  # no empty cassette, no lock file, no folder


@pytest.mark.parametrize("option,value", [("--users", "-3"), ("--periods", "0"), ("--holdout", "-1"),
                                          ("--replicas", "0"), ("--replicas", "1001"), ("--concurrency", "-4"),
                                          ("--concurrency", "100000")])
def test_evolve_refuses_numbers_out_of_range_before_anything_is_created(option, value, run_inputs, capsys):
    s = run_inputs
    code, out, err = cli(capsys, "evolve", "--blueprints", s["bps"], "--agent", REPO / "configs" / "agents" / "awi.smol.json",
                         "--endpoints", s["eps"], "--out", s["out"], "--feedback", "none", "--mode", "auto", option, value)
    assert code == 2 and option in err and "Traceback" not in err, err
    assert not s["out"].exists()


@pytest.mark.parametrize("value", ["0", "1025"])
def test_judge_refuses_a_concurrency_out_of_range(value, tmp_path, capsys):
    code, _, err = cli(capsys, "judge", tmp_path, "--concurrency", value)
    assert code == 2 and "--concurrency" in err and "Traceback" not in err, err


@pytest.mark.parametrize("workers", ["0", "-2", "1025"])
def test_gen_refuses_nonpositive_workers(workers, tmp_path, capsys):
    code, _, err = cli(capsys, "gen", "--env", REPO / "configs" / "env" / "smol.json", "--out", tmp_path / "o",
                       "--workers", workers)
    assert code == 2 and "--workers" in err and "Traceback" not in err
    assert not (tmp_path / "o").exists()


def test_cassette_with_unknown_compression_is_refused(tmp_path, capsys):
    from replaykit.recording.store import cassette as c
    from replaykit.recording.store import format as f

    path = tmp_path / "x.rkc"
    path.write_bytes(f.MAGIC + f.frame(f.KIND_HEADER, f.ENC.encode(f.Header(compression="lz4"))))
    code, out, err = cli(capsys, "cassette", "verify", path)
    assert code == 1 and "compression 'lz4'" in out + err
    with pytest.raises(Exception, match="compression 'lz4'"):
        c.CassetteStore.open(path)


# -- family 4: malformed JSON and UTF-8 inputs -----------------------------------------------

NOT_UTF8 = b'{"version": 1, "name": "caf\xe9 \xff\xfe"}'


def _latin1(doc_bytes: bytes) -> bytes:
    """A valid document with one string turned into Latin-1 bytes (what a non-UTF-8 editor saves)."""
    assert b"Profile of u1" in doc_bytes
    return doc_bytes.replace(b"Profile of u1", b"Profil de Ren\xe9e")


def _case_paths(s, kind: str) -> tuple[list, Path]:
    bad = s["tmp"] / f"{kind}.json"
    bad.write_bytes({
        "agent": b'{"type": "native", "name": "caf\xe9"}',
        "run-config": b'{"version": 1, "user_role": "caf\xe9"}',
        "data.json": _latin1(export_reference([small_blueprint("u1")])),
    }.get(kind, NOT_UTF8))
    run = ["run", "--blueprints", s["bps"], "--agent", NATIVE, "--out", s["out"], "--endpoints", s["eps"]]
    if kind == "agent":
        return ["run", "--blueprints", s["bps"], "--agent", bad, "--out", s["out"], "--endpoints", s["eps"]], bad
    if kind == "run-config":
        return [*run, "--run-config", bad], bad
    if kind == "endpoints":
        return ["run", "--blueprints", s["bps"], "--agent", NATIVE, "--out", s["out"], "--endpoints", bad], bad
    if kind == "env":
        return ["gen", "--env", bad, "--out", s["out"], "--endpoints", s["eps"]], bad
    if kind == "data.json":
        return ["blueprint", "validate", bad], bad
    if kind == "blueprint user file":
        user = s["bps"] / "users" / "u1.json"
        user.write_bytes(_latin1(user.read_bytes()))
        return ["blueprint", "validate", s["bps"]], user
    if kind == "results.json":
        rel = s["tmp"] / "rel"
        rel.mkdir()
        (rel / "results.json").write_bytes(NOT_UTF8)
        return ["release", "show", rel], rel / "results.json"
    if kind == "truncated JSON":
        bad.write_bytes(b'{"type": "native", "name": ')
        return ["run", "--blueprints", s["bps"], "--agent", bad, "--out", s["out"], "--endpoints", s["eps"]], bad
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["agent", "run-config", "endpoints", "env", "data.json", "blueprint user file",
                                  "results.json", "truncated JSON"])
def test_malformed_json_inputs_are_one_line_errors(kind, run_inputs, capsys, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    args, named = _case_paths(run_inputs, kind)
    code, out, err = cli(capsys, *args)
    assert code == 2, (out, err)
    one_line_error(err, str(named))
    if kind != "truncated JSON":
        assert "not UTF-8" in err
    assert not run_inputs["out"].exists()


@pytest.mark.parametrize("case", ["verify a folder", "ls a folder holding a *.rkc folder", "show a folder",
                                  "export a folder"])
def test_cassette_commands_given_folders(case, tmp_path, capsys):
    folder = tmp_path / "c"
    (folder / "trap.rkc").mkdir(parents=True)
    if case == "verify a folder":
        code, out, err = cli(capsys, "cassette", "verify", folder / "trap.rkc")
        assert code == 1 and "is a folder" in out + err
    elif case == "ls a folder holding a *.rkc folder":
        code, out, err = cli(capsys, "cassette", "ls", folder)
        assert code == 0 and "no *.rkc cassettes" in out
    else:
        code, out, err = cli(capsys, "cassette", case.split()[0], folder / "trap.rkc", *(["k"] if "show" in case else []))
        assert code == 2
    assert "Traceback" not in out + err


# -- family 5: unwritable, full and read-only places ----------------------------------------


def _enospc(*_a, **_k):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def _erofs(*_a, **_k):
    raise OSError(errno.EROFS, os.strerror(errno.EROFS))


@pytest.mark.parametrize("case", ["cassette append, disk full", "episode file, disk full", "blueprint file, read-only",
                                  "export -o under a file", "run into a read-only cassette",
                                  "unanticipated OSError at the CLI"])
def test_unwritable_places_are_named_errors(case, tmp_path, monkeypatch, capsys):
    from replaykit.recording.store import cassette as c

    if case == "cassette append, disk full":
        store = c.CassetteStore.open(tmp_path / "x.rkc", writable=True)
        size = (tmp_path / "x.rkc").stat().st_size
        real_write = os.write
        calls = []

        def short_then_full(fd, data):  # the first write gets half the frame in, the next finds the disk full
            calls.append(len(data))
            if len(calls) == 1:
                return real_write(fd, bytes(data[: len(data) // 2]))
            return _enospc()

        monkeypatch.setattr(c.os, "write", short_then_full)
        entry = c.Entry(key="ab" * 32, request=c.RecordedRequest(method="POST", path="/v1/x"),
                        response=c.RecordedResponse(status=200, body=b"{}"))
        with pytest.raises(OSError) as info:
            store.append(entry)
        assert FileAccessError.from_os_error(info.value, tmp_path / "x.rkc", "record").disk_full
        monkeypatch.undo()
        assert (tmp_path / "x.rkc").stat().st_size == size  # the half frame was rolled back
        store.close(compact=False)
        from replaykit.recording.store.verification import verify

        assert verify(tmp_path / "x.rkc").ok
        return
    if case == "episode file, disk full":
        from replaykit._util import fs
        from replaykit.data import result

        monkeypatch.setattr(fs.os, "fsync", _enospc)  # the one atomic write every file goes through
        with pytest.raises(FileAccessError, match="disk full") as info:
            result.write_json(tmp_path / "episodes" / "a" / "u.r0.json", {"x": 1})
        assert str(tmp_path / "episodes" / "a" / "u.r0.json") in str(info.value)
        return
    if case == "blueprint file, read-only":
        from replaykit._util import fs

        monkeypatch.setattr(fs.os, "replace", _erofs)
        with pytest.raises(FileAccessError, match="read-only") as info:
            save_blueprints([small_blueprint("u1")], tmp_path / "bps")
        assert "u1.json" in str(info.value)
        return
    if case == "export -o under a file":
        store = c.CassetteStore.open(tmp_path / "x.rkc", writable=True)
        store.close()
        (tmp_path / "afile").write_text("x")
        code, out, err = cli(capsys, "cassette", "export", tmp_path / "x.rkc", "-o", tmp_path / "afile" / "out.jsonl")
        assert code == 2
        one_line_error(err, str(tmp_path / "afile" / "out.jsonl"), "not a folder")
        return
    if case == "run into a read-only cassette":
        bps = save_blueprints([small_blueprint("u1")], tmp_path / "bps")
        eps = _write(tmp_path / "e.json", {"version": 1, "endpoints": {"default": {"base_url": "http://127.0.0.1:9/v1",
                                                                                  "model": "m"}}})
        real_open = c.os.open

        def ro_open(path, flags, *a):
            if str(path).endswith(".lock") or (flags & (os.O_WRONLY | os.O_RDWR)):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
            return real_open(path, flags, *a)

        monkeypatch.setattr(c.os, "open", ro_open)
        code, out, err = cli(capsys, "run", "--blueprints", bps, "--agent", NATIVE, "--out", tmp_path / "out",
                             "--endpoints", eps, "--mode", "auto")
        assert code == 2
        one_line_error(err, "cassette.rkc", "permission denied")
        return
    if case == "unanticipated OSError at the CLI":
        from replaykit.cli import blueprint as bcli

        monkeypatch.setattr(bcli, "load_blueprints", lambda p: _enospc())
        code, out, err = cli(capsys, "blueprint", "stats", tmp_path)
        assert code == 2
        one_line_error(err, "disk full")
        return
    raise AssertionError(case)


# -- family: a published results.json whose optional sections were edited by hand ---------------

BAD_OPTIONAL = [
    ("evolution without agent", {"evolution": {"conditions": {"none": {}}}}),
    ("evolution conditions a list", {"evolution": {"agent": "awi", "users": [], "cycles": 1, "conditions": [1]}}),
    ("evolution per_cycle too short", "short_cycles"),
    ("factual_recall a number", {"factual_recall": 3}),
    ("factual_recall without per_period", {"factual_recall": {"awi": {"recall": 0.5, "episodes": 1}}}),
]


def _published_files(tmp_path: Path, release: str) -> Path:
    """A folder holding a release's release.json, results.json and manifest.json (copies): a bundled one,
    or the old-format smol-v3 kept as test data."""
    src = REPO / "tests" / "data" / release if release == "smol-v3" else REPO / "releases" / release
    if not (src / "results.json").is_file():
        pytest.skip(f"the bundled release {release} is absent")
    rel = tmp_path / "rel"
    rel.mkdir()
    for f in ("release.json", "results.json", "manifest.json"):
        (rel / f).write_bytes((src / f).read_bytes())
    return rel


@pytest.mark.parametrize("command", ["view", "release show"])
@pytest.mark.parametrize("name,edit", BAD_OPTIONAL, ids=[c[0] for c in BAD_OPTIONAL])
def test_malformed_published_evolution_or_recall_is_a_named_error(name, edit, command, tmp_path, capsys):
    rel = _published_files(tmp_path, "smol-v3")
    doc = json.loads((rel / "results.json").read_text())
    if edit == "short_cycles":
        for s in doc["evolution"]["conditions"].values():
            s["per_cycle"]["memory"] = []
    else:
        doc.update(edit)
    (rel / "results.json").write_text(json.dumps(doc))
    before = _tree(tmp_path)
    args = ["view", str(rel), "--out", str(tmp_path / "site")] if command == "view" else ["release", "show", str(rel)]
    code, _, err = cli(capsys, *args)
    assert code == 2
    one_line_error(err, "evolution / factual_recall", "malformed", "rerun `replaykit replay`")
    assert _tree(tmp_path) == before  # nothing written, no partial site


# -- family: a published release.json / results.json that is not the documented shape at all -----

BAD_TOP = [
    ("release.json", "[]", "view", "not a release spec: a JSON object was expected, got list"),
    ("release.json", "null", "view", "not a release spec: a JSON object was expected, got NoneType"),
    ("results.json", '{"a": 1}', "release show", "field release: not a release's published results: no str 'release'"),
    ("results.json", '{"release": "x", "on_policy": 3}', "release show", "field on_policy: not a release's published"),
    ("results.json", '{"release": "x", "on_policy": {"a": 5}}', "release show", "malformed published results"),
]


@pytest.mark.parametrize("name,text,command,needle", BAD_TOP, ids=[f"{c[0]} {c[1][:12]}" for c in BAD_TOP])
def test_a_release_file_of_the_wrong_shape_is_a_named_error(name, text, command, needle, tmp_path, capsys):
    rel = _published_files(tmp_path, "smol-v4")
    (rel / name).write_text(text)
    before = _tree(tmp_path)
    args = ["view", str(rel), "--out", str(tmp_path / "site")] if command == "view" else ["release", "show", str(rel)]
    code, _, err = cli(capsys, *args)
    assert code == 2
    one_line_error(err, str(rel / name), needle)
    assert _tree(tmp_path) == before
