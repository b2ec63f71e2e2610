"""The cassette writer lock leaves nothing beside a cassette, waits its turn when asked to (pytest-xdist
workers sharing one cassette), and pruning keeps exactly the entries named (issue 34, item 4)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from replaykit.errors import CassetteError
from replaykit.recording.store import CassetteStore, Entry, RecordedRequest, RecordedResponse, prune_file, recomputed_key
from replaykit.recording.store.lock import WriterLock, writer_active

HOLDER = textwrap.dedent('''
    import sys, time
    from pathlib import Path
    from replaykit.recording.store import CassetteStore, Entry, RecordedRequest, RecordedResponse, recomputed_key
    path, n, go = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    with CassetteStore.open(path, writable=True, lock_wait=60) as store:
        print("holding", flush=True)
        while not go.exists():          # hold the lock until the test says so
            time.sleep(0.02)
        for i in range(n):
            e = Entry(key="", request=RecordedRequest(method="POST", path="/holder", body=str(i).encode()),
                      response=RecordedResponse(status=200, body=b"{}"))
            store.append(e.__class__(key=recomputed_key(e), request=e.request, response=e.response))
    print("released", flush=True)
''')


def _entry(body: bytes) -> Entry:
    e = Entry(key="", request=RecordedRequest(method="POST", path="/p", body=body),
              response=RecordedResponse(status=200, body=b'{"ok": true}'))
    return Entry(key=recomputed_key(e), request=e.request, response=e.response)


def _siblings(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir())


def test_no_lock_file_is_left_beside_the_cassette(tmp_path):
    path = tmp_path / "c.rkc"
    with CassetteStore.open(path, writable=True) as store:
        assert ".c.rkc.lock" in _siblings(path)  # held while writing
        store.append(_entry(b"a"))
    assert _siblings(path) == ["c.rkc"]
    with CassetteStore.open(path, writable=True) as store:  # a resume, and a compaction at close
        store.append(_entry(b"b"))
    assert _siblings(path) == ["c.rkc"]
    assert not writer_active(path)


def test_a_stale_lock_file_is_taken_over_and_removed(tmp_path):
    path = tmp_path / "c.rkc"
    (tmp_path / ".c.rkc.lock").write_bytes(b"")  # what an older replaykit, or a killed writer, left
    with CassetteStore.open(path, writable=True) as store:
        store.append(_entry(b"a"))
    assert _siblings(path) == ["c.rkc"]


def test_a_second_writer_waits_its_turn_and_sees_the_first_ones_entries(tmp_path):
    path, go = tmp_path / "c.rkc", tmp_path / "go"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), "3", str(go)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        with pytest.raises(CassetteError, match="being written by another process"):
            CassetteStore.open(path, writable=True)  # no wait: refused at once, as before
        with pytest.raises(CassetteError, match=r"waited 0\.2 s"):
            CassetteStore.open(path, writable=True, lock_wait=0.2)
        go.touch()
        with CassetteStore.open(path, writable=True, lock_wait=60) as store:
            assert len(store) == 3  # the holder's appends, read after taking the lock
            store.append(_entry(b"mine"))
        assert holder.stdout.readline().strip() == "released"
    finally:
        holder.kill()
        holder.wait()
    with CassetteStore.open(path) as store:
        assert len(store) == 4
    assert _siblings(path) == ["c.rkc", "go"]


def test_many_waiting_writers_lose_nothing(tmp_path):
    path, go = tmp_path / "c.rkc", tmp_path / "go"
    go.touch()
    procs = [subprocess.Popen([sys.executable, "-c", HOLDER.replace('"/holder"', f'"/holder{i}"'), str(path), "5",
                               str(go)], stdout=subprocess.PIPE, text=True) for i in range(4)]
    for p in procs:
        out, _ = p.communicate(timeout=120)
        assert p.returncode == 0 and out.split() == ["holding", "released"]
    with CassetteStore.open(path) as store:
        assert len(store) == 20
    assert _siblings(path) == ["c.rkc", "go"]


def test_a_lock_file_removed_by_its_releaser_is_not_held_twice(tmp_path):
    path = tmp_path / "c.rkc"
    first = WriterLock.acquire(path)
    stale_fd = os.open(tmp_path / ".c.rkc.lock", os.O_RDWR)  # a waiter that opened the old lock file
    first.release()
    assert not (tmp_path / ".c.rkc.lock").exists()
    second = WriterLock.acquire(path)  # creates a new lock file
    try:
        import fcntl

        fcntl.flock(stale_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # the old inode is free, but it is not the lock:
        assert not os.path.samestat(os.fstat(stale_fd), os.stat(tmp_path / ".c.rkc.lock"))
        with pytest.raises(CassetteError):  # the lock at the path is still held
            WriterLock.acquire(path)
    finally:
        os.close(stale_fd)
        second.release()


def test_prune_keeps_exactly_the_named_entries(tmp_path):
    path = tmp_path / "c.rkc"
    entries = [_entry(bytes([65 + i])) for i in range(5)]
    with CassetteStore.open(path, writable=True) as store:
        for e in entries:
            store.append(e)
    keep = {entries[1].key, entries[3].key, "f" * 64}  # a key the cassette never held changes nothing
    assert prune_file(path, keep) == (2, 3)
    with CassetteStore.open(path) as store:
        assert sorted(store.keys()) == sorted([entries[1].key, entries[3].key])
        assert store.get(entries[3].key).request.body == b"D"
    before = path.read_bytes()
    assert prune_file(path, keep) == (2, 0)
    assert path.read_bytes() == before  # nothing dropped: not rewritten
    assert prune_file(path, set()) == (0, 2)
    with CassetteStore.open(path) as store:
        assert len(store) == 0
    assert _siblings(path) == ["c.rkc"]
    with pytest.raises(CassetteError, match="does not exist"):
        prune_file(tmp_path / "missing.rkc", keep)
    assert not (tmp_path / "missing.rkc").exists()
