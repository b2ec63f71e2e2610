"""Stopping a concurrent run at once on Ctrl-C (or a fatal error such as a full disk).

``ThreadPoolExecutor`` as a context manager waits for every queued episode on the way out,
so an interrupt used to keep paying for calls for as long as the queue lasted. Here:

- the main thread catches the interrupt, sets the stop flag and cancels every queued episode;
- episodes in flight finish the call they are in (it is recorded, so a resume replays it)
  and stop at their next call: ``StoppableGateway`` raises ``RunInterrupted`` there;
- finished episodes are already saved; the cassette is closed normally by the caller, so
  rerunning the same command resumes.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable, Sequence, TypeVar

J = TypeVar("J")


class RunInterrupted(KeyboardInterrupt):
    """Raised in an episode thread at its next LLM call once the run is stopping.

    A KeyboardInterrupt, so agent code that catches ``Exception`` cannot swallow it."""


class StoppableGateway:
    """Delegates to a gateway; once ``stop`` is set, every new chat/embed call raises RunInterrupted."""

    def __init__(self, gateway: Any, stop: threading.Event) -> None:
        self._gw = gateway
        self._stop = stop

    def _check(self) -> None:
        if self._stop.is_set():
            raise RunInterrupted("the run is stopping")

    def chat(self, *args: Any, **kwargs: Any) -> Any:
        self._check()
        return self._gw.chat(*args, **kwargs)

    def embed(self, *args: Any, **kwargs: Any) -> Any:
        self._check()
        return self._gw.embed(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._gw, name)


def run_pool(
    jobs: Sequence[J],
    work: Callable[[J], str],
    account: Callable[[J, Callable[[], str]], None],
    *,
    concurrency: int,
    stop: threading.Event,
    progress: Callable[[str], None],
) -> None:
    """Run ``work`` over ``jobs`` on ``concurrency`` threads, ``account`` each result in job order.

    Any exception that escapes ``account`` (KeyboardInterrupt, a full disk) stops the run:
    queued jobs are cancelled, running ones stop at their next call, then it is re-raised.
    """
    pool = ThreadPoolExecutor(max_workers=concurrency, thread_name_prefix="episode")
    futures: list[tuple[J, Future]] = []
    try:
        for job in jobs:
            futures.append((job, pool.submit(work, job)))
        for job, fut in futures:
            account(job, fut.result)
    except BaseException as exc:
        stop.set()
        for _, fut in futures:
            fut.cancel()
        running = sum(1 for _, f in futures if f.running())
        if isinstance(exc, KeyboardInterrupt):
            progress(f"interrupted: cancelled the queued episodes; waiting for {running} call(s) in flight to "
                     "finish (they are recorded); rerun the same command to resume")
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
