"""Suite-wide settings. ``REPLAYKIT_HYPOTHESIS_PROFILE=mutation`` (set by `make mutation`) runs
every property test without a deadline (mutmut's trampolines slow each call) and derandomized,
so a mutant's verdict does not depend on the examples drawn that time. Every other run uses
``replaykit``: hypothesis's default profile without its 200 ms deadline, which is a timing
assertion (a loaded machine failed `test_parse_choice_range_property` with DeadlineExceeded)
and tests here never assert timings."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("mutation", deadline=None, derandomize=True, database=None)
settings.register_profile("replaykit", deadline=None)
settings.load_profile(os.environ.get("REPLAYKIT_HYPOTHESIS_PROFILE") or "replaykit")
