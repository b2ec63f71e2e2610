"""replaykit: AMemGym rebuilt offline-first. Every LLM call is recorded; every published number replays.

The public API, by concept (each a module of its own):

- recording: `Recorder`, `scope` (replaykit.recorder), `CassetteStore`, `verify` (replaykit.cassette)
- LLM gateway: `Gateway`, `Endpoint`, `ChatReply`, `load_endpoints` (replaykit.gateway)
- blueprints: `Blueprint`, `load_blueprints`, `save_blueprints`, `import_reference`,
  `export_reference`, `validate` (replaykit.blueprint)
- results: `EpisodeResult`, `Trace`, `UpperBoundResult`, `load_run` (replaykit.result)
- answers and metrics: `parse_choice`, `parse_diagnosis`, `fallback_choice` (replaykit.answer),
  `build_matrices`, `score_run` (replaykit.metrics), `import_amemgym` (replaykit.importer)
- analysis: `compare_policies`, `kendall_tau`, `replica_spread` (replaykit.analysis)
- releases: `record_release`, `replay_release` (replaykit.release)

Episodes (`replaykit.runner.run`, agents in `replaykit.agents`) and blueprint generation
(`replaykit.generator.Generator`) are imported from their modules.
"""

from replaykit.analysis import compare_policies, kendall_tau, replica_spread
from replaykit.answer import fallback_choice, parse_choice, parse_diagnosis
from replaykit.base import Strict, canonical_json, pretty_json
from replaykit.blueprint import (
    Blueprint,
    export_reference,
    import_reference,
    load_blueprints,
    save_blueprints,
    validate,
)
from replaykit.cassette import CassetteStore, verify
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
from replaykit.gateway import ChatReply, Endpoint, Gateway, load_endpoints
from replaykit.importer import import_amemgym
from replaykit.metrics import build_matrices, score_run
from replaykit.recorder import Recorder, scope
from replaykit.release import record_release, replay_release
from replaykit.result import EpisodeResult, Trace, UpperBoundResult, load_run

__version__ = "0.1.0"

__all__ = [
    "Blueprint",
    "BlueprintError",
    "CassetteError",
    "CassetteStore",
    "ChatReply",
    "ConfigError",
    "Endpoint",
    "EpisodeResult",
    "Gateway",
    "ProviderError",
    "Recorder",
    "ReleaseError",
    "ReplayMissError",
    "ReplaykitError",
    "ResultError",
    "Strict",
    "Trace",
    "UpperBoundResult",
    "build_matrices",
    "canonical_json",
    "compare_policies",
    "export_reference",
    "fallback_choice",
    "import_amemgym",
    "import_reference",
    "kendall_tau",
    "load_blueprints",
    "load_endpoints",
    "load_run",
    "parse_choice",
    "parse_diagnosis",
    "pretty_json",
    "record_release",
    "replay_release",
    "replica_spread",
    "save_blueprints",
    "scope",
    "score_run",
    "validate",
    "verify",
]
