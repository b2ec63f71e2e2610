"""Checks that a release's numbers are the recorded ones and nothing else.

- **Self-trace check** (brief §5, "Trust"): the trace agent fed its own on-policy traces
  off-policy sends exactly its on-policy requests, so it must score exactly its on-policy
  numbers (replica 0, whose traces feed the off-policy runs). A difference means the
  off-policy part asked the provider again and got another answer.
- **Cassette consistency**: no request (key) held by two of the release's cassettes has
  different content (replaykit.recording.store.content: metadata such as response ids may differ).

A release recorded ``over-on-policy`` (release.json ``off_policy_layering``) must pass both:
`replaykit replay` and `replaykit release record` fail otherwise. A ``separate`` release
(recorded before the layering existed, e.g. smol-v3) is replayed as published and the
findings are reported as notes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from replaykit.base import Strict
from replaykit.data.result import load_run
from replaykit.release.spec import OVER_ON_POLICY, ReleaseSpec, cassette_names


class TrustReport(Strict):
    layering: str
    self_trace_agent: str
    self_trace_differences: list[str]
    """Dotted score paths where the trace agent off-policy differs from its on-policy replica 0."""
    cassette_conflicts: list[str]
    """Keys held by two cassettes with different content."""

    @property
    def enforced(self) -> bool:
        return self.layering == OVER_ON_POLICY

    @property
    def findings(self) -> list[str]:
        out = [f"self-trace check: {self.self_trace_agent} fed its own on-policy traces scores differently: {d}"
               for d in self.self_trace_differences]
        return out + [f"cassette consistency: {c}" for c in self.cassette_conflicts]

    @property
    def problems(self) -> list[str]:
        """Findings that fail the release (those of an ``over-on-policy`` release)."""
        return self.findings if self.enforced else []

    @property
    def notes(self) -> list[str]:
        """Findings reported but not enforced (a ``separate`` release, as published)."""
        if self.enforced or not self.findings:
            return []
        return [*self.findings, f"off.rkc was recorded with off_policy_layering {self.layering!r} (asking the "
                                "provider again); re-record the release to layer it over on.rkc"]

    def summary(self) -> str:
        st = "holds" if not self.self_trace_differences else f"FAILS ({len(self.self_trace_differences)} number(s))"
        cc = "none" if not self.cassette_conflicts else str(len(self.cassette_conflicts))
        return (f"self-trace check ({self.self_trace_agent} off-policy on its own traces = on-policy replica 0): {st}; "
                f"requests shared by two cassettes with different content: {cc}")


def _leaves(obj: Any, prefix: str = "") -> dict[str, Any]:
    # loaded on first use: importing this module stays light
    from replaykit._util.leaves import flatten

    return dict(flatten(obj, prefix))


def self_trace_differences(on_dir: Path, off_dir: Path, agent: str) -> list[str]:
    """Score paths where ``agent``'s off-policy episodes (fed its own replica-0 traces) differ
    from its on-policy replica-0 episodes; [] when they score exactly alike."""

    return run_differences(load_run(on_dir), load_run(off_dir), agent, off_dir)


def run_differences(on_run: Any, off_run: Any, agent: str, off_dir: Path | str = "the off-policy run") -> list[str]:
    """`self_trace_differences` over loaded runs (replaykit.data.result.Run)."""
    # brings numpy: loaded only when this runs
    from replaykit.scoring.metrics import build_matrices, score

    on_eps = [e for e in on_run.episodes if e.agent == agent and e.policy == "on" and e.replica == 0]
    off_eps = [e for e in off_run.episodes if e.agent == agent and e.policy == "off"
               and e.trace_from is not None and e.trace_from.startswith(f"{agent}/")
               and e.trace_from.endswith(f".r{e.replica}") and e.replica == 0]
    if not off_eps:
        return [f"no off-policy episode of {agent} fed its own traces in {off_dir}"]
    if sorted(e.user for e in on_eps) != sorted(e.user for e in off_eps):
        return [f"users differ: on-policy {sorted(e.user for e in on_eps)}, off-policy {sorted(e.user for e in off_eps)}"]
    on = _leaves(score(build_matrices(on_run.blueprints, on_eps, on_run.upper_bound)))
    off = _leaves(score(build_matrices(on_run.blueprints, off_eps, on_run.upper_bound)))
    out = [f"{k}: on-policy {on.get(k)!r}, off-policy {off.get(k)!r}"
           for k in sorted(set(on) | set(off)) if on.get(k) != off.get(k)]
    # the answers themselves (a different answer can leave a score unchanged by chance)
    answers_on = {(e.user, pr.period, a.question): a.raw for e in on_eps for pr in e.periods for a in pr.overall}
    answers_off = {(e.user, pr.period, a.question): a.raw for e in off_eps for pr in e.periods for a in pr.overall}
    for k in sorted(set(answers_on) | set(answers_off)):
        if answers_on.get(k) != answers_off.get(k):
            out.append(f"answer of user {k[0]}, period {k[1]}, question {k[2]}: on-policy "
                       f"{answers_on.get(k)!r}, off-policy {answers_off.get(k)!r}")
    return out


def check_release(spec: ReleaseSpec, cassettes: Path, on_dir: Path, off_dir: Path) -> TrustReport:
    """Both checks over a built release (its run folders and cassettes)."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.store import shared_content_conflicts

    paths = [cassettes / n for n in cassette_names(spec) if (cassettes / n).is_file()]
    return TrustReport(
        layering=spec.off_policy_layering,
        self_trace_agent=spec.trace_agent,
        self_trace_differences=self_trace_differences(on_dir, off_dir, spec.trace_agent),
        cassette_conflicts=shared_content_conflicts(paths),
    )
