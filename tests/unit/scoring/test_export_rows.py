"""replaykit.scoring.export, row by row: every column of every answer of a small hand-made run,
the diagnosis outcome of each cell worked out by hand from paper §3.3's rule, and the exact
bytes of CSV and JSON lines (and the parquet file read back with pyarrow when installed)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from replaykit.data.blueprint import AnswerChoice, Question
from replaykit.data.result import DiagnosisAnswer, EpisodeResult, OverallAnswer, PeriodResult, Run, RunManifest
from replaykit.errors import ConfigError
from replaykit.scoring import export
from tests.unit._episode_fakes import small_blueprint


def _bp(uid: str, with_q3: bool = True):
    """small_blueprint with 3 periods: (diet, budget) = (vegan, low), (omnivore, low), (omnivore, high);
    diet changes at period 1, budget at period 2. Two extra questions: q2 repeats the variant
    "low" (choices 1 and 2), q3 has no choice for "omnivore"."""
    bp = small_blueprint(uid, n_periods=3)
    bp.qas.append(Question(query="How much?", required_info=["budget"],
                           answer_choices=[AnswerChoice(state=["high"], answer="H"), AnswerChoice(state=["low"], answer="L1"),
                                           AnswerChoice(state=["low"], answer="L2")]))
    if with_q3:  # (a blueprint file with it does not validate)
        bp.qas.append(Question(query="Vegan only?", required_info=["diet"],
                               answer_choices=[AnswerChoice(state=["vegan"], answer="V")]))
    return bp


def _o(q: int, choice: int, raw: str, key: str = "", json_error: bool = False) -> OverallAnswer:
    return OverallAnswer(question=q, raw=raw, choice=choice, json_error=json_error, key=key)


def _d(q: int, **values) -> DiagnosisAnswer:
    return DiagnosisAnswer(question=q, raw="d", values=values, json_error=False)


def _run(with_q3: bool = True) -> Run:
    u1 = EpisodeResult(agent="a", user="u1", periods=[
        # p0: q0 right; q1 wrong (vegan-high) with every variable read right: utilization; q2 picks the 2nd "low"
        PeriodResult(period=0, overall=[_o(0, 0, "r00", key="k00"), _o(1, 1, "r01", json_error=True),
                                        _o(2, 2, "r02")],
                     diagnosis=[_d(0, diet="vegan"), _d(1, diet="vegan", budget="low")]),
        # p1: q1 wrong (vegan-low); diet read wrong at p1, its write period: write failure. q3 has no right choice
        PeriodResult(period=1, overall=[_o(0, 1, "r10"), _o(1, 0, "r11", key="k11")] + ([_o(3, 0, "r13")] * with_q3),
                     diagnosis=[_d(0, diet="omnivore"), _d(1, diet="vegan", budget="low")]),
        # p2: q0 wrong; diet read wrong at p2 but right at its write period 1: read failure; q1 right, undiagnosed
        PeriodResult(period=2, overall=[_o(0, 0, "r20"), _o(1, 3, "r21")], diagnosis=[_d(0, diet="vegan")]),
    ])
    u2 = EpisodeResult(agent="a", user="u2", replica=1, policy="off", periods=[
        PeriodResult(period=0, overall=[_o(1, 0, 'say "hi",\nok')], diagnosis=[_d(1, diet="omnivore", budget="low")]),
    ])
    return Run(manifest=RunManifest(name="demo"), blueprints=[_bp("u1", with_q3), _bp("u2", with_q3)],
               episodes=[u1, u2])


Q0 = ("What should I cook?", ["Tofu", "Chicken"])
Q1 = ("Where should I shop?", ["vegan-low shop", "vegan-high shop", "omnivore-low shop", "omnivore-high shop"])
Q2 = ("How much?", ["H", "L1", "L2"])
Q3 = ("Vegan only?", ["V"])


def _row(user, replica, policy, period, q, qa, correct_choice, chosen, correct, json_error, diagnosis, key, raw):
    return {"run": "demo", "agent": "a", "policy": policy, "replica": replica, "user": user, "period": period,
            "question": q, "question_text": qa[0], "choices": qa[1], "correct_choice": correct_choice,
            "chosen_choice": chosen, "correct": correct, "random": RANDOM[(q, period)], "json_error": json_error,
            "diagnosis": diagnosis, "cassette_key": key, "raw": raw}


# a random choice's expected score per (question, period), by hand: q0 has one choice per diet (1/2), q1
# one per (diet, budget) (1/4); q2 holds "low" twice (2/3 while budget is low, p0-p1; 1/3 at p2); q3 has
# only "vegan" (1 while the diet is vegan, p0; 0 after)
RANDOM = {(0, 0): 1 / 2, (0, 1): 1 / 2, (0, 2): 1 / 2, (1, 0): 1 / 4, (1, 1): 1 / 4, (1, 2): 1 / 4,
          (2, 0): 2 / 3, (3, 1): 0.0}


EXPECTED = [
    _row("u1", 0, "on", 0, 0, Q0, 0, 0, True, False, "correct", "k00", "r00"),
    _row("u1", 0, "on", 0, 1, Q1, 0, 1, False, True, "utilization", None, "r01"),
    _row("u1", 0, "on", 0, 2, Q2, 1, 2, True, False, None, None, "r02"),
    _row("u1", 0, "on", 1, 0, Q0, 1, 1, True, False, "correct", None, "r10"),
    _row("u1", 0, "on", 1, 1, Q1, 2, 0, False, False, "write", "k11", "r11"),
    _row("u1", 0, "on", 1, 3, Q3, None, 0, False, False, None, None, "r13"),
    _row("u1", 0, "on", 2, 0, Q0, 1, 0, False, False, "read", None, "r20"),
    _row("u1", 0, "on", 2, 1, Q1, 3, 3, True, False, None, None, "r21"),
    # u2 answers right although its diagnosis reads diet wrong: the outcome is correct
    _row("u2", 1, "off", 0, 1, Q1, 0, 0, True, False, "correct", None, 'say "hi",\nok'),
]


def test_answer_rows_by_hand():
    assert list(export.answer_rows(_run())) == EXPECTED
    assert list(EXPECTED[0]) == list(export.ANSWER_COLUMNS)


def test_diagnoses_by_hand():
    run = _run()
    assert export._diagnoses(run, run.episodes[0]) == {
        (0, 0): "correct", (0, 1): "utilization", (1, 0): "correct", (1, 1): "write", (2, 0): "read"}
    wrong = EpisodeResult(agent="a", user="u2", periods=[
        PeriodResult(period=0, overall=[_o(1, 3, "x")], diagnosis=[_d(1, diet="omnivore", budget="low")])])
    assert export._diagnoses(run, wrong) == {(0, 1): "write"}
    assert export._diagnoses(run, EpisodeResult(agent="a", user="u2", periods=[])) == {}
    # a diagnosis answer without an overall answer to the same question is not a cell: no outcome
    lone = EpisodeResult(agent="a", user="u2", periods=[
        PeriodResult(period=0, overall=[_o(0, 0, "x")], diagnosis=[_d(1, diet="omnivore", budget="low")])])
    assert export._diagnoses(run, lone) == {}


def test_answer_key_prefers_key_then_cassette_key_then_call_key():
    ns = SimpleNamespace
    assert export._answer_key(ns(key="k", cassette_key="c", call_key="x")) == "k"
    assert export._answer_key(ns(key="", cassette_key="c", call_key="x")) == "c"
    assert export._answer_key(ns(cassette_key=None, call_key="x")) == "x"
    assert export._answer_key(ns(key=7, call_key="")) is None
    assert export._answer_key(ns()) is None


CSV_HEAD = ('"run","agent","policy","replica","user","period","question","question_text","choices","correct_choice",'
            '"chosen_choice","correct","random","json_error","diagnosis","cassette_key","raw"\n')


def test_csv_bytes_by_hand():
    """Text cells quoted, numbers and booleans bare (QUOTE_NONNUMERIC; tests/unit/scoring/test_export_csv_injection.py says why)."""
    rows = [EXPECTED[0], EXPECTED[5], EXPECTED[8]]
    assert export.to_csv(rows) == (
        CSV_HEAD
        + '"demo","a","on",0,"u1",0,0,"What should I cook?","[""Tofu"", ""Chicken""]",0,0,True,0.5,False,"correct",'
          '"k00","r00"\n'
        + '"demo","a","on",0,"u1",1,3,"Vegan only?","[""V""]","",0,False,0.0,False,"","","r13"\n'
        + '"demo","a","off",1,"u2",0,1,"Where should I shop?","[""vegan-low shop"", ""vegan-high shop"", '
          '""omnivore-low shop"", ""omnivore-high shop""]",0,0,True,0.25,False,"correct","","say ""hi"",\nok"\n'
    ).encode()
    assert export.to_csv([]) == CSV_HEAD.encode()
    assert export.to_csv([{**EXPECTED[0], "raw": "é", "choices": ["ü"]}]).endswith(
        '"[""ü""]",0,0,True,0.5,False,"correct","k00","é"\n'.encode())
    assert export._csv_cell(None) == "" and export._csv_cell(["é"]) == '["é"]' and export._csv_cell(0) == 0
    assert export._csv_cell(False) is False


def test_jsonl_bytes_by_hand():
    row = {**EXPECTED[5], "raw": "é"}
    line = ('{"run":"demo","agent":"a","policy":"on","replica":0,"user":"u1","period":1,"question":3,'
            '"question_text":"Vegan only?","choices":["V"],"correct_choice":null,"chosen_choice":0,"correct":false,'
            '"random":0.0,"json_error":false,"diagnosis":null,"cassette_key":null,"raw":"é"}')
    assert export.to_jsonl([row]) == (line + "\n").encode()
    assert export.to_jsonl([row, row], export.ANSWER_COLUMNS) == (line + "\n" + line + "\n").encode()
    assert export.to_jsonl([{"b": 1, "a": 2}], ["a"]) == b'{"a":2}\n'
    assert export.to_jsonl([{"b": 1, "a": 2}]) == b'{"b":1,"a":2}\n'
    assert export.to_jsonl([]) == b"" and export.to_jsonl([], ["a"]) == b""
    # render picks the column order for jsonl whatever order the row dict has
    shuffled = dict(reversed(list(row.items())))
    assert export.render([shuffled], "jsonl") == (line + "\n").encode()
    assert export.render([row], "csv") == export.to_csv([row])


def test_render_refuses_an_unknown_format():
    with pytest.raises(ConfigError) as e:
        export.render([], "xlsx")
    assert e.value.field == "format" and e.value.reason == "format 'xlsx': expected one of csv, jsonl, parquet"
    assert export.FORMATS == ("csv", "jsonl", "parquet")


def test_parquet_reads_back_with_the_stated_types():
    pq = pytest.importorskip("pyarrow.parquet", reason="the parquet extra is not installed")
    import io

    rows = EXPECTED
    data = export.render(rows, "parquet")
    assert data == export.to_parquet(rows)  # same rows, same bytes
    f = pq.ParquetFile(io.BytesIO(data))
    assert f.metadata.row_group(0).column(0).compression == "ZSTD"
    table = f.read()
    types = {name: str(table.schema.field(name).type) for name in table.schema.names}
    assert types == {"run": "string", "agent": "string", "policy": "string", "replica": "int64", "user": "string",
                     "period": "int64", "question": "int64", "question_text": "string", "choices": "list<element: string>",
                     "correct_choice": "int64", "chosen_choice": "int64", "correct": "bool", "random": "double", "json_error": "bool",
                     "diagnosis": "string", "cassette_key": "string", "raw": "string"}
    assert table.to_pylist() == rows


def test_parquet_types_do_not_depend_on_the_rows():
    """No rows, or a column that is None in every row (an imported run: no cassette keys, no
    diagnosis), still give the stated column types: inferring them would give no columns, or
    pyarrow's null type."""
    pq = pytest.importorskip("pyarrow.parquet", reason="the parquet extra is not installed")
    import io

    def types(rows):
        schema = pq.ParquetFile(io.BytesIO(export.to_parquet(rows))).read().schema
        return [(name, str(schema.field(name).type)) for name in schema.names]

    stated = [("run", "string"), ("agent", "string"), ("policy", "string"), ("replica", "int64"), ("user", "string"),
              ("period", "int64"), ("question", "int64"), ("question_text", "string"),
              ("choices", "list<element: string>"), ("correct_choice", "int64"), ("chosen_choice", "int64"),
              ("correct", "bool"), ("random", "double"), ("json_error", "bool"), ("diagnosis", "string"), ("cassette_key", "string"),
              ("raw", "string")]
    assert types([]) == stated
    assert types([dict(r, diagnosis=None, cassette_key=None) for r in EXPECTED]) == stated


def test_parquet_without_pyarrow_names_the_extra(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_pyarrow(name, *args, **kwargs):
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    with pytest.raises(ConfigError) as e:
        export.to_parquet(EXPECTED)
    assert e.value.field == "format" and e.value.reason == (
        "--format parquet needs pyarrow, an optional extra: pip install 'amemgym-replaykit[parquet]' "
        "(csv and jsonl need nothing extra)")


def test_run_rows_reads_each_directory_in_order_and_checks_digests(tmp_path):
    from replaykit.data.blueprint import save_blueprints
    from replaykit.data.digests import write_digests
    from replaykit.data.result import write_json

    run = _run(with_q3=False)
    expected = EXPECTED[:5] + EXPECTED[6:]
    dirs = []
    for name, eps in (("second", run.episodes[1:]), ("first", run.episodes[:1])):
        d = tmp_path / name
        write_json(d / "run.json", RunManifest(name="demo"))
        save_blueprints(run.blueprints, d / "blueprints")
        for ep in eps:
            write_json(d / "episodes" / ep.agent / f"{ep.user}.{ep.policy}.r{ep.replica}.json", ep)
        dirs.append(d)
    assert export.run_rows(dirs) == expected[7:] + expected[:7]
    assert export.run_rows([str(dirs[1])]) == expected[:7]
    write_digests(dirs[1])
    assert export.run_rows([dirs[1]]) == expected[:7]
    f = dirs[1] / "episodes" / "a" / "u1.on.r0.json"
    f.write_text(f.read_text().replace('"r00"', '"edited"'))
    from replaykit.errors import ReplaykitError

    with pytest.raises(ReplaykitError):
        export.run_rows([dirs[1]])
    assert json.loads(f.read_text())["periods"][0]["overall"][0]["raw"] == "edited"  # nothing rewritten


def test_upper_bound_rows_by_hand():
    import msgspec

    from replaykit.data.result import UpperBoundAnswer, UpperBoundResult

    def ub(q, variant, raw, choice, json_error=False, key=""):
        return UpperBoundAnswer(question=q, variant=variant, raw=raw, choice=choice, json_error=json_error, key=key)

    answers = [ub(0, ["vegan"], "a", 0, key="kub"), ub(0, ["omnivore"], "b", 0),
               ub(0, ["omnivore"], "c", 1, json_error=True),  # the last answer for a variant counts, as in the metrics
               ub(2, ["high"], "d", 0), ub(2, ["medium"], "e", 1)]  # a variant no period has: no row
    run = msgspec.structs.replace(_run(), upper_bound={"u1": UpperBoundResult(user="u1", answers=answers)},
                                  manifest=RunManifest(name="demo", agents={"a": {"type": "native"},
                                                                            "ub": {"type": "upper_bound"}}))
    rows = list(export.upper_bound_rows(run))
    # q0 is vegan at p0 (answer a), omnivore at p1 and p2 (answer c); q2's budget is high only at p2 (answer d)
    assert [(r["period"], r["question"], r["raw"], r["chosen_choice"], r["correct"], r["random"]) for r in rows] == [
        (0, 0, "a", 0, True, 1 / 2), (1, 0, "c", 1, True, 1 / 2), (2, 0, "c", 1, True, 1 / 2), (2, 2, "d", 0, True, 1 / 3)]
    assert {(r["agent"], r["policy"], r["replica"], r["user"]) for r in rows} == {("ub", "upper_bound", 0, "u1")}
    assert rows[0]["cassette_key"] == "kub" and rows[1]["json_error"] is True and rows[0]["diagnosis"] is None
    assert list(rows[0]) == list(export.ANSWER_COLUMNS)
    assert list(export.answer_rows(run)) == EXPECTED + rows  # the episodes' rows, then the upper bound's


def test_formula_safe_follows_the_owasp_rule():
    """docs/viewer-and-exports.md (OWASP, CSV injection): a text starting with =, +, -, @, a tab or a CR
    gets a leading apostrophe, whatever follows its first character; a plain number is left alone.
    Every expected value is written out by hand."""
    for text in ("=1+2", "=HYPERLINK(\"http://x\")", "+A1", "-2+3", "@SUM(A1)", "\tx", "\r=1", "=", "-", "+-1", "-1-"):
        assert export.formula_safe(text) == "'" + text, text
    for text in ("-0.5", "+3", "-1e-3", "-.5", "1+2", "a=b", " =1", "", "x", "'=1"):
        assert export.formula_safe(text) == text, text
    # in a CSV file, the apostrophe is inside the quoted cell; the jsonl row keeps the exact text
    row = {**EXPECTED[5], "question_text": "=1+2", "raw": "-1e-3"}
    assert export.to_csv([row]) == (CSV_HEAD + '"demo","a","on",0,"u1",1,3,"\'=1+2","[""V""]","",0,False,0.0,False,'
                                               '"","","-1e-3"\n').encode()
    assert b'"question_text":"=1+2"' in export.to_jsonl([row])


def _run_dir(d, run: Run, manifest: RunManifest, episodes) -> None:
    from replaykit.data.blueprint import save_blueprints
    from replaykit.data.result import write_json

    write_json(d / "run.json", manifest)
    save_blueprints(run.blueprints, d / "blueprints")
    for ep in episodes:
        write_json(d / "episodes" / ep.agent / f"{ep.user}.{ep.policy}.r{ep.replica}.json", ep)


def test_run_rows_reports_what_a_partial_run_lacks_and_each_unchecked_run(tmp_path):
    """``missing`` gets ``RUN_DIR: AGENT: N of M episodes (U users x R replica)`` per agent short of its
    episodes (docs/viewer-and-exports.md: a partial run is exported with that line), ``notes`` one line per
    run without digests.json (exported with a note saying its results are unchecked), none for a checked run."""
    from replaykit.data.digests import write_digests

    run = _run(with_q3=False)
    partial, imported, checked = tmp_path / "partial", tmp_path / "imported", tmp_path / "checked"
    # agent "a" planned over both users, one replica: the partial run holds u1's episode only (1 of 2)
    _run_dir(partial, run, RunManifest(name="demo", agents={"a": {"type": "native"}}), run.episodes[:1])
    _run_dir(imported, run, RunManifest(name="demo", source="import amemgym"), run.episodes[:1])
    _run_dir(checked, run, RunManifest(name="demo"), run.episodes[:1])
    write_digests(checked)
    missing: list[str] = []
    notes: list[str] = []
    rows = export.run_rows([partial, imported, checked], missing, notes)
    assert rows == (EXPECTED[:5] + EXPECTED[6:8]) * 3
    assert missing == [f"{partial}: a: 1 of 2 episodes (2 users x 1 replica)"]
    assert notes == [
        f"{partial}: no digests.json (an unfinished run): its results so far are used unchecked; finish it by "
        "rerunning the same `replaykit run` command",
        f"{imported}: an imported run (import amemgym) has no digests.json: its results are used as imported, unchecked",
    ]
    assert export.run_rows([checked], missing, notes) == EXPECTED[:5] + EXPECTED[6:8]
    assert len(missing) == 1 and len(notes) == 2  # a complete, checked run adds nothing


def test_upper_bound_rows_every_column_by_hand():
    """Every column of the upper bound's rows, worked out by hand from _bp's states: p0 (vegan, low),
    p1 (omnivore, low), p2 (omnivore, high). Only u2, the second user, has upper-bound answers; run.json
    names no upper_bound agent (an imported run), so the rows carry the upper-bound agent's default
    name "upper-bound" (configs/agents/upper-bound.json)."""
    import msgspec

    from replaykit.data.result import UpperBoundAnswer, UpperBoundResult
    from replaykit.errors import ResultError

    def ub(q, variant, raw, choice):
        return UpperBoundAnswer(question=q, variant=variant, raw=raw, choice=choice, json_error=False)

    answers = [ub(0, ["vegan"], "x0", 1),  # p0 only; Chicken (omnivore) is wrong
               ub(1, ["omnivore", "low"], "x1", 2),  # p1 only; omnivore-low shop, right
               ub(2, ["low"], "x2", 1),  # p0 and p1; L1, the first "low", right
               ub(3, ["omnivore"], "x3", 0)]  # p1 and p2; q3 has no omnivore choice: V is wrong, no correct_choice
    run = msgspec.structs.replace(_run(), upper_bound={"u2": UpperBoundResult(user="u2", answers=answers)},
                                  manifest=RunManifest(name="demo", agents={"a": {"type": "native"}}))

    def row(period, q, qa, correct_choice, chosen, correct, random, raw):
        return {"run": "demo", "agent": "upper-bound", "policy": "upper_bound", "replica": 0, "user": "u2",
                "period": period, "question": q, "question_text": qa[0], "choices": qa[1],
                "correct_choice": correct_choice, "chosen_choice": chosen, "correct": correct, "random": random,
                "json_error": False, "diagnosis": None, "cassette_key": None, "raw": raw}

    assert list(export.upper_bound_rows(run)) == [
        row(0, 0, Q0, 0, 1, False, 1 / 2, "x0"), row(0, 2, Q2, 1, 1, True, 2 / 3, "x2"),
        row(1, 1, Q1, 2, 2, True, 1 / 4, "x1"), row(1, 2, Q2, 1, 1, True, 2 / 3, "x2"),
        row(1, 3, Q3, None, 0, False, 0.0, "x3"),
        row(2, 3, Q3, None, 0, False, 0.0, "x3"),
    ]
    # a choice index one past the last choice is refused with the user, question and choice count
    bad = msgspec.structs.replace(run, upper_bound={"u2": UpperBoundResult(user="u2", answers=[ub(0, ["vegan"], "y", 2)])})
    with pytest.raises(ResultError) as e:
        list(export.upper_bound_rows(bad))
    assert e.value.reason == "upper bound of user u2, question 0: choice 2 is out of range (2 choices)"
