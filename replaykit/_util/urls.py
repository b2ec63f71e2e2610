"""What a base URL and an API key must be before anything is sent: an endpoint's (checked when the
endpoints are read, or at a role's first network call for the key), and `blueprint fetch`'s
HF_ENDPOINT and HF_TOKEN."""

from __future__ import annotations

from urllib.parse import urlsplit

from replaykit._util.redact import safe_url
from replaykit.errors import ConfigError


def base_url_problem(url: str) -> str | None:
    """Why ``url`` cannot be an endpoint's base URL (None when it can): not parseable (an unclosed
    IPv6 bracket), a port out of range, a scheme other than http(s), or no host. Such a URL failed
    only at the first call, with a traceback or after every retry, in every mode (a replay takes its
    request path from it too)."""
    try:
        parts = urlsplit(url)
        _ = parts.port  # raises ValueError for a port out of range or not a number
    except ValueError as exc:
        return str(exc)
    if parts.scheme not in ("http", "https"):
        return f"scheme {parts.scheme!r} (expected http or https)" if parts.scheme else "no http:// or https:// scheme"
    if not parts.hostname:
        return "no host"
    return None


def check_base_url(url: str, what: str, *, field: str) -> None:
    """ConfigError naming ``what`` (the variable or the field) unless ``url`` can be a base URL; the
    URL is printed without credentials."""
    why = base_url_problem(url)
    if why is not None:
        raise ConfigError(f"{what} {safe_url(url)!r} is not an http(s) URL with a host: {why}; "
                          "use e.g. http://127.0.0.1:8080/v1", field=field)


def check_header_key(variable: str, key: str) -> None:
    """ConfigError naming ``variable`` (never the key) unless ``key`` can travel in an HTTP header
    (printable ASCII): the HTTP client raised a UnicodeEncodeError traceback for anything else."""
    if not (key.isascii() and key.isprintable()):
        raise ConfigError(f"{variable} holds characters an HTTP header cannot carry (not ASCII, or a control "
                          "character such as a newline); set it to the key alone", field=variable)
