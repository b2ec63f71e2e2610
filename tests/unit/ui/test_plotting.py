"""replaykit.ui.plotting: every figure renders, and the bytes are reproducible (no date, fixed hash salt)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("matplotlib", reason="plots need the optional extra amemgym-replaykit[plot]")

from replaykit.ui import plotting

REPO = Path(__file__).resolve().parents[3]


def _results():
    path = REPO / "tests" / "data" / "smol-v3" / "results.json"
    if not path.is_file():
        pytest.skip("the bundled release's results.json is absent")
    return json.loads(path.read_text())


def test_every_figure_renders_deterministically(tmp_path):
    res = _results()
    a = plotting.write_figures(res, tmp_path / "a")
    b = plotting.write_figures(res, tmp_path / "b")
    names = {p.stem for p in a}
    assert {"overall_per_position", "memory_per_position", "diagnosis", "policy_overall", "spread_overall"} <= names
    assert {p.suffix for p in a} == {".png", ".svg"}
    for pa, pb in zip(a, b):
        assert pa.read_bytes() == pb.read_bytes(), pa.name
    svg = (tmp_path / "a" / "diagnosis.svg").read_text()
    assert "<dc:date>" not in svg and "Matplotlib v" not in svg
    png = (tmp_path / "a" / "diagnosis.png").read_bytes()
    assert png.startswith(b"\x89PNG") and b"Software" not in png and b"matplotlib" not in png.lower()


def test_missing_data_skips_a_figure_and_register_extends(tmp_path):
    res = {"on_policy": {}, "policy_comparison": {}, "variance": {}}
    assert plotting.write_figures(res, tmp_path / "none") == []
    calls = []

    def evolution(results):
        calls.append(1)
        return None  # Figure 11 needs evolution runs; absent here

    plotting.register("evolution", evolution)
    try:
        plotting.write_figures(res, tmp_path / "x")
        assert calls == [1]
    finally:
        plotting.FIGURES.pop("evolution")


def test_figure_11_plots_each_conditions_memory_and_recall_per_cycle(tmp_path):
    res = {"evolution": {"conditions": {
        "none": {"per_cycle": {"memory": [0.1, None, 0.3], "recall": [0.5, 0.5, 1.0]}},
        "complete": {"per_cycle": {"memory": [0.2, 0.4, 0.6], "recall": [None, 0.25, 0.75]}}}}}
    fig = plotting.evolution_per_cycle(res)
    mem, rec = fig.axes[0], fig.axes[1]
    assert [list(ln.get_xdata()) for ln in mem.lines] == [[0, 2], [0, 1, 2]]  # None cycles are not drawn
    assert [list(ln.get_ydata()) for ln in mem.lines] == [[0.1, 0.3], [0.2, 0.4, 0.6]]
    assert [list(ln.get_ydata()) for ln in rec.lines] == [[0.5, 0.5, 1.0], [0.25, 0.75]]
    assert [ln.get_label() for ln in rec.lines] == ["none", "complete"]
    plotting.render(fig)
    assert plotting.evolution_per_cycle({"evolution": {}}) is None
    files = plotting.write_figures(_results(), tmp_path / "rel")  # the bundled release has an evolution section
    assert (tmp_path / "rel" / "evolution_per_cycle.svg") in files
