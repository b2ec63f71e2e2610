"""Hostile family "bounded provider answers" (issue 23 item 3), against a real loopback HTTP server
that misbehaves on purpose: a gzip bomb, a body that drips a byte at a time, JSON nested 100,000
deep, an oversized body. Each call runs in a real child process, which must end in one named
error (never a traceback, never a hang), record nothing, and stay under 200 MB of RSS.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import time
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from tests._loopback import serving

REPO = Path(__file__).resolve().parents[3]
INFLATED = 512 << 20  # what the bomb inflates to


def _bomb() -> bytes:
    z = gzip.compress(b"", mtime=0)[:0]
    import zlib

    c = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = b"\0" * (1 << 20)
    parts = [c.compress(block) for _ in range(INFLATED >> 20)]
    return z + b"".join(parts) + c.flush()


OK_BODY = json.dumps({"id": "x", "object": "chat.completion", "model": "m", "created": 0,
                      "choices": [{"index": 0, "finish_reason": "stop",
                                   "message": {"role": "assistant", "content": "fine"}}],
                      "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}).encode()


class Hostile(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    mode = "ok"
    calls = 0
    bomb = b""

    def log_message(self, *a):
        pass

    def do_POST(self):
        self.rfile.read(int(self.headers.get("content-length", 0)))
        type(self).calls += 1
        mode = type(self).mode
        if mode == "gzip bomb":
            body, extra = type(self).bomb, [("Content-Encoding", "gzip")]
        elif mode == "deep JSON body":
            body, extra = b'{"choices": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", []
        elif mode == "oversized body":
            body, extra = b'{"choices": [], "pad": "' + b"x" * (80 << 20) + b'"}', []
        elif mode == "deep JSON reply":
            doc = json.loads(OK_BODY)
            doc["choices"][0]["message"]["content"] = "[" * 50_000 + "]" * 50_000
            body, extra = json.dumps(doc).encode(), []
        else:
            body, extra = OK_BODY, []
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()
        if mode == "drip":
            for i in range(len(body)):  # a byte every 0.5 s: 150 s for this body
                self.wfile.write(body[i:i + 1])
                self.wfile.flush()
                time.sleep(0.5)
            return
        self.wfile.write(body)


@pytest.fixture(scope="module")
def server():
    Hostile.bomb = _bomb()
    assert len(Hostile.bomb) < 600_000  # about 0.5 MB on the wire
    with serving(Hostile) as url:
        yield url + "/v1"


CHILD = """
import json, sys
from replaykit.errors import ReplaykitError
from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture.recorder import Recorder
url, cassette, timeout = sys.argv[1], sys.argv[2], float(sys.argv[3])
gw = Gateway({"agent": Endpoint(base_url=url, model="m", timeout=timeout, max_retries=1, retry_backoff=0.0)})
out = {}
try:
    with Recorder(cassette, mode="auto") as rec, rec.scope("episode"):
        reply = gw.chat("agent", [{"role": "user", "content": "hello"}])
    out["reply"] = reply.text[:40]
    from replaykit._util.jsonsalvage import first_object, first_value
    out["parsed"] = [repr(first_value(reply.text))[:40], repr(first_object(reply.text))[:40]]
except ReplaykitError as exc:
    out["error"] = type(exc).__name__
    out["message"] = str(exc)
# VmHWM: this program's peak resident memory (ru_maxrss would include the forking pytest's pages)
out["rss_mb"] = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM")) / 1024
print(json.dumps(out))
"""


def _child(tmp_path: Path, url: str, timeout: float = 30.0) -> dict:
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "REPLAYKIT_MODE")}
    env["PYTHONPATH"] = str(REPO)
    p = subprocess.run([sys.executable, str(script), url, str(tmp_path / "c.rkc"), str(timeout)], env=env,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "Traceback" not in p.stderr, p.stderr[-3000:]
    return json.loads(p.stdout.strip().splitlines()[-1])


def _recorded(tmp_path: Path) -> int:
    from replaykit.recording.store.cassette import CassetteStore

    with CassetteStore.open(tmp_path / "c.rkc") as s:
        return len(s)


@pytest.mark.parametrize("mode,needle", [
    ("gzip bomb", "inflates to more than the limit of 67,108,864 bytes"),
    ("oversized body", "its body is over the limit of 67,108,864 bytes"),
    ("deep JSON body", "nests deeper than 256 levels"),
])
def test_an_answer_over_a_bound_is_a_named_error_and_never_recorded(mode, needle, server, tmp_path):
    Hostile.mode, Hostile.calls = mode, 0
    out = _child(tmp_path, server)
    assert out.get("error") == "ResponseLimitError", out
    assert needle in out["message"] and "role 'agent'" in out["message"] and "\n" not in out["message"], out
    assert Hostile.calls == 1  # not asked again: the same answer would only cost again
    assert _recorded(tmp_path) == 0
    assert out["rss_mb"] < 200, out


def test_a_dripping_body_fails_at_the_endpoint_timeout_instead_of_hanging(server, tmp_path):
    Hostile.mode, Hostile.calls = "drip", 0
    out = _child(tmp_path, server, timeout=1.5)  # the body alone would take 150 s; the child runs under 120 s
    assert out.get("error") == "ProviderError" and "APITimeoutError" in out["message"], out
    assert Hostile.calls == 2  # max_retries 1: asked twice, each cut at the deadline
    assert _recorded(tmp_path) == 0


def test_a_reply_nested_deep_is_malformed_output_not_a_crash(server, tmp_path):
    """The body is a fine completion whose text is JSON nested 50,000 deep: recorded (it is the
    model's answer), and reading it as JSON gives "no JSON" (a counted json_error), not RecursionError."""
    Hostile.mode, Hostile.calls = "deep JSON reply", 0
    out = _child(tmp_path, server)
    assert "error" not in out, out
    assert out["parsed"] == ["(None, False)", "None"], out
    assert _recorded(tmp_path) == 1
    Hostile.mode = "ok"
