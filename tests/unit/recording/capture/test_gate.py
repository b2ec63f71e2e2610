"""KeyGate: closed when made, open for good once set, every waiter let through (real threads)."""

from __future__ import annotations

import threading

from replaykit.recording.capture.gate import KeyGate


def test_waiters_block_until_the_gate_is_set_then_all_pass():
    gate = KeyGate()
    passed: list[int] = []
    started = threading.Barrier(9)

    def waiter(i: int) -> None:
        started.wait()
        gate.wait()
        passed.append(i)

    threads = [threading.Thread(target=waiter, args=(i,), daemon=True) for i in range(8)]
    for t in threads:
        t.start()
    started.wait()
    for t in threads:
        t.join(timeout=0.2)  # still waiting: the gate is closed
    assert passed == [] and not gate.is_set() and all(t.is_alive() for t in threads)
    gate.set()
    for t in threads:
        t.join(timeout=10)
    assert sorted(passed) == list(range(8)) and gate.is_set()


def test_setting_twice_is_setting_once_and_a_set_gate_never_blocks():
    gate = KeyGate()
    gate.set()
    gate.set()  # the recording thread sets it at its call's end and again when it releases what it owned
    assert gate.is_set()
    done = threading.Event()
    t = threading.Thread(target=lambda: (gate.wait(), gate.wait(), done.set()), daemon=True)
    t.start()
    t.join(timeout=10)
    assert done.is_set()
