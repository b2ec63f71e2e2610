"""The logical clock of a blueprint: period bounds from the config's start date and period length,
seeded session times; never the wall clock."""

from __future__ import annotations

import calendar
import datetime as dt

from replaykit._util.seeds import seeded_rng
from replaykit.generation.config import EnvConfig


def add_months(d: dt.date, months: int) -> dt.date:
    m = d.month - 1 + months
    y = d.year + m // 12
    m = m % 12 + 1
    return dt.date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def period_bounds(cfg: EnvConfig) -> list[tuple[str | None, str]]:
    """(period_start, period_end) for period 0 (the initial state, ending at the start date) and each evolution period."""
    start = dt.date.fromisoformat(cfg.start_date)
    out: list[tuple[str | None, str]] = [(None, start.isoformat())]
    for t in range(1, cfg.num_periods + 1):
        out.append(
            (add_months(start, (t - 1) * cfg.months_per_period).isoformat(), add_months(start, t * cfg.months_per_period).isoformat())
        )
    return out


def session_times(cfg: EnvConfig, uid: str, period: int, period_end: str, n: int) -> list[str]:
    """``n`` session times on the last ``n`` days of the period, at seeded evening times (ascending)."""
    end = dt.date.fromisoformat(period_end)
    out = []
    for k in range(n):
        rng = seeded_rng("session-time", cfg.seed, uid, period, k)
        day = end - dt.timedelta(days=n - 1 - k)
        out.append(f"{day.isoformat()} {rng.randint(19, 21):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}")
    return out
