"""A real loopback HTTP server speaking a small OpenAI-compatible API, for integration tests.

    from tests.integration.openai_stub import StubServer   # tests/ is a package; pytest puts the repository root on sys.path
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
- `strict_schemas=True`: enforce OpenAI's strict Structured Outputs like the real API. A chat
  request whose response_format is `{"type": "json_schema", "json_schema": {"strict": true,
  ...}}` with a schema outside the strict subset (replaykit.gateway.strict_schema) or a name outside
  `^[a-zA-Z0-9_-]{1,64}$` is answered HTTP 400 with OpenAI's error shape
  `{"error": {"message": "Invalid schema for response_format 'NAME': ...", "type":
  "invalid_request_error", "param": "response_format", "code": null}}` before any answer is
  made; each rejection is appended to `.rejected` ({"name", "message"}). `.status_counts`
  counts the HTTP status of every response (so `status_counts.get(400, 0)` is the number of
  rejected requests, whatever the reason).
- `extra_headers`: sent on every response (e.g. set-cookie, openai-organization, to test
  scrubbing). `latency` seconds (+ a random [0, jitter) from a seeded generator) are slept
  before answering; each connection has its own thread, so concurrent clients overlap.
Run standalone: python tests/integration/openai_stub.py --port 8089 [--latency 0.2]
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
import random
import re
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable

from replaykit.gateway.strict_schema import strict_violations

_FORMAT_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")

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
            branches = schema[alt]
            if depth > 6:  # deep in a recursive schema: end it with a null branch if there is one
                branches = [b for b in branches if _resolve(b, root).get("type") == "null"] or branches
            return instance_of(branches[0], seed, root, depth + 1)
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
            n = int(schema.get("minItems", 0))
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
    fmt = schema.get("format")
    if fmt in _FORMAT_EXAMPLES:
        return _FORMAT_EXAMPLES[fmt]
    return " ".join(_words(h, 3))


_FORMAT_EXAMPLES = {  # one valid value per string format OpenAI's strict mode supports
    "date-time": "2021-01-01T09:30:00Z", "time": "09:30:00Z", "date": "2021-01-01", "duration": "P1D",
    "email": "user@example.com", "hostname": "example.com", "ipv4": "192.0.2.1", "ipv6": "2001:db8::1",
    "uuid": "00000000-0000-4000-8000-000000000000",
}


def strict_rejection(response_format: Any) -> str | None:
    """The message OpenAI's API would reject this response_format with, or None if accepted."""
    if not isinstance(response_format, dict) or response_format.get("type") != "json_schema":
        return None
    js = response_format.get("json_schema")
    if not isinstance(js, dict):
        return "Missing required parameter: 'response_format.json_schema'."
    name = js.get("name")
    if not isinstance(name, str) or not _FORMAT_NAME.match(name):
        return f"Invalid 'response_format.json_schema.name': {name!r} does not match pattern '^[a-zA-Z0-9_-]{{1,64}}$'."
    if js.get("strict") is not True:
        return None
    violations = strict_violations(js.get("schema"), name=name)
    if not violations:
        return None
    prefix = f"schema {name} at "
    detail = "; ".join(v[len(prefix):] if v.startswith(prefix) else v for v in violations)
    return f"Invalid schema for response_format '{name}': {detail}"


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
        strict_schemas: bool = False,
    ) -> None:
        self.strict_schemas = strict_schemas
        self.rejected: list[dict[str, str]] = []  # strict-schema rejections, in arrival order
        self.status_counts: dict[int, int] = {}
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
            self.rejected = []
            self.status_counts = {}

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

    def reject(self, doc: dict) -> dict | None:
        """OpenAI's 400 error body for a request strict mode refuses (recorded in .rejected), else None."""
        if not self.strict_schemas:
            return None
        message = strict_rejection(doc.get("response_format"))
        if message is None:
            return None
        js = (doc.get("response_format") or {}).get("json_schema")
        with self._lock:
            self.rejected.append({"name": str(js.get("name") if isinstance(js, dict) else ""), "message": message})
        return {"error": {"message": message, "type": "invalid_request_error", "param": "response_format", "code": None}}

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
        with self.server_stub._lock:
            counts = self.server_stub.status_counts
            counts[status] = counts.get(status, 0) + 1
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
            error = stub.reject(doc)
            if error is not None:
                return self._send(400, error)
            return self._send(200, stub.chat(doc))
        if path.endswith("/embeddings"):
            return self._send(200, stub.embeddings(doc))
        self._send(404, {"error": {"message": f"no such path {path}"}})


# -- mem0 (the paper's AWE): scripted replies to its two prompts --------------------------------

FACT_SYSTEM = "You are a Personal Information Organizer"
UPDATE_HEAD = "You are a smart memory manager"


def mem0_responder(doc: dict) -> str | None:
    """Replies to mem0 0.1.118's fact-extraction and memory-update prompts as a model following them would
    (facts from the user's lines plus "Likes cooking"; the first memory shown is updated, the second
    deleted, new facts added); None for any other request (the stub's own reply). ``--mem0``."""
    messages = doc.get("messages") or []
    first = str(messages[0].get("content", "")) if messages else ""
    if first.startswith(FACT_SYSTEM):
        text = str(messages[-1]["content"])
        said = re.findall(r"USER INPUT: (.*?)(?: assistant: |\n|$)", text)
        facts = [f"Said: {s.split(']')[-1].strip()[:40]}" for s in said] + ["Likes cooking"]
        return json.dumps({"facts": facts})
    if first.startswith(UPDATE_HEAD):
        old = re.findall(r"'id': '(\d+)', 'text': '((?:[^'\\]|\\.)*)'", first)
        facts_block = first.split("The new retrieved facts are mentioned in the triple backticks.")[1]
        facts = ast.literal_eval(re.search(r"```\s*(\[.*?\])\s*```", facts_block, re.S).group(1))
        ops = []
        for i, text in old:  # update the first memory shown, delete the second, keep the rest
            event = {"0": "UPDATE", "1": "DELETE"}.get(i, "NONE")
            ops.append({"id": i, "text": text + " (updated)" if event == "UPDATE" else text, "event": event})
        ops += [{"id": str(len(old) + k), "text": f, "event": "ADD"} for k, f in enumerate(facts)]
        return json.dumps({"memory": ops})
    return None



# -- self-evolution's G as the reference asks it: a fenced JSON reply ---------------------------

G_HEAD = "Current 'Types of Information to Remember' section:\n\n"


def is_reference_g(doc: dict) -> bool:
    """The reference's request to G: an empty system message, then the user message it builds."""
    messages = doc.get("messages") or []
    return (len(messages) == 2 and messages[0].get("role") == "system" and messages[0].get("content") == ""
            and str(messages[1].get("content", "")).startswith(G_HEAD))


def evolver_responder(doc: dict) -> str | None:
    """Answers the reference's G request as a model would (a fenced JSON block, a new types section
    that depends on the request, so each cycle's policy differs); None for any other request."""
    if not is_reference_g(doc):
        return None
    n = len(doc["messages"][1]["content"])
    return "```json\n" + json.dumps({"new_types": f"1. Diet and budget (v{n}): what the user eats and spends",
                                      "changes": [f"v{n}"]}) + "\n```"


def write_endpoints(path, main_url: str, user_url: str, **common: object):
    """An endpoint config for two stubs: every role at ``main_url`` except the user simulator
    (model ``stub-user``) at ``user_url``; ``common`` overrides the shared fields."""
    from pathlib import Path

    shared = {"model": "stub", "structured_output": "json_object_schema", "max_retries": 0, **common}
    path = Path(path)
    path.write_text(json.dumps({"version": 1, "endpoints": {
        "default": {**shared, "base_url": main_url},
        "user": {**shared, "base_url": user_url, "model": "stub-user"}}}))
    return path


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8089)
    ap.add_argument("--latency", type=float, default=0.0)
    ap.add_argument("--mem0", action="store_true", help="answer mem0's fact-extraction and update prompts (mem0_responder)")
    ap.add_argument("--strict-schemas", action="store_true", help="answer HTTP 400 to strict json_schema outside OpenAI's subset")
    a = ap.parse_args()
    s = StubServer(port=a.port, latency=a.latency, strict_schemas=a.strict_schemas,
                   responder=mem0_responder if a.mem0 else None).start()
    print(f"stub OpenAI server on {s.base_url}", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        s.stop()
