from pathlib import Path

import pytest

from replaykit.data.result import EpisodeResult, RunManifest, Trace, UpperBoundResult, load_run, read_json
from replaykit.episodes.agent import AWEConfig, AWIConfig, NativeConfig, RAGConfig, UpperBoundConfig
from replaykit.episodes.questions import diagnosis_prompt, overall_prompt
from replaykit.episodes.runner import Job, JobTally, run, run_episode
from replaykit.episodes.spec import Episode, RunConfig
from replaykit.errors import ConfigError
from replaykit.scoring.answer import fallback_choice
from tests.unit._episode_fakes import FakeGateway, small_blueprint

AGENTS = [NativeConfig(name="native"), AWIConfig(name="awi"), RAGConfig(name="rag", topk=2),
          AWEConfig(name="awe", topk=2), UpperBoundConfig()]


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_prompts_follow_appendix_c5():
    bp = small_blueprint()
    p = overall_prompt(bp.qas[1])
    assert p.startswith("Where should I shop?\nPlease select the most suitable answer")
    assert "\n1: vegan-low shop\n2: vegan-high shop\n3: omnivore-low shop\n4: omnivore-high shop\n" in p
    assert '"answer": int' in p and not p.startswith("#")
    d = diagnosis_prompt(bp, 1)
    assert d.startswith('{\n  "diet": [\n    "vegan",\n    "omnivore"\n  ],\n  "budget": [')
    assert "}\n\nBased on our previous conversation, select the most appropriate option" in d


def test_on_policy_episode_counts_calls_and_asks_from_checkpoint():
    bp = small_blueprint(sessions=2)
    gw = FakeGateway()
    rc = RunConfig(num_rounds_init=1, num_rounds_update=3, user_temperature=0.5)
    res, trace = run_episode(Episode(config=NativeConfig(name="native"), bp=bp, run_config=rc, n_periods=2, seed=1), gw)
    assert gw.count("chat", "user") == 0 * 2 + 2 * 2  # period 0: 1 round; period 1: 2 follow-ups x 2 sessions
    assert [len(s) for s in trace.periods[0]] == [2, 2] and [len(s) for s in trace.periods[1]] == [6, 6]
    assert trace.periods[1][0][0].content.startswith("[Current Time: 2020-02-02 10:00:00]\n")
    assert res.usage["user"].calls == 4
    # agent: 2 + 6 conversation turns + 2 periods x 2 questions x (overall + diagnosis)
    assert res.usage["agent"].calls == 2 + 6 + 8
    assert [len(p.overall) for p in res.periods] == [2, 2]
    # every evaluation prompt saw exactly the period's conversation (the checkpoint), never an earlier answer
    evals = [c[3] for c in gw.calls if c[2] in ("answer", "state")]
    assert len({len(m) for m in evals[4:]}) == 1
    assert all("Please select" not in m["content"] for msgs in evals for m in msgs[:-1])


def test_json_error_falls_back_to_seeded_choice():
    bp = small_blueprint()
    gw = FakeGateway({"answer": lambda m: "I think the second", "state": lambda m: '{"diet": "vegan"}'})
    res, _ = run_episode(Episode(config=AWIConfig(name="awi"), bp=bp, run_config=RunConfig(), n_periods=2, seed=9, replica=0), gw)
    for p in res.periods:
        for a in p.overall:
            assert a.json_error and a.choice == fallback_choice(9, "u1", p.period, a.question, len(bp.qas[a.question].answer_choices))
        assert p.diagnosis[0].values == {"diet": "vegan"} and not p.diagnosis[0].json_error
        assert p.diagnosis[1].values == {"diet": "vegan", "budget": None} and p.diagnosis[1].json_error


def test_off_policy_feeding_makes_no_user_calls():
    bp = small_blueprint()
    _, trace = run_episode(Episode(config=NativeConfig(name="native"), bp=bp, run_config=RunConfig(), n_periods=2), FakeGateway())
    gw = FakeGateway()
    res, none = run_episode(Episode(config=AWEConfig(name="awe"), bp=bp, run_config=RunConfig(), n_periods=2, trace=trace,
                                    trace_from="native/u1.r0"), gw)
    assert none is None and gw.count("chat", "user") == 0
    assert res.policy == "off" and res.trace_from == "native/u1.r0" and "user" not in res.usage
    # the agent never generated a conversational reply: only memory writes and answers
    assert all(c[2] is not None for c in gw.calls if c[0] == "chat")


def test_run_directory_layout_resume_and_concurrency(tmp_path):
    bps = [small_blueprint("u1"), small_blueprint("u2")]
    gw = FakeGateway()
    out = tmp_path / "a" / "run"
    s = run(blueprints=bps, agents=AGENTS, out=out, gateway=gw, replicas=2, seed=3)
    assert s.done == 4 * 2 * 2 + 2 and s.skipped == 0
    for name in ("native", "awi", "rag", "awe"):
        for u in ("u1", "u2"):
            for r in (0, 1):
                ep = read_json(out / "episodes" / name / f"{u}.r{r}.json", EpisodeResult)
                assert (ep.agent, ep.user, ep.replica, ep.policy) == (name, u, r, "on")
                read_json(out / "traces" / name / f"{u}.r{r}.json", Trace)
    ub = read_json(out / "upper_bound" / "u1.json", UpperBoundResult)
    assert [(a.question, a.variant) for a in ub.answers][:3] == [(0, ["vegan"]), (0, ["omnivore"]), (1, ["vegan", "low"])]
    assert len(ub.answers) == 6
    man = read_json(out / "run.json", RunManifest)
    assert set(man.agents) == {"native", "awi", "rag", "awe", "upper-bound"} and man.replicas == 2
    assert man.run_config["num_rounds_update"] == 2 and man.agents["awe"]["type"] == "awe"
    # replicas differ only through the user simulator's seeds
    t0 = read_json(out / "traces" / "native" / "u1.r0.json", Trace)
    t1 = read_json(out / "traces" / "native" / "u1.r1.json", Trace)
    assert t0.periods[0] == t1.periods[0] and t0.periods[1] != t1.periods[1]
    run_ = load_run(out)
    assert len(run_.episodes) == 16 and set(run_.upper_bound) == {"u1", "u2"}
    # resume: nothing left to do, no call made
    n = len(gw.calls)
    s2 = run(blueprints=bps, agents=AGENTS, out=out, gateway=gw, replicas=2, seed=3)
    assert s2.done == 0 and s2.skipped == 18 and len(gw.calls) == n
    # an interrupted episode (its file missing) is redone alone
    (out / "episodes" / "awe" / "u2.r1.json").unlink()
    s3 = run(blueprints=bps, agents=AGENTS, out=out, gateway=FakeGateway(), replicas=2, seed=3)
    assert s3.done == 1
    # concurrency never changes a byte
    out4 = tmp_path / "b" / "run"
    run(blueprints=bps, agents=AGENTS, out=out4, gateway=FakeGateway(), replicas=2, seed=3, concurrency=4)
    assert _tree(out4) == _tree(out)


class _ThreadNoting(FakeGateway):
    """The fake gateway, answering as a replay would, noting which thread made each call."""

    def __init__(self, mode: str) -> None:
        super().__init__()
        self.mode = mode
        self.threads: set[int] = set()

    def chat(self, *args, **kwargs):
        import threading

        self.threads.add(threading.get_ident())
        return super().chat(*args, **kwargs)


def test_a_replay_runs_its_episodes_one_at_a_time_whatever_the_concurrency(tmp_path):
    """Every call of a replay is answered in-process, where a second thread only fights the first for the
    GIL: episodes run one at a time (the caller's thread), and the files are those of any other run."""
    import threading

    bps = [small_blueprint("u1"), small_blueprint("u2")]
    agents = [NativeConfig(name="native"), AWIConfig(name="awi")]
    replayed, recorded = _ThreadNoting("replay"), _ThreadNoting("off")
    run(blueprints=bps, agents=agents, out=tmp_path / "rep", gateway=replayed, replicas=2, seed=3, concurrency=4)
    run(blueprints=bps, agents=agents, out=tmp_path / "rec", gateway=recorded, replicas=2, seed=3, concurrency=4)
    assert replayed.threads == {threading.get_ident()}
    assert len(recorded.threads) > 1 and threading.get_ident() not in recorded.threads  # the pool's workers
    assert _tree(tmp_path / "rep" / "episodes") == _tree(tmp_path / "rec" / "episodes")


def test_run_refuses_mismatched_resume(tmp_path):
    bps = [small_blueprint("u1")]
    out = tmp_path / "run"
    run(blueprints=bps, agents=[NativeConfig(name="native")], out=out, gateway=FakeGateway(), periods=1)
    with pytest.raises(ConfigError, match="another config") as info:
        run(blueprints=bps, agents=[NativeConfig(name="native", max_tokens=100)], out=out, gateway=FakeGateway(), periods=1)
    assert info.value.file == str(out / "run.json")
    with pytest.raises(ConfigError, match="other blueprints") as info:
        run(blueprints=bps, agents=[NativeConfig(name="native")], out=out, gateway=FakeGateway(), periods=2)
    assert info.value.file == str(out / "run.json")
    with pytest.raises(ConfigError, match="unique"):
        run(blueprints=bps, agents=[NativeConfig(name="x"), AWIConfig(name="x")], out=tmp_path / "o", gateway=FakeGateway())


def test_off_policy_run_reads_traces(tmp_path):
    bps = [small_blueprint("u1")]
    src = tmp_path / "on"
    run(blueprints=bps, agents=[NativeConfig(name="native")], out=src, gateway=FakeGateway())
    gw = FakeGateway()
    run(blueprints=bps, agents=[RAGConfig(name="rag")], out=tmp_path / "off", gateway=gw,
        off_policy_from=src, trace_agent="native")
    ep = read_json(tmp_path / "off" / "episodes" / "rag" / "u1.r0.json", EpisodeResult)
    assert ep.policy == "off" and gw.count("chat", "user") == 0
    assert not (tmp_path / "off" / "traces").exists()
    with pytest.raises(Exception, match="no trace"):
        run(blueprints=bps, agents=[RAGConfig(name="rag")], out=tmp_path / "off2", gateway=gw,
            off_policy_from=src, trace_agent="awi")


def test_choices_are_listed_as_the_reference_lists_them():
    from replaykit.episodes.questions import overall_prompt, utilization_prompt
    from tests.unit._episode_fakes import small_blueprint
    bp = small_blueprint()
    assert "\n1: Tofu\n2: Chicken\n" in overall_prompt(bp.qas[0])
    assert "\n1: vegan-low shop\n" in utilization_prompt(bp, 1, ["vegan", "low"])


def test_every_progress_line_counts_every_job_accounted_so_far():
    """A failure after a verified replay is the second job of three, not the first (the failure line
    once left verified jobs out of its count while the other lines counted them)."""
    lines: list[str] = []
    tally = JobTally(3, lines.append)

    def fails() -> str:
        raise ConfigError("boom")

    tally.account(Job(agent="a", user="u1"), lambda: "verified")
    tally.account(Job(agent="a", user="u2"), fails)
    tally.account(Job(agent="a", user="u3"), lambda: "done")
    assert lines == ["[1/3] a/u1 r0: verified", "[2/3] a/u2 r0: FAILED: boom", "[3/3] a/u3 r0: done"]
    assert (tally.verified, tally.failed, tally.done, tally.accounted) == (1, ["a/u2 r0"], 1, 3)


def test_a_result_file_counts_as_complete_only_for_its_own_episode(tmp_path):
    from replaykit.data.result import episode_complete, upper_bound_complete

    bp = small_blueprint("u1")
    out = tmp_path / "run"
    run(blueprints=[bp], agents=[NativeConfig(name="native"), UpperBoundConfig(name="upper-bound")], out=out,
        gateway=FakeGateway(), seed=3)
    ep, tr = out / "episodes" / "native" / "u1.r0.json", out / "traces" / "native" / "u1.r0.json"
    assert episode_complete(ep, "native", "u1", 0, "on", 2, tr)
    assert episode_complete(ep, "native", "u1", 0, "on", 2, None)  # no trace kept: the episode file decides
    for other in (("awi", "u1", 0, "on", 2), ("native", "u2", 0, "on", 2), ("native", "u1", 1, "on", 2),
                  ("native", "u1", 0, "off", 2), ("native", "u1", 0, "on", 3)):
        assert not episode_complete(ep, *other, tr), other
    assert not episode_complete(ep, "native", "u1", 0, "on", 2, tmp_path / "no-trace.json")
    ep.write_text("{")  # cut short: redone
    assert not episode_complete(ep, "native", "u1", 0, "on", 2, tr)
    ub = out / "upper_bound" / "u1.json"
    assert upper_bound_complete(ub, bp)
    assert not upper_bound_complete(ub, small_blueprint("u2"))  # another user's file
    import msgspec

    assert not upper_bound_complete(ub, msgspec.structs.replace(bp, qas=bp.qas[:1]))  # not this many answers
