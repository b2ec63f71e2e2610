"""Hostile family "escaped viewer" (issue 23 item 5), in a real headless Chromium.

Every string a run or release holds (blueprint text, state names, model replies and memory,
agent names in results.json, a release's description, replay.json's verification and
differences, manifest file names) is replaced by markup that would run a script if it reached
the page unescaped, in any context (text, attribute, script-embedded JSON, URL). The site is
built, every page (the overview, and each episode page with all its period files loaded) is
opened in Chromium, and the DOM must show no sign that a script ran, while the hostile text
itself must be visible (so the values did reach the page).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import msgspec
import pytest

from tests.unit._episode_fakes import FakeGateway, Reply, small_blueprint

REPO = Path(__file__).resolve().parents[3]

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (.ci/run installs it)")

# each variant sets an attribute on <html> when it runs; the attribute name is built at run time,
# so it appears in the DOM only if a script ran
RUN = "document.documentElement.setAttribute('data-'+'pwn'+'ed','{n}')"
PAYLOADS = [
    '<script>' + RUN.format(n=1) + '</script>',
    '"><img src=x onerror="' + RUN.format(n=2) + '">',
    "'><svg onload=\"" + RUN.format(n=3) + "\">",
    '</script><script>' + RUN.format(n=4) + '</script><!--',
    'javascript:' + RUN.format(n=5),
    '\u2028' + '");' + RUN.format(n=6) + ';("',
]
VISIBLE = "HOSTILE-VALUE"


def hostile(s: str, i: int = 0) -> str:
    return f"{s} {VISIBLE} {PAYLOADS[i % len(PAYLOADS)]}"


KEEP = {"id", "uuid", "start_time", "period_start", "period_end", "session_time", "type"}
DATA_KEYS = {"state_schema", "state", "updates", "update_cnts", "exposed_states"}  # dicts keyed by variable names


def _poison(obj, key: str = ""):
    """Every string made hostile, the same string always the same way (state names must still match)."""
    if isinstance(obj, dict):
        return {(_poison(k) if key in DATA_KEYS else k): (v if k in KEEP else _poison(v, k)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_poison(v, key) for v in obj]
    if isinstance(obj, str):
        return hostile(obj, len(obj))
    return obj


def _chromium(url: str) -> str:
    with tempfile.TemporaryDirectory() as profile:
        p = subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
             "--virtual-time-budget=10000", "--dump-dom", url],
            capture_output=True, text=True, timeout=180)
    assert p.returncode == 0 and "<html" in p.stdout, p.stderr[-2000:]
    return p.stdout


def _assert_inert(page: Path, fragment: str = "") -> str:
    dom = _chromium(page.resolve().as_uri() + fragment)
    assert "data-pwned" not in dom, f"a script from a file ran in {page}"
    return dom


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory):
    from replaykit.data.blueprint import Blueprint
    from replaykit.episodes.agent import AWIConfig, NativeConfig
    from replaykit.episodes.runner import run

    tmp = tmp_path_factory.mktemp("hostile-run")
    bp = msgspec.convert(_poison(msgspec.to_builtins(small_blueprint("u1"))), Blueprint)

    class HostileGateway(FakeGateway):
        def chat(self, role, messages, **kw):
            r = super().chat(role, messages, **kw)
            name = kw["reply_format"].schema_name if kw.get("reply_format") is not None else None
            if name in ("answer", "state"):
                return r
            if name == "memory_update":
                return Reply(json.dumps({"memories": [{"name": hostile("note", 2), "value": hostile("value", 3)}]}))
            return Reply(hostile(r.text, len(messages)))

    out = tmp / "run"
    run(blueprints=[bp], agents=[NativeConfig(name="native"), AWIConfig(name="awi")], out=out,
        gateway=HostileGateway(), periods=2)
    return out


def test_a_hostile_run_never_runs_a_script_in_the_viewer(hostile_run, tmp_path):
    from replaykit.view.site import build_site

    index = build_site(hostile_run, tmp_path / "site")
    pages = sorted((tmp_path / "site" / "e").rglob("*.html"))
    assert len(pages) == 2
    dom = _assert_inert(index)
    for page in pages:
        dom = _assert_inert(page, "#all")  # every period's sessions, memory and questions loaded
        assert 'data-rendered="1"' in dom  # the period files did load and render
        assert VISIBLE in dom and "&lt;script&gt;" in dom  # the hostile values are on the page, as text


def test_a_hostile_release_and_replay_note_never_run_a_script(tmp_path):
    src = REPO / "tests" / "data" / "smol-v3"
    if not (src / "results.json").is_file():
        pytest.skip("the bundled release is absent")
    rel = tmp_path / "rel"
    shutil.copytree(src, rel, ignore=shutil.ignore_patterns("cassettes", "blueprints"))
    spec = json.loads((rel / "release.json").read_text())
    spec["description"] = hostile("a release")
    # (its name must be a safe file name: a hostile one is refused before anything is built)
    (rel / "release.json").write_text(json.dumps(spec))
    results = json.loads((rel / "results.json").read_text())
    for section in ("on_policy", "off_policy"):
        results[section] = {hostile(k, i): v for i, (k, v) in enumerate(results[section].items())}
    (rel / "results.json").write_text(json.dumps(results))
    man = json.loads((rel / "manifest.json").read_text())
    man["files"] = {hostile(k, i): v for i, (k, v) in enumerate(man["files"].items())}
    man["blueprint_digest"] = hostile("digest", 4)
    (rel / "manifest.json").write_text(json.dumps(man))
    work = tmp_path / "work"
    work.mkdir()
    (work / "replay.json").write_text(json.dumps({
        "release_dir": str(rel), "results": results,
        "verification": {"checked": hostile("12", 1), "matched": hostile("11", 2),
                         "differences": [hostile("a difference", i) for i in range(6)],
                         "manifest_problems": [hostile("a problem", 3)]}}))
    from replaykit.view.site import build_site

    for path, site in ((rel, tmp_path / "site-rel"), (work, tmp_path / "site-work")):
        dom = _assert_inert(build_site(path, site))
        assert VISIBLE in dom and "&lt;script&gt;" in dom
