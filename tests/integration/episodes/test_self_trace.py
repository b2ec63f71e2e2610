"""Off-policy over on-policy: an agent fed its own traces scores exactly its on-policy numbers.

The provider here is nondeterministic on purpose: every evaluation answer comes from a
counter, so asking an identical request again gets another answer. `replaykit run
--off-policy-from` reads the on-policy run's cassette first, so native fed its own traces
makes no provider call at all and its scores equal the on-policy ones; with --no-base it
asks again and the self-trace check finds the difference (the check can fail).
"""

from __future__ import annotations

import random

from replaykit.data.result import load_run
from replaykit.recording.store.cassette import CassetteStore
from replaykit.release.trust import self_trace_differences
from replaykit.scoring.metrics import score_run
from tests.integration.cli.test_run import AGENTS, _cmd, _run, setup  # noqa: F401  (setup is the fixture)


def _counter_answers():
    rng = random.Random(1)  # seeded: the test is deterministic, the "provider" is not

    def responder(doc: dict) -> str | None:
        fmt = doc.get("response_format") or {}
        props = (fmt.get("schema") or {}).get("properties") or {}
        if "answer" in props:  # an evaluation question: each call draws a new answer
            return '{"answer": %d}' % rng.randint(1, 2)
        return None

    return responder


def test_native_on_its_own_traces_scores_its_on_policy_numbers(setup):
    s = setup
    s["main"].responder = _counter_answers()
    on = s["tmp"] / "on" / "run"
    _run(_cmd(s, on, "--mode", "record", agents=[AGENTS[0], AGENTS[4]]))
    calls = s["main"].calls
    off = s["tmp"] / "off" / "run"
    p = _run(_cmd(s, off, "--mode", "record", "--off-policy-from", str(on), "--trace-agent", "native",
                  agents=AGENTS[:1]))
    assert "reading" in p.stderr and "cassette.rkc first" in p.stderr
    assert s["main"].calls == calls  # every request was the on-policy one: answered from on/cassette.rkc
    with CassetteStore.open(off / "cassette.rkc") as store:
        assert len(store) == 0
    assert self_trace_differences(on, off, "native") == []
    on_scores = score_run(load_run(on))["agents"]["native"]
    off_run = load_run(off)
    off_scores = score_run(off_run.__class__(manifest=off_run.manifest, blueprints=off_run.blueprints,
                                             episodes=off_run.episodes, upper_bound=load_run(on).upper_bound))
    assert off_scores["off_policy"]["native"] == on_scores

    # asked again (no base): the counter gives other answers, and the check says so
    again = s["tmp"] / "again" / "run"
    _run(_cmd(s, again, "--mode", "record", "--off-policy-from", str(on), "--trace-agent", "native", "--no-base",
              agents=AGENTS[:1]))
    assert s["main"].calls > calls
    diffs = self_trace_differences(on, again, "native")
    assert diffs and any(d.startswith("answer of user") for d in diffs)
