"""The recorded requests nearest to one that missed, found without decoding the whole cassette.

The compacted part of a cassette is in canonical order: by endpoint, then by the hashes of
the request body's blocks (`compact.hashed_sort_key`), so a request's nearest recorded neighbours
(the ones sharing the longest run of leading blocks: same model and settings before the
messages, then the same conversation up to where it differs) sit next to where it would be
inserted. A binary search over that order decodes about log2(n) entries (17 of 100,000),
then the neighbours sharing as many leading blocks (the rest of that conversation, at most
SPAN either side); the journal (appended, unsorted) is sorted once per store by the same
key, which reads its entries once. A request that differs before its first message (another
model, say) shares no block with anything, and gets neighbours of its endpoint only.
"""

from __future__ import annotations

from bisect import bisect_left

from replaykit.recording.store.compact import BlockHashes, hashed_sort_key
from replaykit.recording.store.format import block_hash, split_body

HASH = 16  # bytes of a block hash (format.block_hash)
WIDTH = 4  # neighbours taken either side of the insertion point
SPAN = 256  # at most this many entries either side that share the closest one's leading blocks


class NearestIndex:
    """Canonical-order views of a store's keys, built on the first miss and kept while the store is unchanged."""

    def __init__(self, store) -> None:
        self.store = store
        self.hashes = BlockHashes(store)
        self._memo: dict[str, tuple] = {}
        self.compacted, journal = store.keys_by_part()
        self.journal = sorted((self.sort_key(k), k) for k in journal)
        self.size = len(store)

    def sort_key(self, key: str) -> tuple:
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        got = self.store.parts(key)
        if got is None:
            return ()
        entry, parts = got
        if len(self._memo) > 4 * SPAN:
            self._memo.clear()
        out = self._memo[key] = hashed_sort_key(entry, [self.hashes.of(p) for p in parts])
        return out

    def around(self, target: tuple) -> list[str]:
        out: list[str] = []
        keys = self.compacted
        if keys:
            p = bisect_left(keys, target, key=self.sort_key)
            out += _window(keys, p, target, self.sort_key)
        if self.journal:
            order = {k: t for t, k in self.journal}
            p = bisect_left([t for t, _ in self.journal], target)
            out += _window([k for _, k in self.journal], p, target, order.__getitem__)
        return list(dict.fromkeys(out))


def _shared(a: bytes, b: bytes) -> int:
    """How many leading block hashes (16 bytes each) two sort keys' hash strings share."""
    n = 0
    for i in range(0, min(len(a), len(b)), HASH):
        if a[i:i + HASH] != b[i:i + HASH]:
            break
        n += 1
    return n


def _window(keys: list[str], p: int, target: tuple, sort_key) -> list[str]:
    """Keys around position p: WIDTH either side, and every neighbour sharing as many leading blocks
    with the target as the closest one does (the rest of its conversation; at most SPAN either side)."""
    def shared(i: int) -> int:
        sk = sort_key(keys[i])
        return _shared(sk[3], target[3]) if sk[:3] == target[:3] else -1

    best = max((shared(i) for i in (p - 1, p) if 0 <= i < len(keys)), default=-1)
    lo, hi = max(0, p - WIDTH), min(len(keys), p + WIDTH)
    if best >= 0:
        while lo > 0 and p - lo < SPAN and shared(lo - 1) >= best:
            lo -= 1
        while hi < len(keys) and hi - p < SPAN and shared(hi) >= best:
            hi += 1
    return keys[lo:hi]


def nearest_keys(store, method: str, path: str, query: str, body: bytes, replica: int, occurrence: int) -> list[str]:
    """Keys of the recorded requests nearest to this one (a few dozen at most), nearest first in file order."""
    index = store.nearest_index
    if index is None or index.size != len(store):
        index = store.nearest_index = NearestIndex(store)
    hashes = b"".join(block_hash(b) for b in split_body(body))
    return index.around((path, query, method.upper(), hashes, replica, occurrence, ""))
