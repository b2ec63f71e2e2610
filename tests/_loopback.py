"""A real HTTP server on a loopback port for tests of both suites (hostile servers, echo servers): one
helper instead of a copy of the same start-up and shut-down in each module."""

from __future__ import annotations

import contextlib
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Iterator


@contextlib.contextmanager
def serving(handler: type[BaseHTTPRequestHandler]) -> Iterator[str]:
    """``handler`` served on a free 127.0.0.1 port by a ThreadingHTTPServer in a daemon thread (request
    threads daemonic too: a server that stalls on purpose never holds the test run); yields its base
    URL, ``http://127.0.0.1:PORT``; shut down and closed after."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
