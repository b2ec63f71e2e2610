"""replaykit.scoring.importer on a synthetic run in the reference output format (no fixture)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.data.blueprint import export_reference, save_blueprints
from replaykit.data.result import (
    episode_path,
    load_run,
    trace_path,
    upper_bound_path,
    write_json,
)
from replaykit.errors import ResultError
from replaykit.scoring.answer import fallback_choice
from replaykit.scoring.importer import import_amemgym
from replaykit.scoring.metrics import score_run
from tests.unit.scoring.test_metrics_world import make_world


def _fence(n) -> str:
    return '```json\n{\n    "answer": ' + str(n) + "\n}\n```"


def write_reference(root: Path, seed: int = 0, n_users: int = 3):
    """A world written the way the reference code writes it. Returns (data.json, run dir,
    ub dir, blueprints, episodes)."""
    bps, eps, ub = make_world(seed, n_users=n_users)
    data = root / "data.json"
    data.write_bytes(export_reference(bps))
    rdir = root / "out" / "native"
    for bp, ep in zip(bps, eps):
        udir = rdir / bp.id
        (udir / "interactions").mkdir(parents=True)
        overall, diag = [], []
        for pr in ep.periods:
            p = pr.period
            orow, drow = [], []
            for a, d in zip(pr.overall, pr.diagnosis):
                qa = bp.qas[a.question]
                gold = bp.correct_choices(p, a.question)[0]
                raw = "I cannot tell" if a.json_error else _fence(a.choice + 1)
                orow.append({"query": qa.query, "answer": gold, "answer_state": qa.answer_choices[gold].state,
                             "raw_response": raw, "response": a.choice + 1, "json_error": a.json_error,
                             "scores": {"accuracy": 0.0}})
                obj = {v: val for v, val in d.values.items() if val is not None}
                draw = "nothing" if d.json_error else "```json\n" + json.dumps(obj) + "\n```"
                drow.append({"query": "schema...", "raw_response": draw, "results": [
                    {"info_type": v, "answer_state": bp.periods[p].state[v]} for v in qa.required_info]})
            overall.append(orow)
            diag.append(drow)
            sess = bp.periods[p].sessions[0]
            sessions = [[{"role": "user", "content": f"[Current Time: {sess.session_time}]\n{sess.query}"},
                         {"role": "assistant", "content": f"reply {p}"}]]
            (udir / "interactions" / f"period_{p:02d}.json").write_text(json.dumps(sessions))
        (udir / "overall_results.json").write_text(json.dumps(overall))
        (udir / "diagnosis_results.json").write_text(json.dumps(diag))
        (udir / "agent_config.json").write_text(json.dumps(
            {"type": "native", "name": "x", "llm_config": {"api_key": "sk-secret", "llm_model": "m"}}))
    ubdir = root / "out" / "ub"
    ubdir.mkdir(parents=True)
    ub_res = []
    for bp in reversed(bps):  # a different user order than data.json
        users = []
        for q, qa in enumerate(bp.qas):
            row = []
            for a in [a for a in ub[bp.id].answers if a.question == q]:
                ci = next(i for i, c in enumerate(qa.answer_choices) if c.state == a.variant)
                row.append({"query": qa.query, "answer": ci + 1, "answer_state": a.variant,
                            "answer_choice": qa.answer_choices[ci].answer, "raw_response": '{"answer": %d}' % (a.choice + 1),
                            "response": a.choice + 1, "json_error": False})
            users.append(row)
        ub_res.append(users)
    (ubdir / "utilization_results.json").write_text(json.dumps(ub_res))
    return data, rdir, ubdir, bps, eps, ub


def test_import_reproduces_the_answers(tmp_path):
    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path)
    out = tmp_path / "run"
    summary = import_amemgym(data, {"native": rdir}, out, ubdir, seed=3)
    assert summary.agents == {"native": 3} and summary.upper_bound_users == 3
    run = load_run(out)
    assert [bp.id for bp in run.blueprints] == [bp.id for bp in bps]
    by_user = {e.user: e for e in run.episodes}
    n_err = 0
    for ep in eps:
        got = by_user[ep.user]
        for pr, gpr in zip(ep.periods, got.periods):
            for a, g in zip(pr.overall, gpr.overall):
                assert g.json_error == a.json_error
                if a.json_error:
                    n_err += 1
                    n = len(bps[int(ep.user[1:])].qas[a.question].answer_choices)
                    assert g.choice == fallback_choice(3, ep.user, pr.period, a.question, n)
                else:
                    assert g.choice == a.choice  # the reference's 1-based response made 0-based
            for d, g in zip(pr.diagnosis, gpr.diagnosis):
                assert g.json_error == (d.json_error or any(v is None for v in d.values.values()))
                if not d.json_error:
                    assert g.values == d.values
    assert summary.json_errors["native"] == n_err
    for bp in bps:
        assert {(a.question, tuple(a.variant), a.choice) for a in run.upper_bound[bp.id].answers} == \
            {(a.question, tuple(a.variant), a.choice) for a in ub[bp.id].answers}
    assert trace_path(out, "native", "u0").is_file()
    text = (out / "run.json").read_text()
    assert "sk-secret" not in text and "api_key" not in text and '"llm_model": "m"' in text
    assert str(tmp_path) not in text


def test_import_is_deterministic(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path)
    a, b = tmp_path / "a", tmp_path / "b"
    import_amemgym(data, {"native": rdir}, a, ubdir)
    import_amemgym(data, {"native": rdir}, b, ubdir)
    fa = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    fb = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    assert fa == fb
    for f in fa:
        if f.name != "run.json":  # run.json carries the run name = folder name
            assert (a / f).read_bytes() == (b / f).read_bytes(), f


def test_scores_from_import_equal_scores_from_our_own_format(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path, seed=11)
    imported = tmp_path / "imported"
    import_amemgym(data, {"native": rdir}, imported, ubdir)
    run = load_run(imported)
    own = tmp_path / "own"
    save_blueprints(run.blueprints, own / "blueprints")
    for ep in run.episodes:
        write_json(episode_path(own, ep.agent, ep.user, ep.replica), ep)
    for uid, r in run.upper_bound.items():
        write_json(upper_bound_path(own, uid), r)
    write_json(own / "run.json", run.manifest)
    assert score_run(load_run(own)) == score_run(run)


def test_scores_from_import_equal_direct_scores(tmp_path):
    """The imported run scores the same as the original world built in memory."""
    from replaykit.scoring.metrics import build_matrices, score

    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, seed=12)
    import_amemgym(data, {"native": rdir}, tmp_path / "run", ubdir)
    got = score_run(load_run(tmp_path / "run"))["agents"]["native"]
    # the world's json_error answers were written as unparseable: score the fallback instead
    from replaykit.data.result import EpisodeResult, OverallAnswer, PeriodResult

    fixed = []
    for ep in eps:
        bp = next(b for b in bps if b.id == ep.user)
        fixed.append(EpisodeResult(agent=ep.agent, user=ep.user, periods=[PeriodResult(
            period=pr.period, diagnosis=pr.diagnosis, overall=[OverallAnswer(
                question=a.question, raw="", json_error=a.json_error,
                choice=fallback_choice(0, ep.user, pr.period, a.question, len(bp.qas[a.question].answer_choices))
                if a.json_error else a.choice) for a in pr.overall]) for pr in ep.periods]))
    want = score(build_matrices(bps, fixed, ub))
    for k in ("overall", "upper_bound", "random", "memory", "memory_pooled", "json_error_rate"):
        assert got[k] == pytest.approx(want[k]), k


# -- errors name the file and the field ---------------------------------------------------


def test_error_wrong_query_names_file_and_field(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path)
    f = rdir / "u1" / "overall_results.json"
    rows = json.loads(f.read_text())
    rows[1][0]["query"] = "something else"
    f.write_text(json.dumps(rows))
    with pytest.raises(ResultError) as e:
        import_amemgym(data, {"native": rdir}, tmp_path / "run")
    assert str(f) in str(e.value) and "[1][0].query" in str(e.value)


def test_error_missing_field_names_file_and_path(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path)
    f = rdir / "u0" / "overall_results.json"
    rows = json.loads(f.read_text())
    del rows[0][1]["raw_response"]
    f.write_text(json.dumps(rows))
    with pytest.raises(ResultError) as e:
        import_amemgym(data, {"native": rdir}, tmp_path / "run")
    assert str(f) in str(e.value) and "raw_response" in str(e.value) and "$[0][1]" in str(e.value)


def test_error_bad_json_and_missing_folder(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path)
    (rdir / "u2" / "diagnosis_results.json").write_text("[[not json")
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {"native": rdir}, tmp_path / "run")
    assert info.value.file == str(rdir / "u2" / "diagnosis_results.json") and info.value.reason.startswith("not valid JSON")
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {"native": tmp_path / "nope"}, tmp_path / "run")
    assert info.value.file == str(tmp_path / "nope") and info.value.reason.startswith("not a directory")
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {"native": ubdir}, tmp_path / "run")
    assert info.value.file == str(ubdir) and info.value.reason.startswith("no <user-id>/overall_results.json")


def test_error_state_mismatch_means_wrong_data_json(tmp_path):
    data, rdir, ubdir, bps, *_ = write_reference(tmp_path)
    f = rdir / "u0" / "overall_results.json"
    rows = json.loads(f.read_text())
    rows[0][0]["answer_state"] = ["not-a-state"] * len(rows[0][0]["answer_state"])
    f.write_text(json.dumps(rows))
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {"native": rdir}, tmp_path / "run")
    assert (info.value.file, info.value.field) == (str(f), "[0][0].answer_state")


def test_error_trace_not_from_this_data_json(tmp_path):
    data, rdir, *_ = write_reference(tmp_path)
    f = rdir / "u1" / "interactions" / "period_00.json"
    sessions = json.loads(f.read_text())
    sessions[0][0]["content"] = "[Current Time: 1999-01-01]\nsomething else"
    f.write_text(json.dumps(sessions))
    with pytest.raises(ResultError) as e:
        import_amemgym(data, {"native": rdir}, tmp_path / "run")
    assert str(f) in str(e.value) and "[0][0].content" in str(e.value)


def test_imported_trace_holds_the_sessions(tmp_path):
    data, rdir, ubdir, bps, *_ = write_reference(tmp_path)
    import_amemgym(data, {"native": rdir}, tmp_path / "run")
    from replaykit.data.result import Trace, read_json

    tr = read_json(trace_path(tmp_path / "run", "native", "u0"), Trace)
    assert len(tr.periods) == len(bps[0].periods)
    assert [m.role for m in tr.periods[0][0]] == ["user", "assistant"]
    assert tr.periods[0][0][1].content == "reply 0"


def test_error_upper_bound_user_not_in_data(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path)
    f = ubdir / "utilization_results.json"
    res = json.loads(f.read_text())
    res[0][0][0]["answer_choice"] = "edited"
    f.write_text(json.dumps(res))
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {}, tmp_path / "run", ubdir)
    assert info.value.file == str(f) and info.value.reason.startswith("user index 0 matches 0 users")


def test_cli_import_and_score(tmp_path):
    data, rdir, ubdir, *_ = write_reference(tmp_path, seed=4)
    out = tmp_path / "run"
    r = CliRunner().invoke(cli, ["import", "amemgym", "--data", str(data), "--run", f"native={rdir}",
                                 "--upper-bound", str(ubdir), "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "native: 3 users" in r.output
    r = CliRunner().invoke(cli, ["score", str(out), "--json"])
    assert r.exit_code == 0, r.output
    rep = json.loads(r.output)
    assert set(rep["agents"]) == {"native"}
    assert rep == score_run(load_run(out))
    r = CliRunner().invoke(cli, ["score", str(out)])
    assert r.exit_code == 0 and r.output.splitlines()[0].split()[:4] == ["agent", "policy", "reps", "overall"]
    r = CliRunner().invoke(cli, ["import", "amemgym", "--data", str(data), "--run", "native", "--out", str(out)])
    assert r.exit_code != 0 and "NAME=RUN_DIR" in str(r.exception)


def test_import_decodes_replies_as_the_reference_does(tmp_path):
    """Hand-made replies, each with the outcome the reference code gives it (eval/overall.py,
    eval/diagnosis.py, eval/upperbound.py: parse_json, then choices[answer - 1])."""
    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, n_users=1)
    bp = bps[0]
    udir = rdir / bp.id
    cases = [  # (raw reply given n choices, the 0-based choice the reference picks, or None for its json_error)
        (lambda n: '{"answer": 0}', lambda n: n - 1),  # 0 wraps to the last choice, no error
        (lambda n: '```json\n{"answer": -1}\n```', lambda n: n - 2),  # so do small negatives
        (lambda n: 'text {"answer": 2}', lambda n: None),  # text around a bare object: json.loads fails
        (lambda n: '```json\n{"answer": 2}\n``` then {"answer": 1}', lambda n: 1),  # the fenced block wins
        (lambda n: '{"answer": "2"}', lambda n: None),  # a string: TypeError
        (lambda n: '{"answer": %d}' % (n + 1), lambda n: None),  # past the end: IndexError
        (lambda n: '{"answer": true}', lambda n: 0),  # True - 1 == 0: the first choice, no error
    ]
    overall = json.loads((udir / "overall_results.json").read_text())
    diag = json.loads((udir / "diagnosis_results.json").read_text())
    cells = [(p, q) for p in range(len(overall)) for q in range(len(overall[p]))]
    assert len(cells) >= len(cases) + 3
    for (raw, _), (p, q) in zip(cases, cells):
        overall[p][q]["raw_response"] = raw(len(bp.qas[q].answer_choices))
    (udir / "overall_results.json").write_text(json.dumps(overall))
    diag_cases = [  # (raw reply given each variable's first value, values read, json_error)
        (lambda obj: "```json\n" + json.dumps(obj) + "\n```", True, False),
        (lambda obj: "Sure: " + json.dumps(obj), False, True),  # no fence, not JSON: {} for the reference
        (lambda obj: json.dumps(list(obj.values())), False, True),  # not an object: {}
    ]
    first_values = {v: bp.state_schema[v][0] for v in bp.state_schema}
    for (raw, _, _), (p, q) in zip(diag_cases, cells):
        diag[p][q]["raw_response"] = raw({v: first_values[v] for v in bp.qas[q].required_info})
    (udir / "diagnosis_results.json").write_text(json.dumps(diag))
    ub_res = json.loads((ubdir / "utilization_results.json").read_text())
    ub_res[0][0][0]["raw_response"] = '{"answer": 0}'
    ub_res[0][0][1]["raw_response"] = "choice 1"
    (ubdir / "utilization_results.json").write_text(json.dumps(ub_res))

    run = load_run(import_amemgym(data, {"native": rdir}, tmp_path / "run", ubdir).out)
    (ep,) = run.episodes
    for (raw, want), (p, q) in zip(cases, cells):
        n = len(bp.qas[q].answer_choices)
        a = ep.periods[p].overall[q]
        assert (None if a.json_error else a.choice) == want(n), raw(n)
        if want(n) is None:
            assert a.choice == fallback_choice(0, bp.id, p, q, n)
    for (raw, read, err), (p, q) in zip(diag_cases, cells):
        d = ep.periods[p].diagnosis[q]
        want = {v: first_values[v] if read else None for v in bp.qas[q].required_info}
        assert (d.values, d.json_error) == (want, err), raw(want)
    n = len(bp.qas[0].answer_choices)
    first = [a for a in run.upper_bound[bp.id].answers if a.question == 0]
    assert (first[0].choice, first[0].json_error) == (n - 1, False)
    assert first[1].json_error and first[1].choice == fallback_choice(0, bp.id, 1, 0, n, salt="upper_bound")


def _cassette_ready(udir: Path, bp, config: dict | None = None) -> None:
    """What a native run's cassette needs beyond write_reference: an llm_config with a base_url and
    each period's msg_history.json (the whole conversation so far, as the reference saves it)."""
    (udir / "agent_config.json").write_text(json.dumps(config or {"type": "native", "llm_config": {
        "base_url": "http://localhost:8000/v1", "llm_model": "m", "temperature": 0, "max_tokens": 77,
        "max_history_msgs": 2}}))
    history = []
    for p in range(len(bp.periods)):
        history += json.loads((udir / "interactions" / f"period_{p:02d}.json").read_text())[0]
        (udir / "agent_states" / f"period_{p:02d}").mkdir(parents=True, exist_ok=True)
        (udir / "agent_states" / f"period_{p:02d}" / "msg_history.json").write_text(json.dumps(history))


def test_cassette_keys_the_requests_the_reference_sent(tmp_path):
    """import amemgym --cassette on a native run: each entry's body is the one built here by hand from
    the reference's rules (msg_history cut to max_history_msgs, then the overall prompt or the saved
    diagnosis prompt; the llm_config's model, temperature and max_tokens; the base_url's path)."""
    from replaykit.recording.store import CassetteStore

    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, n_users=1)
    bp = bps[0]
    udir = rdir / bp.id
    with pytest.raises(ResultError) as info:  # no base_url: the key's path is unknown
        import_amemgym(data, {"native": rdir}, tmp_path / "r0", cassette=tmp_path / "c0.rkc")
    assert info.value.field == "llm_config.base_url" and info.value.file == str(udir / "agent_config.json")
    _cassette_ready(udir, bp)
    summary = import_amemgym(data, {"native": rdir}, tmp_path / "run", cassette=tmp_path / "c.rkc")
    overall = json.loads((udir / "overall_results.json").read_text())
    diag = json.loads((udir / "diagnosis_results.json").read_text())
    n_q = len(bp.qas)
    assert summary.cassette.calls == 2 * n_q * len(overall) and summary.cassette.reconstructed == 0
    with CassetteStore.open(tmp_path / "c.rkc") as store:
        stored = {json.dumps(json.loads(e.request.body), sort_keys=True): e for e in map(store.get, store.keys())}
    last = json.loads((udir / "interactions" / f"period_{len(overall) - 1:02d}.json").read_text())[0]
    qa = bp.qas[0]
    prompt = (f"{qa.query}\n\nPlease select the most suitable answer for my current situation from the following "
              "options:\n(considering my current relevant preferences and state information)\n\n"
              + "\n".join(f"{i + 1}: {c.answer}" for i, c in enumerate(qa.answer_choices))
              + '\n\nExpress your choice with a number and output in the following JSON format:\n```json\n{\n'
                '    "answer": int\n}\n```\nOnly keep the JSON format output, do not include any other content.\n')
    want = {"model": "m", "temperature": 0.0, "max_tokens": 77, "messages": [*last, {"role": "user", "content": prompt}]}
    e = stored[json.dumps(want, sort_keys=True)]
    assert e.request.path == "/v1/chat/completions" and e.request.occurrence == 0
    assert json.loads(e.response.body)["choices"][0]["message"]["content"] == overall[-1][0]["raw_response"]
    want_d = {**want, "messages": [*last, {"role": "user", "content": diag[-1][0]["query"]}]}
    assert json.dumps(want_d, sort_keys=True) in stored
    before = (tmp_path / "c.rkc").read_bytes()
    with pytest.raises(ResultError) as info:  # never over an existing cassette: refused before anything is written
        import_amemgym(data, {"native": rdir}, tmp_path / "run2", cassette=tmp_path / "c.rkc")
    assert (info.value.file, info.value.reason) == (
        str(tmp_path / "c.rkc"), "exists; import into a new cassette (nothing was written)")
    assert not (tmp_path / "run2").exists() and (tmp_path / "c.rkc").read_bytes() == before


def test_cassette_scopes_each_agent_apart(tmp_path):
    """The same reference run imported under two agent names: every request of the second agent is one
    the first sent, first of its kind within its own (agent, user) scope, so it gets the same key and the
    two share each entry (the occurrence index counts identical requests within a scope, docs/cassettes.md); the calls count
    both. 2 calls (overall, diagnosis) per question and answered period."""
    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, n_users=1)
    bp = bps[0]
    _cassette_ready(rdir / bp.id, bp)
    n_periods = len(json.loads((rdir / bp.id / "overall_results.json").read_text()))
    one = 2 * len(bp.qas) * n_periods
    summary = import_amemgym(data, {"n1": rdir, "n2": rdir}, tmp_path / "run", cassette=tmp_path / "c.rkc")
    assert (summary.cassette.calls, summary.cassette.entries) == (2 * one, one)


def test_cassette_refuses_an_agent_config_without_a_type(tmp_path):
    """A reference agent config with no "type": its kind is empty, which is neither native nor awi, and
    the error names the config file and its type field."""
    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, n_users=1)
    bp = bps[0]
    _cassette_ready(rdir / bp.id, bp, {"llm_config": {"base_url": "http://localhost:8000/v1", "llm_model": "m"}})
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {"native": rdir}, tmp_path / "run", cassette=tmp_path / "c.rkc")
    assert info.value.reason == "agent type '': the cassette can rebuild the requests of native and awi only"
    assert (info.value.file, info.value.field) == (str(rdir / bp.id / "agent_config.json"), "type")
    assert not (tmp_path / "run").exists() and not (tmp_path / "c.rkc").exists()


def test_cassette_holds_the_upper_bound_calls(tmp_path):
    """With --upper-bound, the cassette holds one call per (question, answer choice) of each upper-bound
    user (eval/upperbound.py), answered with the raw_response of utilization_results.json, in the model
    of --upper-bound-config; without that config the import is refused before anything is written."""
    from replaykit.recording.store import CassetteStore

    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, n_users=1)
    bp = bps[0]
    _cassette_ready(rdir / bp.id, bp)
    with pytest.raises(ResultError) as info:
        import_amemgym(data, {"native": rdir}, tmp_path / "r0", ubdir, cassette=tmp_path / "c0.rkc")
    assert info.value.reason == (
        "import amemgym --cassette with --upper-bound needs --upper-bound-config: the reference agent config whose "
        "llm_config the upper bound ran with (eval/upperbound.py --agent_config; its model and max_tokens enter "
        "every request)")
    assert not (tmp_path / "r0").exists() and not (tmp_path / "c0.rkc").exists()
    cfg = tmp_path / "ub-config.json"
    with pytest.raises(ResultError) as info:  # a config file that is not there is named, and what it should be
        import_amemgym(data, {"native": rdir}, tmp_path / "r0", ubdir, cassette=tmp_path / "c0.rkc",
                       upper_bound_config=cfg)
    assert (info.value.file, info.value.reason) == (
        str(cfg), "cannot read (No such file or directory); expected the reference agent config")
    assert not (tmp_path / "r0").exists() and not (tmp_path / "c0.rkc").exists()
    cfg.write_text(json.dumps({"type": "native", "llm_config": {"base_url": "http://localhost:8000/v1",
                                                                "llm_model": "ub-model", "max_tokens": 5}}))
    summary = import_amemgym(data, {"native": rdir}, tmp_path / "run", ubdir, cassette=tmp_path / "c.rkc",
                             upper_bound_config=cfg)
    n_periods = len(json.loads((rdir / bp.id / "overall_results.json").read_text()))
    n_ub = sum(len(qa.answer_choices) for qa in bp.qas)
    assert summary.upper_bound_users == 1 and summary.cassette.calls == 2 * len(bp.qas) * n_periods + n_ub
    ub_replies = [e["raw_response"] for qr in json.loads((ubdir / "utilization_results.json").read_text())[0]
                  for e in qr]
    with CassetteStore.open(tmp_path / "c.rkc") as store:
        ub_entries = [e for e in map(store.get, store.keys()) if json.loads(e.request.body)["model"] == "ub-model"]
    assert len(ub_entries) == n_ub
    assert sorted(json.loads(e.response.body)["choices"][0]["message"]["content"] for e in ub_entries) == sorted(ub_replies)
