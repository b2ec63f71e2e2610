"""The LLM gateway: one small client for chat completions and embeddings, per role.

    endpoints = load_endpoints("configs/endpoints.json")   # or a dict
    gw = Gateway(endpoints)
    reply = gw.chat("user", [{"role": "user", "content": "hi"}], reply_format=ReplyFormat(json_schema=schema, schema_name="turn"))
    vectors = gw.embed("embedder", ["a", "b"])

One module per job: ``endpoints`` (which endpoint answers each role, loaded and checked),
``client`` (the retrying ``Gateway``: the cassette's fast path, the openai client otherwise),
``body`` (request bodies encoded as the SDK encodes them), ``replies`` (answers read from bytes),
``transport`` (the bounded HTTP transport), ``strict_schema`` (OpenAI's strict Structured Outputs
rules). The names below are the package's surface (tests/unit/project/test_surfaces.py), imported on
first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from replaykit._util.surface import lazy_surface

_BODY = "replaykit.gateway.body"
_CLIENT = "replaykit.gateway.client"
_ENDPOINTS = "replaykit.gateway.endpoints"
_REPLIES = "replaykit.gateway.replies"
_EXPORTS = {
    "ChatReply": _REPLIES,
    "Embeddings": _REPLIES,
    "Endpoint": _ENDPOINTS,
    "Gateway": _CLIENT,
    "JSON_OBJECT": _ENDPOINTS,
    "PLACEHOLDER_API_KEY": _ENDPOINTS,
    "ROLES": _ENDPOINTS,
    "ReplyFormat": _ENDPOINTS,
    "UNSET_BASE_URL": _ENDPOINTS,
    "direct_path": _CLIENT,
    "encode_body": _BODY,
    "endpoint_secrets": _ENDPOINTS,
    "load_endpoints": _ENDPOINTS,
    "resolve_endpoints": _ENDPOINTS,
    "response_format_for": _ENDPOINTS,
    "retry_after_seconds": _CLIENT,
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_surface(__name__, _EXPORTS)

if TYPE_CHECKING:  # the same names, for type checkers (tests/unit/project/test_surfaces.py checks both lists agree)
    from replaykit.gateway.body import encode_body as encode_body
    from replaykit.gateway.client import Gateway as Gateway
    from replaykit.gateway.client import direct_path as direct_path
    from replaykit.gateway.client import retry_after_seconds as retry_after_seconds
    from replaykit.gateway.endpoints import JSON_OBJECT as JSON_OBJECT
    from replaykit.gateway.endpoints import PLACEHOLDER_API_KEY as PLACEHOLDER_API_KEY
    from replaykit.gateway.endpoints import ROLES as ROLES
    from replaykit.gateway.endpoints import UNSET_BASE_URL as UNSET_BASE_URL
    from replaykit.gateway.endpoints import Endpoint as Endpoint
    from replaykit.gateway.endpoints import ReplyFormat as ReplyFormat
    from replaykit.gateway.endpoints import endpoint_secrets as endpoint_secrets
    from replaykit.gateway.endpoints import load_endpoints as load_endpoints
    from replaykit.gateway.endpoints import resolve_endpoints as resolve_endpoints
    from replaykit.gateway.endpoints import response_format_for as response_format_for
    from replaykit.gateway.replies import ChatReply as ChatReply
    from replaykit.gateway.replies import Embeddings as Embeddings
