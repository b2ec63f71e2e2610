"""One error hierarchy for replaykit.

Every message says what happened, where (file, field, call), and what to do.
The CLI prints these without a traceback.
"""

import errno as _errno


class ReplaykitError(Exception):
    """Base of every error replaykit raises on purpose."""


class ConfigError(ReplaykitError):
    """A config file or flag is invalid; the message names the field."""


class CassetteError(ReplaykitError):
    """A cassette file is unreadable, truncated or corrupted; names file and offset."""


class ReplayMissError(ReplaykitError):
    """Replay mode met a request that is not recorded; names the call and the nearest recorded one."""


class ProviderError(ReplaykitError):
    """The LLM endpoint failed after retries; names the role, endpoint and status."""


class BlueprintError(ReplaykitError):
    """A blueprint is invalid; names the user, period, question and field."""


class ResultError(ReplaykitError):
    """A run directory or result file is missing or malformed; names the file and field."""


class ReleaseError(ReplaykitError):
    """A release does not verify: a published number differs or a file is missing."""


class AgentConfigError(ConfigError):
    """An agent config is invalid: names the config (file or agent), the field, the problem and what to do."""

    def __init__(self, where: str, field: str, problem: str, hint: str = "") -> None:
        self.where, self.field, self.problem, self.hint = where, field, problem, hint
        super().__init__(f"{where}: field {field}: {problem}" + (f"; {hint}" if hint else ""))


class MergeConflictError(CassetteError):
    """Two merged cassettes hold the same key with different bytes; names each key and input."""

    def __init__(self, conflicts: list) -> None:
        self.conflicts = conflicts
        shown = "\n  ".join(c.describe() for c in conflicts[:10])
        more = f"\n  ... and {len(conflicts) - 10} more" if len(conflicts) > 10 else ""
        super().__init__(
            f"cassette merge: {len(conflicts)} key(s) were recorded with different bytes in different inputs "
            f"(sampling or provider nondeterminism):\n  {shown}{more}\n"
            "Choose which input wins with --prefer first|last (order of the inputs on the command line)."
        )


class UnsafeNameError(ConfigError):
    """An id that becomes a file or folder name (user, agent, release) is not a safe name."""

    def __init__(self, value: object, what: str, where: str = "") -> None:
        self.value = value
        self.what = what
        self.where = where
        at = f"{where}: " if where else ""
        super().__init__(
            f"{at}{what} {value!r} cannot be used as a file name: use 1 to 128 letters, digits, '.', '_' "
            "or '-', starting with a letter or digit, with no '..' (rename it in the input)"
        )


class WorkDirError(ReplaykitError):
    """A scratch folder replaykit would empty holds something replaykit did not create."""

    def __init__(self, path: object, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(
            f"{path}: {reason}; replaykit only empties a work folder it created itself (it holds a "
            ".replaykit-work marker) or an empty one. Pass --work with a new or empty folder."
        )


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
        else:
            hint = "check the path and try again"
        super().__init__(f"{path}: cannot {action} ({self.strerror}): {hint}")

    @classmethod
    def from_os_error(cls, exc: OSError, path: object = None, action: str = "access") -> "FileAccessError":
        where = path if path is not None else (exc.filename if exc.filename is not None else "a local file")
        return cls(where, action, exc.errno, exc.strerror)

    @property
    def disk_full(self) -> bool:
        return self.errno in _DISK_FULL


def is_local_disk_error(exc: BaseException) -> bool:
    """Whether an OSError is about the local disk or permissions (never a network fault)."""
    return isinstance(exc, OSError) and (exc.errno in _DISK_FULL or exc.errno in _NO_PERMISSION)


class VerifyError(ReplaykitError):
    """A run directory's files do not match its digests.json (edited, missing or unlisted files)."""

    def __init__(self, run_dir: object, problems: list[str]) -> None:
        self.run_dir = run_dir
        self.problems = list(problems)
        shown = "\n  ".join(self.problems[:20])
        more = f"\n  ... and {len(self.problems) - 20} more" if len(self.problems) > 20 else ""
        super().__init__(
            f"{run_dir}: {len(self.problems)} file(s) do not match digests.json, so its results cannot be "
            f"trusted:\n  {shown}{more}\nRe-run or replay the run into a new --out (`replaykit verify RUN_DIR` "
            "lists the problems)."
        )
