"""The context a history agent sends, against plain re-statements of the rules: `fit_messages`'
binary-search cut against a walk adding messages newest first, and the native agent's remembered
history (its messages and token totals kept between calls) against the messages made afresh from
its turns at every call (and its memory view, the turns as lines), through appends, checkpoints and
restores in any order."""

from hypothesis import example, given, settings
from hypothesis import strategies as st

from replaykit.data.blueprint import Message
from replaykit.episodes.agent import CountingGateway, NativeConfig, fit_messages
from replaykit.episodes.agents.registry import make_agent
from tests.unit._episode_fakes import FakeGateway


def _tokens(m: dict) -> int:  # the estimate restated: a third of the characters, plus 1, plus 4 per message
    return len(m["content"]) // 3 + 1 + 4


def _walked(history: list[dict], room: int) -> list[dict]:
    """The history's cut as the rule says it: newest first, until a message does not fit; then a
    leading assistant message dropped, until the history starts with a user turn."""
    kept: list[dict] = []
    for m in reversed(history):
        if _tokens(m) > room:
            break
        kept.insert(0, m)
        room -= _tokens(m)
    while kept and kept[0]["role"] != "user":
        kept.pop(0)
    return kept


_message = st.builds(lambda role, n: {"role": role, "content": "w" * n},
                     st.sampled_from(["user", "assistant"]), st.integers(0, 300))


@settings(max_examples=300, deadline=None)
@given(st.lists(_message, max_size=40), st.integers(-50, 3000))
def test_the_history_cut_is_the_walk_newest_first(history, budget):
    final = [{"role": "user", "content": "q"}]
    room = budget - _tokens(final[0])
    got = fit_messages([], history, final, budget)
    if room >= 0:
        assert got == _walked(history, room) + final
    else:  # the final message alone overflows: it is clipped, and no history fits
        assert got[:-1] == []
    # the cut goes by position, never by value: the history's own dicts, in order
    kept = got[:-1]
    assert all(a is b for a, b in zip(kept, history[len(history) - len(kept):]))


def _fresh_context(agent, text: str, max_tokens: int) -> list[dict]:
    """The native agent's context made from its turns alone, as a call with nothing remembered makes it."""
    history = [{"role": t["role"], "content": t["content"]} for t in agent.turns]
    if agent.config.max_history_msgs is not None:
        history = history[-agent.config.max_history_msgs:]
    return fit_messages([], history, [{"role": "user", "content": text}], agent._budget(max_tokens))


_step = st.one_of(
    st.tuples(st.just("add"), st.integers(1, 6), st.integers(0, 900)),  # messages fed, their size
    st.tuples(st.just("snap"), st.just(0), st.just(0)),
    st.tuples(st.just("restore"), st.integers(0, 5), st.just(0)),  # which snapshot taken so far
    st.tuples(st.just("reset"), st.just(0), st.just(0)),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_step, max_size=25), st.sampled_from([None, 3]), st.sampled_from([None, 1500]))
# back to a checkpoint of as many turns as the history last made, on another branch: remade, not reused
@example([("add", 2, 5), ("snap", 0, 0), ("add", 2, 5), ("snap", 0, 0), ("restore", 0, 0), ("add", 2, 5),
          ("restore", 1, 0)], None, None)
def test_the_native_agents_remembered_history_is_the_history_made_afresh(steps, keep, window):
    cfg = NativeConfig(name="n", max_history_msgs=keep, context_tokens=window, max_tokens=256, answer_max_tokens=256)
    fake = FakeGateway()
    agent = make_agent(cfg, CountingGateway(fake))
    snaps: list[dict] = []
    fed = 0
    for kind, a, b in steps:
        if kind == "add":
            agent.add_messages([Message(role="user" if (fed + i) % 2 == 0 else "assistant",
                                        content=f"m{fed + i} " + "x" * b) for i in range(a)])
            fed += a
        elif kind == "snap":
            snaps.append(agent.snapshot())
        elif kind == "restore" and snaps:
            agent.restore(snaps[a % len(snaps)])
        elif kind == "reset":
            agent.reset()
        expected = _fresh_context(agent, f"question after {kind}", 256)
        agent.answer(f"question after {kind}")
        assert fake.calls[-1][3] == expected
        assert agent.memory_view() == "\n".join(f"[{t['time']}] {t['role']}: {t['content']}" for t in agent.turns)
