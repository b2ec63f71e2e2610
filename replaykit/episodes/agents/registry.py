"""The agent registry: agent kinds -> (config type, implementation). See docs/agents.md.

An agent config names its kind in ``type`` (``kind`` is accepted as a synonym). A kind
is found, in this order:

1. built-in kinds: ``native``, ``awi``, ``rag``, ``awe-lite`` (and its old name ``awe``), ``mem0``
   (the paper's AWE and RAG; mem0 itself is imported only when such an agent is built) register themselves with
   ``register_agent`` at the end of their modules (imported lazily, the first time a kind
   is looked up), ``upper_bound`` (answered by the runner) and ``python`` are registered here;
2. third-party kinds: entry points in the group ``replaykit.agents`` (name = kind, value =
   ``package.module:AgentClass``; the class's ``config_type`` is a subclass of
   ``AgentConfigBase`` declared with ``tag="<kind>"``);
3. ``{"type": "python", "class": "package.module:ClassName", "name": ..., "params": {...}}``:
   any importable class, no packaging needed; ``params`` are validated against the class's
   ``config_type`` when it declares one, else passed as a dict.

Every error names the config file and the offending field (``type``, ``class``,
``params.<name>``, ...). This module imports no agent implementation at import time, so
``agent.py`` (the protocol) and ``agents/*`` (implementations) import in one direction only.
"""

from __future__ import annotations

import importlib
import re
import threading
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._util.fs import read_regular
from replaykit._util.limits import MAX_CONFIG_FILE_BYTES
from replaykit.base import not_utf8
from replaykit.episodes.agent import AgentConfigBase, UpperBoundConfig, check_config
from replaykit.errors import AgentConfigError

ENTRY_POINT_GROUP = "replaykit.agents"
BUILTIN_MODULES = (
    "replaykit.episodes.agents.native",
    "replaykit.episodes.agents.awi",
    "replaykit.episodes.agents.rag",
    "replaykit.episodes.agents.awe",
    "replaykit.episodes.agents.mem0_agent",
)
AGENT_METHODS = ("reset", "act", "add_messages", "answer", "snapshot", "restore", "memory_view")


class PythonAgentConfig(AgentConfigBase, tag="python"):
    """An agent class given by import path, no packaging needed."""

    class_: str = msgspec.field(name="class")
    """``package.module:ClassName`` (the module must be importable: installed or on PYTHONPATH)."""
    params: dict[str, Any] = {}
    """The class's settings: validated against its ``config_type`` when it declares one."""


@dataclass(frozen=True)
class AgentKind:
    kind: str
    config_type: type[AgentConfigBase]
    factory: Callable[[Any, Any], Any] | None
    """``factory(config, gateway)`` -> agent; None for kinds the runner answers itself (upper_bound)."""
    source: str


_LOCK = threading.RLock()
_KINDS: dict[str, AgentKind] = {}
_BY_CONFIG: dict[type, str] = {}
_CONFIG_OF: dict[Any, type] = {}  # registered factory -> its config type (for {"type": "python"} configs)
_BUILTINS_LOADED = False


def register_agent(kind: str, config_type: type, factory: Callable[[Any, Any], Any] | None,
                   source: str = "built-in") -> None:
    """Register an agent kind. ``config_type`` must be an ``AgentConfigBase`` subclass tagged ``kind``."""
    if not (isinstance(config_type, type) and issubclass(config_type, AgentConfigBase)):
        raise AgentConfigError(source, "type", f"agent kind {kind!r}: config_type {config_type!r} is not a "
                               "subclass of replaykit.episodes.agent.AgentConfigBase")
    tag = config_type.__struct_config__.tag
    if tag != kind:
        raise AgentConfigError(source, "type", f"agent kind {kind!r}: its config type {config_type.__name__} is "
                               f"tagged {tag!r}; declare it as `class {config_type.__name__}(AgentConfigBase, "
                               f"tag={kind!r})`")
    with _LOCK:
        old = _KINDS.get(kind)
        if old is not None and (old.config_type, old.factory) != (config_type, factory):
            raise AgentConfigError(source, "type", f"agent kind {kind!r} is registered twice ({old.source} "
                                   f"and {source}); rename one of them")
        _KINDS[kind] = AgentKind(kind, config_type, factory, source)
        _BY_CONFIG[config_type] = kind
        if factory is not None:
            _CONFIG_OF[factory] = config_type


register_agent("upper_bound", UpperBoundConfig, None)
register_agent("python", PythonAgentConfig, None)


def _load_builtins() -> None:
    global _BUILTINS_LOADED
    if _BUILTINS_LOADED:
        return
    with _LOCK:
        if not _BUILTINS_LOADED:
            for module in BUILTIN_MODULES:
                importlib.import_module(module)
            _BUILTINS_LOADED = True


def _entry_points() -> dict[str, list[metadata.EntryPoint]]:
    found: dict[str, list[metadata.EntryPoint]] = {}
    for ep in metadata.entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(ep.name, []).append(ep)
    return found


def known_kinds() -> list[str]:
    """Every kind that can be used now: built-in and installed entry points."""
    _load_builtins()
    return sorted(set(_KINDS) | set(_entry_points()))


def lookup(kind: str, where: str = "<agent config>") -> AgentKind:
    """The registered kind, loading an entry point on first use; unknown kinds name the field ``type``."""
    _load_builtins()
    with _LOCK:
        spec = _KINDS.get(kind)
    if spec is not None:
        return spec
    eps = _entry_points().get(kind, [])
    if not eps:
        raise AgentConfigError(where, "type", f"unknown agent kind {kind!r}", f"use one of {', '.join(known_kinds())}, "
                               "or install a package that registers it (entry-point group "
                               f"{ENTRY_POINT_GROUP!r}), or give {{\"type\": \"python\", \"class\": "
                               "\"package.module:ClassName\"}")
    if len({ep.value for ep in eps}) > 1:
        raise AgentConfigError(where, "type", f"agent kind {kind!r} is registered by several installed packages "
                               f"({', '.join(sorted(ep.value for ep in eps))})", "uninstall all but one")
    ep = eps[0]
    try:
        cls = ep.load()
    except Exception as exc:  # a broken plug-in: name it, whatever it raised
        raise AgentConfigError(where, "type", f"agent kind {kind!r}: cannot load entry point {ep.value!r} "
                               f"({type(exc).__name__}: {exc})", "fix or reinstall the package that provides it") from exc
    _check_class(cls, ep.value, where, "type")
    config_type = getattr(cls, "config_type", None)
    if config_type is None:
        raise AgentConfigError(where, "type", f"agent kind {kind!r}: {ep.value} has no `config_type` attribute",
                               f"declare one: `class MyConfig(AgentConfigBase, tag={kind!r})` and "
                               "`config_type = MyConfig` on the agent class")
    register_agent(kind, config_type, cls, source=f"entry point {ep.value}")
    return _KINDS[kind]


def resolve_class(path: str, where: str = "<agent config>", field: str = "class") -> type:
    """``package.module:ClassName`` -> the class (errors name the config field)."""
    if not re.fullmatch(r"[A-Za-z_][\w.]*:[A-Za-z_][\w.]*", path or ""):
        raise AgentConfigError(where, field, f"{path!r} is not an import path", "write it as package.module:ClassName")
    module_name, _, attr = path.partition(":")
    try:
        obj: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise AgentConfigError(where, field, f"cannot import module {module_name!r} ({exc})",
                               "install the package that provides it or put it on PYTHONPATH") from exc
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise AgentConfigError(where, field, f"module {module_name!r} has no attribute {attr!r}",
                                   "check the class name after the ':'") from None
    _check_class(obj, path, where, field)
    return obj


def _check_class(cls: Any, path: str, where: str, field: str) -> None:
    if not isinstance(cls, type):
        raise AgentConfigError(where, field, f"{path} is not a class")
    missing = [m for m in AGENT_METHODS if not callable(getattr(cls, m, None))]
    if missing:
        raise AgentConfigError(where, field, f"{path} does not implement the agent protocol: no "
                               f"{', '.join(missing)}", "see docs/agents.md")


# -- configs ---------------------------------------------------------------------------

_AT = re.compile(r"^(.*?)(?: - at `\$(.*)`)?$", re.S)


def _validation_error(exc: msgspec.ValidationError, where: str, prefix: str = "") -> AgentConfigError:
    m = _AT.match(str(exc))
    problem, path = (m.group(1), m.group(2) or "") if m else (str(exc), "")
    path = path.lstrip(".")
    named = re.match(r"Object (contains unknown|missing required) field `([^`]*)`", problem)
    if named:
        path = f"{path}.{named.group(2)}" if path else named.group(2)
        problem = "unknown field" if named.group(1) == "contains unknown" else "missing (it is required)"
    field = ".".join(p for p in (prefix, path) if p) or "(top level)"
    return AgentConfigError(where, field, problem)


def _typed_params(cfg: PythonAgentConfig, cls: type, where: str) -> Any:
    """The python config's params as the class's ``config_type`` (``name`` carried over), or None."""
    config_type = getattr(cls, "config_type", None) or _CONFIG_OF.get(cls)
    if config_type is None:
        return None
    if "name" in cfg.params:
        raise AgentConfigError(where, "params.name", "the agent name belongs at the top level", "move it out of params")
    try:
        typed = msgspec.convert({"name": cfg.name, **cfg.params}, type=config_type)
    except msgspec.ValidationError as exc:
        raise _validation_error(exc, where, "params") from None
    check_config(typed, where)
    return typed


def parse_agent_config(data: bytes | str | dict, where: str = "<agent config>") -> AgentConfigBase:
    """Decode and check one agent config; errors name the source and the field."""
    if isinstance(data, dict):
        doc: Any = dict(data)
    else:
        try:
            doc = msgspec.json.decode(data)
        except msgspec.DecodeError as exc:
            raise AgentConfigError(where, "(file)", f"not valid JSON: {exc}") from None
        except UnicodeDecodeError as exc:
            raise AgentConfigError(where, "(file)", not_utf8(exc)) from None
        except RecursionError:
            raise AgentConfigError(where, "(file)", "not valid JSON: it nests too deep to read") from None
    if not isinstance(doc, dict):
        raise AgentConfigError(where, "(top level)", "an agent config is a JSON object")
    if "kind" in doc:
        kind = doc.pop("kind")
        if "type" in doc and doc["type"] != kind:
            raise AgentConfigError(where, "kind", f"kind {kind!r} and type {doc['type']!r} disagree", "give one of them")
        doc["type"] = kind
    kind = doc.get("type")
    if not isinstance(kind, str):
        raise AgentConfigError(where, "type", "missing or not a string", f"set it to one of {', '.join(known_kinds())}")
    spec = lookup(kind, where)
    try:
        cfg = msgspec.convert(doc, type=spec.config_type)
    except msgspec.ValidationError as exc:
        raise _validation_error(exc, where) from None
    check_config(cfg, where)
    if isinstance(cfg, PythonAgentConfig):
        _typed_params(cfg, resolve_class(cfg.class_, where), where)
    return cfg


def load_agent_config(path: str | Path) -> AgentConfigBase:
    path = Path(path)
    try:
        raw = read_regular(path, limit=MAX_CONFIG_FILE_BYTES)
    except OSError as exc:
        raise AgentConfigError(str(path), "(file)", f"cannot read agent config ({exc.strerror})") from None
    return parse_agent_config(raw, str(path))


def make_agent(config: AgentConfigBase, gateway: Any) -> Any:
    """The agent for ``config``: ``factory(config, gateway)`` of its kind."""
    where = f"agent {config.name!r}"
    if isinstance(config, PythonAgentConfig):
        cls = resolve_class(config.class_, where)
        typed = _typed_params(config, cls, where)
        return cls(config if typed is None else typed, gateway)
    _load_builtins()
    kind = _BY_CONFIG.get(type(config))
    spec = _KINDS.get(kind) if kind is not None else None
    if spec is None:
        raise AgentConfigError(where, "type", f"config type {type(config).__name__} is not registered",
                               "load configs with replaykit.episodes.agents.registry.parse_agent_config")
    if spec.factory is None:
        raise AgentConfigError(where, "type", f"kind {kind!r} has no conversational agent "
                               "(upper_bound is answered by the runner)")
    return spec.factory(config, gateway)
