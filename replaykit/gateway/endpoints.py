"""Endpoint configuration: which OpenAI-compatible endpoint answers each role, and how.

    endpoints = load_endpoints("configs/endpoints.json")   # or a dict; OPENAI_BASE_URL overrides every base_url

Roles: generator, user, agent, judge, embedder. An endpoint names its model, the environment
variable holding its key (never the key), how a JSON schema is sent (``structured_output``),
sampling defaults and its retry bounds; every number is range-checked when loaded.
"""

from __future__ import annotations

import os
import re
from typing import Any, Literal, Mapping

import msgspec

from replaykit._util import limits as L
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit._util.urls import check_base_url
from replaykit.base import Strict, decode_file, validation_field
from replaykit.errors import ConfigError
from replaykit.recording.capture import usable_secret

ROLES = ("generator", "user", "agent", "judge", "embedder")
API_KEY_ENV = re.compile(r"[A-Z][A-Z0-9_]*_(API_KEY|TOKEN)")
"""The environment variables an endpoint may name as its key (sent as a bearer token to its base_url)."""
ENDPOINTS_VERSION = 1
PLACEHOLDER_API_KEY = "replaykit-placeholder-no-key"
UNSET_BASE_URL = "http://base-url-not-set.invalid/v1"

StructuredOutput = Literal["json_object_schema", "json_schema", "none"]


class Endpoint(Strict):
    """One OpenAI-compatible endpoint for one role.

    structured_output: how a JSON schema is sent. "json_schema" is OpenAI's
    `{"type": "json_schema", "json_schema": {...}}`; "json_object_schema" is llama.cpp's
    `{"type": "json_object", "schema": {...}}` (grammar-constrained); "none" sends no
    response_format (the prompt must ask for JSON).
    """

    base_url: str
    model: str
    api_key_env: str = "OPENAI_API_KEY"
    structured_output: StructuredOutput = "json_schema"
    temperature: float = 0.0
    max_tokens: int | None = None
    seed: int | None = None
    timeout: float = 600.0
    max_retries: int = 4
    retry_backoff: float = 1.0  # seconds before the first retry; doubles each time, capped at 60

    def __post_init__(self) -> None:
        if not self.base_url:
            raise ConfigError("endpoint base_url is empty", field="base_url")
        check_base_url(self.base_url, "endpoint base_url", field="base_url")
        if not self.model:
            raise ConfigError("endpoint model is empty", field="model")
        if not 0 <= self.temperature <= 2:
            raise ConfigError(f"endpoint temperature {self.temperature} must be between 0 and 2", field="temperature")
        if self.max_retries < 0 or self.timeout <= 0 or self.retry_backoff < 0:
            raise ConfigError("endpoint max_retries, timeout and retry_backoff must be non-negative (timeout > 0)")
        if not API_KEY_ENV.fullmatch(self.api_key_env):
            # its value is sent as a bearer token to base_url: an endpoints file from someone else
            # must not be able to send AWS_SECRET_ACCESS_KEY, HOME or any other variable there
            raise ConfigError(f"{self.api_key_env!r} does not name an API key variable (NAME_API_KEY or NAME_TOKEN, "
                              "upper case): its value would be sent as a bearer token to base_url",
                              field="api_key_env")
        for name, lo, hi in (("max_tokens", 1, L.MAX_TOKENS), ("seed", *L.SEED_RANGE), ("timeout", 1e-3, L.MAX_TIMEOUT_S),
                             ("retry_backoff", 0, L.MAX_BACKOFF_S), ("max_retries", 0, L.MAX_RETRIES)):
            value = getattr(self, name)
            why = None if value is None and name in ("max_tokens", "seed") else L.out_of_range(value, lo, hi)
            if why is not None:
                raise ConfigError(f"{why}", field=name)


class EndpointsFile(Strict):
    version: int = ENDPOINTS_VERSION
    endpoints: dict[str, dict[str, Any]]


def load_endpoints(source: str | os.PathLike[str] | Mapping[str, Any]) -> dict[str, Endpoint]:
    """Endpoints per role from a JSON file or a dict.

    Shape: {"version": 1, "endpoints": {"default": {...}, "agent": {...}, ...}} or just the
    inner mapping. Each role's fields are merged over "default". A missing base_url falls
    back to env OPENAI_BASE_URL; every role in ROLES gets an endpoint when "default" (or the
    env fallback plus a model) makes one complete. Errors name the file and field.
    """
    file = None
    if isinstance(source, Mapping):
        doc: Any = dict(source)
    else:
        file = os.fspath(source)
        doc = decode_file(source, Any, "endpoints config", ConfigError, limit=MAX_CONFIG_FILE_BYTES,
                          missing_hint="pass an endpoints file such as configs/endpoints/local.json")

    def error(reason: str, field: str | None = None) -> ConfigError:
        return ConfigError(reason if file or field else f"endpoints config: {reason}", file=file, field=field)

    if not isinstance(doc, dict):
        raise error("expected a JSON object")
    if "endpoints" in doc:
        try:
            parsed = msgspec.convert(doc, EndpointsFile)
        except msgspec.ValidationError as exc:
            raise error(str(exc), validation_field(exc)) from None
        if parsed.version != ENDPOINTS_VERSION:
            raise error(f"version is {parsed.version}, this replaykit reads {ENDPOINTS_VERSION}", "version")
        roles = parsed.endpoints
    else:
        roles = doc
    prefix = "endpoints." if "endpoints" in doc else ""
    for name in roles:
        if name != "default" and name not in ROLES:
            raise error(f"unknown role (expected default or one of {', '.join(ROLES)})", f"{prefix}{name}")
    default = dict(roles.get("default") or {})
    env_base = os.environ.get("OPENAI_BASE_URL")
    out: dict[str, Endpoint] = {}
    for role in ROLES:
        if role not in roles and not default:
            continue
        fields = {**default, **(roles.get(role) or {})}
        if not fields.get("base_url"):
            # the host never enters a request key, so a replay needs none; any other mode
            # fails at the first call (Gateway._call) naming the field
            fields["base_url"] = env_base or UNSET_BASE_URL
            if env_base:  # named as the variable, not as the file's field
                check_base_url(env_base, "OPENAI_BASE_URL", field="OPENAI_BASE_URL")
        try:
            out[role] = msgspec.convert(fields, Endpoint)
        except msgspec.ValidationError as exc:
            inner = validation_field(exc)
            raise error(str(exc), f"{prefix}{role}" + (f".{inner}" if inner else "")) from None
        except ConfigError as exc:
            raise error(exc.reason, f"{prefix}{role}" + (f".{exc.field}" if exc.field else "")) from None
    return out


def resolve_endpoints(path: str | os.PathLike[str] | None = None, model: str | None = None) -> dict[str, Endpoint]:
    """The endpoints a command uses, in this order of precedence:

    1. an endpoints file (``--endpoints``), whose missing base_urls fall back to OPENAI_BASE_URL;
    2. OPENAI_BASE_URL with ``model`` (``--model``) or REPLAYKIT_MODEL for every role
       (OpenAI-style structured output);
    3. nothing: a ConfigError saying what to pass.
    """
    if path is not None:
        return load_endpoints(path)
    model = model or os.environ.get("REPLAYKIT_MODEL")
    if os.environ.get("OPENAI_BASE_URL"):
        if not model:
            raise ConfigError(
                "OPENAI_BASE_URL is set but no model is named: pass --model NAME (or set REPLAYKIT_MODEL), "
                "or pass --endpoints FILE with a model per role (e.g. configs/endpoints/openai.json)"
            )
        return load_endpoints({"default": {"model": model}})
    raise ConfigError(
        "no endpoints: pass --endpoints FILE (configs/endpoints/local.json for the local model of "
        "`make serve-local`, configs/endpoints/openai.json with OPENAI_BASE_URL set), or set "
        "OPENAI_BASE_URL and pass --model NAME"
    )


def endpoint_secrets(endpoints: Mapping[str, Endpoint]) -> list[str]:
    """API key values from the environment for ``endpoints`` (what a session's scrubber must keep out)."""
    out = []
    for ep in endpoints.values():
        value = os.environ.get(ep.api_key_env, "")
        if usable_secret(value) and value not in out:
            out.append(value)
    return out


class ReplyFormat(msgspec.Struct, frozen=True, kw_only=True):
    """The shape a chat reply must take: JSON following ``json_schema`` (named ``schema_name``, sent as the
    endpoint's ``structured_output`` says), JSON without a schema (``json_object``: ``{"type": "json_object"}``,
    the reference's ``json=True``, unless the endpoint's ``structured_output`` is ``"none"``), or free text
    (neither; the default when ``Gateway.chat`` gets no reply format)."""

    json_schema: dict[str, Any] | None = None
    schema_name: str | None = None
    json_object: bool = False

    @classmethod
    def of(cls, json_schema: dict[str, Any] | None, schema_name: str | None = None) -> "ReplyFormat | None":
        """The format of a reply following ``json_schema``, or None (free text) when there is no schema: what an
        agent's ``answer(prompt, json_schema=..., schema_name=...)`` hands on to ``Gateway.chat``."""
        return None if json_schema is None else cls(json_schema=json_schema, schema_name=schema_name)

    def response_format(self, endpoint: Endpoint) -> dict[str, Any] | None:
        """The request's ``response_format`` for ``endpoint`` (None: the field is not sent)."""
        if self.json_schema is not None:
            return response_format_for(endpoint, self.json_schema, self.schema_name)
        if self.json_object and endpoint.structured_output != "none":
            return {"type": "json_object"}
        return None


JSON_OBJECT = ReplyFormat(json_object=True)
"""JSON mode without a schema."""


def response_format_for(endpoint: Endpoint, schema: dict[str, Any], name: str | None) -> dict[str, Any] | None:
    if endpoint.structured_output == "json_schema":
        return {"type": "json_schema", "json_schema": {"name": name or "output", "schema": schema, "strict": True}}
    if endpoint.structured_output == "json_object_schema":
        return {"type": "json_object", "schema": schema}
    return None
