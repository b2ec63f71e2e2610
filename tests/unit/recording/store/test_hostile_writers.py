"""Hostile family "one writer per cassette" (issue 23 item 2), with real processes and real signals.

- two processes reaching one cassette through a symbolic link, a hard link or a linked folder:
  the second is refused, nothing interleaves, every entry the first recorded is there;
- `cassette merge --force OUT` and `cassette repair` while another process records into OUT:
  refused, and that process's calls all survive;
- a reader opening a cassette while another process compacts it never mixes the old index
  with the new file;
- a merge killed with SIGKILL leaves nothing `cassette ls` lists, and its leftovers (and an
  older replaykit's ``OUT.merging-PID.rkc``) are removed by the next merge into OUT.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.unit._hostile_helpers import REPO, cli, make_cassette, one_line_error

HOLDER = """
import sys, json
from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse
path, tag, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
store = CassetteStore.open(path, writable=True)
import msgspec
from replaykit.recording.store.verification import recomputed_key
def add(i):
    e = Entry(key="", request=RecordedRequest(method="POST", path="/v1/x", body=f"{tag} request {i} ".encode() * 40),
              response=RecordedResponse(status=200, body=f"{tag} answer {i}".encode()))
    store.append(msgspec.structs.replace(e, key=recomputed_key(e)))  # the key the recorder would give it
for i in range(n):
    add(i)
print("ready", flush=True)
sys.stdin.readline()          # hold the cassette open until told to go on
for i in range(n, 2 * n):
    add(i)
store.close()
print("done", flush=True)
"""

OPENER = """
import sys
from replaykit.errors import CassetteError
from replaykit.recording.store.cassette import CassetteStore
try:
    CassetteStore.open(sys.argv[1], writable=True).close()
except CassetteError as exc:
    print("refused:", exc)
    sys.exit(3)
print("opened")
"""


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "REPLAYKIT_MODE")}
    env["PYTHONPATH"] = str(REPO)
    return env


def _holder(tmp_path: Path, path: Path, tag: str, n: int = 20) -> subprocess.Popen:
    script = tmp_path / "holder.py"
    script.write_text(HOLDER)
    p = subprocess.Popen([sys.executable, str(script), str(path), tag, str(n)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
    assert p.stdout.readline().strip() == "ready", p.stderr.read()
    return p


def _finish(p: subprocess.Popen) -> None:
    out, err = p.communicate("go\n", timeout=60)
    assert p.returncode == 0 and "done" in out, err


def _entries(path: Path) -> dict[str, bytes]:
    from replaykit.recording.store.cassette import CassetteStore
    from replaykit.recording.store.verification import verify

    rep = verify(path)
    assert rep.ok, rep.message
    with CassetteStore.open(path) as s:
        return {e.key: e.response.body for e in s.entries()}


@pytest.mark.parametrize("how", ["symbolic link", "hard link", "linked folder", "relative path", "same path"])
def test_a_second_writer_through_any_path_is_refused(how, tmp_path, monkeypatch):
    c = tmp_path / "data" / "c.rkc"
    c.parent.mkdir()
    holder = _holder(tmp_path, c, "A")
    other = {"symbolic link": tmp_path / "link.rkc", "hard link": tmp_path / "data" / "hard.rkc",
             "linked folder": tmp_path / "alias" / "c.rkc", "relative path": Path("data/../data/c.rkc"),
             "same path": c}[how]
    if how == "symbolic link":
        other.symlink_to(c)
    elif how == "hard link":
        os.link(c, other)
    elif how == "linked folder":
        (tmp_path / "alias").symlink_to(c.parent, target_is_directory=True)
    script = tmp_path / "opener.py"
    script.write_text(OPENER)
    p = subprocess.run([sys.executable, str(script), str(other)], capture_output=True, text=True, env=_env(),
                       cwd=tmp_path, timeout=60)
    assert p.returncode == 3 and "being written by another process" in p.stdout, (p.stdout, p.stderr)
    _finish(holder)
    got = _entries(c)
    assert len(got) == 40 and all(v.startswith(b"A answer") for v in got.values())
    if how == "symbolic link":
        assert other.is_symlink()  # compaction rewrote the file the link names, the link stays a link


def test_two_writers_racing_through_a_symlink_never_interleave(tmp_path):
    """Both try to record 30 entries at once, one through a link: exactly one gets the cassette."""
    c = tmp_path / "c.rkc"
    link = tmp_path / "link.rkc"
    link.symlink_to(c)
    make_cassette(c, n=1)  # the file exists before both start (hard links need it, symlinks don't)
    race = tmp_path / "race.py"
    race.write_text(HOLDER.replace('print("ready", flush=True)\nsys.stdin.readline()', 'pass'))
    procs = [subprocess.Popen([sys.executable, str(race), str(p), tag, "15"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=_env()) for p, tag in ((c, "A"), (link, "B"))]
    results = [p.communicate(timeout=60) + (p.returncode,) for p in procs]
    winners = [i for i, r in enumerate(results) if r[2] == 0]
    losers = [r for r in results if r[2] != 0]
    assert all("being written by another process" in r[1] for r in losers), results
    got = _entries(c)
    per_tag = {t: sum(v.startswith(f"{t} answer".encode()) for v in got.values()) for t in "AB"}
    # the loser wrote nothing; the winner all 30 (had the first finished before the second opened, both 30)
    assert sorted(per_tag.values()) == ([30, 30] if len(winners) == 2 else [0, 30]), (per_tag, results)
    assert len(got) == 1 + sum(per_tag.values())


@pytest.mark.parametrize("command", ["cassette merge --force", "cassette repair", "cassette compact",
                                     "run merge --force (its cassette)"])
def test_maintenance_never_replaces_a_cassette_being_recorded(command, tmp_path, capsys):
    out = tmp_path / "live.rkc"
    holder = _holder(tmp_path, out, "A")
    a = make_cassette(tmp_path / "a.rkc", tag="a")
    if command == "cassette merge --force":
        code, o, err = cli(capsys, "cassette", "merge", out, a, "--force")
    elif command == "cassette repair":
        with open(out, "ab") as fh:  # garbage behind the live journal, so repair has work to do
            fh.write(b"\x00" * 64)
        code, o, err = cli(capsys, "cassette", "repair", out)
    elif command == "cassette compact":
        code, o, err = cli(capsys, "cassette", "compact", out)
    else:
        run = tmp_path / "merged"
        run.mkdir()
        os.replace(out, run / "cassette.rkc")  # the holder keeps the file open under its new name
        out = run / "cassette.rkc"
        from replaykit.recording.store.merge import merge_cassettes

        with pytest.raises(Exception, match="being written by another process"):
            merge_cassettes(out, [a], overwrite=True)
        code, err = 2, "error: being written by another process"
    assert code == 2, (o if command != "run merge --force (its cassette)" else "", err)
    one_line_error(err, "being written by another process")
    if command == "cassette repair":
        with open(out, "r+b") as fh:  # take the garbage back so the holder's appends stay readable
            fh.truncate(os.path.getsize(out) - 64)
    if command == "run merge --force (its cassette)":
        holder.stdin.write("go\n")
        holder.stdin.close()
        holder.wait(60)
        return
    _finish(holder)
    got = _entries(out)
    assert len(got) == 40 and all(v.startswith(b"A answer") for v in got.values())


READER = """
import sys
from replaykit.errors import CassetteError
from replaykit.recording.store.cassette import CassetteStore
bad = 0
for _ in range(int(sys.argv[2])):
    try:
        with CassetteStore.open(sys.argv[1]) as s:
            for k in s.keys():
                s.get(k)
    except CassetteError as exc:
        bad += 1
        print("ERR", exc, file=sys.stderr)
print(bad)
"""

COMPACTOR = """
import sys
import msgspec
from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse
from replaykit.recording.store.verification import recomputed_key
path, rounds = sys.argv[1], int(sys.argv[2])
for r in range(rounds):
    s = CassetteStore.open(path, writable=True)
    for i in range(5):
        e = Entry(key="", request=RecordedRequest(method="POST", path="/v1/x", body=(f"round {r} call {i} " * 300).encode()),
                  response=RecordedResponse(status=200, body=b"ok"))
        s.append(msgspec.structs.replace(e, key=recomputed_key(e)))
    s.close(compact="always")
print("done")
"""


def test_a_reader_never_mixes_the_old_index_with_the_compacted_file(tmp_path):
    c = tmp_path / "c.rkc"
    make_cassette(c, n=50)
    (tmp_path / "r.py").write_text(READER)
    (tmp_path / "w.py").write_text(COMPACTOR)
    w = subprocess.Popen([sys.executable, str(tmp_path / "w.py"), str(c), "40"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=_env())
    r = subprocess.Popen([sys.executable, str(tmp_path / "r.py"), str(c), "200"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=_env())
    wo, we = w.communicate(timeout=300)
    ro, re_ = r.communicate(timeout=300)
    assert w.returncode == 0 and "done" in wo, we
    assert r.returncode == 0 and ro.strip() == "0", re_[-3000:]
    assert len(_entries(c)) == 50 + 40 * 5


def test_a_killed_merge_leaves_nothing_ls_lists_and_the_next_merge_cleans_up(tmp_path, capsys):
    import msgspec

    from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse
    from replaykit.recording.store.verification import recomputed_key

    big = tmp_path / "in" / "big.rkc"
    big.parent.mkdir()
    s = CassetteStore.open(big, writable=True)
    for i in range(3000):
        e = Entry(key="", request=RecordedRequest(method="POST", path="/v1/x", body=os.urandom(300) + f"call {i}".encode()),
                  response=RecordedResponse(status=200, body=os.urandom(200)))
        s.append(msgspec.structs.replace(e, key=recomputed_key(e)))
    s.close()
    out = tmp_path / "out" / "merged.rkc"
    out.parent.mkdir()
    # what an older replaykit's killed merge left there
    (out.parent / "merged.rkc.merging-4242.rkc").write_bytes(big.read_bytes())
    (out.parent / ".merged.rkc.merging-4242.rkc.lock").write_bytes(b"")
    code, o, err = cli(capsys, "cassette", "ls", out.parent)
    assert code == 0 and "merging-4242" not in o and "interrupted `cassette merge`" in err
    killed = 0
    for delay in (None, 0.3, 0.6, 0.9, 1.2):
        p = subprocess.Popen([sys.executable, "-m", "replaykit.cli.main", "cassette", "merge", str(out), str(big),
                              "--force"], env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if delay is None:  # the moment its temp file appears: mid-merge however fast the machine (a quiet one
            # finished 3,000 entries within the first fixed delay)
            deadline = time.monotonic() + 60
            while p.poll() is None and time.monotonic() < deadline and not any(
                    f.name.startswith(f".{out.name}.tmp-") for f in out.parent.iterdir()):
                time.sleep(0.002)
        else:
            time.sleep(delay)
        if p.poll() is None:
            p.send_signal(signal.SIGKILL)
            killed += 1
        p.wait(60)
        code, o, err = cli(capsys, "cassette", "ls", out.parent)
        listed = [line.split()[-1] for line in o.splitlines() if line.endswith(".rkc")]  # rows, not the table's head
        assert code == 0 and listed == ([str(out)] if out.exists() else []), o  # only OUT itself, if it got there
    assert killed, "every merge finished before the kill: make the input bigger"
    assert cli(capsys, "cassette", "merge", out, big, "--force")[0] == 0
    assert sorted(p.name for p in out.parent.iterdir()) == ["merged.rkc"]  # the lock file goes with its writer
    assert len(_entries(out)) == 3000
