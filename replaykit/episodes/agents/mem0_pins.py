"""Loading mem0 (the paper's AWE and RAG library) with its sources of nondeterminism pinned.

mem0 0.1.118 takes, inside one ``Memory.add``:

- today's date, baked into ``FACT_RETRIEVAL_PROMPT`` when ``mem0.configs.prompts`` is imported
  ("Today's date is YYYY-MM-DD.", from the local clock and time zone), so the fact-extraction
  request changes with the day and the zone it runs in;
- ``uuid.uuid4()`` memory ids (``mem0.memory.main``; the history table's ids in
  ``mem0.memory.storage``): ids order equal-score search hits, so they reach prompts;
- ``datetime.now(pytz.timezone("US/Pacific"))`` for ``created_at`` / ``updated_at``: the
  reference orders the retrieved memories by them;
- a ``ThreadPoolExecutor`` for the vector-store and graph halves of ``add`` and ``search``: its
  worker threads do not carry the recorder's scope (a contextvar), so their calls would be keyed
  outside the episode;
- telemetry: ``capture_event`` after every call builds a (disabled, with ``MEM0_TELEMETRY`` false)
  PostHog client and writes a ``uuid4`` user-identity row into a second collection
  (``mem0migrations``) of the same Milvus database.

``load_mem0()`` imports mem0 once per process with telemetry off and ``MEM0_DIR`` (where mem0
writes its own config.json at import) in a temporary folder removed at exit unless the caller set
one, and replaces those module globals by pinned versions (``capture_event`` by a no-op). The pinned versions read the
``EpisodePin`` of the calling context (``with pinned(pin):``); without one they behave as mem0's
originals. The executor runs its tasks inline, in the calling thread and context, in submission
order (vector store first, then graph), which mem0's results do not depend on.
"""

from __future__ import annotations

import atexit
import contextlib
import contextvars
import datetime as _dt
import hashlib
import logging
import os
import re
import shutil
import tempfile
import threading
import types
import uuid as _uuid
from concurrent import futures as _futures
from importlib import metadata
from typing import Any, Iterator

from replaykit._util.extras import install_line
from replaykit.errors import AgentConfigError

MEM0_VERSION = "0.1.118"
"""The mem0ai release the ``mem0`` agent kind runs (installed as INSTALL_HINT says)."""

EPOCH = _dt.datetime(1970, 1, 1)
"""The logical clock before any session time was announced (a wall time, no zone)."""
_DATE_RE = re.compile(r"Today's date is \d{4}-\d{2}-\d{2}\.")
_PIN: contextvars.ContextVar["EpisodePin | None"] = contextvars.ContextVar("replaykit_mem0_pin", default=None)
_LOCK = threading.Lock()
_LOADED: dict[str, Any] = {}


class EpisodePin:
    """The logical clock, the id source and "today" of one agent's mem0 calls.

    ``now``: the logical wall time (naive) the agent sets before each mem0 call (its session time
    plus a tick), read in whatever zone mem0 asks for (``US/Pacific`` in 0.1.118), so a stored
    ``created_at`` starts with the announced session time; ids are sha256(salt, counter) shaped as UUID4s; ``errors`` collects replaykit errors
    (a replay miss, a provider failure) that mem0 caught and logged instead of raising, so the
    agent can raise them after the call.
    """

    def __init__(self, salt: str) -> None:
        self.salt = salt
        self.ids = 0
        self.now = EPOCH
        self.errors: list[BaseException] = []

    def next_id(self) -> str:
        digest = hashlib.sha256(f"replaykit-mem0|{self.salt}|{self.ids}".encode()).digest()
        self.ids += 1
        return str(_uuid.UUID(bytes=digest[:16], version=4))

    def today(self) -> str:
        return self.now.strftime("%Y-%m-%d")


@contextlib.contextmanager
def pinned(pin: EpisodePin) -> Iterator[EpisodePin]:
    token = _PIN.set(pin)
    try:
        yield pin
    finally:
        _PIN.reset(token)


def current_pin() -> EpisodePin | None:
    return _PIN.get()


class _PinnedDatetime(_dt.datetime):
    """``datetime`` whose ``now`` is the pinned logical clock inside ``pinned``."""

    @classmethod
    def now(cls, tz: _dt.tzinfo | None = None) -> _dt.datetime:  # type: ignore[override]
        pin = _PIN.get()
        if pin is None:
            return _dt.datetime.now(tz)
        if tz is None:
            return pin.now
        localize = getattr(tz, "localize", None)  # a pytz zone: the offset in force at that wall time
        return localize(pin.now) if localize is not None else pin.now.replace(tzinfo=tz)


class _PinnedUuid(types.ModuleType):
    """The ``uuid`` module with ``uuid4`` taken from the pin inside ``pinned``."""

    def __init__(self) -> None:
        super().__init__("uuid")

    def __getattr__(self, name: str) -> Any:
        return getattr(_uuid, name)

    @staticmethod
    def uuid4() -> _uuid.UUID:
        pin = _PIN.get()
        return _uuid.uuid4() if pin is None else _uuid.UUID(pin.next_id())


class _InlineExecutor:
    """A ``ThreadPoolExecutor`` stand-in that runs each task at ``submit``, in the caller's thread."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __enter__(self) -> "_InlineExecutor":
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> _futures.Future:
        future: _futures.Future = _futures.Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # delivered by future.result(), as a pool would
            future.set_exception(exc)
        return future

    def shutdown(self, wait: bool = True, **kwargs: Any) -> None:
        return None


_CONCURRENT = types.SimpleNamespace(futures=types.SimpleNamespace(ThreadPoolExecutor=_InlineExecutor,
                                                                  wait=_futures.wait))


def _mem0_home() -> None:
    if os.environ.get("MEM0_DIR"):
        return
    home = tempfile.mkdtemp(prefix="replaykit-mem0-home-")
    os.environ["MEM0_DIR"] = home
    atexit.register(shutil.rmtree, home, True)


INSTALL_HINT = (f"install it with: {install_line('mem0')} "
                "(mem0ai's own metadata asks for openai<1.110, which replaykit's openai 3.x replaces)")
"""How to install the extra: its dependencies, then mem0ai itself without its ``openai<1.110`` pin."""

WHY = "the newest whose add path sends FACT_RETRIEVAL_PROMPT, as the reference expects"


def require_mem0(where: str = "<agent config>") -> None:
    """Raise a named error unless mem0ai MEM0_VERSION is installed (metadata only: mem0 is not imported)."""
    try:
        version = metadata.version("mem0ai")
    except metadata.PackageNotFoundError:
        raise AgentConfigError(where, "type", "agent kind mem0 needs the mem0 library, which is not installed",
                               INSTALL_HINT) from None
    if version != MEM0_VERSION:
        raise AgentConfigError(where, "type", f"mem0ai {version} is installed; agent kind mem0 runs mem0ai "
                               f"{MEM0_VERSION} ({WHY})", INSTALL_HINT)


def load_mem0() -> Any:
    """The ``mem0`` module, imported once with the pins above installed; a clear error when the
    extra is not installed or another mem0 version is."""
    with _LOCK:
        if "mem0" in _LOADED:
            return _LOADED["mem0"]
        os.environ["MEM0_TELEMETRY"] = "False"
        _mem0_home()
        try:
            # optional dependency: absent unless its extra is installed
            import mem0
            import mem0.memory.main as main
            import mem0.memory.storage as storage
            import mem0.memory.telemetry as telemetry
        except ImportError as exc:
            raise AgentConfigError("<agent config>", "type", f"the mem0 agent needs the mem0 library ({exc})",
                                   INSTALL_HINT) from None
        version = getattr(mem0, "__version__", "?")
        if version != MEM0_VERSION:
            raise AgentConfigError("<agent config>", "type", f"mem0ai {version} is installed; the mem0 agent runs "
                                   f"mem0ai {MEM0_VERSION} ({WHY})", INSTALL_HINT)
        if not _DATE_RE.search(main.get_fact_retrieval_messages("")[0]):
            raise AgentConfigError("<agent config>", "type", "mem0's FACT_RETRIEVAL_PROMPT carries no "
                                   "\"Today's date is ...\" line to pin", INSTALL_HINT)
        # mem0 logs the model replies it cannot parse as errors; an application that configures
        # logging sees them, a bare CLI run does not print them between its progress lines
        logging.getLogger("mem0").addHandler(logging.NullHandler())
        telemetry.MEM0_TELEMETRY = False  # also when mem0 was imported before with telemetry on
        main.capture_event = _no_telemetry
        main.datetime = _PinnedDatetime
        main.uuid = _PinnedUuid()
        storage.uuid = _PinnedUuid()
        main.concurrent = _CONCURRENT
        original = main.get_fact_retrieval_messages

        def fact_retrieval_messages(message: str) -> tuple[str, str]:
            system, user = original(message)
            pin = _PIN.get()
            if pin is not None:
                system = _DATE_RE.sub(f"Today's date is {pin.today()}.", system)
            return system, user

        main.get_fact_retrieval_messages = fact_retrieval_messages
        _LOADED["mem0"] = mem0
        return mem0


def _no_telemetry(*args: Any, **kwargs: Any) -> None:
    """mem0's ``capture_event``, off: no PostHog client, no ``uuid4`` row in ``mem0migrations``."""
    return None
