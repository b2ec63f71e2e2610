"""Request bodies cut into blocks and hashed once per message, carried forward along a conversation.

`split_body` (replaykit.recording.store.format) parses a whole body to find its messages, and the
store hashes every block; a conversation's calls grow by a turn or two each, so doing that on
every call walks the whole history again: quadratic in the conversation. A `BlockSplitter`
remembers the cuts and block hashes of recent bodies. A body that begins like one of them, up
to the end of some message (a few prefix comparisons, no parsing), takes those blocks and
hashes as they are and parses and hashes only what follows: the last two shared messages and
the new ones (`split_body` of a body with the shared head and those messages only).

The cuts are exactly `split_body`'s, so the cassette bytes do not depend on which bodies came
before (a property test checks it): every shortcut is taken only where its result is provably
the same, else the body is split afresh.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from itertools import accumulate

import msgspec

from replaykit.base import NOT_JSON
from replaykit.recording.store.format import INLINE_MAX, SPLIT_MIN, block_hash, split_body

BUCKET_KEY = 128  # bodies are grouped by their first bytes (model, start of the first message)
PER_BUCKET = 16  # remembered bodies per group: concurrent conversations that start alike
MEMO_BYTES = 32 << 20  # the bodies remembered, in all (least recently used forgotten first)
BACKOFF = 2  # shared messages parsed again, so the rest always holds >= 2 messages, as split_body needs
_WS = b" \t\r\n"
_SEPARATORS = frozenset(b"[, \t\r\n")  # what split_body skips before an item
_ITEMS = msgspec.json.Decoder(list[msgspec.Raw])
_TOP = msgspec.json.Decoder(dict[str, msgspec.Raw])
_SPLIT_FIELDS = ("messages", "input")  # split_body's, in its order


class _Memo:
    __slots__ = ("body", "ends", "hashes")

    def __init__(self, body: bytes, ends: list[int], hashes: list[bytes]) -> None:
        self.body = body
        self.ends = ends  # end offset of every block (the last one is len(body))
        self.hashes = hashes


def hash_blocks(blocks: list[bytes]) -> list[bytes]:
    """The content hash of every block the store keeps by reference (longer than INLINE_MAX); b"" for inline ones."""
    return [block_hash(b) if len(b) > INLINE_MAX else b"" for b in blocks]


class BlockSplitter:
    """`split(body)` -> (blocks, hashes), equal to `split_body(body)` and `hash_blocks` of it. Thread-safe."""

    def __init__(self, memo_bytes: int = MEMO_BYTES) -> None:
        self.memo_bytes = memo_bytes
        self._lock = threading.Lock()
        self._buckets: OrderedDict[bytes, list[_Memo]] = OrderedDict()
        self._bytes = 0
        self.reused = 0  # blocks taken from a remembered body (neither parsed nor hashed again)

    def split(self, body: bytes) -> tuple[list[bytes], list[bytes]]:
        memo, shared = self._longest_shared(body) if len(body) >= SPLIT_MIN else (None, 0)
        result = None
        if memo is not None:
            result = self._append(body, memo, shared)
            if result is None:
                result = self._extend(body, memo, shared)
        if result is None:
            blocks = split_body(body)
            result = blocks, hash_blocks(blocks)
        blocks, hashes = result
        if len(blocks) >= 3:  # a body with messages: remember it for the next call of its conversation
            self._remember(body, list(accumulate(map(len, blocks))), hashes)
        return blocks, hashes

    # -- finding a remembered body this one extends ------------------------------------------
    def _longest_shared(self, body: bytes) -> tuple[_Memo | None, int]:
        """The remembered body sharing the most whole blocks with ``body`` (its message blocks
        only: never its tail), and how many of its blocks are shared."""
        with self._lock:
            bucket = self._buckets.get(body[:BUCKET_KEY])
            if not bucket:
                return None, 0
            self._buckets.move_to_end(body[:BUCKET_KEY])
            candidates = list(bucket)
        best, best_n = None, 0
        for memo in candidates:
            n = _shared_blocks(body, memo)
            if n > best_n:
                best, best_n = memo, n
                if n == len(memo.ends) - 1:  # every message of that body: a conversation's previous call
                    break
        return best, best_n

    def _append(self, body: bytes, memo: _Memo, shared: int) -> tuple[list[bytes], list[bytes]] | None:
        """The common case, without parsing any shared message again: ``body`` is ``memo``'s first
        ``shared`` blocks, then new items, then ``memo``'s tail, byte for byte (a conversation's next
        call). Only the new items are parsed. None when that is not so, or when split_body could cut
        ``body`` otherwise (then `_extend` or a fresh split)."""
        kept = shared - 1  # items of memo's array that body keeps
        if kept < 1:
            return None
        old, ends = memo.body, memo.ends
        tail_at = ends[-2]  # where memo's tail (the text after its last item) starts
        pos = ends[shared - 1]  # end of the last kept item
        end = len(body) - (len(old) - tail_at)  # where body's tail would start
        if end < pos or not body.startswith(memoryview(old)[tail_at:], end):  # (bytes compare: memoryview == is per item)
            return None
        mid = body[pos:end].lstrip(_WS)
        if mid and mid[:1] != b",":
            return None
        try:
            items = _ITEMS.decode(b"[" + mid[1:] + b"]")
        except NOT_JSON:
            return None
        if kept + len(items) < 2:
            return None
        cuts, at = [], pos
        for item in items:  # split_body's walk: separators, then the item where it is expected
            while at < end and body[at] in _SEPARATORS:
                at += 1
            n = len(item)
            if at + n > end or not body.startswith(item, at):
                return None
            at += n
            cuts.append(at)
        if at != end:
            return None
        span = _array_span(body, ends[0], end)
        if span is None:
            return None
        try:  # the array split_body cuts is the value of the first of its fields present (in a valid body)
            top = _TOP.decode(body)
        except NOT_JSON:
            return None
        field = top.get(_SPLIT_FIELDS[0], top.get(_SPLIT_FIELDS[1]))
        if field is None or len(field) != span[1] - span[0] or not body.startswith(field, span[0]):
            return None
        new_blocks = [body[a:b] for a, b in zip([pos, *cuts], [*cuts, len(body)])]
        blocks = [body[a:b] for a, b in zip([0, *ends[:shared - 1]], ends[:shared])] + new_blocks
        with self._lock:
            self.reused += shared
        return blocks, memo.hashes[:shared] + hash_blocks(new_blocks)

    def _extend(self, body: bytes, memo: _Memo, shared: int) -> tuple[list[bytes], list[bytes]] | None:
        """Blocks of ``body`` from ``memo``'s first ``shared`` blocks (head and messages) and a split
        of the rest; None when the shortcut cannot be taken exactly (then split afresh)."""
        keep = shared - BACKOFF  # blocks taken as they are: the head and all but the last BACKOFF shared messages
        if keep < 2:
            return None
        head_end = memo.ends[0]
        cut = memo.ends[keep - 1]  # end of the last kept message
        at = cut
        if body[at:at + 1] != b",":
            return None
        at += 1
        # the head, then the messages after `cut` (their separator dropped), then the tail: a body
        # split_body cuts like this one from `cut` on, shifted by `cut + 1 - head_end`
        rest = split_body(body[:head_end] + body[at:])
        if len(rest) < 3 or not rest[0].startswith(body[:head_end]) or rest[0][head_end:].strip(_WS):
            return None
        shift = at - head_end
        ends = [e + shift for e in accumulate(map(len, rest))][1:]  # item ends and the tail's end, in body
        new_blocks = [body[cut:ends[0]]] + [body[a:b] for a, b in zip(ends, ends[1:])]
        if ends[-1] != len(body):
            return None
        blocks = [body[a:b] for a, b in zip([0, *memo.ends[:keep - 1]], memo.ends[:keep])] + new_blocks
        # the re-parsed shared messages are the remembered blocks (same bytes): their hashes carry over
        reparsed = shared - keep
        hashes = memo.hashes[:shared] + hash_blocks(new_blocks[reparsed:])
        if len(hashes) != len(blocks) or any(len(b) != (memo.ends[i] - (memo.ends[i - 1] if i else 0))
                                             for i, b in enumerate(blocks[keep:shared], start=keep)):
            return None
        if _array_span(body, head_end, len(body) - len(blocks[-1])) is None:
            return None
        with self._lock:
            self.reused += shared
        return blocks, hashes

    # -- remembering -------------------------------------------------------------------------
    def _remember(self, body: bytes, ends: list[int], hashes: list[bytes]) -> None:
        key = body[:BUCKET_KEY]
        with self._lock:
            bucket = self._buckets.setdefault(key, [])
            self._buckets.move_to_end(key)
            bucket.insert(0, _Memo(body, ends, hashes))
            self._bytes += len(body)
            while len(bucket) > PER_BUCKET:
                self._bytes -= len(bucket.pop().body)
            while self._bytes > self.memo_bytes and self._buckets:
                oldest = next(iter(self._buckets))
                victim = self._buckets[oldest]
                self._bytes -= len(victim.pop().body)
                if not victim:
                    del self._buckets[oldest]

    def clear(self) -> None:
        with self._lock:
            self._buckets.clear()
            self._bytes = 0


def _array_span(body: bytes, first: int, tail: int) -> tuple[int, int] | None:
    """(start, end) of the array whose items run from ``first`` to ``tail`` (where the text after its
    last item starts), when split_body would find it there: split_body locates the array by the
    first occurrence of its text, so an earlier copy of it (in another field) is where it cuts."""
    start = first - 1
    while start > 0 and body[start] in _WS:
        start -= 1
    close = tail
    while close < len(body) and body[close] in _WS:
        close += 1
    if body[start] != 0x5B or body[close:close + 1] != b"]":
        return None
    if body.rfind(b"[", 0, start) >= 0 and body.find(body[start:close + 1]) != start:  # (no "[" before: no copy)
        return None
    return start, close + 1


def _shared_blocks(body: bytes, memo: _Memo) -> int:
    """How many of ``memo``'s leading blocks (head and messages, not its tail) ``body`` begins
    with, byte for byte: a binary search over its block ends, one prefix comparison a step."""
    old = memoryview(memo.body)
    lo, hi = 0, len(memo.ends) - 1  # blocks [0, n) shared for n in [lo, hi]; the tail never counts
    while lo < hi:
        mid = (lo + hi + 1) // 2
        end = memo.ends[mid - 1]
        if end <= len(body) and body.startswith(old[:end]):
            lo = mid
        else:
            hi = mid - 1
    return lo
