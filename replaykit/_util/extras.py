"""The distribution's name, its optional extras, and the one install line every doc and error uses.

``replaykit`` on PyPI is an unrelated project, so this one is distributed as ``amemgym-replaykit``
(``import replaykit`` and the ``replaykit`` command are unchanged). ``install_line("mem0")`` is
``pip install 'amemgym-replaykit[mem0]'``: outside a checkout it installs the package with the
extra; in a checkout installed with ``pip install -e .`` (or ``make venv``) pip finds the
installed distribution and adds only the extra's packages (tests/integration/project/test_wheel_install.py).
"""

from __future__ import annotations

import importlib.util

DISTRIBUTION = "amemgym-replaykit"
"""The name on PyPI and in ``pip install``; the import package and the command are ``replaykit``."""

EXTRAS: dict[str, tuple[str, ...]] = {
    "mem0": ("mem0", "pymilvus", "milvus_lite"),
    "parquet": ("pyarrow",),
    "plot": ("matplotlib",),
    "ray": ("ray",),
    "dev": ("pytest", "hypothesis"),
    "mutation": ("mutmut",),
}
"""Each optional extra of pyproject.toml and the top-level modules that show it is installed
(tests/unit/_util/test_extras.py checks the keys against pyproject.toml)."""


NO_DEPS: dict[str, str] = {"mem0": "mem0ai==0.1.118"}
"""An extra's package that pip must install without its own dependencies, as a second command:
mem0ai 0.1.118's metadata asks for openai<1.110, which replaykit's openai 3.x replaces, so pip
cannot resolve it inside the extra (docs/agents.md; tests/unit/_util/test_extras.py checks the pin
against replaykit.episodes.agents.mem0_pins.MEM0_VERSION and the Makefile's)."""


def install_line(*extras: str) -> str:
    """``pip install 'amemgym-replaykit[EXTRA,...]'`` (no brackets without extras), followed by
    ``&& pip install --no-deps PKG`` for an extra that needs it (mem0)."""
    for extra in extras:
        if extra not in EXTRAS:
            raise ValueError(f"unknown extra {extra!r}; known: {', '.join(sorted(EXTRAS))}")
    names = ",".join(sorted(set(extras)))
    line = f"pip install '{DISTRIBUTION}[{names}]'" if names else f"pip install {DISTRIBUTION}"
    no_deps = sorted(NO_DEPS[e] for e in set(extras) if e in NO_DEPS)
    return f"{line} && pip install --no-deps {' '.join(no_deps)}" if no_deps else line


def missing_modules(extra: str) -> list[str]:
    """The modules of ``extra`` that cannot be imported here (found without importing them)."""
    missing = []
    for module in EXTRAS[extra]:
        try:
            found = importlib.util.find_spec(module) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(module)
    return missing


def has_extra(extra: str) -> bool:
    return not missing_modules(extra)
