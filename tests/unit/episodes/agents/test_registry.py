"""The agent registry: built-ins, entry-point plug-ins, {"type": "python"} classes, and errors naming the field."""

from __future__ import annotations

import importlib
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from replaykit.episodes.agent import CountingGateway, NativeConfig, config_dict
from replaykit.episodes.agents import registry
from replaykit.episodes.agents.native import NativeAgent
from replaykit.episodes.agents.registry import (
    PythonAgentConfig,
    known_kinds,
    load_agent_config,
    make_agent,
    parse_agent_config,
)
from replaykit.errors import AgentConfigError, ConfigError
from tests.unit._episode_fakes import FakeGateway

REPO = Path(__file__).resolve().parents[4]
EXAMPLE = REPO / "examples" / "recency-notes-agent"


@pytest.fixture
def example_on_path(monkeypatch):
    monkeypatch.syspath_prepend(str(EXAMPLE / "src"))
    yield
    for name in [m for m in sys.modules if m.startswith("recency_notes")]:
        del sys.modules[name]


@pytest.fixture
def example_installed(tmp_path, monkeypatch, example_on_path):
    """What `pip install ./examples/recency-notes-agent` leaves for importlib.metadata: a dist-info whose
    entry_points.txt is the example's [project.entry-points] table."""
    meta = tomllib.loads((EXAMPLE / "pyproject.toml").read_text())
    eps = meta["project"]["entry-points"]
    dist = tmp_path / "recency_notes_agent-0.1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: recency-notes-agent\nVersion: 0.1.0\n")
    (dist / "entry_points.txt").write_text("".join(
        f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in table.items()) for group, table in eps.items()))
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield
    with registry._LOCK:  # forget the plug-in so other tests see a clean registry
        spec = registry._KINDS.pop("recency_notes", None)
        if spec is not None:
            registry._BY_CONFIG.pop(spec.config_type, None)
            registry._CONFIG_OF.pop(spec.factory, None)


def test_builtin_kinds_and_configs_round_trip():
    assert {"native", "awi", "rag", "awe", "upper_bound", "python"} <= set(known_kinds())
    for path in (REPO / "configs" / "agents").glob("*.json"):
        cfg = load_agent_config(path)
        assert parse_agent_config(config_dict(cfg), str(path)) == cfg  # run.json provenance decodes again
    agent = make_agent(parse_agent_config({"type": "native", "name": "n"}), CountingGateway(FakeGateway()))
    assert isinstance(agent, NativeAgent)


@pytest.mark.parametrize("doc, field", [
    ({"type": "no-such-kind", "name": "x"}, "type"),
    ({"name": "x"}, "type"),
    ({"type": "rag", "name": "x", "topk": "5"}, "topk"),
    ({"type": "awe", "name": "x", "freq": 0}, "freq"),
    ({"type": "native", "name": "x", "colour": 1}, "colour"),
    ({"type": "native", "name": "a/b"}, "name"),
    ({"kind": "native", "type": "rag", "name": "x"}, "kind"),
    ({"kind": "python", "name": "x"}, "class"),
    ({"kind": "python", "name": "x", "class": "no_such_pkg.mod:Agent"}, "class"),
    ({"kind": "python", "name": "x", "class": "replaykit.episodes.agent:Nope"}, "class"),
    ({"kind": "python", "name": "x", "class": "replaykit.episodes.agent:CountingGateway"}, "class"),
    ({"kind": "python", "name": "x", "class": "not a path"}, "class"),
    ({"kind": "python", "name": "x", "class": "replaykit.episodes.agents.native:NativeAgent",
      "params": {"max_history_msgs": "a"}}, "params.max_history_msgs"),
    ({"kind": "python", "name": "x", "class": "replaykit.episodes.agents.native:NativeAgent",
      "params": {"bogus": 1}}, "params.bogus"),
])
def test_errors_name_the_config_field(doc, field):
    with pytest.raises(AgentConfigError) as info:
        parse_agent_config(doc, "agents/x.json")
    assert info.value.field == field and info.value.where == "agents/x.json"
    assert str(info.value).startswith(f"agents/x.json: field {field}: ")
    assert isinstance(info.value, ConfigError)


def test_unknown_kind_lists_what_is_available():
    with pytest.raises(AgentConfigError, match="native.*python.*entry-point group 'replaykit.agents'"):
        parse_agent_config({"type": "no-such-kind", "name": "x"})


def test_python_kind_with_a_builtin_class_validates_params_against_its_config():
    cfg = parse_agent_config({"kind": "python", "name": "n", "class": "replaykit.episodes.agents.native:NativeAgent",
                              "params": {"max_history_msgs": 2}})
    assert isinstance(cfg, PythonAgentConfig)
    assert config_dict(cfg)["class"] == "replaykit.episodes.agents.native:NativeAgent"
    agent = make_agent(cfg, CountingGateway(FakeGateway()))
    assert isinstance(agent, NativeAgent) and agent.config == NativeConfig(name="n", max_history_msgs=2)


def test_python_kind_loads_the_example_class(example_on_path):
    cfg = load_agent_config(EXAMPLE / "recency-notes-python.json")
    fake = FakeGateway()
    agent = make_agent(cfg, CountingGateway(fake))
    assert type(agent).__name__ == "RecencyNotesAgent" and agent.config.keep == 4 and agent.name == "recency-notes-py"
    agent.act("[Current Time: 2021-01-02] I am vegan now.")
    snap = agent.snapshot()
    agent.answer("What do I eat?")
    assert agent.snapshot() == snap  # answering never changes state
    assert "I am vegan now." in agent.memory_view() and fake.calls  # the call went through the gateway
    with pytest.raises(AgentConfigError) as info:
        parse_agent_config({"kind": "python", "name": "x", "class": "recency_notes.agent:RecencyNotesAgent",
                            "params": {"keep": "many"}})
    assert info.value.field == "params.keep", info.value


def test_entry_point_plugin(example_installed):
    assert "recency_notes" in known_kinds()
    cfg = load_agent_config(EXAMPLE / "recency-notes.json")
    assert type(cfg).__name__ == "RecencyNotesConfig" and config_dict(cfg)["type"] == "recency_notes"
    agent = make_agent(cfg, CountingGateway(FakeGateway()))
    assert type(agent).__name__ == "RecencyNotesAgent"
    with pytest.raises(AgentConfigError) as info:
        parse_agent_config({"type": "recency_notes", "name": "x", "keep": [1]})
    assert info.value.field == "keep", info.value


def test_agent_and_agents_do_not_import_each_other():
    """agent.py (the protocol) imports nothing from agents/; only agents/* import it."""
    code = ("import sys, replaykit.episodes.agent as a; "
            "print(sorted(m for m in sys.modules if m.startswith('replaykit.episodes.agents')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    src = (REPO / "replaykit" / "episodes" / "agent.py").read_text()
    assert "replaykit.episodes.agents" not in src.replace("``replaykit.episodes.agents.registry``", "")
