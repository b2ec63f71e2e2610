"""replaykit.plotting: every figure renders, and the bytes are reproducible (no date, fixed hash salt)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("matplotlib", reason="plots need the optional extra replaykit[plot]")

from replaykit import plotting

REPO = Path(__file__).resolve().parents[2]


def _results():
    path = REPO / "releases" / "smol-v3" / "results.json"
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
