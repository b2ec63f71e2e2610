"""Which cassette key answered a call: the recorder notes it, the caller collects it.

    with collect_keys() as keys:
        client.post(...)            # through an active Recorder
    keys[-1]                        # the key of the entry that answered (replayed or recorded)

The recorder calls ``note_key`` once per request answered with a stored or newly stored
2xx response, in the context of the calling thread; a failed attempt that is retried notes
nothing. Collectors nest (every open one receives the key). With no recorder active
nothing is noted, and results then carry no key.
"""

from __future__ import annotations

import contextlib
import contextvars
from typing import Iterator

_KEYS: contextvars.ContextVar[tuple[list[str], ...]] = contextvars.ContextVar("replaykit_keys", default=())


@contextlib.contextmanager
def collect_keys() -> Iterator[list[str]]:
    keys: list[str] = []
    token = _KEYS.set((*_KEYS.get(), keys))
    try:
        yield keys
    finally:
        _KEYS.reset(token)


def note_key(key: str) -> None:
    for keys in _KEYS.get():
        keys.append(key)
