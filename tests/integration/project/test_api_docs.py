"""docs/api.md runs: every `>>>` example in its python blocks is executed with doctest against a
real loopback stub, and its printed outputs must match. The page's replays must not reach the stub."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

DOC = Path(__file__).resolve().parents[3] / "docs" / "api.md"


def _doctest_text(markdown: str) -> str:
    """The page with code fences blanked (line numbers kept), so an output ends at its fence."""
    return re.sub(r"(?m)^```.*$", "", markdown)


def test_api_page_examples_run(openai_stub, tmp_path, monkeypatch, no_api_key):
    monkeypatch.chdir(tmp_path)
    text = _doctest_text(DOC.read_text(encoding="utf-8"))
    test = doctest.DocTestParser().get_doctest(text, {"base_url": openai_stub.base_url}, "docs/api.md", str(DOC), 0)
    assert len(test.examples) >= 15, "docs/api.md lost its examples"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} example(s) of docs/api.md failed (output above)"
    # by hand: 1 recorded chat call, 4 recorded replicas, 1 new call under the base; the rest replayed
    assert openai_stub.calls == 6
    assert sorted(p.name for p in (tmp_path / "cassettes").glob("*.rkc")) == ["chat.rkc", "more.rkc", "replicas.rkc"]
