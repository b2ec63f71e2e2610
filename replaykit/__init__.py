"""replaykit: AMemGym rebuilt offline-first. Every LLM call is recorded; every published number replays."""

from replaykit.base import Strict, canonical_json, pretty_json
from replaykit.errors import (
    BlueprintError,
    CassetteError,
    ConfigError,
    ProviderError,
    ReleaseError,
    ReplayMissError,
    ReplaykitError,
    ResultError,
)

__version__ = "0.1.0"

__all__ = [
    "BlueprintError",
    "CassetteError",
    "ConfigError",
    "ProviderError",
    "ReleaseError",
    "ReplayMissError",
    "ReplaykitError",
    "ResultError",
    "Strict",
    "canonical_json",
    "pretty_json",
]
