"""Personas: seeded built-in sampling and persona files (JSONL; parquet only with pyarrow)."""

from __future__ import annotations

import json

import pytest

from replaykit.data.persona import BASIC_FIELDS, builtin_persona, load_personas, select_personas
from replaykit.errors import ConfigError


def test_builtin_personas_are_seeded_and_varied():
    a = [builtin_persona(1, i) for i in range(20)]
    assert a == [builtin_persona(1, i) for i in range(20)]
    assert a != [builtin_persona(2, i) for i in range(20)]
    assert len({p.uuid for p in a}) == 20
    assert len({p.basic["occupation"] for p in a}) > 4
    ages = [int(p.basic["age"]) for p in a]
    assert min(ages) >= 18 and max(ages) <= 85
    for p in a:
        assert p.name and p.name in p.complementary_info()
        assert p.basic_profile_str().splitlines()[0].startswith("age: ")
        assert set(p.basic) <= set(BASIC_FIELDS)


def _write_jsonl(path, n):
    rows = [{"uuid": f"u{i:02d}", "age": 30 + i, "sex": "Female", "occupation": "nurse", "city": "Reno",
             "persona": f"Person {i} is a nurse.", "extra_column": "ignored"} for i in range(n)]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")


def test_jsonl_persona_file(tmp_path):
    f = tmp_path / "p.jsonl"
    _write_jsonl(f, 5)
    ps = load_personas(f)
    assert [p.uuid for p in ps] == [f"u{i:02d}" for i in range(5)]
    assert ps[2].basic["age"] == "32" and "Person 2" in ps[2].complementary_info()
    three = select_personas(3, 7, f)
    assert select_personas(4, 7, f)[:3] == three  # --users N takes a prefix of one seeded order
    with pytest.raises(ConfigError) as info:
        select_personas(9, 7, f)
    assert (info.value.file, info.value.field) == (str(f), "num_users") and "num_users = 9" in info.value.reason


def test_persona_file_errors_name_the_line(tmp_path):
    f = tmp_path / "p.jsonl"
    f.write_text('{"uuid": "a", "age": 3}\n{"age": 4}\n')
    with pytest.raises(ConfigError) as info:
        load_personas(f)
    assert (info.value.file, info.value.field) == (f"{f} line 2", "uuid")
    f.write_text('{"uuid": "a", "age": 3}\nnot json\n')
    with pytest.raises(ConfigError) as info:
        load_personas(f)
    assert info.value.file == f"{f} line 2" and info.value.reason.startswith("not valid JSON")


def test_parquet_needs_pyarrow(tmp_path):
    f = tmp_path / "p.parquet"
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        f.write_bytes(b"PAR1")
        with pytest.raises(ConfigError, match="needs pyarrow"):
            load_personas(f)
    else:
        import pyarrow as pa
        import pyarrow.parquet as pq

        pq.write_table(pa.Table.from_pylist([{"uuid": "x1", "age": 40, "occupation": "chef"}]), f)
        assert load_personas(f)[0].basic == {"age": "40", "occupation": "chef"}


def test_persona_file_used_by_generator(tmp_path):
    from replaykit.generation.generator import Generator
    from tests.unit.generation.test_generator import FakeModel, cfg, fake_scope

    f = tmp_path / "p.jsonl"
    _write_jsonl(f, 4)
    res = Generator(cfg(persona_file=str(f)), FakeModel(), scope=fake_scope).generate()
    assert {bp.user_profile.uuid for bp in res.blueprints} <= {f"u{i:02d}" for i in range(4)}
