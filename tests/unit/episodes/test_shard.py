"""Shard selection and the shared rate limit's schedule (pure parts; the integration tests run them)."""

from __future__ import annotations

import pytest

from replaykit.episodes.ray_executor import LimiterState, RateLimit, estimate_tokens
from replaykit.episodes.shard import Shard, parse_shard, shard_users
from replaykit.errors import ConfigError
from tests.unit._episode_fakes import small_blueprint as blueprint


def test_parse_shard():
    assert parse_shard("2/3") == Shard(index=2, count=3) and str(parse_shard(" 1 / 1 ")) == "1/1"
    for bad in ("0/3", "4/3", "3", "a/b", "", "1/0"):
        with pytest.raises(ConfigError, match="I/N"):
            parse_shard(bad)


def test_shards_are_a_disjoint_cover_by_user():
    users = [blueprint(uid=f"u{i}") for i in range(7)]
    for n in range(1, 8):
        parts = [[bp.id for bp in Shard(index=i, count=n).select(users)] for i in range(1, n + 1)]
        flat = [u for p in parts for u in p]
        assert sorted(flat) == sorted(bp.id for bp in users) and len(flat) == len(set(flat))
        assert max(map(len, parts)) - min(map(len, parts)) <= 1  # balanced
    with pytest.raises(ConfigError, match="no users"):
        shard_users(Shard(index=3, count=3), users[:2])


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_requests_per_minute_spaces_calls_per_endpoint():
    clock = Clock()
    lim = LimiterState(RateLimit(requests_per_minute=60), clock)
    assert [lim.reserve("http://a/v1/chat") for _ in range(3)] == [0.0, 1.0, 2.0]
    assert lim.reserve("http://b/v1/chat") == 0.0  # another endpoint has its own budget
    clock.t += 10
    assert lim.reserve("http://a/v1/chat") == 0.0


def test_tokens_per_minute_and_retry_after_pause():
    clock = Clock()
    lim = LimiterState(RateLimit(tokens_per_minute=600), clock)
    assert lim.reserve("http://a/v1/chat", 300) == 0.0
    assert lim.reserve("http://a/v1/chat", 60) == 30.0  # the first call's 300 tokens take 30 s of budget
    lim.pause("http://a/v1", 100.0)
    assert lim.reserve("http://a/v1/embeddings", 0) == 100.0
    assert lim.reserve("http://other/v1/chat", 0) == 0.0
    with pytest.raises(ConfigError, match="requests_per_minute"):
        LimiterState(RateLimit(requests_per_minute=0))


def test_token_estimate_counts_prompt_and_reply_budget():
    ident = {"fields": {"messages": [{"role": "user", "content": "x" * 400}], "max_tokens": 50}}
    assert 150 <= estimate_tokens(ident) <= 170
    assert estimate_tokens({"body_sha256": "..."}) == 0
