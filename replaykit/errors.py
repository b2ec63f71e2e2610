"""One error hierarchy for replaykit.

Every error carries what happened and where as attributes (``file``, ``field``, the call of
a replay miss, ...) and builds its message from them: what happened, where, what to do.
Tests check the attributes; the CLI prints the message without a traceback.
"""

from __future__ import annotations

import errno as _errno
import os
from dataclasses import dataclass

from replaykit._util.shortlist import first_and_more


class ReplaykitError(Exception):
    """Base of every error replaykit raises on purpose (raise a subclass, never this class).

    ``reason`` is what happened (the message without its location); ``file`` the file and
    ``field`` the field (a dotted path, e.g. ``endpoints.judge.base_url``) it concerns, if any.
    The message is ``file: field F: reason``.
    """

    def __init__(self, reason: str, *, file: str | os.PathLike[str] | None = None, field: str | None = None) -> None:
        self.reason = reason
        self.file = os.fspath(file) if file is not None else None
        self.field = field
        super().__init__(self._message())

    def _message(self) -> str:
        where = [p for p in (self.file, f"field {self.field}" if self.field else None) if p]
        return ": ".join([*where, self.reason])

    def __reduce__(self):  # keyword-only attributes survive pickling (process pools, copy)
        return _restore, (type(self), dict(self.__dict__), str(self))


def _restore(cls: type[ReplaykitError], state: dict, message: str) -> ReplaykitError:
    err = cls.__new__(cls)
    Exception.__init__(err, message)
    err.__dict__.update(state)
    return err


class ConfigError(ReplaykitError):
    """A config file, flag or environment variable is invalid; names the file and the field."""


class CassetteError(ReplaykitError):
    """A cassette file is unreadable, truncated or corrupted; names file and offset."""


class KeyMismatchError(CassetteError):
    """A lookup of ``key`` was sent by the cassette's index to a record stored under another key
    (``found``: the key the unit lists there, or None when no record of the unit starts and ends
    there), in the unit at byte ``offset``: a damaged or tampered index, which would otherwise hand
    back another call's reply."""

    def __init__(self, path: object, key: str, found: str | None, offset: int) -> None:
        self.key, self.found, self.offset = key, found, offset
        there = f"the record of key {found}" if found else "no record of it"
        super().__init__(
            f"the index sends key {key} to {there} (unit at byte offset {offset}): the index is damaged or was "
            "edited, and would replay another call's reply; nothing was replayed. Run `replaykit cassette verify` "
            "on it, then restore it from version control or a backup, or `replaykit cassette repair` it",
            file=os.fspath(path) if isinstance(path, (str, os.PathLike)) else str(path))


@dataclass(frozen=True)
class NearestRequest:
    """The recorded request most like a missed one, and how they differ (most specific path first)."""

    key: str
    replica: int
    occurrence: int
    differences: tuple[str, ...]


@dataclass(frozen=True)
class MissedCall:
    """The call replay did not find: ``call`` describes the request in one line; ``scope``, ``replica`` and
    ``occurrence`` place it in the run."""

    call: str
    scope: str
    replica: int
    occurrence: int


class ReplayMissError(ReplaykitError):
    """Replay mode met a request that is not recorded.

    Carries the call (``call``: a one-line description of the request), ``scope``,
    ``replica``, ``occurrence`` (together ``missed``), the cassette (``file``, ``entries``), and either
    ``same_request`` (the (replica, occurrence) pairs under which the identical request is
    recorded) or ``nearest`` (the nearest recorded request and the differing fields).
    """

    def __init__(
        self,
        missed: MissedCall,
        *,
        file: str | os.PathLike[str] | None = None,
        entries: int = 0,
        nearest: NearestRequest | None = None,
        same_request: tuple[tuple[int, int], ...] = (),
        bases: tuple[tuple[str, int], ...] = (),
    ) -> None:
        self.missed = missed
        self.call = missed.call
        self.bases = tuple(bases)  # (path, entries) of read-only base cassettes searched too
        self.scope = missed.scope
        self.replica = missed.replica
        self.occurrence = missed.occurrence
        self.entries = entries
        self.nearest = nearest
        self.same_request = tuple(same_request)
        super().__init__("replay miss", file=file)

    def _message(self) -> str:
        lines = [
            f"replay miss: no recorded response for {self.call} (scope {self.scope!r}, replica {self.replica}, "
            f"occurrence {self.occurrence}) in cassette {self.file} ({self.entries} entries)"
            + "".join(f" or its base {path} ({n} entries)" for path, n in self.bases) + "."
        ]
        if self.same_request:
            shown = ", ".join(f"(replica {a}, occurrence {b})" for a, b in self.same_request[:8])
            lines.append(
                f"The identical request is recorded as {shown}; this call is replica {self.replica}, "
                f"occurrence {self.occurrence}: the run makes more identical calls than the recording did, "
                "or runs them in a different scope/replica."
            )
        elif self.nearest is not None:
            n = self.nearest
            lines.append(f"Nearest recorded request: key {n.key[:12]} (replica {n.replica}, occurrence {n.occurrence}); differs in:")
            lines.extend(f"  - {d}" for d in n.differences)
        else:
            lines.append("No recorded request has the same endpoint.")
        lines.append(
            "To record the missing call, rerun with REPLAYKIT_MODE=auto (records only misses) "
            "and the provider reachable; to check the cassette run `replaykit cassette verify`."
        )
        return "\n".join(lines)


class CaughtReplayMissError(ReplayMissError):
    """Replay misses happened under a recorder and the code under it caught them; ``first`` is the
    first miss, ``count`` how many there were. Its call attributes are the first miss's."""

    def __init__(self, first: ReplayMissError, count: int) -> None:
        self.first = first
        self.count = count
        super().__init__(first.missed, file=first.file, entries=first.entries, nearest=first.nearest,
                         same_request=first.same_request, bases=first.bases)

    def _message(self) -> str:
        return (
            f"{self.count} replay miss(es) happened inside the run and were caught by the code under the "
            f"recorder, so its results do not come from the recording. First miss:\n{self.first}"
        )


class ProviderError(ReplaykitError):
    """The LLM endpoint failed after retries; names the role, endpoint and status.

    ``role``: the gateway role called; ``endpoint``: its base URL without credentials; ``status``: the
    HTTP status of the last answer (None when there was none: a timeout, a refused connection);
    ``attempts``: how many times the call was sent (1: not retried).
    """

    def __init__(self, reason: str, *, role: str | None = None, endpoint: str | None = None,
                 status: int | None = None, attempts: int | None = None,
                 file: str | os.PathLike[str] | None = None) -> None:
        self.role = role
        self.endpoint = endpoint
        self.status = status
        self.attempts = attempts
        super().__init__(reason, file=file)


class ProviderFaultError(ProviderError):
    """A provider answered a call with a 2xx that is no answer (not strict JSON, an error object, no
    choices): the recorder did not store it, so the call fails for whichever client made it rather
    than hand it a reply the cassette does not hold. The gateway retries it like a 5xx. ``fault``
    says what is wrong with the body."""

    def __init__(self, reason: str, *, fault: str, status: int | None = None) -> None:
        self.fault = fault
        super().__init__(reason, status=status)


class UnencodableTextError(ReplaykitError):
    """Text about to be written as JSON holds a lone surrogate (``char``), which UTF-8 cannot encode,
    at ``where`` (a JSON path). Providers' replies holding one are refused before they reach a run;
    this names any other source (a plug-in agent's text, an imported file) instead of a traceback."""

    def __init__(self, where: str, char: str) -> None:
        self.where, self.char = where, char
        super().__init__(f"cannot write {where}: the text holds a lone surrogate (U+{ord(char):04X}), which UTF-8 "
                         "cannot encode; it came from a reply, an agent or a file that is not valid Unicode text")


class ResponseLimitError(ProviderError):
    """A provider's answer is over a bound (size on the wire or inflated, JSON depth); it is never
    recorded. Raised by replaykit.gateway.transport; the gateway adds role and endpoint."""


class BlueprintError(ReplaykitError):
    """A blueprint is invalid; names the user, period, question and field."""


class HubError(ReplaykitError):
    """`blueprint fetch` got no file from the Hugging Face Hub (HF_ENDPOINT) or refused what it got: no
    answer, an error answer, a name that would become a path, a body over the size limit or past the
    deadline, cut short or not matching its digest. ``url`` (printed without credentials) is where."""

    def __init__(self, reason: str, *, url: str | None = None) -> None:
        # loaded on first use: importing this module stays light
        from replaykit._util.redact import safe_url

        self.url = url
        super().__init__(f"{reason} [{safe_url(url)}]" if url else reason)


class ResultError(ReplaykitError):
    """A run directory or result file is missing or malformed; names the file and field."""


class ReleaseError(ReplaykitError):
    """A release does not verify: a published number differs or a file is missing."""


class StrictSchemaError(ConfigError):
    """A JSON schema to be sent with OpenAI's strict Structured Outputs is outside the strict subset."""

    def __init__(self, schema_name: str, violations: list[str]) -> None:
        self.schema_name = schema_name
        self.violations = list(violations)
        shown = first_and_more(self.violations, 5)
        super().__init__(
            f"JSON schema {schema_name!r} would be rejected by an endpoint with strict structured outputs "
            f"(structured_output \"json_schema\"): {shown}. Fix the schema (rules in "
            "replaykit/gateway/strict_schema.py), or set the endpoint's structured_output to \"json_object_schema\" "
            "or \"none\" if it does not enforce OpenAI's strict subset."
        )


class AgentConfigError(ConfigError):
    """An agent config is invalid: names the config (file or agent), the field, the problem and what to do."""

    def __init__(self, where: str, field: str, problem: str, hint: str = "") -> None:
        self.where, self.problem, self.hint = where, problem, hint
        super().__init__(problem + (f"; {hint}" if hint else ""), file=where, field=field)


class MergeConflictError(CassetteError):
    """Two merged cassettes hold the same key with different bytes; names each key and input."""

    def __init__(self, conflicts: list) -> None:
        self.conflicts = conflicts
        shown = first_and_more([c.describe() for c in conflicts], 10, "\n  ")
        super().__init__(
            f"cassette merge: {len(conflicts)} key(s) were recorded with different bytes in different inputs "
            f"(sampling or provider nondeterminism):\n  {shown}\n"
            "Choose which input wins with --prefer first|last (order of the inputs on the command line)."
        )


class EpisodesFailedError(ReplaykitError):
    """Some episodes of a run failed; the others are saved. ``errors`` holds one line per failed
    episode, ``total`` the episodes the run had."""

    def __init__(self, errors: list[str], total: int) -> None:
        self.errors = list(errors)
        self.total = total
        super().__init__(
            f"{len(self.errors)} of {total} episode(s) failed (the others are saved; rerun the same "
            "command in auto mode to resume):\n  " + "\n  ".join(self.errors)
        )


class AgentError(ReplaykitError):
    """An agent's memory or prompt machinery met a programming or data error (e.g. a bad vector,
    a prompt placeholder without a value); names the agent part and the item."""


class MissingCassetteError(ReleaseError):
    """A cassette a release needs for replay is not there; names the file, the part that needs it and what to do."""

    def __init__(self, path: object, part: str, hint: str) -> None:
        self.path, self.part, self.hint = path, part, hint
        super().__init__(f"missing; {part} cannot be replayed without it: {hint}", file=str(path))


class UnsafeNameError(ConfigError):
    """An id that becomes a file or folder name (user, agent, release) is not a safe name."""

    def __init__(self, value: object, what: str, where: str = "") -> None:
        self.value = value
        self.what = what
        self.where = where
        at = f"{where}: " if where else ""
        super().__init__(
            f"{at}{what} {value!r} cannot be used as a file name: use 1 to 128 letters, digits, '.', '_' "
            "or '-', starting with a letter or digit, with no '..', not ending in '.', and not a name Windows "
            "reserves (con, prn, aux, nul, com0-9, lpt0-9) (rename it in the input)"
        )


class WorkDirError(ReplaykitError):
    """A folder replaykit would empty (``replay --work``, ``view --out``) holds something replaykit did
    not create, or is one it must never empty (an input, the current folder, ...). ``forceable``:
    whether ``--force`` would empty it anyway."""

    def __init__(self, path: object, reason: str, *, kind: object = None, forceable: bool = False) -> None:
        self.path = path
        self.forceable = forceable
        marker = getattr(kind, "marker", ".replaykit-work")
        option = getattr(kind, "option", "--work")
        what = getattr(kind, "what", "work folder")
        way = (f"Pass {option} with a new or empty folder, or add --force to empty this one anyway." if forceable
               else f"Pass {option} with a new or empty folder elsewhere (--force does not change this).")
        super().__init__(
            f"{reason}; replaykit only empties a {what} it created itself (it holds a {marker} marker) or an "
            f"empty one. {way}", file=str(path)
        )


class OutputError(ConfigError):
    """An output path would destroy something the command did not make: it is (or holds, or lies inside)
    one of the command's inputs, or an existing file or folder of another kind. ``forceable``: whether
    ``--force`` gets past; ``field``: the option naming the output (``--out``), when there is one."""

    def __init__(self, path: object, reason: str, *, command: str, forceable: bool = False,
                 option: str | None = None, way: str | None = None) -> None:
        self.path = path
        self.command = command
        self.forceable = forceable
        if way is None:
            way = "add --force to replace it" if forceable else ""
        way = (f"choose another output path, or {way}" if forceable
               else "choose another output path (--force does not change this)")
        super().__init__(f"{command}: the output {reason}; nothing was written: {way}", file=str(path), field=option)


# errno values that mean "this machine's disk or permissions", never "the network"
_DISK_FULL = {_errno.ENOSPC, _errno.EDQUOT, _errno.EFBIG}
_NO_PERMISSION = {_errno.EPERM, _errno.EACCES, _errno.EROFS}


class FileAccessError(ReplaykitError):
    """A local file could not be read or written (permissions, full disk, a folder where a file belongs)."""

    def __init__(self, path: object, action: str, errno: int | None, strerror: str | None) -> None:
        self.path = path
        self.action = action
        self.errno = errno
        self.strerror = strerror or "error"
        if errno in _DISK_FULL:
            hint = ("disk full: free space on the disk that holds it and rerun the same command "
                    "(auto mode resumes without repeating recorded calls)")
        elif errno in _NO_PERMISSION:
            hint = "permission denied or read-only: make it writable or choose another path"
        elif errno == _errno.EISDIR:
            hint = "it is a folder: pass a file"
        elif errno == _errno.ENOTDIR:
            hint = "a part of the path is a file, not a folder: choose another path"
        elif errno == _errno.ENOENT:
            hint = "no such file or folder: check the path"
        elif errno == _errno.ELOOP:
            hint = "symbolic links that point at each other (a loop): fix or remove the link"
        elif errno == _errno.EEXIST:
            hint = "a file of that name is in the way where a folder belongs: choose another path"
        else:
            hint = "check the path and try again"
        super().__init__(f"{path}: cannot {action} ({self.strerror}): {hint}")

    @classmethod
    def from_os_error(cls, exc: OSError, path: object = None, action: str = "access") -> "FileAccessError":
        where = path if path is not None else (exc.filename if exc.filename is not None else "a local file")
        # an OSError raised without errno (shutil's "Cannot call rmtree on a symbolic link", ...) says
        # what happened only in its text: keep it rather than "(error)"
        return cls(where, action, exc.errno, exc.strerror or (str(exc) if str(exc) else None))

    @property
    def disk_full(self) -> bool:
        return self.errno in _DISK_FULL


def is_local_disk_error(exc: BaseException) -> bool:
    """Whether an OSError is about the local disk or permissions (never a network fault)."""
    return isinstance(exc, OSError) and (exc.errno in _DISK_FULL or exc.errno in _NO_PERMISSION)


class InputTooLargeError(ReplaykitError):
    """An input file over the size limit for its kind (replaykit/_util/limits.py), refused before it is
    read: reading it whole would take that much memory and more."""

    def __init__(self, path: str | os.PathLike[str], size: int, limit: int, what: str = "a JSON file replaykit reads whole") -> None:
        self.size = size
        self.limit = limit
        super().__init__(f"{size:,} bytes, over the {limit:,}-byte ({limit >> 20} MiB) limit for {what}; "
                         "check that this is the file you meant", file=os.fspath(path))


class VerifyError(ReplaykitError):
    """A run directory's files do not match its digests.json (edited, missing or unlisted files)."""

    def __init__(self, run_dir: object, problems: list[str]) -> None:
        self.run_dir = run_dir
        self.problems = list(problems)
        shown = first_and_more(self.problems, 20, "\n  ")
        super().__init__(
            f"{run_dir}: {len(self.problems)} file(s) do not match digests.json, so its results cannot be "
            f"trusted:\n  {shown}\nRe-run or replay the run into a new --out (`replaykit verify RUN_DIR` "
            "lists the problems)."
        )


class NetworkBlockedError(ReplaykitError):
    """A connection was attempted while the network is blocked (the pytest plugin in replay mode).

    Carries ``test`` (the pytest node id), ``address`` (host:port) and ``cassette`` (the test's cassette)."""

    def __init__(self, test: str, address: str, cassette: object) -> None:
        self.test, self.address, self.cassette = test, address, cassette
        super().__init__(
            f"test {test} tried to connect to {address}, but the network is blocked in replay mode and the "
            f"call is not one replaykit replays from {cassette}. Record it with `pytest --replaykit-mode record` "
            "(or auto), or allow the host with @pytest.mark.replaykit(allowed_hosts=[...])"
        )
