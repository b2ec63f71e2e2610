"""A user's project outside the checkout, with replaykit installed from a built wheel (issue 34's
acceptance): the wheel resolves with every extra, its `replaykit` command verifies the bundled
release, and the project's tests record through the pytest plugin, then pass offline with no
provider key and the network blocked, also under `pytest -n 2` (pytest-xdist).

Slow (a fresh virtual environment, about two minutes): `make test-wheel` runs it, and CI runs
that target; `make test` skips it unless REPLAYKIT_WHEEL_REQUIRED=1."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

from replaykit._util.extras import DISTRIBUTION, EXTRAS, NO_DEPS

REPO = Path(__file__).resolve().parents[3]
KEY = "sk-wheel-test-0123456789abcdef"

if os.environ.get("REPLAYKIT_WHEEL_REQUIRED") != "1":
    pytest.skip("builds a wheel and a fresh virtual environment (minutes): `make test-wheel` runs it",
                allow_module_level=True)

RAW_SOCKET_TEST = textwrap.dedent('''
    import os
    import socket

    import pytest


    @pytest.mark.replaykit("cassettes/shared.rkc")
    def test_a_client_replaykit_does_not_intercept():
        host, port = os.environ["LIVE_SERVER"].split(":")
        socket.create_connection((host, int(port)), timeout=5).close()
''')

PROJECT_TESTS = textwrap.dedent('''
    import os

    import openai
    import pytest


    def ask(text):
        client = openai.OpenAI(base_url=os.environ["CHAT_BASE_URL"], max_retries=0)  # the key: from the environment
        reply = client.chat.completions.create(model="stub", messages=[{"role": "user", "content": text}])
        return reply.choices[0].message.content


    @pytest.mark.replaykit
    def test_own_cassette():
        assert ask("hello").startswith("stub reply")


    @pytest.mark.replaykit("cassettes/shared.rkc")
    @pytest.mark.parametrize("n", range(8))
    def test_shared_cassette(n):
        assert ask(f"question {n}").startswith("stub reply")


''')


def _env(**extra: str) -> dict[str, str]:
    """The environment of a user's shell: no replaykit checkout on the path, no provider key."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("OPENAI_", "REPLAYKIT_", "PYTEST_", "PYTHON", "VIRTUAL_ENV"))}
    return {**env, **extra}


def _run(cmd: list[str], cwd: Path, env: dict[str, str], timeout: int = 900) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(cmd)}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A wheel built from the checkout, installed into a fresh venv with pytest and pytest-xdist."""
    root = tmp_path_factory.mktemp("wheel")
    env = _env()
    # a user's venv, made with pip; the wheel is built with that pip (the checkout's .venv may have
    # none: scripts/install.sh makes it without pip when uv installs)
    _run([sys.executable, "-m", "venv", str(root / "venv")], root, env)
    py = root / "venv" / "bin" / "python"
    _run([str(py), "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(root / "dist"), str(REPO)], root, env)
    wheels = list((root / "dist").glob("*.whl"))
    assert [w.name.split("-")[0] for w in wheels] == [DISTRIBUTION.replace("-", "_")]
    _run([str(py), "-m", "pip", "install", "-q", str(wheels[0]), "pytest", "pytest-xdist"], root, env)
    return root, py, wheels[0]


def test_the_wheel_resolves_with_every_extra(installed):
    root, py, wheel = installed
    extras = sorted(tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"])
    assert extras == sorted(EXTRAS)
    report = root / "report.json"
    _run([str(py), "-m", "pip", "install", "--dry-run", "-q", "--report", str(report),
          f"{wheel}[{','.join(extras)}]"], root, _env())
    names = {i["metadata"]["name"].lower().replace("_", "-") for i in json.loads(report.read_text())["install"]}
    for needed in ("pymilvus", "milvus-lite", "pyarrow", "matplotlib", "ray", "hypothesis", "mutmut"):
        assert needed in names, needed
    for pin in NO_DEPS.values():  # the second command of the mem0 line resolves too
        _run([str(py), "-m", "pip", "install", "--dry-run", "-q", "--no-deps", pin], root, _env())
    # the one install line, with the wheel installed: pip keeps it and adds the extra's packages
    done = _run([str(py), "-m", "pip", "install", "--dry-run", f"{DISTRIBUTION}[parquet]"], root, _env())
    assert "pyarrow" in done.stdout and "Would install" in done.stdout
    assert f"Would install {DISTRIBUTION}" not in done.stdout


def test_the_installed_command_verifies_the_bundled_release(installed):
    root, py, _ = installed
    where = _run([str(py), "-c", "import replaykit, sys; print(replaykit.__file__)"], root, _env()).stdout.strip()
    assert where.startswith(str(root / "venv")), where  # the wheel's package, not the checkout's
    shutil.copytree(REPO / "releases" / "smol-v4", root / "releases" / "smol-v4")
    (root / "releases" / "bundled.txt").write_text("smol-v4\n")
    done = _run([str(root / "venv" / "bin" / "replaykit"), "replay", "--quiet"], root, _env())
    assert "verified 560 of 560 published numbers" in done.stdout


def test_a_project_records_then_passes_offline_also_under_xdist(installed, openai_stub, stub_factory):
    root, py, _ = installed
    project = root / "project"
    (project / "tests").mkdir(parents=True)
    (project / "tests" / "test_chat.py").write_text(PROJECT_TESTS)
    pytest_cmd = [str(py), "-m", "pytest", "-p", "no:cacheprovider", "-q", "tests"]

    base_url = openai_stub.base_url
    recording = _env(OPENAI_API_KEY=KEY, CHAT_BASE_URL=base_url, REPLAYKIT_MODE="record")
    done = _run([*pytest_cmd, "-n", "2"], project, recording)
    assert "9 passed" in done.stdout, done.stdout
    assert openai_stub.calls == 9
    cassettes = project / "tests" / "cassettes"
    assert sorted(p.relative_to(cassettes).as_posix() for p in cassettes.rglob("*")
                  if p.is_file()) == ["shared.rkc", "test_chat/test_own_cassette.rkc"]  # no lock files
    for path in cassettes.rglob("*.rkc"):
        assert KEY.encode() not in path.read_bytes()

    openai_stub.stop()
    offline = _env(CHAT_BASE_URL=base_url)  # no key, the server gone, replay by default
    for extra in ([], ["-n", "2"]):
        done = _run([*pytest_cmd, *extra], project, offline)
        assert "9 passed" in done.stdout, done.stdout
    assert openai_stub.calls == 9

    # the network is blocked in replay: a raw socket to a live server fails its test, naming the address
    live = stub_factory()
    (project / "tests" / "test_raw.py").write_text(RAW_SOCKET_TEST)
    address = f"127.0.0.1:{live.port}"
    done = subprocess.run([*pytest_cmd, "-n", "2"], cwd=project, env={**offline, "LIVE_SERVER": address},
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 1 and "1 failed, 9 passed" in done.stdout, done.stdout
    assert f"tried to connect to {address}, but the network is blocked in replay mode" in done.stdout
