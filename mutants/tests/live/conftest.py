"""Live tests against the real local model (SmolLM2-135M on llama-cpp-python servers).

Nothing here starts a server: `make test-live` runs `scripts/serve_local.py start`, then
pytest on this folder, then stops the servers. Run by hand after `make serve-local`:

    .venv/bin/python -m pytest tests/live -m live

Every test is marked `live`. When the servers configured in configs/endpoints/local.json
(or REPLAYKIT_LIVE_ENDPOINTS) do not answer, the tests skip with the reason; under
`make test-live` (REPLAYKIT_LIVE_REQUIRED=1) that is a failure instead, so CI cannot pass
by skipping.
"""

from __future__ import annotations

import json
import os
import socket
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

REPO = Path(__file__).resolve().parents[2]
DEFAULT_ENDPOINTS = REPO / "configs" / "endpoints" / "local.json"


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).resolve().parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.live)


def _answers(base_url: str, timeout: float = 5.0) -> str | None:
    """None when the server at base_url is up, else the reason.

    Up means: it accepts connections and GET /models answers 200, or does not answer in
    time (llama-cpp-python's /models waits for the model lock while another request runs).
    """
    parts = urlsplit(base_url)
    try:
        with socket.create_connection((parts.hostname, parts.port or 80), timeout=timeout):
            pass
    except OSError as exc:
        return str(exc)
    try:
        with urllib.request.urlopen(base_url.rstrip("/") + "/models", timeout=timeout) as resp:
            return None if resp.status == 200 else f"HTTP {resp.status}"
    except TimeoutError:
        return None  # busy serving someone else's request
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        return None if isinstance(reason, TimeoutError) else str(reason)


@pytest.fixture(scope="session")
def live_endpoints_path() -> Path:
    # absolute: tests run the CLI in subprocesses with their own working directory
    return Path(os.environ.get("REPLAYKIT_LIVE_ENDPOINTS", DEFAULT_ENDPOINTS)).resolve()


@pytest.fixture(scope="session")
def live_endpoints(live_endpoints_path):
    """Endpoints per role from the live config, after checking that every server answers."""
    from replaykit.gateway import load_endpoints

    endpoints = load_endpoints(live_endpoints_path)
    down = []
    for url in sorted({ep.base_url for ep in endpoints.values()}):
        reason = _answers(url)
        if reason is not None:
            down.append(f"{url} ({reason})")
    if down:
        msg = (f"local model servers from {live_endpoints_path} do not answer: {', '.join(down)}; "
               "start them with `make serve-local` (or run `make test-live`)")
        if os.environ.get("REPLAYKIT_LIVE_REQUIRED") == "1":
            pytest.fail(msg, pytrace=False)
        pytest.skip(msg)
    return endpoints


@pytest.fixture
def dead_base_url() -> str:
    """A loopback URL where nothing listens (port bound then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


@pytest.fixture
def no_api_key(monkeypatch):
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "REPLAYKIT_MODE"):
        monkeypatch.delenv(name, raising=False)


def load_json(path: Path):
    return json.loads(Path(path).read_text())
