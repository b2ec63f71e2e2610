"""The quality report of a generation: check pass rates, per-step call/repair counts, flagged items."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from replaykit._util.fs import atomic_write
from replaykit.base import Strict, decode_file, pretty_json
from replaykit.errors import BlueprintError

QUALITY_VERSION = 1


class CheckStats(Strict):
    items: int
    passed_first_try: int
    passed: int
    failed: int
    retries: int
    pass_rate: float


class StepStats(Strict):
    calls: int
    json_errors: int
    repairs: int


class Flag(Strict):
    user: str
    step: str
    item: str
    detail: str


class QualityReport(Strict):
    version: int = QUALITY_VERSION
    config: str
    users: int
    checks: dict[str, CheckStats]
    """Pass rate per check (exposure, answer classifier, and the repair-free rate of each JSON step)."""
    steps: dict[str, StepStats]
    unverified: list[Flag]
    """Items whose check still failed after the bounded refinements."""
    repaired: list[Flag]
    """Model output that was replaced or fixed with a seeded/templated fallback."""


class QualityTally:
    """Mutable per-user accumulator; merged in user order so the report is deterministic."""

    def __init__(self, user: str) -> None:
        self.user = user
        self.checks: dict[str, list[int]] = {}  # name -> [items, passed_first, passed, failed, retries]
        self.steps: dict[str, list[int]] = {}  # name -> [calls, json_errors, repairs]
        self.unverified: list[Flag] = []
        self.repaired: list[Flag] = []

    def call(self, step: str, json_error: bool = False) -> None:
        s = self.steps.setdefault(step, [0, 0, 0])
        s[0] += 1
        s[1] += int(json_error)

    def repair(self, step: str, item: str, detail: str) -> None:
        self.steps.setdefault(step, [0, 0, 0])[2] += 1
        self.repaired.append(Flag(user=self.user, step=step, item=item, detail=detail))

    def check(self, name: str, passed: bool, retries: int, item: str = "", detail: str = "") -> None:
        c = self.checks.setdefault(name, [0, 0, 0, 0, 0])
        c[0] += 1
        c[1] += int(passed and retries == 0)
        c[2] += int(passed)
        c[3] += int(not passed)
        c[4] += retries
        if not passed:
            self.unverified.append(Flag(user=self.user, step=name, item=item, detail=detail))


def merge_quality(config_name: str, parts: list[QualityTally]) -> QualityReport:
    checks: dict[str, list[int]] = {}
    steps: dict[str, list[int]] = {}
    unverified: list[Flag] = []
    repaired: list[Flag] = []
    for q in parts:
        for k, v in q.checks.items():
            acc = checks.setdefault(k, [0] * 5)
            for i, x in enumerate(v):
                acc[i] += x
        for k, v in q.steps.items():
            acc = steps.setdefault(k, [0] * 3)
            for i, x in enumerate(v):
                acc[i] += x
        unverified += q.unverified
        repaired += q.repaired
    return QualityReport(
        config=config_name,
        users=len(parts),
        checks={
            k: CheckStats(
                items=v[0],
                passed_first_try=v[1],
                passed=v[2],
                failed=v[3],
                retries=v[4],
                pass_rate=round(v[2] / v[0], 4) if v[0] else 1.0,
            )
            for k, v in sorted(checks.items())
        },
        steps={k: StepStats(calls=v[0], json_errors=v[1], repairs=v[2]) for k, v in sorted(steps.items())},
        unverified=unverified,
        repaired=repaired,
    )


def write_quality(q: QualityReport, path: str | Path) -> Path:
    # loaded on first use: importing this module stays light
    from replaykit._util.redact import redact

    return atomic_write(path, redact(pretty_json(q)))  # it quotes generated text, which may echo a key


def load_quality(path: str | Path) -> QualityReport:
    return decode_file(path, QualityReport, "quality report", BlueprintError)


def quality_summary(q: QualityReport) -> Iterator[str]:
    yield f"quality report for {q.config}: {q.users} user(s)"
    for name, c in q.checks.items():
        yield f"  check {name:<28} pass {c.passed}/{c.items} ({c.pass_rate:.0%}), first try {c.passed_first_try}, retries {c.retries}"
    for name, s in q.steps.items():
        yield f"  step  {name:<28} calls {s.calls}, json errors {s.json_errors}, repairs {s.repairs}"
    yield f"  unverified items: {len(q.unverified)}; repaired items: {len(q.repaired)}"
