"""The one session composer: endpoints -> Gateway -> Recorder, used by every command that
talks to a provider (`gen`, `run`, `evolve`, `judge`, a Ray shard, the release builder).

Mode: the ``mode`` argument, else ``REPLAYKIT_MODE``, else ``SESSION_DEFAULT_MODE`` ("auto":
a command replays what its cassette holds and records the rest, so an interrupted command
resumes without paying twice). A bare ``Recorder`` keeps the library's safe default, replay.
The mode is resolved here once and handed to both the Recorder and the Gateway.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any, Iterator, Mapping

SESSION_DEFAULT_MODE = "auto"


def session_mode(mode: str | None = None) -> str:
    """The mode a command records in (checked: replay, record, auto or off)."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.capture import resolve_mode

    if mode is not None:
        return resolve_mode(mode)
    if os.environ.get("REPLAYKIT_MODE") is not None:
        return resolve_mode(None)  # reads REPLAYKIT_MODE and names it when it is bad
    return SESSION_DEFAULT_MODE


@contextlib.contextmanager
def recorded_session(
    endpoints: Mapping[str, Any],
    cassette: str | os.PathLike[str],
    mode: str | None = None,
    *,
    gateway_options: Mapping[str, Any] | None = None,
    **recorder_options: Any,
) -> Iterator[Any]:
    """A Gateway over ``endpoints`` whose calls the Recorder captures into ``cassette`` (its folder is created).

    Yields the gateway (``gateway.mode`` is the session's mode); closes it on every exit path.
    ``gateway_options`` go to Gateway (e.g. ``jitter_seed``), ``recorder_options`` are RecorderOptions'
    fields (e.g. ``raise_caught_misses``, ``base``, ``network_gate``).
    """
    # loaded on first use: importing this module stays light
    from replaykit.gateway import Gateway
    from replaykit.recording.capture import Recorder

    mode = session_mode(mode)
    cassette = Path(cassette)
    cassette.parent.mkdir(parents=True, exist_ok=True)
    gateway = Gateway(endpoints, mode=mode, **(gateway_options or {}))
    try:
        with Recorder.with_options(cassette, mode, gateway.secrets(), **recorder_options):
            yield gateway
    finally:
        gateway.close()
