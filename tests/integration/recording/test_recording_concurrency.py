"""Concurrent recording: nothing lost, one provider call per key, same file whatever the scheduling."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import openai

from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture import scope
from replaykit.recording.capture.recorder import Recorder, RecorderOptions
from replaykit.recording.store.cassette import CassetteStore

N_EPISODES = 8


def episode(gw: Gateway, i: int) -> list[str]:
    """One sequential unit: shared opening (same for every episode), a repeated call, own calls."""
    with scope(f"episode-{i}"):
        out = []
        opening = [{"role": "user", "content": "opening question shared by all episodes"}]
        out.append(gw.chat("agent", opening).text)
        out.append(gw.chat("agent", opening).text)  # identical again: occurrence 1
        for turn in range(3):
            msgs = [{"role": "user", "content": f"episode {i % 5} turn {turn}"}]  # episodes i and i+5 coincide
            out.append(gw.chat("agent", msgs).text)
        out.append(str(gw.embed("embedder", [f"memory {i % 3}"])[0][:2]))
        return out


def run(gw: Gateway, workers: int, order: list[int]) -> dict[int, list[str]]:
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {i: pool.submit(episode, gw, i) for i in order}
    return {i: f.result() for i, f in sorted(futures.items())}


def gateway(url: str) -> Gateway:
    return Gateway({"agent": Endpoint(base_url=url, model="m", retry_backoff=0.0),
                    "embedder": Endpoint(base_url=url, model="e", retry_backoff=0.0)})


def distinct_requests() -> int:
    # opening x2 occurrences + 5 distinct episodes x 3 turns + 3 distinct embeddings
    return 2 + 5 * 3 + 3


def test_threads_lose_nothing_share_keys_and_write_identical_files(stub_factory, tmp_path, no_api_key):
    results = []
    files = []
    for attempt, (workers, order, jitter_seed) in enumerate(
        [(8, list(range(N_EPISODES)), 1), (3, list(reversed(range(N_EPISODES))), 2)]
    ):
        stub = stub_factory(jitter=0.02, jitter_seed=jitter_seed)
        path = tmp_path / f"run{attempt}.rkc"
        with Recorder(path, mode="record", options=RecorderOptions(clock=lambda: 0.0)) as rec:
            results.append(run(gateway(stub.base_url), workers, order))
        diag = (attempt, stub.calls, rec.stats, [r["json"] for r in stub.requests])
        assert stub.calls == distinct_requests(), diag  # each key fetched once; waiters replayed it
        assert rec.stats.recorded == distinct_requests(), diag
        assert rec.stats.hits == N_EPISODES * 6 - distinct_requests(), diag
        files.append(path.read_bytes())
        stub.stop()
    assert results[0] == results[1]
    assert files[0] == files[1]
    with CassetteStore.open(tmp_path / "run0.rkc") as store:
        assert len(store) == distinct_requests()
    # replay with yet another schedule and no server
    with Recorder(tmp_path / "run0.rkc", mode="replay"):
        assert run(gateway("http://127.0.0.1:9/v1"), 5, [3, 1, 4, 0, 5, 2, 7, 6]) == results[0]


def test_asyncio_tasks_record_and_replay(openai_stub, tmp_path, no_api_key):
    async def one(client: openai.AsyncOpenAI, i: int) -> list[str]:
        with scope(f"task-{i}"):
            out = []
            for turn in range(3):
                r = await client.chat.completions.create(
                    model="m", messages=[{"role": "user", "content": f"task {i % 3} turn {turn}"}], temperature=0.8)
                out.append(r.choices[0].message.content)
            return out

    async def main(url: str) -> list[list[str]]:
        async with openai.AsyncOpenAI(base_url=url, api_key="sk-none-000000", max_retries=0) as client:
            return list(await asyncio.gather(*(one(client, i) for i in range(6))))

    path = tmp_path / "a.rkc"
    openai_stub.latency = 0.05  # tasks i and i+3 ask the same things at the same time
    with Recorder(path, mode="record", options=RecorderOptions(clock=lambda: 0.0)) as rec:
        recorded = asyncio.run(main(openai_stub.base_url))
    assert openai_stub.calls == 9, openai_stub.requests  # each key fetched once, the twin task waited
    assert rec.stats.recorded == 9 and rec.stats.hits == 9
    assert [recorded[i] for i in range(3)] == [recorded[i + 3] for i in range(3)]
    url = openai_stub.base_url
    openai_stub.stop()
    with Recorder(path, mode="replay"):
        assert asyncio.run(main(url)) == recorded
    with CassetteStore.open(path) as store:
        assert len(store) == 9
