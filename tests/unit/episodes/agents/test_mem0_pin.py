"""The mem0 release replaykit runs is pinned once, in agreement, where a fresh machine installs it.

mem0ai 0.1.118's metadata asks for openai<1.110 while replaykit needs openai 3.x, so pip cannot
resolve it inside the ``mem0`` extra: the extra holds its other dependencies and ``make test-mem0``
installs mem0ai itself with ``--no-deps``. These checks read the files as text (no mem0 needed).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from replaykit.episodes.agents import mem0_pins

REPO = Path(__file__).resolve().parents[4]


def test_makefile_installs_the_version_the_agent_requires():
    makefile = (REPO / "Makefile").read_text()
    assert re.search(r"^MEM0_PIN\s*:=\s*mem0ai==0\.1\.118\s*$", makefile, re.M)
    assert mem0_pins.MEM0_VERSION == "0.1.118"
    # the stamp installs the extra, then mem0ai alone without its openai<1.110 pin
    recipe = makefile[makefile.index("$(MEM0_STAMP):"):makefile.index("test-mem0:")]
    assert "'.[dev,mem0]'" in recipe and "--no-deps '$(MEM0_PIN)'" in recipe


def test_the_extra_holds_milvus_and_mem0s_imports_but_not_mem0ai():
    extra = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]["mem0"]
    names = {re.split(r"[=<>!~ ]", e, maxsplit=1)[0].lower() for e in extra}
    assert "mem0ai" not in names  # unresolvable beside openai 3.x
    assert {"pymilvus==2.5.18", "milvus-lite==3.2.2"} <= set(extra)
    # what mem0 0.1.118 imports when loaded (its wheel's Requires-Dist, openai excepted)
    assert {"posthog", "pytz", "qdrant-client", "sqlalchemy", "protobuf", "pydantic"} <= names


def test_the_install_hint_names_both_steps():
    assert "pip install 'amemgym-replaykit[mem0]' && " in mem0_pins.INSTALL_HINT
    assert "pip install --no-deps mem0ai==0.1.118" in mem0_pins.INSTALL_HINT
