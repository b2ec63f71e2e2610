"""The gateway's replay fast path (no openai client, no HTTP request, no vcrpy stub) against the
HTTP route it replaces: recorded through a real loopback server and the real openai client, then
replayed both ways, the replies, token usage, occurrence indices, recorder counts and replay
misses must be the same, and a replay must import neither openai nor vcrpy nor any HTTP client
(vcrpy's patches go in when one is imported, and then still catch a third-party call)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import replaykit.gateway.client as gateway_module
from replaykit.errors import ReplayMissError
from replaykit.gateway import Endpoint, Gateway, ReplyFormat
from replaykit.recording.capture.recorder import Recorder

SECRET = "sk-test-fastpath-0123456789abcdef"


def _gw(base_url: str) -> Gateway:
    return Gateway({
        "agent": Endpoint(base_url=base_url, model="stub-chat", retry_backoff=0.0),
        "user": Endpoint(base_url=base_url, model="stub-chat", retry_backoff=0.0, temperature=0.9),
        "embedder": Endpoint(base_url=base_url, model="stub-embed", retry_backoff=0.0),
    })


def _workload(gw: Gateway, rec: Recorder) -> list:
    out = []
    history = [{"role": "system", "content": "be brief"}]
    with rec.scope("episode-a"):
        for turn in range(3):  # a growing conversation
            history.append({"role": "user", "content": f"turn {turn}: tell me about caching ünïcödé"})
            reply = gw.chat("agent", history, max_tokens=32)
            out.append(reply)
            history.append({"role": "assistant", "content": reply.text})
        out.append(gw.chat("agent", history[:2]))
        out.append(gw.chat("agent", history[:2]))  # the identical request again: occurrence 1
        schema = {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"],
                  "additionalProperties": False}
        out.append(gw.chat("agent", history[:2], reply_format=ReplyFormat(json_schema=schema, schema_name="x")))
        out.append(gw.embed("embedder", ["one", "two words", "three little words"]))
    for replica in range(2):  # sampled calls: replicas differ, and replay in order
        with rec.scope("story", replica=replica):
            out += [gw.chat("user", [{"role": "user", "content": "a story"}]).text for _ in range(2)]
    with rec.scope("echo"):  # the provider echoes the key: stored scrubbed, and the next request (which
        echo = [{"role": "user", "content": "repeat the key"}]  # quotes it) is keyed on its scrubbed form
        out.append(gw.chat("agent", echo))
        out.append(gw.chat("agent", [*echo, {"role": "assistant", "content": out[-1].text},
                                     {"role": "user", "content": "thanks"}]))
    return out


def _miss(gw: Gateway, rec: Recorder) -> ReplayMissError:
    with rec.scope("episode-a"), pytest.raises(ReplayMissError) as info:
        gw.chat("agent", [{"role": "system", "content": "be brief"}, {"role": "user", "content": "turn 0: something else"}],
                max_tokens=32)
    return info.value


def _miss_fields(e: ReplayMissError) -> tuple:
    return (e.call, e.scope, e.replica, e.occurrence, e.entries, e.same_request, e.nearest, str(e))


@pytest.mark.parametrize("trailing_slash", [False, True])
def test_fast_path_replays_exactly_what_the_http_route_replays(stub_factory, tmp_path, no_api_key, monkeypatch,
                                                                trailing_slash):
    stub = stub_factory()
    stub.responder = lambda req: f"the key is {SECRET}" if req["messages"][-1]["content"] == "repeat the key" else None
    base = stub.base_url + ("/" if trailing_slash else "")
    cassette = tmp_path / "c.rkc"
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    gw = _gw(base)
    with Recorder(cassette, mode="record") as rec:
        recorded = _workload(gw, rec)
    assert stub.calls == 13 and SECRET.encode() not in cassette.read_bytes()
    stub.stop()
    monkeypatch.delenv("OPENAI_API_KEY")

    fast = _gw(base)
    with Recorder(cassette, mode="replay") as rec:
        replayed = _workload(fast, rec)
        fast_miss = _miss(fast, rec)
        fast_stats, fast_misses = (rec.stats.hits, rec.stats.recorded), list(rec.misses)
    assert fast._clients == {}  # no openai client was built: every call was answered from the cassette

    monkeypatch.setattr(gateway_module, "direct_path", lambda base_url, route: None)  # the HTTP route only
    slow = _gw(base)
    with Recorder(cassette, mode="replay") as rec:
        via_http = _workload(slow, rec)
        slow_miss = _miss(slow, rec)
        slow_stats, slow_misses = (rec.stats.hits, rec.stats.recorded), list(rec.misses)
    assert set(slow._clients) == {"agent", "user", "embedder"}  # this replay did go through the client

    assert replayed == via_http
    echoed = len(recorded) - 2  # the one reply that differs: recorded live with the key, replayed scrubbed
    assert replayed[:echoed] == recorded[:echoed] and replayed[echoed + 1:] == recorded[echoed + 1:]
    assert recorded[echoed].text == f"the key is {SECRET}" and replayed[echoed].text.startswith("the key is ")
    assert SECRET not in replayed[echoed].text
    assert fast.usage() == slow.usage() == gw.usage()
    assert fast_stats == slow_stats == (13, 0)
    assert _miss_fields(fast_miss) == _miss_fields(slow_miss)
    assert fast_miss.nearest is not None and fast_miss.occurrence == 0
    assert fast_misses == slow_misses == [str(fast_miss)]


def test_auto_mode_answers_hits_directly_and_records_only_misses(openai_stub, tmp_path, no_api_key):
    cassette = tmp_path / "c.rkc"
    msgs = [{"role": "user", "content": "hello"}]
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        first = _gw(openai_stub.base_url).chat("agent", msgs)
    gw = _gw(openai_stub.base_url)
    with Recorder(cassette, mode="auto") as rec, rec.scope("s"):
        again = gw.chat("agent", msgs)  # a hit: answered from the cassette
        assert gw._clients == {} and openai_stub.calls == 1
        new = gw.chat("agent", msgs)  # occurrence 1 is not recorded: goes to the server, recorded
        assert openai_stub.calls == 2 and set(gw._clients) == {"agent"}
        assert (rec.stats.hits, rec.stats.recorded) == (1, 1)
    assert again == first and new.text
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        assert [gw.chat("agent", msgs), gw.chat("agent", msgs)] == [first, new]


REPLAY_SCRIPT = r"""
import json, sys
from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture.recorder import Recorder
gw = Gateway({"agent": Endpoint(base_url=sys.argv[2], model="stub-chat"),
              "embedder": Endpoint(base_url=sys.argv[2], model="stub-embed")})
with Recorder(sys.argv[1], mode="replay") as rec, rec.scope("s"):
    reply = gw.chat("agent", [{"role": "user", "content": "hi"}])
    vectors = gw.embed("embedder", ["a", "b"])
print(json.dumps({"text": reply.text, "vectors": list(vectors), "openai": "openai" in sys.modules,
                  "vcr": "vcr" in sys.modules, "httpx_client_built": bool(gw._clients)}))
"""


def test_a_replay_never_imports_openai(openai_stub, tmp_path, no_api_key):
    cassette, base = tmp_path / "c.rkc", openai_stub.base_url
    gw = _gw(base)
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        reply = gw.chat("agent", [{"role": "user", "content": "hi"}])
        vectors = gw.embed("embedder", ["a", "b"])
    openai_stub.stop()
    out = subprocess.run([sys.executable, "-c", REPLAY_SCRIPT, str(cassette), base],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got == {"text": reply.text, "vectors": [list(v) for v in vectors], "openai": False, "vcr": False,
                   "httpx_client_built": False}


HEAVY = ("vcr", "openai", "httpx", "httpx2", "requests", "urllib3", "http.client", "aiohttp")
EXIT_MODULES = r"""
import atexit, sys
from replaykit.cli.main import main
atexit.register(lambda: print("MODULES=" + ",".join(sorted(m for m in sys.argv[1].split(",") if m in sys.modules))))
heavy, sys.argv = sys.argv[1], ["replaykit", *sys.argv[2:]]
main()
"""


def test_replaykit_replay_of_the_bundled_release_imports_no_vcrpy_openai_or_http_client(tmp_path):
    release = Path(__file__).resolve().parents[3] / "releases" / "smol-v4"
    out = subprocess.run([sys.executable, "-c", EXIT_MODULES, ",".join(HEAVY), "replay", str(release),
                          "--work", str(tmp_path / "w"), "--quiet"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0 and "verified" in out.stdout, out.stdout[-2000:] + out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "MODULES=", out.stdout[-500:]


IMPORTED_LATER = r"""
import json, sys
from replaykit.recording.capture.recorder import Recorder
with Recorder(sys.argv[1], mode="replay") as rec, rec.scope("s"):
    before = sorted(m for m in ("vcr", "httpx", "requests") if m in sys.modules)
    import httpx  # a memory system's client, imported once the session runs: vcrpy's patches go in now
    body = httpx.post(sys.argv[2] + "/embeddings", json={"model": "m", "input": ["a"]}).json()
print(json.dumps({"before": before, "vcr": "vcr" in sys.modules, "body": body}))
"""


def test_an_http_client_imported_during_a_replay_is_still_answered_from_the_cassette(openai_stub, tmp_path, no_api_key):
    import httpx

    cassette, base = tmp_path / "c.rkc", openai_stub.base_url
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        recorded = httpx.post(base + "/embeddings", json={"model": "m", "input": ["a"]}).json()
    openai_stub.stop()  # nothing listens any more: only the cassette can answer
    out = subprocess.run([sys.executable, "-c", IMPORTED_LATER, str(cassette), base], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    assert json.loads(out.stdout) == {"before": [], "vcr": True, "body": recorded}


def test_the_gateway_records_without_vcrpy_objects_and_third_party_calls_still_go_through_vcrpy(
        openai_stub, tmp_path, no_api_key, monkeypatch):
    import openai
    import vcr.request

    built: list[str] = []
    real_init = vcr.request.Request.__init__
    monkeypatch.setattr(vcr.request.Request, "__init__",
                        lambda self, method, uri, *a, **k: (built.append(uri), real_init(self, method, uri, *a, **k))[1])
    cassette, base = tmp_path / "c.rkc", openai_stub.base_url
    gw = _gw(base)
    third_party = openai.OpenAI(base_url=base, api_key="sk-third-party-0123456789", max_retries=0)
    msgs = [{"role": "user", "content": "remember this"}]
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        reply = gw.chat("agent", msgs)
        vectors = gw.embed("embedder", ["x", "y"])
        assert built == []  # the gateway's own calls: sent and recorded without vcrpy's request objects
        theirs = third_party.chat.completions.create(model="mem", messages=msgs).choices[0].message.content
        assert built == [base + "/chat/completions"]  # a memory system's own call: through vcrpy's stub
        assert (rec.stats.recorded, rec.stats.hits) == (3, 0)
    openai_stub.stop()
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        assert gw.chat("agent", msgs) == reply and gw.embed("embedder", ["x", "y"]) == vectors
        assert third_party.chat.completions.create(model="mem", messages=msgs).choices[0].message.content == theirs
