"""The package's shape, checked: no import circle (function-local imports included), no arrow up
the layers, no module over 600 lines, no class over 300, and `replaykit --help` loads neither
openai, vcrpy nor numpy."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[3] / "replaykit"
MAX_MODULE_LINES = 600
MAX_CLASS_LINES = 300

# Known exceptions, each owned by a branch that removes it. An entry that no longer applies
# fails the test, so the exception list can only shrink: delete it when its branch lands.
KNOWN_IMPORT_EDGES: set[tuple[str, str]] = set()  # the agent registry removed the agent.py <-> agents/ circle
KNOWN_TOO_BIG: set[str] = set()  # CassetteStore split: reading (recording/store/reader.py), writing (recording/store/journal.py)


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted(PKG.rglob("*.py")):
        parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The replaykit modules ``name`` imports anywhere in its body (not under ``if TYPE_CHECKING``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if _is_type_checking(child):
                continue
            if isinstance(child, ast.Import):
                found.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")[: len(package.split(".")) - (child.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                for a in child.names:
                    sub = f"{base}.{a.name}"
                    found.add(sub if sub in modules else base)
            visit(child)

    visit(tree)
    return {m for m in found if m in modules and m != name}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle as a path [a, b, ..., a], or None."""
    state: dict[str, int] = {}  # 1 = on the stack, 2 = done
    stack: list[str] = []

    def dfs(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = dfs(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = dfs(node)
            if found:
                return found
    return None


def test_find_cycle_finds_a_function_local_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_the_import_walker_sees_function_local_and_relative_imports(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("def f():\n    from replaykit.base import Strict\n    from . import errors\n")
    modules = _modules()
    assert _imports("replaykit.x", src, modules) == {"replaykit.base", "replaykit.errors"}


def test_no_import_circle():
    graph = import_graph()
    stale = sorted(e for e in KNOWN_IMPORT_EDGES if e[1] not in graph.get(e[0], set()))
    assert stale == [], f"remove these from KNOWN_IMPORT_EDGES: {stale}"
    for a, b in KNOWN_IMPORT_EDGES:
        graph[a].discard(b)
    cycle = find_cycle(graph)
    assert cycle is None, "import circle: " + " -> ".join(cycle)


# The layers, lowest first (docs/architecture.md): a package may import its own layer and the
# ones below it, never one above. Every top-level module or package of replaykit is in exactly one.
LAYERS: list[set[str]] = [
    {"errors", "_version", "_util", "base", "prompts"},
    {"data", "recording"},
    {"gateway", "ui"},
    {"session"},
    {"scoring", "generation", "reference"},
    {"episodes"},
    {"release"},
    {"view"},
    {"cli", "pytest_plugin", "testing"},
]


def _top(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def upward_arrows(graph: dict[str, set[str]]) -> list[str]:
    """Imports from a lower layer into a higher one, as "importer -> imported" (the package itself is exempt)."""
    rank = {name: i for i, layer in enumerate(LAYERS) for name in layer}
    rank[""] = len(LAYERS)  # replaykit/__init__.py
    return sorted(f"{a} -> {b}" for a, bs in graph.items() for b in bs if rank[_top(b)] > rank[_top(a)])


def test_at_most_eight_top_level_modules_beside_the_packages():
    """Issue 24's bound: a new module goes into the layer package it belongs to."""
    modules = sorted(p.stem for p in PKG.glob("*.py") if p.stem != "__init__")
    assert len(modules) <= 8, f"{len(modules)} top-level modules: {modules}"


def test_upward_arrows_are_found():
    graph = {"replaykit.data.x": {"replaykit.view.site"}, "replaykit.view.site": {"replaykit.data.x"}}
    assert upward_arrows(graph) == ["replaykit.data.x -> replaykit.view.site"]


def test_every_package_has_a_layer():
    placed = set().union(*LAYERS)
    assert sorted({_top(m) for m in _modules()} - placed - {""}) == []


def test_no_arrow_runs_up_the_layers():
    graph = import_graph()
    assert upward_arrows(graph) == []
    # the viewer reads what runs wrote; nothing below it imports it (the memory saver lives in data/)
    assert sorted(a for a, bs in graph.items() if any(_top(b) == "view" for b in bs) and _top(a) not in ("view", "cli")) == []


def _too_big() -> list[tuple[str, str]]:
    problems = []
    for name, path in _modules().items():
        text = path.read_text(encoding="utf-8")
        n = len(text.splitlines())
        if n > MAX_MODULE_LINES:
            problems.append((name, f"{n} lines (max {MAX_MODULE_LINES})"))
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ClassDef):
                size = node.end_lineno - node.lineno + 1
                if size > MAX_CLASS_LINES:
                    problems.append((f"{name}.{node.name}", f"{size} lines (max {MAX_CLASS_LINES})"))
    return problems


def test_no_module_over_600_lines_and_no_class_over_300():
    found = _too_big()
    stale = sorted(KNOWN_TOO_BIG - {name for name, _ in found})
    assert stale == [], f"remove these from KNOWN_TOO_BIG: {stale}"
    assert [p for p in found if p[0] not in KNOWN_TOO_BIG] == []


@pytest.mark.parametrize("argv", [["--help"], ["gen", "--help"], ["run", "--help"]])
def test_help_loads_neither_openai_vcrpy_nor_numpy(argv):
    code = (
        "import sys\n"
        "from replaykit.cli.main import cli\n"
        f"try:\n    cli.main({argv!r}, standalone_mode=False)\nexcept SystemExit:\n    pass\n"
        "heavy = sorted({m.split('.')[0] for m in sys.modules} & {'openai', 'vcr', 'numpy', 'httpx'})\n"
        "print('HEAVY=' + ','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "HEAVY=", out


def test_nothing_raises_the_bare_root_error_class():
    bare = []
    for name, path in _modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and ast.unparse(node.exc.func) == "ReplaykitError":
                bare.append(f"{name}:{node.lineno}")
    assert bare == [], "raise a subclass of ReplaykitError: " + ", ".join(bare)


MAX_PARAMETERS = 8
# Functions outside cli/ still over MAX_PARAMETERS, each with its reason; the list can only shrink (an
# entry that no longer applies fails the test). cli/ is exempt: a click command takes one parameter per option.
KNOWN_LONG_SIGNATURES: dict[str, str] = {}  # emptied: ReplayMissError (MissedCall), Gateway.chat (ReplyFormat),
# run_gen (GenSpec), Recorder (RecorderOptions), import_release (ImportSpec)


def long_signatures(modules: dict[str, Path]) -> dict[str, int]:
    """Qualified name -> parameter count (``self``/``cls`` not counted, ``*args``/``**kwargs`` counted) of every
    function or method outside cli/ taking more than MAX_PARAMETERS."""
    out = {}
    for name, path in modules.items():
        if _top(name) == "cli":
            continue

        def visit(node: ast.AST, prefix: str) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    visit(child, f"{prefix}.{child.name}")
                elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    a = child.args
                    names = [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
                    if names and names[0] in ("self", "cls"):
                        names = names[1:]
                    n = len(names) + (a.vararg is not None) + (a.kwarg is not None)
                    if n > MAX_PARAMETERS:
                        out[f"{prefix}.{child.name}"] = n
                    visit(child, f"{prefix}.{child.name}")

        visit(ast.parse(path.read_text(encoding="utf-8")), name)
    return out


def test_long_signatures_are_found(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("class C:\n    def f(self, a, b, c, d, e, f, g, h): ...\n    def g(self, a, b, c, d, e, f, g, *h, **i): ...\n"
                   "def h(a, b, c, d, e, f, g, h, i): ...\n")
    assert long_signatures({"replaykit.x": src}) == {"replaykit.x.C.g": 9, "replaykit.x.h": 9}
    assert long_signatures({"replaykit.cli.x": src}) == {}


def test_no_function_outside_cli_takes_more_than_eight_parameters():
    found = long_signatures(_modules())
    stale = sorted(set(KNOWN_LONG_SIGNATURES) - set(found))
    assert stale == [], f"remove these from KNOWN_LONG_SIGNATURES: {stale}"
    new = {k: v for k, v in found.items() if k not in KNOWN_LONG_SIGNATURES}
    assert new == {}, f"more than {MAX_PARAMETERS} parameters (group them in a parameter object, as episodes.spec.Episode): {new}"
