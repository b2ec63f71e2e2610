"""A run, described once: ``RunSpec`` is what `replaykit run`, ``runner.run``, ``evolve_run``,
a shard and a Ray task all build and pass (never the same dozen arguments copied again).

It holds what the run *is* (users, agents, output folder, interaction settings, counts, seed,
policy, shard); how it is carried out (the gateway, the cassette, progress reporting) is
passed beside it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import msgspec

from replaykit._util import limits as L
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit._util.names import check_name
from replaykit.base import Strict, decode_file
from replaykit.data.blueprint import Blueprint, load_blueprints
from replaykit.data.result import Trace
from replaykit.episodes.agent import AgentConfigBase
from replaykit.episodes.shard import Shard
from replaykit.errors import ConfigError

RUN_CONFIG_VERSION = 1


class RunConfig(Strict):
    """Interaction settings of a run (``configs/run/*.json``)."""

    version: int = RUN_CONFIG_VERSION
    num_rounds_init: int = 1
    """Agent replies per session in period 0 (the opening query counts as the first round)."""
    num_rounds_update: int = 2
    """Agent replies per session in later periods."""
    user_temperature: float | None = 0.2
    """Sampling temperature of the simulated user (None: the user endpoint's); the reference's 0.2."""
    user_max_tokens: int = 8192
    """Reply budget of a simulated-user follow-up; the reference's 8192."""
    user_role: str = "user"
    user_protocol: Literal["reference", "smol-v3"] = "smol-v3"
    """The follow-up request: ``"reference"`` (``configs/run/v1.*.json``) sends the reference code's
    prompt bytes and no ``seed``; ``"smol-v3"`` (the bundled releases were recorded with it) sends the
    paper PDF's line breaks and a seed per (run seed, user, replica, period, session, round)."""


def load_run_config(path: str | Path | None) -> RunConfig:
    if path is None:
        return RunConfig()
    path = Path(path)
    cfg = decode_file(path, RunConfig, "run config", ConfigError, limit=MAX_CONFIG_FILE_BYTES)
    if cfg.version != RUN_CONFIG_VERSION:
        raise ConfigError(f"run config version {cfg.version}, this replaykit reads {RUN_CONFIG_VERSION}",
                          file=path, field="version")

    for f, hi in (("num_rounds_init", 1_000), ("num_rounds_update", 1_000), ("user_max_tokens", L.MAX_TOKENS)):
        if getattr(cfg, f) < 1 or L.out_of_range(getattr(cfg, f), 1, hi):
            raise ConfigError(f"{getattr(cfg, f)}; must be between 1 and {hi}", file=path, field=f)
    if cfg.user_temperature is not None and not 0 <= cfg.user_temperature <= 2:
        raise ConfigError(f"{cfg.user_temperature}; must be between 0 and 2 (or null)", file=path, field="user_temperature")
    return cfg


class RunSpec(Strict):
    """One run: every (agent, user, replica) episode over ``blueprints``, written into ``out``."""

    blueprints: list[Blueprint]
    agents: list[AgentConfigBase]
    out: str
    run_config: RunConfig = RunConfig()
    users: int | None = None
    """Only the first N users."""
    periods: int | None = None
    """Only the first N periods."""
    replicas: int = 1
    concurrency: int = 1
    seed: int = 0
    off_policy_from: str | None = None
    """Off-policy: the run directory whose traces are fed (with ``trace_agent``)."""
    trace_agent: str | None = None
    own_traces: bool = False
    """Off-policy without ``trace_agent``: each agent is fed the traces of the agent of its own
    name in ``off_policy_from`` (e.g. an imported reference run's agents, each over its own traces)."""
    common_periods: bool = True
    """True: every user is cut to the periods all of them have (and ``periods``). False: each user
    runs all of its own periods (an imported reference run whose users stopped at different periods)."""
    shard: Shard | None = None
    """Run only this shard's users (replaykit.episodes.shard)."""

    @classmethod
    def build(cls, *, blueprints: list[Blueprint] | str | Path, out: str | Path,
              off_policy_from: str | Path | None = None, run_config: RunConfig | None = None, **fields: Any) -> "RunSpec":
        """A RunSpec from friendlier values: a blueprint path, Path objects, ``run_config=None``."""
        if isinstance(blueprints, (str, Path)):
            blueprints = load_blueprints(blueprints)
        blueprints = blueprints if isinstance(blueprints, list) else list(blueprints)  # a Blueprints keeps its key order
        return cls(blueprints=blueprints, out=str(out), run_config=run_config or RunConfig(),
                   off_policy_from=None if off_policy_from is None else str(off_policy_from), **fields)

    @property
    def policy(self) -> str:
        return "on" if self.off_policy_from is None else "off"

    def check(self) -> None:
        """The checks that need no file: call before opening a cassette (a failed check leaves nothing behind)."""
        for flag, value in (("--users", self.users), ("--periods", self.periods), ("--replicas", self.replicas),
                            ("--concurrency", self.concurrency)):
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise ConfigError(f"must be an integer >= 1, got {value!r}", field=flag)
        if not self.agents:
            raise ConfigError("no agent given; pass --agent configs/agents/<name>.json", field="--agent")
        names = [a.name for a in self.agents]
        if len(set(names)) != len(names):
            raise ConfigError(f"agent names must be unique in a run; got {names}", field="--agent")
        if self.own_traces and self.trace_agent is not None:
            raise ConfigError("own traces (each agent fed its own) and --trace-agent exclude each other",
                              field="--trace-agent")
        if (self.off_policy_from is None) != (self.trace_agent is None and not self.own_traces):
            raise ConfigError("--off-policy-from and --trace-agent go together", field="--trace-agent")
        if self.trace_agent is not None:
            check_name(self.trace_agent, "--trace-agent")

    def to_builtins(self) -> dict[str, Any]:
        """Plain data (agents as their configs, ``type`` included), e.g. to ship to a Ray worker."""
        return msgspec.to_builtins(self)

    @classmethod
    def from_builtins(cls, data: dict[str, Any]) -> "RunSpec":
        """The inverse of ``to_builtins`` (agents decoded through the agent registry, plug-ins included)."""
        # loaded on first use: importing this module stays light
        from replaykit.episodes.agents.registry import parse_agent_config

        data = dict(data)
        agents = [parse_agent_config(a, f"agents[{i}]") for i, a in enumerate(data.pop("agents"))]
        spec = msgspec.convert(data | {"agents": []}, cls)
        return msgspec.structs.replace(spec, agents=agents)


class Episode(Strict):
    """One episode (paper §3.2): one agent, one blueprint user, one replica, over the first
    ``n_periods`` periods, on-policy; or fed ``trace`` (``trace_from``: whose, for messages) off-policy."""

    config: AgentConfigBase
    bp: Blueprint
    run_config: RunConfig
    n_periods: int
    seed: int = 0
    replica: int = 0
    trace: Trace | None = None
    trace_from: str | None = None
