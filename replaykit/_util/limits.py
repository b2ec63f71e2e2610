"""The ranges every number from a config file or flag must lie in (issue 23: every number has a limit).

A number outside its range is refused where the config is read, naming the field, before any
file is written or any call is made: it never reaches a provider (``max_tokens: -7``), an
overflowing date computation, or a traceback.
"""

from __future__ import annotations

import math

MAX_TOKENS = 1 << 20
"""A completion (or memory, or answer) budget in tokens: no model has a context this long."""
MAX_CONTEXT_TOKENS = 1 << 24
SEED_RANGE = (-(2**63), 2**63 - 1)
"""What providers take as ``seed`` (a signed 64-bit integer)."""
MAX_TIMEOUT_S = 86_400.0
MAX_BACKOFF_S = 3_600.0
MAX_RETRIES = 100
MAX_MONTHS_PER_PERIOD = 120
MAX_REPLICAS = 1_000
"""Replicas of a run (the paper's variance study uses a handful; every replica is a full run)."""
MAX_USERS = 100_000
"""Users of an env config and of `gen --users` (the paper generates 20; every user is held while generating)."""
MAX_CONCURRENCY = 1_024
"""Threads making calls at once (a provider's rate limit is met long before)."""
MAX_SHARDS = 10_000
MAX_JSON_FILE_BYTES = 64 << 20
"""A JSON file replaykit reads whole: a config, blueprint, run, release or reference data file. The
largest real one, a reference data.json, holds ~115 KB a user (the peer run's 5 users: 567 KB), so
this is some 550 users; decoding takes several times a file's size in memory (a 30 MB array of ten
million empty objects took 790 MB and 13 s to be refused as "not an object")."""
MAX_CONFIG_FILE_BYTES = 4 << 20
"""A config or small published file read as plain JSON before its shape is known (endpoints, agent,
run and env configs, pricing, release.json, manifest.json, results.json, replay.json): real ones
are a few KB, and plain JSON costs up to ~25 times its size in memory."""
MAX_DATA_FILE_BYTES = 1 << 30
"""A persona JSONL file (one persona a line; public persona sets run to hundreds of MB)."""
MAX_PRICE = 1e6
"""Dollars per 1M tokens (the dearest model costs a few hundred)."""


def out_of_range(value: object, lo: float, hi: float) -> str | None:
    """Why ``value`` is not a number in [lo, hi] (NaN and infinities never are); None when it is."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return f"{value!r} is not a number"
    if isinstance(value, float) and not math.isfinite(value):
        return f"{value} is not a finite number"
    if not lo <= value <= hi:
        return f"{value:g} is out of range [{lo:g}, {hi:g}]" if isinstance(value, float) else \
            f"{value} is out of range [{lo}, {hi}]"
    return None
