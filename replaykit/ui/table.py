"""One table renderer for every command: `score`, `run`, the release report and the viewer.

A ``Table`` is a header, rows of already formatted cells and per-column alignment; it
renders as aligned plain text (terminals), Markdown (RESULTS.md) or HTML (the viewer).
The score columns (``SCORE_COLUMNS``) and their names are defined once here, so
``replaykit score``, ``replaykit run``, ``replaykit replay``/``release show`` and the
viewer print the same column names in the same order.

Formatting rules: a number prints with 3 decimals, ``None`` (undefined) prints ``–``;
a replica mean prints ``mean±std``; a metric with a defined-cell count prints
``0.412 (9/12)`` (``fmt_defined``), and ``–`` when no cell is defined.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any, Iterable, Sequence

UNDEFINED = "–"


def fmt_num(x: Any, digits: int = 3) -> str:
    """3 decimals for floats, ints as is, ``–`` for None."""
    if x is None:
        return UNDEFINED
    if isinstance(x, bool):
        return str(x).lower()
    if isinstance(x, int):
        return str(x)
    return f"{x:.{digits}f}"


def fmt_mean_std(x: Any, sd: Any = None, digits: int = 3) -> str:
    if x is None:
        return UNDEFINED
    return fmt_num(x, digits) if sd is None else f"{fmt_num(x, digits)}±{fmt_num(sd, digits)}"


def fmt_defined(x: Any, defined: int | None, total: int | None, digits: int = 3, std: Any = None) -> str:
    """``0.412 (9/12)``: a value averaged over ``defined`` of ``total`` cells (a memory score: the
    cells are the (user, period) or periods whose UB - random > 0); ``–`` when none is defined;
    ``0.412±0.010 (9/12)`` with a replica std. Results written before the counts existed (no
    ``defined``) print ``(?)`` after the value, never a bare memory score."""
    if x is None or defined == 0:
        return UNDEFINED
    text = fmt_num(x, digits) if std is None else f"{fmt_num(x, digits)}±{fmt_num(std, digits)}"
    if defined is None or total is None:
        return f"{text} (?)"
    return f"{text} ({defined}/{total})"


def fmt_int(n: Any) -> str:
    """Thousands separated with a thin comma: 164,515."""
    return UNDEFINED if n is None else f"{int(n):,}"


def fmt_dollars(x: Any) -> str:
    if x is None:
        return UNDEFINED
    return f"${x:,.4f}" if x < 1 else f"${x:,.2f}"


@dataclass
class Table:
    head: list[str]
    rows: list[list[str]] = field(default_factory=list)
    left: int = 1
    """The first ``left`` columns are labels (left-aligned); the others are numbers (right-aligned)."""
    classes: list[list[str]] | None = None
    """Optional CSS class per cell (HTML only), same shape as ``rows``."""
    align: str = ""
    """Optional alignment per column, ``l`` or ``r`` (e.g. ``"lrrl"``); overrides ``left`` when given."""

    def _is_left(self, i: int) -> bool:
        return self.align[i] == "l" if self.align else i < self.left

    def add(self, row: Sequence[Any], classes: Sequence[str] | None = None) -> None:
        self.rows.append([str(c) for c in row])
        if classes is not None:
            if self.classes is None:
                self.classes = [[""] * len(self.head) for _ in self.rows[:-1]]
            self.classes.append(list(classes))
        elif self.classes is not None:
            self.classes.append([""] * len(self.head))

    def text(self) -> str:
        """Aligned columns separated by two spaces, a dashed rule under the header; each cell on one
        line (a file name holding a newline or a control character is shown escaped: ``\\n``)."""
        # loaded on first use: importing this module stays light
        from replaykit._util.printable import printable

        rows = [[printable(c) for c in r] for r in [self.head, *self.rows]]
        widths = [max(len(r[i]) for r in rows) for i in range(len(self.head))]

        def line(r: list[str]) -> str:
            return "  ".join(c.ljust(w) if self._is_left(i) else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))

        out = [line(rows[0]), "  ".join("-" * w for w in widths)] + [line(r) for r in rows[1:]]
        return "\n".join(s.rstrip() for s in out)

    def markdown(self) -> str:
        align = ["---" if self._is_left(i) else "--:" for i in range(len(self.head))]
        lines = ["| " + " | ".join(self.head) + " |", "|" + "|".join(align) + "|"]
        lines += ["| " + " | ".join(r) + " |" for r in self.rows]
        return "\n".join(lines)

    def html(self, css: str = "tbl") -> str:
        e = html.escape
        th = "".join(f'<th class="{"l" if self._is_left(i) else "n"}">{e(h)}</th>' for i, h in enumerate(self.head))
        body = []
        for ri, r in enumerate(self.rows):
            cells = []
            for i, c in enumerate(r):
                cls = "l" if self._is_left(i) else "n"
                if self.classes is not None and self.classes[ri][i]:
                    cls += " " + self.classes[ri][i]
                cells.append(f'<td class="{cls}">{e(c)}</td>')
            body.append("<tr>" + "".join(cells) + "</tr>")
        return f'<table class="{css}"><thead><tr>{th}</tr></thead><tbody>{"".join(body)}</tbody></table>'

    def render(self, style: str = "text") -> str:
        return {"text": self.text, "markdown": self.markdown, "html": self.html}[style]()


# -- the score table (score, run, release report, viewer) -------------------------------------

SCORE_COLUMNS: list[tuple[str, str]] = [
    ("overall", "overall"),
    ("upper_bound", "UB"),
    ("random", "random"),
    ("memory", "memory"),
    ("memory_pooled", "mem_pooled"),
    ("write", "write"),
    ("read", "read"),
    ("utilization", "util"),
    ("json_error_rate", "json_err"),
    ("diagnosis_json_error_rate", "diag_err"),
]
"""(key in a score dict, column name): the metric columns, in order, everywhere."""

LABEL_COLUMNS = ["agent", "policy", "reps"]

_DIAGNOSIS = ("write", "read", "utilization")


def score_value(s: dict[str, Any], key: str) -> tuple[Any, Any]:
    """(value, replica std or None) of one metric of one agent's score dict."""
    std = s.get("replicas", {}).get("std", {}) or {}
    if key in _DIAGNOSIS:
        return (s.get("diagnosis") or {}).get(key), (std.get("diagnosis") or {}).get(key)
    return s.get(key), std.get(key)


def score_cell(s: dict[str, Any], key: str) -> str:
    """One formatted score cell. Memory columns show the defined-cell count when the score
    dict carries ``<key>_defined`` and ``<key>_cells`` (e.g. ``0.412 (9/12)``)."""
    v, sd = score_value(s, key)
    total_key = f"{key}_cells" if f"{key}_cells" in s else f"{key}_periods"  # memory_pooled counts periods
    if f"{key}_defined" in s and total_key in s:
        if v is None or not s[f"{key}_defined"]:
            return UNDEFINED
        return fmt_defined(v, s[f"{key}_defined"], s[total_key])
    return fmt_mean_std(v, sd)


def score_table(sections: Iterable[tuple[str, dict[str, dict[str, Any]]]]) -> Table:
    """One row per (policy, agent): ``sections`` is [("on", {agent: score dict}), ("off", ...)]."""
    t = Table(head=LABEL_COLUMNS + [h for _, h in SCORE_COLUMNS], left=2)
    for policy, scores in sections:
        for agent in sorted(scores or {}):
            s = scores[agent]
            reps = str(s.get("replicas", {}).get("n", 1))
            t.add([agent, policy, reps] + [score_cell(s, k) for k, _ in SCORE_COLUMNS])
    return t


def score_notes(sections: Iterable[tuple[str, dict[str, dict[str, Any]]]]) -> list[str]:
    """Why a memory or UB cell is missing, one line per agent concerned."""
    notes = []
    for policy, scores in sections:
        for agent, s in sorted((scores or {}).items()):
            mu, pu = s.get("memory_undefined", 0), s.get("memory_pooled_undefined", 0)
            if mu or pu:
                notes.append(
                    f"{agent} ({policy}): memory left out {mu} (user, period) and mem_pooled "
                    f"{pu} period(s) where UB - random <= 1e-9"
                )
            if s.get("upper_bound") is None:
                notes.append(
                    f"{agent} ({policy}): UB and memory not computed: the run has no upper-bound answers for "
                    "some (user, period) cells; record them with `replaykit run ... --agent "
                    "configs/agents/upper-bound.json`, or score an off-policy run with `--upper-bound ON_POLICY_RUN`"
                )
    return notes


def report_sections(report: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The (policy, scores) sections of a ``score --json`` report or a release's results.json."""
    on = report.get("agents", report.get("on_policy", {}))
    return [("on", on), ("off", report.get("off_policy", {}))]


def per_period_table(scores: dict[str, Any], metric: str) -> Table:
    """One row per agent, one column per evaluation position (``per_period`` of each score dict);
    memory with its defined users per position. RESULTS.md and the viewer both render it."""
    scores = {k: v for k, v in scores.items() if metric in v.get("per_period", {})}
    n = max((len(s["per_period"][metric]) for s in scores.values()), default=0)
    t = Table(head=["agent"] + [f"p{p}" for p in range(n)])
    for name in sorted(scores):
        pp = scores[name]["per_period"]
        if metric == "memory":
            defined, cells = pp.get("memory_defined"), pp.get("memory_cells")
            t.add([name] + [fmt_defined(v, None if defined is None else defined[p], None if cells is None else cells[p])
                            for p, v in enumerate(pp[metric])])
        else:
            t.add([name] + [fmt_num(v) for v in pp[metric]])
    return t
