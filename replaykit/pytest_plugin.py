"""pytest plugin (entry point ``pytest11``): each test's HTTP calls in its own replaykit cassette.

    @pytest.mark.replaykit                     # or request the `replaykit_cassette` fixture
    def test_chat():
        openai.OpenAI().chat.completions.create(...)   # openai, httpx, requests: all captured

    pytest --replaykit-mode record             # once, with the provider reachable
    pytest                                     # replay (the default): no network, no key

- Cassette: ``<test file's folder>/cassettes/<module>/<test>.rkc``; a parametrized or
  class-scoped test name is made a safe file name (a short hash keeps distinct ids apart).
  Override per test with ``@pytest.mark.replaykit("other.rkc")`` (relative to the test
  file's folder) or for a whole folder by overriding the ``replaykit_cassette_path``
  fixture; Recorder options (``secrets``, ``base``, ...) come from the marker's keywords
  and the ``replaykit_recorder_options`` fixture.
- Mode: ``--replaykit-mode record|replay|auto|off``, else ``REPLAYKIT_MODE``, else replay,
  so CI needs no key. A marker's ``mode=`` wins for its test.
- Replay mode blocks the network for the test: a socket connection (any client replaykit
  does not intercept) fails with NetworkBlockedError naming the test and the address
  (``allowed_hosts=[...]`` on the marker lets some through). A call missing from the
  cassette fails the test with replaykit's replay-miss report (the nearest recorded request
  and the fields that differ), even when the client library caught the error and retried.

Only marked tests and tests that request ``replaykit_cassette`` are touched; the plugin
imports replaykit's recording layer only when such a test runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import socket
from pathlib import Path
from typing import Any, Iterator

import pytest

MODES = ("replay", "record", "auto", "off")
_STATE = pytest.StashKey[dict]()
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("replaykit", "replaykit cassettes (record and replay HTTP calls)")
    group.addoption(
        "--replaykit-mode", choices=MODES, default=None,
        help="record|replay|auto|off for tests marked replaykit (default: $REPLAYKIT_MODE, else replay: "
             "no network, no key)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "replaykit(path=None, *, mode=None, allowed_hosts=(), **recorder_options): record and replay this "
        "test's HTTP calls in a replaykit cassette (default <test folder>/cassettes/<module>/<test>.rkc)",
    )


def plugin_mode(config: pytest.Config) -> str:
    """The session's mode: --replaykit-mode, else REPLAYKIT_MODE, else replay."""
    mode = config.getoption("replaykit_mode", None)
    if mode is None:
        mode = os.environ.get("REPLAYKIT_MODE", "replay").strip().lower() or "replay"
    if mode not in MODES:
        raise pytest.UsageError(f"REPLAYKIT_MODE is {mode!r}; expected one of {', '.join(MODES)}")
    return mode


def cassette_name(node_name: str) -> str:
    """A test's name as a safe file name: unchanged when it is one, else cleaned plus a short hash."""
    clean = _UNSAFE.sub("-", node_name).strip("-.") or "test"
    if clean == node_name and len(clean) <= 100:
        return clean
    return f"{clean[:100]}-{hashlib.sha256(node_name.encode()).hexdigest()[:8]}"


def default_cassette_path(item: pytest.Item) -> Path:
    path = Path(str(item.path))
    cls = getattr(item, "cls", None)
    name = f"{cls.__name__}.{item.name}" if cls is not None else item.name
    return path.parent / "cassettes" / path.stem / f"{cassette_name(name)}.rkc"


@pytest.fixture
def replaykit_cassette_path(request: pytest.FixtureRequest) -> Path:
    """Where this test's cassette lives (override the fixture to move a folder's cassettes)."""
    return default_cassette_path(request.node)


@pytest.fixture
def replaykit_recorder_options() -> dict[str, Any]:
    """Extra Recorder options for every test here (e.g. ``{"secrets": [...]}``); override to set them."""
    return {}


@pytest.fixture
def replaykit_cassette(
    request: pytest.FixtureRequest, replaykit_cassette_path: Path, replaykit_recorder_options: dict[str, Any]
) -> Iterator[Any]:
    """The test's active Recorder (None in off mode): ``.stats``, ``.misses``, ``.path``."""
    marker = request.node.get_closest_marker("replaykit")
    args = marker.args if marker is not None else ()
    options = {**replaykit_recorder_options, **(marker.kwargs if marker is not None else {})}
    mode = options.pop("mode", None) or plugin_mode(request.config)
    allowed = tuple(options.pop("allowed_hosts", ()))
    explicit = args[0] if args else options.pop("path", None)
    path = replaykit_cassette_path if explicit is None else Path(str(request.node.path)).parent / explicit
    if mode == "off":
        yield None
        return
    from replaykit.errors import CassetteError
    from replaykit.recording.capture import use_cassette

    nodeid = request.node.nodeid
    if mode == "replay" and not path.exists():
        raise CassetteError(
            f"test {nodeid} has no cassette to replay; record it with `pytest --replaykit-mode record` "
            "(or auto) with the provider reachable", file=path)
    state: dict[str, Any] = {"path": path, "mode": mode, "blocked": [], "recorder": None}
    request.node.stash[_STATE] = state
    with use_cassette(path, mode=mode, scope=nodeid, **options) as rec:
        state["recorder"] = rec
        with _blocked_network(nodeid, path, allowed, state["blocked"]) if mode == "replay" else _nothing():
            yield rec


@pytest.fixture(autouse=True)
def _replaykit_marker(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("replaykit") is not None:
        request.getfixturevalue("replaykit_cassette")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    state = item.stash.get(_STATE, None)
    if state is None or report.when != "call" or state["recorder"] is None:
        return
    problems = [str(e) for e in state["recorder"].miss_errors[:1]] + [str(e) for e in state["blocked"][:1]]
    if not problems:
        return
    misses, blocked = len(state["recorder"].miss_errors), len(state["blocked"])
    head = (f"replaykit: test {item.nodeid} made {misses + blocked} call(s) its cassette {state['path']} does not "
            f"hold (mode {state['mode']}); the first:")
    text = "\n".join([head, *problems])
    if report.failed and report.longrepr is not None:
        text += f"\n\n(the test's own failure follows; it is most likely this call failing)\n{report.longrepr}"
    report.outcome = "failed"
    report.longrepr = text


@contextlib.contextmanager
def _nothing() -> Iterator[None]:
    yield


@contextlib.contextmanager
def _blocked_network(test: str, cassette: Path, allowed: tuple[str, ...], blocked: list) -> Iterator[None]:
    """socket connections fail with NetworkBlockedError (recorded in ``blocked``) unless their host is allowed."""
    from replaykit.errors import NetworkBlockedError

    original_connect, original_connect_ex = socket.socket.connect, socket.socket.connect_ex

    def check(sock: socket.socket, address: Any) -> None:
        if sock.family not in (socket.AF_INET, socket.AF_INET6):
            return
        host = str(address[0]) if isinstance(address, tuple) else str(address)
        if host in allowed:
            return
        port = address[1] if isinstance(address, tuple) and len(address) > 1 else "?"
        error = NetworkBlockedError(test, f"{host}:{port}", cassette)
        blocked.append(error)
        raise error

    def connect(sock: socket.socket, address: Any) -> None:
        check(sock, address)
        return original_connect(sock, address)

    def connect_ex(sock: socket.socket, address: Any) -> int:
        check(sock, address)
        return original_connect_ex(sock, address)

    socket.socket.connect, socket.socket.connect_ex = connect, connect_ex  # type: ignore[method-assign]
    try:
        yield
    finally:
        socket.socket.connect, socket.socket.connect_ex = original_connect, original_connect_ex  # type: ignore[method-assign]
