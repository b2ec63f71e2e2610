"""The paper's AWE and RAG: the ``mem0`` library itself (agent kind ``mem0``; extra ``amemgym-replaykit[mem0]``).

As the reference's ``Mem0Agent`` (reference-code-behaviour.md §5, BRIEF §4b):

- one fresh ``mem0.Memory`` per episode over an embedded Milvus Lite database (``mem.db`` in a
  temporary folder, collection ``mem_eval``), mem0's OpenAI LLM and embedder, ``version`` v1.1;
- the short-term buffer and its flush rule (``WindowedMemoryAgent``): once the buffer holds
  ``freq + ns`` messages (the reference's ``update_bsz`` + ``local_length``, counted in
  messages), the oldest ``freq`` go to ``memory.add(batch, user_id="USER", infer=infer)``, each
  prefixed ``USER INPUT: `` or ``ASSISTANT RESPONSE: ``; ``infer=True`` is AWE (mem0's own
  fact-extraction and update prompts, its own temperature and token defaults), ``infer=False``
  is RAG (every message embedded and stored verbatim);
- every turn and every evaluation question searches ``memory.search(text, user_id="USER",
  limit=topk)``, re-sorts the hits by ``updated_at`` (else ``created_at``) cut to seconds,
  ascending (a stable sort: ties keep mem0's score order), and shows them as ``- memory`` lines
  in the reference's system message (prompt ``mem0_context``), then the buffer, then the input.

mem0's LLM and embedding requests go through the gateway (``mem0_clients``), so they are recorded
and replay offline like every other call. Its clock, ids, "today" and worker threads are pinned
per episode (``mem0_pins``): ``created_at``/``updated_at`` are the session time the latest user
message announced plus one second per ``add`` made since that time was announced (the Unix epoch
before any time was announced), ids are seeded by the recorder scope (agent, user, replica), and
the fact-extraction prompt's "Today's date" is the logical clock's date. Snapshots hold the whole
collection (``mem0_store``); restoring the snapshot the store already holds costs nothing.
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import shutil
import sys
import tempfile
import weakref
from pathlib import Path
from typing import Any

from replaykit.episodes.agent import AgentConfigBase, WindowedMemoryAgent, render_prompt
from replaykit.episodes.agents.mem0_pins import EPOCH, EpisodePin, load_mem0, pinned, require_mem0
from replaykit.episodes.agents.registry import register_agent
from replaykit.errors import AgentConfigError
from replaykit.recording.capture import current_scope

PREFIX = {"user": "USER INPUT: ", "assistant": "ASSISTANT RESPONSE: "}
USER_ID = "USER"
# the api key mem0's own OpenAI clients are built with; they are replaced before any call
_UNUSED_KEY = "replaykit-mem0-client-replaced"
_UNUSED_URL = "http://replaykit-mem0-client-replaced.invalid/v1"


class Mem0Config(AgentConfigBase, tag="mem0"):
    """The paper's AWE (``infer: true``) and RAG (``infer: false``) on mem0."""

    infer: bool = True
    """mem0's ``infer`` (the reference's ``enable_llm_mem_policy``): true = AWE, false = RAG."""
    freq: int = 2
    """The reference's ``update_bsz``: messages moved to memory at once."""
    ns: int = 4
    """The reference's ``local_length``: messages kept in context."""
    topk: int = 30
    """``memory.search(..., limit=topk)``."""
    embed_role: str = "embedder"
    embedding_dims: int = 1536
    """The Milvus collection's vector size and the embedding requests' ``dimensions`` (mem0 0.1.118
    sends its embedder's ``embedding_dims``, 1536 unless set, as the reference's config leaves it)."""
    collection: str = "mem_eval"
    """The Milvus collection name (the reference's)."""
    memory_temperature: float | None = None
    """mem0's LLM temperature; None: mem0's default (0.1), as in the reference."""
    memory_max_tokens: int | None = None
    """mem0's LLM max_tokens; None: mem0's default (2000), as in the reference."""
    memory_top_p: float | None = None
    """mem0's LLM top_p; None: mem0's default (0.1), as in the reference."""


    def check_installed(self, where: str) -> None:
        require_mem0(where)

    def check_fields(self, where: str) -> None:
        """Range checks of the mem0 fields (called by ``check_config``); errors name the field."""
        for field in ("embedding_dims", "memory_max_tokens"):
            v = getattr(self, field)
            if v is not None and not 1 <= v <= 65_536:
                raise AgentConfigError(where, field, f"{v} is out of range", "it must be between 1 and 65536")
        for field, high in (("memory_temperature", 2.0), ("memory_top_p", 1.0)):
            v = getattr(self, field)
            if v is not None and not 0 <= v <= high:
                raise AgentConfigError(where, field, f"{v} is out of range", f"it must be between 0 and {high:g}")
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]{0,254}", self.collection):
            raise AgentConfigError(where, "collection", f"{self.collection!r} is not a Milvus collection name",
                                   "use letters, digits and '_', starting with a letter or '_'")


def _parse_clock(clock: str) -> _dt.datetime:
    """The session time a user message announced, as a naive wall time; the epoch when none (or unreadable)."""
    try:
        t = _dt.datetime.fromisoformat(clock.strip())
    except ValueError:
        return EPOCH
    return t if t.tzinfo is None else t.astimezone(_dt.timezone.utc).replace(tzinfo=None)


def _memory_time(item: dict) -> str:
    return (item.get("updated_at") or item.get("created_at") or "")[:19]


def _remove_store(folder: str) -> None:
    """Remove an episode's mem0 store folder. Milvus Lite runs one server per database path in this
    process and writes the database out when that server stops, at exit unless stopped before: so
    its server is stopped first, or the folder came back at exit (issue 32 item 11)."""
    manager = sys.modules.get("milvus_lite.server_manager")
    if manager is not None:
        manager.server_manager_instance.release_server(os.path.join(folder, "mem.db"))
    shutil.rmtree(folder, ignore_errors=True)


class Mem0Agent(WindowedMemoryAgent):
    config: Mem0Config

    _versions = 0  # per instance after the first mutation: a counter that never goes back

    # -- lifecycle -------------------------------------------------------------------------
    def _reset_memory(self) -> None:
        require_mem0(f"agent {self.name!r}")
        self._close()
        self.memory: Any = None
        name, replica = current_scope()
        self.pin = EpisodePin(f"{name}|{replica}|{self.name}")
        self.tick = 0
        self.tick_clock = ""
        self.version = self._bump()

    def _bump(self) -> int:
        self._versions += 1
        return self._versions

    def _close(self) -> None:
        memory = getattr(self, "memory", None)
        if memory is not None:
            memory.vector_store.client.close()
            memory._telemetry_vector_store.client.close()  # mem0's second collection, same database
            memory.db.close()
            self.memory = None
        finalizer: weakref.finalize | None = getattr(self, "_finalizer", None)
        if finalizer is not None:
            finalizer()  # removes the store folder
            self._finalizer: weakref.finalize | None = None

    def _mem0_config(self, folder: Path) -> dict:
        cfg = self.config
        agent_ep = self.gw_endpoint(cfg.role)
        embed_ep = self.gw_endpoint(cfg.embed_role)
        llm: dict[str, Any] = {"model": agent_ep.model, "api_key": _UNUSED_KEY, "openai_base_url": _UNUSED_URL}
        for field, name in (("memory_temperature", "temperature"), ("memory_max_tokens", "max_tokens"),
                            ("memory_top_p", "top_p")):
            if getattr(cfg, field) is not None:
                llm[name] = getattr(cfg, field)
        return {
            "vector_store": {"provider": "milvus", "config": {
                "collection_name": cfg.collection, "url": str(folder / "mem.db"),
                "embedding_model_dims": cfg.embedding_dims}},
            "llm": {"provider": "openai", "config": llm},
            "embedder": {"provider": "openai", "config": {
                "model": embed_ep.model, "api_key": _UNUSED_KEY, "openai_base_url": _UNUSED_URL,
                "embedding_dims": cfg.embedding_dims}},
            "history_db_path": str(folder / "history.db"),
            "version": "v1.1",
        }

    def gw_endpoint(self, role: str) -> Any:
        gw = self.gw
        while not hasattr(gw, "endpoint") and hasattr(gw, "_gw"):
            gw = gw._gw
        return gw.endpoint(role)

    def _mem(self) -> Any:
        """The episode's mem0 Memory, created on first use (so a reset costs nothing until then)."""
        if self.memory is None:
            # loaded on first use: importing this module stays light
            from replaykit.episodes.agents.mem0_clients import GatewayChatClient, GatewayEmbeddingClient

            mem0 = load_mem0()
            folder = Path(tempfile.mkdtemp(prefix="replaykit-mem0-"))
            self._finalizer = weakref.finalize(self, _remove_store, str(folder))
            memory = mem0.Memory.from_config(self._mem0_config(folder))
            memory.llm.client = GatewayChatClient(self.gw, self.config.role, memory.llm.config.model)
            memory.embedding_model.client = GatewayEmbeddingClient(
                self.gw, self.config.embed_role, memory.embedding_model.config.model,
                dims=self.config.embedding_dims, agent=self.config.name)
            self.memory = memory
        return self.memory

    def _call(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        """A mem0 call inside the episode's pins; an error mem0 caught and logged is raised here."""
        memory = self._mem()
        self.pin.errors = []
        with pinned(self.pin):
            result = fn(memory, *args, **kwargs)
        if self.pin.errors:
            error, self.pin.errors = self.pin.errors[0], []
            raise error
        return result

    # -- memory ----------------------------------------------------------------------------
    def _write(self, batch: list[dict]) -> None:
        if self.clock != self.tick_clock:
            self.tick_clock, self.tick = self.clock, 0
        self.pin.now = _parse_clock(self.clock) + _dt.timedelta(seconds=self.tick)
        self.tick += 1
        messages = [{"role": t["role"], "content": PREFIX.get(t["role"], f"{t['role'].upper()}: ") + t["content"]}
                    for t in batch]
        self.version = self._bump()
        self._call(lambda m: m.add(messages, user_id=USER_ID, infer=self.config.infer))

    def retrieve(self, query: str) -> list[dict]:
        """``memory.search(query, user_id="USER", limit=topk)``, re-sorted by time cut to seconds (stable)."""
        found = self._call(lambda m: m.search(query, user_id=USER_ID, limit=self.config.topk))
        return sorted(found["results"], key=_memory_time)

    def _system_content(self, query: str) -> str:
        return render_prompt("mem0_context", memories="\n".join(f"- {m['memory']}" for m in self.retrieve(query)))

    def memory_view(self) -> str:
        if self.memory is None:
            return ""
        # brings numpy: loaded only when this runs
        from replaykit.episodes.agents.mem0_store import dump_store

        rows = [r["payload"] for r in self._call(dump_store)]
        rows.sort(key=lambda p: ((p.get("updated_at") or p.get("created_at") or "")[:19], p.get("data", "")))
        return "\n".join(f"[{_memory_time(p)}] {p.get('data', '')}" for p in rows)

    # -- checkpoints -----------------------------------------------------------------------
    def _snapshot_memory(self) -> dict:
        # brings numpy: loaded only when this runs
        from replaykit.episodes.agents.mem0_store import dump_store

        store = [] if self.memory is None else self._call(dump_store)
        return {"store": store, "ids": self.pin.ids, "tick": self.tick, "tick_clock": self.tick_clock,
                "version": self.version}

    def _restore_memory(self, state: dict) -> None:
        self.pin.ids, self.tick, self.tick_clock = state["ids"], state["tick"], state["tick_clock"]
        if state["version"] == self.version:
            return  # the store holds this snapshot already (answering a question writes nothing)
        # brings numpy: loaded only when this runs
        from replaykit.episodes.agents.mem0_store import load_store

        self._call(load_store, state["store"])
        self.version = state["version"]


register_agent("mem0", Mem0Config, Mem0Agent)
