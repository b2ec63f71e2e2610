"""Import a run of the AMemGym reference code into a replaykit run directory.

Input (the reference code's own output format):

- ``data.json``: the environment data (list of users), see replaykit.data.blueprint.
- per agent, an output folder ``RUN_DIR/<user-id>/`` holding ``overall_results.json``
  (period x question: raw reply, ...), ``diagnosis_results.json`` (period x question: the
  raw state-diagnosis reply and per-variable results), ``interactions/period_NN.json``
  (session -> messages) and ``agent_config.json``;
- optionally the upper-bound folder with ``utilization_results.json`` (user x question x
  answer choice; users in the order of the data.json the upper bound was run with, which
  need not be this data.json: users are matched by their questions and answer choices).

Index conventions of the reference files (checked against the peer run): in
``overall_results.json`` the field ``answer`` is the 0-based index of the first matching
choice and ``response`` is the 1-based choice number; in ``utilization_results.json`` both
``answer`` and ``response`` are 1-based. We store 0-based choice indices everywhere.

Every raw reply is decoded as the reference decodes it, with the rules the ``reference``
answer protocol uses (replaykit.scoring.reference_answer): overall and upper-bound replies
through ``parse_json`` (a ```json fence, else the whole reply) and ``choices[answer - 1]`` (so
``0`` is the last choice with no error, and text around a bare JSON object is a json_error);
diagnosis replies as ``{}`` when they do not parse. The reference's parsed fields are only
cross-checked where they identify the question or the state. A json_error is scored on
``fallback_choice(seed, ...)`` (the reference draws from its global ``random`` stream; the
upper bound's non-decode failures, which crash the reference, are json_errors too).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Mapping

import msgspec

from replaykit._util.fs import read_regular
from replaykit.base import not_utf8
from replaykit.data.blueprint import Blueprint, Message, digest, import_reference, save_blueprints
from replaykit.data.result import (
    DiagnosisAnswer,
    EpisodeResult,
    OverallAnswer,
    PeriodResult,
    RunManifest,
    Trace,
    UpperBoundAnswer,
    UpperBoundResult,
    episode_path,
    trace_path,
    upper_bound_path,
    write_json,
)
from replaykit.errors import ResultError
from replaykit.reference import (
    CassetteCounts,
    EpisodeInput,
    run_calls,
    write_cassette,
)
from replaykit.scoring.answer import fallback_choice, parse_diagnosis
from replaykit.scoring.reference_answer import reference_choice, reference_diagnosis_object

__all__ = ["ImportSummary", "import_amemgym"]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


# -- the reference's record shapes (only the fields we read; others are ignored) ----------


class _RefOverall(msgspec.Struct):
    query: str
    raw_response: str
    answer_state: list[str] | None = None
    llm_usage_statistics: Any = None


class _RefDiagVar(msgspec.Struct):
    info_type: str
    answer_state: Any = None


class _RefDiag(msgspec.Struct):
    raw_response: str
    results: list[_RefDiagVar]
    query: str = ""


class _RefUB(msgspec.Struct):
    query: str
    answer: int
    answer_state: list[str]
    answer_choice: str
    raw_response: str
    llm_usage_statistics: Any = None


class _RefMsg(msgspec.Struct):
    role: str
    content: str


class ImportSummary(msgspec.Struct, kw_only=True):
    out: str
    agents: dict[str, int]
    """Agent name -> number of users imported."""
    upper_bound_users: int
    json_errors: dict[str, int]
    """Agent name -> overall json_errors found when re-parsing."""
    cassette: CassetteCounts | None = None
    """The cassette of the reference's calls, when one was asked for."""


def _load(path: Path, type_: Any, what: str) -> Any:
    try:
        raw = read_regular(path)
    except OSError as exc:
        raise ResultError(f"cannot read ({exc.strerror}); expected the reference {what}", file=path) from exc
    try:
        return msgspec.json.decode(raw, type=type_)
    except msgspec.ValidationError as exc:
        raise ResultError(f"not in the reference {what} format: {exc} ($[i][j] is [period][question])", file=path) from exc
    except msgspec.DecodeError as exc:
        raise ResultError(f"not valid JSON: {exc}", file=path) from exc
    except UnicodeDecodeError as exc:
        raise ResultError(not_utf8(exc), file=path) from None


def _scrub(obj: Any) -> Any:
    """Drop credentials from a reference agent config (api_key fields)."""
    if isinstance(obj, dict):
        return {k: _scrub(v) for k, v in obj.items() if "api_key" not in k.lower()}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    return obj


def _import_episode(
    agent: str, bp: Blueprint, udir: Path, seed: int
) -> tuple[EpisodeResult, Trace | None, int, dict | None, EpisodeInput]:
    n_q = len(bp.qas)
    f_over = udir / "overall_results.json"
    overall = _load(f_over, list[list[_RefOverall | None]], "overall_results.json")
    if len(overall) > len(bp.periods):
        raise ResultError(
            f"{len(overall)} periods, but user {bp.id} has {len(bp.periods)} in data.json; "
            "pass the data.json the run was made with",
            file=f_over,
        )
    f_diag = udir / "diagnosis_results.json"
    diag = _load(f_diag, list[list[_RefDiag | None]], "diagnosis_results.json") if f_diag.is_file() else []
    if len(diag) > len(overall):
        raise ResultError(f"{len(diag)} periods but {f_over} has {len(overall)}", file=f_diag)
    periods: list[PeriodResult] = []
    n_err = 0
    for p, row in enumerate(overall):
        if len(row) != n_q:
            raise ResultError(f"period {p} has {len(row)} answers, user {bp.id} has {n_q} questions", file=f_over)
        if any(e is None for e in row):
            if all(e is None for e in row) and all(all(x is None for x in r) for r in overall[p:]):
                break  # an interrupted run: keep the complete periods
            q = next(i for i, e in enumerate(row) if e is None)
            raise ResultError(f"[{p}][{q}] is null (the run stopped mid-period); re-run or trim the file", file=f_over)
        answers = []
        for q, e in enumerate(row):
            qa = bp.qas[q]
            if e.query != qa.query:
                raise ResultError(
                    f"does not match question {q} of user {bp.id} in data.json; "
                    "pass the data.json the run was made with",
                    file=f_over, field=f"[{p}][{q}].query",
                )
            if e.answer_state is not None and tuple(e.answer_state) != bp.variant(p, q):
                raise ResultError(
                    f"{e.answer_state} differs from the state of period {p} "
                    f"in data.json {list(bp.variant(p, q))}; pass the data.json the run was made with",
                    file=f_over, field=f"[{p}][{q}].answer_state",
                )
            n = len(qa.answer_choices)
            choice = reference_choice(e.raw_response, n)
            err = choice is None
            if choice is None:
                n_err += 1
                choice = fallback_choice(seed, bp.id, p, q, n)
            answers.append(OverallAnswer(question=q, raw=e.raw_response, choice=choice, json_error=err))
        diagnosis = []
        if p < len(diag):
            drow = diag[p]
            if len(drow) != n_q:
                raise ResultError(f"period {p} has {len(drow)} answers, user {bp.id} has {n_q} questions", file=f_diag)
            for q, d in enumerate(drow):
                if d is None:
                    raise ResultError(f"[{p}][{q}] is null (the run stopped mid-period)", file=f_diag)
                req = bp.qas[q].required_info
                if [r.info_type for r in d.results] != req:
                    raise ResultError(
                        f"info_type {[r.info_type for r in d.results]} differs from "
                        f"question {q}'s required_info {req} in data.json",
                        file=f_diag, field=f"[{p}][{q}].results",
                    )
                variables = {v: bp.state_schema[v] for v in req}
                values, err = parse_diagnosis(reference_diagnosis_object(d.raw_response), variables)
                diagnosis.append(DiagnosisAnswer(question=q, raw=d.raw_response, values=values, json_error=err))
        periods.append(PeriodResult(period=p, overall=answers, diagnosis=diagnosis))
    ep = EpisodeResult(agent=agent, user=bp.id, replica=0, policy="on", periods=periods)

    trace = None
    idir = udir / "interactions"
    if idir.is_dir():
        tp: list[list[list[Message]]] = []
        for p in range(len(periods)):
            f = idir / f"period_{p:02d}.json"
            if not f.is_file():
                break
            sessions = _load(f, list[list[_RefMsg]], "interactions/period_NN.json (session -> messages)")
            expected = bp.periods[p].sessions
            if len(sessions) != len(expected):
                raise ResultError(
                    f"{len(sessions)} sessions, but period {p} of user {bp.id} has {len(expected)} in data.json; "
                    "pass the data.json the run was made with",
                    file=f,
                )
            for s, (msgs, sess) in enumerate(zip(sessions, expected)):
                opening = f"[Current Time: {sess.session_time}]\n{sess.query}"
                if not msgs or msgs[0].content != opening:
                    raise ResultError(
                        f"is not the session's opening query "
                        f"'[Current Time: {sess.session_time}]\\n{sess.query[:60]}...' of data.json",
                        file=f, field=f"[{s}][0].content",
                    )
            tp.append([[Message(role=m.role, content=m.content) for m in s] for s in sessions])
        if tp:
            trace = Trace(agent=agent, user=bp.id, replica=0, periods=tp)

    config = None
    f_cfg = udir / "agent_config.json"
    raw_config: dict[str, Any] = {}
    if f_cfg.is_file():
        raw_config = _load(f_cfg, dict[str, Any], "agent_config.json")
        config = _scrub(raw_config)
    recorded = EpisodeInput(
        agent=agent, kind=str(raw_config.get("type", "")), config=raw_config, config_file=f_cfg, udir=udir, bp=bp,
        sessions=[[[{"role": m.role, "content": m.content} for m in s] for s in per] for per in trace.periods]
        if trace is not None else [],
        overall=[[(e.raw_response, e.llm_usage_statistics) for e in row] for row in overall[:len(periods)]],
        diagnosis=[[(d.query, d.raw_response) for d in row] for row in diag[:len(periods)]],
    )
    return ep, trace, n_err, config, recorded


def _match_ub_user(f: Path, i: int, user_res: list, blueprints: list[Blueprint]) -> Blueprint:
    def key_of_results(res):
        return [(qr[0].query, tuple(e.answer_choice for e in qr)) if qr else None for qr in res]

    k = key_of_results(user_res)
    found = [bp for bp in blueprints
             if k == [(qa.query, tuple(c.answer for c in qa.answer_choices)) for qa in bp.qas]]
    if len(found) != 1:
        raise ResultError(
            f"user index {i} matches {len(found)} users of data.json by questions and answer choices "
            "(needs exactly 1); pass the data.json the upper bound was run with",
            file=f,
        )
    return found[0]


def _import_upper_bound(ub_dir: Path, blueprints: list[Blueprint], seed: int,
                        recorded: dict[str, list] | None = None) -> list[UpperBoundResult]:
    """The upper-bound answers per user; ``recorded`` (when given) gets, per user id, the raw
    replies and usage as [question][choice] for the cassette."""
    f = ub_dir / "utilization_results.json" if ub_dir.is_dir() else ub_dir
    res = _load(f, list[list[list[_RefUB | None]]], "utilization_results.json (user x question x choice)")
    out = []
    seen: set[str] = set()
    for i, user_res in enumerate(res):
        if any(e is None for qr in user_res for e in qr):
            raise ResultError(f"user index {i} has null answers (the upper-bound run was interrupted)", file=f)
        bp = _match_ub_user(f, i, user_res, blueprints)
        if bp.id in seen:
            raise ResultError(f"user index {i} repeats user {bp.id}", file=f)
        seen.add(bp.id)
        answers = []
        for q, qr in enumerate(user_res):
            qa = bp.qas[q]
            n = len(qa.answer_choices)
            for ci, e in enumerate(qr):
                if e.answer != ci + 1 or e.answer_state != qa.answer_choices[ci].state:
                    raise ResultError(
                        f"({e.answer}, {e.answer_state}) should be "
                        f"choice {ci + 1} (1-based) with state {qa.answer_choices[ci].state}",
                        file=f, field=f"[{i}][{q}][{ci}].answer/answer_state",
                    )
                choice = reference_choice(e.raw_response, n)
                err = choice is None
                if choice is None:
                    choice = fallback_choice(seed, bp.id, ci, q, n, salt="upper_bound")
                answers.append(UpperBoundAnswer(question=q, variant=list(e.answer_state), raw=e.raw_response,
                                                choice=choice, json_error=err))
        out.append(UpperBoundResult(user=bp.id, answers=answers))
        if recorded is not None:
            recorded[bp.id] = [[(e.raw_response, e.llm_usage_statistics) for e in qr] for qr in user_res]
    return out


def _upper_bound_config(ub_raw: dict[str, list], ub_config: str | Path | None) -> tuple[dict[str, Any], Path] | None:
    """The agent config the upper bound ran with, read, when the import has upper-bound results."""
    if not ub_raw:
        return None
    if ub_config is None:
        raise ResultError("import amemgym --cassette with --upper-bound needs --upper-bound-config: the reference "
                          "agent config whose llm_config the upper bound ran with (eval/upperbound.py "
                          "--agent_config; its model and max_tokens enter every request)")
    f = Path(ub_config)
    return _load(f, dict[str, Any], "agent config"), f


def import_amemgym(
    data: str | Path,
    runs: Mapping[str, str | Path],
    out: str | Path,
    upper_bound: str | Path | None = None,
    *,
    name: str | None = None,
    seed: int = 0,
    cassette: str | Path | None = None,
    upper_bound_config: str | Path | None = None,
) -> ImportSummary:
    """Turn the reference data.json, agent output folders (name -> folder) and optionally the
    upper-bound folder into the run directory ``out`` (run.json, blueprints/, episodes/,
    traces/, upper_bound/). Deterministic: the same inputs give byte-identical files.

    ``cassette``: also write the reference's calls there, keyed by the requests it sent and
    answered with its recorded replies (replaykit.reference.calls), so that replaykit's
    agents replay the run off-policy from its own traces with no model;
    ``upper_bound_config``: the reference agent config the upper bound ran with (needed then)."""
    out = Path(out)
    if cassette is not None and Path(cassette).exists():
        raise ResultError("exists; import into a new cassette (nothing was written)", file=Path(cassette))
    blueprints = import_reference(data)
    if not runs and upper_bound is None:
        raise ResultError("import amemgym: nothing to import; pass --run NAME=DIR and/or --upper-bound DIR")
    episodes: list[EpisodeResult] = []
    traces: list[Trace] = []
    agents: dict[str, dict[str, object]] = {}
    counts: dict[str, int] = {}
    errors: dict[str, int] = {}
    inputs: list[EpisodeInput] = []
    for agent in sorted(runs):
        if not _NAME.match(agent):
            raise ResultError(
                f"import amemgym: agent name {agent!r} must be letters, digits, '_', '.', '-' (it names a folder)"
            )
        rdir = Path(runs[agent])
        if not rdir.is_dir():
            raise ResultError(f"not a directory; --run {agent}=DIR needs the reference output folder", file=rdir)
        users = [bp for bp in blueprints if (rdir / bp.id / "overall_results.json").is_file()]
        if not users:
            raise ResultError(
                f"no <user-id>/overall_results.json for any user of {data}; "
                "pass the folder that holds one sub-folder per user",
                file=rdir,
            )
        counts[agent] = len(users)
        errors[agent] = 0
        for bp in users:
            ep, tr, n_err, cfg, recorded = _import_episode(agent, bp, rdir / bp.id, seed)
            episodes.append(ep)
            inputs.append(recorded)
            if tr is not None:
                traces.append(tr)
            errors[agent] += n_err
            if cfg is not None and agent not in agents:
                agents[agent] = cfg
        agents.setdefault(agent, {})
    ub_raw: dict[str, list] = {}
    ubs = _import_upper_bound(Path(upper_bound), blueprints, seed, ub_raw) if upper_bound is not None else []
    counts_cassette = None
    if cassette is not None:  # built (and refused) before anything is written
        calls = run_calls(inputs, ub_raw, blueprints, _upper_bound_config(ub_raw, upper_bound_config))

    save_blueprints(blueprints, out / "blueprints", source="import amemgym")
    for ep in episodes:
        write_json(episode_path(out, ep.agent, ep.user, ep.replica), ep)
    for tr in traces:
        write_json(trace_path(out, tr.agent, tr.user, tr.replica), tr)
    for ub in ubs:
        write_json(upper_bound_path(out, ub.user), ub)
    manifest = RunManifest(
        name=name or out.name, agents=agents, blueprint_digest=digest(blueprints), seed=seed,
        replicas=1, source="import amemgym",
    )
    write_json(out / "run.json", manifest)
    if cassette is not None:
        counts_cassette = write_cassette(Path(cassette), calls)
    return ImportSummary(out=str(out), agents=counts, upper_bound_users=len(ubs), json_errors=errors,
                         cassette=counts_cassette)
