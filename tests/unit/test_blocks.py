"""BlockSplitter: a conversation's blocks parsed and hashed once, with exactly split_body's cuts."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.recording.blocks import BlockSplitter, hash_blocks
from replaykit.recording.format import block_hash, split_body

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
    import replaykit.recording.blocks as blocks_module

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
