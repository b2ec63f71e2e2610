"""BlockSplitter: a conversation's blocks parsed and hashed once, with exactly split_body's cuts."""

from __future__ import annotations

import hashlib
import json
from itertools import accumulate

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.recording.store.blocks import BlockSplitter, hash_blocks
from replaykit.recording.store.format import block_hash, split_body

text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=160)
message = st.fixed_dictionaries({"role": st.sampled_from(["system", "user", "assistant"]), "content": text})
STYLES = {
    "gateway": lambda d: json.dumps(d, ensure_ascii=False, separators=(",", ":")).encode(),
    "spaced": lambda d: json.dumps(d).encode(),  # ", " and ": " separators, \\u escapes
    "indented": lambda d: json.dumps(d, indent=1).encode(),
}


def _body(messages: list[dict], style: str, temperature: float = 0.0, model: str = "m") -> bytes:
    return STYLES[style]({"model": model, "messages": messages, "temperature": temperature, "max_tokens": 64})


# a call: (conversation, how many of its messages, from which message on (a sliding window), style, temperature)
call = st.tuples(st.integers(0, 2), st.integers(0, 14), st.integers(0, 3), st.sampled_from(sorted(STYLES)),
                 st.sampled_from([0.0, 0.7]))


@settings(max_examples=250, deadline=None)
@given(conversations=st.lists(st.lists(message, max_size=14), min_size=3, max_size=3),
       calls=st.lists(call, min_size=1, max_size=25))
def test_every_split_equals_split_body_whatever_came_before(conversations, calls):
    splitter = BlockSplitter()
    for conv, n, start, style, temperature in calls:
        body = _body(conversations[conv][start:n], style, temperature)
        expected = split_body(body)
        assert splitter.split(body) == (expected, hash_blocks(expected))


def test_a_growing_conversation_parses_and_hashes_each_message_once(monkeypatch):
    history = [{"role": "system", "content": "You are a helpful assistant with long-term memory. " * 6}]
    splitter = BlockSplitter()
    hashed: list[bytes] = []
    import replaykit.recording.store.blocks as blocks_module

    monkeypatch.setattr(blocks_module, "block_hash", lambda b: (hashed.append(b), block_hash(b))[1])
    for turn in range(30):
        history.append({"role": "user", "content": f"turn {turn}: " + "an earlier message, at some length " * 4})
        history.append({"role": "assistant", "content": f"reply {turn}: " + "an answer of a few words " * 5})
        body = _body(history, "gateway")
        blocks, hashes = splitter.split(body)
        assert blocks == split_body(body) and b"".join(blocks) == body
    # 61 messages, each hashed once (the two shared messages re-parsed per call carry their hashes
    # over); without the memo the 30 calls would hash 2 + 4 + ... + 61 = 960 message blocks
    messages_hashed = [b for b in hashed if b"turn " in b or b"reply " in b or b"system" in b]
    assert len(messages_hashed) == len(set(messages_hashed)) == 61
    assert splitter.reused > 400


def test_memory_is_bounded(monkeypatch):
    splitter = BlockSplitter(memo_bytes=64 << 10)
    for i in range(200):
        splitter.split(_body([{"role": "user", "content": f"{i} " + "x" * 2000}, {"role": "user", "content": "y"}], "gateway"))
    assert splitter._bytes <= 64 << 10


# Bodies that try the conversation shortcut (`_append`: only the new items parsed) at its edges: items
# that are numbers, strings or arrays (token lists: split_body finds those by search), a copy of the
# array earlier in the body, the array under "input" beside or instead of "messages", duplicate keys,
# tails that change, and whitespace. Each is compared with split_body, computed from scratch.
item = st.one_of(message, st.integers(-5, 500), text, st.lists(st.integers(0, 99), max_size=4))


def _raw_body(items: list, field: str, tail: str, before: str, copy: list | None, spaced: bool) -> bytes:
    sep = ", " if spaced else ","

    def arr(xs: list) -> str:
        return "[" + sep.join(json.dumps(i, ensure_ascii=False) for i in xs) + "]"

    head = '{"model":"m",' + (f'"copy":{arr(copy)},' if copy is not None else "") + before + f'"{field}":'
    return (head + (" " if spaced else "") + arr(items) + tail + "}").encode()


@settings(max_examples=300, deadline=None)
@given(items=st.lists(item, min_size=1, max_size=12), copy=st.integers(-1, 6),
       calls=st.lists(st.tuples(st.integers(0, 12), st.sampled_from(["messages", "input"]),
                                st.sampled_from(['', ',"max_tokens":64', ',"messages":[1,2]', ' ,"x":[{"a":1}]']),
                                st.sampled_from(['', '"input":[],', '"messages":"no",', '"stream":false,']),
                                st.booleans()), min_size=1, max_size=12))
def test_the_conversation_shortcut_cuts_as_split_body_at_its_edges(items, copy, calls):
    splitter = BlockSplitter()
    for n, field, tail, before, spaced in calls:  # copy: the array of a later call, earlier in every body
        body = _raw_body(items[:n], field, tail, before, items[:copy] if copy >= 0 else None, spaced)
        expected = split_body(body)
        assert splitter.split(body) == (expected, hash_blocks(expected))


def test_a_conversation_call_parses_only_its_new_messages(monkeypatch):
    """The shortcut takes a call that extends the previous one: split_body is never run on it."""
    import replaykit.recording.store.blocks as blocks_module

    history = [{"role": "system", "content": "memory agent " * 30}]
    splitter = BlockSplitter()
    fresh: list[bytes] = []
    monkeypatch.setattr(blocks_module, "split_body", lambda b: (fresh.append(b), split_body(b))[1])
    for turn in range(6):
        history.append({"role": "user", "content": f"turn {turn} " + "words " * 40})
        body = _body(history, "gateway")
        assert splitter.split(body) == (split_body(body), hash_blocks(split_body(body)))
        history.append({"role": "assistant", "content": f"reply {turn} " + "more words " * 30})
    assert len(fresh) == 1  # the first call only (nothing remembered before it)


def test_a_copy_of_the_grown_array_earlier_in_the_body_is_where_split_body_cuts():
    """split_body finds the array by the first occurrence of its text: when an earlier field holds a
    copy of the grown array, it cuts there, and so must the splitter."""
    msgs = [{"role": "user", "content": f"message {i} " + "words " * 30} for i in range(3)]
    splitter = BlockSplitter()
    for n in (2, 3):
        body = _raw_body(msgs[:n], "messages", ',"max_tokens":64', "", msgs, spaced=False)
        expected = split_body(body)
        assert splitter.split(body) == (expected, hash_blocks(expected))
    assert body.find(b'"copy":[') < len(expected[0])  # split_body did cut inside the copy


def test_an_earlier_copy_that_grows_is_not_the_array_split_body_cuts():
    """When split_body cut a copy (the first occurrence of the array's text) and the next body grows
    the copy while the array itself stays, split_body cuts the array: the copy is no conversation."""
    msgs = [{"role": "user", "content": f"message {i} " + "words " * 30} for i in range(3)]
    splitter = BlockSplitter()
    for n in (2, 3):
        body = _raw_body(msgs[:2], "messages", ',"max_tokens":64', "", msgs[:n], spaced=False)
        expected = split_body(body)
        assert splitter.split(body) == (expected, hash_blocks(expected))
    assert body.find(b'"messages":[') < len(expected[0])  # split_body cut the array, not the copy


def test_bytes_that_are_not_utf8_split_as_split_body_splits_them():
    """msgspec raises UnicodeDecodeError (not DecodeError) for a key that is not UTF-8; inside a
    string it may not look: either way the splitter agrees with split_body and does not raise."""
    msgs = [{"role": "user", "content": f"message {i} " + "words " * 30} for i in range(3)]
    splitter = BlockSplitter()
    base = _body(msgs[:2], "gateway")
    for body in (base, base[:-1] + b',"\xff":1}', base.replace(b'"}]', b'\xff\xfe"},{"role":"user","content":"x"}]'),
                 _body(msgs, "gateway")[:-1] + b',"\xff":1}'):
        expected = split_body(body)
        assert splitter.split(body) == (expected, hash_blocks(expected))


class _BlockTable:
    """The one thing BlockHashes reads of a store: a stored block's unit (4 blocks a unit, made up)."""

    def __init__(self) -> None:
        self.reads = 0

    @staticmethod
    def content(n: int) -> bytes:
        return b"stored block %d " % n * (n % 5 + 20)

    def blocks_unit(self, n: int) -> tuple[int, list[int], bytes]:
        self.reads += 1
        first = n - n % 4
        blocks = [self.content(i) for i in range(first, first + 4)]
        return first, list(accumulate(map(len, blocks))), b"".join(blocks)


_PART = st.one_of(st.integers(0, 30), st.binary(max_size=120))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.lists(_PART, max_size=12), max_size=25), st.data())
def test_block_hashes_of_interleaved_bodies_are_each_parts_own(bodies, data):
    """Bodies asked for in any order, conversations (a body and its extensions) interleaved: every hash is
    sha256[:16] of the part's bytes, whatever was remembered from the bodies asked for before."""
    from replaykit.recording.store.compact import BlockHashes

    grown = []
    for body in bodies:  # each body, and maybe a longer call of its conversation later on
        grown.append(body)
        if body and data.draw(st.booleans()):
            grown.append(body + data.draw(st.lists(_PART, max_size=4)))
    order = data.draw(st.permutations(grown))
    table = _BlockTable()
    hashes = BlockHashes(table)
    for parts in order:
        want = [hashlib.sha256(p if isinstance(p, bytes) else table.content(p)).digest()[:16] for p in parts]
        assert hashes.each(list(parts)) == want
