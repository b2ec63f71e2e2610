"""replaykit.ui.table: one renderer, the same column names in `score`, `run`, the release report and the viewer."""

from __future__ import annotations

from replaykit.release.report import render_results
from replaykit.ui.table import (
    LABEL_COLUMNS,
    SCORE_COLUMNS,
    Table,
    fmt_defined,
    fmt_mean_std,
    fmt_num,
    report_sections,
    score_cell,
    score_table,
)


def _score(overall=0.5, **extra):
    s = {"overall": overall, "upper_bound": 0.75, "random": 0.25, "memory": 0.5, "memory_pooled": None,
         "diagnosis": {"write": 0.25, "read": 0.0, "utilization": 0.125}, "json_error_rate": 0.0,
         "diagnosis_json_error_rate": 0.0, "memory_undefined": 0, "memory_pooled_undefined": 0,
         "per_period": {"overall": [overall], "memory": [0.5], "random": [0.25], "upper_bound": [0.75]}}
    s.update(extra)
    return s


def test_formats():
    assert fmt_num(None) == "–" and fmt_num(0.41249) == "0.412" and fmt_num(3) == "3"
    assert fmt_mean_std(0.5, 0.1) == "0.500±0.100" and fmt_mean_std(None, 0.1) == "–"
    assert fmt_defined(0.412, 9, 12) == "0.412 (9/12)"
    assert fmt_defined(0.0, 0, 12) == "–" and fmt_defined(None, 3, 12) == "–"


def test_memory_cell_shows_defined_cells_when_the_score_carries_them():
    assert score_cell(_score(memory_defined=9, memory_cells=12, memory=0.412), "memory") == "0.412 (9/12)"
    assert score_cell(_score(memory_defined=0, memory_cells=12, memory=None), "memory") == "–"
    assert score_cell(_score(), "memory") == "0.500"
    rep = _score(replicas={"n": 3, "std": {"overall": 0.05, "diagnosis": {"write": 0.01}}})
    assert score_cell(rep, "overall") == "0.500±0.050" and score_cell(rep, "write") == "0.250±0.010"


def test_text_markdown_html_share_columns_and_alignment():
    t = score_table(report_sections({"agents": {"b": _score(0.75), "a": _score()}, "off_policy": {"a": _score(0.25)}}))
    assert t.head == LABEL_COLUMNS + [h for _, h in SCORE_COLUMNS]
    assert [r[:2] for r in t.rows] == [["a", "on"], ["b", "on"], ["a", "off"]]  # sorted per section
    text = t.text().splitlines()
    assert text[0].split() == t.head and set(text[1]) <= {"-", " "}
    assert len({len(line) for line in text[:2]}) == 1  # header and rule line up
    md = t.markdown().splitlines()
    assert md[0] == "| " + " | ".join(t.head) + " |" and md[1].startswith("|---|---|--:|")
    html = t.html()
    assert html.count("<tr>") == 4 and '<td class="n">0.750</td>' in html


def test_html_escapes_and_classes():
    t = Table(head=["name", "v"])
    t.add(["<b>", "1"], classes=["", "ok"])
    t.add(["x", "2"])
    h = t.html()
    assert "&lt;b&gt;" in h and '<td class="n ok">1</td>' in h and '<td class="n">2</td>' in h


def test_release_report_uses_the_score_column_names():
    results = {"release": "r", "on_policy": {"a": _score()}, "off_policy": {"a": _score(0.25)},
               "policy_comparison": {}, "variance": {}, "usage": {}}
    md = render_results(results)
    head = "| " + " | ".join(LABEL_COLUMNS + [h for _, h in SCORE_COLUMNS]) + " |"
    assert md.count(head) == 2  # on- and off-policy tables
