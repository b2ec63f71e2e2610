"""Golden digests of every request the generation pipeline sends, for models that take the
happy path (FakeModel), junk (JunkModel) and cut-off JSON (TruncModel).

The digests were taken on the code before the generator was split into one module per step
(commit 42f7c94) and must not move in a refactor. When a change alters generation requests on
purpose, update them here and say why in the commit (the bundled release must then be
re-recorded). The integration twin, tests/integration/generation/test_gen_golden.py, does the same
through HTTP against the loopback stub, digesting the cassette's request keys and bodies.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from replaykit.base import pretty_json
from tests.unit.generation.test_generator import FakeModel, JunkModel, gen, request_fields


class Logged:
    """Wraps a model; logs the canonical JSON of every call (role, messages, keyword arguments)."""

    def __init__(self, model) -> None:
        self.model = model
        self.log: list[bytes] = []

    def chat(self, role, messages, **kw):
        self.log.append(json.dumps([role, messages, request_fields(kw)], sort_keys=True, ensure_ascii=False).encode())
        return self.model.chat(role, messages, **kw)


class TruncModel(FakeModel):
    """FakeModel whose JSON replies are cut off two thirds of the way (max_tokens), every other call."""

    def chat(self, role, messages, **kw):
        reply = super().chat(role, messages[:1], **kw)  # a re-prompted update is answered from its prompt
        if request_fields(kw).get("json_schema") is not None and len(self.calls) % 2:
            reply.text = reply.text[: 2 * len(reply.text) // 3]
        return reply


def digest(model_cls, **cfg) -> tuple[int, str]:
    logged = Logged(model_cls())
    res = gen(logged, **cfg)
    h = hashlib.sha256()
    for line in logged.log:
        h.update(line + b"\n")
    for bp in res.blueprints:
        h.update(pretty_json(bp))
    h.update(pretty_json(res.quality))
    return len(logged.log), h.hexdigest()


GOLDEN = {
    "fake": (74, "0028ec38506585dc615f785ba717805c14d22fbee92845d30ad8f7a2ec4cee04"),
    "fake_wide": (53, "fa16ef524cba0898b285d12d01cf7005f0b64d906ca4d750f9227f1b8f3f1cff"),
    "junk": (213, "d94b7d7e0811b4164367a6a2a999848996aa718065c0f8916290cca897965489"),
    "trunc": (108, "1142d996548d5ecf6ec0b92cb924516e36ca2ca8e9136cfabc42757ff09c5e18"),
}
CASES = {
    "fake": (FakeModel, {}),
    "junk": (JunkModel, {}),
    "trunc": (TruncModel, {}),
    "fake_wide": (FakeModel, {"num_users": 1, "num_questions": 5, "num_changes_per_period": 2, "max_sessions_per_period": 1,
                              "num_periods": 4, "max_refine_rounds": 2, "temperature_low": None}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_generation_requests_match_the_golden_digest(case):
    model_cls, cfg = CASES[case]
    assert digest(model_cls, **cfg) == GOLDEN[case]


def test_the_truncating_model_takes_the_cut_off_path():
    logged = Logged(TruncModel())
    res = gen(logged)
    assert any("cut off" in f.detail for f in res.quality.repaired)
