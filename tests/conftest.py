"""Suite-wide settings. ``REPLAYKIT_HYPOTHESIS_PROFILE=mutation`` (set by `make mutation`) runs
every property test without a deadline (mutmut's trampolines slow each call) and derandomized,
so a mutant's verdict does not depend on the examples drawn that time. Every other run uses
``replaykit``: hypothesis's default profile without its 200 ms deadline, which is a timing
assertion (a loaded machine failed `test_parse_choice_range_property` with DeadlineExceeded)
and tests here never assert timings; for the same reason its too_slow health check (input generation
timed against 1 s: FailedHealthCheck on test_parse_choice_range_property while a local model was
recording on both cores) is off."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("mutation", deadline=None, derandomize=True, database=None)
settings.register_profile("replaykit", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("REPLAYKIT_HYPOTHESIS_PROFILE") or "replaykit")
