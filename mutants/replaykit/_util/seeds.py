"""The one sha256 seed derivation: every seed, rng and derived id comes from ``digest(*parts)``
(sha256 over the parts' str joined by U+001F), never from Python's hash() or the wall clock."""

from __future__ import annotations

import hashlib
import random


def digest(*parts: object) -> bytes:
    """sha256 over ``"\\x1f".join(str(p) for p in parts)`` (UTF-8)."""
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).digest()


def hex_id(*parts: object, length: int = 32) -> str:
    """A stable id: the first ``length`` hex digits of ``digest(*parts)``."""
    return digest(*parts).hex()[:length]


def seed31(*parts: object) -> int:
    """A 31-bit seed (the range every provider's ``seed`` accepts): the first 4 digest bytes, big-endian."""
    return int.from_bytes(digest(*parts)[:4], "big") & 0x7FFFFFFF


def seed_int(*parts: object, nbytes: int = 8, byteorder: str = "big") -> int:
    """An unsigned integer from the first ``nbytes`` digest bytes."""
    return int.from_bytes(digest(*parts)[:nbytes], byteorder)  # type: ignore[arg-type]


def seeded_rng(*parts: object) -> random.Random:
    """A random.Random seeded from the parts' digest (first 16 bytes)."""
    return random.Random(seed_int(*parts, nbytes=16))
