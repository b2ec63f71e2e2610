"""When vcrpy's patches go in: at once when an HTTP client that vcrpy patches is already imported,
else when the first one is (an import hook). No HTTP request can be made before an HTTP client is
imported, so nothing escapes; and a session whose calls all take the gateway's direct route (a
replay of a release: `Recorder.answer`) imports neither vcrpy nor any HTTP client
(tests/integration/gateway/test_replay_fastpath.py, docs/performance.md).

Also the per-call context the patches and the Recorder share (which keys the current HTTP call
owns), which needs no vcrpy.
"""

from __future__ import annotations

import asyncio
import contextvars
import importlib.abc
import sys
import threading
from typing import Any, Callable

# the clients vcrpy patches (vcr.patch), by the module whose import makes a request possible
WATCHED = frozenset({"http.client", "urllib3", "requests", "httplib2", "tornado", "aiohttp", "httpx", "httpx2",
                     "httpx_curl_cffi", "pyreqwest", "botocore"})

# the keys the current HTTP call is recording (None outside a wrapped httpx call)
_CALL: contextvars.ContextVar[list | None] = contextvars.ContextVar("replaykit_call", default=None)


def owned_keys() -> list | None:
    return _CALL.get()


def in_event_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


class Interception:
    """vcrpy's patches for one Recorder (``make_patches(recorder)``: replaykit.recording.capture.vcr_adapter's,
    with install() and uninstall()), installed when an HTTP client is first there, and removed again."""

    def __init__(self, recorder: Any, make_patches: Callable[[Any], Any]) -> None:
        self.recorder = recorder
        self._make_patches = make_patches
        self._lock = threading.RLock()
        self._patches: Any = None
        self._hook: _ImportHook | None = None
        self._closed = False

    @property
    def patched(self) -> bool:
        return self._patches is not None

    def install(self) -> None:
        self._closed = False
        if any(name in sys.modules for name in WATCHED):
            self._patch()
            return
        self._hook = _ImportHook(self)
        sys.meta_path.insert(0, self._hook)

    def _patch(self) -> None:
        with self._lock:
            self._unhook()
            if self._patches is not None or self._closed:
                return
            patches = self._make_patches(self.recorder)
            patches.install()
            self._patches = patches

    def _unhook(self) -> None:
        hook, self._hook = self._hook, None
        if hook is not None:
            hook.active = False
            try:
                sys.meta_path.remove(hook)
            except ValueError:
                pass

    def uninstall(self) -> None:
        with self._lock:
            self._closed = True
            self._unhook()
            patches, self._patches = self._patches, None
        if patches is not None:
            patches.uninstall()


class _ImportHook:
    """A meta path finder that lets the import of a watched module run as usual, then installs the patches."""

    def __init__(self, interception: Interception) -> None:
        self.interception = interception
        self.active = True

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if not self.active or name not in WATCHED:  # (the package itself: it has run when its submodules have)
            return None
        for finder in sys.meta_path:  # the spec the import would find without this hook
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                if spec.loader is not None and hasattr(spec.loader, "exec_module"):
                    spec.loader = _PatchingLoader(spec.loader, self.interception)
                return spec
        return None


_LOADING = threading.local()  # watched modules being loaded in this thread, one inside another


class _PatchingLoader(importlib.abc.Loader):
    """The module's own loader; once the module has run, and no other watched module is still loading
    around it (`import httpx` loads http.client halfway through: vcrpy must not see a half-made httpx),
    vcrpy's patches go in."""

    def __init__(self, loader: Any, interception: Interception) -> None:
        self._loader = loader
        self._interception = interception

    def create_module(self, spec: Any) -> Any:
        return self._loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        depth = getattr(_LOADING, "depth", 0)
        _LOADING.depth = depth + 1
        try:
            self._loader.exec_module(module)
        finally:
            _LOADING.depth = depth
        if depth == 0:
            parent, _, child = module.__name__.rpartition(".")
            if parent in sys.modules:  # what the import does next, made now: vcrpy reads http.client off http
                setattr(sys.modules[parent], child, module)
            self._interception._patch()

    def __getattr__(self, name: str) -> Any:  # everything else (get_code, is_package, resources) is the loader's
        return getattr(self._loader, name)
