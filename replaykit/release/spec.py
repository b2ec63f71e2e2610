"""release.json: the recipe of a release (``ReleaseSpec``), loaded and checked.

In a module of its own so that the report and the viewer can read a release's recipe without
importing the builder (replaykit.release.build), which imports them.
"""

from __future__ import annotations

from pathlib import Path

from replaykit._util.limits import MAX_CONCURRENCY, MAX_CONFIG_FILE_BYTES, MAX_REPLICAS
from replaykit._util.names import check_name
from replaykit.base import Strict, decode_file
from replaykit.errors import ConfigError
from replaykit.release.evolution import EvolutionSpec, check_spec

RELEASE_VERSION = 1
IMPORTED_CASSETTE = "imported.rkc"
"""The one cassette of an imported release (replaykit.release.imported)."""
OVER_ON_POLICY = "over-on-policy"
SEPARATE = "separate"
LAYERINGS = (OVER_ON_POLICY, SEPARATE)


class ImportedSpec(Strict):
    """release.json ``imported``: where the imported run is and whose it is (replaykit.release.imported)."""

    run: str = "imported"
    """The imported run inside the release folder: run.json, episodes/, traces/, upper_bound/
    (its blueprints are the release's blueprints/)."""
    credit: str
    """Who made the run, where it is published and under which licence (RESULTS.md shows it)."""
    command: str = ""
    """The command that wrote the release (so anyone can rebuild it)."""


class ReleaseSpec(Strict):
    """``release.json``: the recipe of a release. Paths are relative to the release folder."""

    version: int = RELEASE_VERSION
    name: str
    description: str = ""
    env: str = ""
    """Environment config (blueprint generation), e.g. configs/env.json; none in an imported release."""
    endpoints: str
    """Endpoint config; model names and sampling parameters enter the request keys."""
    run_config: str
    agents: list[str]
    """Agent configs evaluated on-policy (and off-policy on the trace agent's traces)."""
    upper_bound: str
    trace_agent: str = ""
    """Name of the agent whose on-policy traces feed the off-policy runs (paper §4.2); none in an
    imported release (each agent is fed its own imported traces)."""
    replicas: int = 3
    seed: int = 0
    concurrency: int = 1
    evolution: EvolutionSpec | None = None
    """Optional: a self-evolution run of the feedback conditions (cassettes/evolve.rkc)."""
    factual_recall: bool = False
    """Optional: judge the memory of every on-policy AWI/AWE episode (cassettes/judge.rkc)."""
    off_policy_layering: str = OVER_ON_POLICY
    """How cassettes/off.rkc was recorded. ``over-on-policy`` (every release recorded by this
    replaykit): on.rkc is read first as a base, so a request the on-policy runs already made
    gets the on-policy answer and only new requests are recorded; the self-trace check (the
    trace agent fed its own traces scores exactly its on-policy numbers) must hold.
    ``separate``: off.rkc was recorded by asking the provider again (releases up to smol-v3);
    replayed as published, and the self-trace check and the cassette consistency check are
    reported, not enforced."""
    imported: ImportedSpec | None = None
    """A release made from a run of the reference code (`replaykit release import`,
    replaykit.release.imported): no generation, no on-policy recording, one cassette
    (cassettes/imported.rkc) that its agents replay over their own imported traces."""
    nondeterminism_sample: int = 0
    """Optional: ask this many on-policy requests again (a deterministic sample) and publish the
    provider's nondeterminism rate (cassettes/repeat.rkc; replaykit.release.nondeterminism)."""


def load_spec(release_dir: Path) -> ReleaseSpec:
    path = release_dir / "release.json"
    spec = decode_file(path, ReleaseSpec, "release spec", ConfigError, "pass a release folder such as releases/smol-v4",
                       limit=MAX_CONFIG_FILE_BYTES)
    if spec.version != RELEASE_VERSION:
        raise ConfigError(f"release version {spec.version}, this replaykit reads {RELEASE_VERSION}", file=path)
    check_name(spec.name, "field name", str(path))
    if spec.imported is not None:
        _check_imported(spec, path)
    else:
        check_name(spec.trace_agent, "field trace_agent", str(path))
    fields = ("endpoints", "run_config", "upper_bound") if spec.imported is not None else \
        ("env", "endpoints", "run_config", "upper_bound")
    for field in (*fields, *(f"agents[{i}]" for i in range(len(spec.agents)))):
        rel = spec.agents[int(field[7:-1])] if field.startswith("agents[") else getattr(spec, field)
        if Path(rel).is_absolute() or ".." in Path(rel).parts:
            raise ConfigError(f"{rel} must be a path inside the release folder", file=path, field=field)
    for field in fields:
        if not (release_dir / getattr(spec, field)).is_file():
            raise ConfigError(f"{getattr(spec, field)} does not exist in {release_dir}", file=path, field=field)
    for i, a in enumerate(spec.agents):
        if not (release_dir / a).is_file():
            raise ConfigError(f"{a} does not exist in {release_dir}", file=path, field=f"agents[{i}]")
    for field, hi in (("replicas", MAX_REPLICAS), ("concurrency", MAX_CONCURRENCY)):
        if not 1 <= getattr(spec, field) <= hi:
            raise ConfigError(f"must be in [1, {hi}], got {getattr(spec, field)}", file=path, field=field)
    if spec.off_policy_layering not in LAYERINGS:
        raise ConfigError(f"{spec.off_policy_layering!r} is not a layering; expected one of "
                          f"{', '.join(LAYERINGS)}", file=path, field="off_policy_layering")
    # loaded on first use: importing this module stays light
    from replaykit.release.nondeterminism import check_sample

    check_sample(spec.nondeterminism_sample, path)
    check_spec(path, release_dir, spec.evolution, spec.factual_recall, spec.agents)
    return spec


def _check_imported(spec: ReleaseSpec, path: Path) -> None:
    """An imported release has none of the recording's parts (their fields must stay unset)."""
    imp = spec.imported
    assert imp is not None
    if Path(imp.run).is_absolute() or ".." in Path(imp.run).parts or not imp.run:
        raise ConfigError(f"{imp.run!r} must be a folder inside the release", file=path, field="imported.run")
    for field, unset in (("env", ""), ("trace_agent", ""), ("evolution", None), ("factual_recall", False),
                         ("nondeterminism_sample", 0), ("replicas", 1)):
        if getattr(spec, field) != unset:
            raise ConfigError(f"an imported release has no {field} (its agents replay the imported run once, over "
                              "their own traces); remove the field", file=path, field=field)


def cassette_names(spec: ReleaseSpec) -> list[str]:
    """The cassettes of a release, in recording order."""
    if spec.imported is not None:
        return [IMPORTED_CASSETTE]
    names = ["gen.rkc", "on.rkc", "off.rkc"]
    if spec.evolution is not None:
        names.append("evolve.rkc")
    if spec.factual_recall:
        names.append("judge.rkc")
    if spec.nondeterminism_sample:
        names.append("repeat.rkc")
    return names
