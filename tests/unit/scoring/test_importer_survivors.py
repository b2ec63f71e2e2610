"""Tests written against mutants of replaykit/scoring/importer.py that survived the rest of the suite
(`make mutation`, docs/mutation-survivors.md). Every expected value is worked out by hand,
never taken from the code under test."""

from __future__ import annotations

import json

import pytest


def _import_error(data, runs, out, ub=None):
    from replaykit.errors import ResultError
    from replaykit.scoring.importer import import_amemgym

    with pytest.raises(ResultError) as e:
        import_amemgym(data, runs, out, ub)
    assert not (out / "run.json").exists()  # nothing half-written
    return e.value.file, e.value.field, e.value.reason


def _ref(tmp_path, **kw):
    from tests.unit.scoring.test_importer import write_reference

    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, **kw)
    multi = next(bp for bp in bps if len(bp.periods) >= 2)  # a user with at least two periods
    return data, rdir, ubdir, bps, multi


def _edit(f, fn, replace=False):
    """Edit a JSON file in place with ``fn``; with ``replace`` its return value is the new content."""
    doc = json.loads(f.read_text())
    out = fn(doc)
    f.write_text(json.dumps(out if replace else doc))


def test_importer_refuses_overall_results_that_do_not_fit(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = rdir / bp.id / "overall_results.json"
    orig = f.read_text()
    n_p, n_q = len(bp.periods), len(bp.qas)
    out = tmp_path / "run"
    _edit(f, lambda d: d + [d[0]], replace=True)
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        f"{n_p + 1} periods, but user {bp.id} has {n_p} in data.json; pass the data.json the run was made with"))
    f.write_text(orig)
    _edit(f, lambda d: d[1].pop())
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"period 1 has {n_q - 1} answers, user {bp.id} has {n_q} questions")
    f.write_text(orig)
    _edit(f, lambda d: d[1].__setitem__(n_q - 1, None))
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"[1][{n_q - 1}] is null (the run stopped mid-period); re-run or trim the file")
    f.write_text(orig)
    _edit(f, lambda d: d.__setitem__(0, [None] * n_q))  # a null period followed by answers: not an interruption
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, "[0][0] is null (the run stopped mid-period); re-run or trim the file")
    f.write_text(orig)
    _edit(f, lambda d: d[1][0].__setitem__("query", "other"))
    assert _import_error(data, {"n": rdir}, out) == (str(f), "[1][0].query", (
        f"does not match question 0 of user {bp.id} in data.json; pass the data.json the run was made with"))
    f.write_text(orig)
    _edit(f, lambda d: d[1][0].__setitem__("answer_state", ["x"]))
    want = list(bp.variant(1, 0))
    assert _import_error(data, {"n": rdir}, out) == (str(f), "[1][0].answer_state", (
        f"['x'] differs from the state of period 1 in data.json {want}; pass the data.json the run was made with"))


def test_importer_keeps_the_complete_periods_of_an_interrupted_run(tmp_path):
    from replaykit.data.result import load_run
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    n_q = len(bp.qas)
    f = rdir / bp.id / "overall_results.json"
    _edit(f, lambda d: [d[0]] + [[None] * n_q for _ in d[1:]], replace=True)
    _edit(f, lambda d: d[0][0].__setitem__("answer_state", None))  # no answer_state: nothing to check
    _edit(rdir / bp.id / "diagnosis_results.json", lambda d: [d[0]], replace=True)
    import_amemgym(data, {"n": rdir}, tmp_path / "run")
    ep = next(e for e in load_run(tmp_path / "run").episodes if e.user == bp.id)
    assert [p.period for p in ep.periods] == [0] and len(ep.periods[0].overall) == n_q


def test_importer_refuses_diagnosis_results_that_do_not_fit(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = rdir / bp.id / "diagnosis_results.json"
    f_over = rdir / bp.id / "overall_results.json"
    orig = f.read_text()
    n_p, n_q = len(bp.periods), len(bp.qas)
    out = tmp_path / "run"
    _edit(f, lambda d: d + [d[0]], replace=True)
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, f"{n_p + 1} periods but {f_over} has {n_p}")
    f.write_text(orig)
    _edit(f, lambda d: d[1].pop())
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"period 1 has {n_q - 1} answers, user {bp.id} has {n_q} questions")
    f.write_text(orig)
    _edit(f, lambda d: d[1].__setitem__(n_q - 1, None))
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"[1][{n_q - 1}] is null (the run stopped mid-period)")
    f.write_text(orig)
    req = bp.qas[0].required_info
    _edit(f, lambda d: d[1][0]["results"].reverse() if len(req) > 1 else d[1][0]["results"].append(
        {"info_type": "extra", "answer_state": None}))
    got = list(reversed(req)) if len(req) > 1 else req + ["extra"]
    assert _import_error(data, {"n": rdir}, out) == (str(f), "[1][0].results", (
        f"info_type {got} differs from question 0's required_info {req} in data.json"))


def test_importer_refuses_traces_that_do_not_fit_and_keeps_a_partial_one(tmp_path):
    from replaykit.data.result import Trace, read_json, trace_path
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = rdir / bp.id / "interactions" / "period_01.json"
    orig = f.read_text()
    out = tmp_path / "run"
    _edit(f, lambda d: d + d, replace=True)
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        f"2 sessions, but period 1 of user {bp.id} has 1 in data.json; pass the data.json the run was made with"))
    sess = bp.periods[1].sessions[0]
    for edit in (lambda d: d[0][0].__setitem__("content", "hello"), lambda d: d[0].clear()):
        f.write_text(orig)
        _edit(f, edit)
        assert _import_error(data, {"n": rdir}, out) == (str(f), "[0][0].content", (
            f"is not the session's opening query '[Current Time: {sess.session_time}]\\n{sess.query[:60]}...' "
            "of data.json"))
    f.unlink()  # the trace stops before period 1: the periods before it are kept
    import_amemgym(data, {"n": rdir}, out)
    assert len(read_json(trace_path(out, "n", bp.id), Trace).periods) == 1
    for g in (rdir / bp.id / "interactions").glob("*.json"):
        g.unlink()
    import_amemgym(data, {"n": rdir}, tmp_path / "run2")
    assert not trace_path(tmp_path / "run2", "n", bp.id).exists()


def test_importer_run_json_summary_and_agent_config(tmp_path):
    from replaykit.data.blueprint import digest, import_reference
    from replaykit.data.result import RunManifest, read_json
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    other = tmp_path / "other"
    (other / bps[0].id).mkdir(parents=True)
    (other / bps[0].id / "overall_results.json").write_text((rdir / bps[0].id / "overall_results.json").read_text())
    cfg = rdir / bps[0].id / "agent_config.json"
    cfg.write_text(json.dumps({"name": "x", "tools": [{"API_KEY": "k", "n": 1}, [{"my_api_key": 2, "m": 3}], 4]}))
    (rdir / bps[1].id / "agent_config.json").write_text(json.dumps({"name": "second user"}))
    s = import_amemgym(data, {"zz": rdir, "aa.1": other}, tmp_path / "out", name="named", seed=5)
    assert (s.out, s.agents, s.upper_bound_users) == (str(tmp_path / "out"), {"aa.1": 1, "zz": len(bps)}, 0)
    assert s.json_errors == {"aa.1": s.json_errors["aa.1"], "zz": s.json_errors["zz"]}
    m = read_json(tmp_path / "out" / "run.json", RunManifest)
    assert (m.name, m.seed, m.replicas, m.source) == ("named", 5, 1, "import amemgym")
    assert m.blueprint_digest == digest(import_reference(data))
    # the first user's config, credentials dropped at every depth; an agent without one gets {}
    assert m.agents == {"aa.1": {}, "zz": {"name": "x", "tools": [{"n": 1}, [{"m": 3}], 4]}}
    assert import_amemgym(data, {}, tmp_path / "ub-only", ubdir).agents == {}
    assert read_json(tmp_path / "ub-only" / "run.json", RunManifest).name == "ub-only"


def test_importer_refuses_bad_arguments(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    out = tmp_path / "run"
    assert _import_error(data, {}, out) == (
        None, None, "import amemgym: nothing to import; pass --run NAME=DIR and/or --upper-bound DIR")
    for bad in ("-x", "a/b", "", ".x"):
        assert _import_error(data, {bad: rdir}, out) == (None, None, (
            f"import amemgym: agent name {bad!r} must be letters, digits, '_', '.', '-' (it names a folder)"))
    missing = tmp_path / "no-ub"
    assert _import_error(data, {}, out, missing) == (str(missing), None, (
        "cannot read (No such file or directory); expected the reference "
        "utilization_results.json (user x question x choice)"))
    f = rdir / bp.id / "overall_results.json"
    f.write_bytes(b'[["\xff"]]')
    assert _import_error(data, {"n": rdir}, out)[:2] == (str(f), None)
    f.write_text('{"a": 1}')
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        "not in the reference overall_results.json format: Expected `array`, got `object` "
        "($[i][j] is [period][question])"))


def test_importer_upper_bound_checks_and_fallback(tmp_path):
    from replaykit.data.result import UpperBoundResult, read_json, upper_bound_path
    from replaykit.scoring.answer import fallback_choice
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = ubdir / "utilization_results.json"
    orig = f.read_text()
    out = tmp_path / "run"
    _edit(f, lambda d: d[1][0].__setitem__(0, None))
    assert _import_error(data, {}, out, ubdir) == (
        str(f), None, "user index 1 has null answers (the upper-bound run was interrupted)")
    f.write_text(orig)
    _edit(f, lambda d: d.append(d[0]))
    u_first = bps[-1].id  # the file lists the users in reverse order
    assert _import_error(data, {}, out, ubdir) == (str(f), None, f"user index {len(bps)} repeats user {u_first}")
    for edit in (lambda d: d[0][0].__setitem__(0, {**d[0][0][0], "query": "edited"}),  # the first choice's query
                 lambda d: d[0].__setitem__(0, [])):
        f.write_text(orig)
        _edit(f, edit)
        assert _import_error(data, {}, out, ubdir) == (str(f), None, (
            "user index 0 matches 0 users of data.json by questions and answer choices (needs exactly 1); "
            "pass the data.json the upper bound was run with"))
    f.write_text(orig)
    _edit(f, lambda d: d[0][0][1].__setitem__("answer", 1))
    st = bps[-1].qas[0].answer_choices[1].state
    assert _import_error(data, {}, out, ubdir) == (str(f), "[0][0][1].answer/answer_state", (
        f"(1, {st}) should be choice 2 (1-based) with state {st}"))
    f.write_text(orig)
    _edit(f, lambda d: d[0][0][1].__setitem__("answer_state", ["x"]))
    assert _import_error(data, {}, out, ubdir)[1] == "[0][0][1].answer/answer_state"
    f.write_text(orig)
    _edit(f, lambda d: d[0][0][1].__setitem__("raw_response", "no idea"))
    import_amemgym(data, {}, out, ubdir, seed=9)
    u = bps[-1]
    got = read_json(upper_bound_path(out, u.id), UpperBoundResult)
    a = [x for x in got.answers if x.question == 0][1]
    n = len(u.qas[0].answer_choices)
    assert (a.json_error, a.raw, a.choice) == (True, "no idea", fallback_choice(9, u.id, 1, 0, n, salt="upper_bound"))
    assert a.variant == list(u.qas[0].answer_choices[1].state)
    assert [x.json_error for x in got.answers].count(True) == 1
    # the folder or the file itself may be given
    import_amemgym(data, {}, tmp_path / "run-file", f, seed=9)
    assert read_json(upper_bound_path(tmp_path / "run-file", u.id), UpperBoundResult) == got


def test_importer_names_the_file_kind_in_format_errors(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    out = tmp_path / "run"
    shape = "Expected `array`, got `object` ($[i][j] is [period][question])"
    for f, kind, ub in (
        (rdir / bp.id / "diagnosis_results.json", "diagnosis_results.json", None),
        (rdir / bp.id / "interactions" / "period_00.json", "interactions/period_NN.json (session -> messages)", None),
        (ubdir / "utilization_results.json", "utilization_results.json (user x question x choice)", ubdir),
    ):
        orig = f.read_text()
        f.write_text('{"a": 1}')
        runs = {} if ub else {"n": rdir}
        assert _import_error(data, runs, out, ub) == (str(f), None, f"not in the reference {kind} format: {shape}")
        f.write_text(orig)
    f = rdir / bp.id / "agent_config.json"
    f.write_text("[1]")
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        "not in the reference agent_config.json format: Expected `object`, got `array` "
        "($[i][j] is [period][question])"))
    f.write_text("{}")
    f = rdir / bp.id / "overall_results.json"
    raw = f.read_bytes()
    at = raw.index(b'"query": "') + len(b'"query": "')
    f.write_bytes(raw[:at] + b"\xff" + raw[at:])  # a byte that is not UTF-8 inside a string
    file, field, reason = _import_error(data, {"n": rdir}, out)
    # (msgspec reports the offset inside the string, not inside the file: not asserted here)
    assert (file, field) == (str(f), None) and reason.startswith("not valid JSON: the bytes at offset ")
    assert reason.endswith(" are not UTF-8 (save the file as UTF-8)")
    f.write_bytes(raw)
    empty = tmp_path / "empty"
    empty.mkdir()
    assert _import_error(data, {"n": empty}, out) == (str(empty), None, (
        f"no <user-id>/overall_results.json for any user of {data}; pass the folder that holds one sub-folder per user"))


def test_importer_episode_fields_json_error_count_and_long_queries(tmp_path):
    from replaykit.data.blueprint import BlueprintManifest
    from replaykit.data.result import load_run, read_json
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    for u in bps:  # every reply of bp unparsable, every other user's reply choice 1
        _edit(rdir / u.id / "overall_results.json", lambda d, junk=(u.id == bp.id): [
            [{**e, "raw_response": "junk" if junk else '{"answer": 1}'} for e in row] for row in d], replace=True)
    s = import_amemgym(data, {"n": rdir}, tmp_path / "run")
    assert s.json_errors == {"n": len(bp.periods) * len(bp.qas)}
    run = load_run(tmp_path / "run")
    ep = next(e for e in run.episodes if e.user == bp.id)
    assert (ep.replica, ep.policy, ep.agent) == (0, "on", "n")
    assert [len(p.diagnosis) for p in ep.periods] == [len(bp.qas)] * len(bp.periods)
    assert [p.period for p in ep.periods] == list(range(len(bp.periods)))
    assert read_json(tmp_path / "run" / "blueprints" / "manifest.json", BlueprintManifest).source == "import amemgym"
    # the opening-query error quotes the first 60 characters of a long query
    doc = json.loads(data.read_text())
    i = next(k for k, u in enumerate(doc) if u["user_profile"]["uuid"] == bp.id)
    long_query = "".join(chr(ord("a") + k % 26) for k in range(70))
    doc[i]["periods"][1]["sessions"][0]["query"] = long_query
    data.write_text(json.dumps(doc))
    f = rdir / bp.id / "interactions" / "period_01.json"
    assert _import_error(data, {"n": rdir}, tmp_path / "run2") == (str(f), "[0][0].content", (
        f"is not the session's opening query '[Current Time: {bp.periods[1].sessions[0].session_time}]\\n"
        f"{long_query[:60]}...' of data.json"))


def test_importer_upper_bound_fallbacks_are_the_salted_sha256_choice(tmp_path):
    import hashlib

    from replaykit.data.result import UpperBoundResult, read_json, upper_bound_path
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    _edit(ubdir / "utilization_results.json", lambda d: [
        [[{**e, "raw_response": "?"} for e in qr] for qr in user] for user in d], replace=True)
    import_amemgym(data, {}, tmp_path / "run", ubdir, seed=11)
    for u in bps:
        got = read_json(upper_bound_path(tmp_path / "run", u.id), UpperBoundResult)
        want = []
        for q, qa in enumerate(u.qas):
            n = len(qa.answer_choices)
            for ci in range(n):  # the given variant's choice index stands in for the period
                key = json.dumps(["upper_bound", 11, u.id, ci, q, n], separators=(",", ":"))
                want.append((q, ci, int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big") % n))
        assert [(a.question, a.variant, a.choice, a.json_error) for a in got.answers] == [
            (q, list(u.qas[q].answer_choices[ci].state), c, True) for q, ci, c in want]
