"""Build the static site: ``build_site(PATH, SITE)`` (``replaykit view``).

Layout of SITE (no CDN, no server: open index.html from disk)::

    index.html                 overview: verification, manifest digests, scores, figures, cost, episodes
    assets/style.css, app.js   copied from the package (replaykit/view/templates)
    plots/*.svg, *.png         the figures (replaykit.ui.plotting; skipped without matplotlib)
    e/<stage>/<agent>/<user>.r<replica>.html      one page per episode
    d/<stage>/<agent>/<user>.r<replica>/p<k>.js   that episode's period k, loaded when opened

Every file is a pure function of PATH's contents (no dates, no absolute paths unless PATH
was given as one), so rebuilding a replayed release gives identical bytes.
"""

from __future__ import annotations

import html
from importlib import resources
from pathlib import Path
from typing import Any

from replaykit.errors import ConfigError
from replaykit.ui.table import SCORE_COLUMNS, Table, per_period_table, report_sections, score_notes, score_table, score_value
from replaykit.view.calls import CallIndex
from replaykit.view.data import Source, figure_results, load_source
from replaykit.view.episode import write_episode
from replaykit.view.markup import attr, href

FIGURE_TITLES = {
    "overall_per_position": "Overall accuracy per evaluation position (paper Figure 5)",
    "memory_per_position": "Memory score per evaluation position (paper Figure 6)",
    "diagnosis": "Diagnosis failure rates (paper Figure 7)",
    "policy_overall": "On- vs off-policy overall, rank changes (paper Table 2)",
    "policy_memory": "On- vs off-policy memory, rank changes (paper Table 2)",
    "spread_overall": "Replica spread of overall (paper Table 8)",
    "spread_memory": "Replica spread of memory (paper Table 8)",
}


def page(title: str, body: str, up: str = "", crumbs: list[tuple[str | None, str]] | None = None) -> str:
    """A page; ``body`` and each crumb's text are HTML already (escaped by the caller), crumb links are paths."""
    trail = " / ".join(f'<a href="{href(link)}">{text}</a>' if link else text for link, text in (crumbs or []))
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)} · replaykit</title>
<link rel="stylesheet" href="{href(up)}assets/style.css">
<script src="{href(up)}assets/app.js"></script>
</head><body>
<header class="top"><a class="brand" href="{href(up)}index.html">replaykit</a><span class="crumbs">{trail}</span></header>
<main>
{body}
<footer>Built by <code>replaykit view</code>: static files, no network needed.</footer>
</main></body></html>
"""


def _score_html(results: dict[str, Any]) -> str:
    """The score table with each cell's exact value in data-value (what `score --json` gives)."""
    sections = report_sections(results)
    t = score_table(sections)

    rows_html = []
    i = 0
    for policy, scores in sections:
        for agent in sorted(scores or {}):
            s = scores[agent]
            cells = []
            for j, c in enumerate(t.rows[i]):
                if j < 3:
                    cells.append(f'<td class="l">{html.escape(c)}</td>')
                    continue
                key = SCORE_COLUMNS[j - 3][0]
                v, _ = score_value(s, key)
                value = "" if v is None else f' data-value="{attr(repr(v))}"'
                cells.append(f'<td class="n" data-agent="{attr(agent)}" data-policy="{attr(policy)}" '
                             f'data-metric="{attr(key)}"{value}>{html.escape(c)}</td>')
            rows_html.append("<tr>" + "".join(cells) + "</tr>")
            i += 1
    head = "".join(f'<th class="{"l" if j < 3 else "n"}">{html.escape(h)}</th>' for j, h in enumerate(t.head))
    notes = "".join(f"<li>{html.escape(n)}</li>" for n in score_notes(sections))
    return (f'<div class="wrap"><table class="tbl scores"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows_html)}</tbody></table></div>' + (f'<ul class="muted">{notes}</ul>' if notes else ""))


def _per_period_html(results: dict[str, Any], metric: str) -> str:
    return per_period_table(results.get("on_policy") or {}, metric).html()


def _evolution_html(opt: Any) -> str:
    """The release's self-evolution run (Table 3 and Figure 11 analogues, final policies) and the
    factual recall of its on-policy episodes, when published (replaykit.release.report.OptionalTables)."""
    # loaded on first use: importing this module stays light
    from replaykit.release.report import RECALL_ABOUT

    parts: list[str] = []
    if opt.evolution is not None:
        parts += ['<h2 id="evolution">Self-evolution of the memory policy (paper §5)</h2>',
                  f'<p class="lead">{html.escape(opt.evolution_about)}</p>',
                  "<h3>By feedback condition (paper Table 3)</h3>", f'<div class="wrap">{opt.evolution.html()}</div>',
                  "<h3>Per cycle: memory score and factual recall (paper Figure 11)</h3>",
                  f'<div class="wrap">{opt.cycles.html()}</div>',
                  '<h3>Final memory policies (the evolved "Types of Information to Remember")</h3>']
        for cond, whos, text in opt.policies:
            parts.append(f"<p>Feedback <code>{html.escape(cond)}</code>, final policy of "
                         f"{html.escape(', '.join(whos))}:</p><pre class=\"policy\">{html.escape(text)}</pre>")
    if opt.recall is not None:
        parts += ['<h2 id="recall">Memory factual recall (paper Appendix E)</h2>',
                  f'<p class="lead">{html.escape(RECALL_ABOUT)}</p>',
                  f'<div class="wrap">{opt.recall.html()}</div>']
    return "".join(parts)


def _release_html(src: Source) -> str:
    rel = src.release
    if not rel:
        return ""
    v = rel.get("verification")
    if v is None:
        verdict = ('<div class="verdict none">Not verified here: run <code>replaykit replay '
                   f'{html.escape(rel["path"])}</code> and view its folder to see the verification.</div>')
    elif not v.get("differences") and not v.get("manifest_problems"):
        verdict = (f'<div class="verdict ok">✔ verified {html.escape(str(v.get("matched")))} of '
                   f'{html.escape(str(v.get("checked")))} published numbers (replayed offline)</div>')
    else:
        items = "".join(f"<li><code>{html.escape(str(d))}</code></li>"
                        for d in v.get("manifest_problems", []) + v.get("differences", []))
        verdict = (f'<div class="verdict bad">✘ does NOT verify: {html.escape(str(v.get("matched")))} of '
                   f'{html.escape(str(v.get("checked")))} matched</div><ul>{items}</ul>')
    man = rel.get("manifest") or {}
    t = Table(head=["file", "sha256"])
    for f in sorted(man.get("files", {})):
        t.add([f, man["files"][f]])
    if man.get("blueprint_digest"):
        t.add(["blueprints/ (digest)", man["blueprint_digest"]])
    desc = html.escape(rel.get("description", ""))
    return (f'<h2 id="release">Release {html.escape(rel["name"])}</h2><p class="lead">{desc}</p>{verdict}'
            f'<details><summary>Manifest digests ({len(man.get("files", {}))} files)</summary>'
            f'<div class="wrap mono">{t.html()}</div></details>')


def _figures_html(site: Path, results: dict[str, Any]) -> str:
    try:
        # loaded on first use: importing this module stays light
        from replaykit.ui.plotting import write_figures

        files = write_figures(results, site / "plots")
    except ConfigError as exc:
        return f'<h2 id="figures">Figures</h2><p class="muted">{html.escape(str(exc))}</p>'
    figs = []
    for f in files:
        if f.suffix != ".svg":
            continue
        title = FIGURE_TITLES.get(f.stem, f.stem)
        wide = ' class="wide"' if f.stem == "diagnosis" else ""
        figs.append(f'<figure{wide}><img src="{href("plots/" + f.name)}" alt="{attr(title)}" loading="lazy">'
                    f'<figcaption>{html.escape(title)} · <a href="{href("plots/" + f.stem + ".png")}">PNG</a> · '
                    f'<a href="{href("plots/" + f.name)}">SVG</a></figcaption></figure>')
    return '<h2 id="figures">Figures</h2><div class="figs">' + "".join(figs) + "</div>"


def _cost_html(src: Source) -> str:
    if not src.usage_rows:
        return ""
    # loaded on first use: importing this module stays light
    from replaykit.scoring.cost import usage_table

    when = f"prices of {src.pricing_date}" if src.pricing_date else "no pricing file: dollars not computed"
    return (f'<h2 id="cost">Tokens and dollars</h2><p class="lead">Per stage and role ({html.escape(when)}; '
            "copy replaykit/scoring/pricing.json to configs/pricing.json and edit it). Embedding tokens come from the cassette.</p>"
            f'<div class="wrap">{usage_table(src.usage_rows).html()}</div>')


def _shade(acc: float | None) -> str:
    if acc is None:
        return ""
    # red (0) -> amber (0.5) -> green (1), light enough for black text
    r, g = (250, int(200 + 50 * acc * 2)) if acc < 0.5 else (int(250 - 130 * (acc - 0.5) * 2), 240)
    return f' style="background:rgb({r},{min(g, 240)},200)"'


def _episodes_html(grid: dict[str, dict[str, dict[tuple[str, int], dict]]], users: dict[str, list[str]]) -> str:
    parts = ['<h2 id="episodes">Episodes</h2><p class="lead">Accuracy per episode (agent × user × replica); '
             "open one for its periods, sessions, memory and answers.</p>"]
    for stage, by_agent in grid.items():
        reps = sorted({r for cells in by_agent.values() for (_, r) in cells})
        cols = [(u, r) for u in users[stage] for r in reps]
        head = "".join(f'<th class="n" title="{attr(u)}">{html.escape(u[:8])}<br>r{html.escape(str(r))}</th>'
                       for u, r in cols)
        rows = []
        for agent in sorted(by_agent):
            cells = []
            for key in cols:
                e = by_agent[agent].get(key)
                if e is None:
                    cells.append('<td class="cell muted">·</td>')
                else:
                    acc = e["accuracy"]
                    cells.append(f'<td class="cell"><a href="{href(e["rel"])}"{_shade(acc)}>'
                                 f'{"–" if acc is None else f"{acc:.2f}"}</a></td>')
            rows.append(f'<tr><td class="l">{html.escape(agent)}</td>{"".join(cells)}</tr>')
        parts.append(f'<h3>{html.escape(stage)}</h3><div class="wrap"><table class="tbl grid"><thead><tr>'
                     f'<th class="l">agent</th>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>')
    return "".join(parts)


def _partial_html(src: Source) -> str:
    """A partial run says so: each agent short of the episodes run.json plans (data.result.missing_episodes)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.result import missing_episodes

    lines = [f"{rs.stage}: {line}" if len(src.runs) > 1 else line for rs in src.runs for line in missing_episodes(rs.run)]
    if not lines:
        return ""
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return (f'<div class="verdict bad" id="partial">Partial run: the scores below leave out what is missing'
            f"<ul>{items}</ul></div>")


def site_inputs(path: str | Path, src: Source) -> list[Path]:
    """Every file and folder the site is built from (OUT must be none of them and hold none of them)."""
    found = [Path(path)]
    if src.release is not None:
        found.append(Path(src.release["path"]))
    for rs in src.runs:
        found += [rs.path] + ([rs.cassette] if rs.cassette is not None else [])
    return found


def build_site(path: str | Path, out: str | Path, *, pricing: Any = None, progress=None, force: bool = False) -> Path:
    """Write the site for PATH into OUT; return OUT/index.html.

    OUT is emptied first only when replaykit made it (its .replaykit-site marker), it is empty or
    ``force`` is given; it is never PATH, nor a folder holding PATH or any file the site is built from
    (replaykit._util.workdir)."""
    # loaded on first use: importing this module stays light
    from replaykit._util.workdir import SITE, prepare_scratch_dir

    src = load_source(path, pricing=pricing)
    # loaded on first use: importing this module stays light
    from replaykit.release.report import optional_tables

    opt = optional_tables(src.results, path)  # before anything is written: a malformed file leaves OUT as it was
    site = prepare_scratch_dir(out, SITE, inputs=site_inputs(path, src), force=force)
    (site / "assets").mkdir(parents=True)
    tpl = resources.files("replaykit.view") / "templates"
    for name in ("style.css", "app.js"):
        (site / "assets" / name).write_bytes((tpl / name).read_bytes())
    grid: dict[str, dict[str, dict[tuple[str, int], dict]]] = {}
    users: dict[str, list[str]] = {}
    total = sum(len(r.run.episodes) for r in src.runs)
    if progress is not None:
        progress.set_total("episodes", total)
    loaded: dict = {}  # each cassette read once, whichever runs read it
    for rs in src.runs:
        calls = CallIndex([rs.cassette, *rs.bases], cache=loaded)
        users[rs.stage] = [bp.id for bp in rs.run.blueprints]
        for ep in rs.run.episodes:
            info = write_episode(site, rs.stage, rs, ep, calls, page)
            grid.setdefault(rs.stage, {}).setdefault(ep.agent, {})[(ep.user, ep.replica)] = info
            if progress is not None:
                progress.advance("episodes", note=f"{ep.agent}/{ep.user} r{ep.replica}")
    res = src.results
    body = [f"<h1>{html.escape(src.title)}</h1>",
            '<nav class="toc"><a href="#scores">scores</a><a href="#figures">figures</a>'
            + ('<a href="#evolution">self-evolution</a>' if opt.evolution is not None else "")
            + ('<a href="#recall">factual recall</a>' if opt.recall is not None else "")
            + '<a href="#cost">cost</a><a href="#episodes">episodes</a></nav>',
            _release_html(src), _partial_html(src),
            '<h2 id="scores">Scores</h2><p class="lead">Same columns as <code>replaykit score</code>: mean±std over '
            "replicas; UB = upper bound; memory = (overall − random) / (UB − random); write/read/util = diagnosis "
            "failure rates.</p>", _score_html(res)]
    if res.get("on_policy"):
        body += ["<h3>Overall accuracy per period (on-policy)</h3>", _per_period_html(res, "overall"),
                 "<h3>Memory score per period (on-policy)</h3>", _per_period_html(res, "memory")]

    body += [_figures_html(site, figure_results(src)), _evolution_html(opt), _cost_html(src)]
    body.append(_episodes_html(grid, users) if grid else
                '<h2 id="episodes">Episodes</h2><p class="muted">No run directories here: replay the release '
                "first (<code>replaykit replay</code>) and view its folder.</p>")
    index = site / "index.html"
    index.write_text(page(src.title, "\n".join(body), crumbs=[(None, html.escape(src.title))]), encoding="utf-8")
    return index
