"""The one "first N ... and K more" helper (replaykit/_util/shortlist.py) and the messages built with it."""

from __future__ import annotations

from replaykit._util.shortlist import first_and_more
from replaykit.errors import StrictSchemaError, VerifyError


def test_first_n_then_how_many_more():
    assert first_and_more([], 3) == ""
    assert first_and_more(["a", "b", "c"], 3) == "a; b; c"  # exactly n: nothing left out
    assert first_and_more(["a", "b", "c", "d", "e"], 3) == "a; b; c; and 2 more"
    assert first_and_more(["a", "b", "c"], 2, ", ") == "a, b, and 1 more"
    assert first_and_more(["a", "b", "c"], 1, "\n  ") == "a\n  ... and 2 more"  # a list of lines


def test_error_messages_list_the_first_items_and_count_the_rest():
    e = StrictSchemaError("s", [f"v{i}" for i in range(7)])
    assert "v0; v1; v2; v3; v4; and 2 more." in str(e) and e.violations[-1] == "v6"
    v = VerifyError("run", [f"p{i}" for i in range(23)])
    assert "\n  p19\n  ... and 3 more\n" in str(v) and "p20" not in str(v)
