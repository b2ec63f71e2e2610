"""One distribution name and one install line: `replaykit` on PyPI is an unrelated project, so every
doc, error, Makefile line and example installs `amemgym-replaykit` (issue 34, item 1)."""

from __future__ import annotations

import re
import subprocess
import tomllib
from pathlib import Path

import pytest

from replaykit._util.extras import DISTRIBUTION, EXTRAS, NO_DEPS, install_line, missing_modules

REPO = Path(__file__).resolve().parents[3]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def test_distribution_name_is_not_the_taken_one():
    assert PYPROJECT["project"]["name"] == DISTRIBUTION == "amemgym-replaykit"
    assert PYPROJECT["project"]["scripts"] == {"replaykit": "replaykit.cli.main:main"}
    assert PYPROJECT["project"]["entry-points"]["pytest11"] == {"replaykit": "replaykit.pytest_plugin"}


def test_extras_match_pyproject():
    assert set(EXTRAS) == set(PYPROJECT["project"]["optional-dependencies"])


def test_install_line_is_written_out():
    assert install_line("parquet") == "pip install 'amemgym-replaykit[parquet]'"
    assert install_line("mem0") == "pip install 'amemgym-replaykit[mem0]' && pip install --no-deps mem0ai==0.1.118"
    assert install_line("mem0", "parquet", "mem0") == ("pip install 'amemgym-replaykit[mem0,parquet]' && "
                                                   "pip install --no-deps mem0ai==0.1.118")
    assert install_line() == "pip install amemgym-replaykit"
    with pytest.raises(ValueError, match="unknown extra 'gpu'"):
        install_line("gpu")


def test_missing_modules_finds_without_importing():
    assert missing_modules("dev") == []  # pytest runs this, so pytest and hypothesis are here
    EXTRAS["_probe"] = ("json", "replaykit_no_such_module_x")
    try:
        assert missing_modules("_probe") == ["replaykit_no_such_module_x"]
    finally:
        del EXTRAS["_probe"]


def _tracked_text_files():
    out = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True).stdout.split()
    for name in out:
        if name.startswith("releases/") or not name.endswith((".md", ".py", ".toml", ".txt", ".json", "Makefile", "run")):
            continue
        path = REPO / name
        if path.is_file():
            yield name, path.read_text(encoding="utf-8", errors="replace")


def test_no_doc_or_error_installs_the_wrong_project():
    # `replaykit[EXTRA]` or `pip install replaykit` would fetch the unrelated PyPI project
    wrong = re.compile(r"(?<![\w\-/.])replaykit\[[a-z]|pip install '?replaykit\b")
    found = [f"{name}: {m.group(0)}" for name, text in _tracked_text_files()
             for m in wrong.finditer(text) if name != "tests/unit/_util/test_extras.py"]
    assert not found, found


def test_example_plugin_depends_on_the_distribution():
    example = tomllib.loads((REPO / "examples/recency-notes-agent/pyproject.toml").read_text(encoding="utf-8"))
    assert example["project"]["dependencies"] == [DISTRIBUTION]


def test_the_no_deps_pin_is_the_one_mem0_runs():
    from replaykit.episodes.agents.mem0_pins import MEM0_VERSION

    assert NO_DEPS["mem0"] == f"mem0ai=={MEM0_VERSION}"
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^MEM0_PIN\s*:=\s*(\S+)$", makefile, flags=re.M).group(1) == NO_DEPS["mem0"]
