"""Digests of run directories and release manifests (issue 14 item 9)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from replaykit.data.digests import DIGESTS_FILE, check_digests, digest_problems, write_digests
from replaykit.errors import ResultError, VerifyError
from replaykit.release.manifest import check_manifest, write_release_manifest

REPO = Path(__file__).resolve().parents[3]
RELEASE = REPO / "tests" / "data" / "smol-v3"


def _run_dir(tmp_path: Path) -> Path:
    run = tmp_path / "run"
    for rel, text in {"run.json": "{}", "blueprints/manifest.json": "{}", "episodes/a/u.r0.json": "{\"x\": 1}",
                      "traces/a/u.r0.json": "[]", "upper_bound/u.json": "{}", "cassette.rkc": "c",
                      ".cassette.rkc.lock": ""}.items():
        (run / rel).parent.mkdir(parents=True, exist_ok=True)
        (run / rel).write_text(text)
    write_digests(run)
    return run


def test_digests_cover_every_published_file_and_nothing_else(tmp_path):
    run = _run_dir(tmp_path)
    files = json.loads((run / DIGESTS_FILE).read_text())["files"]
    assert sorted(files) == ["blueprints/manifest.json", "episodes/a/u.r0.json", "run.json", "traces/a/u.r0.json",
                             "upper_bound/u.json"]
    assert check_digests(run) == 5


@pytest.mark.parametrize("tamper,needle", [
    (lambda r: (r / "episodes/a/u.r0.json").write_text("{\"x\": 2}"), "edited since the run wrote it"),
    (lambda r: (r / "traces/a/u.r0.json").unlink(), "listed in digests.json but missing"),
    (lambda r: (r / "episodes/a/v.r0.json").write_text("{}"), "not listed in digests.json"),
    (lambda r: (r / "run.json").write_text("{ }"), "run.json: edited"),
    # `replaykit judge` re-digests what it writes; a factual-recall file added by hand is named
    (lambda r: (r / "factual_recall/a").mkdir(parents=True) or (r / "factual_recall/a/u.r0.json").write_text("{}"),
     "factual_recall/a/u.r0.json: not listed in digests.json"),
])
def test_a_tampered_run_directory_is_named(tamper, needle, tmp_path):
    run = _run_dir(tmp_path)
    tamper(run)
    problems = digest_problems(run)
    assert len(problems) == 1 and needle in problems[0], problems
    with pytest.raises(VerifyError, match="cannot be trusted"):
        check_digests(run)


def test_a_run_without_digests_is_not_called_verified(tmp_path):
    run = _run_dir(tmp_path)
    (run / DIGESTS_FILE).unlink()
    with pytest.raises(ResultError) as info:
        digest_problems(run)
    assert info.value.file == str(run / DIGESTS_FILE) and info.value.reason.startswith("not found")


@pytest.fixture
def release(tmp_path) -> Path:
    if not (RELEASE / "manifest.json").is_file():
        pytest.skip("the bundled release is not here")
    dst = tmp_path / "smol-v3"
    shutil.copytree(RELEASE, dst)
    return dst


def test_the_bundled_manifest_covers_every_published_file(release):
    files = json.loads((release / "manifest.json").read_text())["files"]
    assert {"RESULTS.md", "release.json", "results.json", "cassettes/on.rkc"} <= set(files)
    assert check_manifest(release) == []


@pytest.mark.parametrize("tamper,needle", [
    (lambda r: (r / "RESULTS.md").write_text((r / "RESULTS.md").read_text().replace("0.", "9.", 1)), "RESULTS.md: sha256"),
    (lambda r: (r / "release.json").write_text((r / "release.json").read_text() + " "), "release.json: sha256"),
    (lambda r: (r / "NOTES.md").write_text("unreviewed"), "NOTES.md: not covered"),
    (lambda r: (r / "configs" / "run.json").write_text("{}"), "configs/run.json: sha256"),
])
def test_an_edited_release_file_fails_the_manifest_check(release, tamper, needle):
    tamper(release)
    problems = check_manifest(release)
    assert any(needle in p for p in problems), problems


def test_an_older_manifest_that_skips_results_md_is_refused_until_rewritten(release):
    m = json.loads((release / "manifest.json").read_text())
    del m["files"]["RESULTS.md"], m["files"]["release.json"]
    (release / "manifest.json").write_text(json.dumps(m))
    problems = check_manifest(release)
    assert any("does not cover RESULTS.md" in p for p in problems)
    assert any("replaykit release manifest" in p for p in problems)
    write_release_manifest(release)
    assert check_manifest(release) == []
    assert (release / "manifest.json").read_bytes() == (RELEASE / "manifest.json").read_bytes()
