"""Base cassettes: opened read-only under a session's own cassette. A key found in a base is
replayed from it in every mode but "off", never fetched or recorded again (e.g. a release
part that re-feeds the on-policy traces records only its new calls)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterable, Iterator

from replaykit.errors import CassetteError
from replaykit.recording.key import KEY_VERSION
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

    def new_key_version(self) -> int:
        """The key version of a new cassette over these bases: theirs (a session keys with one), else the newest."""
        return self.stores[0].key_version if self.stores else KEY_VERSION

    def check_key_version(self, store: CassetteStore) -> None:
        """A session keys every request once, with one key version: its bases must be keyed as its cassette is."""
        for b in self.stores:
            if b.key_version != store.key_version:
                raise CassetteError(
                    f"base cassette {b.path} is keyed with key version {b.key_version} and cassette {store.path} with "
                    f"version {store.key_version}: a session's cassettes must share one (`replaykit cassette upgrade "
                    f"--keys PATH` rekeys an older cassette to version {KEY_VERSION})")

    def __contains__(self, key: str) -> bool:
        return any(key in b for b in self.stores)

    def __iter__(self) -> Iterator[CassetteStore]:
        return iter(self.stores)

    def response(self, key: str) -> Any:
        """The recorded response of ``key`` from the first base that has it, else None (read once:
        `Recorder._lookup`)."""
        return next((b.response(key, once=True) for b in self.stores if key in b), None)
