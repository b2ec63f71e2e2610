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
  and the ``replaykit_recorder_options`` fixture. A marker option that does not exist, or a
  path that is not text, fails the test naming it (`markers`).
- Mode: ``--replaykit-mode record|replay|auto|off|rewrite``, else ``REPLAYKIT_MODE``, else
  replay, so CI needs no key. A marker's ``mode=`` wins for its test. ``rewrite`` records
  every call and then prunes (below), as pytest-recording's rewrite starts each cassette anew.
- ``--replaykit-prune`` (record or auto): after a session in which every test ran and passed,
  drop the entries it did not use from each cassette it wrote (`ledger`).
- Replay mode blocks the network for the test at the lowest level Python offers, an audit hook
  on socket connections and datagrams (`network`): a call no client replaykit intercepts fails
  with NetworkBlockedError naming the test and the address (``allowed_hosts=[...]`` on the
  marker lets some through). A call missing from the cassette fails the test with replaykit's
  replay-miss report, even when the client library caught the error and retried. Unset
  provider key variables (OPENAI_API_KEY, ...) hold ``PLACEHOLDER_KEY`` meanwhile, so SDK
  clients can be built without a key (`keys`); never in record or auto mode.
- pytest-xdist: workers recording into one cassette take turns (each waits up to
  ``--replaykit-lock-wait`` seconds for the cassette's writer lock, then reads what the others
  appended), so nothing is lost; pruning is done once, by the controller.

Only marked tests and tests that request ``replaykit_cassette`` are touched; the plugin
imports replaykit's recording layer only when such a test runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
from pathlib import Path
from typing import Any, Generator, Iterator

import pytest

from replaykit.errors import ReplaykitError
from replaykit.pytest_plugin.keys import PLACEHOLDER_KEY, PROVIDER_KEY_VARIABLES, placeholder_keys
from replaykit.pytest_plugin.ledger import WIRE_KEY, Ledger
from replaykit.pytest_plugin.markers import MODES, read_marker
from replaykit.pytest_plugin.network import blocked_network

__all__ = ["MODES", "PLACEHOLDER_KEY", "PROVIDER_KEY_VARIABLES", "SESSION_MODES", "cassette_name", "plugin_mode"]

SESSION_MODES = (*MODES, "rewrite")
DEFAULT_LOCK_WAIT = 600.0
_STATE = pytest.StashKey[dict]()
_LEDGER = pytest.StashKey[Ledger]()
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("replaykit", "replaykit cassettes (record and replay HTTP calls)")
    group.addoption(
        "--replaykit-mode", choices=SESSION_MODES, default=None,
        help="record|replay|auto|off|rewrite for tests marked replaykit (default: $REPLAYKIT_MODE, else replay: "
             "no network, no key); rewrite = record, then --replaykit-prune",
    )
    group.addoption(
        "--replaykit-prune", action="store_true", default=False,
        help="with record or auto: after a session in which every test passed, drop the entries it did not use "
             "from each cassette it wrote",
    )
    group.addoption(
        "--replaykit-lock-wait", type=float, default=DEFAULT_LOCK_WAIT, metavar="SECONDS",
        help=f"how long a test waits for a cassette another process (an xdist worker) is writing "
             f"(default {DEFAULT_LOCK_WAIT:g})",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "replaykit(path=None, *, mode=None, allowed_hosts=(), **recorder_options): record and replay this "
        "test's HTTP calls in a replaykit cassette (default <test folder>/cassettes/<module>/<test>.rkc)",
    )
    config.stash[_LEDGER] = Ledger()
    if config.getoption("replaykit_prune", False) and plugin_mode(config) not in ("record", "auto", "rewrite"):
        raise pytest.UsageError(f"--replaykit-prune needs --replaykit-mode record or auto (the mode is "
                                f"{plugin_mode(config)}: nothing is written, so nothing is pruned)")
    wait = config.getoption("replaykit_lock_wait", DEFAULT_LOCK_WAIT)
    if not 0 <= wait <= 24 * 3600:
        raise pytest.UsageError(f"--replaykit-lock-wait is {wait:g}; give 0 to 86400 seconds")


def plugin_mode(config: pytest.Config) -> str:
    """The session's mode: --replaykit-mode, else REPLAYKIT_MODE, else replay."""
    mode = config.getoption("replaykit_mode", None)
    if mode is None:
        mode = os.environ.get("REPLAYKIT_MODE", "replay").strip().lower() or "replay"
    if mode not in SESSION_MODES:
        raise pytest.UsageError(f"REPLAYKIT_MODE is {mode!r}; expected one of {', '.join(SESSION_MODES)}")
    return mode


def _pruning(config: pytest.Config) -> bool:
    return plugin_mode(config) == "rewrite" or bool(config.getoption("replaykit_prune", False))


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
    nodeid = request.node.nodeid
    marker = request.node.get_closest_marker("replaykit")
    try:
        options = read_marker(nodeid, marker.args if marker else (), marker.kwargs if marker else {},
                              replaykit_recorder_options)
    except ReplaykitError as exc:
        problem: str | None = exc.reason  # failed outside the handler: the report is the one line, not a chain
    else:
        problem = None
    if problem is not None:
        pytest.fail(problem, pytrace=False)
    session_mode = plugin_mode(request.config)
    mode = options.mode or ("record" if session_mode == "rewrite" else session_mode)
    path = replaykit_cassette_path if options.path is None else Path(str(request.node.path)).parent / options.path
    if mode == "off":
        yield None
        return
    if mode == "replay" and not path.exists():
        pytest.fail(f"replaykit: test {nodeid} has no cassette to replay ({path}); record it with "
                    "`pytest --replaykit-mode record` (or auto) with the provider reachable", pytrace=False)
    # loaded on first use: importing this module stays light
    from replaykit.recording.capture import use_cassette

    state: dict[str, Any] = {"path": path, "mode": mode, "blocked": [], "recorder": None}
    request.node.stash[_STATE] = state
    recorder_options = {"lock_wait": request.config.getoption("replaykit_lock_wait", DEFAULT_LOCK_WAIT),
                        **options.recorder}
    with contextlib.ExitStack() as stack:
        try:
            rec = stack.enter_context(use_cassette(path, mode=mode, scope=nodeid, **recorder_options))
        except ReplaykitError as exc:
            problem = f"replaykit: test {nodeid}: {exc}"
        if problem is not None:
            pytest.fail(problem, pytrace=False)
        state["recorder"] = rec
        if mode == "replay":
            state["blocked"] = stack.enter_context(blocked_network(nodeid, path, options.allowed_hosts)).blocked
            stack.enter_context(placeholder_keys())
        yield rec
    if mode in ("record", "auto"):
        request.config.stash[_LEDGER].note(path, rec.keys_used, writing=True)


@pytest.fixture(autouse=True)
def _replaykit_marker(request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("replaykit") is not None:
        request.getfixturevalue("replaykit_cassette")


def _uses_replaykit(item: pytest.Item) -> bool:
    return item.get_closest_marker("replaykit") is not None or "replaykit_cassette" in getattr(item, "fixturenames", ())


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    state = item.stash.get(_STATE, None)
    if state is not None and report.when == "call" and state["recorder"] is not None:
        _report_misses(item, report, state)
    if (report.failed or report.skipped) and _uses_replaykit(item):
        item.config.stash[_LEDGER].failed.append(item.nodeid)


def _report_misses(item: pytest.Item, report: pytest.TestReport, state: dict[str, Any]) -> None:
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


def pytest_deselected(items: list[pytest.Item]) -> None:
    if items:
        items[0].config.stash[_LEDGER].deselected += len(items)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist, in the controller: a worker finished; take its ledger."""
    ledger = node.config.stash[_LEDGER]
    if error is not None:
        ledger.failed.append(f"xdist worker {getattr(node.gateway, 'id', '?')} ({error})")
    ledger.absorb(getattr(node, "workeroutput", {}).get(WIRE_KEY, {}))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    ledger = config.stash.get(_LEDGER, None)
    if ledger is None:
        return
    if hasattr(config, "workerinput"):  # an xdist worker: the controller prunes
        config.workeroutput[WIRE_KEY] = ledger.to_wire()  # type: ignore[attr-defined]
        return
    if not _pruning(config):
        return
    why = ledger.why_not(int(exitstatus))
    if why is not None:
        ledger.summary = [f"replaykit: not pruning cassettes: {why}"]
        return
    done = ledger.prune(config.getoption("replaykit_lock_wait", DEFAULT_LOCK_WAIT))
    dropped = sum(d for _, _, d in done)
    ledger.summary = [f"replaykit: pruned {dropped} unused entr{'y' if dropped == 1 else 'ies'} from "
                      f"{sum(1 for *_, d in done if d)} of {len(done)} cassette(s) this session wrote"]
    ledger.summary += [f"  {path}: kept {kept}, dropped {d}" for path, kept, d in done if d]


def pytest_terminal_summary(terminalreporter: Any) -> None:
    ledger = terminalreporter.config.stash.get(_LEDGER, None)
    for line in getattr(ledger, "summary", ()):
        terminalreporter.write_line(line)
