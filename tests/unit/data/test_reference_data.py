"""The paper's own data.json, in the reference's exact layout (full user_profile with an int
age, the reference's key order, non-ASCII text), loads, validates, shows, exports back to the
same bytes, survives a folder round trip, and re-scores through `import amemgym`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.data.blueprint import (
    export_reference,
    import_reference,
    load_blueprints,
    save_blueprints,
)
from replaykit.errors import BlueprintError, ConfigError
from tests.unit._reference_layout import PROFILE_KEYS, reference_data, write_reference_data


@pytest.fixture
def data(tmp_path) -> tuple[Path, bytes]:
    path = tmp_path / "data.json"
    return path, write_reference_data(path)


def test_full_profile_loads_with_every_field(data):
    path, _ = data
    bps = import_reference(path)
    prof = bps[0].user_profile
    assert prof.name == "Zoë Ramírez" and prof.age == 47 and isinstance(prof.age, int)
    assert prof.occupation == "textile_designer" and prof.complementary_info.startswith("Zoë runs")
    assert prof.formatted_str.splitlines()[1] == "age: 47"
    # the source's dict order is kept (it reaches the simulator's schema JSON)
    assert list(bps[0].state_schema) == ["workshop_size", "garden_space", "budget_level"]


def test_export_is_byte_equal_to_the_reference_file(data):
    path, raw = data
    assert export_reference(import_reference(path)) == raw


def test_folder_round_trip_keeps_fields_and_order(data, tmp_path):
    path, raw = data
    folder = save_blueprints(load_blueprints(path), tmp_path / "bps", source="test")
    again = load_blueprints(folder)
    assert export_reference(again) == raw
    # and once more through a folder made from that folder
    folder2 = save_blueprints(again, tmp_path / "bps2")
    assert export_reference(load_blueprints(folder2)) == raw
    assert (folder / "users" / f"{again[0].id}.json").read_bytes() == (
        folder2 / "users" / f"{again[0].id}.json").read_bytes()


def test_generated_folders_keep_sorted_keys(data, tmp_path):
    path, _ = data
    folder = save_blueprints(list(import_reference(path)), tmp_path / "sorted")  # a plain list: sorted
    doc = json.loads((folder / "users" / f"{reference_data()[0]['id']}.json").read_text())
    assert list(doc) == sorted(doc) and list(doc["state_schema"]) == sorted(doc["state_schema"])
    assert "key_order" not in json.loads((folder / "manifest.json").read_text())


def test_cli_validate_show_stats_export(data, tmp_path):
    path, raw = data
    r = CliRunner().invoke(cli, ["blueprint", "validate", str(path)])
    assert r.exit_code == 0 and "2 blueprint(s) valid" in r.output, r.output
    r = CliRunner().invoke(cli, ["blueprint", "show", str(path), "--user", "1"])
    assert r.exit_code == 0 and "Sam O'Neil" in r.output and "age: 29" in r.output, r.output
    r = CliRunner().invoke(cli, ["blueprint", "stats", str(path), "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["users"] == 2 and json.loads(r.output)["questions"] == 4
    out = tmp_path / "back.json"
    r = CliRunner().invoke(cli, ["blueprint", "export", str(path), "--format", "reference", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert out.read_bytes() == raw
    # never overwrites without --force
    r = CliRunner().invoke(cli, ["blueprint", "export", str(path), "--format", "reference", "--out", str(out)])
    assert isinstance(r.exception, ConfigError) and r.exception.file == str(out)
    assert out.read_bytes() == raw


def test_wrong_profile_types_are_named(tmp_path):
    doc = reference_data()
    doc[1]["user_profile"]["age"] = "forty"
    path = tmp_path / "data.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(BlueprintError) as e:
        import_reference(path)
    assert "$[1].user_profile.age" in str(e.value)


def test_profile_key_list_is_the_reference_order():
    from replaykit.data.blueprint import UserProfile

    assert list(UserProfile.__struct_fields__) == ["uuid", *PROFILE_KEYS, "formatted_str"]


def test_import_amemgym_keeps_the_full_profile(data, tmp_path):
    """`import amemgym` over a reference-layout data.json: its blueprints folder exports back
    to the same bytes."""
    path, raw = data
    rdir = tmp_path / "out" / "native"
    for u in reference_data():
        udir = rdir / u["id"]
        (udir / "interactions").mkdir(parents=True)
        overall, diag = [], []
        for p, period in enumerate(u["periods"]):
            orow, drow = [], []
            for qa in u["qas"]:
                orow.append({"query": qa["query"], "raw_response": '```json\n{"answer": 1}\n```',
                             "response": 1, "json_error": False})
                drow.append({"query": "...", "raw_response": "{}", "results": [
                    {"info_type": v, "answer_state": period["state"][v]} for v in qa["required_info"]]})
            overall.append(orow)
            diag.append(drow)
            sessions = [[{"role": "user", "content": f"[Current Time: {s['session_time']}]\n{s['query']}"},
                         {"role": "assistant", "content": "ok"}] for s in period["sessions"]]
            (udir / "interactions" / f"period_{p:02d}.json").write_text(json.dumps(sessions))
        (udir / "overall_results.json").write_text(json.dumps(overall))
        (udir / "diagnosis_results.json").write_text(json.dumps(diag))
    out = tmp_path / "imported"
    r = CliRunner().invoke(cli, ["import", "amemgym", "--data", str(path), "--run", f"native={rdir}", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert export_reference(load_blueprints(out / "blueprints")) == raw
    r = CliRunner().invoke(cli, ["score", str(out), "--json"])
    assert r.exit_code == 0, r.output
