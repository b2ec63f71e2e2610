"""Small helpers shared by the command modules (not a command group)."""

from __future__ import annotations

import contextlib
from typing import Iterator


def cli_mode(mode: str | None) -> str:
    """--mode, else env REPLAYKIT_MODE (a bad value is named as that variable), else auto
    (replaykit.session's one default for commands)."""
    from replaykit.session import session_mode

    return session_mode(mode)


@contextlib.contextmanager
def redacting_secrets(secrets: list[str]) -> Iterator[None]:
    """Keep ``secrets`` (and OPENAI_API_KEY) out of every file written inside the block."""
    from replaykit._util.redact import redacting
    from replaykit.recording.recorder import Scrubber, default_secrets

    with redacting(Scrubber([*secrets, *default_secrets()])):
        yield
