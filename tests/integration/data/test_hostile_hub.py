"""Hostile family "hostile hub" (issue 32, item 5): `replaykit blueprint fetch` against a real
loopback HTTP server that plays a Hugging Face Hub gone bad (HF_ENDPOINT points at it): names that
would become paths (ETag, X-Repo-Commit, --filename, --revision), a 3 GiB file, an endless body,
a gzip bomb, a drip, a body cut short or not matching its digest, redirects to nowhere, escape
sequences in error text. Every fetch runs as a real child process (the CLI) under a timeout; each
must end in one line (exit 2, no traceback) saying what happened, within 200 MB of RSS, with no
file written outside its --out folder and the hub cache, and nothing of the refused download kept.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import socket
import subprocess
import sys
import time
import zlib
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from replaykit.data.blueprint import export_reference, load_blueprints
from tests._loopback import serving

REPO = Path(__file__).resolve().parents[3]
COMMIT = "0123456789abcdef0123456789abcdef01234567"
DATA = export_reference(load_blueprints(REPO / "tests" / "data" / "smol-v3" / "blueprints"))
SHA = hashlib.sha256(DATA).hexdigest()
GIB = 1 << 30


def _bomb() -> bytes:
    """About 1 MB of gzip that inflates to 1 GiB of zeros."""
    c = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    block = b"\0" * (1 << 20)
    return b"".join(c.compress(block) for _ in range(GIB >> 20)) + c.flush()


class Hub(BaseHTTPRequestHandler):
    """One mode at a time (Hub.mode): how the resolve endpoint answers HEAD and GET."""

    protocol_version = "HTTP/1.1"
    mode = "ok"
    bomb = b""
    requests: list[tuple[str, str]] = []

    def log_message(self, *a):
        pass

    def _head(self, status=200, length: int | None = len(DATA), etag=f'"{SHA}"', commit=COMMIT, extra=()):
        self.send_response(status)
        if commit is not None:
            self.send_header("X-Repo-Commit", commit)
        if etag is not None:
            self.send_header("ETag", etag)
        if length is not None:
            self.send_header("Content-Length", str(length))
        for k, v in extra:
            self.send_header(k, v)
        self.end_headers()

    def _endless(self, piece: bytes, pause: float = 0.0) -> None:
        try:
            while True:
                self.wfile.write(piece)
                if pause:
                    self.wfile.flush()
                    time.sleep(pause)
        except OSError:  # the client hung up: what a bounded client does
            pass

    def do_HEAD(self):
        self._answer(body=False)

    def do_GET(self):
        self._answer(body=True)

    def _answer(self, body: bool) -> None:
        Hub.requests.append((self.command, self.path))
        mode = Hub.mode
        if mode == "stall":  # accepts the connection, never answers (within the test's deadline)
            time.sleep(20)
            return
        if mode == "etag path":
            return self._head(etag='"../../../../x.sh"')
        if mode == "commit path":
            return self._head(commit="../..")
        if mode == "no commit":
            return self._head(commit=None)
        if mode == "error with escapes":
            return self._head(404, length=0, extra=[("X-Error-Code", "EntryNotFound"),
                                                    ("X-Error-Message", "gone\x1b]0;pwned\x07 \x9b2J FAKE: ok")])
        if mode == "redirect to file":
            return self._head(302, length=0, extra=[("Location", "file:///etc/passwd")])
        if mode == "redirect loop":
            return self._head(302, length=0, extra=[("Location", "http://127.0.0.1:%d/x" % self.server.server_address[1])])
        if mode == "3 GiB declared":
            self._head(length=3 * GIB)
            if body:
                self._endless(b"[" + b" " * (1 << 20))
            return
        if mode == "endless":  # no Content-Length: the body ends when the connection does
            self.send_response(200)
            self.send_header("X-Repo-Commit", COMMIT)
            self.send_header("ETag", f'"{SHA}"')
            self.send_header("Connection", "close")
            self.end_headers()
            if body:
                self._endless(b" " * (1 << 20))
            self.close_connection = True
            return
        if mode == "gzip bomb":
            self._head(length=len(Hub.bomb) if body else None, extra=[("Content-Encoding", "gzip")])
            if body:
                self.wfile.write(Hub.bomb)
            return
        if mode == "gzip ok":
            packed = gzip.compress(DATA, mtime=0)
            self._head(length=len(packed), extra=[("Content-Encoding", "gzip")])
            if body:
                self.wfile.write(packed)
            return
        if mode == "drip":
            self._head()
            if body:
                for i in range(len(DATA)):  # a byte every 0.2 s: hours for this body
                    try:
                        self.wfile.write(DATA[i:i + 1])
                        self.wfile.flush()
                    except OSError:
                        return
                    time.sleep(0.2)
            return
        if mode == "cut short":
            self._head()
            if body:
                self.wfile.write(DATA[: len(DATA) // 2])
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
            self.close_connection = True
            return
        if mode == "empty list":
            self._head(length=2, etag=f'"{hashlib.sha256(b"[]").hexdigest()}"')
            if body:
                self.wfile.write(b"[]")
            return
        if mode == "wrong bytes":
            self._head()
            if body:
                self.wfile.write(DATA[:-1] + b" ")
            return
        self._head()  # ok
        if body:
            self.wfile.write(DATA)


@pytest.fixture(scope="module")
def hub():
    Hub.bomb = _bomb()
    assert len(Hub.bomb) < 1_100_000  # about 1 MB on the wire
    with serving(Hub) as url:
        yield url


CHILD = """
import atexit, sys
NOTE = sys.argv[1]
def _rss():
    kb = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM"))
    open(NOTE, "w").write(str(kb))
atexit.register(_rss)
sys.argv = ["replaykit", *sys.argv[2:]]
from replaykit.cli.main import main
main()
"""


def _fetch(hub_url: str, tmp_path: Path, *args: str, timeout: float = 120) -> tuple[int, str, str, float]:
    """Run the real CLI in a child process; (exit code, stdout, stderr, peak RSS in MB)."""
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith("HF_")}
    env.update(HF_ENDPOINT=hub_url, HF_HOME=str(tmp_path / "hf"), HOME=str(home), TMPDIR=str(tmp_path / "tmp"),
               PYTHONPATH=str(REPO), XDG_CACHE_HOME=str(home / ".cache"))
    (tmp_path / "tmp").mkdir(exist_ok=True)
    home.mkdir(exist_ok=True)
    p = subprocess.run([sys.executable, str(script), str(tmp_path / "rss"), "blueprint", "fetch", "amemgym-v1.base",
                        *args], env=env, capture_output=True, text=True, timeout=timeout, cwd=tmp_path / "tmp")
    rss = int((tmp_path / "rss").read_text()) / 1024
    return p.returncode, p.stdout, p.stderr, rss


def _files(root: Path) -> set[str]:
    """Every file and link under root but the child script and its RSS note."""
    return {p.relative_to(root).as_posix() for p in root.rglob("*")
            if (p.is_file() or p.is_symlink()) and p.name not in ("child.py", "rss")}


def _refused(hub_url, tmp_path, mode, *args, needles=(), timeout=120):
    Hub.mode, Hub.requests = mode, []
    code, out, err, rss = _fetch(hub_url, tmp_path, "--out", str(tmp_path / "out"), *args, timeout=timeout)
    assert code == 2, (code, out, err)
    assert "Traceback" not in err and err.startswith("error: ") and len(err.strip().splitlines()) == 1, err
    for n in needles:
        assert n in err, (n, err)
    assert rss < 200, rss
    assert _files(tmp_path) == set(), _files(tmp_path)  # nothing anywhere: not out, not the cache, no temp file
    assert not (tmp_path / "out").exists()
    return err


# -- names that would become paths ----------------------------------------------------------------

def test_an_etag_that_is_a_path_is_refused(hub, tmp_path):
    _refused(hub, tmp_path, "etag path", needles=("ETag", "../../../../x.sh", "not a git or sha256 digest"))


def test_a_commit_that_is_a_path_is_refused(hub, tmp_path):
    _refused(hub, tmp_path, "commit path", needles=("X-Repo-Commit", "'../..'", "40 hex digits"))


def test_an_answer_with_no_commit_is_refused(hub, tmp_path):
    _refused(hub, tmp_path, "no commit", needles=("no X-Repo-Commit",))


@pytest.mark.parametrize("option,value", [
    ("--filename", "../x"), ("--filename", "/etc/passwd"), ("--filename", "a/../../x"), ("--filename", "a\\..\\x"),
    ("--revision", "../../../x"), ("--revision", "refs/../../x"), ("--revision", "main\nx"),
])
def test_a_filename_or_revision_that_leaves_the_cache_is_refused_unasked(option, value, hub, tmp_path):
    err = _refused(hub, tmp_path, "ok", option, value, needles=(f"field {option}", "'/'-separated parts"))
    assert Hub.requests == []  # refused before anything was asked
    assert "\n" not in err.strip()


# -- size, time and bytes ---------------------------------------------------------------------------

def test_a_3_gib_file_is_refused_by_its_length_before_it_is_read(hub, tmp_path):
    _refused(hub, tmp_path, "3 GiB declared", needles=("3,221,225,472 bytes (Content-Length)", "64 MiB",
                                                       "nothing was downloaded"))


def test_an_endless_body_stops_at_the_size_limit(hub, tmp_path):
    _refused(hub, tmp_path, "endless", needles=("runs past the 67,108,864-byte (64 MiB) limit",))


def test_a_gzip_bomb_stops_at_the_size_limit_and_says_so(hub, tmp_path):
    err = _refused(hub, tmp_path, "gzip bomb", needles=("gzip-compressed and inflates past the 67,108,864-byte",
                                                        "compression bomb", "nothing was kept"))
    assert "cannot access" not in err and "check the path" not in err  # not "a local file" (item 11)


def test_a_drip_meets_the_overall_deadline(hub, tmp_path):
    t0 = time.monotonic()
    _refused(hub, tmp_path, "drip", "--timeout", "2", needles=("2-second deadline (--timeout)",), timeout=60)
    assert time.monotonic() - t0 < 60  # the subprocess timeout above would have failed first anyway


def test_a_hub_that_never_answers_meets_the_deadline(hub, tmp_path):
    _refused(hub, tmp_path, "stall", "--timeout", "2", needles=("cannot reach the hub", "timed out"), timeout=60)


def test_a_body_cut_short_is_one_line(hub, tmp_path):
    _refused(hub, tmp_path, "cut short", needles=("cut short",))


def test_bytes_that_do_not_match_the_hubs_digest_are_refused(hub, tmp_path):
    _refused(hub, tmp_path, "wrong bytes", needles=("do not match the digest the hub names", SHA))


def test_an_empty_data_file_is_not_valid_0_users(hub, tmp_path):
    """Issue 32 item 11: a `[]` data file was "valid: 0 users"; it holds nothing to run."""
    Hub.mode = "empty list"
    code, out, err, rss = _fetch(hub, tmp_path, "--out", str(tmp_path / "out"))
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "holds no users (an empty list)" in err and "valid: 0" not in out + err
    assert not (tmp_path / "out").exists()
    empty = tmp_path / "data.json"
    empty.write_text("[]")
    done = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "blueprint", "validate", str(empty)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "holds no users" in done.stderr and "valid" not in done.stdout


# -- redirects and text ------------------------------------------------------------------------------

def test_a_redirect_to_a_file_url_is_refused(hub, tmp_path):
    _refused(hub, tmp_path, "redirect to file", needles=("only http(s) is followed",))


def test_a_redirect_loop_ends(hub, tmp_path):
    _refused(hub, tmp_path, "redirect loop", needles=("redirects",))


def test_the_hubs_error_text_reaches_the_terminal_escaped(hub, tmp_path):
    err = _refused(hub, tmp_path, "error with escapes", needles=("HTTP 404", "EntryNotFound", "check --filename"))
    assert "\x1b" not in err and "\x07" not in err and "\x9b" not in err  # (http.client splits a header at a CR)
    assert "gone\\x1b]0;pwned\\x07 \\u009b2J FAKE: ok" in err


# -- what a well-behaved hub still gets --------------------------------------------------------------

def test_a_gzip_encoded_answer_within_the_limit_is_accepted(hub, tmp_path):
    Hub.mode = "gzip ok"
    code, out, err, rss = _fetch(hub, tmp_path, "--out", str(tmp_path / "out"))
    assert code == 0, err
    assert (tmp_path / "out" / "data.json").read_bytes() == DATA
    assert json.loads((tmp_path / "out" / "fetch.json").read_text())["sha256"] == SHA
    outside = {f for f in _files(tmp_path) if not f.startswith(("out/", "hf/hub/datasets--AGI-Eval--AMemGym/"))}
    assert outside == set()
    assert rss < 200
