"""An embedded exact cosine-similarity index (numpy), the default store of the RAG and AWE agents.

Exact search over every stored vector: the agents hold at most a few thousand
entries per user, where a brute-force matrix product is faster than any
approximate index and, unlike one, deterministic. Ranking is by cosine
similarity (rounded to 12 decimals so that last-bit differences never reorder
results), ties broken by insertion order (older first). The state is plain data
(``snapshot``/``restore``), so an agent checkpoint holds its index.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from replaykit.errors import AgentError


class VectorIndex:
    """Exact cosine index keyed by string ids; insertion order is kept for tie-breaking."""

    def __init__(self) -> None:
        self._ids: list[str] = []
        self._rows: list[np.ndarray] = []
        self._matrix: np.ndarray | None = None  # cache of the stacked normalized rows
        self._dim: int | None = None

    # -- mutation ------------------------------------------------------------------------
    def add(self, id: str, vector: Sequence[float]) -> None:
        """Add (or replace, keeping its original position) the vector stored under ``id``."""
        row = self._normalize(vector, id)
        if id in self._ids:
            self._rows[self._ids.index(id)] = row
        else:
            self._ids.append(id)
            self._rows.append(row)
        self._matrix = None

    def remove(self, id: str) -> bool:
        """Remove ``id``; returns False if it was not stored."""
        if id not in self._ids:
            return False
        i = self._ids.index(id)
        del self._ids[i]
        del self._rows[i]
        self._matrix = None
        return True

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, id: object) -> bool:
        return id in self._ids

    def ids(self) -> list[str]:
        return list(self._ids)

    # -- search --------------------------------------------------------------------------
    def search(self, vector: Sequence[float], k: int) -> list[tuple[str, float]]:
        """The ``k`` most similar ids with their cosine similarity, best first, ties by insertion order."""
        if k <= 0 or not self._ids:
            return []
        q = self._normalize(vector, "<query>")
        if self._matrix is None:
            self._matrix = np.stack(self._rows)
        # elementwise product + sum: numpy's pairwise summation, no BLAS threading differences
        scores = np.round((self._matrix * q).sum(axis=1), 12)
        order = np.lexsort((np.arange(len(self._ids)), -scores))[:k]
        return [(self._ids[i], float(scores[i])) for i in order]

    # -- state ---------------------------------------------------------------------------
    def snapshot(self) -> dict:
        """Plain, JSON-serializable state: ids in insertion order and their normalized vectors."""
        return {"ids": list(self._ids), "vectors": [r.tolist() for r in self._rows]}

    @classmethod
    def from_snapshot(cls, state: dict) -> "VectorIndex":
        idx = cls()
        for id, vec in zip(state["ids"], state["vectors"]):
            idx._ids.append(id)
            row = np.asarray(vec, dtype=np.float64)
            if idx._dim is None:
                idx._dim = row.shape[0]
            idx._rows.append(row)
        return idx

    # -- helpers -------------------------------------------------------------------------
    def _normalize(self, vector: Sequence[float], where: str) -> np.ndarray:
        row = np.asarray(vector, dtype=np.float64)
        if row.ndim != 1 or row.shape[0] == 0:
            raise AgentError(f"vector index: vector for {where!r} must be a non-empty list of floats")
        if self._dim is None:
            self._dim = row.shape[0]
        elif row.shape[0] != self._dim:
            raise AgentError(
                f"vector index: vector for {where!r} has dimension {row.shape[0]}, the index holds "
                f"{self._dim}; all embeddings must come from the same embedder endpoint"
            )
        if not np.all(np.isfinite(row)):
            raise AgentError(f"vector index: vector for {where!r} contains NaN or infinity")
        norm = float(np.sqrt((row * row).sum()))
        return row / norm if norm > 0 else row
