"""Cassette format 3: open reads the index, not the units; the file knows its extent and entry
count; verify recomputes every key; one flipped byte anywhere in the bundled on.rkc (upgraded
on a copy) costs at most the entries of one unit, and repair counts exactly what it dropped."""

from __future__ import annotations

import shutil
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.errors import CassetteError
from replaykit.recording.store import repair_file, upgrade_file
from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse
from replaykit.recording.store.format import ENC, FRAME, MAGIC, StoredEntry, frame
from replaykit.recording.store.scan import open_scan, scan
from replaykit.recording.store.verification import recomputed_key, verify
from tests.unit.recording.store._stores import write

ON = Path(__file__).resolve().parents[4] / "tests" / "data" / "smol-v3" / "cassettes" / "on.rkc"


def keyed(entry: Entry) -> Entry:
    return msgspec.structs.replace(entry, key=recomputed_key(entry))


def calls(n: int, words: int = 40) -> list[Entry]:
    out = []
    for i in range(n):
        body = msgspec.json.encode({"model": "m", "messages": [{"role": "user", "content": f"question {i} " + "word " * words}]})
        out.append(keyed(Entry(key="", request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                               response=RecordedResponse(status=200, body=b'{"answer": %d}' % i))))
    return out


@pytest.fixture(scope="module")
def on_v3(tmp_path_factory) -> Path:
    if not ON.exists():
        pytest.skip(f"{ON} is not in this checkout")
    path = tmp_path_factory.mktemp("on") / "on.rkc"
    shutil.copy(ON, path)
    upgrade_file(path)
    return path


def test_open_reads_the_index_and_the_journal_not_the_units(tmp_path):
    path = tmp_path / "c.rkc"
    entries = calls(300)
    write(path, entries[:200])
    write(path, entries[200:], compact=False)  # a resume: a journal after the compacted part
    full = scan(path)
    fast = open_scan(path)
    assert fast.locator is not None and fast.index_frame is None  # the fast path never decodes units
    assert list(fast.index) == list(full.index) and len(fast.index) == 300
    assert [fast.index.get(k) for k in fast.index] == [full.index.get(k) for k in full.index]
    assert list(fast.units) == list(full.units) and list(fast.block_units) == list(full.block_units)
    # damage inside a unit is not seen at open, but the unit's checksum is checked when it is read
    raw = bytearray(path.read_bytes())
    n = next(n for n, u in enumerate(fast.units) if u.kind == "entries")
    u = fast.units[n]
    raw[u.offset + u.length // 2] ^= 0x04
    path.write_bytes(bytes(raw))
    store = CassetteStore.open(path)
    hit = next(k for k in store.keys() if store._index.get(k)[0] == n)
    with pytest.raises(CassetteError, match=f"damaged at byte offset {u.offset - FRAME.size}"):
        store.response(hit)
    store.close()


def test_a_copy_cut_at_a_unit_boundary_fails_verify_and_names_what_is_missing(tmp_path):
    path = tmp_path / "c.rkc"
    write(path, calls(400, words=200))
    res = scan(path)
    assert len(res.units) > 4 and verify(path).ok
    u = res.units[len(res.units) // 2]
    whole = path.read_bytes()
    path.write_bytes(whole[: u.offset + u.length])  # a partial copy, ending exactly after a unit
    rep = verify(path)
    assert not rep.ok and "cut short" in rep.message and f"{res.locator[2]}" in rep.message
    with pytest.raises(CassetteError, match="cut short"):
        CassetteStore.open(path)


def test_swapped_entries_fail_verify(tmp_path):
    a, b = calls(2)
    path = tmp_path / "c.rkc"
    write(path, [msgspec.structs.replace(a, key=b.key), msgspec.structs.replace(b, key=a.key)])
    rep = verify(path)
    assert not rep.ok and "holds a request whose key is" in rep.message


def test_a_crc_valid_record_that_is_not_utf8_is_a_named_error(tmp_path):
    path = tmp_path / "c.rkc"
    write(path, [], compact=False)
    rec = ENC.encode(StoredEntry(response=RecordedResponse(status=200), meta=msgspec.convert({}, type=type(calls(1)[0].meta)),
                                 method="POST", path="/p\udcff".encode("utf-8", "surrogatepass").decode("latin-1"),
                                 query="", replica=0, occurrence=0, body=[]))
    import zstandard
    bad = rec.replace(b"/p", b"/\xff")
    with open(path, "ab") as fh:
        fh.write(frame(ord("e"), ENC.encode(([b"\x01" * 32], [len(bad)], zstandard.ZstdCompressor().compress(bad)))))
    rep = verify(path)
    assert not rep.ok and str(path) in rep.message
    r = CliRunner().invoke(cli, ["cassette", "export", str(path)])
    assert r.exit_code != 0 and "Traceback" not in r.output and not isinstance(r.exception, UnicodeDecodeError)


def _flip_positions(res, size: int) -> list[int]:
    """Positions spread over every kind of frame: headers, locator, dictionary, units, parity, index."""
    pos = [len(MAGIC) + 3, len(MAGIC) + FRAME.size + 2]
    pos += [u.offset + u.length // 3 for u in list(res.units)[::9]]
    pos += [u.offset - FRAME.size + 2 for u in list(res.units)[4::23]]  # frame length fields
    pos += [s + 3 for s, _ in res.parity] + [res.locator[0] + 7, size - 2]
    return sorted(set(pos))


def test_a_flipped_byte_anywhere_in_on_rkc_costs_at_most_one_units_entries(on_v3, tmp_path):
    res = scan(on_v3)
    good = on_v3.read_bytes()
    every = set(res.index)
    per_unit: dict[int, set[str]] = {}
    for k, (u, _, _) in res.index.items():
        per_unit.setdefault(u, set()).add(k)
    biggest = max(map(len, per_unit.values()))
    path = tmp_path / "c.rkc"
    positions = _flip_positions(res, len(good))
    assert len(positions) >= 25
    for at in positions:
        raw = bytearray(good)
        raw[at] ^= 0x10
        path.write_bytes(bytes(raw))
        for bak in tmp_path.glob("c.rkc.bak*"):
            bak.unlink()
        assert not verify(path).ok, at
        rep = repair_file(path)
        assert verify(path).ok, at
        with CassetteStore.open(path) as store:
            kept = set(store.keys())
            assert kept <= every
        lost = every - kept
        assert len(lost) <= biggest and any(lost <= keys for keys in per_unit.values()), (at, len(lost))
        assert rep.dropped == len(lost) and rep.kept == len(kept) and rep.uncounted == 0, at
        if any(u.offset - FRAME.size <= at < u.offset + u.length and u.kind == "blocks" for u in res.units):
            assert rep.rebuilt == 1 and not lost, at  # shared request blocks come back from parity


def test_bundled_on_rkc_upgrades_to_format_3_with_every_entry_unchanged(on_v3):
    with CassetteStore.open(ON) as old, CassetteStore.open(on_v3) as new:
        assert old.version == 2 and new.version == 3
        assert sorted(old.keys()) == sorted(new.keys())
        assert all(old.get(k) == new.get(k) for k in old.keys())
    assert verify(on_v3).ok


def _conversations(n_conv: int, turns: int) -> list[Entry]:
    out = []
    for c in range(n_conv):
        history = [{"role": "system", "content": f"assistant {c % 3}: " + "be helpful " * 20}]
        for t in range(turns):
            history.append({"role": "user", "content": f"user {c} turn {t} " + "tell me more " * 12})
            body = msgspec.json.encode({"model": "m", "messages": history, "temperature": 0.2 * (c % 2)})
            out.append(keyed(Entry(key="", request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body,
                                                                  replica=c % 2),
                                   response=RecordedResponse(status=200, body=b'{"c": %d, "t": %d}' % (c, t)))))
            history.append({"role": "assistant", "content": f"reply {c}/{t} " + "fine " * 30})
    return out


@pytest.mark.parametrize("journal", [False, True])
def test_the_nearest_recorded_request_is_found_as_by_decoding_every_entry(tmp_path, journal):
    from replaykit.recording.key import request_identity, similarity
    from replaykit.recording.store.nearest import nearest_keys

    entries = _conversations(12, 6)
    path = tmp_path / "c.rkc"
    write(path, entries[:50])
    write(path, entries[50:], compact=not journal)
    misses = []
    for e in entries[5::7]:  # the same call with its last message changed, or its temperature
        doc = msgspec.json.decode(e.request.body)
        doc["messages"][-1]["content"] += " (changed)"
        misses.append((msgspec.json.encode(doc), e.request.replica))
        doc = msgspec.json.decode(e.request.body)
        doc["temperature"] = 0.7
        misses.append((msgspec.json.encode(doc), e.request.replica))
    with CassetteStore.open(path) as store:
        decoded = [store.get(k) for k in store.keys()]
        for body, replica in misses:
            want = request_identity("POST", "/v1/chat/completions", "", body)

            def score(entry):
                r = entry.request
                return similarity(want, request_identity(r.method, r.path, r.query, r.body))

            brute = max(score(x) for x in decoded)
            near = nearest_keys(store, "POST", "/v1/chat/completions", "", body, replica, 0)
            assert 0 < len(near) <= 2 * 256
            assert max(score(store.get(k)) for k in near) == brute


def test_an_index_frame_that_would_inflate_beyond_its_entries_is_damage_not_an_allocation(tmp_path):
    import resource

    import zstandard

    from replaykit.recording.store.format import LOCATOR, locator_frame

    path = tmp_path / "c.rkc"
    write(path, calls(3))
    res = scan(path)
    at, n, extent, entries = res.locator
    bomb = zstandard.ZstdCompressor(level=1).compress(b"\0" * (256 << 20))  # declares 256 MiB
    raw = bytearray(path.read_bytes()[: at - FRAME.size] + frame(ord("X"), bomb))
    loc_at = raw.index(locator_frame(at, n, extent, entries))
    raw[loc_at:loc_at + FRAME.size + LOCATOR.size] = locator_frame(at, len(bomb), at + len(bomb), entries)
    path.write_bytes(bytes(raw))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(CassetteError, match="index frame declares"):
        CassetteStore.open(path)
    rep = verify(path)
    assert not rep.ok and "index frame declares" in rep.message
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200 << 10  # KiB: never inflated
