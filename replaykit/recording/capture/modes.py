"""Recording modes, resolved once (argument, else env REPLAYKIT_MODE, else "replay").

  replay  no network; a miss raises ReplayMissError naming the call and the nearest
          recorded request's differing fields. Needs no API key.
  record  every request goes to the provider (once per session per key) and is stored,
          replacing an older recording of the same key.
  auto    replay hits, record misses (resuming an interrupted run pays nothing twice).
  off     no capture at all.
"""

from __future__ import annotations

import os

from replaykit.errors import ConfigError

MODES = ("replay", "record", "auto", "off")


def resolve_mode(mode: str | None = None) -> str:
    value = mode if mode is not None else os.environ.get("REPLAYKIT_MODE", "replay")
    value = value.strip().lower()
    if value not in MODES:
        src = "mode argument" if mode is not None else "REPLAYKIT_MODE"
        raise ConfigError(f"{src} is {value!r}; expected one of {', '.join(MODES)}", field="mode" if mode is not None else "REPLAYKIT_MODE")
    return value
