"""`too_deep` (replaykit._util.jsondepth) against a character-by-character reading of the same rule: a
string is a quote, then plain characters or a backslash and any character but a newline, then a
quote (a quote that opens no such string is skipped); brackets outside strings nest."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit._util.jsondepth import too_deep


def deepest(data: bytes) -> int:
    depth = best = 0
    i = 0
    while i < len(data):
        c = data[i:i + 1]
        if c == b'"':
            j = i + 1
            while j < len(data) and data[j:j + 1] != b'"':
                if data[j:j + 1] == b"\\":
                    if j + 1 >= len(data) or data[j + 1:j + 2] == b"\n":
                        break
                    j += 1
                j += 1
            if j < len(data) and data[j:j + 1] == b'"':
                i = j + 1
                continue
        elif c in (b"[", b"{"):
            depth += 1
            best = max(best, depth)
        elif c in (b"]", b"}"):
            depth -= 1
        i += 1
    return best


@settings(max_examples=1500, deadline=None)
@given(data=st.lists(st.sampled_from([b"[", b"]", b"{", b"}", b'"', b"\\", b"a", b"\n", b'\\"', b"[[[", b'"x"']),
                     max_size=60).map(b"".join), limit=st.integers(0, 6))
def test_too_deep_is_the_nesting_outside_strings(data, limit):
    assert too_deep(data, limit) == (deepest(data) > limit)
    assert too_deep(data.decode(), limit) == (deepest(data) > limit)


@settings(max_examples=1500, deadline=None)
@given(data=st.lists(st.sampled_from([b"[", b"]", b"{", b"}", b'"', b"a", b"\n", b'\\"', b"\\n", b"[[[", b"]]]", b'"x"',
                                      b'"[{"', b'"\\\\"']), max_size=80).map(b"".join), limit=st.integers(0, 8))
def test_too_deep_of_documents_whose_strings_escape_only_single_characters(data, limit):
    """The same rule, on documents (mostly) read without the regular expression: no backslash before a
    backslash or a line break (the fast path's condition; a few examples hold one, read the slow way)."""
    assert too_deep(data, limit) == (deepest(data) > limit)


def test_real_documents_and_a_bomb():
    assert not too_deep(b'{"a": [1, {"b": "[[[[[[[[[[[["}], "c": "\\\\"}' * 100, limit=3)
    assert too_deep(b"[" * 300 + b"]" * 300)
    assert not too_deep(b"[" * 256 + b"]" * 256)
    assert not too_deep(b'"' + b"[" * 300 + b'"')
    assert too_deep(b"[" * 256 + b"[]" + b"]" * 256)  # one innermost pair past the limit
    assert not too_deep(b'{"a": "\\"[[[["}' + b"[" * 255 + b"]" * 255)  # an escaped quote: the brackets after it are text
    assert too_deep(b"]" * 3 + b"[" * 260) and not too_deep(b"]" * 3 + b"[" * 259)  # not well nested: counted one by one
