"""Shared fixtures for integration tests.

`openai_stub` (function scope): a started `openai_stub.StubServer` -- a REAL HTTP server on
127.0.0.1 (random free port) speaking POST /v1/chat/completions and /v1/embeddings with
deterministic answers derived from the request. Use `openai_stub.base_url` as an
endpoint's base_url. Knobs (see tests/integration/openai_stub.py): `.latency` (seconds),
`.fail_next(n, status=500|429|...)`, `.responder = fn(request_json) -> str | None` to
script the reply content, `.extra_headers`, counters `.calls`, `.calls_by_path`,
`.requests`. JSON-schema response formats (OpenAI json_schema or llama.cpp json_object +
schema) get a schema-valid JSON instance. Stopped after the test.

`stub_factory`: call it with StubServer keyword arguments to start more servers (all
stopped after the test). `two_stubs`: (main, user, endpoints file) -- two servers and
tmp_path/endpoints.json naming them (every role at main, the user simulator at user).
`no_api_key`: OPENAI_API_KEY and OPENAI_BASE_URL unset.
"""

from __future__ import annotations

import pytest

from tests.integration.openai_stub import StubServer, write_endpoints


@pytest.fixture
def stub_factory():
    started: list[StubServer] = []

    def make(**kwargs) -> StubServer:
        s = StubServer(**kwargs).start()
        started.append(s)
        return s

    yield make
    for s in started:
        s.stop()


@pytest.fixture
def openai_stub(stub_factory) -> StubServer:
    return stub_factory()


@pytest.fixture
def two_stubs(tmp_path, stub_factory):
    main, user = stub_factory(), stub_factory()
    return main, user, write_endpoints(tmp_path / "endpoints.json", main.base_url, user.base_url)


@pytest.fixture
def no_api_key(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
