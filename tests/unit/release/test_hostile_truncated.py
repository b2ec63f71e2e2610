"""Hostile family "cut short": a release whose file was truncated half-way (a copy interrupted, a
download cut) is named as an edited release, not only as bad JSON or a damaged cassette.

`replaykit replay` checks the manifest's digests first. When a file that differs then also fails
to load, the one-line error says the release does not verify against its manifest (the first
problem named) and what failed, and tells to restore the release's files; before, it only said
"not valid JSON: Input data was truncated" about a config, which reads like a bug in the release.
Run files cut short are named by `verify`/`score` through the run's digests (test_hostile_verify.py).
"""

from __future__ import annotations

import shutil

import pytest

from tests.unit._hostile_helpers import REPO, cli, one_line_error

REL = REPO / "releases" / "smol-v4"
needs_release = pytest.mark.skipif(not (REL / "cassettes" / "on.rkc").is_file(), reason="the bundled release is absent")

CUT = ["configs/agents/native.json", "configs/env.json", "configs/run.json", "configs/endpoints.json",
       "blueprints/manifest.json", "cassettes/on.rkc", "release.json"]


@needs_release
@pytest.mark.parametrize("name", CUT)
def test_a_release_file_cut_short_is_named_as_an_edit(name, tmp_path, capsys):
    rel = tmp_path / "rel"
    shutil.copytree(REL, rel)
    data = (rel / name).read_bytes()
    (rel / name).write_bytes(data[: len(data) // 2])
    code, out, err = cli(capsys, "replay", rel, "--work", tmp_path / "w", "--quiet")
    assert code == 2, (out, err)
    one_line_error(err, str(rel), "does not verify against its manifest.json", f"{rel / name}: sha256 differs",
                   "Restore the release's files")
    assert not (tmp_path / "w" / "replay.json").exists()


@needs_release
def test_an_intact_release_with_a_bad_config_is_not_blamed_on_edits(tmp_path, capsys):
    """No manifest problem: the error is the config's own (nothing said about the manifest)."""
    rel = tmp_path / "rel"
    shutil.copytree(REL, rel)
    (rel / "configs" / "run.json").write_text("{")
    code, _, err = cli(capsys, "release", "manifest", rel)  # the author re-blesses the edited file
    assert code == 0, err
    code, out, err = cli(capsys, "replay", rel, "--work", tmp_path / "w", "--quiet")
    assert code == 2, (out, err)
    one_line_error(err, str(rel / "configs" / "run.json"), "not valid JSON")
    assert "manifest" not in err
