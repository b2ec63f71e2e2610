"""`use_cassette`: the Recorder as a context manager and a decorator (docs/api.md).

    with replaykit.use_cassette("tests/cassettes/chat.rkc", mode="auto") as rec:
        client.chat.completions.create(...)    # openai, httpx or requests: all captured
    rec.stats.recorded, rec.stats.hits

    @replaykit.use_cassette("tests/cassettes/chat.rkc")
    def test_chat(): ...                       # a fresh Recorder for every call (async functions too)

Mode: the argument, else ``REPLAYKIT_MODE``, else "replay" (the library default; the CLI's
is "auto": docs/api.md says why they differ). In "record" and "auto" the cassette's folder
is created. ``scope``/``replica`` run the enclosed calls as one sequential unit (see
replaykit.recording.capture.scopes.scope); every other keyword is ``secrets`` or a field of RecorderOptions (base,
compact, raise_caught_misses, ...).
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
from pathlib import Path
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class use_cassette:  # a lower-case name: it is used as a function and a decorator
    """Capture every HTTP call made in-process into the cassette at ``path`` (replaykit format)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        mode: str | None = None,
        *,
        scope: str | None = None,
        replica: int = 0,
        **recorder_options: Any,
    ) -> None:
        # loaded on first use: importing this module stays light
        from replaykit.recording.capture.modes import resolve_mode

        self.path = Path(path)
        self.mode = resolve_mode(mode)  # checked now: a bad mode fails where it is written
        self.scope = scope
        self.replica = replica
        self.recorder_options = recorder_options
        self._stacks: list[contextlib.ExitStack] = []

    def recorder(self) -> Any:
        """A new, not yet entered Recorder with these settings."""
        # loaded on first use: importing this module stays light
        from replaykit.recording.capture.recorder import Recorder

        return Recorder.with_options(self.path, self.mode, **self.recorder_options)

    def __enter__(self) -> Any:
        # loaded on first use: importing this module stays light
        from replaykit.recording.capture.scopes import scope

        if self.mode in ("record", "auto"):
            self.path.parent.mkdir(parents=True, exist_ok=True)
        stack = contextlib.ExitStack()
        try:
            rec = stack.enter_context(self.recorder())
            if self.scope is not None:
                stack.enter_context(scope(self.scope, self.replica))
        except BaseException:
            stack.close()
            raise
        self._stacks.append(stack)
        return rec

    def __exit__(self, *exc: Any) -> bool | None:
        return self._stacks.pop().__exit__(*exc)

    def __call__(self, fn: F) -> F:
        settings = dict(path=self.path, mode=self.mode, scope=self.scope, replica=self.replica, **self.recorder_options)
        if inspect.iscoroutinefunction(fn):
            @functools.wraps(fn)
            async def run_async(*args: Any, **kwargs: Any) -> Any:
                with use_cassette(**settings):
                    return await fn(*args, **kwargs)

            return run_async  # type: ignore[return-value]

        @functools.wraps(fn)
        def run(*args: Any, **kwargs: Any) -> Any:
            with use_cassette(**settings):
                return fn(*args, **kwargs)

        return run  # type: ignore[return-value]
