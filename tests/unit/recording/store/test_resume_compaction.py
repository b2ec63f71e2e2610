"""Compaction after a resume copies the units the new entries do not reach, and its bytes are still
exactly those of compacting every entry at once (computed in memory from the entries themselves)."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from replaykit.errors import CassetteError
from replaykit.recording.store import resume
from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse, compacted_bytes
from replaykit.recording.store.format import DICT_TRIGGER, FRAME, HEAD_BYTES, KIND_HEADER, MAGIC, WRITER, frame


def conversation(conv: int, turns: int, path: str = "/v1/chat/completions") -> list[Entry]:
    """Calls that resend a growing history (about 6 KB of new text per call)."""
    rng = random.Random(conv)

    def text(n: int) -> str:
        return " ".join(f"w{rng.randrange(10**7)}" for _ in range(n))

    history = [{"role": "system", "content": f"system {conv} {text(200)}"}]
    out = []
    for t in range(turns):
        history.append({"role": "user", "content": text(300)})
        body = json.dumps({"model": "m", "messages": history}).encode()
        reply = text(250)
        out.append(Entry(key=hashlib.sha256(body).hexdigest(), request=RecordedRequest(method="POST", path=path, body=body),
                         response=RecordedResponse(status=200, body=reply.encode())))
        history.append({"role": "assistant", "content": reply})
    return out


BASE = [e for c in range(24) for e in conversation(c, 10)]  # about 1.5 MB of content: the file has a dictionary


def compact_into(path, entries) -> None:
    store = CassetteStore.open(path, writable=True)
    for e in entries:
        store.append(e)
    store.close(compact="always")


@pytest.fixture
def spy(monkeypatch):
    """What copy_unreached did: None (a full rewrite) or the number of entries it copied."""
    from replaykit.recording.store import compact

    seen: list = []
    real = resume.copy_unreached

    def wrapped(store, w, *args):
        got = real(store, w, *args)
        seen.append(None if got is None else w.entries)
        return got

    monkeypatch.setattr(compact, "copy_unreached", wrapped)
    return seen


def sorted_after(entries, n: int) -> tuple[list[Entry], list[Entry]]:
    """(base, new): new holds n entries of BASE that sort late in canonical order, so that a resume
    adding them leaves units before them unreached."""
    from replaykit.recording.store.compact import sort_key

    order = sorted(entries, key=sort_key)
    cut = len(order) * 2 // 3
    new = order[cut:cut + n]
    return [e for e in entries if e not in new], new


@pytest.mark.parametrize("case", ["late", "end", "first"])
def test_a_resume_compacts_to_the_bytes_of_compacting_everything(tmp_path, spy, case):
    if case == "late":
        base, new = sorted_after(BASE, 5)
    elif case == "end":  # another endpoint sorts after every chat: only the last entries unit is redone
        base, new = BASE, conversation(99, 3, path="/v1/zz")
    else:  # the first entry in canonical order: nothing before it to copy
        from replaykit.recording.store.compact import sort_key

        first = min(BASE, key=sort_key)
        base, new = [e for e in BASE if e is not first], [first]
    path = tmp_path / "c.rkc"
    compact_into(path, base)
    assert sum(len(e.request.body) for e in base) > DICT_TRIGGER
    spy.clear()
    compact_into(path, new)  # the resume: appended to the journal, then compacted
    assert path.read_bytes() == compacted_bytes(base + new)
    if case == "first":
        assert spy == [None]
    else:
        assert spy[0] is not None and 0 < spy[0] < len(base)
    with CassetteStore.open(path) as store:
        assert len(store) == len(base) + len(new)
        assert all(store.get(e.key) == e for e in base + new)


def test_a_key_recorded_again_is_not_copied(tmp_path, spy):
    """A journal entry replacing a compacted one: the old record must not survive in a copied unit."""
    from replaykit.recording.store.compact import sort_key

    early = sorted(BASE, key=sort_key)[3]
    changed = Entry(key=early.key, request=early.request, response=RecordedResponse(status=200, body=b"again"))
    path = tmp_path / "c.rkc"
    compact_into(path, BASE)
    spy.clear()
    compact_into(path, [changed])
    want = [changed if e.key == early.key else e for e in BASE]
    assert path.read_bytes() == compacted_bytes(want)
    assert spy == [None]


def test_units_of_another_writer_are_not_copied(tmp_path, spy):
    """A file whose header names another writer (same length: nothing else moves) is rewritten whole."""
    base, new = sorted_after(BASE, 5)
    path = tmp_path / "c.rkc"
    compact_into(path, base)
    data = bytearray(path.read_bytes())
    at = len(MAGIC)
    _, length, _ = FRAME.unpack_from(data, at)
    payload = bytes(data[at + FRAME.size: at + FRAME.size + length])
    other = "x" * len(WRITER)
    data[at: at + FRAME.size + length] = frame(KIND_HEADER, payload.replace(WRITER.encode(), other.encode()))
    assert HEAD_BYTES == at + FRAME.size + length + FRAME.size + 32
    path.write_bytes(bytes(data))
    spy.clear()
    compact_into(path, new)
    assert spy == [None]
    assert path.read_bytes() == compacted_bytes(base + new)


def test_a_damaged_unit_before_the_new_entries_is_not_copied(tmp_path, spy):
    """The copy checks every frame: a flipped byte in a unit it would copy is the read error a full
    rewrite gives, and the file is left as it was."""
    base, new = sorted_after(BASE, 5)
    path = tmp_path / "c.rkc"
    compact_into(path, base)
    with CassetteStore.open(path) as store:
        u = store.units[2]
    data = bytearray(path.read_bytes())
    data[u.offset + u.length // 2] ^= 0x40
    path.write_bytes(bytes(data))
    spy.clear()
    store = CassetteStore.open(path, writable=True)
    for e in new:
        store.append(e)
    before = path.read_bytes()
    with pytest.raises(CassetteError, match="checksum"):
        store.compact()
    store.close(compact=False)
    assert spy == [None]
    assert path.read_bytes() == before


def test_a_streamed_rewrite_reads_through_a_small_unit_cache_and_gives_the_store_its_own_back(tmp_path, monkeypatch):
    from replaykit.recording.store import compact

    seen = []
    real = compact.canonical_stream

    def wrapped(store, *args):
        seen.append(store._reader.cache.budget)
        return real(store, *args)

    monkeypatch.setattr(compact, "canonical_stream", wrapped)
    store = CassetteStore.open(tmp_path / "c.rkc", writable=True, cache_bytes=256 << 20)
    for e in BASE[:20]:
        store.append(e)
    store.compact()
    assert seen == [compact.STREAM_CACHE_BYTES] and store._reader.cache.budget == 256 << 20
    assert all(store.get(e.key) == e for e in BASE[:20])
    store.close()


WHOLE: dict[str, bytes] = {}


@pytest.mark.parametrize("seed", range(6))
def test_any_resume_compacts_to_the_bytes_of_compacting_everything(tmp_path, spy, seed):
    """Random entries held back and appended by a resume, possibly several resumes in a row."""
    if "all" not in WHOLE:
        WHOLE["all"] = compacted_bytes(BASE)
    rng = random.Random(seed)
    held = rng.sample(BASE, rng.randint(1, 12))
    base = [e for e in BASE if e not in held]
    path = tmp_path / "c.rkc"
    compact_into(path, base)
    spy.clear()
    cut = rng.randint(0, len(held))
    for part in (held[:cut], held[cut:]):
        if part:
            compact_into(path, part)
    assert path.read_bytes() == WHOLE["all"]
    assert len(spy) == (1 if cut in (0, len(held)) else 2)
