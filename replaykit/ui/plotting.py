"""The paper's figures as deterministic PNG and SVG files (`replaykit plot`, the viewer).

Needs the optional extra ``amemgym-replaykit[plot]`` (matplotlib); the core never imports it.
Rendering is byte-reproducible: the Agg backend, DejaVu Sans (shipped with matplotlib),
a fixed ``svg.hashsalt``, and no date or software version in the PNG or SVG metadata, so
a replayed release renders byte-identical files.

Figures (input: a results document shaped like a release's results.json, see
``replaykit.view.data.results_for``):

- ``overall_per_position`` / ``memory_per_position``: paper Figures 5-6;
- ``diagnosis``: write/read/utilization failure rates stacked per agent (Figure 7), and per
  evaluation position when the scores carry per-period diagnosis rates;
- ``policy_ranks``: on- vs off-policy scores with rank changes (Table 2);
- ``replica_spread``: mean, std and the 95% CI over users per agent (Table 8);
- ``evolution_per_cycle``: memory score and factual recall per self-evolution cycle and
  feedback condition (Figure 11), from a release's or an evolution directory's scores.

Extension point: ``FIGURES`` maps a name to ``fn(results) -> Figure | None``; another
module adds a figure with ``register(name, fn)`` and it is then written by `replaykit plot`
and shown by the viewer.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any, Callable

from replaykit._util.extras import install_line
from replaykit._util.fs import atomic_write
from replaykit.errors import ConfigError

PALETTE = ["#3b6ea8", "#d9822b", "#3a9a5b", "#c0392b", "#8e6bbf", "#8c6d31", "#d35fa0", "#5f6b73"]
MARKERS = ["o", "s", "^", "D", "v", "P", "X", "*"]
STYLES = ["-", "--", "-.", ":"]
FAIL_COLOURS = {"write": "#c0392b", "read": "#e08e2b", "utilization": "#e8c547"}

_RC = {
    "font.family": "DejaVu Sans",
    "font.size": 9,
    "svg.hashsalt": "replaykit",
    "svg.fonttype": "path",
    "path.simplify": False,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.grid": True,
    "grid.color": "#e3e6ea",
    "grid.linewidth": 0.6,
    "axes.axisbelow": True,
    "figure.dpi": 100,
    "savefig.dpi": 100,
}


def _mpl():
    try:
        # optional dependency: absent unless its extra is installed
        import matplotlib
    except ModuleNotFoundError:
        raise ConfigError(
            f"plots need matplotlib: {install_line('plot')} (make venv installs it)"
        ) from None
    matplotlib.use("Agg", force=True)
    # matplotlib: loaded only when this runs
    import matplotlib.pyplot as plt

    return matplotlib, plt


def _figure(plt, w: float = 6.4, h: float = 3.4):
    fig, ax = plt.subplots(figsize=(w, h), layout="constrained")
    return fig, ax


def _agents(scores: dict[str, Any]) -> list[str]:
    return sorted(scores)


def _series(ax, i: int, ys: list[float | None], label: str) -> int:
    """Draw one labelled line (the i-th series' marker, dash and colour) over its defined points;
    returns how many positions it spans. Markers and dash styles differ too, so series with
    equal scores stay visible."""
    xs = [x for x, y in enumerate(ys) if y is not None]
    ax.plot(xs, [ys[x] for x in xs], marker=MARKERS[i % len(MARKERS)], ms=5, lw=1.6, alpha=0.85,
            ls=STYLES[i % len(STYLES)], color=PALETTE[i % len(PALETTE)], label=label)
    return len(ys)


def _per_position(results: dict[str, Any], metric: str, title: str):
    scores = results.get("on_policy") or {}
    if not scores:
        return None
    _, plt = _mpl()
    fig, ax = _figure(plt)
    n = 0
    for i, agent in enumerate(_agents(scores)):
        n = max(n, _series(ax, i, scores[agent].get("per_period", {}).get(metric) or [], agent))
    ax.set_xticks(range(n), [str(p) for p in range(n)])
    ax.set_xlabel("evaluation position (period)")
    ax.set_ylabel(metric)
    ax.set_title(title, loc="left", fontsize=10)
    ax.legend(frameon=False, fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
    return fig


def overall_per_position(results: dict[str, Any]):
    """Figure 5: overall accuracy per evaluation position per agent."""
    return _per_position(results, "overall", "Overall accuracy per evaluation position (Figure 5)")


def memory_per_position(results: dict[str, Any]):
    """Figure 6: normalized memory score per evaluation position per agent."""
    return _per_position(results, "memory", "Memory score per evaluation position (Figure 6)")


def diagnosis(results: dict[str, Any]):
    """Figure 7: write / read / utilization failure rates, stacked; one panel per agent with a bar
    per evaluation position when the scores carry per-period rates, else one bar per agent."""
    scores = results.get("on_policy") or {}
    if not scores:
        return None
    _, plt = _mpl()
    agents = _agents(scores)
    per_pos = all(all(k in (scores[a].get("per_period") or {}) for k in FAIL_COLOURS) for a in agents)
    if not per_pos:
        fig, ax = _figure(plt)
        stacks = [[(scores[a].get("diagnosis") or {}).get(k) or 0.0 for k in FAIL_COLOURS] for a in agents]
        _stacked(ax, agents, stacks)
        ax.set_ylabel("share of questions")
        ax.set_title("Diagnosis: where memory fails (Figure 7)", loc="left", fontsize=10)
        ax.legend(frameon=False, fontsize=8, loc="center left", bbox_to_anchor=(1.0, 0.5))
        return fig
    cols = min(4, len(agents))
    rows = (len(agents) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(2.6 * cols + 1.6, 2.3 * rows + 0.6), layout="constrained",
                             sharey=True, squeeze=False)
    for i, a in enumerate(agents):
        ax = axes[i // cols][i % cols]
        pp = scores[a]["per_period"]
        n = len(pp["write"])
        _stacked(ax, [str(p) for p in range(n)], [[pp[k][p] or 0.0 for k in FAIL_COLOURS] for p in range(n)])
        ax.set_title(a, fontsize=9)
        ax.set_xlabel("position", fontsize=8)
    for j in range(len(agents), rows * cols):
        axes[j // cols][j % cols].set_visible(False)
    axes[0][0].set_ylabel("share of questions")
    fig.suptitle("Diagnosis per evaluation position: where memory fails (Figure 7)", x=0.01, ha="left", fontsize=10)
    handles = [plt.Rectangle((0, 0), 1, 1, color=c) for c in FAIL_COLOURS.values()]
    fig.legend(handles, [f"{k} failure" for k in FAIL_COLOURS], frameon=False, fontsize=8, loc="outside right center")
    return fig


def _stacked(ax, labels: list[str], stacks: list[list[float]]) -> None:
    bottom = [0.0] * len(labels)
    for j, (kind, colour) in enumerate(FAIL_COLOURS.items()):
        vals = [s[j] for s in stacks]
        ax.bar(range(len(labels)), vals, bottom=bottom, color=colour, label=f"{kind} failure", width=0.7)
        bottom = [b + v for b, v in zip(bottom, vals)]
    ax.set_xticks(range(len(labels)), labels, fontsize=8)
    ax.set_ylim(0, 1)


def policy_ranks(results: dict[str, Any], metric: str = "overall"):
    """Table 2 as a slope chart: each agent's on- and off-policy score, the rank change labelled."""
    cmp = (results.get("policy_comparison") or {}).get(metric)
    if not cmp or not cmp.get("rows"):
        return None
    _, plt = _mpl()
    fig, ax = _figure(plt, w=6.4, h=3.6)
    rows = [r for r in sorted(cmp["rows"], key=lambda r: r["agent"])
            if r["on_policy"] is not None and r["off_policy"] is not None]
    left: dict[float, list[str]] = {}
    right: dict[float, list[str]] = {}
    for i, r in enumerate(rows):
        c = PALETTE[i % len(PALETTE)]
        ax.plot([0, 1], [r["on_policy"], r["off_policy"]], marker=MARKERS[i % len(MARKERS)], color=c, lw=1.6,
                alpha=0.85, ls=STYLES[i % len(STYLES)], label=r["agent"])
        left.setdefault(r["on_policy"], []).append(f"{r['agent']} #{r['rank_on']}")
        right.setdefault(r["off_policy"], []).append(f"{r['agent']} #{r['rank_off']} ({r['rank_change']:+d})")
    for y, names in left.items():  # agents tied at one score share one label
        ax.annotate("\n".join(names), (0, y), xytext=(-6, 0), textcoords="offset points", ha="right",
                    va="center", fontsize=7.5)
    for y, names in right.items():
        ax.annotate("\n".join(names), (1, y), xytext=(6, 0), textcoords="offset points", ha="left",
                    va="center", fontsize=7.5)
    ax.set_xlim(-1.1, 2.0)
    ax.legend(frameon=False, fontsize=7.5, loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=min(4, len(rows)))
    ax.set_xticks([0, 1], ["on-policy", "off-policy"])
    ax.set_ylabel(metric)
    tau = cmp.get("kendall_tau")
    extra = "" if tau is None else f"; Kendall τ = {tau:.3f}"
    ax.set_title(f"On- vs off-policy {metric} and rank changes (Table 2{extra})", loc="left", fontsize=10)
    return fig


def replica_spread(results: dict[str, Any], metric: str = "overall"):
    """Table 8: per agent the replica mean, ± std, and the 95% CI over users."""
    var = results.get("variance") or {}
    rows = [(a, var[a].get(metric)) for a in sorted(var) if var[a].get(metric)]
    if not rows:
        return None
    _, plt = _mpl()
    fig, ax = _figure(plt, w=6.4, h=max(2.2, 0.45 * len(rows) + 1.2))
    for i, (agent, v) in enumerate(rows):
        c = PALETTE[i % len(PALETTE)]
        ax.plot([v["ci_low"], v["ci_high"]], [i, i], color=c, lw=6, alpha=0.25, solid_capstyle="butt")
        ax.errorbar([v["mean"]], [i], xerr=[[v["std"]], [v["std"]]], fmt="o", color=c, capsize=4, ms=5)
    ax.set_yticks(range(len(rows)), [a for a, _ in rows])
    ax.invert_yaxis()
    ax.set_xlabel(f"{metric} (dot: mean over replicas; bar: ± std; band: 95% CI over users)")
    ax.set_title(f"Replica spread of {metric} (Table 8)", loc="left", fontsize=10)
    return fig


def evolution_per_cycle(results: dict[str, Any]):
    """Figure 11: per self-evolution cycle, the memory score (left) and the factual recall
    (right) of each feedback condition (a release's or ``score_evolution``'s ``evolution``)."""
    conds = (results.get("evolution") or {}).get("conditions") or {}
    if not conds:
        return None
    _, plt = _mpl()
    fig, axes = plt.subplots(1, 2, figsize=(8.4, 3.2), layout="constrained")
    for ax, metric, label in zip(axes, ("memory", "recall"), ("memory score", "factual recall")):
        n = 0
        for i, (cond, s) in enumerate(conds.items()):
            n = max(n, _series(ax, i, (s.get("per_cycle") or {}).get(metric) or [], cond))
        ax.set_xticks(range(n), [str(k) for k in range(n)])
        ax.set_xlabel("cycle (period)")
        ax.set_ylabel(label)
    axes[0].set_title("Self-evolution per cycle (Figure 11)", loc="left", fontsize=10)
    axes[1].legend(frameon=False, fontsize=8, title="feedback", loc="center left", bbox_to_anchor=(1.0, 0.5))
    return fig


FigureFn = Callable[[dict[str, Any]], Any]

FIGURES: dict[str, FigureFn] = {
    "overall_per_position": overall_per_position,
    "memory_per_position": memory_per_position,
    "diagnosis": diagnosis,
    "policy_overall": lambda r: policy_ranks(r, "overall"),
    "policy_memory": lambda r: policy_ranks(r, "memory"),
    "spread_overall": lambda r: replica_spread(r, "overall"),
    "spread_memory": lambda r: replica_spread(r, "memory"),
    "evolution_per_cycle": evolution_per_cycle,
}
"""Name -> figure function, in the order the viewer shows them."""


def register(name: str, fn: FigureFn) -> None:
    """Add a figure (e.g. Figure 11's evolution curves); it returns None when its data is absent."""
    FIGURES[name] = fn


def render(fig, formats: tuple[str, ...] = ("png", "svg")) -> dict[str, bytes]:
    """PNG and/or SVG bytes with no date and no software version in the metadata; closes ``fig``."""
    matplotlib, plt = _mpl()
    out = {}
    try:
        for fmt in formats:
            meta = {"Software": None} if fmt == "png" else {"Date": None, "Creator": None}
            buf = io.BytesIO()
            with matplotlib.rc_context(_RC):
                fig.savefig(buf, format=fmt, metadata=meta)
            out[fmt] = buf.getvalue()
    finally:
        plt.close(fig)
    return out


FORMATS = ("png", "svg")


def figures_only(folder: str | Path) -> bool:
    """Whether ``folder`` holds only figure files write_figures writes (regular files, no links)."""
    names = {f"{name}.{fmt}" for name in FIGURES for fmt in FORMATS}
    return all(p.name in names and p.is_file() and not p.is_symlink() for p in Path(folder).iterdir())


def write_figures(results: dict[str, Any], out: str | Path, formats: tuple[str, ...] = ("png", "svg")) -> list[Path]:
    """Every figure whose data ``results`` has, as OUT/<name>.<fmt>; returns the files written."""
    matplotlib, _ = _mpl()
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, fn in FIGURES.items():
        with matplotlib.rc_context(_RC):
            fig = fn(results)
        if fig is None:
            continue
        for fmt, data in render(fig, formats).items():
            path = out / f"{name}.{fmt}"
            atomic_write(path, data)  # replaces a link there, never writes through it
            written.append(path)
    return written
