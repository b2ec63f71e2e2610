"""A run of the authors' reference code, rebuilt as the calls it made (``import amemgym --cassette``).

Not metric code: it rebuilds requests and replies, and is checked by replaying the release it
makes (``releases/peer-qwen14b``: every recorded call found) and by tests/unit/reference/test_awi_rebuild.py,
not by mutation testing, which covers replaykit/scoring/ (docs/testing.md).
"""

from replaykit.reference.awi_rebuild import SavedPeriod, Update, rebuild_updates
from replaykit.reference.calls import (
    RECONSTRUCTED_HEADER,
    CassetteCounts,
    EpisodeInput,
    RefCall,
    ReferenceLLM,
    awi_calls,
    native_calls,
    reference_llm,
    run_calls,
    upper_bound_calls,
    write_cassette,
)

__all__ = ["RECONSTRUCTED_HEADER", "CassetteCounts", "EpisodeInput", "RefCall", "ReferenceLLM", "SavedPeriod",
           "Update", "awi_calls", "native_calls", "rebuild_updates", "reference_llm", "run_calls", "upper_bound_calls",
           "write_cassette"]
