"""`replaykit view` in a REAL headless browser (Debian's chromium), over a stub-recorded run.

Record a run against the loopback stub, build the site, load it from file:// in headless
Chromium and check: every agent's overall score in the DOM is exactly what `score --json`
gives; an episode page (with its lazily loaded period files) shows a known message of the
trace and the agent's answers; a screenshot is not blank. Skipped where chromium is absent
(.ci/run installs it). Also: the site and the figures are byte-identical when rebuilt.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from replaykit.data.result import Trace, read_json, trace_path
from tests.integration.cli.test_run import AGENTS, _cmd, _env, _run, setup  # noqa: F401  (setup is a fixture)
from tests.integration.release.test_release import _replay_cli, recorded, releases  # noqa: F401  (fixtures)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed "
                                    "(apt-get install -y chromium; .ci/run installs it)")


def _chromium(url: str, *args: str) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory() as profile:
        return subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
             "--virtual-time-budget=10000", *args, url],
            capture_output=True, text=True, timeout=180,
        )


def dump_dom(path: Path, fragment: str = "") -> str:
    p = _chromium(path.resolve().as_uri() + fragment, "--dump-dom")
    assert p.returncode == 0 and "<html" in p.stdout, p.stderr[-2000:]
    return p.stdout


def screenshot(path: Path, out: Path, fragment: str = "") -> Path:
    p = _chromium(path.resolve().as_uri() + fragment, "--window-size=1280,1600", "--hide-scrollbars",
                  f"--screenshot={out}")
    assert out.is_file(), p.stderr[-2000:]
    return out


@pytest.fixture
def recorded_site(setup):
    s = setup
    run_dir = s["tmp"] / "rec" / "run"
    _run(_cmd(s, run_dir, "--mode", "record", "--seed", "7"))
    site = s["tmp"] / "site"
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "view", str(run_dir), "--out", str(site)],
                       env=_env(False), capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr[-3000:]
    scores = json.loads(subprocess.run(
        [sys.executable, "-m", "replaykit.cli.main", "score", str(run_dir), "--json"],
        env=_env(False), capture_output=True, text=True, timeout=120, check=True).stdout)
    return {"run": run_dir, "site": site, "scores": scores, "tmp": s["tmp"]}


def test_site_files_are_self_contained_and_rebuild_identically(recorded_site):
    site, run_dir = recorded_site["site"], recorded_site["run"]
    pages = list(site.rglob("*.html")) + list(site.rglob("*.js")) + list(site.rglob("*.css"))
    assert len(list(site.glob("e/*/*/*.html"))) == 8  # 4 agents x 2 users (the upper bound has no page)
    for f in pages:  # no CDN, no remote font, no absolute file path
        text = f.read_text()
        assert "http://" not in text and "https://" not in text, f
        assert str(recorded_site["tmp"]) not in text, f
    again = recorded_site["tmp"] / "site2"
    subprocess.run([sys.executable, "-m", "replaykit.cli.main", "view", str(run_dir), "--out", str(again),
                    "--quiet"], env=_env(False), check=True, capture_output=True, timeout=300)

    def tree(root: Path) -> dict[str, bytes]:
        return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}

    a, b = tree(site), tree(again)
    assert a.keys() == b.keys() and a == b
    # each period file shows the memory view the run appended for that period (memory/<agent>/<user>.r0.jsonl:
    # a line whole, or "after": the first K characters of the line before's view, then its own)
    shown = extended = 0
    for f in sorted((run_dir / "memory").glob("*/*.r0.jsonl")):
        agent, user = f.parent.name, f.name[: -len(".r0.jsonl")]
        lines = [json.loads(x) for x in f.read_text().splitlines()]
        assert [x["period"] for x in lines] == list(range(len(lines))) and lines
        before = None
        for x in lines:
            view = before[:x["after"]] + x["view"] if "after" in x else x["view"]
            extended += "after" in x
            period_js = next(site.glob(f"d/*/{agent}/{user}.r0/p{x['period']}.js")).read_text()
            data = json.loads(period_js[period_js.index(",") + 1: period_js.rindex(");")])
            assert (data["memory"]["view"], data["memory"]["items"]) == (view, x["items"])
            before = view
            shown += 1
    assert shown >= 8 and extended, (shown, extended)
    if (site / "plots").is_dir():
        assert any(k.endswith(".png") for k in a) and any(k.endswith(".svg") for k in a)


@needs_chromium
def test_overview_shows_every_agent_overall_score_as_score_json_gives_it(recorded_site):
    dom = dump_dom(recorded_site["site"] / "index.html")
    agents = recorded_site["scores"]["agents"]
    assert set(agents) == {"native", "awi", "rag-2-4-5", "awe-2-4-5"}
    for agent, s in agents.items():
        m = re.search(rf'data-agent="{re.escape(agent)}" data-policy="on" data-metric="overall" '
                      rf'data-value="([^"]+)">([^<]+)<', dom)
        assert m, f"{agent}: no overall cell in the DOM"
        assert float(m.group(1)) == s["overall"] and m.group(1) == repr(s["overall"])
        assert m.group(2).startswith(f"{s['overall']:.3f}")


@needs_chromium
def test_episode_page_shows_a_known_message_and_the_answers(recorded_site):
    run_dir, site = recorded_site["run"], recorded_site["site"]
    trace = read_json(trace_path(run_dir, "awi", "ua", 0), Trace)
    known = trace.periods[1][0][0].content  # the opening query of period 1, session 0
    assert "period 1 session 0" in known
    page = site / "e" / "run" / "awi" / "ua.r0.html"
    dom = dump_dom(page, "#all")  # '#all' opens (and lazily loads) every period
    assert 'data-rendered="1"' in dom, "the period files were not loaded"
    import html

    assert html.escape(known, quote=False) in dom
    assert "What should I cook tonight?" in dom and "Lentil curry" in dom
    assert dom.count('class="tag t-correct"') == 4  # 2 questions x 2 periods, each with one correct choice
    assert re.search(r'class="call"[^>]*>[0-9a-f]{12} · agent · \d+→\d+ tok', dom), "no call linked to the cassette"


PROBE = ("<script>window.addEventListener('load', () => setTimeout(() => { const d = document.documentElement; "
         "document.body.setAttribute('data-overflow', d.scrollWidth - d.clientWidth); }, 3000));</script>")


def sideways(page: Path, width: int, fragment: str = "") -> int:
    """How many pixels ``page`` scrolls sideways in a ``width``-pixel window, every period open (a copy of
    the page beside it, with a probe script, so its period files load as the page's own would)."""
    probe = page.with_name(f"_probe_{width}_{page.name}")
    probe.write_text(page.read_text(encoding="utf-8").replace("</body>", PROBE + "</body>"), encoding="utf-8")
    try:
        p = _chromium(probe.resolve().as_uri() + fragment, f"--window-size={width},900", "--dump-dom")
    finally:
        probe.unlink()
    m = re.search(r'data-overflow="(-?\d+)"', p.stdout)
    assert m, p.stderr[-2000:]
    assert 'data-rendered="1"' in p.stdout or not fragment, "the period files were not loaded"
    return int(m.group(1))


@needs_chromium
def test_the_episode_page_does_not_scroll_sideways(recorded_site):
    """A user id, a cassette key or a reply without spaces wraps: at a desktop and at a phone's width."""
    page = recorded_site["site"] / "e" / "run" / "awi" / "ua.r0.html"
    long_id = "x" * 120  # an unbroken word far wider than a phone, in the page's heading
    page.write_text(page.read_text(encoding="utf-8").replace("<h1>", f"<h1>{long_id} ", 1), encoding="utf-8")
    for width in (1280, 390):
        assert sideways(page, width, "#all") == 0, width


@needs_chromium
def test_screenshots_are_not_blank(recorded_site):
    mpl = pytest.importorskip("matplotlib.image", reason="decoding the PNG needs amemgym-replaykit[plot]")
    site, tmp = recorded_site["site"], recorded_site["tmp"]
    for page, frag, name in ((site / "index.html", "", "index.png"),
                             (site / "e" / "run" / "awi" / "ua.r0.html", "#all", "episode.png")):
        png = screenshot(page, tmp / name, frag)
        img = mpl.imread(str(png))
        assert img.shape[0] >= 800 and img.shape[1] >= 1000
        assert float(img[..., :3].std()) > 0.05, f"{name} looks blank"
        # several distinct colours: text, table rules, badges
        assert len({tuple(px) for px in (img[::37, ::41, :3] * 255).astype(int).reshape(-1, 3)}) > 8


def test_per_position_diagnosis_averages_to_the_scored_rates(recorded_site):
    from replaykit.data.result import load_run
    from replaykit.view.data import diagnosis_per_position

    per_pos = diagnosis_per_position(load_run(recorded_site["run"]))
    for agent, s in recorded_site["scores"]["agents"].items():
        for k in ("write", "read", "utilization"):
            vals = per_pos[agent][k]
            assert sum(vals) / len(vals) == pytest.approx(s["diagnosis"][k], abs=1e-12), (agent, k)


def test_two_replays_of_a_release_render_byte_identical_figures_and_sites(recorded, tmp_path):
    """The release is recorded against the stub, then replayed twice (offline) into two folders;
    `replaykit plot` and `replaykit view` on each give the same bytes."""
    pytest.importorskip("matplotlib", reason="figures need amemgym-replaykit[plot]")
    rel, _ = recorded
    outs = []
    for name in ("w1", "w2"):
        work = tmp_path / name
        assert _replay_cli(rel, work).returncode == 0
        for cmd in (["plot", str(work), "--out", str(work / "fig")], ["view", str(work), "--out", str(work / "site"),
                                                                        "--quiet"]):
            p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *cmd], env=_env(False),
                               capture_output=True, text=True, timeout=300, cwd=work.parent)
            assert p.returncode == 0, p.stderr[-2000:]
        outs.append({str(f.relative_to(work)): f.read_bytes() for d in ("fig", "site")
                     for f in sorted((work / d).rglob("*")) if f.is_file()})
    assert any(k.endswith(".png") for k in outs[0]) and any(k.endswith(".svg") for k in outs[0])
    assert outs[0] == outs[1]


@needs_chromium
def test_replayed_release_shows_self_evolution_recall_and_memory_counts(recorded, tmp_path):
    """The viewer of a replayed release shows its self-evolution tables (Table 3, Figure 11), the
    final policies and the factual recall, as results.json has them, and prints each per-period
    memory score with its defined cells."""
    rel, _ = recorded
    work = tmp_path / "w"
    assert _replay_cli(rel, work).returncode == 0
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "view", str(work), "--out", str(work / "site"),
                        "--quiet"], env=_env(False), capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert p.returncode == 0, p.stderr[-2000:]
    results = json.loads((rel / "results.json").read_text())
    dom = dump_dom(work / "site" / "index.html")
    assert 'id="evolution"' in dom and 'id="recall"' in dom
    for cond, s in results["evolution"]["conditions"].items():
        row = re.search(rf"<tr><td[^>]*>{cond}</td>(.*?)</tr>", dom)
        assert row is not None, cond
        cells = re.findall(r"<td[^>]*>([^<]*)</td>", row.group(1))
        assert cells[1] == f"{s['overall']:.3f}" and cells[9] == str(s["evolve_calls"])
    awi = results["factual_recall"]["awi"]
    assert re.search(rf"<td[^>]*>awi</td><td[^>]*>{awi['recall']:.3f}</td>", dom)
    mem = dom[dom.index("Memory score per period"):dom.index('id="figures"')]
    checked = 0
    for agent, s in results["on_policy"].items():
        pp = s["per_period"]
        for p_, v in enumerate(pp["memory"]):
            if v is not None:
                assert f"{v:.3f} ({pp['memory_defined'][p_]}/{pp['memory_cells'][p_]})" in mem, (agent, p_)
                checked += 1
    assert checked > 0
