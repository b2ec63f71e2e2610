"""A package's declared public surface, imported on first use.

A package lists its public names once, as ``{name: module}``; ``lazy_surface`` gives it the
module-level ``__getattr__`` and ``__dir__`` that import a name's module when the name is first
read, so importing a package (and the CLI's start-up) loads nothing its caller does not use.
The package repeats the names under ``if TYPE_CHECKING:`` for type checkers;
tests/unit/project/test_surfaces.py checks that both lists agree and that every name imports.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any, Callable, Mapping


def lazy_surface(package: str, exports: Mapping[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``, whose public ``exports`` map each name to its module."""

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)  # the next read is a plain attribute
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(sys.modules[package]), *exports})

    return __getattr__, __dir__
