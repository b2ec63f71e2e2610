"""A key being recorded: callers that want the same key wait until the call recording it ends.

`Recorder.decide` opens one gate per call it sends to the provider (the one-fetch-per-key rule); almost
always nobody waits on it. `threading.Event` made every call pay for a Condition (a lock, a waiter
list) and a notify: about 4 us of a recorded call's ~260 on this machine. A gate is one lock, held
from its opening until it is set; a waiter takes it and hands it straight back, so every waiter passes
once it is set, one after the other.
"""

from __future__ import annotations

import threading


class KeyGate:
    """Closed when made; `set` opens it for good (again: nothing). Set by the thread that recorded the key
    (its call's end); waited on by any other."""

    __slots__ = ("_lock", "_open")

    def __init__(self) -> None:
        self._open = False
        self._lock = threading.Lock()
        self._lock.acquire()

    def is_set(self) -> bool:
        return self._open

    def set(self) -> None:
        if not self._open:
            self._open = True
            self._lock.release()

    def wait(self) -> None:
        """Block until the gate is set."""
        if not self._open:
            with self._lock:
                pass
