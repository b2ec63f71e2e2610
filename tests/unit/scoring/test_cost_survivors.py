"""Tests written against mutants of replaykit/scoring/cost.py that survived the rest of the suite
(`make mutation`, docs/mutation-survivors.md). Every expected value is worked out by hand,
never taken from the code under test."""

from __future__ import annotations

from replaykit.data.result import EpisodeResult
from replaykit.data.result import RoleUsage as _RoleUsage
from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.scoring import cost


def _cost_usage(calls: int, prompt: int, completion: int) -> _RoleUsage:
    return _RoleUsage(calls=calls, prompt_tokens=prompt, completion_tokens=completion)


def test_run_usage_of_a_run_without_manifest_or_cassette_embeddings(tmp_path):
    from types import SimpleNamespace

    ep = EpisodeResult(agent="n", user="u", periods=[], usage={"agent": _cost_usage(1, 2, 3),
                                                               "embedder": _cost_usage(1, 0, 0)})
    # any object with episodes and upper_bound; no manifest, or a manifest without endpoints
    for run in (SimpleNamespace(episodes=[ep], upper_bound={}),
                SimpleNamespace(manifest=SimpleNamespace(), episodes=[ep], upper_bound={})):
        rows = cost.run_usage(run, endpoints={"agent": "G", "embedder": "E"})
        assert [(r.role, r.model, r.input_tokens) for r in rows] == [("agent", "G", 2), ("embedder", "E", 0)]
    # the cassette has no embedding call: the embedder's tokens stay 0
    chat_only = tmp_path / "chat.rkc"
    store = CassetteStore.open(chat_only, writable=True)
    store.append(Entry(key="0" * 64, request=RecordedRequest(method="POST", path="/v1/chat/completions", body=b"{}"),
                       response=RecordedResponse(status=200), meta=EntryMeta(model="m")))
    store.close(compact=True)
    rows = cost.run_usage(SimpleNamespace(episodes=[ep], upper_bound={}), cassette=chat_only)
    assert [(r.role, r.model, r.input_tokens) for r in rows] == [("agent", "m", 2), ("embedder", "", 0)]
