"""Base cassettes: opened read-only under a session's own cassette. A key found in a base is
replayed from it in every mode but "off", never fetched or recorded again (e.g. a release
part that re-feeds the on-policy traces records only its new calls)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterable, Iterator

from replaykit.recording.store import CassetteStore


class Bases:
    """The base cassettes of one session, in lookup order (the first that holds a key answers)."""

    def __init__(self, paths: Iterable[str | os.PathLike[str]] = ()) -> None:
        self.paths = [Path(p) for p in paths]
        self.stores: list[CassetteStore] = []

    def open(self) -> None:
        for p in self.paths:
            self.stores.append(CassetteStore.open(p, writable=False))

    def close(self) -> None:
        while self.stores:
            self.stores.pop().close(compact=False)

    def __contains__(self, key: str) -> bool:
        return any(key in b for b in self.stores)

    def __iter__(self) -> Iterator[CassetteStore]:
        return iter(self.stores)

    def response(self, key: str) -> Any:
        """The recorded response of ``key`` from the first base that has it, else None."""
        return next((b.response(key) for b in self.stores if key in b), None)
