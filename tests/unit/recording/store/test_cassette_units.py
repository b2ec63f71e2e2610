"""Entries units of compacted cassettes with a dictionary are cut at ENTRY_UNIT_BYTES (16 KiB) so that
a lookup missing the unit cache inflates a few records, not 64 KiB; files written with 64 KiB entries units (the
released smol-v4 cassettes) are still read, and both give the same responses.

The expected responses are decoded here without the store: frames walked by hand, the dictionary
and units inflated with zstandard, records decoded with msgspec's untyped decoder."""

from __future__ import annotations

import io
import random
import shutil
import struct
from pathlib import Path

import msgspec
import pytest
import zstandard

from replaykit.recording.store import compact
from replaykit.recording.store.cassette import CassetteStore
from replaykit.recording.store.compact import CanonicalWriter, canonical_bytes, sort_key
from replaykit.recording.store.format import DICT_TRIGGER, ENTRY_UNIT_BYTES, UNIT_BYTES

OLD = Path(__file__).resolve().parents[4] / "releases" / "smol-v4" / "cassettes" / "on.rkc"  # format 3, 64 KiB units
HEAD = struct.Struct("<BII")


def dictionary_and_units(data: bytes) -> tuple[bytes | None, list[tuple[int, list]]]:
    """The file's dictionary (inflated), and its blocks and entries units in order: (kind, [head, ends, blob])."""
    assert data[:8] == b"RKCASS\x00\n"
    pos, dictionary, units = 8, None, []
    while pos < len(data):
        kind, length, _ = HEAD.unpack_from(data, pos)
        payload = data[pos + 9:pos + 9 + length]
        pos += 9 + length
        if kind == ord("D") and dictionary is None:
            dictionary = zstandard.ZstdDecompressor().decompress(payload)
        elif kind in (ord("E"), ord("B")):
            units.append((kind, msgspec.msgpack.decode(payload)))
    return dictionary, units


def decode_by_hand(data: bytes) -> tuple[dict[str, tuple[int, list[tuple[str, str]], bytes]], list[list[bytes]], list[int]]:
    """{key: (status, headers, body)}, each compacted entries unit's records, and how many bytes of
    content (blocks and records, inflated) the file holds before each entries unit: read without replaykit."""
    dictionary, units = dictionary_and_units(data)
    zd = (zstandard.ZstdDecompressor(dict_data=zstandard.ZstdCompressionDict(dictionary, dict_type=zstandard.DICT_TYPE_RAWCONTENT))
          if dictionary is not None else zstandard.ZstdDecompressor())
    responses, records, before, seen = {}, [], [], 0
    for kind, (head, ends, blob) in units:
        content = zd.decompress(blob)
        assert len(content) == ends[-1]
        if kind == ord("E"):
            recs = [content[a:b] for a, b in zip([0, *ends[:-1]], ends)]
            records.append(recs)
            before.append(seen)
            for key, rec in zip(head, recs):
                resp = msgspec.msgpack.decode(rec)[0]  # a stored entry is an array; its response comes first
                responses[key.hex()] = (resp["status"], [tuple(h) for h in resp.get("headers", [])], resp.get("body", b""))
        seen += len(content)
    return responses, records, before


@pytest.fixture(scope="module")
def both(tmp_path_factory):
    if not OLD.exists():
        pytest.skip(f"{OLD} is not in this checkout")
    tmp = tmp_path_factory.mktemp("units")
    old = tmp / "old.rkc"
    shutil.copy(OLD, old)  # the release file is never written; a copy is read
    with CassetteStore.open(old) as store:
        entries = list(store.entries())
    new = tmp / "new.rkc"
    new.write_bytes(canonical_bytes(entries))
    return old, new, entries


def test_small_unit_and_64k_unit_files_answer_every_lookup_identically(both):
    old, new, entries = both
    by_hand_old, units_old, _ = decode_by_hand(old.read_bytes())
    by_hand_new, units_new, _ = decode_by_hand(new.read_bytes())
    # the two files really differ in layout: 64 KiB units in the release, 16 KiB units now
    assert max(sum(map(len, u)) for u in units_old) > 2 * ENTRY_UNIT_BYTES
    assert len(units_new) > len(units_old) + 30
    assert by_hand_old.keys() == by_hand_new.keys() == {e.key for e in entries} and len(entries) > 1000
    assert by_hand_old == by_hand_new
    keys = sorted(by_hand_old)
    random.Random(7).shuffle(keys)
    with CassetteStore.open(old, cache_bytes=1) as a, CassetteStore.open(new, cache_bytes=1) as b:  # every lookup reads its unit
        for k in keys:
            ra, rb = a.response(k), b.response(k)
            assert (ra.status, list(ra.headers), ra.body) == by_hand_old[k]
            assert ra == rb
        assert a.response("0" * 64) is None and b.response("0" * 64) is None


@pytest.mark.parametrize("budget", [0, 16 << 10, 1 << 40])
def test_lookups_read_once_answer_as_the_file_says_and_keep_at_most_their_budget(both, budget):
    """A recorder reads each key once (`response(key, once=True)`): whatever the budget for the
    records its units' other keys keep, every answer is the one decoded by hand, a key asked again
    is still answered, a unit cached whole is used as it is, and the records kept never pass the
    budget (with room for all, none is left once every key has been read)."""
    old, new, _ = both
    by_hand, units, _ = decode_by_hand(new.read_bytes())
    assert max(len(u) for u in units) > 4  # units of several records: the others are what is kept
    keys = sorted(by_hand)
    random.Random(11).shuffle(keys)
    with CassetteStore.open(new) as store:
        reader = store._reader
        reader.once_budget = budget
        for k in keys:
            r = store.response(k, once=True)
            assert (r.status, list(r.headers), r.body) == by_hand[k]
            assert reader._once_size <= budget
            assert reader.cache.size == 0  # no unit is cached whole
        if budget == 1 << 40:
            assert reader._once_size == 0 and not reader._once  # every record kept was read
        for k in keys[:50]:  # asked again: read from the file again
            assert store.response(k, once=True) == store.response(k)
        # a unit the whole-unit cache holds answers from there
        store.response(keys[0])
        size = reader.cache.size
        assert store.response(keys[0], once=True) == store.response(keys[0]) and reader.cache.size == size
        assert store.response("0" * 64, once=True) is None


def request_of(record: bytes) -> list:
    """method, path, query and body (block numbers, inline bytes) of a stored record (an array:
    response, meta, method, path, query, replica, occurrence, body)."""
    r = msgspec.msgpack.decode(record)
    return [r[2], r[3], r[4], r[7]]


def test_entries_units_hold_at_most_entry_unit_bytes_but_are_never_cut_between_replicas(both):
    """The writer buffers records until they reach UNIT_BYTES (a run), then cuts the run into entries units.
    In a file with a dictionary each unit is the longest that holds at most ENTRY_UNIT_BYTES of records,
    except that a call that repeats the request before it always joins its unit (and a first record
    bigger than the bound is a unit alone): restated here from the records in file order."""
    _, new, entries = both
    _, units, before = decode_by_hand(new.read_bytes())
    assert sum(map(len, units)) == len(entries)
    runs, run, size = [], [], 0  # runs of units, as the writer flushed them
    for recs, at in zip(units, before):
        run.append((recs, at))
        size += sum(map(len, recs))
        if size >= UNIT_BYTES:
            runs.append(run)
            run, size = [], 0
    runs.append(run)
    checked = grouped = 0
    for run in runs:
        if not run or run[0][1] < DICT_TRIGGER + UNIT_BYTES:  # written before the file had its dictionary
            continue
        recs = [rec for unit, _ in run for rec in unit]
        expected, unit = [], [recs[0]]
        for prev, rec in zip(recs, recs[1:]):
            repeat = request_of(rec) == request_of(prev)
            if repeat or sum(map(len, unit)) + len(rec) <= ENTRY_UNIT_BYTES:
                grouped += repeat and sum(map(len, unit)) + len(rec) > ENTRY_UNIT_BYTES
                unit.append(rec)
            else:
                expected.append(unit)
                unit = [rec]
        expected.append(unit)
        assert [list(u) for u, _ in run] == expected
        checked += len(expected)
    assert checked > 30 and grouped > 0  # the release's embeddings calls repeat across scopes

def units_of(data: bytes) -> list[tuple[int, bytes]]:
    """The blocks and entries frames of a file (kind, payload), in order."""
    pos, out = 8, []
    while pos < len(data):
        kind, length, _ = HEAD.unpack_from(data, pos)
        if kind in (ord("B"), ord("E")):
            out.append((kind, data[pos + 9:pos + 9 + length]))
        pos += 9 + length
    return out


def test_a_file_without_dictionary_keeps_its_64k_units_byte_for_byte():
    if not OLD.exists():
        pytest.skip(f"{OLD} is not in this checkout")
    small = OLD.with_name("off.rkc")  # format 3, under 1 MiB of content: no dictionary
    with CassetteStore.open(small) as store:
        entries = list(store.entries())
    released = units_of(small.read_bytes())
    assert sum(k == ord("E") for k, _ in released) > 5
    assert units_of(canonical_bytes(entries)) == released  # (the header now names the writer: it differs)


def test_canonical_bytes_stay_deterministic_with_small_units(both):
    _, new, entries = both
    shuffled = list(entries)
    random.Random(3).shuffle(shuffled)
    assert canonical_bytes(shuffled) == new.read_bytes()
    out = io.BytesIO()  # the 64 KiB layout is still what a writer asked for it writes
    w = CanonicalWriter(out, entry_bytes=64 << 10)
    for e in sorted(entries, key=sort_key):
        w.add(e)
    w.finish()
    responses, units, _ = decode_by_hand(out.getvalue())
    by_hand, small_units, _ = decode_by_hand(new.read_bytes())
    assert len(units) < len(small_units) and responses == by_hand


def test_compaction_reads_with_the_pass_budget_and_gives_the_lookup_budget_back(both, tmp_path, monkeypatch):
    from replaykit.recording.store import cassette
    from replaykit.recording.store.reader import CACHE_BYTES, PASS_CACHE_BYTES

    _, new, _ = both
    path = tmp_path / "c.rkc"
    shutil.copy(new, path)
    seen = []
    real = cassette.write_canonical

    def spy(store, *args, **kw):
        seen.append(store._reader.cache.budget)
        return real(store, *args, **kw)

    monkeypatch.setattr(cassette, "write_canonical", spy)
    store = CassetteStore.open(path, writable=True)
    assert store._reader.cache.budget == CACHE_BYTES > PASS_CACHE_BYTES
    store.compact()
    assert seen == [PASS_CACHE_BYTES] and store._reader.cache.budget == CACHE_BYTES
    store.close(compact=False)
    assert path.read_bytes() == new.read_bytes()  # a canonical file compacts to itself


def test_a_lookup_finds_every_key_and_nothing_else(both):
    _, new, entries = both
    with CassetteStore.open(new) as store:
        k = entries[0].key
        for bad in (k.upper(), "-" + k[1:], "0x" + k[2:], "+" + k[1:], " " + k[1:], k[:63], k + "0", "g" * 64, ""):
            assert bad not in store and store.response(bad) is None  # (the sorted keys are compared as lower-case hex)
        assert all(e.key in store for e in entries)


# What docs/cassettes.md says units of a file with a dictionary are compressed with, spelled out here, by kind:
# blocks units with greedy matching of at least 6 bytes, one probe; entries units with double-fast matching of at
# least 5 bytes (hash tables of 2^17 and 2^16); a 512 KiB window (the 256 KiB dictionary and a unit).
DICT_PARAMS = {
    ord("B"): dict(strategy=zstandard.STRATEGY_GREEDY, window_log=19, hash_log=18, chain_log=17, search_log=1,
                   min_match=6, target_length=4, write_checksum=0, write_content_size=1),
    ord("E"): dict(strategy=zstandard.STRATEGY_DFAST, window_log=19, hash_log=17, chain_log=16, search_log=1,
                   min_match=5, target_length=4, write_checksum=0, write_content_size=1),
}


def test_each_unit_is_compressed_alone_with_the_documented_parameters_however_units_are_batched(both, monkeypatch):
    _, new, entries = both
    data = new.read_bytes()
    dictionary, units = dictionary_and_units(data)
    blobs = [(kind, unit[2]) for kind, unit in units]
    assert dictionary is not None and len(dictionary) == 256 << 10 and len(blobs) > 100
    assert {kind for kind, _ in blobs} == set(DICT_PARAMS)
    zdict = zstandard.ZstdCompressionDict(dictionary, dict_type=zstandard.DICT_TYPE_RAWCONTENT)
    again = {kind: zstandard.ZstdCompressor(compression_params=zstandard.ZstdCompressionParameters(**params), dict_data=zdict)
             for kind, params in DICT_PARAMS.items()}
    inflate = zstandard.ZstdDecompressor(dict_data=zdict)
    assert all(again[kind].compress(inflate.decompress(b)) == b for kind, b in blobs)
    assert sum(len(inflate.decompress(b)) for _, b in blobs) > 4 * compact.BATCH_BYTES // 3  # more than one batch
    for batch, threads in ((1, 1), (100 << 10, 3), (1 << 30, 2)):  # unit by unit, small batches, one batch
        monkeypatch.setattr(compact, "BATCH_BYTES", batch)
        monkeypatch.setattr(compact, "COMPRESS_THREADS", threads)
        assert canonical_bytes(entries) == data
