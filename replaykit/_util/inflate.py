"""Decompression with a ceiling: what a small hostile input may inflate to is bounded before it is allocated.

A zstd frame declares its content size: a frame declaring more than the limit is refused
before anything is allocated (a declared 64 GiB frame is an error, not a MemoryError); a frame
that declares nothing is inflated in bounded steps and refused once past the limit. HTTP
bodies (gzip, deflate, zstd Content-Encoding) are inflated the same way.
"""

from __future__ import annotations

import zlib

import zstandard

HTTP_BODY_LIMIT = 64 << 20
"""Bytes a provider's response body may have, compressed or inflated (an embeddings batch of 2,048
texts x 1,536 floats is about 60 MB of JSON; a chat completion is far smaller)."""
CASSETTE_UNIT_LIMIT = HTTP_BODY_LIMIT + (32 << 20)
"""Bytes one cassette unit may inflate to: its entries are cut at 64 KiB, but one entry may hold a
whole response (up to HTTP_BODY_LIMIT) and its request's inline parts."""


class InflateLimitError(ValueError):
    """Compressed data that would inflate past its limit; ``limit`` and ``declared`` (or -1) in bytes."""

    def __init__(self, what: str, limit: int, declared: int = -1) -> None:
        self.what, self.limit, self.declared = what, limit, declared
        size = f"declares {declared:,} bytes, over" if declared >= 0 else "inflates to more than"
        super().__init__(f"{what} {size} the limit of {limit:,} bytes")


def zstd(dctx: zstandard.ZstdDecompressor, payload: bytes | memoryview, limit: int, what: str = "a zstd frame") -> bytes:
    """The first zstd frame of ``payload``, decompressed, if it is at most ``limit`` bytes."""
    declared = zstandard.frame_content_size(payload)
    if declared > limit:
        raise InflateLimitError(what, limit, declared)
    if declared >= 0:
        return dctx.decompress(payload)
    out, n = [], 0
    for chunk in dctx.read_to_iter(bytes(payload), write_size=1 << 16):
        n += len(chunk)
        if n > limit:
            raise InflateLimitError(what, limit)
        out.append(chunk)
    return b"".join(out)


def _zlib(body: bytes, wbits: int, limit: int, what: str) -> bytes:
    d = zlib.decompressobj(wbits)
    out, n, data = [], 0, body
    while data:
        chunk = d.decompress(data, (limit - n) + 1)
        n += len(chunk)
        if n > limit:
            raise InflateLimitError(what, limit)
        out.append(chunk)
        data = d.unconsumed_tail
        if d.eof:
            break
    tail = d.flush(max(1, (limit - n) + 1))
    if n + len(tail) > limit:
        raise InflateLimitError(what, limit)
    out.append(tail)
    return b"".join(out)


def http_body(body: bytes, encoding: str, limit: int, what: str = "the response body") -> bytes:
    """Undo a Content-Encoding (a comma list, applied last first) without inflating past ``limit``.
    ValueError for an encoding replaykit does not inflate (br: its decoder has no output ceiling)."""
    for enc in reversed([e.strip() for e in encoding.lower().split(",") if e.strip()]):
        if enc in ("gzip", "x-gzip"):
            body = _zlib(body, 16 + zlib.MAX_WBITS, limit, what)
        elif enc == "deflate":
            try:
                body = _zlib(body, zlib.MAX_WBITS, limit, what)
            except zlib.error:
                body = _zlib(body, -zlib.MAX_WBITS, limit, what)
        elif enc == "zstd":
            body = zstd(zstandard.ZstdDecompressor(), body, limit, what)
        elif enc != "identity":
            raise ValueError(f"Content-Encoding {enc!r} is not accepted (replaykit inflates gzip, deflate and zstd)")
    return body


class StreamInflater:
    """A body's Content-Encoding (none, gzip or deflate) undone piece by piece: ``feed`` yields the
    inflated bytes in pieces of at most ``piece`` bytes and raises InflateLimitError once more than
    ``limit`` came out in all, so a small compressed input never becomes a large allocation.
    ValueError for any other encoding (or more than one), which is refused rather than inflated unbounded."""

    def __init__(self, encoding: str, limit: int, what: str = "the response body", piece: int = 1 << 20) -> None:
        codings = [e.strip() for e in encoding.lower().split(",") if e.strip() and e.strip() != "identity"]
        if len(codings) > 1 or (codings and codings[0] not in ("gzip", "x-gzip", "deflate")):
            raise ValueError(f"Content-Encoding {encoding!r} is not accepted (gzip or deflate only)")
        self.encoding = codings[0] if codings else "identity"
        self.limit, self.what, self.piece, self.out = limit, what, piece, 0
        wbits = 16 + zlib.MAX_WBITS if self.encoding in ("gzip", "x-gzip") else zlib.MAX_WBITS
        self._d = zlib.decompressobj(wbits) if codings else None

    def _count(self, chunk: bytes) -> bytes:
        self.out += len(chunk)
        if self.out > self.limit:
            raise InflateLimitError(self.what, self.limit)
        return chunk

    def feed(self, data: bytes):
        """The inflated pieces of ``data`` (zlib.error, a ValueError, for data that is not of the encoding)."""
        if self._d is None:
            yield self._count(data)
            return
        while data and not self._d.eof:
            chunk = self._d.decompress(data, min(self.piece, self.limit - self.out + 1))
            data = self._d.unconsumed_tail
            if chunk:
                yield self._count(chunk)

    def finish(self):
        if self._d is not None and not self._d.eof:
            tail = self._d.flush(min(self.piece, self.limit - self.out + 1))
            if tail:
                yield self._count(tail)
