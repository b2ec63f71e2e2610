"""What a run needs, checked before its first provider call: a run that would fail half-way (after
paying for the episodes of the agents that could run) is refused at once instead, naming every
missing piece in one line: an agent kind's library (the mem0 extra), an endpoint for a role an
agent or the user simulator calls."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from replaykit.errors import ConfigError, ReplaykitError


def missing_requirements(agents: Iterable[Any], roles: Iterable[str], *, on_policy: bool,
                         user_role: str = "user", also: Mapping[str, str] | None = None) -> list[str]:
    """Each missing requirement as a phrase (empty: the run can start). ``roles``: the configured ones;
    ``also``: other callers and their roles (``{"the evolver G": "agent"}``)."""
    configured = set(roles)
    problems: list[str] = []
    for cfg in agents:
        where = f"agent {cfg.name!r} (kind {_kind(cfg)})"
        check = getattr(cfg, "check_installed", None)
        if callable(check):
            try:
                check(where)
            except ReplaykitError as exc:
                problems.append(f"{where}: {getattr(exc, 'reason', str(exc))}")
        for role in getattr(cfg, "roles", lambda: (cfg.role,))():
            if role not in configured:
                problems.append(f"{where} calls role {role!r}, which the endpoints do not configure")
    callers = {"the user simulator": user_role} if on_policy else {}
    for who, role in {**callers, **(also or {})}.items():
        if role not in configured:
            problems.append(f"{who} calls role {role!r}, which the endpoints do not configure")
    return problems


def _kind(cfg: Any) -> str:
    config = getattr(type(cfg), "__struct_config__", None)
    return str(getattr(config, "tag", None) or type(cfg).__name__)


def check_spec_requirements(spec: Any, endpoints: Mapping[str, Any]) -> None:
    """``check_run_requirements`` for a RunSpec (on-policy unless it feeds traces)."""
    check_run_requirements(spec.agents, endpoints, on_policy=spec.off_policy_from is None,
                           user_role=getattr(spec.run_config, "user_role", "user"))


def check_run_requirements(agents: Iterable[Any], endpoints: Mapping[str, Any], *, on_policy: bool,
                           user_role: str = "user", also: Mapping[str, str] | None = None) -> None:
    """ConfigError (one line) unless every agent's requirements are met; call before the first call."""
    problems = missing_requirements(agents, endpoints, on_policy=on_policy, user_role=user_role, also=also)
    if problems:
        configured = ", ".join(sorted(endpoints)) or "none"
        raise ConfigError(f"cannot start the run, nothing was sent: {'; '.join(problems)} (endpoints configure: "
                          f"{configured})", field="--agent")
