"""Hostile family "CSV injection and broken rows" (issue 32, item 6): `replaykit export` of a real
run folder whose model replies, blueprint question text and run name start like spreadsheet
formulas or hold bare carriage returns. OWASP's rule (a cell starting with =, +, -, @, a tab or a
carriage return gets a leading apostrophe; a plain number stays a number), every expected cell
written out by hand, and the CSV read back with Python's csv module (and pandas when installed)
row for row: a bare CR never splits a row (Python 3.11/3.12 wrote it unquoted)."""

from __future__ import annotations

import csv
import io

import msgspec
import pytest

from replaykit.data.blueprint import save_blueprints
from replaykit.data.digests import write_digests
from replaykit.data.result import EpisodeResult, OverallAnswer, PeriodResult, RunManifest, episode_path, write_json
from replaykit.scoring.export import formula_safe
from tests.unit._episode_fakes import small_blueprint
from tests.unit._hostile_helpers import cli, one_line_error

# (text, as the CSV cell must hold it): by hand, from OWASP's list
FORMULAS = [
    ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
    ("+1+2", "'+1+2"),
    ("-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"),
    ("@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"),
    ("\t=1+1", "'\t=1+1"),
    ("\r=1+1", "'\r=1+1"),
    ("-", "'-"),
    ("-0.5", "-0.5"),  # numbers stay numbers
    ("+3", "+3"),
    ("-1e-3", "-1e-3"),
    ("-.5", "-.5"),
    ("-0.5 apples", "'-0.5 apples"),
    ("-1-1", "'-1-1"),
    ("a=1", "a=1"),  # not at the start: no formula
    (" =1+1", " =1+1"),
    ("", ""),
]


@pytest.mark.parametrize("text,cell", FORMULAS, ids=[repr(t) for t, _ in FORMULAS])
def test_owasp_rule_by_hand(text, cell):
    assert formula_safe(text) == cell


REPLIES = ['=HYPERLINK("http://x","y")', "line one\rline two", "-0.5", "@cmd", "\tindented", "ok\r\n=1+1", "plain"]
RUN_NAME = "=cmd|' -0 calc'!A0"


def _hostile_run(root):
    """A run folder (named like a formula) of one agent and user whose blueprint's first question
    text starts with '+' and whose seven answers are REPLIES, written with the library's own
    writers and digested as a finished run."""
    run = root / RUN_NAME
    bp = small_blueprint("u1", n_periods=1)
    bp.qas[0] = msgspec.structs.replace(bp.qas[0], query="+What should I cook?")
    save_blueprints([bp], run / "blueprints", source="test")
    answers = [OverallAnswer(question=0, raw=r, choice=0, json_error=False) for r in REPLIES]
    write_json(episode_path(run, "a", "u1"), EpisodeResult(agent="a", user="u1", periods=[
        PeriodResult(period=0, overall=answers)]))
    write_json(run / "run.json", RunManifest(name=RUN_NAME))
    write_digests(run)
    return run


def _read_back(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))


def test_export_of_a_hostile_run_is_formula_safe_and_reads_back_row_for_row(tmp_path, capsys):
    run = _hostile_run(tmp_path)
    out = tmp_path / "answers.csv"
    code, _, err = cli(capsys, "export", run, "--out", out)
    assert code == 0, err
    data = out.read_bytes()
    rows = _read_back(data)
    assert len(rows) == 1 + len(REPLIES)  # a bare CR did not split a row
    head = rows[0]
    cells = [dict(zip(head, r)) for r in rows[1:]]
    assert [c["raw"] for c in cells] == ['\'=HYPERLINK("http://x","y")', "line one\rline two", "-0.5", "'@cmd",
                                         "'\tindented", "ok\r\n=1+1", "plain"]
    assert {c["run"] for c in cells} == {"'=cmd|' -0 calc'!A0"}
    assert {c["question_text"] for c in cells} == {"'+What should I cook?"}
    assert {c["replica"] for c in cells} == {"0"} and b'"a","on",0,"u1",0,0,' in data  # numbers bare
    # no cell anywhere starts like a formula unless it is a plain number
    starts = [v for r in rows for v in r if v and v[0] in "=+-@\t\r" and v != "-0.5"]
    assert starts == []
    # the bare CR is inside quotes on the wire
    assert b'"line one\rline two"' in data


def test_pandas_reads_the_same_rows(tmp_path, capsys):
    pd = pytest.importorskip("pandas", reason="pandas is not installed")
    run = _hostile_run(tmp_path)
    out = tmp_path / "answers.csv"
    assert cli(capsys, "export", run, "--out", out)[0] == 0
    frame = pd.read_csv(out)
    assert len(frame) == len(REPLIES) and frame["raw"].tolist()[1] == "line one\rline two"
    assert str(frame["replica"].dtype).startswith("int")


def test_jsonl_keeps_the_exact_text(tmp_path, capsys):
    import json

    run = _hostile_run(tmp_path)
    code, out, err = cli(capsys, "export", run, "--format", "jsonl")
    assert code == 0, err
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["raw"] for r in rows] == REPLIES and rows[0]["run"] == RUN_NAME


# -- export's smaller items (issue 32, item 11) -----------------------------------------------------

def test_out_dash_is_stdout_not_a_file_named_dash(tmp_path, capsys, monkeypatch):
    run = _hostile_run(tmp_path)
    monkeypatch.chdir(tmp_path)
    code, out, err = cli(capsys, "export", run, "--out", "-")
    assert code == 0, err
    assert not (tmp_path / "-").exists()
    assert len(_read_back(out.encode())) == 1 + len(REPLIES)
    code, out, err = cli(capsys, "export", run, "--format", "parquet", "--out", "-")
    assert code == 2 and "give --out FILE.parquet (not stdout)" in err and not (tmp_path / "-").exists()
    code, out, err = cli(capsys, "blueprint", "export", run / "blueprints", "-o", "-")
    assert code == 0 and out.startswith("{") and not (tmp_path / "-").exists()


def test_a_newline_in_the_out_name_is_printed_escaped(tmp_path, capsys):
    run = _hostile_run(tmp_path)
    out = tmp_path / "a\nb.csv"
    code, _, err = cli(capsys, "export", run, "--out", out)
    assert code == 0 and out.is_file()
    assert err.count("\n") == 1 and "a\\nb.csv" in err, err


def test_a_finished_run_whose_digests_were_deleted_is_refused(tmp_path, capsys):
    run = _hostile_run(tmp_path)
    write_json(run / "run.json", RunManifest(name=RUN_NAME, cassette_digest="ab" * 32))  # as a finished run's
    write_digests(run)
    (run / "digests.json").unlink()
    code, out, err = cli(capsys, "export", run)
    one_line_error(err, "digests.json", "run.json says the run finished", "restore digests.json")
    assert code == 2 and out == ""
    code, out, err = cli(capsys, "score", run)
    assert code == 2 and "run.json says the run finished" in err


def test_a_run_without_digests_is_exported_with_a_note(tmp_path, capsys):
    run = _hostile_run(tmp_path)
    (run / "digests.json").unlink()
    code, out, err = cli(capsys, "export", run, "--out", tmp_path / "x.csv")
    assert code == 0 and "note: " in err and "no digests.json (an unfinished run)" in err and "unchecked" in err
    write_json(run / "run.json", RunManifest(name=RUN_NAME, source="import amemgym"))
    code, out, err = cli(capsys, "export", run, "--out", tmp_path / "y.csv")
    assert code == 0 and "an imported run (import amemgym) has no digests.json" in err
