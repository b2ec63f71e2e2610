"""replaykit: AMemGym rebuilt offline-first. Every LLM call is recorded; every published number replays.

The public API is ``__all__`` (declared once, in ``_EXPORTS`` below: each name and the module or
package surface it comes from; docs/api.md groups them by concept). Importing ``replaykit`` is
light: each name is imported on first use, so ``import replaykit`` (and the CLI's start-up) loads
no openai, vcrpy or numpy before something needs them. Type checkers read the same names from
the ``TYPE_CHECKING`` block (tests/unit/project/test_surfaces.py checks both lists agree and every name
imports); the package ships ``py.typed``.

Episodes (``replaykit.episodes.runner.run``, agents in ``replaykit.episodes.agents``) and blueprint
generation (``replaykit.generation.generator.Generator``) are imported from their modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from replaykit._util.surface import lazy_surface
from replaykit._version import __version__ as __version__

_EXPORTS = {
    "AgentConfigBase": "replaykit.episodes.agent",
    "AgentConfigError": "replaykit.errors",
    "Blueprint": "replaykit.data.blueprint",
    "BlueprintError": "replaykit.errors",
    "CassetteError": "replaykit.errors",
    "CassetteStore": "replaykit.recording.store",
    "ChatReply": "replaykit.gateway",
    "ConfigError": "replaykit.errors",
    "Endpoint": "replaykit.gateway",
    "EpisodeResult": "replaykit.data.result",
    "Gateway": "replaykit.gateway",
    "MergeConflictError": "replaykit.errors",
    "NetworkBlockedError": "replaykit.errors",  # what the pytest plugin raises for a blocked connection
    "ProviderError": "replaykit.errors",
    "Recorder": "replaykit.recording.capture",
    "RecorderOptions": "replaykit.recording.capture",
    "ReleaseError": "replaykit.errors",
    "ReplyFormat": "replaykit.gateway",
    "ReplayMissError": "replaykit.errors",
    "ReplaykitError": "replaykit.errors",
    "ResultError": "replaykit.errors",
    "Strict": "replaykit.base",
    "Trace": "replaykit.data.result",
    "UpperBoundResult": "replaykit.data.result",
    "build_matrices": "replaykit.scoring.metrics",
    "canonical_json": "replaykit.base",
    "compare_policies": "replaykit.scoring.analysis",
    "export_reference": "replaykit.data.blueprint",
    "fallback_choice": "replaykit.scoring.answer",
    "import_amemgym": "replaykit.scoring.importer",
    "import_reference": "replaykit.data.blueprint",
    "kendall_tau": "replaykit.scoring.analysis",
    "load_blueprints": "replaykit.data.blueprint",
    "load_endpoints": "replaykit.gateway",
    "load_run": "replaykit.data.result",
    "merge_cassettes": "replaykit.recording.store",
    "merge_runs": "replaykit.episodes.shard",
    "parse_agent_config": "replaykit.episodes.agents.registry",
    "parse_choice": "replaykit.scoring.answer",
    "parse_diagnosis": "replaykit.scoring.answer",
    "pretty_json": "replaykit.base",
    "record_release": "replaykit.release.bundle",
    "register_agent": "replaykit.episodes.agents.registry",
    "replay_release": "replaykit.release.bundle",
    "replica_spread": "replaykit.scoring.analysis",
    "save_blueprints": "replaykit.data.blueprint",
    "scope": "replaykit.recording.capture",
    "score_run": "replaykit.scoring.metrics",
    "use_cassette": "replaykit.recording.capture",
    "validate": "replaykit.data.blueprint",
    "verify": "replaykit.recording.store",
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_surface(__name__, _EXPORTS)

if TYPE_CHECKING:  # the same names, for type checkers (tests/unit/project/test_surfaces.py checks both lists agree)
    from replaykit.base import Strict as Strict
    from replaykit.base import canonical_json as canonical_json
    from replaykit.base import pretty_json as pretty_json
    from replaykit.data.blueprint import Blueprint as Blueprint
    from replaykit.data.blueprint import export_reference as export_reference
    from replaykit.data.blueprint import import_reference as import_reference
    from replaykit.data.blueprint import load_blueprints as load_blueprints
    from replaykit.data.blueprint import save_blueprints as save_blueprints
    from replaykit.data.blueprint import validate as validate
    from replaykit.data.result import EpisodeResult as EpisodeResult
    from replaykit.data.result import Trace as Trace
    from replaykit.data.result import UpperBoundResult as UpperBoundResult
    from replaykit.data.result import load_run as load_run
    from replaykit.episodes.agent import AgentConfigBase as AgentConfigBase
    from replaykit.episodes.agents.registry import parse_agent_config as parse_agent_config
    from replaykit.episodes.agents.registry import register_agent as register_agent
    from replaykit.episodes.shard import merge_runs as merge_runs
    from replaykit.errors import AgentConfigError as AgentConfigError
    from replaykit.errors import BlueprintError as BlueprintError
    from replaykit.errors import CassetteError as CassetteError
    from replaykit.errors import ConfigError as ConfigError
    from replaykit.errors import MergeConflictError as MergeConflictError
    from replaykit.errors import NetworkBlockedError as NetworkBlockedError
    from replaykit.errors import ProviderError as ProviderError
    from replaykit.errors import ReleaseError as ReleaseError
    from replaykit.errors import ReplaykitError as ReplaykitError
    from replaykit.errors import ReplayMissError as ReplayMissError
    from replaykit.errors import ResultError as ResultError
    from replaykit.gateway import ChatReply as ChatReply
    from replaykit.gateway import Endpoint as Endpoint
    from replaykit.gateway import Gateway as Gateway
    from replaykit.gateway import ReplyFormat as ReplyFormat
    from replaykit.gateway import load_endpoints as load_endpoints
    from replaykit.recording.capture import Recorder as Recorder
    from replaykit.recording.capture import RecorderOptions as RecorderOptions
    from replaykit.recording.capture import scope as scope
    from replaykit.recording.capture import use_cassette as use_cassette
    from replaykit.recording.store import CassetteStore as CassetteStore
    from replaykit.recording.store import merge_cassettes as merge_cassettes
    from replaykit.recording.store import verify as verify
    from replaykit.release.bundle import record_release as record_release
    from replaykit.release.bundle import replay_release as replay_release
    from replaykit.scoring.analysis import compare_policies as compare_policies
    from replaykit.scoring.analysis import kendall_tau as kendall_tau
    from replaykit.scoring.analysis import replica_spread as replica_spread
    from replaykit.scoring.answer import fallback_choice as fallback_choice
    from replaykit.scoring.answer import parse_choice as parse_choice
    from replaykit.scoring.answer import parse_diagnosis as parse_diagnosis
    from replaykit.scoring.importer import import_amemgym as import_amemgym
    from replaykit.scoring.metrics import build_matrices as build_matrices
    from replaykit.scoring.metrics import score_run as score_run
