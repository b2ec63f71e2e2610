"""Cassette entries as plain JSON (``replaykit cassette export``, ``show`` and ``stats``)."""

from __future__ import annotations

from typing import Iterator

import msgspec

from replaykit.recording.format import Entry


def export_record(entry: Entry) -> dict:
    """One entry as plain JSON-able data (bodies decoded as JSON when they are JSON, else text)."""

    def body(b: bytes):
        try:
            return msgspec.json.decode(b)
        except msgspec.DecodeError:
            return b.decode("utf-8", errors="replace")

    return {
        "key": entry.key,
        "request": {
            "method": entry.request.method,
            "path": entry.request.path,
            "query": entry.request.query,
            "replica": entry.request.replica,
            "occurrence": entry.request.occurrence,
            "body": body(entry.request.body),
        },
        "response": {
            "status": entry.response.status,
            "headers": [list(h) for h in entry.response.headers],
            "body": body(entry.response.body),
        },
        "meta": msgspec.to_builtins(entry.meta),
    }


def export_jsonl(entries: Iterator[Entry]) -> Iterator[bytes]:
    enc = msgspec.json.Encoder(order="sorted")
    for entry in entries:
        yield enc.encode(export_record(entry)) + b"\n"
