"""replaykit.ui.progress: counts, rate and ETA; plain periodic lines off a terminal; quiet is silent."""

from __future__ import annotations

import io
import threading

from replaykit.ui.progress import BarObserver, GenProgress, ProgressBar, fmt_duration


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def test_terminal_bar_has_counts_rate_and_eta():
    out, clock = io.StringIO(), Clock()
    bar = ProgressBar("run", stream=out, tty=True, clock=clock, extra=lambda: "12 calls")
    bar.set_total("episodes", 10)
    bar.set_total("periods", 40)
    clock.t = 4.0
    bar.advance("episodes", 2)
    line = bar.line()
    assert "[####----------------]" in line and "2/10 episodes" in line and "0/40 periods" in line
    assert "0.50 episodes/s" in line and "ETA 0:16" in line and "12 calls" in line
    assert out.getvalue().startswith("\r\033[K")
    bar.close()
    assert out.getvalue().endswith("\n")


def test_plain_lines_at_most_every_interval_when_not_a_terminal():
    out, clock = io.StringIO(), Clock()
    bar = ProgressBar("gen", stream=out, tty=False, interval=10.0, clock=clock)
    bar.set_total("users", 100)
    for i in range(100):
        clock.t = i * 0.5  # 50 s in total: a line at 0, 10, 20, 30, 40 s
        bar.advance("users")
    bar.close()
    lines = out.getvalue().splitlines()
    assert 5 <= len(lines) <= 7 and "\r" not in out.getvalue()
    assert lines[-1].startswith("gen  100%  100/100 users")


def test_quiet_prints_nothing():
    out = io.StringIO()
    with ProgressBar("x", stream=out, quiet=True, tty=True) as bar:
        bar.set_total("episodes", 2)
        bar.advance("episodes")
        bar.message("a failure")
    assert out.getvalue() == ""


def test_messages_stay_and_counters_are_thread_safe():
    out = io.StringIO()
    bar = ProgressBar("run", stream=out, tty=False, interval=1e9)
    bar.set_total("episodes", 800)
    threads = [threading.Thread(target=lambda: [bar.advance("episodes") for _ in range(100)]) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    bar.message("native/u1 r0: FAILED: boom")
    assert bar.counts["episodes"] == 800
    assert "native/u1 r0: FAILED: boom\n" in out.getvalue()


def test_observer_and_generator_adapter():
    bar = ProgressBar("run", stream=io.StringIO(), tty=False)
    seen = []
    obs = BarObserver(bar, on_period=lambda *a: seen.append(a[:4]))
    obs.planned(3, 6)
    obs.period_done("awi", "u1", 0, 0, object())
    obs.episode_done("awi/u1 r0", "done")
    assert bar.counts == {"episodes": 1, "periods": 1} and seen == [("awi", "u1", 0, 0)]
    obs.episode_done("awi/u2 r0", "skipped", periods=2)  # resumed: its periods count as done
    assert bar.counts == {"episodes": 2, "periods": 3}
    BarObserver(None).planned(1, 1)  # no bar: a no-op

    class Ev:
        def __init__(self, step):
            self.user_index, self.user, self.step, self.detail = 0, "abcdef1234", step, ""

    g = GenProgress(bar, 2)
    g(Ev("profile"))
    g(Ev("done"))
    assert bar.counts["users"] == 1 and bar.totals["users"] == 2


def test_fmt_duration():
    assert fmt_duration(59.6) == "1:00" and fmt_duration(3725) == "1:02:05" and fmt_duration(-3) == "0:00"
