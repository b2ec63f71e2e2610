"""Key version 2 and its fast path (replaykit.recording.capture.digests): a request keyed from the
object the gateway is about to encode, with the digests of the messages it already keyed remembered,
gets exactly the key of the plain path (its body's bytes, scrubbed, decoded, then
`request_key(..., version=2)`); the version-2 digest is the construction the key module describes,
computed here by hand; version 1 is untouched."""

from __future__ import annotations

import hashlib

import msgspec
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from replaykit.gateway.body import RequestBody, encode_body
from replaykit.recording.capture.digests import MessageDigests, scrub_is_piecewise
from replaykit.recording.capture.scopes import Occurrences, scope
from replaykit.recording.capture.scrubber import Scrubber
from replaykit.recording.key import key_for, request_identity, request_key

PATH = "/v1/chat/completions"
SECRET = "sk-test-Fast0Path0Secret"  # token-safe: scrubbed piecewise
text = st.text(max_size=40) | st.sampled_from(["", "plain", 'quote " and \\ backslash', "line\nbreak\t\x00\x1f",
                                                 "é ü 中文 🙂", "\u2028\u2029", f"key {SECRET} inside", SECRET])
number = st.integers(-(2**63), 2**64 - 1) | st.floats(allow_nan=False, allow_infinity=False)
json_scalar = st.none() | st.booleans() | number | text
json_value = st.recursive(json_scalar, lambda c: st.lists(c, max_size=3) | st.dictionaries(text, c, max_size=3), max_leaves=8)
plain_message = st.fixed_dictionaries({"role": st.sampled_from(["system", "user", "assistant"]), "content": text})
odd_message = (
    st.fixed_dictionaries({"content": text, "role": st.sampled_from(["user", "tool"])})  # the other key order
    | st.fixed_dictionaries({"role": st.just("user"), "content": st.lists(st.fixed_dictionaries(
        {"type": st.just("text"), "text": text}), max_size=2)})
    | st.fixed_dictionaries({"role": st.just("assistant"), "content": text, "name": text})
    | st.fixed_dictionaries({"role": st.just("assistant"), "content": st.none() | number})
    | json_value
)
message = plain_message | odd_message
request = st.fixed_dictionaries(
    {"model": st.sampled_from(["m", "qwen-local"]), "messages": st.lists(message, max_size=6) | st.tuples(plain_message)},
    optional={"temperature": st.integers(0, 2) | st.floats(0, 2), "max_tokens": st.integers(1, 4096) | st.none(),
              "seed": st.integers(0, 2**31), "user": text, "metadata": json_value, "grammar": json_value,
              "response_format": st.just({"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "object"},
                                                                             "strict": True}}),
              "stop": st.lists(text, max_size=2), "top_p": st.floats(0, 1)},
)


def plain_key(req: dict, scrubber: Scrubber | None, replica: int = 0, occurrence: int = 0) -> str:
    body = encode_body(req)
    if scrubber:
        body = scrubber.scrub(body)
    return request_key(request_identity("POST", PATH, "", body), replica, occurrence, version=2)


def occurrences(scrubber: Scrubber | None) -> Occurrences:
    occ = Occurrences()
    occ.use_version(2, scrubber)
    return occ


@settings(max_examples=400, deadline=None)
@given(req=request, scrubbed=st.booleans(), replica=st.integers(0, 3))
def test_a_request_keyed_from_its_object_gets_the_key_of_its_bytes(req, scrubbed, replica):
    assume(RequestBody(req).keyable is not None)  # else the gateway keys its bytes
    scrubber = Scrubber([SECRET]) if scrubbed else None
    occ = occurrences(scrubber)
    with scope("s", replica):
        fast = occ.call_for("POST", PATH, "", req, encode_body, lambda: encode_body(req))
        from_bytes = occ.call_at("POST", PATH, "", scrubber.scrub(encode_body(req)) if scrubber else encode_body(req))
    want = plain_key(req, scrubber, replica)
    assert fast.key == want and from_bytes.key == want
    # what the Call hands on (a miss, a recording) is the scrubbed body, made only when asked for
    assert fast.request[3] == (scrubber.scrub(encode_body(req)) if scrubber else encode_body(req))
    assert fast.identity == request_identity("POST", PATH, "", fast.request[3])


@settings(max_examples=150, deadline=None)
@given(turns=st.lists(st.tuples(plain_message | odd_message, plain_message), min_size=1, max_size=8),
       windows=st.lists(st.integers(0, 6), min_size=8, max_size=8), scrubbed=st.booleans())
def test_a_growing_conversation_keys_each_message_once_and_gets_the_plain_keys(turns, windows, scrubbed):
    """Calls of a conversation (the history resent, sometimes cut to a window, as a context-limited agent
    does), several questions per turn: every key is the plain path's, and the digests computed are the
    distinct messages, not the messages sent."""
    scrubber = Scrubber([SECRET]) if scrubbed else None
    occ = occurrences(scrubber)
    history: list = [{"role": "system", "content": "be brief"}]
    sent = 0
    for (asked, answered), window in zip(turns, windows):
        for question in ("q1", "q2"):  # the same history, two questions (an evaluation at a checkpoint)
            kept = history[1:][-window:] if window else history[1:]
            messages = [history[0], *kept, asked, {"role": "user", "content": question}]
            req = {"model": "m", "messages": messages, "temperature": 0.0, "max_tokens": 64}
            with scope("episode"):
                call = occ.call_for("POST", PATH, "", req, encode_body, lambda r=req: encode_body(r))
            assert call.key == plain_key(req, scrubber)
            sent += len(messages)
        history += [asked, answered]
    plain = [m for m in history + [{"role": "user", "content": q} for q in ("q1", "q2")]
             if type(m) is dict and len(m) == 2 and all(type(m.get(k)) is str for k in ("role", "content"))]
    distinct_plain = {(m["role"], m["content"]) for m in plain}
    odd = sum(1 for (a, _) in turns if not (type(a) is dict and len(a) == 2 and all(type(a.get(k)) is str for k in ("role", "content"))))
    # odd messages are digested at every call that sends them; each plain one once
    assert occ._digests.computed <= len(distinct_plain) + odd * 2 * len(turns)
    assert occ._digests.computed < sent or sent <= len(distinct_plain)


def test_the_version_2_digest_is_the_merkle_construction_computed_by_hand():
    """sha256 over the canonical msgpack (sorted keys) of the identity whose messages are the concatenated
    sha256 of each message's canonical msgpack; the key is sha256 of [2, digest, replica, occurrence]."""
    body = b'{"messages":[{"role":"user","content":"hi"},{"content":"yo","role":"assistant"}],"model":"m","temperature":0}'
    enc = msgspec.msgpack.Encoder(order="sorted")
    leaves = (hashlib.sha256(enc.encode({"content": "hi", "role": "user"})).digest()
              + hashlib.sha256(enc.encode({"content": "yo", "role": "assistant"})).digest())
    identity = {"endpoint": PATH, "fields": {"messages": leaves, "model": "m", "temperature": 0.0}, "method": "POST", "query": ""}
    digest = hashlib.sha256(enc.encode(identity)).digest()
    want = hashlib.sha256(enc.encode([2, digest, 1, 3])).hexdigest()
    assert key_for("POST", "http://h/v1/chat/completions", body, replica=1, occurrence=3, version=2) == want
    assert want == PINNED_V2  # old cassettes of version 2 would all miss if this changed
    assert key_for("POST", "http://h/v1/chat/completions", body, 1, 3) != want  # version 1 is another key


PINNED_V2 = "a8899569a486de03df3e0d6c7f3a0af16f3815a8cd9107668d7c51a859f42b1c"


def test_the_remembered_digests_are_bounded_and_forgetting_changes_no_key():
    digests = MessageDigests(generation_chars=100)
    msgs = [{"role": "user", "content": f"{i:03d}" * 10} for i in range(30)]  # 30 chars each
    first = [digests.leaf(m) for m in msgs]
    assert len(digests._young) + len(digests._old) <= 8  # two generations of at most ~100 chars each
    assert [digests.leaf(m) for m in msgs] == first


@pytest.mark.parametrize("secret, piecewise", [("sk-abcdefgh1234", True), ("pass word 1234", False),
                                               ('ab"cdefgh', False), ("abc,defgh", False), ("abcd:efgh", False)])
def test_only_secrets_inside_one_json_token_are_scrubbed_piece_by_piece(secret, piecewise):
    assert scrub_is_piecewise(Scrubber([secret]).patterns) is piecewise


def test_a_conversation_reuses_its_last_calls_digests_without_looking_at_the_messages_again():
    """The calls of a conversation as an evaluation and a context window make them: two questions on
    the same history, then a turn added, then the oldest turns dropped. Each call's messages are found
    in the scope's last call by list comparisons; only the new ones are looked up or digested."""
    occ = occurrences(None)
    digests = occ._digests
    sys_msg = {"role": "system", "content": "be brief"}
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"turn {i} " + "x" * i} for i in range(40)]

    def key(messages, scope_name="ep"):
        req = {"model": "m", "messages": messages, "temperature": 0.0}
        with scope(scope_name):
            got = occ.call_for("POST", PATH, "", req, encode_body, lambda: encode_body(req)).key
        assert got == plain_key(req, None)
        return got

    key([sys_msg, *turns[:20], {"role": "user", "content": "q1"}])
    assert digests.reused == 0 and digests.computed == 22
    key([sys_msg, *[dict(t) for t in turns[:20]], {"role": "user", "content": "q2"}])  # copies: equal, not the same dicts
    assert (digests.reused, digests.computed) == (21, 23)
    key([sys_msg, *turns[:24], {"role": "user", "content": "q1"}])  # a turn added: the history, then 4 new and q1 again
    assert (digests.reused, digests.computed) == (42, 27)
    key([sys_msg, *turns[6:26], {"role": "user", "content": "q3"}])  # the window dropped 6 turns
    assert (digests.reused, digests.computed) == (42 + 1 + 18, 30)
    key([sys_msg, *turns[6:26], {"role": "user", "content": "q3"}], "another episode")  # another scope: looked up, not reused
    assert (digests.reused, digests.computed) == (61, 30)
    odd = [sys_msg, {"role": "user", "content": "hi", "name": "x"}]  # not plain: digested one by one
    key(odd)
    assert digests.reused == 62  # its first message is the last call's first
    key(odd)
    assert digests.reused == 62  # a call with a message that is not plain is not remembered


def test_a_caller_that_changes_its_list_or_its_dicts_after_a_call_still_gets_the_plain_keys():
    """The gateway is handed the caller's own list and dicts: one list grown in place, a dict edited in place."""
    occ = occurrences(None)
    history = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "one"}]
    for turn in range(4):
        req = {"model": "m", "messages": history, "temperature": 0.0}
        with scope("s"):
            assert occ.call_for("POST", PATH, "", req, encode_body, lambda r=req: encode_body(r)).key == plain_key(req, None)
        history.append({"role": "assistant", "content": f"reply {turn}"})
        history[1]["content"] += " more"  # an earlier message edited in place


@given(a=st.lists(st.integers(0, 2), max_size=40), b=st.lists(st.integers(0, 2), max_size=40))
def test_the_common_prefix_search_is_the_plain_one(a, b):
    from replaykit.recording.capture.digests import _common_prefix

    n = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    assert _common_prefix(a, b) == n and _common_prefix(a, a + b) == len(a)


def test_a_call_that_starts_earlier_than_the_last_one_reuses_the_last_ones_digests_after_its_new_messages():
    """A context window that drops fewer turns than at the last call (the question is shorter: the history's
    cut moves back and forth between an evaluation's questions): the messages before the last call's first
    are new, the last call's follow them, found by list comparisons; every key the plain path's."""
    occ = occurrences(None)
    digests = occ._digests
    turns = [{"role": "user" if i % 2 == 0 else "assistant", "content": f"turn {i}"} for i in range(40)]

    def key(messages):
        req = {"model": "m", "messages": messages, "temperature": 0.0}
        with scope("ep"):
            got = occ.call_for("POST", PATH, "", req, encode_body, lambda: encode_body(req)).key
        assert got == plain_key(req, None)

    key([*turns[10:30], {"role": "user", "content": "a long question"}])
    assert (digests.reused, digests.computed) == (0, 21)
    key([*turns[8:30], {"role": "user", "content": "q"}])  # two turns more at the front, the last call's 20 after them
    assert (digests.reused, digests.computed) == (20, 24)
    key([*turns[8:30], {"role": "user", "content": "q"}])  # the same call again: all of it from the front
    assert (digests.reused, digests.computed) == (20 + 23, 24)
    key([{"role": "user", "content": "unrelated"}, *turns[8:12]])  # starts earlier, the last call's 4 first after it
    assert (digests.reused, digests.computed) == (43 + 4, 25)
