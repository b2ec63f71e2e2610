"""The per-period memory files (replaykit.data.memory): what they hold, that the saver keeps no view
in memory once it is written (the native agent's view is its whole context: a paper-scale run has
hundreds of episodes), and that a period appends its view without rewriting or reading back the
periods before it."""

from __future__ import annotations

import json
import pathlib
import tracemalloc

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.data.memory import MemorySaver, load_memory, memory_path


class Agent:
    def __init__(self, view: str) -> None:
        self.view = view

    def memory_view(self) -> str:
        return self.view


class Broken:
    def memory_view(self) -> str:
        raise RuntimeError("no view")


def read(run, agent="native", user="u1", replica=0) -> dict:
    return msgspec.to_builtins(load_memory(run, agent, user, replica))


def test_each_period_adds_its_view_to_the_episode_file(tmp_path):
    save = MemorySaver(tmp_path)
    save("native", "u1", 0, 0, Agent("a\n\nb"))
    save("native", "u1", 0, 1, Agent("a\nb\nc"))
    save("native", "u1", 1, 0, Agent(""))
    save("native", "u1", 0, 2, Broken())
    assert read(tmp_path) == {"agent": "native", "user": "u1", "replica": 0, "periods": [
        {"period": 0, "items": 2, "view": "a\n\nb"},
        {"period": 1, "items": 3, "view": "a\nb\nc"},
        {"period": 2, "items": 1, "view": "(memory view unavailable: RuntimeError)"}]}
    assert read(tmp_path, replica=1)["periods"] == [{"period": 0, "items": 0, "view": ""}]


def test_a_period_saved_again_replaces_itself_and_period_zero_starts_the_episode_anew(tmp_path):
    save = MemorySaver(tmp_path)
    for period, view in ((0, "x"), (1, "y"), (1, "y2"), (2, "z")):
        save("rag", "u2", 0, period, Agent(view))
    assert [(p["period"], p["view"]) for p in read(tmp_path, "rag", "u2")["periods"]] == [(0, "x"), (1, "y2"), (2, "z")]
    save("rag", "u2", 0, 0, Agent("again"))  # a rerun of the episode
    assert [(p["period"], p["view"]) for p in read(tmp_path, "rag", "u2")["periods"]] == [(0, "again")]


def test_a_file_another_process_wrote_is_not_continued(tmp_path):
    MemorySaver(tmp_path)("native", "u1", 0, 0, Agent("earlier run"))
    MemorySaver(tmp_path)("native", "u1", 0, 3, Agent("this run"))
    assert [p["view"] for p in read(tmp_path)["periods"]] == ["this run"]


def test_the_saver_holds_no_more_views_than_its_bound(tmp_path):
    """40 episodes of 3 periods with 256 KiB views: 30 MiB of views; what stays allocated after the last
    one is written is at most the last views it keeps to write the next period as what it adds (here a
    bound of 1 MiB) and its bookkeeping (the code that kept every episode's views kept them all)."""
    save = MemorySaver(tmp_path, kept_bytes=1 << 20)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for user in range(40):
            for period in range(3):
                save("native", f"u{user}", 0, period, Agent(f"[{period}] " + "word " * (256 << 10 >> 2)))
        # what is kept, less pathlib's interning of path parts: the interpreter's table of interned strings
        # grows in a step (megabytes at once) when the whole test session's count crosses a size, whatever the saver does
        interned = sum(s.size for s in tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(True, pathlib.__file__)]).statistics("filename"))
        kept = tracemalloc.get_traced_memory()[0] - before - interned
    finally:
        tracemalloc.stop()
    assert kept < (1 << 20) + (256 << 10)
    assert [p["period"] for p in read(tmp_path, user="u39")["periods"]] == [0, 1, 2]


def test_a_view_that_goes_on_from_the_last_one_is_written_as_what_it_adds(tmp_path, monkeypatch):
    """The native agent's view is its history: each period's starts with the last one's. Its line holds
    only the new text; the reader puts the views together again; a secret being redacted never lets a
    view be cut where it could straddle two lines."""
    from replaykit._util.redact import redacting
    from replaykit.recording.capture import Scrubber

    views = ["[t0] user: hi", "[t0] user: hi\n[t1] assistant: hello", "[t0] user: hi\n[t1] assistant: hello\n[t2] user: bye",
             "[t0] user: hi\n[t1] assistant: hello\n[t2] user: bye", "something else entirely"]
    save = MemorySaver(tmp_path)
    for period, view in enumerate(views):
        save("native", "u1", 0, period, Agent(view))
    lines = [json.loads(x) for x in memory_path(tmp_path, "native", "u1", 0).read_text().splitlines()]
    assert lines == [{"period": 0, "items": 1, "view": views[0]},
                     {"period": 1, "items": 2, "after": 13, "view": "\n[t1] assistant: hello"},
                     {"period": 2, "items": 3, "after": 35, "view": "\n[t2] user: bye"},
                     {"period": 3, "items": 3, "after": 50, "view": ""},
                     {"period": 4, "items": 1, "view": "something else entirely"}]
    assert [p["view"] for p in read(tmp_path)["periods"]] == views
    # a line lost in the middle: the lines that go on from it are not put together on a wrong view
    path = memory_path(tmp_path, "native", "u1", 0)
    raw = path.read_text().splitlines()
    path.write_text("\n".join([raw[0], raw[1][:10], *raw[2:]]) + "\n")
    assert [p["period"] for p in read(tmp_path)["periods"]] == [0, 4]
    # a secret in the views: what is written, and how long it is, is the redacted view's, so a run whose
    # views hold the key (recorded) and one whose views hold its filler (replayed) write the same bytes
    secret = "sk-live-0123456789abcdef"
    with_key = [v.replace("hello", f"hello {secret}") for v in views[:3]]
    filled = [v.replace("hello", "hello " + "*" * 8) for v in views[:3]]
    with redacting(Scrubber([secret])):
        for folder, shown in (("rec", with_key), ("rep", filled)):
            saver = MemorySaver(tmp_path / folder)
            for period, view in enumerate(shown):
                saver("native", "u1", 0, period, Agent(view))
    rec, rep = (memory_path(tmp_path / f, "native", "u1", 0).read_bytes() for f in ("rec", "rep"))
    assert rec == rep and secret.encode() not in rec and b'"after":' in rec
    assert [p["view"] for p in read(tmp_path / "rec")["periods"]] == filled


def test_each_period_is_one_line_appended_and_nothing_is_read_back(tmp_path, monkeypatch):
    """The file after each period is the file before it plus one line (never rewritten), and saving a
    period reads no file: the saver's I/O grows with the views, not with periods x views."""
    save = MemorySaver(tmp_path)
    path = memory_path(tmp_path, "native", "u1", 0)
    before = b""
    reads = []
    real_open = open

    def spy(file, mode="r", *a, **k):  # (the append handle reads at most the file's last byte: see below)
        if mode.startswith("r"):
            reads.append(file)
        return real_open(file, mode, *a, **k)

    monkeypatch.setattr("builtins.open", spy)
    for period in range(4):
        save("native", "u1", 0, period, Agent(f"view of period {period}\n" * (period + 1)))
        now = path.read_bytes()
        assert now.startswith(before) and now[len(before):].count(b"\n") == 1
        line = json.loads(now[len(before):])
        assert line == {"period": period, "items": period + 1, "view": f"view of period {period}\n" * (period + 1)}
        before = now
    assert reads == []


def test_a_damaged_line_or_a_lost_file_never_fails_the_run_or_the_reader(tmp_path):
    save = MemorySaver(tmp_path)
    save("native", "u1", 0, 0, Agent("p0"))
    path = memory_path(tmp_path, "native", "u1", 0)
    with open(path, "ab") as fh:
        fh.write(b'{"period": 1, "items": 1, "vi')  # a write cut short by a killed run
    save("native", "u1", 0, 1, Agent("p1"))
    assert [p["view"] for p in read(tmp_path)["periods"]] == ["p0", "p1"]
    path.unlink()
    save("native", "u1", 0, 2, Agent("p2"))
    assert [p["view"] for p in read(tmp_path)["periods"]] == ["p2"]


def test_files_of_older_runs_are_still_read(tmp_path):
    """Runs before the appended files kept one pretty-printed EpisodeMemory in <user>.r<replica>.json."""
    older = tmp_path / "memory" / "native" / "u1.r0.json"
    older.parent.mkdir(parents=True)
    older.write_text(json.dumps({"agent": "native", "user": "u1", "replica": 0,
                                 "periods": [{"period": 0, "items": 1, "view": "old"}]}, indent=2))
    assert read(tmp_path)["periods"] == [{"period": 0, "items": 1, "view": "old"}]
    assert load_memory(tmp_path, "native", "u2", 0) is None


def _whole_view_lines(views: list[tuple[str, tuple[str, ...]]]) -> list[dict]:
    """The lines of one episode's file as the rule says, each view counted and redacted whole: its non-blank
    lines; each configured secret (the ones active at that period) replaced by the filler; written as what
    it adds to the line before's redacted view when it starts with it and goes on at a line break."""
    out, before = [], None
    for period, (view, secrets) in enumerate(views):
        red = view
        for s in sorted(secrets, key=len, reverse=True):
            red = red.replace(s, "*" * 8)
        items = len([x for x in view.splitlines() if x.strip()])
        if before and red.startswith(before) and red[len(before):len(before) + 1] in ("", "\n"):
            out.append({"period": period, "items": items, "after": len(before), "view": red[len(before):]})
        else:
            out.append({"period": period, "items": items, "view": red})
        before = red
    return out


_SECRETS = ("sk-live-0123456789", "tok-abcdefgh-9876")
_piece = st.sampled_from(["\n", "\r\n", "\r", "  ", "word", "\u2028", "x y", *_SECRETS, _SECRETS[0][:6]])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["grow", "grow", "grow", "other", "same"]), st.lists(_piece, max_size=6),
                          st.booleans()), min_size=1, max_size=8), st.booleans())
def test_a_view_counted_and_redacted_piecewise_is_the_view_done_whole(tmp_path_factory, steps, scrubbing):
    """The saver counts and redacts only what a period adds when the view goes on from the last one at a line
    break (for the native agent, its history); the file must be what doing it whole every period writes,
    with no scrubber, and with one that learns a secret half-way (the earlier part is then redacted anew)."""
    from replaykit._util.redact import redacting
    from replaykit.recording.capture.scrubber import SessionScrubber

    run = tmp_path_factory.mktemp("run")
    scrubber = SessionScrubber([_SECRETS[0]])
    views: list[tuple[str, tuple[str, ...]]] = []
    view, learned = "", False
    with redacting(scrubber if scrubbing else None):
        saver = MemorySaver(run)
        for kind, pieces, learn in steps:
            if learn and not learned and scrubbing:
                scrubber.learn([_SECRETS[1]])
                learned = True
                assert scrubber.scrub(_SECRETS[1].encode()) == b"*" * 8  # (learned: the rule below counts on it)
            text = "".join(pieces)
            view = view + "\n" + text if kind == "grow" else text if kind == "other" else view
            views.append((view, () if not scrubbing else _SECRETS if learned else _SECRETS[:1]))
            saver("native", "u1", 0, len(views) - 1, Agent(view))
    lines = [json.loads(x) for x in memory_path(run, "native", "u1", 0).read_bytes().decode().split("\n") if x]
    assert lines == _whole_view_lines(views)
