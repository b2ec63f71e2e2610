"""Cassette format at scale (issue 25, items 4-6): open, random lookups, naming a replay miss,
a 4-shard merge, and size against a SQLite + zstd response cache, for the same calls.

Workload (AMemGym-shaped): conversations of 30 turns that resend their whole history, system
prompts of about 100 words, user turns of 20-60 words, replies of 100-300 words drawn from a
5,000-word vocabulary with English-like letter frequencies, and an embeddings call every third
turn (a 256-float vector). 100,000 entries by default (about 2 GB of request bodies).

Each measure runs in a fresh process (its time and its RSS growth, from /proc/self/statm, or
its peak RSS from getrusage), medians of --repeats. The workload is built once into --work
(kept, reused by later runs with the same --entries).

    python benchmarks/bench_format.py                       # 100,000 entries
    python benchmarks/bench_format.py --entries 20000       # smaller
    python benchmarks/bench_format.py --before /path/to/old/checkout   # also that code, on a format-2 copy

`--before` runs the open, lookup and miss measures with another checkout's replaykit (e.g. a
`git worktree add /tmp/rk-before 19b47cb`) on the same units laid out as format 2 (no locator,
parity or index frame), which that code reads by scanning every frame; its miss decodes every entry.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

from _measure import peak_rss

ROOT = Path(__file__).resolve().parents[1]
TURNS = 30
SHARDS = 4

# -- the workload ------------------------------------------------------------------------------


def _vocabulary(rnd: random.Random, n: int = 5000) -> list[str]:
    letters = "etaoinshrdlcumwfgypbvkjxqz"
    weights = [12, 9, 8, 7.5, 7, 6.7, 6.3, 6, 5.9, 4.3, 4, 2.8, 2.8, 2.4, 2.4, 2.2, 2, 2, 1.9, 1.5, 1, 0.8, 0.2, 0.2, 0.1, 0.1]
    return ["".join(rnd.choices(letters, weights, k=rnd.randint(2, 9))) for _ in range(n)]


def conversation(conv: int, vocab: list[str], n: int, seed: int = 0):
    """The first n calls (chats and embeddings) of conversation `conv`, deterministic and independent
    of every other conversation (its own random stream)."""
    import msgspec

    from replaykit.recording.key import request_identity, request_key
    from replaykit.recording.store.cassette import Entry, EntryMeta, RecordedRequest, RecordedResponse, Usage

    rnd = random.Random(f"{seed}:{conv}")

    def text(lo: int, hi: int) -> str:
        return " ".join(rnd.choices(vocab, k=rnd.randint(lo, hi))).capitalize() + "."

    out = []
    history = [{"role": "system", "content": system_prompt(conv, vocab, seed)}]
    for turn in range(TURNS):
        user = f"[Current Time: 2024-{1 + turn % 12:02d}-{1 + turn % 28:02d}] " + text(20, 60)
        history.append({"role": "user", "content": user})
        body = msgspec.json.encode({"model": "qwen-local", "messages": history, "temperature": 0.0, "max_tokens": 512})
        reply = text(100, 300)
        identity = request_identity("POST", "/v1/chat/completions", "", body)
        resp = {"id": f"chatcmpl-{conv}-{turn}", "object": "chat.completion", "created": 0, "model": "qwen-local",
                "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": len(body) // 4, "completion_tokens": len(reply) // 4, "total_tokens": 0}}
        out.append(Entry(key=request_key(identity), request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                         response=RecordedResponse(status=200, headers=[("content-type", "application/json")],
                                                   body=msgspec.json.encode(resp)),
                         meta=EntryMeta(latency_ms=1.0, model="qwen-local", usage=Usage(prompt_tokens=len(body) // 4))))
        history.append({"role": "assistant", "content": reply})
        if turn % 3 == 2:
            ebody = msgspec.json.encode({"model": "embed", "input": [user], "encoding_format": "float"})
            vec = [round(rnd.uniform(-1, 1), 6) for _ in range(256)]
            eresp = msgspec.json.encode({"object": "list", "data": [{"object": "embedding", "index": 0, "embedding": vec}],
                                         "model": "embed", "usage": {"prompt_tokens": 20, "total_tokens": 20}})
            identity = request_identity("POST", "/v1/embeddings", "", ebody)
            out.append(Entry(key=request_key(identity), request=RecordedRequest(method="POST", path="/v1/embeddings", body=ebody),
                             response=RecordedResponse(status=200, headers=[("content-type", "application/json")], body=eresp)))
        if len(out) >= n:
            break
    return out[:n]


PER_CONV = TURNS + TURNS // 3


def system_prompt(conv: int, vocab: list[str], seed: int = 0) -> str:
    rnd = random.Random(f"{seed}:{conv}:system")
    return f"You are assistant {conv % 7}. " + " ".join(rnd.choices(vocab, k=rnd.randint(80, 120))).capitalize() + "."


def build(work: Path, n: int) -> dict:
    """The whole cassette, 4 shards by conversation and a SQLite + zstd cache, written in one pass in
    canonical order (conversations by the hash of their system message block, which is where
    their sort keys first differ; each conversation's calls sorted; embeddings, a later endpoint,
    sorted last), so nothing is recorded twice and nothing but the embeddings is held."""
    import msgspec
    import zstandard

    from replaykit.recording.store.compact import CanonicalWriter, hashed_sort_key
    from replaykit.recording.store.format import block_hash, split_body

    meta_path = work / "workload.json"
    if meta_path.exists():
        meta = json.loads(meta_path.read_text())
        if meta.get("entries") == n:
            return refresh(work, meta)
    work.mkdir(parents=True, exist_ok=True)
    for f in work.glob("*"):
        f.unlink()
    vocab = _vocabulary(random.Random(0))
    n_conv = -(-n // PER_CONV)
    order = sorted(range(n_conv), key=lambda c: block_hash(msgspec.json.encode(
        {"role": "system", "content": system_prompt(c, vocab)})))
    db = sqlite3.connect(work / "cache.sqlite")
    db.execute("CREATE TABLE cache (key TEXT PRIMARY KEY, response BLOB)")
    zc = zstandard.ZstdCompressor(level=3)
    files = [open(work / "whole.rkc", "wb")] + [open(work / f"shard{i}.rkc", "wb") for i in range(SHARDS)]
    writers = [CanonicalWriter(fh) for fh in files]
    embeddings = []
    request_bytes = response_bytes = made = 0
    prev = None
    t0 = time.perf_counter()

    def split(e) -> tuple:
        """(sort key, entry, blocks, hashes): the body split and hashed once for both writers."""
        blocks = split_body(e.request.body)
        hashes = [block_hash(b) for b in blocks]
        return hashed_sort_key(e, hashes), e, blocks, hashes

    def put(conv: int, sk, e, blocks, hashes) -> None:
        nonlocal prev, request_bytes, response_bytes
        if prev is not None and sk < prev:
            raise SystemExit("bench_format: the workload is not in canonical order (a benchmark bug)")
        prev = sk
        writers[0].add_parts(e, blocks, hashes, None)
        writers[1 + conv % SHARDS].add_parts(e, blocks, hashes, None)
        db.execute("INSERT OR REPLACE INTO cache VALUES (?, ?)", (e.key, zc.compress(e.response.body)))
        request_bytes += len(e.request.body)
        response_bytes += len(e.response.body)

    for conv in order:
        got = conversation(conv, vocab, min(PER_CONV, n - conv * PER_CONV))
        chats = sorted((split(e) for e in got if e.request.path == "/v1/chat/completions"), key=lambda t: t[0])
        for item in chats:
            put(conv, *item)
        embeddings += [(conv, split(e)) for e in got if e.request.path != "/v1/chat/completions"]
        made += len(got)
    embeddings.sort(key=lambda t: t[1][0])
    for conv, item in embeddings:
        put(conv, *item)
    for w, fh in zip(writers, files):
        w.finish()
        fh.close()
    db.commit()
    db.close()
    build_s = time.perf_counter() - t0
    assert made == n and writers[0].entries == n, (made, writers[0].entries)
    meta = {"entries": n, "request_bytes": request_bytes, "response_bytes": response_bytes, "build_s": build_s,
            "whole_bytes": (work / "whole.rkc").stat().st_size, "sqlite_bytes": (work / "cache.sqlite").stat().st_size}
    meta_path.write_text(json.dumps(meta))
    return meta


def refresh(work: Path, meta: dict) -> dict:
    """A reused workload whose files another writer compacted (their header names it, `format.WRITER`):
    each rewritten by this code (a merge of one input), so the merge and its comparison with whole.rkc
    measure the units this code writes."""
    from replaykit.recording.store.format import WRITER
    from replaykit.recording.store.merge import merge_cassettes
    from replaykit.recording.store.scan import open_scan

    for name in ["whole.rkc"] + [f"shard{i}.rkc" for i in range(SHARDS)]:
        path = work / name
        if open_scan(path).header.writer != WRITER:
            t0 = time.perf_counter()
            fresh = work / f"fresh-{name}"
            merge_cassettes(fresh, [path], overwrite=True)
            os.replace(fresh, path)
            print(f"{name}: rewritten by this code's writer ({time.perf_counter() - t0:.0f} s)")
    meta["whole_bytes"] = (work / "whole.rkc").stat().st_size
    return meta


def measure_compact(work: str, out: str) -> None:
    """A resume: 40 new calls appended to the whole cassette, then its compaction (copying the units they do not reach, see replaykit.recording.store.resume)."""
    import shutil

    from replaykit.recording.store.cassette import CassetteStore

    w = Path(work)
    n = json.loads((w / "workload.json").read_text())["entries"]
    copy = w / "compact-copy.rkc"
    shutil.copy(w / "whole.rkc", copy)
    store = CassetteStore.open(copy, writable=True)
    for e in conversation(-(-n // PER_CONV) + 1, _vocabulary(random.Random(0)), PER_CONV):
        store.append(e)
    t0, c0 = time.perf_counter(), time.process_time()
    store.close(compact="always")
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    with CassetteStore.open(copy) as done:
        ok = len(done) == n + PER_CONV
    copy.unlink()
    Path(out).write_text(json.dumps({"compact": dt, "compact_cpu": cpu, "same": ok,
                                     "peak": peak_rss()}))


def v2_copy(work: Path) -> Path:
    """The same cassette laid out as format 2: the same units, without the locator, parity and index
    frames (what the older code reads by scanning every frame)."""
    out = work / "whole-v2.rkc"
    if out.exists():
        return out
    from replaykit.recording.store.format import ENC, FRAME, KIND_HEADER, KIND_INDEX, KIND_LOCATOR, KIND_PARITY, MAGIC, frame

    head = MAGIC + frame(KIND_HEADER, ENC.encode({"version": 2, "format": "replaykit-cassette", "key_version": 1,
                                                  "compression": "zstd"}))
    with open(work / "whole.rkc", "rb") as fh, open(out, "wb") as o:
        data = fh.read()
        o.write(head)
        pos = len(MAGIC)
        while pos < len(data):
            kind, length, _ = FRAME.unpack_from(data, pos)
            end = pos + FRAME.size + length
            if kind not in (KIND_HEADER, KIND_LOCATOR, KIND_PARITY, KIND_INDEX):
                o.write(data[pos:end])
            pos = end
    return out


# -- measures (each in a fresh process) ------------------------------------------------------------


def _rss() -> int:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def measure_open(path: str, cache: str, out: str) -> None:

    from replaykit.recording.store.cassette import CassetteStore

    r0 = _rss()
    t0, c0 = time.perf_counter(), time.process_time()
    store = CassetteStore.open(path, cache_bytes=int(cache)) if cache != "0" else CassetteStore.open(path)
    n = len(store)
    t_open, c_open = time.perf_counter() - t0, time.process_time() - c0
    r_open = _rss() - r0
    keys = store.keys()
    random.Random(1).shuffle(keys)
    t0, c0 = time.perf_counter(), time.process_time()
    for k in keys:
        store.response(k)
    t_cold, c_cold = time.perf_counter() - t0, time.process_time() - c0
    t0, c0 = time.perf_counter(), time.process_time()
    for k in keys:
        store.response(k)
    t_warm, c_warm = time.perf_counter() - t0, time.process_time() - c0
    Path(out).write_text(json.dumps({"open": t_open, "open_cpu": c_open, "open_rss": r_open, "entries": n,
                                     "cold": n / t_cold, "warm": n / t_warm, "cold_cpu": n / c_cold, "warm_cpu": n / c_warm,
                                     "cache": store._reader.cache.size, "rss": _rss() - r0,
                                     "peak": peak_rss()}))


def measure_miss(path: str, brute: str, out: str) -> None:
    """Name the nearest recorded request of a call whose last message changed (the recorder's scoring)."""
    import msgspec

    from replaykit.recording.key import diff_identities, request_identity, similarity
    from replaykit.recording.store.cassette import CassetteStore

    store = CassetteStore.open(path)
    keys = sorted(store.keys())
    target = next(store.get(k) for k in keys[len(keys) // 2:] if store.get(k).request.path == "/v1/chat/completions")
    doc = msgspec.json.decode(target.request.body)
    doc["messages"][-1]["content"] += " (changed)"
    body = msgspec.json.encode(doc)
    want = request_identity("POST", "/v1/chat/completions", "", body)
    t0, c0 = time.perf_counter(), time.process_time()
    if brute == "1":
        candidates = store.keys()
    else:
        from replaykit.recording.store.nearest import nearest_keys

        candidates = nearest_keys(store, "POST", "/v1/chat/completions", "", body, 0, 0)
    best = None
    for k in candidates:
        e = store.get(k)
        r = e.request
        ident = request_identity(r.method, r.path, r.query, r.body)
        score = similarity(want, ident)
        if best is None or score > best[0]:
            best = (score, k, ident)
    diffs = diff_identities(want, best[2])
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    Path(out).write_text(json.dumps({"miss": dt, "miss_cpu": cpu, "found": best[1] == target.key, "candidates": len(candidates),
                                     "diff": diffs[:1]}))


def measure_merge(work: str, out: str) -> None:

    from replaykit.recording.store.merge import merge_cassettes

    w = Path(work)
    dest = w / "merged.rkc"
    dest.unlink(missing_ok=True)
    t0, c0 = time.perf_counter(), time.process_time()
    rep = merge_cassettes(dest, [w / f"shard{i}.rkc" for i in range(SHARDS)])
    dt, cpu = time.perf_counter() - t0, time.process_time() - c0
    peak = peak_rss()  # the merge's, before the comparison below
    same = _digest(dest) == _digest(w / "whole.rkc")
    Path(out).write_text(json.dumps({"merge": dt, "merge_cpu": cpu, "entries": rep.entries, "same": same, "peak": peak}))


def _digest(path: Path) -> bytes:
    """sha256 of a file read in 1 MiB pieces (comparing two files whole would hold both in memory)."""
    import hashlib

    h = hashlib.sha256()
    with open(path, "rb") as fh:
        while chunk := fh.read(1 << 20):
            h.update(chunk)
    return h.digest()


def run(kind: str, *args: str, code: Path | None = None) -> dict:
    out = Path(args[-1])
    env = dict(os.environ, PYTHONPATH=str(code or ROOT))
    subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure", kind, *args], check=True, env=env)
    return json.loads(out.read_text())


def median_of(kind: str, repeats: int, *args: str, code: Path | None = None) -> dict:
    rows = [run(kind, *args, code=code) for _ in range(repeats)]
    out = dict(rows[0])
    for k, v in rows[0].items():
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            out[k] = statistics.median(r[k] for r in rows)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=100_000)
    ap.add_argument("--work", type=Path, default=None)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--before", type=Path, default=None, help="an older checkout to measure too (format 2)")
    ap.add_argument("--skip-merge", action="store_true")
    ap.add_argument("--measure", nargs="+", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        kind, *rest = args.measure
        {"open": measure_open, "miss": measure_miss, "merge": measure_merge, "compact": measure_compact}[kind](*rest)
        return
    sys.path.insert(0, str(ROOT))
    work = args.work or Path(f"/tmp/rk-bench-format-{args.entries}")
    t0 = time.perf_counter()
    meta = build(work, args.entries)
    print(f"workload: {meta['entries']:,} entries, {meta['request_bytes'] / 1e9:.2f} GB of requests, "
          f"{meta['response_bytes'] / 1e6:.0f} MB of responses (built or reused in {time.perf_counter() - t0:.0f} s)")
    tmp = work / "measure.json"
    rows = []
    codes = [("after (format 3)", work / "whole.rkc", None)]
    if args.before is not None:
        codes.insert(0, ("before (format 2)", v2_copy(work), args.before))
    for label, path, code in codes:
        o = median_of("open", args.repeats, str(path), "0", str(tmp), code=code)
        m = median_of("miss", 1, str(path), "1" if code is not None else "0", str(tmp), code=code)
        rows.append((label, path.stat().st_size, o, m))
    big = median_of("open", 1, str(work / "whole.rkc"), str(4 << 30), str(tmp))
    small = median_of("open", args.repeats, str(work / "whole.rkc"), str(128 << 20), str(tmp))
    print(f"\nbench_format  (machine: {os.cpu_count()} cores shared, load {os.getloadavg()[0]:.1f}, python "
          f"{sys.version.split()[0]}; medians of {args.repeats}, each in a fresh process)")
    print("wall time, and in brackets CPU time of the process (the machine is shared: wall includes waiting for a core)")
    print(f"{'code':<18} {'size MB':>8} {'open ms':>15} {'open RSS MiB':>13} {'lookups/s cold':>21} {'warm':>19} "
          f"{'cache MiB':>10} {'miss s':>15} {'found':>6}")
    for label, size, o, m in rows:
        print(f"{label:<18} {size / 1e6:>8.1f} {o['open'] * 1e3:>6.1f} ({o.get('open_cpu', 0) * 1e3:>6.1f}) "
              f"{o['open_rss'] / 2**20:>13.1f} {o['cold']:>9,.0f} ({o.get('cold_cpu', 0):>9,.0f}) "
              f"{o['warm']:>8,.0f} ({o.get('warm_cpu', 0):>8,.0f}) {o['cache'] / 2**20:>10.0f} "
              f"{m['miss']:>6.3f} ({m.get('miss_cpu', 0):>6.3f}) {str(m['found']):>6}")
    print(f"after, with a unit cache that holds every unit (cache_bytes=4 GiB): lookups/s cold {big['cold']:,.0f} "
          f"({big['cold_cpu']:,.0f} CPU), warm {big['warm']:,.0f} ({big['warm_cpu']:,.0f} CPU), cache "
          f"{big['cache'] / 2**20:.0f} MiB")
    print(f"after, with a 128 MiB unit cache (the default before 256 MiB): lookups/s cold {small['cold']:,.0f} "
          f"({small['cold_cpu']:,.0f} CPU), warm {small['warm']:,.0f} ({small['warm_cpu']:,.0f} CPU)")
    whole = (work / "whole.rkc").stat().st_size  # as written by this code (the workload may be reused)
    print(f"\nsize: replaykit {whole / 1e6:.1f} MB, "
          f"SQLite + zstd-3 responses only {meta['sqlite_bytes'] / 1e6:.1f} MB "
          f"({whole / meta['sqlite_bytes']:.2f}x)")
    if not args.skip_merge:
        g = median_of("merge", 1, str(work), str(tmp))
        c = median_of("compact", 1, str(work), str(tmp))
        print(f"compaction after a {PER_CONV}-call resume: {c['compact']:.1f} s "
              f"({c['compact_cpu']:.1f} s CPU), peak RSS {c['peak'] / 2**20:.0f} MiB, every entry kept: {c['same']}")
        print(f"merge of {SHARDS} shards: {g['merge']:.1f} s ({g.get('merge_cpu', 0):.1f} s CPU), peak RSS {g['peak'] / 2**20:.0f} MiB, "
              f"{g['entries']:,} entries, identical to the whole compacted cassette: {g['same']}")


if __name__ == "__main__":
    main()
