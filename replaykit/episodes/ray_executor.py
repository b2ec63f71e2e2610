"""Run a run's shards as Ray tasks, with one shared rate limit, then merge them (extra ``amemgym-replaykit[ray]``).

    replaykit run --executor ray [--ray-address ADDR] --shards N [--rpm R] [--tpm T] ...same flags...

Each of the N tasks runs one shard (``replaykit.episodes.shard``) exactly as
``replaykit run --shard I/N`` would, recording its own cassette into
``OUT/shards/I-of-N/``; the driver then merges the shards into ``OUT`` (results and
cassette), so the outcome is byte for byte that of a local run. ``OUT`` must be on a
filesystem every Ray node sees (a local Ray instance always does).

Rate limit: one Ray actor holds, per endpoint (URL without query), the next free time
for requests (``--rpm``) and tokens (``--tpm``, estimated from the request: prompt
characters / 4 plus ``max_tokens``). Every request that goes to the provider (never a
replayed one) reserves its slot there first and sleeps until it. A provider's
``Retry-After`` pauses that endpoint for every worker; each worker's retry waits carry a
jitter seeded by its shard index. Timing never reaches a request, a cassette or a result.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._util.extras import install_line
from replaykit.base import Strict
from replaykit.errors import ConfigError, EpisodesFailedError, ReplaykitError


class RateLimit(Strict):
    requests_per_minute: float | None = None
    tokens_per_minute: float | None = None

    def active(self) -> bool:
        return bool(self.requests_per_minute or self.tokens_per_minute)


class LimiterState:
    """Per-endpoint schedule of the next free request and token slots (no burst: calls are spaced)."""

    def __init__(self, limit: RateLimit, clock: Callable[[], float] = time.monotonic) -> None:
        for name in ("requests_per_minute", "tokens_per_minute"):
            v = getattr(limit, name)
            if v is not None and v <= 0:
                raise ConfigError(f"rate limit: {name} = {v}; must be > 0 (or unset)")
        self.limit = limit
        self.clock = clock
        self._next_request: dict[str, float] = {}
        self._next_token: dict[str, float] = {}
        self._paused: dict[str, float] = {}  # endpoint prefix -> paused until

    def reserve(self, endpoint: str, tokens: int = 0) -> float:
        """Book the next slot for one request of ``tokens`` tokens; returns the seconds to wait for it."""
        now = self.clock()
        start = max([now, self._next_request.get(endpoint, now), self._next_token.get(endpoint, now)]
                    + [until for prefix, until in self._paused.items() if endpoint.startswith(prefix)])
        if self.limit.requests_per_minute:
            self._next_request[endpoint] = start + 60.0 / self.limit.requests_per_minute
        if self.limit.tokens_per_minute:
            self._next_token[endpoint] = start + 60.0 * max(0, tokens) / self.limit.tokens_per_minute
        return start - now

    def pause(self, prefix: str, seconds: float) -> None:
        """A provider said Retry-After: no request to endpoints under ``prefix`` for ``seconds``."""
        until = self.clock() + max(0.0, seconds)
        self._paused[prefix] = max(self._paused.get(prefix, 0.0), until)


def estimate_tokens(identity: dict) -> int:
    """Tokens a request may use: its prompt characters / 4 plus its ``max_tokens``."""
    fields = identity.get("fields") or {}
    prompt = fields.get("messages", fields.get("input", ""))
    size = len(msgspec.json.encode(prompt)) if prompt else 0
    return size // 4 + int(fields.get("max_tokens") or 0)


class NetworkGate:
    """The worker side: ``RecorderOptions(network_gate=...)`` and ``Gateway(on_retry_after=...)`` call this."""

    def __init__(self, limiter: Any, sleep: Callable[[float], None] = time.sleep) -> None:
        self.limiter = limiter
        self.sleep = sleep

    def __call__(self, url: str, identity: dict) -> None:
        # ray: loaded only when this runs
        import ray

        endpoint = url.split("?", 1)[0]
        wait = ray.get(self.limiter.reserve.remote(endpoint, estimate_tokens(identity)))
        if wait > 0:
            self.sleep(wait)

    def pause(self, base_url: str, seconds: float) -> None:
        self.limiter.pause.remote(base_url, seconds)


class ShardJob(Strict):
    """Everything one Ray task needs to run one shard (plain data, shipped to the worker)."""

    spec: dict[str, Any]
    """The shard's RunSpec (``RunSpec.to_builtins``: its ``shard`` and ``out`` set)."""
    endpoints: dict[str, Any]
    mode: str


def run_shard(job: ShardJob, limiter: Any = None) -> dict:
    """Run one shard in this process, recorded into ``<spec.out>/cassette.rkc`` (the body of a Ray task)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.memory import MemorySaver
    from replaykit.episodes.runner import run, write_manifest
    from replaykit.episodes.spec import RunSpec
    from replaykit.gateway import Endpoint
    from replaykit.session import recorded_session
    from replaykit.ui.progress import BarObserver

    spec = RunSpec.from_builtins(job.spec)
    out = Path(spec.out)
    gate = NetworkGate(limiter) if limiter is not None else None
    endpoints = {r: msgspec.convert(e, Endpoint) for r, e in job.endpoints.items()}
    cassette = out / "cassette.rkc"
    out.mkdir(parents=True, exist_ok=True)
    try:
        with recorded_session(endpoints, cassette, job.mode, network_gate=gate, gateway_options=dict(
                jitter_seed=spec.shard.index if spec.shard else 0,
                on_retry_after=gate.pause if gate is not None else None)) as gateway:
            summary = run(spec, gateway=gateway, finalize=False,
                          observer=BarObserver(None, on_period=MemorySaver(out)))  # the memory views a local run saves too
    finally:
        if (out / "run.json").is_file():
            write_manifest(out, cassette=cassette if job.mode != "off" else None)
    return msgspec.to_builtins(summary)


def _limiter_actor(ray: Any, limit: RateLimit) -> Any:
    class Limiter:
        def __init__(self, limit: dict) -> None:
            self.state = LimiterState(msgspec.convert(limit, RateLimit))

        def reserve(self, endpoint: str, tokens: int) -> float:
            return self.state.reserve(endpoint, tokens)

        def pause(self, prefix: str, seconds: float) -> None:
            self.state.pause(prefix, seconds)

    return ray.remote(num_cpus=0)(Limiter).remote(msgspec.to_builtins(limit))


def shard_dir(out: str | Path, index: int, count: int) -> Path:
    return Path(out) / "shards" / f"{index}-of-{count}"


def run_on_ray(spec: Any, *, endpoints: dict, mode: str, shards: int, address: str | None = None,
               rate_limit: RateLimit | None = None, progress: Callable[[str], None] = lambda _: None) -> dict:
    """Run ``spec`` as ``shards`` shards on Ray tasks (connecting to ``address``, or starting a local Ray), then merge."""
    try:
        # optional dependency: absent unless its extra is installed
        import ray
    except ImportError:
        raise ConfigError(f"--executor ray needs Ray: {install_line('ray')}", field="--executor") from None
    # loaded on first use: importing this module stays light
    from replaykit.episodes.shard import Shard, merge_runs

    if shards < 1:
        raise ConfigError(f"--shards {shards}; must be >= 1", field="--shards")
    n_users = len(spec.blueprints[: spec.users if spec.users is not None else len(spec.blueprints)])
    if shards > n_users:
        raise ConfigError(f"--shards {shards} is more than the {n_users} user(s) of the run; use at most {n_users}",
                          field="--shards")
    if not ray.is_initialized():
        ray.init(address=address, log_to_driver=False)
    limit = rate_limit or RateLimit()
    limiter = _limiter_actor(ray, limit) if limit.active() else None
    env = {e.api_key_env: os.environ[e.api_key_env] for e in endpoints.values() if os.environ.get(e.api_key_env)}
    task = ray.remote(max_retries=0)(run_shard)
    if env:
        task = task.options(runtime_env={"env_vars": env})
    dirs = [shard_dir(spec.out, i, shards) for i in range(1, shards + 1)]
    refs = []
    for i, d in enumerate(dirs, start=1):
        shard_spec = msgspec.structs.replace(spec, out=str(d), shard=Shard(index=i, count=shards))
        job = ShardJob(spec=shard_spec.to_builtins(), endpoints={r: msgspec.to_builtins(e) for r, e in endpoints.items()},
                       mode=mode)
        refs.append(task.remote(job, limiter))
        progress(f"shard {i}/{shards}: submitted to Ray ({d})")
    errors = []
    summaries = []
    for i, ref in enumerate(refs, start=1):
        try:
            summaries.append(ray.get(ref))
            progress(f"shard {i}/{shards}: done")
        except ray.exceptions.RayTaskError as exc:
            cause = exc.as_instanceof_cause()
            errors.append(f"shard {i}/{shards}: {cause if isinstance(cause, ReplaykitError) else exc}")
    if errors:
        raise EpisodesFailedError([f"ray executor: {e}" for e in errors], shards)
    merged = merge_runs(spec.out, dirs, overwrite=True, shards_inside=True)
    return {"shards": summaries, "merged": msgspec.to_builtins(merged)}
