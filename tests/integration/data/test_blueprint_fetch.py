"""`replaykit blueprint fetch amemgym-v1.base` against a real loopback server that plays the
Hugging Face Hub (HF_ENDPOINT): downloads (replaykit's own bounded client), checks, writes a
blueprint folder, says what it got, leaves the file in the hub's cache layout; a second fetch with
the server gone comes from the hub cache. Hostile hubs: tests/integration/data/test_hostile_hub.py."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from replaykit.data.blueprint import export_reference, load_blueprints

REPO = Path(__file__).resolve().parents[3]
CLI = [sys.executable, "-m", "replaykit.cli.main"]
COMMIT = "0123456789abcdef0123456789abcdef01234567"


class HubStub:
    """Serves files of one dataset repository the way the hub's resolve endpoint does."""

    def __init__(self, repo_id: str, files: dict[str, bytes]) -> None:
        self.repo_id, self.files, self.requests = repo_id, files, []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _answer(self, with_body: bool) -> None:
                stub.requests.append((self.command, self.path))
                prefix = f"/datasets/{stub.repo_id}/resolve/"
                name = None
                if self.path.startswith(prefix):
                    revision, _, name = self.path[len(prefix):].partition("/")
                    if revision not in ("main", COMMIT):
                        name = None
                data = stub.files.get(name) if name else None
                if data is None:
                    self.send_response(404)
                    self.send_header("X-Error-Code", "EntryNotFound")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("ETag", f'"{hashlib.sha256(data).hexdigest()}"')
                self.send_header("Content-Length", str(len(data)))
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                if with_body:
                    self.wfile.write(data)

            def do_HEAD(self):
                self._answer(False)

            def do_GET(self):
                self._answer(True)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def hub_env(tmp_path):
    data = export_reference(load_blueprints(REPO / "tests" / "data" / "smol-v3" / "blueprints"))
    stub = HubStub("AGI-Eval/AMemGym", {"v1.base/data.json": data, "broken.json": b'[{"id": "x"}]'})
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(HF_ENDPOINT=stub.url, HF_HOME=str(tmp_path / "hf-home"), HF_HUB_DISABLE_TELEMETRY="1")
    yield stub, env, data
    stub.stop()


def _fetch(env, *args):
    return subprocess.run([*CLI, "blueprint", "fetch", "amemgym-v1.base", *args], env=env, capture_output=True,
                          text=True, timeout=300)


def test_fetch_checks_and_says_what_it_got(hub_env, tmp_path):
    stub, env, data = hub_env
    out = tmp_path / "v1.base"
    done = _fetch(env, "--out", str(out))
    assert done.returncode == 0, done.stderr
    sha = hashlib.sha256(data).hexdigest()
    assert f"commit {COMMIT} ({len(data)} bytes, sha256 {sha}); valid: 4 users" in done.stdout
    assert ("GET", "/datasets/AGI-Eval/AMemGym/resolve/main/v1.base/data.json") in stub.requests
    assert (out / "data.json").read_bytes() == data
    assert load_blueprints(out) == load_blueprints(REPO / "tests" / "data" / "smol-v3" / "blueprints")
    assert json.loads((out / "fetch.json").read_text())["sha256"] == sha
    # the hub cache's layout, as every hub client reads it: a blob named by its digest, the
    # snapshot's relative link to it, the branch's commit
    repo = tmp_path / "hf-home" / "hub" / "datasets--AGI-Eval--AMemGym"
    snap = repo / "snapshots" / COMMIT / "v1.base" / "data.json"
    assert snap.is_symlink() and snap.resolve() == (repo / "blobs" / sha).resolve()
    assert (repo / "blobs" / sha).read_bytes() == data
    assert (repo / "refs" / "main").read_text() == COMMIT
    asked = len(stub.requests)
    cached = _fetch(env, "--out", str(tmp_path / "cached"))  # online, in the cache: asked, not downloaded
    assert cached.returncode == 0, cached.stderr
    assert [m for m, _ in stub.requests[asked:]] == ["HEAD"]

    # the server is gone: the cache answers (HF_HUB_OFFLINE, as huggingface_hub documents)
    stub.stop()
    again = _fetch({**env, "HF_HUB_OFFLINE": "1"}, "--out", str(tmp_path / "again"))
    assert again.returncode == 0, again.stderr
    assert (tmp_path / "again" / "data.json").read_bytes() == data
    assert "from the hub cache: HF_HUB_OFFLINE is set" in again.stdout
    # without HF_HUB_OFFLINE an unreachable hub falls back to the cache too, and says so
    fallback = _fetch(env, "--out", str(tmp_path / "fallback"))
    assert fallback.returncode == 0, fallback.stderr
    assert "from the hub cache: the hub could not be reached" in fallback.stdout
    # what is not in the cache is a one-line error naming the cache
    gone = _fetch({**env, "HF_HUB_OFFLINE": "1"}, "--out", str(tmp_path / "gone"), "--revision", "v2")
    assert gone.returncode == 2 and "not in the hub cache" in gone.stderr and "Traceback" not in gone.stderr


def test_bad_file_and_existing_folder_are_named(hub_env, tmp_path):
    stub, env, _ = hub_env
    bad = _fetch(env, "--out", str(tmp_path / "bad"), "--filename", "broken.json")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert "is not valid AMemGym data" in bad.stderr and not (tmp_path / "bad").exists()
    missing = _fetch(env, "--out", str(tmp_path / "m"), "--filename", "nope.json")
    assert missing.returncode == 2 and "Traceback" not in missing.stderr and "nope.json" in missing.stderr
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("keep")
    busy = _fetch(env, "--out", str(mine))
    assert busy.returncode == 2 and "not an empty folder" in busy.stderr
    assert [p.name for p in mine.iterdir()] == ["notes.txt"]
