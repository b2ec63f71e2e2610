"""A release's measured provider nondeterminism: a deterministic sample of its on-policy
calls asked again (issue: "measure nondeterminism"; brief §5, "Trust").

``release.json`` asks for it with ``"nondeterminism_sample": N`` (0, the default: none).

- **Sample.** The on-policy cassette's answered (2xx) entries that were made once in their
  scope (occurrence 0, and no occurrence 1 recorded), ordered by ``sha256(SALT + key)``, the
  first N. The order depends on the keys alone, so a re-recording picks the same requests.
- **Asked again.** Each sampled request body is sent again byte for byte, in a scope of its
  own with the original's replica: first as occurrence 0, which on.rkc (a base cassette)
  answers without a call, then as occurrence 1, which is new, so it goes to the provider and
  is recorded in ``cassettes/repeat.rkc``. Its key differs from every key of on.rkc, so the
  release's cassette consistency check (no key with two contents) still holds, and a replay
  re-derives the rate from the two cassettes without a network.
- **Compared** by replaykit.recording.store.content's rule (the rule of ``cassette diff`` and
  ``cassette merge``): a new response id, timestamp, fingerprint or token count is metadata;
  only a different status or answer counts as nondeterminism.

The endpoint a request is re-sent to is the first role of the release's endpoints, in the
order below, whose model is the request's model and whose base URL's path the request's path
extends: for a chat completion ``agent``, ``user``, ``judge``, ``generator``, then the rest
by name; for an embedding ``embedder`` first. (A cassette stores what was asked, not which
role asked it; every role of one model answers the same request the same way unless the
provider is nondeterministic, which is what is measured.)
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, Callable, Mapping
from urllib.parse import urlsplit

import msgspec

from replaykit.base import NOT_JSON, Strict
from replaykit.errors import ConfigError, ReleaseError

SALT = b"replaykit-nondeterminism-sample\0"
MAX_SAMPLE = 1000
"""Bound of ``nondeterminism_sample`` (each sampled request is one paid call)."""
CHAT_ORDER = ("agent", "user", "judge", "generator")
EMBED_ORDER = ("embedder",)

Progress = Callable[[str], None]


class RouteRate(Strict):
    """Re-asked requests of one endpoint path and how their answers compared."""

    asked: int
    same_content: int
    content_differs: int
    rate: float
    """content_differs / asked."""


class Nondeterminism(Strict):
    """``results.json`` field ``nondeterminism``."""

    sample: int
    """Requests asked for (release.json ``nondeterminism_sample``)."""
    asked: int
    """Requests asked again (fewer than ``sample`` when on.rkc holds fewer candidates)."""
    content_differs: int
    rate: float | None
    """Share of re-asked requests answered with different content; None when none was asked."""
    by_path: dict[str, RouteRate]
    differing: list[str]
    """Keys (in on.rkc) of the requests answered differently, sorted."""


def check_sample(n: Any, path: Path) -> None:
    if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_SAMPLE:
        raise ConfigError(f"nondeterminism_sample must be an integer from 0 to {MAX_SAMPLE} (each sampled request is "
                          f"asked again, one paid call); got {n!r}", file=path, field="nondeterminism_sample")


def _order(key: str) -> bytes:
    return hashlib.sha256(SALT + key.encode()).digest()


def sample_keys(store: Any, n: int) -> list[str]:
    """The first ``n`` candidate keys of an on-policy cassette, in the salted-hash order (module docstring)."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.store import recomputed_key

    candidates = []
    for key in store.keys():
        entry = store.get(key)
        if entry.request.occurrence != 0 or not 200 <= entry.response.status < 300:
            continue
        if recomputed_key(entry, occurrence=1, version=store.key_version) in store:  # asked more than once in its scope
            continue
        candidates.append(key)
    return sorted(candidates, key=_order)[:n]


def role_for(endpoints: Mapping[str, Any], path: str, body: bytes) -> tuple[str, str]:
    """(role, route) to re-send a recorded request to (the order of the module docstring)."""
    try:
        model = msgspec.json.decode(body).get("model")
    except (*NOT_JSON, AttributeError):
        model = None
    order = EMBED_ORDER + CHAT_ORDER if path.endswith("/embeddings") else CHAT_ORDER + EMBED_ORDER
    roles = [r for r in order if r in endpoints] + sorted(r for r in endpoints if r not in order)
    for role in roles:
        ep = endpoints[role]
        base = urlsplit(ep.base_url).path.rstrip("/")
        if ep.model == model and path.startswith(base + "/"):
            return role, path[len(base) + 1:]
    raise ReleaseError(f"no endpoint role serves model {model!r} at a base URL under which {path} lies; the "
                       "sampled request cannot be asked again (check the release's endpoints file)", field="endpoints")


def record_repeats(endpoints_path: Path, cassettes: Path, n: int, *, mode: str, progress: Progress) -> None:
    """Ask the sampled on-policy requests again into ``cassettes/repeat.rkc`` (replayed in ``replay`` mode)."""
    # loaded on first use: importing this module stays light
    from replaykit.gateway import load_endpoints
    from replaykit.recording.capture import scope
    from replaykit.recording.store import CassetteStore
    from replaykit.session import recorded_session

    on = cassettes / "on.rkc"
    with CassetteStore.open(on) as store:
        requests = [(k, store.entry(k).request) for k in sample_keys(store, n)]
    endpoints = load_endpoints(endpoints_path)
    with recorded_session(endpoints, cassettes / "repeat.rkc", mode, base=[on], compact="always",
                          raise_caught_misses=mode == "replay") as gateway:
        for i, (key, r) in enumerate(requests):
            role, route = role_for(endpoints, r.path, r.body)
            with scope(f"nondeterminism/{key}", replica=r.replica):
                gateway.resend(role, route, r.body)  # occurrence 0: on.rkc answers, no call
                gateway.resend(role, route, r.body)  # occurrence 1: asked again
            if (i + 1) % 8 == 0 or i + 1 == len(requests):
                progress(f"nondeterminism sample: {i + 1}/{len(requests)} requests asked again")


def nondeterminism_results(cassettes: Path, n: int) -> dict[str, Any]:
    """``results.json``'s ``nondeterminism``: each repeat.rkc entry against its on.rkc original."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.store import CassetteStore, recomputed_key, response_content

    by_path: dict[str, list[int]] = {}
    differing: list[str] = []
    asked = 0
    with CassetteStore.open(cassettes / "on.rkc") as on, CassetteStore.open(cassettes / "repeat.rkc") as rep:
        for key in sorted(rep.keys()):
            again = rep.entry(key)
            r = again.request
            original_key = recomputed_key(again, occurrence=0, version=on.key_version)
            original = on.get(original_key)
            if r.occurrence != 1 or original is None:
                raise ReleaseError(f"holds entry {key[:16]} (occurrence {r.occurrence}) that is not a repeat of an "
                                   "on.rkc request; re-record the nondeterminism sample",
                                   file=cassettes / "repeat.rkc")
            asked += 1
            differs = (response_content(original.response.status, original.response.body)
                       != response_content(again.response.status, again.response.body))
            counts = by_path.setdefault(r.path, [0, 0])
            counts[0] += 1
            counts[1] += int(differs)
            if differs:
                differing.append(original_key)
    rates = {p: RouteRate(asked=a, same_content=a - d, content_differs=d, rate=d / a)
             for p, (a, d) in sorted(by_path.items())}
    total = sum(d for _, d in by_path.values())
    return msgspec.to_builtins(Nondeterminism(
        sample=n, asked=asked, content_differs=total, rate=total / asked if asked else None, by_path=rates,
        differing=sorted(differing),
    ))
