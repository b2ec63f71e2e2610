"""Small helpers shared by the command modules (not a command group)."""

from __future__ import annotations

import contextlib
import os
from typing import Iterator


def cli_mode(mode: str | None) -> str:
    """--mode, else env REPLAYKIT_MODE (a bad value is named as that variable), else auto."""
    if mode is not None:
        return mode
    if os.environ.get("REPLAYKIT_MODE") is None:
        return "auto"
    from replaykit.recording.recorder import resolve_mode

    return resolve_mode(None)


@contextlib.contextmanager
def redacting_secrets(secrets: list[str]) -> Iterator[None]:
    """Keep ``secrets`` (and OPENAI_API_KEY) out of every file written inside the block."""
    from replaykit._util.redact import redacting
    from replaykit.recording.recorder import Scrubber, default_secrets

    with redacting(Scrubber([*secrets, *default_secrets()])):
        yield
