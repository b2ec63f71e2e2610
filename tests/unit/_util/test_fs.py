"""atomic_write: durable (fsynced) by default, atomic but not fsynced inside a scratch folder."""

from __future__ import annotations

import os
import threading

import pytest

import replaykit._util.fs as fs
from replaykit._util.fs import atomic_write, is_scratch, scratch_folder


@pytest.fixture
def fsyncs(monkeypatch):
    calls: list[int] = []
    real = os.fsync
    monkeypatch.setattr(fs.os, "fsync", lambda fd: (calls.append(fd), real(fd))[1])
    return calls


def test_a_durable_write_fsyncs_the_file_and_its_folder(tmp_path, fsyncs):
    atomic_write(tmp_path / "a" / "results.json", b"{}")
    assert (tmp_path / "a" / "results.json").read_bytes() == b"{}"
    assert len(fsyncs) == 2  # the temp file before the rename, the folder after it
    assert os.listdir(tmp_path / "a") == ["results.json"]


def test_a_scratch_write_is_atomic_without_fsync(tmp_path, fsyncs):
    work = tmp_path / "work"
    with scratch_folder(work):
        atomic_write(work / "runs" / "on" / "x.json", b"1")
        atomic_write(work / "runs" / "on" / "x.json", b"2")  # replaced through a rename, never torn
        atomic_write(tmp_path / "published.json", b"3")  # outside the scratch folder: durable
        done = []
        t = threading.Thread(target=lambda: done.append(atomic_write(work / "y.json", b"4")))  # worker threads too
        t.start()
        t.join()
    assert (work / "runs" / "on" / "x.json").read_bytes() == b"2" and (work / "y.json").read_bytes() == b"4"
    assert len(fsyncs) == 2  # only the published file's
    assert sorted(os.listdir(work / "runs" / "on")) == ["x.json"]  # no temp file left
    atomic_write(work / "z.json", b"5")  # the folder is scratch only while registered
    assert len(fsyncs) == 4


def test_scratch_is_a_folder_not_a_name_prefix(tmp_path):
    with scratch_folder(tmp_path / "work"):
        assert is_scratch(tmp_path / "work" / "a.json") and is_scratch(str(tmp_path / "work" / "sub" / "b"))
        assert not is_scratch(tmp_path / "work2" / "a.json") and not is_scratch(tmp_path / "a.json")
    assert not is_scratch(tmp_path / "work" / "a.json")
