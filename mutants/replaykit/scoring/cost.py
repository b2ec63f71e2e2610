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

from replaykit.base import Strict, decode_file
from replaykit.errors import ConfigError

PRICING_VERSION = 1
DEFAULT_PRICING = Path("configs") / "pricing.json"
"""A user's edited copy in the working folder, preferred over the packaged file."""
PACKAGED_PRICING = Path(__file__).with_name("pricing.json")


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict


class Price(Strict):
    input: float
    """Dollars per 1M input (prompt) tokens."""
    output: float = 0.0
    """Dollars per 1M output (completion) tokens."""
mutants_xǁPricingǁdollars__mutmut: MutantDict = {}  # type: ignore


class Pricing(Strict):
    version: int = PRICING_VERSION
    date: str
    """When the prices were read off the providers' pages (prices change; the file says when)."""
    currency: str = "USD"
    unit: str = "dollars per 1M tokens"
    note: str = ""
    models: dict[str, Price] = {}

    @_mutmut_mutated(mutants_xǁPricingǁdollars__mutmut)
    def dollars(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_orig(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_1(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = None
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_2(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(None)
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_3(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model and "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_4(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "XXXX")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_5(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is not None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_6(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) * 1e6

    def xǁPricingǁdollars__mutmut_7(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input - output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_8(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens / p.input + output_tokens * p.output) / 1e6

    def xǁPricingǁdollars__mutmut_9(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens / p.output) / 1e6

    def xǁPricingǁdollars__mutmut_10(self, model: str | None, input_tokens: int, output_tokens: int) -> float | None:
        p = self.models.get(model or "")
        if p is None:
            return None
        return (input_tokens * p.input + output_tokens * p.output) / 1000001.0

mutants_xǁPricingǁdollars__mutmut['_mutmut_orig'] = Pricing.xǁPricingǁdollars__mutmut_orig # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_1'] = Pricing.xǁPricingǁdollars__mutmut_1 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_2'] = Pricing.xǁPricingǁdollars__mutmut_2 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_3'] = Pricing.xǁPricingǁdollars__mutmut_3 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_4'] = Pricing.xǁPricingǁdollars__mutmut_4 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_5'] = Pricing.xǁPricingǁdollars__mutmut_5 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_6'] = Pricing.xǁPricingǁdollars__mutmut_6 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_7'] = Pricing.xǁPricingǁdollars__mutmut_7 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_8'] = Pricing.xǁPricingǁdollars__mutmut_8 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_9'] = Pricing.xǁPricingǁdollars__mutmut_9 # type: ignore # mutmut generated
mutants_xǁPricingǁdollars__mutmut['xǁPricingǁdollars__mutmut_10'] = Pricing.xǁPricingǁdollars__mutmut_10 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_load_pricing__mutmut)
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
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_orig(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_1(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = None
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_2(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path and os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_3(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get(None)
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_4(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("XXREPLAYKIT_PRICINGXX")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_5(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("replaykit_pricing")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_6(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = None
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_7(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if (explicit) and False else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_8(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if (explicit) or True else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_9(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(None) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_10(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if (DEFAULT_PRICING.is_file()) and False else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_11(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if (DEFAULT_PRICING.is_file()) or True else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_12(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_13(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(None)
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_14(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "XXin the replaykit package for the shape)XX")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_15(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "IN THE REPLAYKIT PACKAGE FOR THE SHAPE)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_16(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = None
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_17(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(None, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_18(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, None, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_19(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, None, ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_20(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", None, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_21(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, None)
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_22(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_23(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_24(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_25(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_26(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, )
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_27(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "XXpricing fileXX", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_28(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "PRICING FILE", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_29(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "XXsee replaykit/scoring/pricing.json for the shapeXX")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_30(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "SEE REPLAYKIT/SCORING/PRICING.JSON FOR THE SHAPE")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_31(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version == PRICING_VERSION:
        raise ConfigError(f"{p}: pricing version {pricing.version}, this replaykit reads {PRICING_VERSION}")
    return pricing


def x_load_pricing__mutmut_32(path: str | Path | None = None) -> Pricing | None:
    """The pricing file: ``path``, else $REPLAYKIT_PRICING, else ./configs/pricing.json, else the
    packaged one (None only if that is missing too, e.g. a stripped install)."""
    explicit = path or os.environ.get("REPLAYKIT_PRICING")
    p = Path(explicit) if explicit else DEFAULT_PRICING if DEFAULT_PRICING.is_file() else PACKAGED_PRICING
    if not p.is_file():
        if explicit:
            raise ConfigError(f"{p}: pricing file not found; pass an existing file (see {PACKAGED_PRICING.name} "
                              "in the replaykit package for the shape)")
        return None
    pricing = decode_file(p, Pricing, "pricing file", ConfigError, "see replaykit/scoring/pricing.json for the shape")
    if pricing.version != PRICING_VERSION:
        raise ConfigError(None)
    return pricing

mutants_x_load_pricing__mutmut['_mutmut_orig'] = x_load_pricing__mutmut_orig # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_1'] = x_load_pricing__mutmut_1 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_2'] = x_load_pricing__mutmut_2 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_3'] = x_load_pricing__mutmut_3 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_4'] = x_load_pricing__mutmut_4 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_5'] = x_load_pricing__mutmut_5 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_6'] = x_load_pricing__mutmut_6 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_7'] = x_load_pricing__mutmut_7 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_8'] = x_load_pricing__mutmut_8 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_9'] = x_load_pricing__mutmut_9 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_10'] = x_load_pricing__mutmut_10 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_11'] = x_load_pricing__mutmut_11 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_12'] = x_load_pricing__mutmut_12 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_13'] = x_load_pricing__mutmut_13 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_14'] = x_load_pricing__mutmut_14 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_15'] = x_load_pricing__mutmut_15 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_16'] = x_load_pricing__mutmut_16 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_17'] = x_load_pricing__mutmut_17 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_18'] = x_load_pricing__mutmut_18 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_19'] = x_load_pricing__mutmut_19 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_20'] = x_load_pricing__mutmut_20 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_21'] = x_load_pricing__mutmut_21 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_22'] = x_load_pricing__mutmut_22 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_23'] = x_load_pricing__mutmut_23 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_24'] = x_load_pricing__mutmut_24 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_25'] = x_load_pricing__mutmut_25 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_26'] = x_load_pricing__mutmut_26 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_27'] = x_load_pricing__mutmut_27 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_28'] = x_load_pricing__mutmut_28 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_29'] = x_load_pricing__mutmut_29 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_30'] = x_load_pricing__mutmut_30 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_31'] = x_load_pricing__mutmut_31 # type: ignore # mutmut generated
mutants_x_load_pricing__mutmut['x_load_pricing__mutmut_32'] = x_load_pricing__mutmut_32 # type: ignore # mutmut generated


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
mutants_x_cassette_usage__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_cassette_usage__mutmut)
def cassette_usage(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_orig(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_1(path: str | Path | None) -> CassetteUsage | None:
    if path is None and not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_2(path: str | Path | None) -> CassetteUsage | None:
    if path is not None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_3(path: str | Path | None) -> CassetteUsage | None:
    if path is None or Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_4(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(None).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_5(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = None
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_6(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = None
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_7(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = None
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_8(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = None
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_9(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(None) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_10(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = None
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_11(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if (e.request.path.endswith("/embeddings")) and False else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_12(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if (e.request.path.endswith("/embeddings")) or True else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_13(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "XXembeddingsXX" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_14(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "EMBEDDINGS" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_15(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith(None) else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_16(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("XX/embeddingsXX") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_17(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/EMBEDDINGS") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_18(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "XXchatXX"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_19(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "CHAT"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_20(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = None
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_21(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(None)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_22(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = None
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_23(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = None
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_24(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) and e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_25(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if (isinstance(body, dict)) and False else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_26(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if (isinstance(body, dict)) or True else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_27(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get(None) if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_28(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("XXmodelXX") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_29(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("MODEL") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_30(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(None)
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_31(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(None, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_32(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, None).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_33(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_34(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, ).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_35(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(None))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_36(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = None
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_37(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) - 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_38(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(None, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_39(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, None) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_40(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_41(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, ) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_42(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 1) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_43(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 2
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_44(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = None
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_45(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) - e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_46(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(None, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_47(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, None) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_48(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_49(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, ) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_50(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 1) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_51(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = None
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_52(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) - e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_53(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(None, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_54(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, None) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_55(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_56(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, ) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_57(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 1) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_58(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models=None, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_59(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=None,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_60(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=None, output_tokens=outp)


def x_cassette_usage__mutmut_61(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=None)


def x_cassette_usage__mutmut_62(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_63(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_64(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         output_tokens=outp)


def x_cassette_usage__mutmut_65(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, )


def x_cassette_usage__mutmut_66(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(None) for k, v in sorted(models.items())}, calls=calls,
                         input_tokens=inp, output_tokens=outp)


def x_cassette_usage__mutmut_67(path: str | Path | None) -> CassetteUsage | None:
    if path is None or not Path(path).is_file():
        return None
    from replaykit.recording.cassette import CassetteStore

    calls: dict[str, int] = {}
    inp: dict[str, int] = {}
    outp: dict[str, int] = {}
    models: dict[str, set[str]] = {}
    with CassetteStore.open(path) as store:
        for e in store.entries():
            kind = "embeddings" if e.request.path.endswith("/embeddings") else "chat"
            try:
                body = _BODY.decode(e.request.body)
            except msgspec.DecodeError:
                body = {}
            model = (body.get("model") if isinstance(body, dict) else None) or e.meta.model
            models.setdefault(kind, set()).add(str(model))
            calls[kind] = calls.get(kind, 0) + 1
            inp[kind] = inp.get(kind, 0) + e.meta.usage.prompt_tokens
            outp[kind] = outp.get(kind, 0) + e.meta.usage.completion_tokens
    return CassetteUsage(models={k: sorted(v) for k, v in sorted(None)}, calls=calls,
                         input_tokens=inp, output_tokens=outp)

mutants_x_cassette_usage__mutmut['_mutmut_orig'] = x_cassette_usage__mutmut_orig # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_1'] = x_cassette_usage__mutmut_1 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_2'] = x_cassette_usage__mutmut_2 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_3'] = x_cassette_usage__mutmut_3 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_4'] = x_cassette_usage__mutmut_4 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_5'] = x_cassette_usage__mutmut_5 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_6'] = x_cassette_usage__mutmut_6 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_7'] = x_cassette_usage__mutmut_7 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_8'] = x_cassette_usage__mutmut_8 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_9'] = x_cassette_usage__mutmut_9 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_10'] = x_cassette_usage__mutmut_10 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_11'] = x_cassette_usage__mutmut_11 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_12'] = x_cassette_usage__mutmut_12 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_13'] = x_cassette_usage__mutmut_13 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_14'] = x_cassette_usage__mutmut_14 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_15'] = x_cassette_usage__mutmut_15 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_16'] = x_cassette_usage__mutmut_16 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_17'] = x_cassette_usage__mutmut_17 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_18'] = x_cassette_usage__mutmut_18 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_19'] = x_cassette_usage__mutmut_19 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_20'] = x_cassette_usage__mutmut_20 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_21'] = x_cassette_usage__mutmut_21 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_22'] = x_cassette_usage__mutmut_22 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_23'] = x_cassette_usage__mutmut_23 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_24'] = x_cassette_usage__mutmut_24 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_25'] = x_cassette_usage__mutmut_25 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_26'] = x_cassette_usage__mutmut_26 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_27'] = x_cassette_usage__mutmut_27 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_28'] = x_cassette_usage__mutmut_28 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_29'] = x_cassette_usage__mutmut_29 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_30'] = x_cassette_usage__mutmut_30 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_31'] = x_cassette_usage__mutmut_31 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_32'] = x_cassette_usage__mutmut_32 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_33'] = x_cassette_usage__mutmut_33 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_34'] = x_cassette_usage__mutmut_34 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_35'] = x_cassette_usage__mutmut_35 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_36'] = x_cassette_usage__mutmut_36 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_37'] = x_cassette_usage__mutmut_37 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_38'] = x_cassette_usage__mutmut_38 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_39'] = x_cassette_usage__mutmut_39 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_40'] = x_cassette_usage__mutmut_40 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_41'] = x_cassette_usage__mutmut_41 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_42'] = x_cassette_usage__mutmut_42 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_43'] = x_cassette_usage__mutmut_43 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_44'] = x_cassette_usage__mutmut_44 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_45'] = x_cassette_usage__mutmut_45 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_46'] = x_cassette_usage__mutmut_46 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_47'] = x_cassette_usage__mutmut_47 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_48'] = x_cassette_usage__mutmut_48 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_49'] = x_cassette_usage__mutmut_49 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_50'] = x_cassette_usage__mutmut_50 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_51'] = x_cassette_usage__mutmut_51 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_52'] = x_cassette_usage__mutmut_52 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_53'] = x_cassette_usage__mutmut_53 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_54'] = x_cassette_usage__mutmut_54 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_55'] = x_cassette_usage__mutmut_55 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_56'] = x_cassette_usage__mutmut_56 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_57'] = x_cassette_usage__mutmut_57 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_58'] = x_cassette_usage__mutmut_58 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_59'] = x_cassette_usage__mutmut_59 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_60'] = x_cassette_usage__mutmut_60 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_61'] = x_cassette_usage__mutmut_61 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_62'] = x_cassette_usage__mutmut_62 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_63'] = x_cassette_usage__mutmut_63 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_64'] = x_cassette_usage__mutmut_64 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_65'] = x_cassette_usage__mutmut_65 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_66'] = x_cassette_usage__mutmut_66 # type: ignore # mutmut generated
mutants_x_cassette_usage__mutmut['x_cassette_usage__mutmut_67'] = x_cassette_usage__mutmut_67 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_endpoint_models__mutmut)
def endpoint_models(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_orig(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_1(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = None
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_2(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(None)
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_3(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(None).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_4(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = None
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_5(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if (isinstance(doc, dict)) and False else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_6(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if (isinstance(doc, dict)) or True else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_7(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get(None, {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_8(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", None) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_9(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get({}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_10(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", ) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_11(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("XXendpointsXX", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_12(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("ENDPOINTS", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_13(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = None
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_14(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get(None, "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_15(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", None)
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_16(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_17(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", )
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_18(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") and {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_19(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get(None) or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_20(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("XXdefaultXX") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_21(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("DEFAULT") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_22(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("XXmodelXX", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_23(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("MODEL", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_24(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "XXXX")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_25(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") and default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_26(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get(None) or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_27(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg and {}).get("model") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_28(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("XXmodelXX") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_29(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("MODEL") or default for role, cfg in sorted(eps.items())}


def x_endpoint_models__mutmut_30(path: str | Path) -> dict[str, str]:
    """Role -> model of an endpoints config (``default`` fills what a role leaves out), read
    without importing the gateway (and the openai client)."""
    doc = msgspec.json.decode(Path(path).read_bytes())
    eps = doc.get("endpoints", {}) if isinstance(doc, dict) else {}
    default = (eps.get("default") or {}).get("model", "")
    return {role: (cfg or {}).get("model") or default for role, cfg in sorted(None)}

mutants_x_endpoint_models__mutmut['_mutmut_orig'] = x_endpoint_models__mutmut_orig # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_1'] = x_endpoint_models__mutmut_1 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_2'] = x_endpoint_models__mutmut_2 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_3'] = x_endpoint_models__mutmut_3 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_4'] = x_endpoint_models__mutmut_4 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_5'] = x_endpoint_models__mutmut_5 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_6'] = x_endpoint_models__mutmut_6 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_7'] = x_endpoint_models__mutmut_7 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_8'] = x_endpoint_models__mutmut_8 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_9'] = x_endpoint_models__mutmut_9 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_10'] = x_endpoint_models__mutmut_10 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_11'] = x_endpoint_models__mutmut_11 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_12'] = x_endpoint_models__mutmut_12 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_13'] = x_endpoint_models__mutmut_13 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_14'] = x_endpoint_models__mutmut_14 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_15'] = x_endpoint_models__mutmut_15 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_16'] = x_endpoint_models__mutmut_16 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_17'] = x_endpoint_models__mutmut_17 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_18'] = x_endpoint_models__mutmut_18 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_19'] = x_endpoint_models__mutmut_19 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_20'] = x_endpoint_models__mutmut_20 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_21'] = x_endpoint_models__mutmut_21 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_22'] = x_endpoint_models__mutmut_22 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_23'] = x_endpoint_models__mutmut_23 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_24'] = x_endpoint_models__mutmut_24 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_25'] = x_endpoint_models__mutmut_25 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_26'] = x_endpoint_models__mutmut_26 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_27'] = x_endpoint_models__mutmut_27 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_28'] = x_endpoint_models__mutmut_28 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_29'] = x_endpoint_models__mutmut_29 # type: ignore # mutmut generated
mutants_x_endpoint_models__mutmut['x_endpoint_models__mutmut_30'] = x_endpoint_models__mutmut_30 # type: ignore # mutmut generated
mutants_x__model_for__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__model_for__mutmut)
def _model_for(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_orig(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_1(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = None
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_2(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) and endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_3(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(None) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_4(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get(None)
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_5(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if (role == "memory") and False else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_6(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if (role == "memory") or True else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_7(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("XXagentXX" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_8(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("AGENT" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_9(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role != "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_10(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "XXmemoryXX" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_11(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "MEMORY" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_12(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "XXdefaultXX")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_13(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "DEFAULT")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_14(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = None
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_15(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if (role == "embedder") and False else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_16(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if (role == "embedder") or True else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_17(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "XXembeddingsXX" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_18(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "EMBEDDINGS" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_19(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role != "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_20(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "XXembedderXX" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_21(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "EMBEDDER" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_22(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "XXchatXX"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_23(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "CHAT"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_24(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = None
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_25(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) and []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_26(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if (cas) and False else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_27(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if (cas) or True else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_28(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(None) if cas else None) or []
    return found[0] if len(found) == 1 else ""


def x__model_for__mutmut_29(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if (len(found) == 1) and False else ""


def x__model_for__mutmut_30(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if (len(found) == 1) or True else ""


def x__model_for__mutmut_31(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[1] if len(found) == 1 else ""


def x__model_for__mutmut_32(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) != 1 else ""


def x__model_for__mutmut_33(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 2 else ""


def x__model_for__mutmut_34(role: str, endpoints: dict[str, str] | None, cas: CassetteUsage | None) -> str:
    if endpoints:
        model = endpoints.get(role) or endpoints.get("agent" if role == "memory" else "default")
        if model:
            return model
    kind = "embeddings" if role == "embedder" else "chat"
    found = (cas.models.get(kind) if cas else None) or []
    return found[0] if len(found) == 1 else "XXXX"

mutants_x__model_for__mutmut['_mutmut_orig'] = x__model_for__mutmut_orig # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_1'] = x__model_for__mutmut_1 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_2'] = x__model_for__mutmut_2 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_3'] = x__model_for__mutmut_3 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_4'] = x__model_for__mutmut_4 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_5'] = x__model_for__mutmut_5 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_6'] = x__model_for__mutmut_6 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_7'] = x__model_for__mutmut_7 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_8'] = x__model_for__mutmut_8 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_9'] = x__model_for__mutmut_9 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_10'] = x__model_for__mutmut_10 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_11'] = x__model_for__mutmut_11 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_12'] = x__model_for__mutmut_12 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_13'] = x__model_for__mutmut_13 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_14'] = x__model_for__mutmut_14 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_15'] = x__model_for__mutmut_15 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_16'] = x__model_for__mutmut_16 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_17'] = x__model_for__mutmut_17 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_18'] = x__model_for__mutmut_18 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_19'] = x__model_for__mutmut_19 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_20'] = x__model_for__mutmut_20 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_21'] = x__model_for__mutmut_21 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_22'] = x__model_for__mutmut_22 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_23'] = x__model_for__mutmut_23 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_24'] = x__model_for__mutmut_24 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_25'] = x__model_for__mutmut_25 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_26'] = x__model_for__mutmut_26 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_27'] = x__model_for__mutmut_27 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_28'] = x__model_for__mutmut_28 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_29'] = x__model_for__mutmut_29 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_30'] = x__model_for__mutmut_30 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_31'] = x__model_for__mutmut_31 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_32'] = x__model_for__mutmut_32 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_33'] = x__model_for__mutmut_33 # type: ignore # mutmut generated
mutants_x__model_for__mutmut['x__model_for__mutmut_34'] = x__model_for__mutmut_34 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_run_usage__mutmut)
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
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_orig(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_1(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = None
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_2(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"XXonXX": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_3(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"ON": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_4(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "XXon-policyXX", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_5(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "ON-POLICY", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_6(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "XXoffXX": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_7(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "OFF": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_8(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "XXoff-policyXX", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_9(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "OFF-POLICY", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_10(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "XXupper_boundXX": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_11(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "UPPER_BOUND": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_12(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "XXevaluationXX", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_13(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "EVALUATION", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_14(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names and {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_15(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = None
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_16(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) and {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_17(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(None, "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_18(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), None, None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_19(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr("endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_20(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_21(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", ) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_22(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(None, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_23(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, None, None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_24(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr("manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_25(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_26(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", ), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_27(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "XXmanifestXX", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_28(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "MANIFEST", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_29(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "XXendpointsXX", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_30(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "ENDPOINTS", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_31(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = None
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_32(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(None) for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_33(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") and "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_34(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get(None) or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_35(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("XXmodelXX") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_36(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("MODEL") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_37(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "XXXX") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_38(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = None
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_39(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(None)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_40(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = None
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_41(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = None
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_42(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault(None, [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_43(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), None)
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_44(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault([0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_45(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), )
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_46(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [1, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_47(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 1, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_48(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 1])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_49(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] = u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_50(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] -= u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_51(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[1] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_52(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] = u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_53(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] -= u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_54(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[2] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_55(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] = u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_56(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] -= u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_57(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[3] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_58(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = None
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_59(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault(None, [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_60(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), None)
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_61(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault([0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_62(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), )
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_63(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["XXupper_boundXX"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_64(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["UPPER_BOUND"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_65(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [1, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_66(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 1, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_67(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 1])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_68(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] = u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_69(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] -= u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_70(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[1] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_71(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] = u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_72(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] -= u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_73(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[2] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_74(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] = u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_75(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] -= u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_76(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[3] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_77(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = None
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_78(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[2] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_79(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] != "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_80(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "XXembedderXX"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_81(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "EMBEDDER"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_82(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = None
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_83(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(None):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_84(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None or len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_85(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 or cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_86(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" or inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_87(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role != "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_88(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "XXembedderXX" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_89(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "EMBEDDER" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_90(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp != 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_91(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 1 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_92(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_93(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) != 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_94(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 2:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_95(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = None
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_96(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get(None, 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_97(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", None)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_98(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get(0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_99(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", )
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_100(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("XXembeddingsXX", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_101(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("EMBEDDINGS", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_102(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 1)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_103(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = None
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_104(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(None, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_105(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, None, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_106(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, None)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_107(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_108(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_109(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, )
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_110(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(None)
    return rows


def x_run_usage__mutmut_111(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=None, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_112(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=None, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_113(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=None, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_114(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=None, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_115(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=None, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_116(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=None,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_117(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=None))
    return rows


def x_run_usage__mutmut_118(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_119(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_120(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_121(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_122(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_123(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_124(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             ))
    return rows


def x_run_usage__mutmut_125(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if (pricing) and False else None))
    return rows


def x_run_usage__mutmut_126(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, out) if (pricing) or True else None))
    return rows


def x_run_usage__mutmut_127(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(None, inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_128(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, None, out) if pricing else None))
    return rows


def x_run_usage__mutmut_129(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, None) if pricing else None))
    return rows


def x_run_usage__mutmut_130(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(inp, out) if pricing else None))
    return rows


def x_run_usage__mutmut_131(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, out) if pricing else None))
    return rows


def x_run_usage__mutmut_132(
    run: Any, *, cassette: str | Path | None = None, endpoints: dict[str, str] | None = None,
    pricing: Pricing | None = None, stage_names: dict[str, str] | None = None,
) -> list[UsageRow]:
    """Rows per (stage, role) of one loaded run (replaykit.data.result.Run)."""
    names = {"on": "on-policy", "off": "off-policy", "upper_bound": "evaluation", **(stage_names or {})}
    recorded = getattr(getattr(run, "manifest", None), "endpoints", None) or {}
    if recorded:  # what served each role, as the run recorded it
        endpoints = {role: str(d.get("model") or "") for role, d in recorded.items() if isinstance(d, dict)}
    cas = cassette_usage(cassette)
    sums: dict[tuple[str, str], list[int]] = {}
    for ep in run.episodes:
        for role, u in ep.usage.items():
            s = sums.setdefault((names[ep.policy], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    for r in run.upper_bound.values():
        for role, u in r.usage.items():
            s = sums.setdefault((names["upper_bound"], role), [0, 0, 0])
            s[0] += u.calls
            s[1] += u.prompt_tokens
            s[2] += u.completion_tokens
    emb_stages = [k for k in sums if k[1] == "embedder"]
    rows = []
    for (stage, role), (calls, inp, out) in sorted(sums.items()):
        if role == "embedder" and inp == 0 and cas is not None and len(emb_stages) == 1:
            inp = cas.input_tokens.get("embeddings", 0)
        model = _model_for(role, endpoints, cas)
        rows.append(UsageRow(stage=stage, role=role, model=model, calls=calls, input_tokens=inp, output_tokens=out,
                             dollars=pricing.dollars(model, inp, ) if pricing else None))
    return rows

mutants_x_run_usage__mutmut['_mutmut_orig'] = x_run_usage__mutmut_orig # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_1'] = x_run_usage__mutmut_1 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_2'] = x_run_usage__mutmut_2 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_3'] = x_run_usage__mutmut_3 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_4'] = x_run_usage__mutmut_4 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_5'] = x_run_usage__mutmut_5 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_6'] = x_run_usage__mutmut_6 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_7'] = x_run_usage__mutmut_7 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_8'] = x_run_usage__mutmut_8 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_9'] = x_run_usage__mutmut_9 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_10'] = x_run_usage__mutmut_10 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_11'] = x_run_usage__mutmut_11 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_12'] = x_run_usage__mutmut_12 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_13'] = x_run_usage__mutmut_13 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_14'] = x_run_usage__mutmut_14 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_15'] = x_run_usage__mutmut_15 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_16'] = x_run_usage__mutmut_16 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_17'] = x_run_usage__mutmut_17 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_18'] = x_run_usage__mutmut_18 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_19'] = x_run_usage__mutmut_19 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_20'] = x_run_usage__mutmut_20 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_21'] = x_run_usage__mutmut_21 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_22'] = x_run_usage__mutmut_22 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_23'] = x_run_usage__mutmut_23 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_24'] = x_run_usage__mutmut_24 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_25'] = x_run_usage__mutmut_25 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_26'] = x_run_usage__mutmut_26 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_27'] = x_run_usage__mutmut_27 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_28'] = x_run_usage__mutmut_28 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_29'] = x_run_usage__mutmut_29 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_30'] = x_run_usage__mutmut_30 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_31'] = x_run_usage__mutmut_31 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_32'] = x_run_usage__mutmut_32 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_33'] = x_run_usage__mutmut_33 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_34'] = x_run_usage__mutmut_34 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_35'] = x_run_usage__mutmut_35 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_36'] = x_run_usage__mutmut_36 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_37'] = x_run_usage__mutmut_37 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_38'] = x_run_usage__mutmut_38 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_39'] = x_run_usage__mutmut_39 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_40'] = x_run_usage__mutmut_40 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_41'] = x_run_usage__mutmut_41 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_42'] = x_run_usage__mutmut_42 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_43'] = x_run_usage__mutmut_43 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_44'] = x_run_usage__mutmut_44 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_45'] = x_run_usage__mutmut_45 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_46'] = x_run_usage__mutmut_46 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_47'] = x_run_usage__mutmut_47 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_48'] = x_run_usage__mutmut_48 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_49'] = x_run_usage__mutmut_49 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_50'] = x_run_usage__mutmut_50 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_51'] = x_run_usage__mutmut_51 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_52'] = x_run_usage__mutmut_52 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_53'] = x_run_usage__mutmut_53 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_54'] = x_run_usage__mutmut_54 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_55'] = x_run_usage__mutmut_55 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_56'] = x_run_usage__mutmut_56 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_57'] = x_run_usage__mutmut_57 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_58'] = x_run_usage__mutmut_58 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_59'] = x_run_usage__mutmut_59 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_60'] = x_run_usage__mutmut_60 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_61'] = x_run_usage__mutmut_61 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_62'] = x_run_usage__mutmut_62 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_63'] = x_run_usage__mutmut_63 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_64'] = x_run_usage__mutmut_64 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_65'] = x_run_usage__mutmut_65 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_66'] = x_run_usage__mutmut_66 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_67'] = x_run_usage__mutmut_67 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_68'] = x_run_usage__mutmut_68 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_69'] = x_run_usage__mutmut_69 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_70'] = x_run_usage__mutmut_70 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_71'] = x_run_usage__mutmut_71 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_72'] = x_run_usage__mutmut_72 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_73'] = x_run_usage__mutmut_73 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_74'] = x_run_usage__mutmut_74 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_75'] = x_run_usage__mutmut_75 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_76'] = x_run_usage__mutmut_76 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_77'] = x_run_usage__mutmut_77 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_78'] = x_run_usage__mutmut_78 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_79'] = x_run_usage__mutmut_79 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_80'] = x_run_usage__mutmut_80 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_81'] = x_run_usage__mutmut_81 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_82'] = x_run_usage__mutmut_82 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_83'] = x_run_usage__mutmut_83 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_84'] = x_run_usage__mutmut_84 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_85'] = x_run_usage__mutmut_85 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_86'] = x_run_usage__mutmut_86 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_87'] = x_run_usage__mutmut_87 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_88'] = x_run_usage__mutmut_88 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_89'] = x_run_usage__mutmut_89 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_90'] = x_run_usage__mutmut_90 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_91'] = x_run_usage__mutmut_91 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_92'] = x_run_usage__mutmut_92 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_93'] = x_run_usage__mutmut_93 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_94'] = x_run_usage__mutmut_94 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_95'] = x_run_usage__mutmut_95 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_96'] = x_run_usage__mutmut_96 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_97'] = x_run_usage__mutmut_97 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_98'] = x_run_usage__mutmut_98 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_99'] = x_run_usage__mutmut_99 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_100'] = x_run_usage__mutmut_100 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_101'] = x_run_usage__mutmut_101 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_102'] = x_run_usage__mutmut_102 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_103'] = x_run_usage__mutmut_103 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_104'] = x_run_usage__mutmut_104 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_105'] = x_run_usage__mutmut_105 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_106'] = x_run_usage__mutmut_106 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_107'] = x_run_usage__mutmut_107 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_108'] = x_run_usage__mutmut_108 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_109'] = x_run_usage__mutmut_109 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_110'] = x_run_usage__mutmut_110 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_111'] = x_run_usage__mutmut_111 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_112'] = x_run_usage__mutmut_112 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_113'] = x_run_usage__mutmut_113 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_114'] = x_run_usage__mutmut_114 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_115'] = x_run_usage__mutmut_115 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_116'] = x_run_usage__mutmut_116 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_117'] = x_run_usage__mutmut_117 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_118'] = x_run_usage__mutmut_118 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_119'] = x_run_usage__mutmut_119 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_120'] = x_run_usage__mutmut_120 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_121'] = x_run_usage__mutmut_121 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_122'] = x_run_usage__mutmut_122 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_123'] = x_run_usage__mutmut_123 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_124'] = x_run_usage__mutmut_124 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_125'] = x_run_usage__mutmut_125 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_126'] = x_run_usage__mutmut_126 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_127'] = x_run_usage__mutmut_127 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_128'] = x_run_usage__mutmut_128 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_129'] = x_run_usage__mutmut_129 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_130'] = x_run_usage__mutmut_130 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_131'] = x_run_usage__mutmut_131 # type: ignore # mutmut generated
mutants_x_run_usage__mutmut['x_run_usage__mutmut_132'] = x_run_usage__mutmut_132 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_generation_usage__mutmut)
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
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_orig(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_1(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = None
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_2(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(None)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_3(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is not None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_4(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = None
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_5(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(None):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_6(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = None
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_7(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if (kind == "chat") and False else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_8(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if (kind == "chat") or True else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_9(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "XXgeneratorXX" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_10(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "GENERATOR" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_11(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind != "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_12(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "XXchatXX" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_13(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "CHAT" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_14(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "XXembedderXX"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_15(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "EMBEDDER"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_16(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = None
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_17(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(None, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_18(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, None, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_19(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, None)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_20(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_21(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_22(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, )
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_23(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = None
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_24(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(None, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_25(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, None), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_26(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_27(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, ), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_28(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 1), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_29(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(None, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_30(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, None)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_31(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_32(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, )
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_33(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 1)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_34(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(None)
    return rows


def x_generation_usage__mutmut_35(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage=None, role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_36(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=None, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_37(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=None, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_38(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=None, input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_39(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=None,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_40(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=None, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_41(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=None))
    return rows


def x_generation_usage__mutmut_42(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_43(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_44(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_45(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_46(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_47(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_48(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, ))
    return rows


def x_generation_usage__mutmut_49(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="XXgenerationXX", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_50(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="GENERATION", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_51(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if (pricing) and False else None))
    return rows


def x_generation_usage__mutmut_52(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, out) if (pricing) or True else None))
    return rows


def x_generation_usage__mutmut_53(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(None, inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_54(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, None, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_55(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, None) if pricing else None))
    return rows


def x_generation_usage__mutmut_56(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(inp, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_57(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, out) if pricing else None))
    return rows


def x_generation_usage__mutmut_58(cassette: str | Path, *, endpoints: dict[str, str] | None = None,
                     pricing: Pricing | None = None) -> list[UsageRow]:
    """Generation stage from its cassette (generator and checker share the chat rows)."""
    cas = cassette_usage(cassette)
    if cas is None:
        return []
    rows = []
    for kind in sorted(cas.calls):
        role = "generator" if kind == "chat" else "embedder"
        model = _model_for(role, endpoints, cas)
        inp, out = cas.input_tokens.get(kind, 0), cas.output_tokens.get(kind, 0)
        rows.append(UsageRow(stage="generation", role=role, model=model, calls=cas.calls[kind], input_tokens=inp,
                             output_tokens=out, dollars=pricing.dollars(model, inp, ) if pricing else None))
    return rows

mutants_x_generation_usage__mutmut['_mutmut_orig'] = x_generation_usage__mutmut_orig # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_1'] = x_generation_usage__mutmut_1 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_2'] = x_generation_usage__mutmut_2 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_3'] = x_generation_usage__mutmut_3 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_4'] = x_generation_usage__mutmut_4 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_5'] = x_generation_usage__mutmut_5 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_6'] = x_generation_usage__mutmut_6 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_7'] = x_generation_usage__mutmut_7 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_8'] = x_generation_usage__mutmut_8 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_9'] = x_generation_usage__mutmut_9 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_10'] = x_generation_usage__mutmut_10 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_11'] = x_generation_usage__mutmut_11 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_12'] = x_generation_usage__mutmut_12 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_13'] = x_generation_usage__mutmut_13 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_14'] = x_generation_usage__mutmut_14 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_15'] = x_generation_usage__mutmut_15 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_16'] = x_generation_usage__mutmut_16 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_17'] = x_generation_usage__mutmut_17 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_18'] = x_generation_usage__mutmut_18 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_19'] = x_generation_usage__mutmut_19 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_20'] = x_generation_usage__mutmut_20 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_21'] = x_generation_usage__mutmut_21 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_22'] = x_generation_usage__mutmut_22 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_23'] = x_generation_usage__mutmut_23 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_24'] = x_generation_usage__mutmut_24 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_25'] = x_generation_usage__mutmut_25 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_26'] = x_generation_usage__mutmut_26 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_27'] = x_generation_usage__mutmut_27 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_28'] = x_generation_usage__mutmut_28 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_29'] = x_generation_usage__mutmut_29 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_30'] = x_generation_usage__mutmut_30 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_31'] = x_generation_usage__mutmut_31 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_32'] = x_generation_usage__mutmut_32 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_33'] = x_generation_usage__mutmut_33 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_34'] = x_generation_usage__mutmut_34 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_35'] = x_generation_usage__mutmut_35 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_36'] = x_generation_usage__mutmut_36 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_37'] = x_generation_usage__mutmut_37 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_38'] = x_generation_usage__mutmut_38 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_39'] = x_generation_usage__mutmut_39 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_40'] = x_generation_usage__mutmut_40 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_41'] = x_generation_usage__mutmut_41 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_42'] = x_generation_usage__mutmut_42 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_43'] = x_generation_usage__mutmut_43 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_44'] = x_generation_usage__mutmut_44 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_45'] = x_generation_usage__mutmut_45 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_46'] = x_generation_usage__mutmut_46 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_47'] = x_generation_usage__mutmut_47 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_48'] = x_generation_usage__mutmut_48 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_49'] = x_generation_usage__mutmut_49 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_50'] = x_generation_usage__mutmut_50 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_51'] = x_generation_usage__mutmut_51 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_52'] = x_generation_usage__mutmut_52 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_53'] = x_generation_usage__mutmut_53 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_54'] = x_generation_usage__mutmut_54 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_55'] = x_generation_usage__mutmut_55 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_56'] = x_generation_usage__mutmut_56 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_57'] = x_generation_usage__mutmut_57 # type: ignore # mutmut generated
mutants_x_generation_usage__mutmut['x_generation_usage__mutmut_58'] = x_generation_usage__mutmut_58 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_usage_table__mutmut)
def usage_table(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

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


def x_usage_table__mutmut_orig(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

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


def x_usage_table__mutmut_1(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = None
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_2(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=None, left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_3(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=None)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_4(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_5(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], )
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_6(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["XXstageXX", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_7(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["STAGE", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_8(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "XXroleXX", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_9(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "ROLE", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_10(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "XXmodelXX", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_11(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "MODEL", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_12(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "XXcallsXX", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_13(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "CALLS", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_14(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "XXinput tokensXX", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_15(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "INPUT TOKENS", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_16(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "XXoutput tokensXX", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_17(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "OUTPUT TOKENS", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_18(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "XXdollarsXX"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_19(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "DOLLARS"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_20(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=4)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_21(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add(None)
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_22(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model and UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_23(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(None), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_24(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(None),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_25(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(None), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_26(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(None)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_27(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = None
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_28(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_29(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_30(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if (len(priced) == len(rows)) and False else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_31(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if (len(priced) == len(rows)) or True else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_32(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(None) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_33(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) != len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_34(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(None)
    return t


def x_usage_table__mutmut_35(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["XXtotalXX", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_36(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["TOTAL", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_37(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "XXXX", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_38(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "XXXX", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_39(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(None), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_40(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(None)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_41(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(None),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_42(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(None)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_43(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(None), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_44(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(None)), fmt_dollars(total)])
    return t


def x_usage_table__mutmut_45(rows: list[UsageRow]):
    """The cost table (replaykit.table.Table) with a total row."""
    from replaykit.table import UNDEFINED, Table, fmt_dollars, fmt_int

    t = Table(head=["stage", "role", "model", "calls", "input tokens", "output tokens", "dollars"], left=3)
    for r in rows:
        t.add([r.stage, r.role, r.model or UNDEFINED, fmt_int(r.calls), fmt_int(r.input_tokens),
               fmt_int(r.output_tokens), fmt_dollars(r.dollars)])
    if rows:
        priced = [r.dollars for r in rows if r.dollars is not None]
        total = sum(priced) if len(priced) == len(rows) else None
        t.add(["total", "", "", fmt_int(sum(r.calls for r in rows)), fmt_int(sum(r.input_tokens for r in rows)),
               fmt_int(sum(r.output_tokens for r in rows)), fmt_dollars(None)])
    return t

mutants_x_usage_table__mutmut['_mutmut_orig'] = x_usage_table__mutmut_orig # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_1'] = x_usage_table__mutmut_1 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_2'] = x_usage_table__mutmut_2 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_3'] = x_usage_table__mutmut_3 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_4'] = x_usage_table__mutmut_4 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_5'] = x_usage_table__mutmut_5 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_6'] = x_usage_table__mutmut_6 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_7'] = x_usage_table__mutmut_7 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_8'] = x_usage_table__mutmut_8 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_9'] = x_usage_table__mutmut_9 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_10'] = x_usage_table__mutmut_10 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_11'] = x_usage_table__mutmut_11 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_12'] = x_usage_table__mutmut_12 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_13'] = x_usage_table__mutmut_13 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_14'] = x_usage_table__mutmut_14 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_15'] = x_usage_table__mutmut_15 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_16'] = x_usage_table__mutmut_16 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_17'] = x_usage_table__mutmut_17 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_18'] = x_usage_table__mutmut_18 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_19'] = x_usage_table__mutmut_19 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_20'] = x_usage_table__mutmut_20 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_21'] = x_usage_table__mutmut_21 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_22'] = x_usage_table__mutmut_22 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_23'] = x_usage_table__mutmut_23 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_24'] = x_usage_table__mutmut_24 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_25'] = x_usage_table__mutmut_25 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_26'] = x_usage_table__mutmut_26 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_27'] = x_usage_table__mutmut_27 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_28'] = x_usage_table__mutmut_28 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_29'] = x_usage_table__mutmut_29 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_30'] = x_usage_table__mutmut_30 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_31'] = x_usage_table__mutmut_31 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_32'] = x_usage_table__mutmut_32 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_33'] = x_usage_table__mutmut_33 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_34'] = x_usage_table__mutmut_34 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_35'] = x_usage_table__mutmut_35 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_36'] = x_usage_table__mutmut_36 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_37'] = x_usage_table__mutmut_37 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_38'] = x_usage_table__mutmut_38 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_39'] = x_usage_table__mutmut_39 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_40'] = x_usage_table__mutmut_40 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_41'] = x_usage_table__mutmut_41 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_42'] = x_usage_table__mutmut_42 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_43'] = x_usage_table__mutmut_43 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_44'] = x_usage_table__mutmut_44 # type: ignore # mutmut generated
mutants_x_usage_table__mutmut['x_usage_table__mutmut_45'] = x_usage_table__mutmut_45 # type: ignore # mutmut generated
