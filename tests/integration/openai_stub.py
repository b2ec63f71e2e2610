"""A real loopback HTTP server speaking a small OpenAI-compatible API, for integration tests.

    from openai_stub import StubServer          # tests/integration is on sys.path under pytest
    with StubServer(latency=0.0) as stub:
        client = openai.OpenAI(base_url=stub.base_url, api_key="sk-test-...")
        ...
        stub.calls                       # every request that reached the server (incl. failures)
        stub.fail_next(2, status=500)    # the next 2 requests get HTTP 500 (429, 503, ... also)
        stub.garble_next(1, b"<html>", "text/html")  # the next request gets HTTP 200 with this body

Endpoints: POST /v1/chat/completions, POST /v1/embeddings, GET /v1/models.
Responses are derived from the request only (sha256 of its canonical JSON), so the same
request gives the same answer: no timestamps (`created` is 0), ids are hashes.
- temperature > 0 (and no seed): a per-request-content counter enters the derivation, so
  identical sampled requests get different answers in order (like a sampling model),
  deterministic given the order of calls.
- response_format with a JSON schema (OpenAI `json_schema` or llama.cpp `json_object` +
  `schema`): the content is a JSON instance of the schema (objects, arrays, strings, enums,
  numbers, booleans, const, anyOf/oneOf, $ref into $defs).
- `responder`: optional callable(request_json) -> str | None to script the content; None
  falls back to the derived answer.
- `extra_headers`: sent on every response (e.g. set-cookie, openai-organization, to test
  scrubbing). `latency` seconds (+ a random [0, jitter) from a seeded generator) are slept
  before answering; each connection has its own thread, so concurrent clients overlap.
Run standalone: python tests/integration/openai_stub.py --port 8089 [--latency 0.2]
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable


def _canon(obj: Any) -> bytes:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def _words(seed: bytes, n: int) -> list[str]:
    vocab = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike "
             "november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu").split()
    out = []
    h = seed
    while len(out) < n:
        h = hashlib.sha256(h).digest()
        out.extend(vocab[b % len(vocab)] for b in h[:8])
    return out[:n]


def _resolve(schema: dict, root: dict) -> dict:
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/"):
        node: Any = root
        for part in ref[2:].split("/"):
            node = node[part]
        return _resolve(node, root)
    return schema


def instance_of(schema: dict, seed: bytes, root: dict | None = None, depth: int = 0) -> Any:
    """A deterministic JSON value valid for a (simple) JSON schema."""
    root = root if root is not None else schema
    schema = _resolve(schema, root)
    h = hashlib.sha256(seed).digest()
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][h[0] % len(schema["enum"])]
    for alt in ("anyOf", "oneOf"):
        if alt in schema:
            return instance_of(schema[alt][0], seed, root, depth + 1)
    if "allOf" in schema:
        merged: dict = {}
        for part in schema["allOf"]:
            merged.update(_resolve(part, root))
        return instance_of(merged, seed, root, depth + 1)
    t = schema.get("type", "object" if "properties" in schema else "string")
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), "null")
    if t == "object":
        props = schema.get("properties", {})
        return {k: instance_of(v, seed + k.encode(), root, depth + 1) for k, v in props.items()}
    if t == "array":
        lo = int(schema.get("minItems", 1))
        hi = int(schema.get("maxItems", max(lo, 3)))
        n = lo + (h[1] % (hi - lo + 1) if hi >= lo else 0)
        if depth > 6:
            n = lo
        return [instance_of(schema.get("items", {"type": "string"}), seed + bytes([i]), root, depth + 1) for i in range(n)]
    if t == "integer":
        lo = int(schema.get("minimum", 0))
        hi = int(schema.get("maximum", lo + 9))
        return lo + h[2] % (hi - lo + 1)
    if t == "number":
        lo = float(schema.get("minimum", 0.0))
        hi = float(schema.get("maximum", lo + 1.0))
        return round(lo + (hi - lo) * h[3] / 255, 3)
    if t == "boolean":
        return bool(h[4] & 1)
    if t == "null":
        return None
    return " ".join(_words(h, 3))


def _schema_of(response_format: Any) -> dict | None:
    if not isinstance(response_format, dict):
        return None
    if response_format.get("type") == "json_schema":
        js = response_format.get("json_schema") or {}
        return js.get("schema") if isinstance(js.get("schema"), dict) else None
    if response_format.get("type") == "json_object":
        return response_format.get("schema") if isinstance(response_format.get("schema"), dict) else {"type": "object", "properties": {"text": {"type": "string"}}}
    return None


class StubServer:
    """See module docstring. Thread-safe counters; start()/stop() or use as a context manager."""

    def __init__(
        self,
        *,
        port: int = 0,
        latency: float = 0.0,
        extra_headers: dict[str, str] | None = None,
        responder: Callable[[dict], str | None] | None = None,
        embedding_dims: int = 16,
        jitter: float = 0.0,
        jitter_seed: int = 0,
    ) -> None:
        self.latency = latency
        self.jitter = jitter  # extra random sleep in [0, jitter) per request: varies thread scheduling
        self._rnd = random.Random(jitter_seed)
        self.extra_headers = dict(extra_headers or {})
        self.responder = responder
        self.embedding_dims = embedding_dims
        self._lock = threading.Lock()
        self.calls = 0
        self.calls_by_path: dict[str, int] = {}
        self.requests: list[dict] = []  # (path, headers, json) of every request, in arrival order
        self._fail: list[int] = []
        self._garbled: list[tuple[bytes, str]] = []
        self._sampled: dict[bytes, int] = {}
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._port = port

    # -- control ---------------------------------------------------------------------------
    def fail_next(self, n: int, status: int = 500) -> None:
        with self._lock:
            self._fail.extend([status] * n)

    def garble_next(self, n: int, body: bytes, content_type: str = "application/json") -> None:
        """The next ``n`` POST requests get HTTP 200 with ``body`` (a provider fault that looks like success)."""
        with self._lock:
            self._garbled.extend([(body, content_type)] * n)

    def reset_counts(self) -> None:
        with self._lock:
            self.calls = 0
            self.calls_by_path = {}
            self.requests = []

    @property
    def port(self) -> int:
        assert self._server is not None, "server not started"
        return self._server.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> "StubServer":
        stub = self

        class Handler(_Handler):
            server_stub = stub

        self._server = _Server(("127.0.0.1", self._port), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> "StubServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- answers ---------------------------------------------------------------------------
    def _count(self, path: str, headers: dict, doc: Any) -> int | None:
        with self._lock:
            self.calls += 1
            self.calls_by_path[path] = self.calls_by_path.get(path, 0) + 1
            self.requests.append({"path": path, "headers": headers, "json": doc})
            return self._fail.pop(0) if self._fail else None

    def chat(self, doc: dict) -> dict:
        model = doc.get("model", "stub-model")
        messages = doc.get("messages", [])
        seed = hashlib.sha256(_canon({k: v for k, v in doc.items() if k not in ("user", "stream")})).digest()
        temperature = doc.get("temperature", 1.0)
        if temperature and doc.get("seed") is None:
            with self._lock:
                n = self._sampled.get(seed, 0)
                self._sampled[seed] = n + 1
            seed = hashlib.sha256(seed + n.to_bytes(8, "little")).digest()
        content = self.responder(doc) if self.responder is not None else None
        if content is None:
            schema = _schema_of(doc.get("response_format"))
            if schema is not None:
                content = json.dumps(instance_of(schema, seed), sort_keys=True)
            else:
                content = "stub reply: " + " ".join(_words(seed, 8))
        prompt_tokens = sum(len(str(m.get("content", "")).split()) for m in messages if isinstance(m, dict))
        completion_tokens = len(content.split())
        return {
            "id": "chatcmpl-" + seed.hex()[:24],
            "object": "chat.completion",
            "created": 0,
            "model": f"{model}-stub",
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop", "logprobs": None}],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens,
                      "total_tokens": prompt_tokens + completion_tokens},
        }

    def embed_vector(self, text: str) -> list[float]:
        h = b""
        vals: list[float] = []
        while len(vals) < self.embedding_dims:
            h = hashlib.sha256(h + text.encode()).digest()
            vals.extend((b - 127.5) / 127.5 for b in h)
        vals = vals[: self.embedding_dims]
        norm = sum(v * v for v in vals) ** 0.5 or 1.0
        return [round(v / norm, 6) for v in vals]

    def embeddings(self, doc: dict) -> dict:
        inputs = doc.get("input", [])
        if isinstance(inputs, str):
            inputs = [inputs]
        data = []
        for i, text in enumerate(inputs):
            vec = self.embed_vector(str(text))
            if doc.get("encoding_format") == "base64":
                emb: Any = base64.b64encode(struct.pack(f"<{len(vec)}f", *vec)).decode()
            else:
                emb = vec
            data.append({"object": "embedding", "index": i, "embedding": emb})
        tokens = sum(len(str(t).split()) for t in inputs)
        return {"object": "list", "data": data, "model": f"{doc.get('model', 'stub-embed')}-stub",
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens}}


class _Server(ThreadingHTTPServer):
    request_queue_size = 256  # many concurrent clients connect at once (the default 5 drops SYNs)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out as two writes: no 40 ms delayed-ACK stall
    server_stub: StubServer

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def _send(self, status: int, doc: Any) -> None:
        body = json.dumps(doc).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("x-request-id", "req-" + hashlib.sha256(body).hexdigest()[:16])
        for k, v in self.server_stub.extra_headers.items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        stub = self.server_stub
        path = self.path.split("?")[0]
        fail = stub._count(path, dict(self.headers), None)
        if fail:
            return self._send(fail, {"error": {"message": f"injected failure {fail}", "type": "stub_error"}})
        if path == "/v1/models":
            return self._send(200, {"object": "list", "data": [{"id": "stub-model", "object": "model"}]})
        self._send(404, {"error": {"message": f"no such path {path}"}})

    def do_POST(self) -> None:
        stub = self.server_stub
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        path = self.path.split("?")[0]
        try:
            doc = json.loads(raw or b"{}")
        except json.JSONDecodeError:
            stub._count(path, dict(self.headers), None)
            return self._send(400, {"error": {"message": "body is not JSON"}})
        fail = stub._count(path, dict(self.headers), doc)
        delay = stub.latency
        if stub.jitter:
            with stub._lock:
                delay += stub._rnd.random() * stub.jitter
        if delay:
            time.sleep(delay)
        if fail:
            return self._send(fail, {"error": {"message": f"injected failure {fail}", "type": "stub_error"}})
        with stub._lock:
            garbled = stub._garbled.pop(0) if stub._garbled else None
        if garbled is not None:
            body, ctype = garbled
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if path.endswith("/chat/completions"):
            return self._send(200, stub.chat(doc))
        if path.endswith("/embeddings"):
            return self._send(200, stub.embeddings(doc))
        self._send(404, {"error": {"message": f"no such path {path}"}})


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8089)
    ap.add_argument("--latency", type=float, default=0.0)
    a = ap.parse_args()
    s = StubServer(port=a.port, latency=a.latency).start()
    print(f"stub OpenAI server on {s.base_url}", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        s.stop()
