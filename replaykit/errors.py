"""One error hierarchy for replaykit.

Every message says what happened, where (file, field, call), and what to do.
The CLI prints these without a traceback.
"""


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


class StrictSchemaError(ConfigError):
    """A JSON schema to be sent with OpenAI's strict Structured Outputs is outside the strict subset."""

    def __init__(self, schema_name: str, violations: list[str]) -> None:
        self.schema_name = schema_name
        self.violations = list(violations)
        shown = "; ".join(self.violations[:5])
        more = f"; and {len(self.violations) - 5} more" if len(self.violations) > 5 else ""
        super().__init__(
            f"JSON schema {schema_name!r} would be rejected by an endpoint with strict structured outputs "
            f"(structured_output \"json_schema\"): {shown}{more}. Fix the schema (rules in "
            "replaykit/strict_schema.py), or set the endpoint's structured_output to \"json_object_schema\" "
            "or \"none\" if it does not enforce OpenAI's strict subset."
        )


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


class MissingCassetteError(ReleaseError):
    """A cassette a release needs for replay is not there; names the file, the part that needs it and what to do."""

    def __init__(self, path: object, part: str, hint: str) -> None:
        self.path, self.part, self.hint = path, part, hint
        super().__init__(f"{path}: missing; {part} cannot be replayed without it: {hint}")
