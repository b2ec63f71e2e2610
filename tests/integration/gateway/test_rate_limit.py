"""The pieces of the shared rate limit that live outside Ray, against the real loopback stub:
the recorder's network gate sees only calls that go to the provider, and the gateway honours
Retry-After (announcing it) with a seeded jitter."""

from __future__ import annotations

from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture.recorder import Recorder, RecorderOptions


def _gw(base_url: str, **kw) -> Gateway:
    ep = Endpoint(base_url=base_url, model="stub-chat", retry_backoff=0.5, max_retries=2)
    return Gateway({"agent": ep, "embedder": ep}, **kw)


def test_network_gate_sees_provider_calls_only(openai_stub, tmp_path, no_api_key):
    seen: list[tuple[str, int]] = []

    def gate(url, identity):
        seen.append((url, identity["fields"].get("max_tokens", 0)))

    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    msgs = [{"role": "user", "content": "hello"}]
    with Recorder(cassette, mode="auto", options=RecorderOptions(network_gate=gate)) as rec, rec.scope("s"):
        gw.chat("agent", msgs, max_tokens=7)
        gw.embed("embedder", ["a"])
    assert seen == [(f"{openai_stub.base_url}/chat/completions", 7), (f"{openai_stub.base_url}/embeddings", 0)]
    seen.clear()
    with Recorder(cassette, mode="auto", options=RecorderOptions(network_gate=gate)) as rec, rec.scope("s"):
        gw.chat("agent", msgs, max_tokens=7)  # replayed: no gate
        gw.chat("agent", msgs, max_tokens=7)  # occurrence 1, new: gated
    assert seen == [(f"{openai_stub.base_url}/chat/completions", 7)]


def test_retry_after_is_honoured_announced_and_jittered(stub_factory, tmp_path, no_api_key):
    stub = stub_factory(extra_headers={"retry-after": "7"})
    waits: dict[int, list[float]] = {}
    announced: list[tuple[str, float]] = []
    for seed in (1, 1, 2):
        stub.fail_next(1, status=429)
        sleeps: list[float] = []
        gw = _gw(stub.base_url, sleep=sleeps.append, jitter_seed=seed,
                 on_retry_after=lambda url, s: announced.append((url, s)))
        with Recorder(tmp_path / f"c{len(announced)}.rkc", mode="record") as rec, rec.scope("s"):
            gw.chat("agent", [{"role": "user", "content": "hi"}])
        assert len(sleeps) == 1 and 7.0 <= sleeps[0] <= 7.0 * 1.1  # Retry-After beats the 0.5 s backoff
        waits.setdefault(seed, []).append(sleeps[0])
    assert announced == [(stub.base_url, 7.0)] * 3
    assert waits[1][0] == waits[1][1] != waits[2][0]  # the jitter is seeded
