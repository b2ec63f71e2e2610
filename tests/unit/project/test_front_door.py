"""The README is a front door: short, its command table is the one generated from the click
commands (so it lists every command), its links resolve, its recipe computes the memory
score; `make help` lists every Makefile target; a score without an upper bound says how to get one."""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
README = REPO / "README.md"


def _command_table():
    spec = importlib.util.spec_from_file_location("command_table", REPO / "scripts" / "command_table.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_readme_is_short():
    n = len(README.read_text(encoding="utf-8").splitlines())
    assert n <= 160, f"README.md has {n} lines; it is a front door (about 150): move detail into docs/*.md"


def test_command_table_is_generated_and_lists_every_command():
    ct = _command_table()
    text = README.read_text(encoding="utf-8")
    current = ct.readme_block(text)
    assert current is not None, "README.md lost its command table markers"
    assert current == ct.block(), "README's command table is out of date: python scripts/command_table.py --write"
    listed = re.findall(r"^\| `(replaykit [a-z -]+?)(?: [A-Z\[-].*)?` \|", current, flags=re.M)
    names = [full for full, _ in ct.commands()]
    assert listed == names
    # by hand, from `replaykit --help` and each group's --help (the issue's list of missing ones included)
    expected = {
        "replaykit replay", "replaykit release record", "replaykit release show", "replaykit release manifest",
        "replaykit gen", "replaykit run", "replaykit run merge", "replaykit score", "replaykit verify",
        "replaykit evolve", "replaykit judge", "replaykit view", "replaykit plot", "replaykit export",
        "replaykit import amemgym", "replaykit blueprint validate", "replaykit blueprint show",
        "replaykit blueprint stats", "replaykit blueprint export", "replaykit blueprint fetch",
        "replaykit cassette ls", "replaykit cassette show", "replaykit cassette stats", "replaykit cassette verify",
        "replaykit cassette export", "replaykit cassette merge", "replaykit cassette compact",
        "replaykit cassette upgrade", "replaykit cassette repair", "replaykit cassette import-vcr",
    }
    missing = expected - set(listed)
    assert not missing, f"commands missing from README's table: {sorted(missing)}"


def test_readme_links_resolve():
    text = README.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text)
    assert links
    for link in links:
        if "://" in link:
            continue
        assert (REPO / link).exists(), f"README links to {link}, which does not exist"
    for page in ("cassettes", "recording", "releases", "agents", "scale-out", "evolution", "viewer-and-exports",
                 "safety", "local-model", "fidelity", "api"):
        assert f"(docs/{page}.md)" in text, f"README does not link docs/{page}.md"


def test_real_endpoint_recipe_runs_the_upper_bound():
    for path in (README, REPO / "docs" / "recording.md"):
        text = path.read_text(encoding="utf-8")
        recipe = text[text.index("export OPENAI_BASE_URL"):]
        recipe = recipe[:recipe.index("```")]
        assert "--agent configs/agents/upper-bound.json" in recipe, path
        assert (REPO / "configs" / "agents" / "upper-bound.json").is_file()
        assert "replaykit score" in recipe, path


def test_a_score_without_upper_bound_says_how_to_get_one():
    from replaykit.ui.table import score_notes

    notes = score_notes([("on", {"mine": {"upper_bound": None}}), ("off", {"mine": {"upper_bound": None}})])
    assert len(notes) == 2
    for note in notes:
        assert "--agent configs/agents/upper-bound.json" in note and "--upper-bound" in note


def _makefile_targets() -> list[str]:
    targets = []
    for line in (REPO / "Makefile").read_text(encoding="utf-8").splitlines():
        m = re.match(r"^([a-z][a-z0-9_-]*):(?!=)", line)  # rules, not `X := value`, not $(STAMP) files
        if m and m.group(1) not in targets:
            targets.append(m.group(1))
    return targets


def test_make_help_lists_every_target():
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    targets = _makefile_targets()
    assert {"help", "venv", "test", "replay", "record", "clean", "stop-local", "test-live"} <= set(targets)
    out = subprocess.run(["make", "--no-print-directory", "-s", "help"], cwd=REPO, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    listed = re.findall(r"^make (\S+)\s+\S", out.stdout, flags=re.M)
    missing = [t for t in targets if t not in listed]
    assert not missing, f"make help does not list {missing}: give each target a `## what it does` comment"


def test_docs_links_resolve():
    for page in sorted((REPO / "docs").glob("*.md")):
        text = re.sub(r"```.*?```", "", page.read_text(encoding="utf-8"), flags=re.S)
        for link in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if "://" in link:
                continue
            assert (page.parent / link).exists(), f"{page.name} links to {link}, which does not exist"
