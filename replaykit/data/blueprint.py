"""Blueprint: one simulated user's structured data (paper §3.1).

A blueprint holds the user profile, the state schema (variable -> choices), the
periods (state after each life event, with the sessions that reveal it) and the
questions whose right answer depends on the current state.

The field names follow the reference ``data.json`` format so that importing and
exporting it is a value-preserving round trip; our own blueprint folder adds a
version and one file per user so that releases diff cleanly in git.

Folder format (version 1)::

    NAME/manifest.json        {"version": 1, "users": [id, ...], "source": "..."}
    NAME/users/<id>.json      one Blueprint per user (pretty, sorted keys)
    NAME/quality.json         optional: the generation quality report
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Iterable, Literal

import msgspec
from msgspec import UNSET, UnsetType

from replaykit._util.fs import atomic_write
from replaykit._util.names import check_name
from replaykit._util.redact import redact
from replaykit.base import Strict, canonical_json, decode_file, pretty_json
from replaykit.errors import BlueprintError, FileAccessError

BLUEPRINT_VERSION = 1


class Message(Strict, omit_defaults=True):
    role: str
    content: str
    key: str = ""
    """In a trace: the cassette key of the call that produced this message (the agent's reply,
    or the simulated user's turn); empty for the session's opening query and older files."""


class UserProfile(Strict):
    """The reference's ``user_profile`` (``env/sample_user_profile.py``), fields in its order.

    The reference writes every field; a file that lacks some (the stripped peer fixture,
    replaykit's own generator, which keeps only ``formatted_str``) leaves them ``UNSET``, and
    an unset field is not written back, so import and export are a lossless round trip.
    Only ``formatted_str`` is read by the episode code (the simulator's profile).
    """

    uuid: str
    name: str | None | UnsetType = UNSET
    age: int | None | UnsetType = UNSET
    gender: str | None | UnsetType = UNSET
    marital_status: str | None | UnsetType = UNSET
    education_level: str | None | UnsetType = UNSET
    occupation: str | None | UnsetType = UNSET
    hobbies_and_interests: str | None | UnsetType = UNSET
    skills_and_expertise: str | None | UnsetType = UNSET
    complementary_info: str | None | UnsetType = UNSET
    formatted_str: str | None = None


class AnswerChoice(Strict):
    state: list[str]
    """The state variant: one value per variable of the question's ``required_info``, in order."""
    answer: str
    type: str = "experience"


class Question(Strict):
    query: str
    required_info: list[str]
    answer_choices: list[AnswerChoice]


class Update(Strict):
    old: str | None
    new: str


class Session(Strict):
    # fields in the order the reference's convert_raw_data writes them (export keeps it)
    event: str | None = None
    exposed_states: dict[str, str] | None = None
    query: str
    messages: list[Message] = []
    session_time: str


class Period(Strict):
    period_start: str | None
    period_end: str
    period_summary: str | None = None
    sessions: list[Session]
    state: dict[str, str]
    updates: dict[str, Update]
    update_cnts: dict[str, int]


class Blueprint(Strict):
    id: str
    start_time: str
    user_profile: UserProfile
    state_schema: dict[str, list[str]]
    periods: list[Period]
    qas: list[Question]

    # -- derived views used by the runner and the metrics -------------------------------
    def variant(self, period: int, question: int) -> tuple[str, ...]:
        """The current state variant of ``question`` at ``period`` (values of its required info)."""
        state = self.periods[period].state
        return tuple(state[v] for v in self.qas[question].required_info)

    def correct_choices(self, period: int, question: int) -> list[int]:
        """0-based indices of the answer choices whose variant matches the current state."""
        cur = list(self.variant(period, question))
        return [i for i, c in enumerate(self.qas[question].answer_choices) if c.state == cur]

    def write_period(self, period: int, variable: str) -> int:
        """Latest period <= ``period`` in which ``variable`` changed (period 0 counts as a change of all)."""
        for p in range(period, 0, -1):
            if variable in self.periods[p].updates:
                return p
        return 0


class BlueprintManifest(Strict):
    version: int = BLUEPRINT_VERSION
    users: list[str]
    source: str = ""
    key_order: Literal["source"] | UnsetType = UNSET
    """Unset: users/<id>.json have sorted keys (generated blueprints). ``"source"``: the keys
    keep the order of the source (a reference data.json: struct fields in the reference's
    order, dicts such as ``state_schema`` as the file had them; that order reaches prompts)."""


KeyOrder = Literal["sorted", "source"]


class Blueprints(list):
    """The list ``load_blueprints`` returns, remembering the key order of where it came from
    (``"source"`` for a reference data.json), so that whoever saves it again keeps that order."""

    key_order: KeyOrder = "sorted"


# -- validation -------------------------------------------------------------------------


def validate(bp: Blueprint, where: str = "") -> None:
    """Check the invariants of paper §3.1; raise BlueprintError naming user, period, question, field."""
    at = f"{where}: " if where else ""
    check_name(bp.id, "user id", where)  # ids become file names (users/<id>.json, episodes/...)
    u = f"user {bp.id}"
    if not bp.state_schema:
        raise BlueprintError(f"{at}{u}: field state_schema is empty; a blueprint needs at least one variable")
    for var, choices in bp.state_schema.items():
        if len(choices) < 2:
            raise BlueprintError(f"{at}{u}: state_schema.{var} has {len(choices)} choice(s); needs at least 2")
        if len(set(choices)) != len(choices):
            raise BlueprintError(f"{at}{u}: state_schema.{var} repeats a choice: {choices}")
    if not bp.periods:
        raise BlueprintError(f"{at}{u}: field periods is empty")
    prev_end: str | None = None
    prev_state: dict[str, str] | None = None
    for p, period in enumerate(bp.periods):
        pw = f"{at}{u}, period {p}"
        for var in bp.state_schema:
            if var not in period.state:
                raise BlueprintError(f"{pw}: state is missing variable {var!r} of the state schema")
        for var, val in period.state.items():
            if var not in bp.state_schema:
                raise BlueprintError(f"{pw}: state.{var} is not a variable of the state schema")
            if val not in bp.state_schema[var]:
                raise BlueprintError(
                    f"{pw}: state.{var} = {val!r} is not one of its choices {bp.state_schema[var]}"
                )
        if prev_end is not None:
            if period.period_start is not None and period.period_start < prev_end:
                raise BlueprintError(
                    f"{pw}: period_start {period.period_start} is before the previous period_end {prev_end}; periods must be ordered"
                )
            if period.period_end < prev_end:
                raise BlueprintError(
                    f"{pw}: period_end {period.period_end} is before the previous period_end {prev_end}; periods must be ordered"
                )
        times = [s.session_time for s in period.sessions]
        if times != sorted(times):
            raise BlueprintError(f"{pw}: sessions are not ordered by session_time")
        # updates must agree with the state change
        for var, upd in period.updates.items():
            if var not in bp.state_schema:
                raise BlueprintError(f"{pw}: updates.{var} is not a variable of the state schema")
            if upd.new != period.state[var]:
                raise BlueprintError(
                    f"{pw}: updates.{var}.new = {upd.new!r} but state.{var} = {period.state[var]!r}"
                )
            expected_old = None if prev_state is None else prev_state[var]
            if upd.old != expected_old:
                raise BlueprintError(
                    f"{pw}: updates.{var}.old = {upd.old!r} but the previous state has {expected_old!r}"
                )
        if prev_state is not None:
            for var, val in period.state.items():
                if val != prev_state[var] and var not in period.updates:
                    raise BlueprintError(
                        f"{pw}: state.{var} changed from {prev_state[var]!r} to {val!r} with no entry in updates"
                    )
        prev_end = period.period_end
        prev_state = period.state
    # update_cnts (reference format): the number of evolution periods (after period 0) that change each variable
    changes = {v: sum(1 for per in bp.periods[1:] if v in per.updates) for v in bp.state_schema}
    for p, period in enumerate(bp.periods):
        if period.update_cnts and period.update_cnts != changes:
            diff = sorted(v for v in set(changes) | set(period.update_cnts) if period.update_cnts.get(v) != changes.get(v))
            v = diff[0]
            raise BlueprintError(
                f"{at}{u}, period {p}: update_cnts.{v} = {period.update_cnts.get(v)!r} but {changes.get(v)!r} "
                f"period(s) after period 0 update it"
            )
    if not bp.qas:
        raise BlueprintError(f"{at}{u}: field qas is empty")
    for q, question in enumerate(bp.qas):
        qw = f"{at}{u}, question {q}"
        if not question.required_info:
            raise BlueprintError(f"{qw}: required_info is empty")
        for var in question.required_info:
            if var not in bp.state_schema:
                raise BlueprintError(f"{qw}: required_info names {var!r}, which is not in the state schema")
        if not question.answer_choices:
            raise BlueprintError(f"{qw}: answer_choices is empty")
        for c, choice in enumerate(question.answer_choices):
            if len(choice.state) != len(question.required_info):
                raise BlueprintError(
                    f"{qw}, answer choice {c}: state has {len(choice.state)} values for "
                    f"{len(question.required_info)} required_info variables"
                )
            for var, val in zip(question.required_info, choice.state):
                if val not in bp.state_schema[var]:
                    raise BlueprintError(
                        f"{qw}, answer choice {c}: state value {val!r} is not a choice of {var!r}"
                    )
        for p in range(len(bp.periods)):
            if not bp.correct_choices(p, q):
                raise BlueprintError(
                    f"{qw}, period {p}: the experienced state variant {list(bp.variant(p, q))} "
                    f"has no answer choice"
                )


# -- I/O ------------------------------------------------------------------------------


def _atomic_write(path: Path, data: bytes) -> None:
    try:
        atomic_write(path, redact(data))  # generated text may echo a configured key
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, "write") from None


def import_reference(path: str | Path) -> Blueprints:
    """Read the reference ``data.json`` (a list of users) into blueprints, validated.

    Every field the reference writes is kept (``export_reference`` writes it back)."""
    path = Path(path)
    bps = decode_file(path, list[Blueprint], "reference data.json (a list of users)", BlueprintError,
                      missing_hint="pass the reference data.json")
    if not bps:  # "valid: 0 users" was no answer (issue 32 item 11)
        raise BlueprintError("holds no users (an empty list); a benchmark needs at least one: check that this is "
                             "the data file you meant", file=path)
    for i, bp in enumerate(bps):
        validate(bp, where=f"{path} [user index {i}]")
    _check_unique(bps, path)
    out = Blueprints(bps)
    out.key_order = "source"
    return out


def _check_unique(bps: list[Blueprint], where: str | Path) -> None:
    seen: dict[str, int] = {}
    for i, bp in enumerate(bps):
        if bp.id in seen:
            raise BlueprintError(
                f"user index {i} repeats the id {bp.id!r} of user index {seen[bp.id]}; user ids must be unique", file=where
            )
        seen[bp.id] = i


def export_reference(blueprints: Iterable[Blueprint]) -> bytes:
    """The reference ``data.json`` bytes for these blueprints.

    Written as the reference's ``save_json`` writes it (``json.dump(..., ensure_ascii=False,
    indent=2)``, no trailing newline), keys in the reference's order and fields the source
    did not have left out: a file the reference wrote comes back byte for byte.
    """
    return json.dumps(msgspec.to_builtins(list(blueprints)), ensure_ascii=False, indent=2).encode("utf-8")


def _source_order_json(bp: Blueprint) -> bytes:
    """Like ``pretty_json`` but keys in the source's order (struct fields as defined, dicts as read)."""
    return msgspec.json.format(msgspec.json.encode(bp), indent=2) + b"\n"


def save_blueprints(
    blueprints: Iterable[Blueprint], folder: str | Path, source: str = "", key_order: KeyOrder | None = None
) -> Path:
    """Write our folder format: manifest.json and users/<id>.json, deterministic bytes.

    ``key_order`` (default: the one ``load_blueprints`` recorded on ``blueprints``, else
    sorted): ``"source"`` keeps the source's key order, so a folder made from a reference
    data.json exports back to the same bytes and feeds the same prompts.
    """
    folder = Path(folder)
    order = key_order or getattr(blueprints, "key_order", "sorted")
    bps = list(blueprints)
    ids = [bp.id for bp in bps]
    if len(set(ids)) != len(ids):
        raise BlueprintError("two blueprints share a user id; ids must be unique", file=folder)
    encode = _source_order_json if order == "source" else pretty_json
    for bp in bps:
        _atomic_write(folder / "users" / f"{check_name(bp.id, 'user id')}.json", encode(bp))
    manifest = BlueprintManifest(users=ids, source=source, key_order="source" if order == "source" else UNSET)
    _atomic_write(folder / "manifest.json", pretty_json(manifest))
    return folder


def save_blueprint(bp: Blueprint, folder: str | Path) -> Path:
    """Write one user's file (used while generating, before the manifest is final)."""
    path = Path(folder) / "users" / f"{check_name(bp.id, 'user id')}.json"
    _atomic_write(path, pretty_json(bp))
    return path


def load_blueprints(path: str | Path) -> Blueprints:
    """Load our blueprint folder, or a reference ``data.json`` file; validated, in manifest order."""
    path = Path(path)
    if path.is_file():
        return import_reference(path)
    manifest_path = path / "manifest.json"
    if not manifest_path.is_file():
        raise BlueprintError(
            "no manifest.json here; pass a blueprint folder (made by `replaykit gen`) or a reference data.json", file=path
        )
    manifest = decode_file(manifest_path, BlueprintManifest, "blueprint manifest", BlueprintError)
    if manifest.version != BLUEPRINT_VERSION:
        raise BlueprintError(
            f"blueprint format version {manifest.version}, this replaykit reads {BLUEPRINT_VERSION}", file=manifest_path
        )
    out = []
    for uid in manifest.users:
        f = path / "users" / f"{check_name(uid, 'user id', str(manifest_path))}.json"
        bp = decode_file(f, Blueprint, "blueprint", BlueprintError, missing_hint="manifest.json lists it")
        validate(bp, where=str(f))
        if bp.id != uid:
            raise BlueprintError(f"{bp.id!r}, but manifest.json lists this file as {uid!r}", file=f, field="id")
        out.append(bp)
    _check_unique(out, manifest_path)
    loaded = Blueprints(out)
    if manifest.key_order == "source":
        loaded.key_order = "source"
    return loaded


def digest(blueprints: Iterable[Blueprint]) -> str:
    """sha256 of the canonical encoding of the blueprints, in order (for manifests)."""
    h = hashlib.sha256()
    for bp in blueprints:
        h.update(canonical_json(bp))
        h.update(b"\n")
    return h.hexdigest()


# -- summaries (for `replaykit blueprint stats|show`) -------------------------------------


class BlueprintStats(Strict):
    users: int
    periods: int
    sessions: int
    questions: int
    variables: int
    state_changes: int
    """Variable changes after the initial period, summed over users."""
    choices_per_question_min: int
    choices_per_question_mean: float
    choices_per_question_max: int
    experienced_choices: int
    random_choices: int
    sessions_per_period_mean: float


def stats(blueprints: Iterable[Blueprint]) -> BlueprintStats:
    bps = list(blueprints)
    choices = [len(q.answer_choices) for bp in bps for q in bp.qas]
    periods = sum(len(bp.periods) for bp in bps)
    sessions = sum(len(p.sessions) for bp in bps for p in bp.periods)
    return BlueprintStats(
        users=len(bps),
        periods=periods,
        sessions=sessions,
        questions=len(choices),
        variables=sum(len(bp.state_schema) for bp in bps),
        state_changes=sum(len(p.updates) for bp in bps for p in bp.periods[1:]),
        choices_per_question_min=min(choices, default=0),
        choices_per_question_mean=round(sum(choices) / len(choices), 3) if choices else 0.0,
        choices_per_question_max=max(choices, default=0),
        experienced_choices=sum(c.type == "experience" for bp in bps for q in bp.qas for c in q.answer_choices),
        random_choices=sum(c.type != "experience" for bp in bps for q in bp.qas for c in q.answer_choices),
        sessions_per_period_mean=round(sessions / periods, 3) if periods else 0.0,
    )


def describe(bp: Blueprint) -> str:
    """A human-readable outline of one blueprint."""
    lines = [f"user {bp.id} (start {bp.start_time})"]
    if bp.user_profile.formatted_str:
        lines += ["profile:"] + [f"  {line}" for line in bp.user_profile.formatted_str.splitlines()]
    lines.append(f"state schema ({len(bp.state_schema)} variables):")
    lines += [f"  {v}: {', '.join(c)}" for v, c in bp.state_schema.items()]
    for p, period in enumerate(bp.periods):
        span = f"{period.period_start or '...'} .. {period.period_end}"
        lines.append(f"period {p} [{span}] {len(period.sessions)} session(s)")
        if p == 0:
            lines += [f"  {v} = {x}" for v, x in period.state.items()]
        else:
            lines += [f"  {v}: {u.old} -> {u.new}" for v, u in period.updates.items()]
        for s in period.sessions:
            lines.append(f"  [{s.session_time}] {s.query}")
    for q, question in enumerate(bp.qas):
        lines.append(f"question {q}: {question.query}")
        lines.append(f"  required: {', '.join(question.required_info)}")
        for c, choice in enumerate(question.answer_choices):
            lines.append(f"  {c + 1}. ({choice.type}) {list(choice.state)}: {choice.answer}")
    return "\n".join(lines)
