"""Results of a run: per-episode answers, traces, upper-bound answers, and the run directory.

Run directory layout (version 1)::

    RUN_DIR/run.json                              RunManifest
    RUN_DIR/blueprints/                           the blueprints the run used (blueprint folder format)
    RUN_DIR/episodes/<agent>/<user>.r<replica>.json   EpisodeResult
    RUN_DIR/traces/<agent>/<user>.r<replica>.json     Trace (on-policy episodes only)
    RUN_DIR/upper_bound/<user>.json               UpperBoundResult
    RUN_DIR/digests.json                          sha256 of every file above (replaykit.data.digests)

Every file is pretty JSON with sorted keys, written atomically, so a run directory
is byte-identical across replays and diffs cleanly. Nothing here holds wall-clock
times or latencies: token usage only.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Generic, Hashable, Iterable, Literal, Mapping, TypeVar

import msgspec

from replaykit._util.fs import atomic_write
from replaykit._util.names import check_name
from replaykit._util.redact import redact
from replaykit.base import Strict, decode_file, pretty_json
from replaykit.data.blueprint import Blueprint, Message, load_blueprints
from replaykit.errors import FileAccessError, ResultError

RESULT_VERSION = 1


class RoleUsage(Strict):
    """Token usage of one role, summed from recorded responses."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0


K = TypeVar("K", bound=Hashable)


class UsageTally(Generic[K]):
    """The one token-usage tally: calls and tokens summed per key (a role, or a (stage, role)
    pair), from responses only, so the totals are identical under replay. Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sums: dict[K, list[int]] = {}

    def add(self, key: K, *, calls: int = 1, prompt: int = 0, completion: int = 0) -> None:
        with self._lock:
            s = self._sums.setdefault(key, [0, 0, 0])
            s[0] += calls
            s[1] += int(prompt or 0)
            s[2] += int(completion or 0)

    def add_usage(self, usage: Mapping[str, RoleUsage], key=lambda role: role) -> None:
        """Add a per-role usage map (an episode's, say) under ``key(role)``."""
        for role, u in usage.items():
            self.add(key(role), calls=u.calls, prompt=u.prompt_tokens, completion=u.completion_tokens)

    def totals(self) -> dict[K, RoleUsage]:
        """Per key, in sorted key order."""
        with self._lock:
            return {k: RoleUsage(calls=s[0], prompt_tokens=s[1], completion_tokens=s[2])
                    for k, s in sorted(self._sums.items())}


def sum_usage(usages: Iterable[Mapping[str, RoleUsage]]) -> dict[str, RoleUsage]:
    """Per-role usage maps summed by role."""
    tally: UsageTally[str] = UsageTally()
    for usage in usages:
        tally.add_usage(usage)
    return tally.totals()


class OverallAnswer(Strict, omit_defaults=True):
    """The agent's answer to one question at one period (paper §3.3, Appendix C.5 overall prompt)."""

    question: int
    """Index into the blueprint's ``qas``."""
    raw: str
    """The model's raw reply text."""
    choice: int
    """0-based index of the chosen answer choice, after the seeded fallback when ``json_error``."""
    json_error: bool
    """True when the reply was unparseable or out of range, so ``choice`` is the seeded fallback."""
    key: str = ""
    """Cassette key of the call that produced ``raw`` (empty in files written before keys were stored)."""


class DiagnosisAnswer(Strict, omit_defaults=True):
    """The agent's answer to the state-diagnosis prompt for one question at one period."""

    question: int
    raw: str
    values: dict[str, str | None]
    """Per required variable of the question: the value the agent named, None if missing or not a choice."""
    json_error: bool
    key: str = ""
    """Cassette key of the call that produced ``raw`` (empty in files written before keys were stored)."""


class PeriodResult(Strict, omit_defaults=True):
    period: int
    """Index into the blueprint's ``periods``: answers asked from the checkpoint after that period."""
    overall: list[OverallAnswer]
    diagnosis: list[DiagnosisAnswer] = []
    memory_writes: list[str] = []
    """Cassette keys of the agent's memory-writing calls during this period (AWI's memory
    update, AWE's extraction, ...), in call order."""


class EpisodeResult(Strict):
    version: int = RESULT_VERSION
    agent: str
    user: str
    replica: int = 0
    policy: Literal["on", "off"] = "on"
    trace_from: str | None = None
    """For off-policy episodes: ``<agent>/<user>.r<replica>`` of the trace the agent was fed."""
    periods: list[PeriodResult]
    usage: dict[str, RoleUsage] = {}
    """Token usage by role (agent, user, judge, embedder)."""


class Trace(Strict):
    """The interactions of a recorded on-policy episode, reusable off-policy (paper §4.2)."""

    version: int = RESULT_VERSION
    agent: str
    user: str
    replica: int = 0
    periods: list[list[list[Message]]]
    """period -> session -> messages (user and assistant turns, in order)."""


class UpperBoundAnswer(Strict, omit_defaults=True):
    """Utilization upper bound: the answer given the ground-truth state variant (Appendix C.5)."""

    question: int
    variant: list[str]
    raw: str
    choice: int
    json_error: bool
    key: str = ""
    """Cassette key of the call that produced ``raw`` (empty in files written before keys were stored)."""


class UpperBoundResult(Strict):
    version: int = RESULT_VERSION
    user: str
    answers: list[UpperBoundAnswer]
    usage: dict[str, RoleUsage] = {}


class RunManifest(Strict):
    version: int = RESULT_VERSION
    name: str
    agents: dict[str, dict[str, object]] = {}
    """Agent name -> its config (as loaded), for provenance."""
    code_version: str = ""
    blueprint_digest: str = ""
    cassette_digest: str = ""
    seed: int = 0
    replicas: int = 1
    source: str = ""
    """Where the results came from, e.g. ``replaykit run`` or ``import amemgym``."""
    run_config: dict[str, object] = {}
    """Interaction settings of ``replaykit run`` (replaykit.episodes.runner.RunConfig), for provenance."""
    endpoints: dict[str, dict[str, object]] = {}
    """Role -> the endpoint that served it: model and structured-output style (never a key, nor
    the host: it is not in the request keys). Prices a run's dollars by role."""
    base_cassettes: list[str] = []
    """Cassettes read first (paths relative to the run folder), e.g. ``../on/cassette.rkc`` under
    an off-policy run: the viewer finds the calls answered from them there."""


# -- paths ----------------------------------------------------------------------------


def _replica(replica: int) -> int:
    if not isinstance(replica, int) or isinstance(replica, bool) or replica < 0:
        raise ResultError(f"replica {replica!r}: must be a non-negative integer")
    return replica


def episode_path(run_dir: str | Path, agent: str, user: str, replica: int = 0) -> Path:
    return Path(run_dir) / "episodes" / check_name(agent, "agent name") / f"{check_name(user, 'user id')}.r{_replica(replica)}.json"


def trace_path(run_dir: str | Path, agent: str, user: str, replica: int = 0) -> Path:
    return Path(run_dir) / "traces" / check_name(agent, "agent name") / f"{check_name(user, 'user id')}.r{_replica(replica)}.json"


def upper_bound_path(run_dir: str | Path, user: str) -> Path:
    return Path(run_dir) / "upper_bound" / f"{check_name(user, 'user id')}.json"


# -- I/O ------------------------------------------------------------------------------

T = TypeVar("T")


def write_json(path: str | Path, obj: object) -> Path:
    """Atomic, deterministic write (pretty JSON, sorted keys): a kill never leaves half a file."""
    try:
        # a provider may echo a key into an answer or a trace: the file never holds it
        return atomic_write(path, redact(pretty_json(obj)))
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, "write") from None


def read_json(path: str | Path, type: type[T]) -> T:
    obj = decode_file(path, type, f"{type.__name__} file", ResultError)
    version = getattr(obj, "version", RESULT_VERSION)
    if version != RESULT_VERSION:
        raise ResultError(f"result format version {version}, this replaykit reads {RESULT_VERSION}", file=path)
    return obj


class Run(Strict):
    """Everything in a run directory, loaded."""

    manifest: RunManifest
    blueprints: list[Blueprint]
    episodes: list[EpisodeResult]
    """Sorted by (agent, policy, user order in blueprints, replica)."""
    upper_bound: dict[str, UpperBoundResult] = {}

    def agents(self) -> list[str]:
        seen: list[str] = []
        for e in self.episodes:
            if e.agent not in seen:
                seen.append(e.agent)
        return seen


def episode_complete(path: Path, agent: str, user: str, replica: int, policy: str, n_periods: int,
                     trace_file: Path | None) -> bool:
    """Whether ``path`` holds the finished episode of (``agent``, ``user``, ``replica``, ``policy``) over
    ``n_periods`` periods, and its trace (``trace_file``, when one is kept) is there: a rerun skips it."""
    if not path.is_file():
        return False
    try:
        ep = read_json(path, EpisodeResult)
    except ResultError:
        return False
    if (ep.agent, ep.user, ep.replica, ep.policy, len(ep.periods)) != (agent, user, replica, policy, n_periods):
        return False
    return trace_file is None or trace_file.is_file()


def upper_bound_complete(path: Path, bp: Blueprint) -> bool:
    """Whether ``path`` holds ``bp``'s finished upper bound: one answer per (question, answer choice)."""
    if not path.is_file():
        return False
    try:
        r = read_json(path, UpperBoundResult)
    except ResultError:
        return False
    return r.user == bp.id and len(r.answers) == sum(len(q.answer_choices) for q in bp.qas)


def without_replies(ep: EpisodeResult) -> EpisodeResult:
    """``ep`` with its answers' reply texts (``raw``) emptied: what scoring never reads, and most of
    an episode file's bytes when replies are long."""
    replace = msgspec.structs.replace
    return replace(ep, periods=[replace(p, overall=[replace(a, raw="") for a in p.overall],
                                        diagnosis=[replace(a, raw="") for a in p.diagnosis]) for p in ep.periods])


def load_run(run_dir: str | Path, replies: bool = True) -> Run:
    """Load a run directory; errors name the file and field. ``replies=False``: each episode's answer
    texts are dropped as it is read (`without_replies`; for a caller that only scores: a 20k-call run's
    final table held 45 MB of them)."""
    run_dir = Path(run_dir)
    if not (run_dir / "run.json").is_file():
        raise ResultError(
            "no run.json here; pass a run directory made by `replaykit run` or `replaykit import`", file=run_dir
        )
    manifest = read_json(run_dir / "run.json", RunManifest)
    blueprints = load_blueprints(run_dir / "blueprints")
    order = {bp.id: i for i, bp in enumerate(blueprints)}
    episodes = []
    ep_root = run_dir / "episodes"
    if ep_root.is_dir():
        for f in sorted(ep_root.glob("*/*.json")):
            ep = read_json(f, EpisodeResult)
            if not replies:
                ep = without_replies(ep)
            if ep.user not in order:
                raise ResultError(f"user {ep.user!r} is not in {run_dir / 'blueprints'}", file=f)
            episodes.append(ep)
    episodes.sort(key=lambda e: (e.agent, e.policy, order[e.user], e.replica))
    ub = {}
    ub_root = run_dir / "upper_bound"
    if ub_root.is_dir():
        for f in sorted(ub_root.glob("*.json")):
            r = read_json(f, UpperBoundResult)
            ub[r.user] = r
    return Run(manifest=manifest, blueprints=blueprints, episodes=episodes, upper_bound=ub)


def missing_episodes(run: Run) -> list[str]:
    """What a partial run lacks, one line per agent of run.json short of its episodes (e.g. ``awe-2-4-30:
    0 of 4 episodes (4 users x 1 replica)``); empty when it is complete. Expected: every agent over every
    user of the run's blueprints, run.json's ``replicas`` times; the upper bound once per user."""
    users = len(run.blueprints)
    found: dict[str, int] = {}
    for e in run.episodes:
        found[e.agent] = found.get(e.agent, 0) + 1
    lines = []
    for name, cfg in sorted(run.manifest.agents.items()):
        if isinstance(cfg, dict) and cfg.get("type") == "upper_bound":
            have = sum(1 for bp in run.blueprints if bp.id in run.upper_bound)
            if have < users:
                lines.append(f"{name}: {have} of {users} users' upper-bound answers")
            continue
        want, have = users * run.manifest.replicas, found.get(name, 0)
        if have < want:
            reps = run.manifest.replicas
            lines.append(f"{name}: {have} of {want} episodes ({users} user{'s' if users != 1 else ''} x {reps} "
                         f"replica{'s' if reps != 1 else ''})")
    return lines
