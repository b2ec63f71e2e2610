"""Personas: the structured attributes a blueprint's user profile is written from (paper §3.1).

The paper samples 100K personas from Nemotron-Personas. That data set is not reachable
offline, so by default we sample structured attributes (age, sex, marital status,
education, occupation, location, household, interests, a name) from small built-in
distributions with a seeded generator, and let the model write the profile summary
(Appendix C.3 "Sample User Profiles"). A persona file (JSONL, or parquet when pyarrow is
installed) with Nemotron-Personas' fields can be given instead.

Everything here is deterministic: a persona depends only on (seed, user index).
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path
from typing import Sequence, TypeVar

from replaykit._util import seeds
from replaykit._util.fs import read_regular
from replaykit._util.limits import MAX_DATA_FILE_BYTES
from replaykit.base import Strict, not_utf8
from replaykit.errors import ConfigError

PERSONA_VERSION = 1
W = TypeVar("W")

# Nemotron-Personas columns. "Basic" ones are short structured attributes; the
# "complementary" ones are free-text persona descriptions (they carry the name).
BASIC_FIELDS = (
    "age",
    "sex",
    "marital_status",
    "education_level",
    "bachelors_field",
    "occupation",
    "city",
    "state",
    "country",
    "household",
)
COMPLEMENTARY_FIELDS = (
    "persona",
    "professional_persona",
    "sports_persona",
    "arts_persona",
    "travel_persona",
    "culinary_persona",
    "skills_and_expertise",
    "hobbies_and_interests",
    "career_goals_and_ambitions",
    "cultural_background",
)


LIST_FIELDS = ("hobbies_and_interests_list", "skills_and_expertise_list")
"""Nemotron-Personas list columns; the reference's basic profile shows them comma-joined."""


def _list_value(v: object) -> list[str]:
    """A list column: a JSON list, or the Python-literal string parquet holds ("['a', 'b']")."""
    if isinstance(v, str) and v.strip().startswith("["):
        try:
            v = ast.literal_eval(v.strip()[:100_000])
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            return []
    if isinstance(v, (list, tuple)):
        return [str(x) for x in v if isinstance(x, (str, int, float)) and str(x)]
    return []


class Persona(Strict):
    uuid: str
    basic: dict[str, str]
    """Structured attributes (a subset of BASIC_FIELDS), rendered as the basic profile."""
    complementary: dict[str, str]
    """Free-text descriptions (a subset of COMPLEMENTARY_FIELDS), rendered as complementary information."""
    name: str | None = None
    """The name, when known (built-in personas); the model extracts it from the complementary text otherwise."""

    def basic_profile_str(self) -> str:
        return "\n".join(f"{k}: {self.basic[k]}" for k in BASIC_FIELDS if k in self.basic)

    def complementary_info(self) -> str:
        return "\n".join(f"{k}: {self.complementary[k]}" for k in COMPLEMENTARY_FIELDS if k in self.complementary)


# -- seeded generators -----------------------------------------------------------------


seeded_rng = seeds.seeded_rng  # a random.Random seeded from sha256 over the parts (never Python's hash())


# -- built-in distributions (small, hand-written; weights are rough, not census data) ---

_AGE_GROUPS = [((18, 24), 12), ((25, 34), 18), ((35, 44), 17), ((45, 54), 17), ((55, 64), 17), ((65, 85), 19)]
_SEX = [("Female", 51), ("Male", 49)]
_MARITAL = [("never_married", 34), ("married_present", 48), ("divorced", 10), ("widowed", 6), ("separated", 2)]
_EDUCATION = [
    ("less_than_9th", 4),
    ("9th_12th_no_diploma", 6),
    ("high_school", 27),
    ("some_college", 19),
    ("associates", 10),
    ("bachelors", 21),
    ("graduate", 13),
]
_FIELDS = ["Business", "Education", "Engineering", "Arts and Humanities", "Health", "Computer Science", "Social Sciences", "Biology"]
_OCCUPATIONS = [
    ("registered_nurse", "Health"),
    ("elementary_school_teacher", "Education"),
    ("software_developer", "Computer Science"),
    ("retail_salesperson", None),
    ("electrician", None),
    ("accountant", "Business"),
    ("restaurant_cook", None),
    ("truck_driver", None),
    ("graphic_designer", "Arts and Humanities"),
    ("social_worker", "Social Sciences"),
    ("civil_engineer", "Engineering"),
    ("farm_manager", "Biology"),
    ("customer_service_representative", None),
    ("small_business_owner", "Business"),
    ("pharmacy_technician", "Health"),
    ("retired", None),
]
_LOCATIONS = [
    ("Columbus", "OH"),
    ("Austin", "TX"),
    ("Fresno", "CA"),
    ("Tampa", "FL"),
    ("Spokane", "WA"),
    ("Raleigh", "NC"),
    ("Tucson", "AZ"),
    ("Madison", "WI"),
    ("Albany", "NY"),
    ("Omaha", "NE"),
    ("Denver", "CO"),
    ("Richmond", "VA"),
]
_HOUSEHOLD = ["lives alone", "lives with partner", "lives with partner and children", "single parent", "lives with parents", "shares a house with roommates"]
_INTERESTS = [
    "gardening",
    "cooking regional dishes",
    "hiking",
    "board games",
    "amateur photography",
    "woodworking",
    "volunteering at a food bank",
    "reading historical fiction",
    "running",
    "knitting",
    "playing guitar",
    "birdwatching",
    "home brewing",
    "baking",
    "local history",
    "fishing",
    "yoga",
    "video games",
    "community theater",
    "restoring old furniture",
]
_SPORTS = ["follows the local baseball team", "plays pickleball on weekends", "swims twice a week", "coaches a youth soccer team", "watches football with friends"]
_TRAVEL = ["prefers road trips to nearby state parks", "saves for one big trip abroad every few years", "rarely travels and enjoys staying home", "visits family in another state each year"]
_CULINARY = ["cooks simple weeknight meals", "experiments with spicy food", "bakes bread on Sundays", "is trying to eat more vegetables", "loves family recipes from grandparents"]
_FIRST = ["Maria", "James", "Aisha", "Daniel", "Mei", "Carlos", "Grace", "Tomas", "Priya", "Robert", "Elena", "Kwame", "Sofia", "Liam", "Hannah", "Jorge"]
_LAST = ["Alvarez", "Johnson", "Nguyen", "Okafor", "Schmidt", "Patel", "Kowalski", "Brown", "Haddad", "Rossi", "Kim", "Walker", "Lindqvist", "Moreau"]
_CULTURE = ["grew up in a bilingual household", "is a first-generation college student", "comes from a large extended family", "moved across the country for work", "has lived in the same town all their life"]


def _weighted(rng: random.Random, items: Sequence[tuple[W, int]]) -> W:
    total = sum(w for _, w in items)
    x = rng.randrange(total)
    for item, w in items:
        if x < w:
            return item
        x -= w
    raise AssertionError("unreachable")


def builtin_persona(seed: int, index: int) -> Persona:
    """One persona sampled from the built-in distributions; depends only on (seed, index)."""
    rng = seeded_rng("persona", seed, index)
    lo, hi = _weighted(rng, _AGE_GROUPS)
    age = rng.randint(lo, hi)
    sex = _weighted(rng, _SEX)
    marital = _weighted(rng, _MARITAL)
    education = _weighted(rng, _EDUCATION)
    occupation, field = _OCCUPATIONS[rng.randrange(len(_OCCUPATIONS))]
    if age >= 67:
        occupation = "retired"
    city, state = _LOCATIONS[rng.randrange(len(_LOCATIONS))]
    household = _HOUSEHOLD[rng.randrange(len(_HOUSEHOLD))]
    interests = rng.sample(_INTERESTS, 3)
    name = f"{_FIRST[rng.randrange(len(_FIRST))]} {_LAST[rng.randrange(len(_LAST))]}"
    basic = {
        "age": str(age),
        "sex": str(sex),
        "marital_status": str(marital),
        "education_level": str(education),
        "occupation": occupation,
        "city": city,
        "state": state,
        "country": "USA",
        "household": household,
    }
    if education in ("bachelors", "graduate"):
        basic["bachelors_field"] = field or _FIELDS[rng.randrange(len(_FIELDS))]
    job = occupation.replace("_", " ")
    complementary = {
        "persona": f"{name} is a {age}-year-old {job} from {city}, {state} ({household}).",
        "professional_persona": f"{name} works as a {job}" if occupation != "retired" else f"{name} is retired",
        "sports_persona": f"{name.split()[0]} {_SPORTS[rng.randrange(len(_SPORTS))]}.",
        "travel_persona": f"{name.split()[0]} {_TRAVEL[rng.randrange(len(_TRAVEL))]}.",
        "culinary_persona": f"{name.split()[0]} {_CULINARY[rng.randrange(len(_CULINARY))]}.",
        "hobbies_and_interests": ", ".join(interests),
        "cultural_background": f"{name.split()[0]} {_CULTURE[rng.randrange(len(_CULTURE))]}.",
    }
    complementary["professional_persona"] += "."
    uid = seeds.hex_id("persona", seed, index)
    return Persona(uuid=uid, basic=basic, complementary=complementary, name=name)


# -- persona files ---------------------------------------------------------------------


def _persona_from_record(rec: dict, where: str) -> Persona:
    if not isinstance(rec, dict):
        raise ConfigError(f"a persona record must be a JSON object, got {type(rec).__name__}", file=where)
    uid = rec.get("uuid")
    if not isinstance(uid, str) or not uid:
        raise ConfigError("is missing or not a string; every persona needs a uuid", file=where, field="uuid")
    basic = {k: str(rec[k]) for k in BASIC_FIELDS if rec.get(k) not in (None, "")}
    for k in LIST_FIELDS:  # kept beside the basic profile (not rendered in it); the reference joins them
        items = _list_value(rec.get(k))
        if items:
            basic[k] = ", ".join(items)
    comp = {k: str(rec[k]) for k in COMPLEMENTARY_FIELDS if rec.get(k) not in (None, "")}
    if not basic and not comp:
        raise ConfigError(
            f"no Nemotron-Personas field found (expected some of {', '.join(BASIC_FIELDS + COMPLEMENTARY_FIELDS)})", file=where
        )
    name = rec.get("name") if isinstance(rec.get("name"), str) else None
    return Persona(uuid=uid, basic=basic, complementary=comp, name=name)


def load_personas(path: str | Path) -> list[Persona]:
    """Personas from a JSONL file (one object per line) or a parquet file (needs pyarrow), in file order."""
    path = Path(path)
    if not path.is_file():
        raise ConfigError("persona file not found; pass a JSONL or parquet file with Nemotron-Personas fields", file=path)
    if path.suffix == ".parquet":
        try:
            # optional dependency: absent unless its extra is installed
            import pyarrow.parquet as pq
        except ImportError as exc:
            raise ConfigError(
                "reading parquet needs pyarrow, which is not installed; `pip install pyarrow` "
                "or convert the file to JSONL", file=path
            ) from exc
        records = pq.read_table(path).to_pylist()
        return [_persona_from_record(r, f"{path} row {i}") for i, r in enumerate(records)]
    out = []
    where = str(path)
    try:
        lines = read_regular(path, limit=MAX_DATA_FILE_BYTES).decode("utf-8").split("\n")
    except UnicodeDecodeError as exc:
        raise ConfigError(not_utf8(exc), file=where) from None
    except OSError as exc:
        raise ConfigError(f"cannot read the persona file ({exc.strerror})", file=where) from None
    for lineno, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"not valid JSON ({exc.msg}); expected one persona object per line",
                              file=f"{path} line {lineno}") from exc
        out.append(_persona_from_record(rec, f"{path} line {lineno}"))
    if not out:
        raise ConfigError("no personas in the file", file=path)
    return out


def select_personas(n: int, seed: int, path: str | Path | None = None) -> list[Persona]:
    """``n`` personas: from the file (a seeded sample without replacement) or the built-in distributions."""
    if path is None:
        return [builtin_persona(seed, i) for i in range(n)]
    pool = load_personas(path)
    if n > len(pool):
        raise ConfigError(f"{len(pool)} personas in the file, but num_users = {n}; lower num_users or add personas",
                          file=path, field="num_users")
    order = list(range(len(pool)))
    seeded_rng("persona-sample", seed).shuffle(order)  # a prefix of one seeded order: --users N is stable
    return [pool[i] for i in order[:n]]
