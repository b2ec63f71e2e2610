"""Request keys of version 2 computed once per distinct message: a growing conversation's key
reuses the digests of the messages it has already keyed.

A key of version 2 (`replaykit.recording.key`) hashes a request's identity with its messages
replaced by the concatenation of their digests (a Merkle tree of two levels). `MessageDigests`
remembers the digest of each message it has seen, keyed by the message's role and content, so
the next call of a conversation, which resends its history, costs a dictionary lookup per
message it already keyed (its strings' hashes are cached by Python when they are the same
objects, as an agent's history is) and one digest per new message. It also keys the gateway's
request as the Python object it is about to encode (`object_call_identity`), so a replayed call
never encodes its body only to decode it again. Both give exactly the key of the plain path
(`request_identity` of the body's bytes, then `identity_digest(..., version=2)`):
tests/unit/recording/capture/test_key_digests.py checks it with hypothesis.

Bounded: two generations of at most `GENERATION_CHARS` characters of content each; when the
young one is full it becomes the old one and the oldest is dropped (a lookup in the old one
brings the message back), so what is remembered is the recent conversations, never a run's.
"""

from __future__ import annotations

from collections import OrderedDict
from operator import indexOf
from typing import Any, Callable, Hashable, Mapping

import msgspec

from replaykit.recording.key import digest_with_leaves, identity_fields, message_digest

GENERATION_CHARS = 16 << 20  # characters of message content remembered per generation (two generations)
LAST_CALLS = 16  # conversations (scopes) whose last call's messages are remembered, most recent first
_JSON_DEC = msgspec.json.Decoder()
# a secret made only of these is found by a scrubber inside one JSON string or number token of the
# body, never across tokens, so scrubbing a body piece by piece gives the bytes of scrubbing it whole
_TOKEN_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~+/=!#$%&'()*;<>?@^`|")


class MessageDigests:
    """Version-2 message digests of one recording session (its scrubber), remembered. Thread-safe
    enough: dict operations are atomic, and a digest lost in a generation swap is only computed again."""

    def __init__(self, scrub: Callable[[bytes], bytes] | None = None, generation_chars: int = GENERATION_CHARS) -> None:
        self._scrub = scrub
        self._limit = generation_chars
        self._young: dict[tuple[str, str], bytes] = {}
        self._old: dict[tuple[str, str], bytes] = {}
        self._chars = 0
        self._last: OrderedDict[Hashable, tuple[list, bytes]] = OrderedDict()  # per scope: its last call's messages, leaves
        self.computed = 0  # digests computed (not found remembered): for tests and benchmarks
        self.reused = 0  # messages whose digests were taken from their scope's last call, unseen

    def leaf(self, message: Any) -> bytes:
        """The digest of one message, as it would be after a round trip through the (scrubbed) body."""
        if type(message) is dict and len(message) == 2:
            role, content = message.get("role"), message.get("content")
            if type(role) is str and type(content) is str:
                ck = (role, content)
                found = self._young.get(ck)
                if found is not None:
                    return found
                found = self._old.get(ck)
                if found is None:
                    found = self._compute(message)
                self._young[ck] = found
                self._chars += len(content)
                if self._chars > self._limit:
                    self._old, self._young, self._chars = self._young, {}, 0
                return found
        return self._compute(message)

    def _compute(self, message: Any) -> bytes:
        self.computed += 1
        if self._scrub is None and type(message) is dict and all(type(k) is str and type(v) is str for k, v in message.items()):
            return message_digest(message)  # the JSON round trip of a dict of strings is itself
        raw = msgspec.json.encode(message)
        if self._scrub is not None:
            raw = self._scrub(raw)
        return message_digest(_JSON_DEC.decode(raw))

    def leaves(self, messages: list | tuple, scope: Hashable) -> bytes:
        """The concatenated digests of ``messages``, the last call of the same ``scope`` (a conversation)
        reused where it sent the same messages: its first messages (the history, before a new turn or
        another question), then a run of them further on (the history after a context window dropped its
        oldest turns), or, when this call starts with messages the last one did not send (a window that
        drops fewer turns: the question is shorter), the last call's messages after them. What is kept
        of the last call is a copy of its messages, taken only when every one was a dict of exactly
        "role" and "content" strings (a caller that changes its dicts afterwards changes nothing here),
        so a message equal to one of them is the same JSON; the runs are found by list comparisons, in
        C, with no Python per message (a str subclass equal to such a string is the one thing taken as
        it: the body's encoder refuses it). Anything else is digested one by one."""
        if type(messages) is not list:
            messages = list(messages)
        runs: list[tuple[int, int, int]] = []  # (where in messages, where in the last call, how many) reused
        last = self._last.get(scope)
        if last is not None:
            prev, got = last
            i = _common_prefix(messages, prev)  # the history before a new turn, or before another question
            if i:
                runs.append((0, 0, i))
            if i < len(messages) and i + 1 < len(prev):
                try:  # where the history goes on after dropped turns (indexOf: its error has no repr of the item)
                    j = indexOf(prev[i + 1:], messages[i]) + i + 1
                except ValueError:
                    j = -1
                if j > 0:
                    runs.append((i, j, _common_prefix(messages[i:], prev[j:])))
                elif i == 0 and prev and len(messages) > 1:
                    try:  # this call starts earlier: the last call's messages come after some new ones
                        j = indexOf(messages[1:], prev[0]) + 1
                    except ValueError:
                        j = -1
                    if j > 0:
                        runs.append((j, 0, _common_prefix(messages[j:], prev)))
            self.reused += sum(k for _, _, k in runs)
        leaf = self.leaf
        parts: list[bytes] = []
        kept: list = []
        plain = True
        at = 0
        for where, start, k in (*runs, (len(messages), 0, 0)):
            new = messages[at:where]
            if new:
                parts.extend([leaf(m) for m in new])
                plain = plain and all(_is_plain(m) for m in new)
                kept += map(dict, new) if plain else ()
            if k:
                parts.append(got[32 * start:32 * (start + k)])  # (the reused ones are equal to plain ones)
                kept += prev[start:start + k]
            at = where + k
        out = b"".join(parts)
        if plain:
            self._last[scope] = (kept, out)
            self._last.move_to_end(scope)
            if len(self._last) > LAST_CALLS:
                self._last.popitem(last=False)
        else:
            self._last.pop(scope, None)
        return out

    def identity_digest(self, identity: dict[str, Any]) -> bytes:
        """`identity_digest(identity, version=2)`, with the messages' digests remembered."""
        fields = identity.get("fields")
        messages = fields.get("messages") if isinstance(fields, dict) else None
        if not isinstance(messages, list):
            return digest_with_leaves(identity, None)
        leaf = self.leaf
        return digest_with_leaves(identity, b"".join([leaf(m) for m in messages]))


def scrub_is_piecewise(patterns: list[bytes]) -> bool:
    """Whether scrubbing with these patterns may be done piece by piece (see _TOKEN_SAFE)."""
    return all(p and set(p) <= _TOKEN_SAFE for p in patterns)


def object_identity(method: str, path: str, query: str, request: Mapping[str, Any], encode: Callable[[Any], bytes],
                    scrub: Callable[[bytes], bytes] | None) -> tuple[dict[str, Any], list | tuple | None]:
    """The identity of the request whose body is ``encode(request)`` (then scrubbed), without encoding
    its messages: (identity without its messages, the messages list or None). Everything else goes
    through the same encoder and decoder as the body (so the same values, the same errors)."""
    messages = request.get("messages")
    if isinstance(messages, (list, tuple)):
        rest = {k: v for k, v in request.items() if k != "messages"}
    else:
        rest, messages = dict(request), None
    raw = encode(rest)
    if scrub is not None:
        raw = scrub(raw)
    return identity_fields(method, path, query, _JSON_DEC.decode(raw)), messages


def _common_prefix(a: list, b: list) -> int:
    """How many leading items ``a`` and ``b`` share: the two common cases (one is the other plus more, or
    their last item differs) at once, else by doubling, then halving, the run compared (in C)."""
    n = min(len(a), len(b))
    for k in (n, n - 1):  # (each compared from its last item: a miss costs one comparison, not k)
        if k > 0 and a[k - 1] == b[k - 1] and a[:k] == b[:k]:
            return k
    lo, step = 0, 1  # a[:lo] == b[:lo]
    while step:
        hi = min(lo + step, n)
        if hi > lo and a[lo:hi] == b[lo:hi]:
            lo = hi
            step *= 2
        else:
            step //= 2
    return lo



def _is_plain(m: Any) -> bool:
    return type(m) is dict and len(m) == 2 and type(m.get("role")) is str and type(m.get("content")) is str
