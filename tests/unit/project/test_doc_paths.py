"""Every repository path the docs name exists, and one list of bundled releases drives both
`make replay` and a bare `replaykit replay` (issue 34, item 3: docs/viewer-and-exports.md named
build/replay/smol-v3 after the default had moved on; the two entry points verified different releases)."""

from __future__ import annotations

import itertools
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from replaykit.errors import ReleaseError
from replaykit.release.bundled import BUNDLED_LIST, bundled_releases

REPO = Path(__file__).resolve().parents[3]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
PATH = re.compile(r"(?<![\w/.\-$])((?:releases|configs|tests|benchmarks|scripts|replaykit|examples|docs|build/replay)"
                  r"/[A-Za-z0-9_./\-{},*]*[A-Za-z0-9_}*])")

# paths the docs name that are not this repository's, each for a reason
NOT_OURS = {
    "tests/cassettes": "the user's own project (where the pytest plugin writes its cassettes)",
    "tests/cassettes/test_chat.yaml": "a user's vcrpy cassette in the import-vcr example",
    "tests/cassettes/test_chat.rkc": "what import-vcr writes in that example",
    "configs/agent/*.json": "the reference code's folder, in fidelity.md's reference column",
    "configs/pricing.json": "a file the user may put in the working folder (trust.md)",
}


def _expand(path: str) -> list[str]:
    """``a/{b,c}.json`` -> ``a/b.json``, ``a/c.json`` (the docs' shorthand)."""
    parts = re.split(r"\{([^{}]*)\}", path)
    choices = [[p] if i % 2 == 0 else p.split(",") for i, p in enumerate(parts)]
    return ["".join(c) for c in itertools.product(*choices)]


def _doc_paths():
    for page in PAGES:
        for m in PATH.finditer(page.read_text(encoding="utf-8")):
            yield page.relative_to(REPO), m.group(1).rstrip(".")


def test_every_path_the_docs_name_exists():
    bundled = {p.name for p in bundled_releases(REPO)}
    missing = []
    for page, path in _doc_paths():
        if path in NOT_OURS or any(seg.isupper() for seg in re.split(r"[/.]", path)):  # releases/NAME: a placeholder
            continue
        if path.startswith("build/replay/"):  # written by `make replay`: only for a bundled release
            name = path.split("/")[2]
            if name not in bundled:
                missing.append(f"{page}: {path} ({name} is not in {BUNDLED_LIST}, so make replay does not write it)")
            continue
        for one in _expand(path):
            if not (any(REPO.glob(one)) if "*" in one else (REPO / one).exists()):
                missing.append(f"{page}: {one}")
    assert not missing, "\n".join(missing)


def test_the_check_sees_the_paths_it_should():
    found = {path for _, path in _doc_paths()}
    assert "build/replay/smol-v4" in found and "releases/smol-v4" in found  # the regex reads the docs
    assert _expand("configs/agents/{native,awi}.json") == ["configs/agents/native.json", "configs/agents/awi.json"]


def test_bundled_list_names_the_bundled_releases():
    releases = bundled_releases(REPO)
    assert releases[0] == REPO / "releases" / "smol-v4"
    assert all((r / "release.json").is_file() and (r / "results.json").is_file() for r in releases)
    assert not (REPO / "releases" / "smol-v3").exists()  # the old format lives in tests/data, not as a release


def test_make_replay_runs_the_bare_command():
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    out = subprocess.run(["make", "--no-print-directory", "-n", "replay"], cwd=REPO, capture_output=True, text=True,
                         timeout=60, env={"PATH": "/usr/bin:/bin"})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1].split() == [".venv/bin/replaykit", "replay"]


@pytest.mark.parametrize(("text", "needle"), [
    (None, "no release given and no releases/bundled.txt here"),
    ("# only a comment\n\n", "lists no release"),
    ("../smol-v4\n", "line 1: '../smol-v4' is not a release folder name"),
    ("ok\nmissing\n", "line 2: "),
    ("ok\nok  # again\n", "line 2: ok is listed twice"),
    ("ok\n" + "#" * 70_000, "is over 65536 bytes"),
    (b"ok\n\xff\n", "is not UTF-8 text"),
])
def test_a_bad_list_is_named(tmp_path, text, needle):
    (tmp_path / "releases" / "ok").mkdir(parents=True)
    (tmp_path / "releases" / "ok" / "release.json").write_text("{}")
    if text is not None:
        listing = tmp_path / "releases" / "bundled.txt"
        listing.write_bytes(text if isinstance(text, bytes) else text.encode())
    with pytest.raises(ReleaseError, match=re.escape(needle)) as info:
        bundled_releases(tmp_path)
    assert "\n" not in str(info.value) and str(tmp_path / "releases" / "bundled.txt") in str(info.value)


def test_the_list_keeps_its_order(tmp_path):
    for name in ("b", "a"):
        (tmp_path / "releases" / name).mkdir(parents=True)
        (tmp_path / "releases" / name / "release.json").write_text("{}")
    (tmp_path / "releases" / "bundled.txt").write_text("# two\nb\n  a   # the second\n")
    assert bundled_releases(tmp_path) == [tmp_path / "releases" / "b", tmp_path / "releases" / "a"]
