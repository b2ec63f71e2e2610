"""replaykit side by side with what users would pick instead, on the same AMemGym-shaped calls.

    make bench-peers                      # 2,000 calls (installs diskcache into .venv first)
    python benchmarks/bench_peers.py --calls 20000 --client-calls 2000

The calls: growing chats (a system prompt, user turns of 20-60 words, assistant replies of
100-300 words, up to 12 turns an episode) and an embeddings call every fifth call (4 texts,
256 dimensions), generated from a seed. The stores, each written here from its documented
public API (no code taken from the projects that inspire the last two):

  replaykit   a cassette (replaykit.recording): the request key as the recorder computes it
  vcrpy YAML  stock vcrpy cassettes (its persister and serializer; replay matches on method,
  vcrpy JSON  path and body, as a keyed replay must: vcrpy's default matchers ignore the body)
  SQLite      a function-level cache in the style of LangChain's SQLite cache: one table,
              key sha256 of the canonical request, value the zstd-compressed response
  diskcache   a function-level cache in the style of DSPy's: diskcache.Cache, key sha256 of the
              canonical request, value the response object
  floor       sha256 of the request bytes and a dict (the least a keyed replay can do)

Rows (medians where repeated; vcrpy's replay is linear per lookup, so its replay rows sample
`--vcr-sample` calls from the middle of the cassette):
  storage               bytes on disk after recording every call
  record, store layer   per call: key and write (vcrpy: append, then its one save at the end)
  cold open             a fresh process opening the store (vcrpy: loading the cassette)
  replay, store layer   per call: key and lookup of the stored response
  peak RSS in replay    a fresh process that opens the store and looks every call up
  replay via the client per call, through what each tool replays through: replaykit's gateway
                        (its fast path), the openai client under vcrpy, a function cache hit
                        (lookup and JSON decode: the client is never reached); "client floor" is
                        the openai client answered by an in-memory transport
  record overhead       per call, through the real openai client against a loopback server
                        (another process), minus the same calls with nothing recording, paired run by
                        run (each repeat runs every tool once, in turn; the median of the repeats'
                        differences is shown). What each side does is not the same, and the output says
                        so: replaykit writes every completed call to its cassette with one write() as
                        it completes (a killed process keeps every call), vcrpy and the function caches
                        keep or write as they do (vcrpy: in memory until its one save at exit, so a
                        killed process keeps nothing). "with open and close" adds the tool's start and
                        finish: vcrpy's save (JSON or YAML, no fsync), replaykit's close, which
                        compacts a fresh cassette (a canonical rewrite, fsynced and renamed)
Ratios are against replaykit (> 1: replaykit is better). The machine may be shared: compare
ratios within one run, not absolute times across runs.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib
import inspect
import json
import os
import random
import shutil
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import msgspec
import zstandard
from _measure import peak_rss

ROOT = Path(__file__).resolve().parent.parent
STUB = ROOT / "tests" / "integration"
BASE_PATH = "/v1"
HOST = "http://127.0.0.1:9"  # where the recorded calls went (vcrpy matches on it; nothing listens there)
CHAT, EMBED = "/chat/completions", "/embeddings"
STORES = ("replaykit", "vcrpy YAML", "vcrpy JSON", "SQLite+zstd", "diskcache", "floor")


# -- the workload -----------------------------------------------------------------------------

_SYL = ("ka", "lo", "mi", "ne", "ru", "ta", "shi", "po", "ven", "dor", "al", "is", "um", "ber", "tel", "gra",
        "sto", "re", "an", "qui", "fen", "mo", "lu", "ce")


def _vocabulary(rng: random.Random) -> tuple[list[str], list[float]]:
    """2,000 made-up words and cumulative Zipf weights (the word of rank r is drawn ~ 1 / (r + 10))."""
    words = sorted({"".join(rng.choice(_SYL) for _ in range(rng.randint(1, 4))) for _ in range(6000)})
    rng.shuffle(words)
    words = words[:2000]
    cum, total = [], 0.0
    for rank in range(len(words)):
        total += 1.0 / (rank + 10)
        cum.append(total)
    return words, cum


def _zipf_words(rng: random.Random, vocab: tuple[list[str], list[float]], n: int) -> str:
    return " ".join(rng.choices(vocab[0], cum_weights=vocab[1], k=n))


def workload(n: int, seed: int = 25) -> list[tuple[str, bytes, bytes]]:
    """``n`` calls as (path, request body, response body): the bodies replaykit's gateway sends."""
    from replaykit.gateway import encode_body

    rng = random.Random(seed)
    vocab = _vocabulary(rng)
    calls: list[tuple[str, bytes, bytes]] = []
    episode = 0
    while len(calls) < n:
        history = [{"role": "system", "content": f"[episode {episode}] " + _zipf_words(rng, vocab, 150)}]
        for turn in range(rng.randint(4, 12)):
            if len(calls) >= n:
                break
            if len(calls) % 5 == 4:
                texts = [_zipf_words(rng, vocab, rng.randint(10, 40)) for _ in range(4)]
                body = encode_body({"model": "embedder", "input": texts, "encoding_format": "float"})
                data = [{"object": "embedding", "index": i, "embedding": [round(rng.uniform(-1, 1), 6) for _ in range(256)]}
                        for i in range(len(texts))]
                resp = {"object": "list", "data": data, "model": "embedder",
                        "usage": {"prompt_tokens": sum(len(t.split()) for t in texts), "total_tokens": 0}}
                calls.append((EMBED, body, msgspec.json.encode(resp)))
                continue
            history.append({"role": "user", "content": f"turn {turn}: " + _zipf_words(rng, vocab, rng.randint(20, 60))})
            body = encode_body({"model": "chat", "messages": history, "temperature": 0.0, "max_tokens": 512})
            reply = _zipf_words(rng, vocab, rng.randint(100, 300))
            digest = hashlib.sha256(body).hexdigest()
            resp = {"id": "chatcmpl-" + digest[:24], "object": "chat.completion", "created": 0, "model": "chat",
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": reply},
                                 "finish_reason": "stop", "logprobs": None}],
                    "usage": {"prompt_tokens": len(body) // 5, "completion_tokens": len(reply.split()),
                              "total_tokens": len(body) // 5 + len(reply.split())}}
            calls.append((CHAT, body, msgspec.json.encode(resp)))
            history.append({"role": "assistant", "content": reply})
        episode += 1
    return calls


def canonical_key(path: str, body: bytes) -> bytes:
    """The function caches' key: sha256 over the path and the request re-encoded with sorted keys."""
    return hashlib.sha256(path.encode() + b"\0" + msgspec.json.encode(msgspec.json.decode(body), order="sorted")).digest()


# -- the stores (store layer) -----------------------------------------------------------------


class Store:
    name = ""
    replay_sample: int | None = None  # look up only this many calls from the middle (linear-time lookups)

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def record(self, calls: list[tuple[str, bytes, bytes]]) -> None:
        """Store every call (the store stays open: `finish` closes or saves it)."""
        raise NotImplementedError

    def finish(self) -> None:
        pass

    def open(self) -> None:
        raise NotImplementedError

    def lookup(self, path: str, body: bytes) -> Any:
        raise NotImplementedError

    def close(self) -> None:
        pass

    def size(self) -> int:
        return sum(f.stat().st_size for f in self.folder.rglob("*") if f.is_file())


class ReplaykitStore(Store):
    name = "replaykit"

    def _keyer(self):
        """The key the recorder gives a request that arrives as bytes: version 2, its messages' digests
        remembered (replaykit.recording.capture.digests)."""
        from replaykit.recording.capture.digests import MessageDigests
        from replaykit.recording.key import key_from_digest, request_identity

        digests = MessageDigests()
        return lambda path, body: key_from_digest(digests.identity_digest(request_identity("POST", path, "", body)), version=2)

    def record(self, calls):
        from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse

        self.store = CassetteStore.open(self.folder / "c.rkc", writable=True, key_version=2)
        key_of = self._keyer()
        for path, body, resp in calls:
            key = key_of(BASE_PATH + path, body)
            self.store.append(Entry(key=key, request=RecordedRequest(method="POST", path=BASE_PATH + path, body=body),
                                    response=RecordedResponse(status=200, headers=[("content-type", "application/json")],
                                                              body=resp)))

    def finish(self):
        self.store.close(compact="auto")  # what a Recorder does on a clean exit (a fresh recording: compacts)

    def open(self):
        from replaykit.recording.store.cassette import CassetteStore

        self._key = self._keyer()
        self.store = CassetteStore.open(self.folder / "c.rkc")

    def lookup(self, path, body):
        return self.store.response(self._key(BASE_PATH + path, body)).body

    def close(self):
        self.store.close()


class VcrStore(Store):
    replay_sample = 20

    def __init__(self, folder: Path, serializer: str) -> None:
        super().__init__(folder)
        self.serializer = serializer
        self.name = f"vcrpy {serializer.upper()}"

    def _cassette(self, record_mode: str):
        import vcr
        from vcr.cassette import Cassette

        config = vcr.VCR(serializer=self.serializer, record_mode=record_mode,
                         match_on=["method", "scheme", "host", "port", "path", "query", "body"])
        merged = config.get_merged_config(path=str(self.folder / f"c.{self.serializer}"))
        accepted = inspect.signature(Cassette.__init__).parameters
        return Cassette.load(**{k: v for k, v in merged.items() if k in accepted})

    def record(self, calls):
        from vcr.request import Request

        self.cassette = self._cassette("all")
        for path, body, resp in calls:
            request = Request("POST", HOST + BASE_PATH + path, body, {"content-type": "application/json"})
            self.cassette.append(request, {"status": {"code": 200, "message": "OK"},
                                           "headers": {"content-type": ["application/json"]}, "body": {"string": resp}})

    def finish(self):
        self.cassette._save(force=True)  # vcrpy writes its cassette once, when the context exits

    def open(self):
        self.cassette = self._cassette("none")

    def lookup(self, path, body):
        from vcr.request import Request

        request = Request("POST", HOST + BASE_PATH + path, body, {"content-type": "application/json"})
        self.cassette.play_counts.clear()  # sampled lookups may repeat
        return self.cassette.play_response(request)["body"]["string"]


class SqliteStore(Store):
    name = "SQLite+zstd"

    def _connect(self):
        return sqlite3.connect(self.folder / "cache.sqlite")

    def record(self, calls):
        self.db = db = self._connect()
        db.execute("CREATE TABLE IF NOT EXISTS cache (key BLOB PRIMARY KEY, value BLOB)")
        cctx = zstandard.ZstdCompressor(level=3)
        for path, body, resp in calls:
            db.execute("INSERT OR REPLACE INTO cache VALUES (?, ?)", (canonical_key(path, body), cctx.compress(resp)))
            db.commit()  # a cache entry survives a crash of the caller, as a cache's update does

    def finish(self):
        self.db.close()

    def open(self):
        self.db = self._connect()
        self.dctx = zstandard.ZstdDecompressor()

    def lookup(self, path, body):
        row = self.db.execute("SELECT value FROM cache WHERE key = ?", (canonical_key(path, body),)).fetchone()
        return self.dctx.decompress(row[0])

    def close(self):
        self.db.close()


class DiskcacheStore(Store):
    name = "diskcache"

    def record(self, calls):
        import diskcache

        self.cache = diskcache.Cache(str(self.folder / "dc"))
        for path, body, resp in calls:
            self.cache[canonical_key(path, body)] = msgspec.json.decode(resp)  # the response object, pickled

    def finish(self):
        self.cache.close()

    def open(self):
        import diskcache

        self.cache = diskcache.Cache(str(self.folder / "dc"))

    def lookup(self, path, body):
        return self.cache[canonical_key(path, body)]

    def close(self):
        self.cache.close()


class FloorStore(Store):
    """sha256 of the request bytes and a dict: held in memory (a pickle on disk for the size row)."""

    name = "floor"

    def record(self, calls):
        self.d = {hashlib.sha256(body).digest(): resp for _, body, resp in calls}

    def finish(self):
        import pickle

        (self.folder / "floor.pickle").write_bytes(pickle.dumps(self.d))

    def open(self):
        import pickle

        self.d = pickle.loads((self.folder / "floor.pickle").read_bytes())

    def lookup(self, path, body):
        return self.d[hashlib.sha256(body).digest()]


def make_store(name: str, folder: Path) -> Store:
    folder.mkdir(parents=True, exist_ok=True)
    if name.startswith("vcrpy"):
        return VcrStore(folder, name.split()[1].lower())
    return {"replaykit": ReplaykitStore, "SQLite+zstd": SqliteStore, "diskcache": DiskcacheStore,
            "floor": FloorStore}[name](folder)


def sample_of(calls: list, k: int | None) -> list:
    if k is None or k >= len(calls):
        return calls
    mid = len(calls) // 2
    return calls[mid - k // 2: mid - k // 2 + k]


# -- child process: cold open, replay, peak RSS ----------------------------------------------


_LEN = 4


def write_requests(calls: list[tuple[str, bytes, bytes]], path: Path) -> None:
    """The calls as a stream of [path, request body, sha256 of the response] (length-prefixed msgpack),
    so that a child reads one request at a time: its memory is the store's, not the workload's."""
    with open(path, "wb") as fh:
        for p, body, resp in calls:
            rec = msgspec.msgpack.encode([p, body, hashlib.sha256(resp).digest()])
            fh.write(len(rec).to_bytes(_LEN, "little") + rec)


def read_requests(path: Path):
    with open(path, "rb") as fh:
        while head := fh.read(_LEN):
            yield msgspec.msgpack.decode(fh.read(int.from_bytes(head, "little")))


_MODULES = {"replaykit": ("replaykit.recording.store.cassette", "replaykit.recording.key"),
            "vcrpy YAML": ("vcr", "vcr.cassette", "vcr.request"), "vcrpy JSON": ("vcr", "vcr.cassette", "vcr.request"),
            "diskcache": ("diskcache",)}


def child(name: str, folder: Path, requests: Path, n: int) -> None:
    store = make_store(name, folder)
    for module in _MODULES.get(name, ()):  # imported before the cold open is timed: the open is measured
        importlib.import_module(module)
    gc.collect()
    t0 = time.perf_counter()
    store.open()
    opened = time.perf_counter() - t0
    lo = 0 if store.replay_sample is None or store.replay_sample >= n else n // 2 - store.replay_sample // 2
    hi = n if store.replay_sample is None else lo + store.replay_sample
    spent, looked_up = 0.0, 0
    for i, (path, body, digest) in enumerate(read_requests(requests)):
        if not lo <= i < hi:
            continue
        t0 = time.perf_counter()
        got = store.lookup(path, body)
        spent += time.perf_counter() - t0
        raw = bytes(got) if isinstance(got, (bytes, bytearray, memoryview)) else msgspec.json.encode(got)
        assert hashlib.sha256(raw).digest() == digest, f"{name}: wrong response for call {i}"
        looked_up += 1
    store.close()
    rss = peak_rss()
    print(json.dumps({"open": opened, "lookup": spent / looked_up, "rss": rss, "looked_up": looked_up}))




def run_child(name: str, folder: Path, requests: Path, n: int) -> dict:
    out = subprocess.run([sys.executable, __file__, "--child", name, str(folder), str(requests), str(n)],
                         capture_output=True, text=True, cwd=ROOT)
    if out.returncode != 0:
        sys.exit(f"{name}: child failed:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


# -- through the client -----------------------------------------------------------------------


def _gateway(base_url: str):
    from replaykit.gateway import Endpoint, Gateway

    return Gateway({"agent": Endpoint(base_url=base_url, model="chat", temperature=0.0, max_tokens=512, retry_backoff=0.0),
                    "embedder": Endpoint(base_url=base_url, model="embedder", retry_backoff=0.0)})


def _send(gw, path: str, body: bytes):
    doc = msgspec.json.decode(body)
    if path == CHAT:
        return gw.chat("agent", doc["messages"]).text
    return gw.embed("embedder", doc["input"])


def _cached(store: Store, path: str, body: bytes, fetch: Callable[[], bytes] | None = None) -> Any:
    """A function cache: a hit is decoded and returned, the client is never reached."""
    got = store.lookup(path, body)
    doc = got if isinstance(got, dict) else msgspec.json.decode(got)
    return doc["choices"][0]["message"]["content"] if path == CHAT else [d["embedding"] for d in doc["data"]]


def replay_via_client(name: str, folder: Path, calls: list) -> float:
    """Seconds per call replaying ``calls`` through what the tool replays through."""
    if name == "replaykit":
        from replaykit.recording.capture.recorder import Recorder

        gw = _gateway(HOST + BASE_PATH)
        with Recorder(folder / "c.rkc", mode="replay"):
            t0 = time.perf_counter()
            for path, body, _ in calls:
                _send(gw, path, body)
            return (time.perf_counter() - t0) / len(calls)
    if name.startswith("vcrpy"):
        import vcr

        serializer = name.split()[1].lower()
        gw = _gateway(HOST + BASE_PATH)
        todo = sample_of(calls, VcrStore.replay_sample)
        with vcr.use_cassette(str(folder / f"c.{serializer}"), serializer=serializer, record_mode="none",
                              match_on=["method", "scheme", "host", "port", "path", "query", "body"],
                              allow_playback_repeats=True):
            t0 = time.perf_counter()
            for path, body, _ in todo:
                _send(gw, path, body)
            return (time.perf_counter() - t0) / len(todo)
    if name == "client floor":
        import httpx2
        import openai
        from openai.types.chat import ChatCompletion

        answers = {hashlib.sha256(body).digest(): resp for _, body, resp in calls}
        transport = httpx2.MockTransport(lambda req: httpx2.Response(
            200, content=answers[hashlib.sha256(req.content).digest()], headers={"content-type": "application/json"}))
        client = openai.OpenAI(base_url=HOST + BASE_PATH, api_key="sk-bench-0000000000",
                               http_client=httpx2.Client(transport=transport), max_retries=0)
        t0 = time.perf_counter()
        for path, body, _ in calls:
            client.post(path, content=body, cast_to=ChatCompletion if path == CHAT else bytes)
        return (time.perf_counter() - t0) / len(calls)
    store = make_store(name, folder)
    store.open()
    try:
        t0 = time.perf_counter()
        for path, body, _ in calls:
            _cached(store, path, body)
        return (time.perf_counter() - t0) / len(calls)
    finally:
        store.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


STUB_SERVER = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from openai_stub import StubServer
import msgspec
from bench_peers import workload
answers = {}
for path, body, resp in workload(int(sys.argv[3]), int(sys.argv[4])):
    answers[body] = msgspec.json.decode(resp)
class Peer(StubServer):
    def chat(self, doc):
        return answers.get(msgspec.json.encode(doc)) or super().chat(doc)
    def embeddings(self, doc):
        return answers.get(msgspec.json.encode(doc)) or super().embeddings(doc)
s = Peer(port=int(sys.argv[2])).start()
print("ready", flush=True)
time.sleep(3600)
"""


class _Clock:
    """Wall and CPU (this process) time between `start` and `stop`, per call."""

    def start(self) -> None:
        self.t, self.c = time.perf_counter(), time.process_time()

    def stop(self, n: int) -> tuple[float, float]:
        return (time.perf_counter() - self.t) / n, (time.process_time() - self.c) / n


def record_through_client(name: str, folder: Path, calls: list, base_url: str) -> tuple[float, float, float, float]:
    """Seconds per call sending ``calls`` through the gateway (the openai client underneath) to the
    loopback server while ``name`` records them ("none": nothing records): (wall, CPU) of the calls
    alone, then (wall, CPU) with the tool's start and finish (vcrpy's save, replaykit's close and
    compaction). CPU is this process's: the server is another process."""
    gw = _gateway(base_url)
    _send(gw, *calls[0][:2])  # warm the connection and the client
    whole, inner = _Clock(), _Clock()
    if name in ("none", "SQLite+zstd", "diskcache"):
        put = _function_cache(name, folder)
        whole.start()
        inner.start()
        for path, body, _ in calls:  # a function cache: the call, then the store of its result
            result = _send(gw, path, body)
            if put is not None:
                put(path, body, msgspec.json.encode(result))
        calls_only = inner.stop(len(calls))
        if put is not None:
            put.close()
        return (*calls_only, *whole.stop(len(calls)))
    if name == "replaykit":
        from replaykit.recording.capture.recorder import Recorder

        context = Recorder(folder / "c.rkc", mode="record")
    else:
        import vcr

        serializer = name.split()[1].lower()
        context = vcr.use_cassette(str(folder / f"c.{serializer}"), serializer=serializer, record_mode="all")
    whole.start()
    with context:
        inner.start()
        for path, body, _ in calls:
            _send(gw, path, body)
        calls_only = inner.stop(len(calls))
    return (*calls_only, *whole.stop(len(calls)))


def _function_cache(name: str, folder: Path):
    """``put(path, body, result)`` of a function cache (with ``.close()``), or None for "none"."""
    if name == "none":
        return None
    if name == "SQLite+zstd":
        db = sqlite3.connect(folder / "cache.sqlite")
        db.execute("CREATE TABLE IF NOT EXISTS cache (key BLOB PRIMARY KEY, value BLOB)")
        cctx = zstandard.ZstdCompressor(level=3)

        def put(path, body, result):
            db.execute("INSERT OR REPLACE INTO cache VALUES (?, ?)", (canonical_key(path, body), cctx.compress(result)))
            db.commit()

        put.close = db.close
        return put
    import diskcache

    cache = diskcache.Cache(str(folder / "dc"))

    def put(path, body, result):
        cache[canonical_key(path, body)] = msgspec.json.decode(result)

    put.close = cache.close
    return put


# -- main ------------------------------------------------------------------------------------


def _fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "MB":
        return f"{value / 1e6:.1f} MB"
    if unit == "MiB":
        return f"{value / 2**20:.0f} MiB"
    if unit == "s":
        return f"{value:.4f} s" if value < 1 else f"{value:.2f} s"
    if unit == "us":
        return f"{value * 1e6:,.1f}"
    if unit == "ms":
        return f"{value * 1e3:.3f}"
    return str(value)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=2000, help="calls for the store-layer rows")
    ap.add_argument("--client-calls", type=int, default=2000, help="calls for the replay-through-the-client rows")
    ap.add_argument("--record-calls", type=int, default=300, help="calls for the record-overhead row")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--record-repeats", type=int, default=5,
                    help="repeats of the record-overhead rows (each a few seconds; the overhead is a small "
                         "difference of two runs, so it needs more than the other rows on a shared machine)")
    ap.add_argument("--vcr-sample", type=int, default=20, help="vcrpy lookups measured (from the cassette's middle)")
    ap.add_argument("--seed", type=int, default=25)
    ap.add_argument("--rows", default="store,client,record",
                    help="which groups of rows: store (store layer), client (replay through the client), record "
                         "(record overhead through the client); comma-separated")
    ap.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    ap.add_argument("--keep", action="store_true", help="keep the stores (printed folder)")
    args = ap.parse_args()
    if args.child:
        name, folder, requests, n = args.child
        return child(name, Path(folder), Path(requests), int(n))
    VcrStore.replay_sample = args.vcr_sample
    try:
        import diskcache  # noqa: F401
    except ImportError:
        sys.exit("diskcache is not installed: `make bench-peers` installs it (or pip install diskcache)")
    os.environ.pop("REPLAYKIT_MODE", None)
    tmp = Path(tempfile.mkdtemp(prefix="bench-peers-"))
    table: dict[str, dict[str, str]] = {}
    ratios: dict[str, dict[str, float]] = {}

    def put(row: str, name: str, value: float | None, unit: str) -> None:
        table.setdefault(row, {})[name] = _fmt(value, unit)
        if value is not None:
            ratios.setdefault(row, {})[name] = value

    try:
        calls = workload(args.calls, args.seed)
        n_chat = sum(1 for c in calls if c[0] == CHAT)
        request_bytes = sum(len(c[1]) for c in calls)
        print(f"bench_peers: {len(calls):,} calls ({n_chat:,} chat, {len(calls) - n_chat:,} embeddings), "
              f"{request_bytes / 1e6:.1f} MB of requests; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores",
              flush=True)
        groups = set(args.rows.split(","))
        requests = tmp / "requests.bin"
        write_requests(calls, requests)
        for name in STORES if "store" in groups else ():
            store = make_store(name, tmp / "store" / name)
            t0 = time.perf_counter()
            store.record(calls)
            t1 = time.perf_counter()
            store.finish()
            put(f"record, store layer, us/call ({len(calls):,})", name, (t1 - t0) / len(calls), "us")
            put("close after recording (compact, save)", name, time.perf_counter() - t1, "s")
            put(f"storage, {len(calls):,} calls", name, store.size(), "MB")
            del store
            runs = [run_child(name, tmp / "store" / name, requests, len(calls)) for _ in range(args.repeats)]
            put(f"cold open, {len(calls):,}", name, statistics.median(r["open"] for r in runs), "s")
            note = f" (sample of {runs[0]['looked_up']})" if runs[0]["looked_up"] < len(calls) else ""
            put(f"replay, store layer, us/call ({len(calls):,})", name, statistics.median(r["lookup"] for r in runs), "us")
            if note:
                table[f"replay, store layer, us/call ({len(calls):,})"][name] += note
            put(f"peak RSS in replay, {len(calls):,}", name, statistics.median(r["rss"] for r in runs), "MiB")
            print(f"  {name}: store rows done", flush=True)

        ccalls = workload(args.client_calls, args.seed)
        cdir = tmp / "client"
        for name in STORES if "client" in groups else ():
            if name == "floor":
                continue
            store = make_store(name, cdir / name)
            store.record(ccalls)
            store.finish()
        row = f"replay through the client, ms/call ({len(ccalls):,})"
        for name in (*STORES[:-1], "client floor") if "client" in groups else ():
            put(row, "floor" if name == "client floor" else name,
                statistics.median(replay_via_client(name, cdir / name, ccalls) for _ in range(args.repeats)), "ms")
        print("  replay through the client done", flush=True)
        if "record" not in groups:
            return _print(table, ratios)

        rcalls = workload(args.record_calls, args.seed)
        port = _free_port()
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "benchmarks"), os.environ.get("PYTHONPATH", "")])}
        server = subprocess.Popen([sys.executable, "-c", STUB_SERVER, str(STUB), str(port), str(args.record_calls),
                                   str(args.seed)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        try:
            server.stdout.readline()
            base = f"http://127.0.0.1:{port}{BASE_PATH}"
            per: dict[str, list[tuple[float, float]]] = {}
            for r in range(args.record_repeats):  # interleaved: a change in the machine's load hits every tool alike
                for name in ("none", *STORES[:-1]):
                    folder = tmp / "rec" / f"{name}-{r}"
                    folder.mkdir(parents=True)
                    per.setdefault(name, []).append(record_through_client(name, folder, rcalls, base))
            for i, what in enumerate(("wall", "CPU", "wall, with open and close", "CPU, with open and close")):
                row = f"record overhead via the client, ms/call ({len(rcalls):,}), {what}"
                bare = statistics.median(x[i] for x in per["none"])
                for name in STORES[:-1]:  # paired: each repeat's tool run minus that repeat's bare run
                    diffs = [x[i] - b[i] for x, b in zip(per[name], per["none"])]
                    put(row, name, max(0.0, statistics.median(diffs)), "ms")
                put(row, "floor", bare, "ms")
                table[row]["floor"] += " (the bare call)"
        finally:
            server.terminate()
            server.wait(timeout=10)
    finally:
        if args.keep:
            print(f"stores kept in {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)

    _print(table, ratios)
    if "record" in groups:
        print(RECORD_NOTE)


RECORD_NOTE = """
what the record rows count (per call, minus the same calls with nothing recording, median of paired repeats):
  replaykit   key, block split, zstd, and one write() to the cassette file per completed call (a killed
              process keeps every completed call); "with open and close" adds its close, which compacts a
              fresh cassette: a canonical rewrite (zstd, level 6 below 1 MiB of content), fsynced and renamed
  vcrpy       its request and response records, kept in memory; "with open and close" adds its one save
              at exit (serialize and write, no fsync); a killed process keeps nothing
  SQLite      an INSERT and a commit per call; diskcache: a set per call (the result, after the call)
CPU is this process's (the server is another process); on a shared machine compare ratios within a run."""


def _print(table: dict[str, dict[str, str]], ratios: dict[str, dict[str, float]]) -> None:
    names = list(STORES)
    w0 = max(len(r) for r in table)
    widths = [max(len(n), *(len(table[r].get(n, "-")) for r in table)) for n in names]
    print()
    print(f"{'':<{w0}}  " + "  ".join(f"{n:>{w}}" for n, w in zip(names, widths)))
    for row, cells in table.items():
        print(f"{row:<{w0}}  " + "  ".join(f"{cells.get(n, '-'):>{w}}" for n, w in zip(names, widths)))
    print("\nratios, the other tool over replaykit (> 1: replaykit smaller or faster)")
    for row, values in ratios.items():
        mine = values.get("replaykit")
        if not mine:
            continue
        cells = {n: f"{values[n] / mine:.2f}x" for n in names if n in values and n != "replaykit"}
        print(f"{row:<{w0}}  " + "  ".join(f"{n} {c}" for n, c in cells.items()))


if __name__ == "__main__":
    main()
