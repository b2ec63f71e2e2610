"""Suite-wide settings. ``REPLAYKIT_HYPOTHESIS_PROFILE=mutation`` (set by `make mutation`) runs
every property test without a deadline (mutmut's trampolines slow each call) and derandomized,
so a mutant's verdict does not depend on the examples drawn that time."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("mutation", deadline=None, derandomize=True, database=None)
_profile = os.environ.get("REPLAYKIT_HYPOTHESIS_PROFILE")
if _profile:
    settings.load_profile(_profile)
