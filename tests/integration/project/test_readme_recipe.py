"""The README's real-endpoint recipe (and docs/recording.md's), run as written against the loopback
stub (issue 34, item 2): every command of the block is parsed from the page; the endpoint is the
stub. It records every agent it names, or, when an agent's library is missing (the mem0 extra
outside `make test-mem0`), refuses before the first call with one line naming what to install.
A run that did fail part-way says what is missing wherever it is scored, viewed or exported."""

from __future__ import annotations

import csv
import importlib.util
import io
import json
import os
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from replaykit._util.extras import install_line
from tests._cli import cli
from tests.integration.openai_stub import mem0_responder

REPO = Path(__file__).resolve().parents[3]
SECRET = "sk-recipe-test-0123456789abcdef"
PAGES = [REPO / "README.md", REPO / "docs" / "recording.md"]


def recipe(page: Path) -> list[list[str]]:
    """The commands of the page's real-endpoint block, continuation lines joined, comments dropped."""
    text = page.read_text(encoding="utf-8")
    start = text.rindex("```sh", 0, text.index("export OPENAI_BASE_URL"))
    block = text[start + len("```sh"):text.index("```", start + 5)]
    joined = block.replace("\\\n", " ")
    return [shlex.split(line, comments=True) for line in joined.splitlines() if shlex.split(line, comments=True)]


@dataclass
class Done:
    exit_code: int
    output: str  # stdout
    stderr: str


@pytest.fixture
def run_cli(capsys):
    """The real entry point (its one-line errors and exit codes), in-process."""
    def call(args: list[str]) -> Done:
        capsys.readouterr()  # what came before is not this command's
        return Done(*cli(capsys, *args))
    return call


def _mem0_installed() -> bool:
    found = importlib.util.find_spec("mem0") is not None
    if not found and os.environ.get("REPLAYKIT_MEM0_REQUIRED") == "1":  # make test-mem0: the recording path must run
        pytest.fail("REPLAYKIT_MEM0_REQUIRED=1 but mem0 is not installed (make test-mem0 installs it)")
    return found


def _agents(cmd: list[str]) -> list[str]:
    return [cmd[i + 1] for i, a in enumerate(cmd) if a == "--agent"]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_the_recipe_installs_what_its_agents_need(page):
    cmds = recipe(page)
    run = next(c for c in cmds if c[:2] == ["replaykit", "run"])
    kinds = {json.loads((REPO / a).read_text())["type"] for a in _agents(run)}
    needed = {"mem0"} & kinds  # blueprint fetch needs nothing extra
    text = page.read_text(encoding="utf-8")
    assert install_line(*needed) in text, f"{page.name} must say {install_line(*needed)}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_the_recipe_records_every_agent_or_refuses_before_the_first_call(page, tmp_path, monkeypatch, stub_factory,
                                                                        run_cli):
    # the paper configs' mem0 store holds 1536-dim vectors; mem0's extraction and update prompts get JSON answers
    stub = stub_factory(embedding_dims=1536, responder=mem0_responder)
    (tmp_path / "configs").symlink_to(REPO / "configs")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    ran = []
    for cmd in recipe(page):
        if cmd[0] == "export":
            for assignment in cmd[1:]:
                name = assignment.split("=", 1)[0]
                monkeypatch.setenv(name, stub.base_url if name == "OPENAI_BASE_URL" else SECRET)
            continue
        if cmd[0] == "pip":
            continue  # the install line is checked above; this environment has what `make` installed
        assert cmd[0] == "replaykit", cmd
        args = cmd[1:]
        if args[:2] == ["blueprint", "fetch"]:
            # the hub is played by test_blueprint_fetch; here the bundled release's users stand in
            shutil.copytree(REPO / "releases" / "smol-v4" / "blueprints", Path(args[args.index("--out") + 1]))
            continue
        if args[0] == "run" and "...same" in args:  # "later, anywhere": the recorded run's flags, replayed
            first = ran[0]
            out, replay_out = Path(first[first.index("--out") + 1]), Path(args[args.index("--out") + 1])
            monkeypatch.delenv("OPENAI_API_KEY")
            flags = [a for i, a in enumerate(first) if a != "--out" and (i == 0 or first[i - 1] != "--out")]
            res = run_cli([*flags, *args[args.index("--out"):]])
            ran.append(args)
            assert res.exit_code == 0, res.output
            for f in sorted((out / "episodes").rglob("*.json")):  # the same results, byte for byte
                assert (replay_out / f.relative_to(out)).read_bytes() == f.read_bytes(), f
            continue
        if args[0] == "run":
            args = [*args, "--users", "1", "--periods", "2"]  # the recipe cut to one user: a test, not a study
            res = run_cli(args)
            ran.append(args)
            if not _mem0_installed():
                assert res.exit_code == 2, res.stderr
                lines = [ln for ln in res.stderr.splitlines() if ln.strip()]
                assert len(lines) == 1 and "cannot start the run, nothing was sent" in lines[0], res.output
                assert "agent 'awe-2-4-30' (kind mem0)" in lines[0] and install_line("mem0") in lines[0]
                assert stub.calls == 0 and not Path(args[args.index("--out") + 1]).exists()
                return
            assert res.exit_code == 0, res.output
            out = Path(args[args.index("--out") + 1])
            for agent in ("native", "awe-2-4-30"):
                assert len(list((out / "episodes" / agent).glob("*.json"))) == 3  # 1 user x 3 replicas
            assert len(list((out / "upper_bound").glob("*.json"))) == 1
            continue
        res = run_cli(args)
        ran.append(args)
        assert res.exit_code == 0, (args, res.output)
        if args[0] == "score":
            assert "partial run" not in res.output and "awe-2-4-30" in res.output and "native" in res.output
    named = [c[1] for c in recipe(page) if c[0] == "replaykit" and c[1] != "blueprint"]
    assert [a[0] for a in ran] == named and named[:2] == ["run", "score"], ran  # every command ran


PARTIAL_AGENT = {"type": "native", "name": "native-b", "role": "judge"}


def test_a_partial_run_says_what_is_missing(tmp_path, stub_factory, run_cli):
    """Two agents; the second's endpoint is gone, so its episodes fail after the first's were recorded."""
    stub, gone = stub_factory(), stub_factory()
    gone_url = gone.base_url
    gone.stop()
    eps = tmp_path / "endpoints.json"
    eps.write_text(json.dumps({"version": 1, "endpoints": {
        "default": {"model": "stub", "base_url": stub.base_url, "structured_output": "json_schema",
                    "retry_backoff": 0.0, "max_retries": 0},
        "judge": {"base_url": gone_url}}}))
    (tmp_path / "b.json").write_text(json.dumps(PARTIAL_AGENT))
    out = tmp_path / "run"
    res = run_cli(["run", "--blueprints", str(REPO / "releases" / "smol-v4" / "blueprints"), "--agent",
                str(REPO / "configs" / "agents" / "native.json"), "--agent", str(tmp_path / "b.json"),
                "--agent", str(REPO / "configs" / "agents" / "upper-bound.json"), "--endpoints", str(eps),
                "--out", str(out), "--users", "2", "--periods", "1", "--mode", "record", "--quiet"])
    assert res.exit_code != 0 and stub.calls > 0
    expected = "native-b: 0 of 2 episodes (2 users x 1 replica)"

    score = run_cli(["score", str(out), "--no-cost"])
    assert score.exit_code == 0, score.output
    assert f"partial run: {expected}" in score.output
    assert json.loads(run_cli(["score", str(out), "--json"]).output)["missing"] == [expected]

    export = run_cli(["export", str(out), "--format", "csv"])
    assert export.exit_code == 0
    assert f"partial run {out}: {expected}" in export.stderr
    assert {r["agent"] for r in csv.DictReader(io.StringIO(export.output))} == {"native", "upper-bound"}

    view = run_cli(["view", str(out), "--out", str(tmp_path / "site")])
    assert view.exit_code == 0, view.output
    page = (tmp_path / "site" / "index.html").read_text()
    assert 'id="partial"' in page and expected in page
