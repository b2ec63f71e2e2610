"""replaykit: AMemGym rebuilt offline-first. Every LLM call is recorded; every published number replays.

The public API, by concept (each a module of its own):

- recording: `use_cassette` (docs/api.md), `Recorder`, `scope` (replaykit.recording.capture), `CassetteStore`, `verify` (replaykit.recording.store)
- LLM gateway: `Gateway`, `Endpoint`, `ChatReply`, `load_endpoints` (replaykit.gateway)
- blueprints: `Blueprint`, `load_blueprints`, `save_blueprints`, `import_reference`,
  `export_reference`, `validate` (replaykit.data.blueprint)
- results: `EpisodeResult`, `Trace`, `UpperBoundResult`, `load_run` (replaykit.data.result)
- answers and metrics: `parse_choice`, `parse_diagnosis`, `fallback_choice` (replaykit.scoring.answer),
  `build_matrices`, `score_run` (replaykit.scoring.metrics), `import_amemgym` (replaykit.scoring.importer)
- analysis: `compare_policies`, `kendall_tau`, `replica_spread` (replaykit.scoring.analysis)
- releases: `record_release`, `replay_release` (replaykit.release.bundle)
- agent plug-ins: `AgentConfigBase` (replaykit.episodes.agent), `register_agent`, `parse_agent_config`
  (replaykit.episodes.agents.registry); see docs/agents.md
- shards: `merge_cassettes` (replaykit.recording.store), `merge_runs` (replaykit.episodes.shard)

Episodes (`replaykit.episodes.runner.run`, agents in `replaykit.episodes.agents`) and blueprint generation
(`replaykit.generation.generator.Generator`) are imported from their modules.
"""

from __future__ import annotations

from typing import Any

from replaykit._version import __version__ as __version__

# name -> module, imported on first attribute access, so that `import replaykit` (and the
# CLI's start-up) does not load openai, vcrpy or numpy before something needs them.
_EXPORTS: dict[str, str] = {
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
    "ProviderError": "replaykit.errors",
    "Recorder": "replaykit.recording.capture",
    "ReleaseError": "replaykit.errors",
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


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'replaykit' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])


__all__ = [
    "AgentConfigBase",
    "AgentConfigError",
    "Blueprint",
    "BlueprintError",
    "CassetteError",
    "CassetteStore",
    "ChatReply",
    "ConfigError",
    "Endpoint",
    "EpisodeResult",
    "Gateway",
    "MergeConflictError",
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
    "merge_cassettes",
    "merge_runs",
    "parse_agent_config",
    "parse_choice",
    "parse_diagnosis",
    "pretty_json",
    "record_release",
    "register_agent",
    "replay_release",
    "replica_spread",
    "save_blueprints",
    "scope",
    "score_run",
    "use_cassette",
    "validate",
    "verify",
]
