"""Cassette store benchmark: lookup rate, cold load, size vs plain JSON and vcrpy YAML, zstd dictionary.

Synthetic but shaped like our recordings: conversations whose every call resends the whole
history (each request extends the previous one), word-like text from a 5,000-word random
vocabulary (about as compressible as English), OpenAI-shaped chat responses with usage.
Timings are medians of several repeats. Targets (BRIEF section 5): >= 50,000 lookups/s on a
100,000-entry cassette, cold load <= 1 s, size <= 25% of plain JSON and <= 10% of vcrpy YAML.
Usage: python benchmarks/bench_cassette.py [--entries 100000]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import msgspec
import zstandard

from replaykit.recording.key import request_identity, request_key
from replaykit.recording.store.cassette import (
    ENTRY_LEVEL,
    SEGMENT_LEVEL,
    CassetteStore,
    Entry,
    EntryMeta,
    RecordedRequest,
    RecordedResponse,
    Usage,
    atomic_write,
    compacted_bytes,
    encode_entry,
    export_jsonl,
)

TURNS = 10


def vocabulary(rnd: random.Random, n: int = 5000) -> list[str]:
    letters = "etaoinshrdlcumwfgypbvkjxqz"
    weights = [12, 9, 8, 7.5, 7, 6.7, 6.3, 6, 5.9, 4.3, 4, 2.8, 2.8, 2.4, 2.4, 2.2, 2, 2, 1.9, 1.5, 1, 0.8, 0.2, 0.2, 0.1, 0.1]
    return ["".join(rnd.choices(letters, weights, k=rnd.randint(2, 9))) for _ in range(n)]


def sentence(rnd: random.Random, vocab: list[str], words: int) -> str:
    return " ".join(rnd.choices(vocab, k=words)).capitalize() + "."


def make_entries(n: int, seed: int = 0) -> list[Entry]:
    rnd = random.Random(seed)
    vocab = vocabulary(rnd)
    out: list[Entry] = []
    conv = 0
    while len(out) < n:
        conv += 1
        history = [{"role": "system", "content": "You are a helpful assistant with memory. " + sentence(rnd, vocab, 12)}]
        for turn in range(TURNS):
            if len(out) >= n:
                break
            history.append({"role": "user", "content": f"[Current Time: 2024-0{1 + turn % 9}-1{turn % 10}] " + sentence(rnd, vocab, rnd.randint(10, 40))})
            body = {"model": "SmolLM2-135M-Instruct", "messages": list(history), "temperature": 0.0, "max_tokens": 256}
            raw_body = msgspec.json.encode(body)
            reply = " ".join(sentence(rnd, vocab, rnd.randint(6, 18)) for _ in range(rnd.randint(1, 4)))
            pt, ct = sum(len(m["content"].split()) for m in history), len(reply.split())
            identity = request_identity("POST", "/v1/chat/completions", "", raw_body)
            key = request_key(identity, 0, 0)
            resp = {"id": "chatcmpl-" + key[:24], "object": "chat.completion", "created": 1732579200 + len(out),
                    "model": "SmolLM2-135M-Instruct.Q4_1.gguf",
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop", "logprobs": None}],
                    "usage": {"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct}}
            out.append(Entry(
                key=key,
                request=RecordedRequest(method="POST", path="/v1/chat/completions", body=raw_body),
                response=RecordedResponse(status=200, headers=[("content-type", "application/json")], body=msgspec.json.encode(resp)),
                meta=EntryMeta(latency_ms=round(rnd.uniform(200, 4000), 3), model=resp["model"], usage=Usage(prompt_tokens=pt, completion_tokens=ct, total_tokens=pt + ct)),
            ))
            history.append({"role": "assistant", "content": reply})
    return out


# Headers as the openai 3.x client sends them and a typical OpenAI-compatible server answers.
REQ_HEADERS = {
    "Accept": ["application/json"], "Accept-Encoding": ["gzip, deflate, zstd"], "Authorization": ["Bearer sk-placeholder"],
    "Connection": ["keep-alive"], "Content-Type": ["application/json"], "Host": ["127.0.0.1:8080"],
    "User-Agent": ["OpenAI/Python 3.57.0"], "X-Stainless-Arch": ["x64"], "X-Stainless-Async": ["false"],
    "X-Stainless-Lang": ["python"], "X-Stainless-OS": ["Linux"], "X-Stainless-Package-Version": ["3.57.0"],
    "X-Stainless-Runtime": ["CPython"], "X-Stainless-Runtime-Version": ["3.11.2"], "x-stainless-read-timeout": ["600"],
    "x-stainless-retry-count": ["0"],
}
RESP_HEADERS = {"content-type": ["application/json"], "date": ["Tue, 26 Nov 2024 02:00:00 GMT"], "server": ["uvicorn"],
                "content-length": ["512"]}


def vcrpy_yaml(entries: list[Entry]) -> bytes:
    from vcr.serializers import yamlserializer

    requests, responses = [], []
    for e in entries:
        requests.append({"body": e.request.body.decode(), "headers": REQ_HEADERS, "method": "POST",
                         "uri": "http://127.0.0.1:8080/v1/chat/completions"})
        responses.append({"body": {"string": e.response.body.decode()}, "headers": RESP_HEADERS,
                          "status": {"code": 200, "message": "OK"}})
    interactions = [{"request": q, "response": r} for q, r in zip(requests, responses)]
    return yamlserializer.serialize({"interactions": interactions, "version": 1}).encode()


def median_time(fn, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def cold_load_subprocess(path: Path, repeats: int = 5) -> float:
    code = ("import time,sys; t=time.perf_counter(); from replaykit.recording.store.cassette import CassetteStore; "
            "s=CassetteStore.open(sys.argv[1]); n=len(s); print(time.perf_counter()-t)")
    import_only = "import time; t=time.perf_counter(); import replaykit.recording.store.cassette; print(time.perf_counter()-t)"
    loads = [float(subprocess.check_output([sys.executable, "-c", code, str(path)])) for _ in range(repeats)]
    imports = [float(subprocess.check_output([sys.executable, "-c", import_only])) for _ in range(repeats)]
    return statistics.median(loads), statistics.median(imports)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=100_000)
    ap.add_argument("--sample", type=int, default=2_000, help="entries used for the YAML/dictionary comparisons")
    args = ap.parse_args()
    rows: list[tuple[str, str, str]] = []
    t0 = time.perf_counter()
    entries = make_entries(args.entries)
    gen_s = time.perf_counter() - t0
    tmp = Path(tempfile.mkdtemp(prefix="rk-bench-"))
    path = tmp / "big.rkc"
    t0 = time.perf_counter()
    data = compacted_bytes(entries)
    compact_s = time.perf_counter() - t0
    atomic_write(path, data)
    plain = sum(len(line) for line in export_jsonl(iter(entries)))

    load_s, import_s = cold_load_subprocess(path)
    store = CassetteStore.open(path)
    keys = [e.key for e in entries]
    random.Random(1).shuffle(keys)

    def lookups() -> None:
        for k in keys:
            store.response(k)

    def full_lookups() -> None:
        for k in keys[:20_000]:
            store.get(k)

    look_s = median_time(lookups, 3)
    full_s = median_time(full_lookups, 3)
    # the full path of a replayed request: key from the raw body, then the lookup
    bodies = [(e.request.body, e.key) for e in entries[: 20_000]]

    def keyed_lookups() -> None:
        for body, _ in bodies:
            store.response(request_key(request_identity("POST", "/v1/chat/completions", "", body), 0, 0))

    keyed_s = median_time(keyed_lookups, 3)
    assert all(store.get(k) is not None for _, k in bodies[:100])

    rows.append(("entries", f"{args.entries:,}", f"{plain / args.entries / 1024:.1f} KiB/entry as JSON; generated in {gen_s:.1f} s"))
    rows.append(("cold load (fresh process)", f"{load_s:.3f} s", f"incl. {import_s:.3f} s imports; target <= 1 s"))
    rows.append(("lookups (store.response, replay)", f"{len(keys) / look_s:,.0f} /s", "random order; target >= 50,000/s"))
    rows.append(("lookups (store.get, body rebuilt)", f"{20_000 / full_s:,.0f} /s", "random order; export, diagnostics, compaction"))
    rows.append(("key + lookup from raw body", f"{len(bodies) / keyed_s:,.0f} /s", "what a replayed request costs here"))
    rows.append(("compaction (canonical rewrite)", f"{compact_s:.2f} s", f"zstd greedy (blocks) and double-fast (entries) with the file's dictionary (level {SEGMENT_LEVEL} without one), {plain / compact_s / 1e6:.0f} MB/s of JSON-equivalent input"))
    rows.append(("size on disk", f"{len(data) / 1e6:.1f} MB", f"plain JSON {plain / 1e6:.1f} MB"))
    rows.append(("size / plain JSON", f"{len(data) / plain:.1%}", "target <= 25%"))

    # YAML and per-entry compression, on a sample (vcrpy's YAML serializer is slow)
    sample = entries[: args.sample]
    sample_file = compacted_bytes(sample)
    sample_plain = sum(len(line) for line in export_jsonl(iter(sample)))
    yaml = vcrpy_yaml(sample)
    rows.append((f"size / vcrpy YAML ({args.sample:,} entries)", f"{len(sample_file) / len(yaml):.1%}",
                 f"ours {len(sample_file) / 1e3:.0f} kB, YAML {len(yaml) / 1e6:.1f} MB, JSON {sample_plain / 1e6:.1f} MB; target <= 10%"))

    raws = [encode_entry(e) for e in sample]
    jpath = tmp / "journal.rkc"
    js = CassetteStore.open(jpath, writable=True)
    for e in sample:
        js.append(e)
    js.close(compact=False)
    journal = jpath.stat().st_size
    cctx = zstandard.ZstdCompressor(level=ENTRY_LEVEL)
    train = raws[: len(raws) // 2]
    test = raws[len(raws) // 2:]
    d = zstandard.train_dictionary(64 * 1024, train)
    dctx_c = zstandard.ZstdCompressor(level=ENTRY_LEVEL, dict_data=d)
    with_dict = sum(len(dctx_c.compress(r)) + 9 for r in test)
    without = sum(len(cctx.compress(r)) + 9 for r in test)
    rows.append(("journal (as appended) / plain JSON", f"{journal / sample_plain:.1%}", "new blocks + record per entry, zstd-3, before compaction"))
    rows.append(("trained 64 KiB dict, per entry", f"{with_dict / without:.1%} of no-dict",
                 f"held-out half; segment compression instead gives {len(sample_file) / sample_plain:.1%} of JSON"))

    # salvage granularity: what smaller checksummed units cost in size and in cold lookups
    import io

    from replaykit.recording.store.compact import CanonicalWriter, sort_key
    from replaykit.recording.store.format import ENTRY_UNIT_BYTES

    ordered = sorted(entries[:20_000], key=sort_key)
    for unit, entry_unit in ((16 << 10, 16 << 10), (64 << 10, 64 << 10), (64 << 10, ENTRY_UNIT_BYTES), (256 << 10, 256 << 10)):
        buf = io.BytesIO()
        w = CanonicalWriter(buf, unit_bytes=unit, entry_bytes=entry_unit)
        for e in ordered:
            w.add(e)
        w.finish()
        p = tmp / f"unit-{unit}.rkc"
        atomic_write(p, buf.getvalue())
        s = CassetteStore.open(p, cache_bytes=1)  # every lookup decompresses its unit
        ks = [e.key for e in ordered[:5000]]
        random.Random(2).shuffle(ks)
        t0, c0 = time.perf_counter(), time.process_time()
        for k in ks:
            s.response(k)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        s.close()
        rows.append((f"units of {unit >> 10} KiB, entries {entry_unit >> 10} KiB (20,000 entries)", f"{len(buf.getvalue()) / 1e6:.2f} MB",
                     f"{len(ks) / dt:,.0f} uncached lookups/s ({len(ks) / dc:,.0f} of CPU); a flipped byte loses one unit"))

    # append cost and fsync policy
    for policy in ("close", "always"):
        p = tmp / f"append-{policy}.rkc"
        n = 2000 if policy == "close" else 300
        s = CassetteStore.open(p, writable=True, fsync=policy)
        t0 = time.perf_counter()
        for e in entries[:n]:
            s.append(e)
        dt = time.perf_counter() - t0
        s.close(compact=False)
        rows.append((f"append, fsync={policy}", f"{dt / n * 1e6:.0f} us/entry", "one write() per entry" + ("; + fsync" if policy == "always" else "")))

    store.close()
    print(f"bench_cassette  (machine: {os.cpu_count()} cores, python {sys.version.split()[0]})")
    w = max(len(r[0]) for r in rows)
    v = max(len(r[1]) for r in rows)
    print(f"{'measure':<{w}}  {'value':>{v}}  notes")
    print("-" * (w + v + 40))
    for name, value, note in rows:
        print(f"{name:<{w}}  {value:>{v}}  {note}")
    for f in tmp.iterdir():
        f.unlink()
    tmp.rmdir()


if __name__ == "__main__":
    main()
