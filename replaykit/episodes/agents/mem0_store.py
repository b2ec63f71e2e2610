"""The state of a mem0 Milvus Lite collection as plain data, for agent snapshots.

``dump_store`` lists every stored memory (id, vector as base64 little-endian float32, payload),
sorted by id so the snapshot does not depend on the store's segment order; ``load_store`` drops
the collection, recreates it as mem0 does and inserts the rows. Float32 vectors round-trip exactly.
"""

from __future__ import annotations

import base64
from typing import Any

import numpy as np

from replaykit.errors import AgentError

MAX_ROWS = 16_384
"""Milvus answers a query with at most 16,384 rows; a bigger memory is a named error, not a cut."""


def _vector_store(memory: Any) -> Any:
    store = memory.vector_store
    if not hasattr(store, "client") or not hasattr(store, "create_col"):
        raise AgentError(f"mem0 agent: snapshots support the Milvus vector store only, not {type(store).__name__}")
    return store


def dump_store(memory: Any) -> list[dict]:
    store = _vector_store(memory)
    rows = store.client.query(collection_name=store.collection_name, filter='id != ""',
                              output_fields=["id", "vectors", "metadata"], limit=MAX_ROWS)
    if len(rows) >= MAX_ROWS:
        raise AgentError(f"mem0 agent: the memory holds {MAX_ROWS} or more items; a snapshot cannot list them all")
    out: list[dict[str, Any]] = []
    for row in rows:
        vec = np.asarray(row["vectors"], dtype="<f4")
        out.append({"id": str(row["id"]), "vector": base64.b64encode(vec.tobytes()).decode("ascii"),
                    "payload": dict(row.get("metadata") or {})})
    out.sort(key=lambda r: r["id"])
    return out


def load_store(memory: Any, rows: list[dict]) -> None:
    store = _vector_store(memory)
    store.delete_col()
    store.create_col(store.collection_name, store.embedding_model_dims, store.metric_type)
    if rows:
        vectors = [np.frombuffer(base64.b64decode(r["vector"]), dtype="<f4").tolist() for r in rows]
        store.insert(ids=[r["id"] for r in rows], vectors=vectors, payloads=[dict(r["payload"]) for r in rows])
