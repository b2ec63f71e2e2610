"""Declared package surfaces, checked: every name a package declares in ``__all__`` imports,
the names it repeats for type checkers are the same names, and no module outside
``replaykit/recording/`` imports a recording module that is not one of its surfaces."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from tests.unit.project.test_structure import _is_type_checking, _modules, import_graph

# The recording layer's surfaces: the shared key (the package itself), the store, live capture.
RECORDING_SURFACES = {"replaykit.recording", "replaykit.recording.store", "replaykit.recording.capture"}


def _declaring_packages() -> list[str]:
    """Every package whose ``__init__.py`` assigns ``__all__``."""
    out = []
    for name, path in _modules().items():
        if path.name == "__init__.py":
            tree = ast.parse(path.read_text(encoding="utf-8"))
            if any(isinstance(n, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in n.targets) for n in tree.body):
                out.append(name)
    return sorted(out)


def test_the_recording_surfaces_are_declared():
    assert RECORDING_SURFACES <= set(_declaring_packages())


@pytest.mark.parametrize("package", _declaring_packages())
def test_every_declared_name_imports(package):
    namespace: dict = {}
    exec(f"from {package} import *", namespace)
    declared = importlib.import_module(package).__all__
    assert len(declared) == len(set(declared)), f"{package}.__all__ lists a name twice"
    missing = sorted(set(declared) - set(namespace))
    assert missing == [], f"{package}.__all__ names what does not import: {missing}"


def _type_checking_names(path) -> dict[str, str]:
    """name -> module of every ``from M import X as X`` under ``if TYPE_CHECKING:``."""
    out = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if _is_type_checking(node):
            for imp in ast.walk(node):
                if isinstance(imp, ast.ImportFrom):
                    for a in imp.names:
                        out[a.asname or a.name] = imp.module
    return out


def _lazy_packages() -> list[str]:
    return [p for p in _declaring_packages() if "lazy_surface(" in Path(importlib.import_module(p).__file__).read_text(encoding="utf-8")]


def test_the_recording_surfaces_are_lazy():
    assert RECORDING_SURFACES <= set(_lazy_packages())


@pytest.mark.parametrize("package", _lazy_packages())
def test_a_lazy_surface_shows_type_checkers_the_same_names_from_the_same_modules(package):
    """A package that imports its names on first use (replaykit._util.surface) lists them twice: in
    ``_EXPORTS`` (run time) and under ``if TYPE_CHECKING:`` (type checkers). Both must agree."""
    mod = importlib.import_module(package)
    seen = _type_checking_names(Path(mod.__file__))
    assert sorted(mod.__all__) == sorted(mod._EXPORTS)
    assert seen == dict(mod._EXPORTS), f"{package}: the TYPE_CHECKING imports differ from _EXPORTS"


def _in_recording(module: str) -> bool:
    return module == "replaykit.recording" or module.startswith("replaykit.recording.")


def private_recording_imports(graph: dict[str, set[str]]) -> list[str]:
    """Imports of a recording module that is not a surface, by a module outside replaykit/recording/,
    and imports of the store by capture other than through the store's surface (``importer -> imported``)."""
    bad = []
    for a, bs in graph.items():
        for b in bs:
            if not _in_recording(a) and _in_recording(b) and b not in RECORDING_SURFACES:
                bad.append(f"{a} -> {b}")
            if a.startswith("replaykit.recording.capture.") and b.startswith("replaykit.recording.store."):
                bad.append(f"{a} -> {b}")
            if a.startswith("replaykit.recording.store") and b.startswith("replaykit.recording.capture"):
                bad.append(f"{a} -> {b} (the store never imports capture)")
    return sorted(bad)


def test_private_recording_imports_are_found():
    graph = {"replaykit.cli.x": {"replaykit.recording.store.cassette", "replaykit.recording.store"},
             "replaykit.recording.capture.recorder": {"replaykit.recording.store.format", "replaykit.recording.capture.scopes"},
             "replaykit.recording.store.cassette": {"replaykit.recording.capture"}}
    assert private_recording_imports(graph) == [
        "replaykit.cli.x -> replaykit.recording.store.cassette",
        "replaykit.recording.capture.recorder -> replaykit.recording.store.format",
        "replaykit.recording.store.cassette -> replaykit.recording.capture (the store never imports capture)",
    ]


def test_code_outside_recording_imports_only_its_surfaces():
    assert private_recording_imports(import_graph()) == [], (
        "import these names from replaykit.recording, replaykit.recording.store or replaykit.recording.capture "
        "(add a name to that package's _EXPORTS and TYPE_CHECKING block if it belongs to its surface)")


def test_no_module_names_a_private_recording_module_as_a_string():
    """importlib and lazy maps name modules as strings: outside recording/, only the surfaces may be named."""
    modules = _modules()
    bad = []
    for name, path in modules.items():
        if _in_recording(name):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in modules \
                    and _in_recording(node.value) and node.value not in RECORDING_SURFACES:
                bad.append(f"{name}:{node.lineno}: {node.value}")
    assert bad == []


def test_importing_the_capture_surface_loads_no_vcrpy():
    """The gateway imports capture's surface for the mode and secrets; vcrpy loads only with a Recorder."""
    code = ("import sys\nfrom replaykit.recording.capture import MODES, collect_keys, scrubber_for\n"
            "print('VCR=' + str('vcr' in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "VCR=False", out


def test_the_package_ships_its_type_information():
    """py.typed (PEP 561) is in the package and in its package data, so type checkers read replaykit's annotations."""
    import tomllib

    root = Path(__file__).resolve().parents[3]
    assert (root / "replaykit" / "py.typed").is_file()
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]["replaykit"]
    assert "py.typed" in data


def test_star_import_of_replaykit_works_in_a_fresh_interpreter():
    code = "from replaykit import *\nimport replaykit\nprint(sorted(replaykit.__all__) == sorted(n for n in replaykit.__all__ if n in globals()))\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "True"
