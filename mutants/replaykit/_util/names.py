"""One safe-name rule for every id that becomes a file or folder name (users, agents, releases)."""

from __future__ import annotations

import re

from replaykit.errors import UnsafeNameError

SAFE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


def is_safe_name(value: object) -> bool:
    return isinstance(value, str) and SAFE_NAME.fullmatch(value) is not None and ".." not in value


def check_name(value: object, what: str, where: str = "") -> str:
    """``value`` if it is a safe file name, else UnsafeNameError naming ``what`` and ``where``."""
    if not is_safe_name(value):
        raise UnsafeNameError(value, what, where)
    return value  # type: ignore[return-value]
