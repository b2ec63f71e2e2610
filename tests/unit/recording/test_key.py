"""The request key: invariant under transport details, sensitive to every semantic field."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.recording.key import (
    EXCLUDED_FIELDS,
    INCLUDED_FIELDS,
    key_for,
    request_identity,
    request_key,
    split_url,
)

text = st.text(max_size=30)
message = st.fixed_dictionaries({"role": st.sampled_from(["system", "user", "assistant"]), "content": text})
json_scalar = st.one_of(st.none(), st.booleans(), st.integers(-1000, 1000), text,
                        st.floats(allow_nan=False, allow_infinity=False, width=32))
json_value = st.recursive(json_scalar, lambda c: st.one_of(st.lists(c, max_size=3),
                                                          st.dictionaries(text, c, max_size=3)), max_leaves=6)

chat_body = st.fixed_dictionaries(
    {"model": st.sampled_from(["gpt-4o-mini", "smollm2", "m"]), "messages": st.lists(message, min_size=1, max_size=4)},
    optional={
        "temperature": st.floats(0, 2, allow_nan=False).map(lambda x: round(x, 2)),
        "top_p": st.floats(0, 1, allow_nan=False).map(lambda x: round(x, 2)),
        "max_tokens": st.integers(1, 4096),
        "seed": st.integers(0, 2**31),
        "stop": st.lists(text, max_size=2),
        "response_format": st.just({"type": "json_object"}),
        "tools": st.lists(st.fixed_dictionaries({"type": st.just("function"), "function": st.fixed_dictionaries({"name": text})}), max_size=2),
    },
)


def shuffled_json(obj, rnd: random.Random, indent) -> bytes:
    def shuffle(o):
        if isinstance(o, dict):
            items = list(o.items())
            rnd.shuffle(items)
            return {k: shuffle(v) for k, v in items}
        if isinstance(o, list):
            return [shuffle(v) for v in o]
        return o

    return json.dumps(shuffle(obj), indent=indent, ensure_ascii=rnd.random() < 0.5).encode()


@settings(max_examples=200, deadline=None)
@given(body=chat_body, seed=st.integers(0, 2**32), indent=st.sampled_from([None, 0, 2, 7]),
       host=st.sampled_from(["http://127.0.0.1:8000", "https://api.openai.com", "http://10.1.2.3:1"]),
       user=st.one_of(st.none(), text), replica=st.integers(0, 5), occurrence=st.integers(0, 5))
def test_key_ignores_key_order_whitespace_host_and_client_ids(body, seed, indent, host, user, replica, occurrence):
    rnd = random.Random(seed)
    reference = key_for("POST", "http://h:1/v1/chat/completions", json.dumps(body).encode(), replica, occurrence)
    variant = dict(body)
    if user is not None:
        variant["user"] = user  # a client id
    variant["metadata"] = {"run": seed}  # a storage hint
    raw = shuffled_json(variant, rnd, indent)
    # (an API key in the query is not ignored by the key itself: the recorder scrubs a configured key out of the
    # URL before keying, tests/unit/recording/test_key_collisions.py; any other credential-named value is keyed as a digest)
    assert key_for("post", f"{host}/v1/chat/completions", raw, replica, occurrence) == reference


@settings(max_examples=200, deadline=None)
@given(body=chat_body, data=st.data())
def test_any_semantic_change_changes_the_key(body, data):
    url = "http://h/v1/chat/completions"
    reference = key_for("POST", url, json.dumps(body).encode())
    field = data.draw(st.sampled_from(sorted(INCLUDED_FIELDS - {"stream"})))
    new_value = data.draw(json_value.filter(lambda v: v is not None))
    changed = dict(body)
    if changed.get(field) == new_value or (isinstance(new_value, (int, float)) and not isinstance(new_value, bool)
                                            and isinstance(changed.get(field), (int, float)) and float(changed[field]) == float(new_value)):
        return
    changed[field] = new_value
    assert key_for("POST", url, json.dumps(changed).encode()) != reference
    # ... and so do the endpoint path, replica and occurrence
    assert key_for("POST", "http://h/v1/completions", json.dumps(body).encode()) != reference
    assert key_for("POST", url, json.dumps(body).encode(), replica=1) != reference
    assert key_for("POST", url, json.dumps(body).encode(), occurrence=1) != reference


@given(body=chat_body, name=st.text(min_size=1, max_size=10).filter(lambda n: n not in INCLUDED_FIELDS | EXCLUDED_FIELDS),
       value=json_value.filter(lambda v: v is not None))
def test_unknown_body_fields_are_kept_conservatively(body, name, value):
    url = "http://h/v1/chat/completions"
    with_extra = {**body, name: value}
    assert key_for("POST", url, json.dumps(with_extra).encode()) != key_for("POST", url, json.dumps(body).encode())


def test_numeric_sampling_params_compare_as_numbers_and_null_is_absent():
    url = "http://h/v1/chat/completions"
    a = key_for("POST", url, b'{"model":"m","messages":[],"temperature":1}')
    b = key_for("POST", url, b'{"temperature":1.0,"messages":[],"model":"m","seed":null}')
    assert a == b


def test_non_json_bodies_are_hashed():
    i1 = request_identity("POST", "/upload", "", b"\x00\x01binary")
    i2 = request_identity("POST", "/upload", "", b"\x00\x01binarz")
    assert "body_sha256" in i1 and request_key(i1) != request_key(i2)


def test_split_url_drops_host_and_keeps_secret_query_params_as_digests():
    import hashlib

    digest = "~sha256:" + hashlib.sha256(b"replaykit query value\0SECRET").hexdigest()  # by hand, as documented
    assert split_url("https://x.example:443/v1/embeddings?b=2&api-key=SECRET&a=1") == \
        ("/v1/embeddings", f"a=1&api-key={digest}&b=2")


def test_key_is_stable_across_releases():
    # A pinned value: if this changes, KEY_VERSION must be bumped (old cassettes would all miss).
    body = b'{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0}'
    assert key_for("POST", "http://127.0.0.1:8080/v1/chat/completions", body) == PINNED


PINNED = "fc35de7d18c8032dc28072e1ce102eaf4b893dab80190d845b9db0f93ceaa301"


def test_split_url_remembers_only_short_urls_and_gives_the_same_parts():
    from replaykit.recording import key as key_module

    key_module._split_short.cache_clear()
    short = "https://h:1/v1/chat/completions?b=2&api_key=sk-secret-0000&a=1"
    long = "https://h/v1/embeddings?q=" + "x" * 600 + "&key=sk-secret-0000"
    first, again, long_query = split_url(short), split_url(short), split_url(long)[1]
    short_query = first[1]
    assert first == again and short_query.startswith("a=1&api_key=~sha256:")
    assert short_query.endswith("&b=2") and "sk-secret" not in short_query
    assert long_query.startswith("key=~sha256:") and long_query.endswith("&q=" + "x" * 600)
    info = key_module._split_short.cache_info()
    assert (info.hits, info.misses, info.currsize, info.maxsize) == (1, 1, 1, 1024)  # the long URL is never held


def test_response_format_null_is_no_response_format():
    # the reference's free-text calls pass response_format=None, which the openai SDK sends as null
    url = "http://h/v1/chat/completions"
    absent = key_for("POST", url, b'{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0.2}')
    null = key_for("POST", url, b'{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0.2,'
                                b'"response_format":null}')
    json_mode = key_for("POST", url, b'{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0.2,'
                                     b'"response_format":{"type":"json_object"}}')
    assert absent == null != json_mode
