"""The one recorder that captures HTTP in this process.

vcrpy patches the HTTP clients process-wide, so at most one recorder can be active at a
time; this module is the one place that owns that fact. Code that needs the session (the
gateway, the runner) is handed it; what is left here is the ownership itself and the
read-back for code that cannot be handed anything (a progress bar's summary line)."""

from __future__ import annotations

import threading
from typing import Any

from replaykit.errors import ConfigError

_ACTIVE: Any = None
_ACTIVE_LOCK = threading.Lock()


def claim(recorder: Any) -> None:
    """Make ``recorder`` the active one, or ConfigError when another is active."""
    global _ACTIVE
    with _ACTIVE_LOCK:
        if _ACTIVE is not None:
            raise ConfigError(
                f"a Recorder for {_ACTIVE.path} is already active in this process; "
                f"only one cassette can capture HTTP at a time (asked for {recorder.path})",
                file=recorder.path,
            )
        _ACTIVE = recorder


def release(recorder: Any) -> None:
    global _ACTIVE
    with _ACTIVE_LOCK:
        if _ACTIVE is recorder:
            _ACTIVE = None


def active_recorder() -> Any:
    return _ACTIVE


def current_mode() -> str:
    """Mode of the active recorder, or "off" when none is active."""
    rec = _ACTIVE
    return rec.mode if rec is not None else "off"
