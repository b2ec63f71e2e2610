"""Record through a real loopback server with the real openai client, then replay offline."""

from __future__ import annotations

import openai
import pytest

from replaykit.errors import CassetteError, CaughtReplayMissError, ProviderError, ReplayMissError
from replaykit.gateway import Endpoint, Gateway, ReplyFormat
from replaykit.recording.capture.recorder import Recorder, RecorderOptions

SECRET = "sk-test-0123456789abcdefSECRET"


def _gw(base_url: str, **kw) -> Gateway:
    return Gateway({
        "agent": Endpoint(base_url=base_url, model="stub-chat", retry_backoff=0.0, **kw),
        "embedder": Endpoint(base_url=base_url, model="stub-embed", retry_backoff=0.0, **kw),
    })


def _workload(gw: Gateway):
    out = []
    msgs = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "hello"}]
    out.append(gw.chat("agent", msgs))
    out.append(gw.chat("agent", msgs))  # identical request again: occurrence 1
    strict = {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"], "additionalProperties": False}
    out.append(gw.chat("agent", msgs, reply_format=ReplyFormat(json_schema=strict, schema_name="x")))  # OpenAI strict json_schema style
    out.append(gw.embed("embedder", ["one", "two", "three"]))
    return out


def test_record_then_replay_without_server_or_key(openai_stub, tmp_path, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    with Recorder(cassette, mode="record") as rec, rec.scope("ep"):
        recorded = _workload(gw)
    assert openai_stub.calls == 4
    usage_recorded = gw.usage()
    base = openai_stub.base_url
    openai_stub.stop()
    monkeypatch.delenv("OPENAI_API_KEY")

    gw2 = _gw(base)
    with Recorder(cassette, mode="replay") as rec, rec.scope("ep"):
        replayed = _workload(gw2)
    assert replayed == recorded
    assert gw2.usage() == usage_recorded
    # the embeddings call's token count travels with its vectors (stub: words per input)
    assert recorded[-1].prompt_tokens == replayed[-1].prompt_tokens == 3
    assert usage_recorded["embedder"].prompt_tokens == 3
    assert SECRET.encode() not in cassette.read_bytes()


def test_raw_openai_client_is_captured(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    client = openai.OpenAI(base_url=openai_stub.base_url, api_key="sk-whatever-123456", max_retries=0)
    with Recorder(cassette, mode="record"):
        a = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}])
    openai_stub.stop()
    with Recorder(cassette, mode="replay"):
        b = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "q"}])
    assert a.choices[0].message.content == b.choices[0].message.content
    assert a.id == b.id


def test_replay_miss_names_call_and_nearest_difference(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    msgs = [{"role": "user", "content": "what is my favourite colour?"}]
    with Recorder(cassette, mode="record") as rec, rec.scope("episode-7", replica=2):
        gw.chat("agent", msgs, temperature=0.2)
    with pytest.raises(ReplayMissError) as info:
        with Recorder(cassette, mode="replay") as rec, rec.scope("episode-7", replica=2):
            gw.chat("agent", msgs, temperature=0.3)
    miss = info.value
    assert "/v1/chat/completions" in miss.call and "stub-chat" in miss.call and "what is my favourite" in miss.call
    assert (miss.scope, miss.replica, miss.occurrence, miss.file, miss.entries) == ("episode-7", 2, 0, str(cassette), 1)
    assert miss.same_request == () and miss.nearest is not None
    assert (miss.nearest.replica, miss.nearest.occurrence) == (2, 0)
    assert "fields.temperature: requested 0.3, recorded 0.2" in miss.nearest.differences
    assert miss.call in str(miss) and miss.nearest.differences[0] in str(miss)  # the message is built from them


def test_replay_miss_for_extra_identical_call_says_so(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    msgs = [{"role": "user", "content": "again"}]
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        gw.chat("agent", msgs)
    with pytest.raises(ReplayMissError) as info:
        with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
            gw.chat("agent", msgs)
            gw.chat("agent", msgs)
    assert (info.value.scope, info.value.replica, info.value.occurrence) == ("s", 0, 1)
    assert info.value.same_request == ((0, 0),) and info.value.nearest is None


def test_temperature_replicas_replay_in_order(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    msgs = [{"role": "user", "content": "tell me a story"}]
    recorded = {}
    with Recorder(cassette, mode="record") as rec:
        for replica in range(3):
            with rec.scope("story", replica=replica):
                recorded[replica] = [gw.chat("agent", msgs, temperature=0.9).text for _ in range(2)]
    texts = [t for r in recorded.values() for t in r]
    assert len(set(texts)) == 6  # a sampling stub: every call differs
    openai_stub.stop()
    with Recorder(cassette, mode="replay") as rec:
        for replica in (2, 0, 1):  # any order of replicas
            with rec.scope("story", replica=replica):
                assert [gw.chat("agent", msgs, temperature=0.9).text for _ in range(2)] == recorded[replica]


def test_provider_errors_are_retried_and_never_stored(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url, max_retries=3)
    msgs = [{"role": "user", "content": "flaky"}]
    openai_stub.fail_next(1, status=500)
    openai_stub.fail_next(1, status=429)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        reply = gw.chat("agent", msgs)
        assert rec.stats.not_stored == 2 and rec.stats.recorded == 1
    assert openai_stub.calls == 3
    openai_stub.stop()
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        assert gw.chat("agent", msgs) == reply  # occurrence 0: failures did not consume an index


def test_exhausted_retries_raise_provider_error_and_store_nothing(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url, max_retries=2)
    openai_stub.fail_next(3, status=503)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        with pytest.raises(ProviderError) as info:
            gw.chat("agent", [{"role": "user", "content": "down"}])
    e = info.value
    assert (e.role, e.endpoint, e.status, e.attempts) == ("agent", openai_stub.base_url, 503, 3)
    from replaykit.recording.store.cassette import CassetteStore
    with CassetteStore.open(cassette) as store:
        assert len(store) == 0


def test_client_errors_are_not_retried(openai_stub, tmp_path, no_api_key):
    gw = _gw(openai_stub.base_url, max_retries=3)
    openai_stub.fail_next(1, status=400)
    with Recorder(tmp_path / "c.rkc", mode="record"):
        with pytest.raises(ProviderError) as info:
            gw.chat("agent", [{"role": "user", "content": "bad"}])
    assert (info.value.role, info.value.status, info.value.attempts) == ("agent", 400, 1)  # not retried
    assert openai_stub.calls == 1


def test_auto_mode_records_only_misses(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    with Recorder(cassette, mode="auto") as rec, rec.scope("s"):
        gw.chat("agent", [{"role": "user", "content": "one"}])
    assert openai_stub.calls == 1
    with Recorder(cassette, mode="auto") as rec, rec.scope("s"):
        gw.chat("agent", [{"role": "user", "content": "one"}])
        gw.chat("agent", [{"role": "user", "content": "two"}])
    assert openai_stub.calls == 2


def test_replay_of_missing_cassette_is_an_error(tmp_path, no_api_key):
    with pytest.raises(CassetteError, match="does not exist"):
        with Recorder(tmp_path / "nope.rkc", mode="replay"):
            pass


def test_torn_tail_is_refused_then_resumed_with_repair(openai_stub, tmp_path, no_api_key):
    from replaykit.recording.store.cassette import scan

    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    questions = [[{"role": "user", "content": f"q{i}"}] for i in range(5)]
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        answers = [gw.chat("agent", q) for q in questions]
        rec.compact = "never"  # leave the journal as a killed process does
    journal = cassette.read_bytes()
    cassette.write_bytes(journal[:-3])  # the last entry's frame is torn
    openai_stub.reset_counts()
    with pytest.raises(CassetteError, match=rf"{cassette}.*damaged at byte offset \d+.*4 entries before"):
        with Recorder(cassette, mode="auto"):
            pass
    assert cassette.read_bytes() == journal[:-3]  # refused, untouched
    with Recorder(cassette, mode="auto", options=RecorderOptions(repair=True)) as rec, rec.scope("s"):
        again = [gw.chat("agent", q) for q in questions]
    assert again == answers
    assert openai_stub.calls == 1  # only the torn entry is fetched again
    assert len(scan(cassette).index) == 5


def test_secrets_never_reach_the_file_through_real_http(stub_factory, tmp_path, monkeypatch):
    secret = "sk-live-9f8e7d6c5b4a39281706"
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    stub = stub_factory(extra_headers={"set-cookie": f"session={secret}; Path=/", "openai-organization": "org-abc123",
                                       "openai-project": "proj_xyz789", "x-echo": secret})
    stub.responder = lambda doc: "you said " + doc["messages"][-1]["content"]
    cassette = tmp_path / "c.rkc"
    gw = _gw(stub.base_url)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        live = gw.chat("agent", [{"role": "user", "content": f"my key is {secret}!"}])
    assert secret in live.text  # the live caller saw the real answer
    sent = {k.lower(): v for k, v in stub.requests[0]["headers"].items()}
    assert sent["authorization"] == f"Bearer {secret}"  # the key really travelled over HTTP
    from replaykit.recording.store.cassette import CassetteStore, export_jsonl, scan
    res = scan(cassette)
    store = CassetteStore.open(cassette)
    plain = b"".join(store.raw(k) for k in res.index) + b"".join(export_jsonl(store.entries()))
    for needle in (secret.encode(), b"org-abc123", b"proj_xyz789", b"session=", b"Bearer", b"x-echo"):
        assert needle not in plain, needle
    assert secret.encode() not in cassette.read_bytes()
    # keys are computed over the scrubbed request: with the key configured the original request
    # replays, and without it the request a replayed run makes (the echoed key arrives as the
    # filler the cassette holds) replays too, instead of missing with "requested X, recorded X"
    stub.stop()
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        replayed = gw.chat("agent", [{"role": "user", "content": f"my key is {secret}!"}])
    assert replayed.text == "you said my key is ********!"
    monkeypatch.delenv("OPENAI_API_KEY")
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        replayed = gw.chat("agent", [{"role": "user", "content": "my key is ********!"}])
    assert replayed.text == "you said my key is ********!"


def test_a_swallowed_replay_miss_still_fails_the_run(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    gw = _gw(openai_stub.base_url)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        gw.chat("agent", [{"role": "user", "content": "recorded"}])
    with pytest.raises(CaughtReplayMissError) as info:
        with Recorder(cassette, mode="replay", options=RecorderOptions(raise_caught_misses=True)) as rec, rec.scope("s"):
            try:
                gw.chat("agent", [{"role": "user", "content": "not recorded"}])
            except Exception:  # an agent's over-broad fallback
                pass
    assert info.value.count == 1 and "not recorded" in info.value.first.call and info.value.scope == "s"
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):  # default: only recorded in .misses
        with pytest.raises(ReplayMissError):
            gw.chat("agent", [{"role": "user", "content": "not recorded"}])
    assert len(rec.misses) == 1 and "not recorded" in rec.misses[0]


@pytest.mark.parametrize("mode", ["auto", "record"])
def test_a_base_cassette_answers_its_keys_and_only_new_calls_are_recorded(openai_stub, tmp_path, no_api_key, mode):
    """A later part of a release (factual recall, evolution) layered over an earlier cassette:
    calls recorded there replay from it in every mode, only new calls reach the provider and
    land in the part's own cassette; a replay needs both."""
    gw = _gw(openai_stub.base_url)
    old = [{"role": "user", "content": "recorded earlier"}]
    new = [{"role": "user", "content": "asked later"}]
    base = tmp_path / "on.rkc"
    with Recorder(base, mode="record") as rec, rec.scope("ep"):
        first = gw.chat("agent", old).text
    base_bytes = base.read_bytes()
    calls = openai_stub.calls
    part = tmp_path / "judge.rkc"
    with Recorder(part, mode=mode, options=RecorderOptions(base=[base])) as rec, rec.scope("ep"):
        assert gw.chat("agent", old).text == first
        later = gw.chat("agent", new).text
    assert openai_stub.calls == calls + 1  # only the new call reached the server
    assert base.read_bytes() == base_bytes  # the base is never written
    with Recorder(part, mode="replay") as rec:
        assert len(rec.store) == 1
    openai_stub.stop()
    with Recorder(part, mode="replay", options=RecorderOptions(base=[base])) as rec, rec.scope("ep"):
        assert gw.chat("agent", old).text == first
        assert gw.chat("agent", new).text == later
    with pytest.raises(ReplayMissError, match=r"or its base .*on\.rkc \(1 entries\)"):
        with Recorder(part, mode="replay", options=RecorderOptions(base=[base])) as rec, rec.scope("ep"):
            gw.chat("agent", [{"role": "user", "content": "never asked"}])
