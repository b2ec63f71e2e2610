"""OpenAI-shaped clients bound to replaykit's gateway, handed to mem0 in place of its own.

mem0's ``OpenAILLM`` builds its request (model, messages, its temperature, max_tokens, top_p,
``store``, ``response_format``) and calls ``client.chat.completions.create(**params)``; its
``OpenAIEmbedding`` (0.1.118) replaces newlines by spaces and calls
``client.embeddings.create(input=[text], model=..., dimensions=...)`` (the SDK adds
``encoding_format="float"``). These stand-ins send exactly those fields through
``gateway.chat`` / ``gateway.embed`` (so every call is recorded, retried, counted in the
episode's usage and replayed offline) and give back objects with the attributes mem0 reads.

A replaykit error raised here (a replay miss, a provider failure) is also noted on the calling
context's ``EpisodePin``: mem0 catches and logs some failures (its memory-update call), and the
agent raises the noted error after mem0 returns instead of silently storing nothing.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from replaykit.episodes.agents.mem0_pins import current_pin
from replaykit.errors import AgentError, ReplaykitError


def _note(exc: BaseException) -> None:
    pin = current_pin()
    if pin is not None:
        pin.errors.append(exc)


class GatewayChatClient:
    """``client.chat.completions.create(**params)`` -> ``gateway.chat(role, ...)`` (usage: ``memory``)."""

    def __init__(self, gateway: Any, role: str, model: str) -> None:
        self.gateway, self.role, self.model = gateway, role, model
        self.chat = SimpleNamespace(completions=SimpleNamespace(create=self.create))

    def create(self, **params: Any) -> SimpleNamespace:
        params = dict(params)
        model = params.pop("model", None)
        messages = params.pop("messages")
        if model != self.model:
            raise AgentError(f"mem0 asked for model {model!r}; its llm is configured with {self.model!r}")
        if "tools" in params:
            raise AgentError("mem0 asked for tool calls (graph memory), which the gateway-bound client does not answer")
        temperature = params.pop("temperature", None)
        max_tokens = params.pop("max_tokens", None)
        try:
            reply = self.gateway.chat(self.role, messages, temperature=temperature, max_tokens=max_tokens,
                                      extra=params, usage_as="memory")
        except ReplaykitError as exc:
            _note(exc)
            raise
        message = SimpleNamespace(role="assistant", content=reply.text, tool_calls=None)
        return SimpleNamespace(choices=[SimpleNamespace(index=0, message=message, finish_reason=reply.finish_reason)],
                               model=reply.model)


class GatewayEmbeddingClient:
    """``client.embeddings.create(input=[...], model=..., dimensions=...)`` -> ``gateway.embed(role, ...)``."""

    def __init__(self, gateway: Any, role: str, model: str, *, dims: int | None = None, agent: str = "") -> None:
        self.gateway, self.role, self.model, self.dims, self.agent = gateway, role, model, dims, agent
        self.embeddings = SimpleNamespace(create=self.create)

    def create(self, *, input: list[str], model: str, encoding_format: str = "float", dimensions: int | None = None,
               **rest: Any) -> SimpleNamespace:
        if model != self.model or encoding_format != "float" or rest:
            raise AgentError(f"mem0 asked for an embedding the gateway-bound client does not send (model {model!r}, "
                             f"encoding_format {encoding_format!r}, other fields {sorted(rest)}); the embedder is "
                             f"{self.model!r} with float vectors")
        try:
            sizes = {} if dimensions is None else {"dimensions": dimensions}
            vectors = self.gateway.embed(self.role, list(input), **sizes)
            self._check_sizes(vectors)
        except ReplaykitError as exc:
            _note(exc)
            raise
        return SimpleNamespace(data=[SimpleNamespace(index=i, embedding=list(v)) for i, v in enumerate(vectors)])

    def _check_sizes(self, vectors: Any) -> None:
        """Every vector is ``dims`` long, as the Milvus collection was made: an endpoint that ignores
        ``dimensions`` (a local embedder) was a pymilvus MilvusException traceback (issue 32 item 11)."""
        if self.dims is None:
            return
        wrong = sorted({len(v) for v in vectors} - {self.dims})
        if wrong:
            raise AgentError(f"agent {self.agent!r}: the {self.role!r} endpoint (model {self.model!r}) returned "
                             f"embeddings of {', '.join(map(str, wrong))} numbers, but the agent's embedding_dims is "
                             f"{self.dims} (the size of its Milvus collection); set embedding_dims to what the "
                             "endpoint returns, or use an embedder that honours dimensions", field="embedding_dims")
