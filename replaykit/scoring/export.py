"""Per-answer tables of runs (`replaykit export`): one row per evaluation answer, for pandas,
spreadsheets and notebooks (like inspect_ai's samples_df or lm-eval's --log_samples).

Columns (ANSWER_COLUMNS, in this order):

    run, agent, policy, replica, user, period, question, question_text, choices,
    correct_choice, chosen_choice, correct, json_error, diagnosis, cassette_key, raw

- ``choices``: the answer texts in the blueprint's stored order (a list; JSON text in CSV);
  ``correct_choice`` and ``chosen_choice`` are 0-based indices into it.
- ``correct``: the chosen choice's state variant equals the question's current variant,
  exactly the cell value the metrics average (so the mean of ``correct`` per agent and
  replica is ``score --json``'s overall). ``correct_choice`` is the first choice with that
  variant (a question may repeat a variant).
- ``diagnosis``: the write/read/utilization diagnosis of the cell (paper §3.3):
  "correct", "write", "read", "utilization", or empty when the cell has no diagnosis answer.
- ``cassette_key``: the key of the recorded call that produced the answer when the result
  file carries it (results written before that have none: empty).

Rows come in the run's episode order (agent, policy, user, replica), then period, then
question, so an export of a replayed run is byte-identical to the recorded one's.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any, Iterable, Iterator

from replaykit._util.extras import install_line

ANSWER_COLUMNS = ("run", "agent", "policy", "replica", "user", "period", "question", "question_text", "choices",
                  "correct_choice", "chosen_choice", "correct", "random", "json_error", "diagnosis", "cassette_key",
                  "raw")
UPPER_BOUND_POLICY = "upper_bound"
"""The ``policy`` of the upper bound's rows: one per (period, question) cell its answers cover."""
FORMATS = ("csv", "jsonl", "parquet")
_OUTCOME_NAMES = {0: "correct", 1: "write", 2: "read", 3: "utilization"}


def _answer_key(answer: Any) -> str | None:
    for name in ("key", "cassette_key", "call_key"):
        value = getattr(answer, name, None)
        if isinstance(value, str) and value:
            return value
    return None


def _diagnoses(run: Any, episode: Any) -> dict[tuple[int, int], str]:
    """(period, question) -> diagnosis outcome name of one episode's cells that have a diagnosis answer."""
    # numpy: loaded only when this runs
    import numpy as np

    from replaykit.scoring.metrics import (  # brings numpy: loaded only when this runs
        build_matrices,
        diagnosis_failure_counts,
        diagnosis_outcomes,
    )

    m = build_matrices(run.blueprints, [episode])  # outcomes read overall and diagnosis answers, no upper bound
    wf, rf = diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
    codes = diagnosis_outcomes(m.overall, wf, rf, m.cell & m.diag_mask)[0]
    return {(int(p), int(q)): _OUTCOME_NAMES[int(codes[p, q])] for p, q in zip(*np.nonzero(codes >= 0))}


def _random(qa: Any, variant: list[str]) -> float:
    """A uniformly random choice's expected score: the share of choices matching the current state
    (replaykit.scoring.metrics.random_cells, cell by cell)."""
    return sum(list(c.state) == variant for c in qa.answer_choices) / len(qa.answer_choices)


def answer_rows(run: Any) -> Iterator[dict[str, Any]]:
    """The rows of one loaded run (replaykit.data.result.Run): every episode's answers, then the upper bound's."""
    yield from _episode_rows(run)
    yield from upper_bound_rows(run)


def upper_bound_rows(run: Any) -> Iterator[dict[str, Any]]:
    """The upper bound's answers, one row per (user, period, question) cell an answer covers (it is asked
    per question and state variant; the last answer for a variant counts, as in the metrics), so the
    memory score (overall - random) / (upper bound - random) can be computed from the rows alone."""
    # loaded on first use: importing this module stays light
    from replaykit.errors import ResultError

    name = next((n for n, cfg in sorted(run.manifest.agents.items())
                 if isinstance(cfg, dict) and cfg.get("type") == "upper_bound"), "upper-bound")
    for bp in run.blueprints:
        result = run.upper_bound.get(bp.id)
        if result is None:
            continue
        last = {(a.question, tuple(a.variant)): a for a in result.answers}
        for p in range(len(bp.periods)):
            for q, qa in enumerate(bp.qas):
                a = last.get((q, tuple(bp.variant(p, q))))
                if a is None:
                    continue
                if not 0 <= a.choice < len(qa.answer_choices):
                    raise ResultError(f"upper bound of user {bp.id}, question {q}: choice {a.choice} is out of range "
                                      f"({len(qa.answer_choices)} choices)")
                variant = list(bp.variant(p, q))
                correct = bp.correct_choices(p, q)
                yield {"run": run.manifest.name, "agent": name, "policy": UPPER_BOUND_POLICY, "replica": 0,
                       "user": bp.id, "period": p, "question": q, "question_text": qa.query,
                       "choices": [c.answer for c in qa.answer_choices],
                       "correct_choice": correct[0] if correct else None, "chosen_choice": a.choice,
                       "correct": list(qa.answer_choices[a.choice].state) == variant, "random": _random(qa, variant),
                       "json_error": a.json_error, "diagnosis": None, "cassette_key": _answer_key(a), "raw": a.raw}


def _episode_rows(run: Any) -> Iterator[dict[str, Any]]:
    bps = {bp.id: bp for bp in run.blueprints}
    for ep in run.episodes:
        bp = bps[ep.user]
        outcomes = _diagnoses(run, ep)
        for pr in ep.periods:
            for a in pr.overall:
                qa = bp.qas[a.question]
                variant = list(bp.variant(pr.period, a.question))
                correct = bp.correct_choices(pr.period, a.question)
                yield {
                    "run": run.manifest.name,
                    "agent": ep.agent,
                    "policy": ep.policy,
                    "replica": ep.replica,
                    "user": ep.user,
                    "period": pr.period,
                    "question": a.question,
                    "question_text": qa.query,
                    "choices": [c.answer for c in qa.answer_choices],
                    "correct_choice": correct[0] if correct else None,
                    "chosen_choice": a.choice,
                    "correct": list(qa.answer_choices[a.choice].state) == variant,
                    "random": _random(qa, variant),
                    "json_error": a.json_error,
                    "diagnosis": outcomes.get((pr.period, a.question)),
                    "cassette_key": _answer_key(a),
                    "raw": a.raw,
                }


def run_rows(run_dirs: Iterable[str | Path], missing: list[str] | None = None,
             notes: list[str] | None = None) -> list[dict[str, Any]]:
    """Rows of every run directory, in the order given, each checked against its digests first (an
    edited result file is never exported as if true); ``missing`` receives what each partial run
    lacks, as ``RUN_DIR: line`` (data.result.missing_episodes), and ``notes`` a line for each run
    used unchecked (imported, unfinished: data.digests.unchecked_note)."""
    # loaded on first use: importing this module stays light
    from replaykit.data.digests import unchecked_note
    from replaykit.data.result import load_run, missing_episodes

    rows: list[dict[str, Any]] = []
    for d in run_dirs:
        note = unchecked_note(d)
        if note and notes is not None:
            notes.append(note)
        run = load_run(d)
        rows.extend(answer_rows(run))
        if missing is not None:
            missing.extend(f"{d}: {line}" for line in missing_episodes(run))
    return rows


FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet cell may start with to be read as a formula (OWASP, CSV Injection)."""
_PLAIN_NUMBER = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def formula_safe(text: str) -> str:
    """OWASP's rule against CSV injection: a text cell starting with ``=``, ``+``, ``-``, ``@``, a tab
    or a carriage return gets a leading apostrophe, so Excel and LibreOffice show it as text instead
    of evaluating it (quoting the cell does not stop them: ``=HYPERLINK(...)`` in quotes is still a
    formula). A text that is a plain number (``-0.5``, ``+3``, ``-1e-3``) is left as it is: a number is
    no formula, and stays a number. The exact text of every cell is in ``--format jsonl``/``parquet``."""
    if text[:1] in FORMULA_START and not _PLAIN_NUMBER.fullmatch(text):
        return "'" + text
    return text


def to_csv(rows: list[dict[str, Any]]) -> bytes:
    """CSV with every text cell formula-safe (``formula_safe``) and quoted, numbers and booleans bare:
    QUOTE_NONNUMERIC, because Python 3.11/3.12's QUOTE_MINIMAL leaves a bare carriage return unquoted
    when the line terminator is ``\\n``, and a reader then splits the row there."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
    w.writerow(ANSWER_COLUMNS)
    for r in rows:
        w.writerow([_csv_cell(r[c]) for c in ANSWER_COLUMNS])
    return buf.getvalue().encode("utf-8")


def _csv_cell(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, list):
        return json.dumps(value, ensure_ascii=False)  # starts with "[": no formula
    if isinstance(value, str):
        return formula_safe(value)
    return value


def to_jsonl(rows: Iterable[dict[str, Any]], columns: Iterable[str] | None = None) -> bytes:
    cols = tuple(columns) if columns is not None else None
    out = []
    for r in rows:
        doc = r if cols is None else {c: r[c] for c in cols}
        out.append(json.dumps(doc, ensure_ascii=False, separators=(",", ":")))
    return ("\n".join(out) + "\n").encode("utf-8") if out else b""


def to_parquet(rows: list[dict[str, Any]]) -> bytes:
    """Parquet bytes (needs the optional pyarrow: ``pip install 'amemgym-replaykit[parquet]'``)."""
    # loaded on first use: importing this module stays light
    from replaykit.errors import ConfigError

    try:
        # optional dependency: absent unless its extra is installed
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise ConfigError(f"--format parquet needs pyarrow, an optional extra: {install_line('parquet')} "
                          "(csv and jsonl need nothing extra)", field="format") from None
    schema = pa.schema([
        ("run", pa.string()), ("agent", pa.string()), ("policy", pa.string()), ("replica", pa.int64()),
        ("user", pa.string()), ("period", pa.int64()), ("question", pa.int64()), ("question_text", pa.string()),
        ("choices", pa.list_(pa.string())), ("correct_choice", pa.int64()), ("chosen_choice", pa.int64()),
        ("correct", pa.bool_()), ("random", pa.float64()), ("json_error", pa.bool_()), ("diagnosis", pa.string()),
        ("cassette_key", pa.string()), ("raw", pa.string()),
    ])
    table = pa.Table.from_pylist(rows, schema=schema)
    sink = pa.BufferOutputStream()
    # no creation time or library version in the file beyond pyarrow's own: same rows, same bytes
    pq.write_table(table, sink, compression="zstd")
    return sink.getvalue().to_pybytes()


def render(rows: list[dict[str, Any]], fmt: str) -> bytes:
    if fmt == "csv":
        return to_csv(rows)
    if fmt == "jsonl":
        return to_jsonl(rows, ANSWER_COLUMNS)
    if fmt == "parquet":
        return to_parquet(rows)
    # loaded on first use: importing this module stays light
    from replaykit.errors import ConfigError

    raise ConfigError(f"format {fmt!r}: expected one of {', '.join(FORMATS)}", field="format")
