"""The HTTP transport of the gateway's clients: every provider answer is bounded before anyone reads it.

Below vcrpy's recording hook (it wraps the connection pool, which vcrpy's patched
``HTTPTransport.handle_request`` calls), so what is recorded, scrubbed and handed to the client
has already passed these bounds:

- a total deadline: the body must be complete within the request's read timeout (the
  endpoint's ``timeout``) of the request being sent; a provider dripping a byte at a time fails
  as a timeout (retried, then a ProviderError) instead of hanging the run. The last read may
  overrun the deadline by at most one read timeout;
- size: at most ``inflate.HTTP_BODY_LIMIT`` bytes on the wire and after undoing the
  Content-Encoding (gzip, deflate, zstd are inflated here, in bounded steps, and the header
  removed: a 0.5 MB gzip that inflates to 512 MiB is refused at 64 MiB);
- depth: a JSON body nested deeper than ``jsondepth.MAX_JSON_DEPTH`` is refused (parsers
  recurse; it would end in RecursionError, and recorded, on every resume).

A refused answer raises ResponseLimitError (a ProviderError), which is never recorded.
"""

from __future__ import annotations

import time
from typing import Any, Iterable

import httpcore2
import httpx2

from replaykit._util import inflate, jsondepth
from replaykit.errors import ResponseLimitError


class _BoundedPool:
    """Wraps an httpcore connection pool: each response is read whole, within the bounds, at once."""

    def __init__(self, pool: Any, limit: int, max_depth: int) -> None:
        self._pool = pool
        self._limit = limit
        self._max_depth = max_depth

    def handle_request(self, request: httpcore2.Request) -> httpcore2.Response:
        t0 = time.monotonic()
        timeout = (request.extensions.get("timeout") or {}).get("read")
        resp = self._pool.handle_request(request)
        try:
            body = self._read(resp, None if timeout is None else t0 + timeout, timeout)
        finally:
            resp.close()
        headers = [(k, v) for k, v in resp.headers if k.lower() not in (b"content-encoding", b"content-length")]
        encoding = b",".join(v for k, v in resp.headers if k.lower() == b"content-encoding").decode("latin-1")
        if encoding:
            try:
                body = inflate.http_body(body, encoding, self._limit)
            except inflate.InflateLimitError as exc:
                raise ResponseLimitError(f"{exc}; refused, not recorded") from None
            except Exception as exc:  # zlib.error, zstandard.ZstdError, an encoding we do not inflate
                raise ResponseLimitError(f"its Content-Encoding {encoding!r} does not inflate ({exc})") from None
        ctype = b",".join(v for k, v in resp.headers if k.lower() == b"content-type").lower()
        extensions = resp.extensions
        if b"json" in ctype or body[:1] in (b"{", b"["):
            if jsondepth.too_deep(body, self._max_depth):
                raise ResponseLimitError(f"its JSON body nests deeper than {self._max_depth} levels; refused, not recorded")
            extensions = {**extensions, jsondepth.NESTING_CHECKED: self._max_depth}  # the recorder need not scan it again
        headers.append((b"Content-Length", str(len(body)).encode()))
        return httpcore2.Response(status=resp.status, headers=headers, content=body, extensions=extensions)

    def _read(self, resp: httpcore2.Response, deadline: float | None, timeout: float | None) -> bytes:
        chunks, n = [], 0
        assert isinstance(resp.stream, Iterable)  # a sync pool's stream (an AsyncIterable only on the async side)
        for chunk in resp.stream:
            n += len(chunk)
            if n > self._limit:
                raise ResponseLimitError(f"its body is over the limit of {self._limit:,} bytes; refused, not recorded")
            if deadline is not None and time.monotonic() > deadline:
                raise httpcore2.ReadTimeout(f"the body was not complete within the timeout of {timeout} s")
            chunks.append(chunk)
        return b"".join(chunks)

    def close(self) -> None:
        self._pool.close()

    def __getattr__(self, name: str) -> Any:  # connections, etc.: the wrapped pool's
        return getattr(self._pool, name)


class BoundedTransport(httpx2.HTTPTransport):
    """httpx2's transport with every response bounded (see the module docstring)."""

    def __init__(self, *, limit: int = inflate.HTTP_BODY_LIMIT, max_depth: int = jsondepth.MAX_JSON_DEPTH,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._pool = _BoundedPool(self._pool, limit, max_depth)  # type: ignore[assignment]  # wraps httpx2's pool, same interface


def bounded_client(timeout: float) -> httpx2.Client:
    """The httpx2 client the gateway hands the openai SDK (its defaults: limits, redirects)."""
    import openai  # here: the SDK loads when a call reaches the network, never on replay

    return openai.DefaultHttpxClient(transport=BoundedTransport(limits=httpx2.Limits(max_connections=1000,
                                                                                     max_keepalive_connections=100)),
                                     timeout=timeout)
