"""The LLM gateway: one small client for chat completions and embeddings, per role.

    endpoints = load_endpoints("configs/endpoints.json")   # or a dict
    gw = Gateway(endpoints)
    reply = gw.chat("user", [{"role": "user", "content": "hi"}], reply_format=ReplyFormat(json_schema=schema, schema_name="turn"))
    vectors = gw.embed("embedder", ["a", "b"])
    gw.usage()   # per-role token totals, from the responses (deterministic under replay)

Roles: generator, user, agent, judge, embedder. The gateway encodes each request body
itself (the bytes `chat.completions.create` would send, by msgspec). With a recorder active it
first asks the recorder for that very request (`Recorder.answer`: the key HTTP-level recording
stores, from the URL path the client would use and these bytes) and answers a hit from the
cassette, decoded by msgspec (replaykit.gateway.replies): no openai client, httpx request or vcrpy
stub is built, and `openai` is not even imported until a call must reach the network. A call
that must (record, auto, off, or a base URL whose path the fast path does not mirror) goes
through the official `openai` client via `client.post`, where the recording layer captures
it like any other HTTP (so do a memory system's or a plug-in's own calls). The client's own
retries are disabled; the gateway retries network errors, timeouts, 429 and 5xx with
bounded exponential backoff, except in replay mode (a replayed call cannot fail that way,
and a replay miss must surface at once). Failures after the last retry raise
ProviderError naming role, endpoint and status; 4xx other than 429 are not retried. A
`Retry-After` (or `retry-after-ms`) header sets the wait when longer than the backoff; every
wait is stretched by a seeded random jitter (``jitter``, ``jitter_seed``).

With structured_output "json_schema" (OpenAI's strict Structured Outputs) a schema outside
OpenAI's strict subset raises StrictSchemaError naming the schema and every violation before
anything is sent (replaykit.gateway.strict_schema), instead of a provider HTTP 400.

With no API key in the environment the gateway sends a placeholder key, so replay works
with OPENAI_API_KEY unset (request headers never reach a cassette or a key anyway).
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
import threading
import time
from typing import Any, Callable, Mapping
from urllib.parse import urlsplit

import msgspec

from replaykit._util.redact import redact_text, safe_url
from replaykit._util.urls import check_header_key
from replaykit.data.result import RoleUsage, UsageTally
from replaykit.errors import ConfigError, FileAccessError, ProviderError, ReplayMissError, ResponseLimitError, is_local_disk_error
from replaykit.gateway.body import RequestBody, encode_body
from replaykit.gateway.endpoints import PLACEHOLDER_API_KEY, ROLES, UNSET_BASE_URL, Endpoint, ReplyFormat, endpoint_secrets
from replaykit.gateway.replies import (
    FAULTS,
    BadResponse,
    ChatFields,
    ChatReply,
    Embeddings,
    chat_from_body,
    embeddings_from_body,
    unwrapped,
)
from replaykit.gateway.replies import short as _short
from replaykit.gateway.strict_schema import check_strict
from replaykit.recording.capture import MODES, active_recorder, collect_keys, scrubber_for

# what a call may raise that is retried: faults of the reply (here), and, once openai is imported, the
# SDK's connection errors, timeouts, 429 and 5xx (`_retryable`)
_LOCAL_RETRYABLE = (*FAULTS, json.JSONDecodeError, UnicodeDecodeError, RecursionError)
# a base URL path the HTTP client sends unchanged (no percent-encoding to normalize): the fast path
# rebuilds the URL path of such a base only; any other base URL takes the client's route
_PLAIN_PATH = re.compile(r"[A-Za-z0-9._~/-]*")


def _retryable() -> tuple[type[BaseException], ...]:
    oa = sys.modules.get("openai")  # not imported: no call reached the SDK, so no SDK error exists
    if oa is None:
        return _LOCAL_RETRYABLE
    return (*_LOCAL_RETRYABLE, oa.APIConnectionError, oa.APITimeoutError, oa.RateLimitError, oa.InternalServerError)


def direct_path(base_url: str, route: str) -> str | None:
    """The URL path the openai client sends ``route`` to under ``base_url`` (base path with a
    trailing slash, then the route), which is what a recording keys on; None when the base URL
    carries a query or fragment or a path the client might re-encode (those calls take the
    client's route, so their keys are the client's by construction)."""
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        return None
    if not _PLAIN_PATH.fullmatch(parts.path):
        return None
    base = parts.path if parts.path.endswith("/") else parts.path + "/"
    return base + route


class Gateway:
    """Chat and embeddings per role. Thread-safe; one openai client per role, created lazily.

    ``mode``: the recording session's mode, handed in by whoever composes the session
    (replaykit.session); the gateway never asks the recorder. In "replay" a failed call is
    not retried (a replayed call cannot fail by the network, and a miss must surface at
    once) and no base URL is needed.
    """

    def __init__(self, endpoints: Mapping[str, Endpoint], *, mode: str = "off", sleep=time.sleep, jitter: float = 0.1,
                 jitter_seed: int = 0, on_retry_after=None) -> None:
        if mode not in MODES:
            raise ConfigError(f"gateway: mode {mode!r}; expected one of {', '.join(MODES)}", field="mode")
        self.mode = mode
        for role, ep in endpoints.items():
            if role not in ROLES:
                raise ConfigError(f"gateway: unknown role {role!r} (expected one of {', '.join(ROLES)})")
            if not isinstance(ep, Endpoint):
                raise ConfigError(f"gateway: endpoint for role {role!r} must be an Endpoint, got {type(ep).__name__}")
        self.endpoints = dict(endpoints)
        self._clients: dict[str, Any] = {}  # openai.OpenAI per role, built at a role's first network call
        self._paths: dict[tuple[str, str], str | None] = {}
        self._usage: UsageTally[str] = UsageTally()
        self._lock = threading.Lock()
        self._sleep = sleep
        self._strict_ok: set[tuple[str, bytes]] = set()

        self._jitter = jitter  # retry waits are stretched by a random fraction up to this (seeded: a
        self._rng = random.Random(jitter_seed)  # shard's seed, so workers do not retry in lockstep)
        self._on_retry_after = on_retry_after

    def describe(self) -> dict[str, dict[str, object]]:
        """Role -> model and structured-output style, for a run's provenance (run.json); never a
        key. Not the base URL: the host is not part of a request's key (a replay needs none, and
        the same recording may go through another host or port), so it must not make two runs of
        the same calls differ."""
        return {role: {"model": ep.model, "structured_output": ep.structured_output}
                for role, ep in sorted(self.endpoints.items())}

    # -- plumbing ---------------------------------------------------------------------------
    def endpoint(self, role: str) -> Endpoint:
        try:
            return self.endpoints[role]
        except KeyError:
            raise ConfigError(
                f"gateway: no endpoint configured for role {role!r} (configured: {', '.join(sorted(self.endpoints)) or 'none'})"
            ) from None

    def secrets(self) -> list[str]:
        """API key values from the environment for the configured endpoints (for Recorder(secrets=...))."""
        return endpoint_secrets(self.endpoints)

    def _client(self, role: str) -> Any:
        import openai  # here, not at module level: a replayed call never needs the SDK

        with self._lock:
            client = self._clients.get(role)
            if client is None:
                ep = self.endpoint(role)
                key = os.environ.get(ep.api_key_env) or PLACEHOLDER_API_KEY
                check_header_key(ep.api_key_env, key)
                from replaykit.gateway.transport import bounded_client  # here: httpx2 loads with the SDK, never on replay

                client = openai.OpenAI(api_key=key, base_url=ep.base_url, timeout=ep.timeout, max_retries=0,
                                       http_client=bounded_client(ep.timeout))
                self._clients[role] = client
            return client

    def _request(self, role: str, what: str, route: str, body: bytes | RequestBody,
                 recorded: Callable[[Any], Any], network: Callable[[Any], Any]) -> Any:
        """One call with retries (`_call`): each attempt is answered from the active recorder's
        cassette when it holds this request (``recorded(response)``), else sent through the
        role's openai client (``network(client)``), where the recorder captures it."""
        self.endpoint(role)  # an unknown role is named before anything else happens
        key = (role, route)
        if key not in self._paths:
            self._paths[key] = direct_path(self.endpoints[role].base_url, route)
        path = self._paths[key]

        def attempt() -> Any:
            rec = active_recorder()
            if rec is not None and path is not None:
                hit = rec.answer("POST", path, body) if isinstance(body, bytes) else \
                    rec.answer("POST", path, body.bytes, request=body.keyable, encode=encode_body)
                if hit is not None:
                    return recorded(hit)
            return network(self._client(role))

        return self._call(role, what, attempt)

    def _call(self, role: str, what: str, fn):
        ep = self.endpoint(role)
        replaying = self.mode == "replay"
        if ep.base_url == UNSET_BASE_URL and not replaying:
            raise ConfigError(
                f"{what} for role {role!r}: endpoints.{role}.base_url is missing and OPENAI_BASE_URL is not set; "
                "set one of them (only --mode replay works without a server)"
            )
        attempts = 1 if replaying else ep.max_retries + 1
        delay = ep.retry_backoff
        last: Exception | None = None
        def at() -> str:  # only a failure names the call (safe_url parses the URL: not on every call)
            return f"{what} for role {role!r} at {safe_url(ep.base_url)} (model {ep.model})"

        def failed(cls: type[ProviderError], reason: str, status: int | None, tries: int) -> ProviderError:
            return cls(self._redact(reason), role=role, endpoint=safe_url(ep.base_url), status=status, attempts=tries)

        for attempt in range(attempts):
            try:
                result = fn()
            except ReplayMissError:
                raise
            except ResponseLimitError as refused:  # over a bound: asking again would only pay for it again
                raise failed(ResponseLimitError, f"{at()}: the answer was refused: {refused}", refused.status,
                             attempt + 1) from None
            except Exception as caught:
                exc = unwrapped(caught)
                if isinstance(exc, _retryable()):
                    last = exc
                    if attempt + 1 < attempts:
                        self._sleep(self._retry_wait(ep, delay, exc))
                        delay *= 2
                        continue
                    break
                oa = sys.modules.get("openai")
                if oa is not None and isinstance(exc, oa.APIStatusError):
                    raise failed(
                        ProviderError,
                        f"{at()} failed with HTTP {exc.status_code}: {_short(exc.message)}; not retried (client error). "
                        "Check the request parameters and the endpoint's structured_output setting.",
                        exc.status_code, attempt + 1,
                    ) from exc
                if oa is not None and isinstance(exc, oa.OpenAIError):
                    raise failed(ProviderError, f"{at()} failed: {exc}", getattr(exc, "status_code", None),
                                 attempt + 1) from exc
                if not (isinstance(exc, OSError) and is_local_disk_error(exc)):
                    raise
                # the recorder could not write the cassette (full disk, read-only): not a network fault
                raise FileAccessError.from_os_error(exc, exc.filename, "record into the cassette") from None
            return result
        status = getattr(last, "status_code", None)
        if status is None and isinstance(last, ProviderError):
            status = last.status  # a 2xx the recorder refused
        detail = f"HTTP {status}" if status is not None else type(last).__name__
        if isinstance(last, (json.JSONDecodeError, UnicodeDecodeError)):
            detail = "HTTP 200 with a body that is not valid JSON"
        elif isinstance(last, RecursionError):
            detail = "HTTP 200 with a JSON body nested too deep to read"
        elif isinstance(last, FAULTS):
            detail = "provider fault"
        if replaying and isinstance(last, (BadResponse, json.JSONDecodeError, UnicodeDecodeError, RecursionError)):
            hint = ("the cassette holds a provider fault stored by an older replaykit; re-record that call "
                    "with REPLAYKIT_MODE=auto (faults are never stored now)")
        else:
            hint = ("The endpoint may be down or overloaded; resume later "
                    "(REPLAYKIT_MODE=auto replays what is already recorded).")
        raise failed(ProviderError, f"{at()} failed after {attempts} attempt(s): {detail}: {_short(str(last))}. {hint}",
                     status, attempts) from last

    def _redact(self, text: str) -> str:
        """Provider messages may quote the request URL or the key; print neither."""
        for ep in self.endpoints.values():
            if ep.base_url and ep.base_url != safe_url(ep.base_url):
                text = text.replace(ep.base_url, safe_url(ep.base_url))
        return redact_text(scrubber_for(self.secrets()).scrub_text(text))

    def _check_strict(self, schema: dict[str, Any], name: str) -> None:
        """Raise StrictSchemaError before sending a schema OpenAI's strict mode would refuse (HTTP 400).

        Checked once per distinct (name, schema): the cache key is the schema's JSON encoding
        (msgspec, in key order, about a microsecond for our schemas), so a schema rebuilt per
        call costs a dict lookup, not a check. Nothing here touches the request.
        """
        key = (name, msgspec.json.encode(schema))
        if key in self._strict_ok:
            return
        check_strict(schema, name)
        with self._lock:
            if len(self._strict_ok) >= 4096:  # bounded: schemas with per-call enums stay cheap
                self._strict_ok.clear()
            self._strict_ok.add(key)

    def _retry_wait(self, ep: Endpoint, delay: float, exc: Exception) -> float:
        """Seconds before the next attempt: the backoff, or the provider's Retry-After if longer
        (announced to ``on_retry_after`` so other workers pause too), times 1 + seeded jitter."""
        wait = min(delay, 60.0)
        after = retry_after_seconds(exc)
        if after is not None:
            wait = max(wait, after)
            if self._on_retry_after is not None:
                self._on_retry_after(ep.base_url, after)
        with self._lock:
            frac = self._rng.random()
        return wait * (1.0 + self._jitter * frac)

    # -- API --------------------------------------------------------------------------------
    def chat(
        self,
        role: str,
        messages: list[dict[str, Any]],
        *,
        temperature: float | None = None,
        max_tokens: int | None = None,
        seed: int | None = None,
        reply_format: ReplyFormat | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> ChatReply:
        """One chat completion. ``reply_format``: the reply's shape (a ReplyFormat: JSON following a schema,
        sent as the endpoint's ``structured_output`` says, or JSON mode without a schema; None: free
        text). ``temperature``, ``max_tokens``, ``seed``: the endpoint's unless given. ``extra``: further body fields sent as given (e.g. a
        third-party memory library's own ``top_p``, ``store`` or raw ``response_format``); they
        may not repeat a field set here."""
        ep = self.endpoint(role)
        kwargs: dict[str, Any] = {
            "model": ep.model,
            "messages": messages,
            "temperature": ep.temperature if temperature is None else temperature,
        }
        mt = ep.max_tokens if max_tokens is None else max_tokens
        if mt is not None:
            kwargs["max_tokens"] = mt
        sd = ep.seed if seed is None else seed
        if sd is not None:
            kwargs["seed"] = sd
        if reply_format is not None:
            if reply_format.json_schema is not None and ep.structured_output == "json_schema":
                self._check_strict(reply_format.json_schema, reply_format.schema_name or "output")
            rf = reply_format.response_format(ep)
            if rf is not None:
                kwargs["response_format"] = rf
        for name, value in (extra or {}).items():
            if name in kwargs or name == "messages":
                raise ConfigError(f"chat for role {role!r}: extra field {name!r} repeats a field the gateway sets")
            kwargs[name] = value
        body = RequestBody(kwargs)  # encoded once, by msgspec, when sent or recorded (never for a replayed call)
        with collect_keys() as keys:
            fields: ChatFields = self._request(
                role, "chat completion", "chat/completions", body,
                lambda recorded: chat_from_body(recorded.body, recorded.headers),
                # client.post (the SDK's documented route for raw endpoints) sends the same JSON body as
                # chat.completions.create but skips its TypedDict transform (~6 ms per call); the raw bytes are
                # read as a replayed reply is (strict JSON), never by the SDK's lenient json.loads
                lambda client: chat_from_body(client.post("/chat/completions", content=body.bytes(), cast_to=bytes)),
            )
        reply = ChatReply(
            text=fields.text,
            prompt_tokens=fields.prompt_tokens,
            completion_tokens=fields.completion_tokens,
            model=fields.model or ep.model,
            finish_reason=fields.finish_reason,
            key=keys[-1] if keys else "",
        )
        self._usage.add(role, prompt=reply.prompt_tokens, completion=reply.completion_tokens)
        return reply

    def embed(self, role: str, texts: list[str], *, dimensions: int | None = None) -> "Embeddings":
        """One vector per text, in order (``dimensions`` sent when given); ``.prompt_tokens`` from the response."""
        if not texts:
            return Embeddings()
        ep = self.endpoint(role)
        sizes = {} if dimensions is None else {"dimensions": dimensions}
        body = RequestBody({"model": ep.model, "input": list(texts), "encoding_format": "float", **sizes})
        # raw bytes decoded by msgspec (the SDK's pydantic models cost ~40x more per vector); a body
        # that is not an embeddings object is a provider fault, retried like a 5xx and never stored
        with collect_keys() as keys:
            resp = self._request(
                role, "embedding", "embeddings", body,
                lambda recorded: embeddings_from_body(recorded.body),
                lambda client: embeddings_from_body(client.post("/embeddings", content=body.bytes(), cast_to=bytes)),
            )
        data = sorted(resp.data, key=lambda d: d.index)
        if len(data) != len(texts):
            raise ProviderError(
                f"embedding for role {role!r} at {safe_url(ep.base_url)} returned {len(data)} vectors for {len(texts)} texts",
                role=role, endpoint=safe_url(ep.base_url),
            )
        tokens = resp.usage.prompt_tokens if resp.usage else 0
        self._usage.add(role, prompt=tokens)
        return Embeddings((d.embedding for d in data), prompt_tokens=tokens, key=keys[-1] if keys else "")

    def resend(self, role: str, route: str, body: bytes) -> bytes:
        """Send a recorded request body again, byte for byte, to ``role``'s endpoint at ``route``
        (e.g. ``chat/completions``); the raw response body. Recorded like every call, not tallied as
        the role's usage (a release's nondeterminism sample, replaykit.release.nondeterminism)."""
        return self._request(role, f"request to {route}", route, body, lambda recorded: recorded.body,
                             lambda client: client.post("/" + route, content=body, cast_to=bytes))

    def usage(self) -> dict[str, RoleUsage]:
        """Per-role totals from the responses (deterministic: identical under replay)."""
        return self._usage.totals()

    def close(self) -> None:
        with self._lock:
            clients, self._clients = self._clients, {}
        for c in clients.values():
            c.close()


def retry_after_seconds(exc: Exception) -> float | None:
    """The Retry-After of a failed call in seconds, if the provider sent one as a number (dates are ignored)."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    for name in ("retry-after-ms", "retry-after"):
        value = headers.get(name)
        if value is None:
            continue
        try:
            seconds = float(value) / (1000.0 if name == "retry-after-ms" else 1.0)
        except ValueError:
            continue
        if 0 <= seconds <= 3600:
            return seconds
    return None
