"""Tokens and dollars per stage and role, priced from a dated, user-editable pricing file.

The pricing file gives, per model, dollars per 1M input and output tokens, embeddings
included. ``--pricing`` or ``REPLAYKIT_PRICING`` selects one; else ``./configs/pricing.json``
when the working folder has one (a user's edited copy); else the dated file shipped inside
the package (``replaykit/scoring/pricing.json``), so an installed replaykit prices runs too. Token counts:

- chat roles (agent, memory, user, judge, generator): the usage the run's results recorded
  per role (``EpisodeResult.usage``, ``UpperBoundResult.usage``), from the responses;
- embeddings: the results count embedding calls but not their tokens, so the embedder
  row takes its input tokens from the stage's cassette (``EntryMeta.usage`` of every
  ``/embeddings`` entry), where the provider's response put them;
- the model of a role: the run's run.json ``endpoints`` (role -> model, recorded by every
  run), else the endpoints config when one is given (a release), else the one model the
  cassette's requests of that kind (chat or embeddings) name.

Stages: generation (the generation cassette), on-policy and off-policy (episodes), and
evaluation (the upper bound's utilization questions). Paper check (Appendix): one user's
blueprint with gpt-4.1, 0.14M input and 15.2K output tokens, is about $0.40.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec

from replaykit._util.limits import MAX_CONFIG_FILE_BYTES, MAX_PRICE, out_of_range
from replaykit.base import NOT_JSON, Strict, decode_file
from replaykit.errors import ConfigError

PRICING_VERSION = 1
DEFAULT_PRICING = Path("configs") / "pricing.json"
"""A user's edited copy in the working folder, preferred over the packaged file."""
PACKAGED_PRICING = Path(__file__).with_name("pricing.json")


class Price(Strict):
    input: float
    """Dollars per 1M input (prompt) tokens."""
    output: float = 0.0
    """Dollars per 1M output (completion) tokens."""


class Pricing(Strict):
    version: int = PRICING_VERSION
    date: str
    """When the prices were read off the providers' pages (prices change; the file says when)."""
    currency: str = "USD"
    unit: str = "dollars per 1M tokens"
    note: str = ""
    models: dict[str, Price] = {}

    def dollars(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6


def load_pricing(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError,  # (a missing file was refused above)
                          limit=MAX_CONFIG_FILE_BYTES)
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")

    for model in sorted(pricing.models):
        for side in ("input", "output"):
            why = out_of_range(getattr(pricing.models[model], side), 0.0, MAX_PRICE)
            if why is not None:
                raise ConfigError(f"{why} (dollars per 1M tokens: 0 or more, finite)", file=p,
                                  field=f"models.{model}.{side}")
    return pricing


class UsageRow(Strict):
    stage: str
    role: str
    model: str
    calls: int
    input_tokens: int
    output_tokens: int
    dollars: float | None = None


class CassetteUsage(Strict):
    """What a cassette's responses say: per kind (chat, embeddings) the models, calls and tokens."""

    models: dict[str, list[str]] = {}
    calls: dict[str, int] = {}
    input_tokens: dict[str, int] = {}
    output_tokens: dict[str, int] = {}


_BODY = msgspec.json.Decoder()


def cassette_usage(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    # loaded on first use: importing this module stays light
    from replaykit.recording.store import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except NOT_JSON:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def endpoint_models(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    # loaded on first use: importing this module stays light
    from replaykit._util.fs import read_regular

    doc = msgspec.json.decode(read_regular(path, limit=MAX_CONFIG_FILE_BYTES))
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def _model_for(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role in ("memory", "evolve") else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def run_usage(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    # loaded on first use: importing this module stays light
    from replaykit.data.result import UsageTally

    tally: UsageTally[tuple[str, str]] = UsageTally()
    for ep in run.episodes:
        tally.add_usage(ep.usage, key=lambda role, stage=names[ep.policy]: (stage, role))
    for r in run.upper_bound.values():
        tally.add_usage(r.usage, key=lambda role: (names["upper_bound"], role))
    sums = tally.totals()
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), u in sums.items():
        calls, inp, out = u.calls, u.prompt_tokens, u.completion_tokens
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def generation_usage(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens[kind], cas.output_tokens[kind]  # cassette_usage fills every kind in all three
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def usage_table(rows: list[UsageRow]):
    """The cost table (replaykit.ui.table.Table) with a total row."""
    # loaded on first use: importing this module stays light
    from replaykit.ui.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t
