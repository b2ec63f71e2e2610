"""``@pytest.mark.replaykit(path=None, *, mode=None, allowed_hosts=(), **recorder_options)``, read
and checked: an unknown option, a path that is not text, a bad mode or a host list given as one
string is a ConfigError naming the test and the option, never a TypeError from deep inside."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from replaykit.errors import ConfigError

MODES = ("replay", "record", "auto", "off")
"""The modes a marker (or the session) can ask for; the session also has ``rewrite``."""

PLUGIN_OPTIONS = ("path", "mode", "allowed_hosts")


def recorder_options() -> tuple[str, ...]:
    """The keywords a Recorder takes beyond the path and mode: ``secrets`` and RecorderOptions' fields (base, compact, ...)."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.capture import RecorderOptions

    return ("secrets", *RecorderOptions.__struct_fields__)


@dataclass
class MarkerOptions:
    path: Path | None = None  # as written (relative to the test file's folder), None: the default
    mode: str | None = None
    allowed_hosts: tuple[str, ...] = ()
    recorder: dict[str, Any] = field(default_factory=dict)


def _error(test: str, option: str, reason: str) -> ConfigError:
    return ConfigError(f"test {test}: @pytest.mark.replaykit: {reason}", field=option)


def read_marker(test: str, args: tuple, kwargs: dict[str, Any], defaults: dict[str, Any]) -> MarkerOptions:
    """The marker's arguments (``defaults``: the ``replaykit_recorder_options`` fixture, which the
    marker's keywords override), checked."""
    known = recorder_options()
    options = {**defaults, **kwargs}
    unknown = sorted(set(options) - set(known) - set(PLUGIN_OPTIONS))
    if unknown:
        raise _error(test, unknown[0], f"unknown option {unknown[0]!r}; known: {', '.join(PLUGIN_OPTIONS + known)}")
    if len(args) > 1:
        raise _error(test, "path", f"takes at most one positional argument (the cassette path), got {len(args)}")
    if args and "path" in kwargs:
        raise _error(test, "path", "the cassette path is given twice (positional and path=)")
    out = MarkerOptions()
    path = args[0] if args else options.pop("path", None)
    options.pop("path", None)
    if path is not None:
        if not isinstance(path, (str, os.PathLike)) or isinstance(os.fspath(path), bytes):
            raise _error(test, "path", f"the cassette path must be a str or a pathlib.Path, got {type(path).__name__}")
        if not os.fspath(path).strip():
            raise _error(test, "path", "the cassette path is empty")
        out.path = Path(path)
    mode = options.pop("mode", None)
    if mode is not None:
        if not isinstance(mode, str) or mode.strip().lower() not in MODES:
            raise _error(test, "mode", f"mode is {mode!r}; expected one of {', '.join(MODES)}")
        out.mode = mode.strip().lower()
    hosts = options.pop("allowed_hosts", ())
    if isinstance(hosts, (str, bytes)) or not isinstance(hosts, (list, tuple, set, frozenset)) \
            or not all(isinstance(h, str) for h in hosts):
        raise _error(test, "allowed_hosts", f"allowed_hosts must be a list of host strings (e.g. ['127.0.0.1']), "
                                            f"got {hosts!r:.60}")
    out.allowed_hosts = tuple(hosts)
    for name, value in options.items():
        _check_recorder_option(test, name, value)
    out.recorder = options
    return out


MAX_LOCK_WAIT = 24 * 3600.0


def _check_recorder_option(test: str, name: str, value: Any) -> None:
    """The Recorder options whose wrong type would surface as a TypeError (or iterate a string)."""
    if name in ("secrets", "base"):
        kinds = (str,) if name == "secrets" else (str, os.PathLike)
        if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)) \
                or not all(isinstance(v, kinds) for v in value):
            raise _error(test, name, f"{name} must be a list of {'strings' if name == 'secrets' else 'paths'}, "
                                     f"got {value!r:.60}")
    elif name in ("repair", "raise_caught_misses") and not isinstance(value, bool):
        raise _error(test, name, f"{name} must be True or False, got {value!r:.60}")
    elif name == "lock_wait" and (isinstance(value, bool) or not isinstance(value, (int, float))
                                  or not 0 <= value <= MAX_LOCK_WAIT):
        raise _error(test, name, f"lock_wait must be a number of seconds from 0 to {MAX_LOCK_WAIT:g}, got {value!r:.60}")
    elif name in ("compact", "fsync") and not isinstance(value, str):
        raise _error(test, name, f"{name} must be a string, got {value!r:.60}")
    elif name in ("clock", "network_gate") and value is not None and not callable(value):
        raise _error(test, name, f"{name} must be callable, got {value!r:.60}")
