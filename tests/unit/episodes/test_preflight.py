"""A run is checked before its first call (replaykit.episodes.preflight), and a partial run is named
(replaykit.data.result.missing_episodes): issue 34, item 2. Expected texts are written by hand."""

from __future__ import annotations

from importlib import metadata

import pytest

from replaykit.data.result import EpisodeResult, PeriodResult, Run, RunManifest, UpperBoundResult, missing_episodes
from replaykit.episodes.agents.registry import parse_agent_config
from replaykit.episodes.preflight import check_run_requirements, missing_requirements
from replaykit.errors import ConfigError
from tests.unit._episode_fakes import small_blueprint

ALL_ROLES = ("generator", "user", "agent", "judge", "embedder")


def _cfg(**doc):
    return parse_agent_config(doc, "<test>")


@pytest.fixture
def no_mem0(monkeypatch):
    import replaykit.episodes.agents.mem0_pins as pins

    def version(name):
        if name == "mem0ai":
            raise metadata.PackageNotFoundError(name)
        return metadata.version(name)

    monkeypatch.setattr(pins.metadata, "version", version)


def test_a_complete_setup_has_no_problem():
    agents = [_cfg(type="native", name="native"), _cfg(type="awe-lite", name="awe"), _cfg(type="upper_bound")]
    assert missing_requirements(agents, ALL_ROLES, on_policy=True) == []
    check_run_requirements(agents, dict.fromkeys(ALL_ROLES), on_policy=True)


def test_every_missing_piece_is_named_in_one_line(no_mem0):
    agents = [_cfg(type="native", name="native"), _cfg(type="mem0", name="awe-2-4-30"),
              _cfg(type="rag", name="rag", embed_role="judge")]
    problems = missing_requirements(agents, ("agent", "embedder"), on_policy=True)
    assert problems == [
        "agent 'awe-2-4-30' (kind mem0): agent kind mem0 needs the mem0 library, which is not installed; install it "
        "with: pip install 'amemgym-replaykit[mem0]' && pip install --no-deps mem0ai==0.1.118 (mem0ai's own "
        "metadata asks for openai<1.110, which replaykit's openai 3.x replaces)",
        "agent 'rag' (kind rag) calls role 'judge', which the endpoints do not configure",
        "the user simulator calls role 'user', which the endpoints do not configure",
    ]
    with pytest.raises(ConfigError) as info:
        check_run_requirements(agents, {"agent": None, "embedder": None}, on_policy=True)
    text = str(info.value)
    assert "\n" not in text and text.startswith("field --agent: cannot start the run, nothing was sent: ")
    assert all(p in text for p in problems) and text.endswith("(endpoints configure: agent, embedder)")
    # fed traces (off-policy), the user simulator is not called
    assert missing_requirements([agents[0]], ("agent",), on_policy=False) == []


def _episode(agent: str, user: str, replica: int = 0) -> EpisodeResult:
    return EpisodeResult(agent=agent, user=user, replica=replica, periods=[PeriodResult(period=0, overall=[])])


def test_missing_episodes_by_hand():
    bps = [small_blueprint("u1"), small_blueprint("u2")]
    manifest = RunManifest(name="r", replicas=3, agents={
        "native": {"type": "native"}, "awe": {"type": "mem0"}, "solo": {"type": "awi"}, "ub": {"type": "upper_bound"}})
    episodes = [_episode("native", u, r) for u in ("u1", "u2") for r in range(3)] + [_episode("solo", "u1")]
    run = Run(manifest=manifest, blueprints=bps, episodes=episodes,
              upper_bound={"u2": UpperBoundResult(user="u2", answers=[])})
    assert missing_episodes(run) == [
        "awe: 0 of 6 episodes (2 users x 3 replicas)",
        "solo: 1 of 6 episodes (2 users x 3 replicas)",
        "ub: 1 of 2 users' upper-bound answers",
    ]
    one = Run(manifest=RunManifest(name="r", agents={"a": {"type": "native"}}), blueprints=bps[:1], episodes=[])
    assert missing_episodes(one) == ["a: 0 of 1 episodes (1 user x 1 replica)"]
    full = Run(manifest=RunManifest(name="r", agents={"a": {"type": "native"}}), blueprints=bps[:1],
               episodes=[_episode("a", "u1")])
    assert missing_episodes(full) == []
