"""Hostile family "Ctrl-C": SIGINT at any moment of a command ends it with `aborted`, exit 130, no
traceback, and leaves nothing half-written that looks complete; the same command then works.

- While the commands load (a quarter of a second, most of a second on a busy machine) Ctrl-C was a
  KeyboardInterrupt traceback from an import: simulated exactly, by an import hook that raises it
  when the cassette commands load.
- In the middle of `replaykit replay RELEASE --work DIR` (a real SIGINT once the on-policy run has
  started): no replay.json (what `view` reads as a finished replay), no digests.json in the
  unfinished run (so `verify` names it unfinished), and a rerun into the same folder verifies.
  (A Ctrl-C'd `cassette merge` leaves OUT and its inputs as they were: tests/unit/recording/store/test_hostile_writers.py
  covers the killed merge's temp file.)

Child processes with timeouts, so a hang fails instead of blocking the suite.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
REL = REPO / "releases" / "smol-v4"
ENTRY = "import sys; from replaykit.cli.main import main; sys.argv = ['replaykit', *sys.argv[1:]]; main()"

INTERRUPT_AT_IMPORT = """
import sys

class CtrlC:  # what Ctrl-C does while this module is being imported
    def find_spec(self, name, path=None, target=None):
        if name == "replaykit.cli.cassette":
            raise KeyboardInterrupt
        return None

sys.meta_path.insert(0, CtrlC())
""" + ENTRY


def test_ctrl_c_while_the_commands_load_is_aborted_not_a_traceback(tmp_path):
    proc = subprocess.run([sys.executable, "-c", INTERRUPT_AT_IMPORT, "cassette", "ls", str(tmp_path)],
                          capture_output=True, text=True, timeout=60, cwd=REPO, stdin=subprocess.DEVNULL)
    assert proc.returncode == 130, proc
    assert proc.stderr == "aborted\n", proc.stderr


@pytest.mark.skipif(not (REL / "cassettes" / "on.rkc").is_file(), reason="the bundled release is absent")
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_in_the_middle_of_a_replay_leaves_nothing_that_looks_finished(tmp_path):
    work = tmp_path / "w"
    started = work / "runs" / "on" / "run.json"  # written when the on-policy run starts, final at its end
    # SIG_DFL in the child: a suite started in the background by a shell without job control (as land.sh
    # run with &) inherits SIGINT ignored, and Python then never raises KeyboardInterrupt for it
    child = subprocess.Popen([sys.executable, "-c", ENTRY, "replay", str(REL), "--work", str(work), "--quiet"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
                             stdin=subprocess.DEVNULL, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        deadline = time.monotonic() + 120
        while not started.exists() and child.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        if child.poll() is not None:
            pytest.skip("the replay finished before it could be interrupted")
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=120)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 130 and err.strip() == "aborted" and "Traceback" not in err, (out, err)
    assert not (work / "replay.json").exists()  # the replay never looks finished
    assert not (work / "runs" / "on" / "digests.json").exists()
    verify = subprocess.run([sys.executable, "-c", ENTRY, "verify", str(work / "runs" / "on")], capture_output=True,
                            text=True, timeout=120, cwd=REPO)
    assert verify.returncode == 2 and "digests.json" in verify.stderr and "not finished" in verify.stderr, verify
    again = subprocess.run([sys.executable, "-c", ENTRY, "replay", str(REL), "--work", str(work), "--quiet"],
                           capture_output=True, text=True, timeout=300, cwd=REPO, env={**os.environ})
    assert again.returncode == 0 and "verified" in again.stdout, again
    assert (work / "replay.json").is_file()
