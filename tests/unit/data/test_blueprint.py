"""Blueprint model: validation on the peer fixture, one hand-broken copy per invariant, reference round trip."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.data.blueprint import (
    export_reference,
    import_reference,
    load_blueprints,
    save_blueprints,
    stats,
)
from replaykit.errors import BlueprintError

REPO = Path(__file__).resolve().parents[3]
PEER = REPO.parent / "shared" / "fixtures" / "amemgym-peer" / "data.json"


@pytest.fixture(scope="module")
def peer() -> list[dict]:
    if not PEER.is_file():
        pytest.skip(f"peer fixture not found at {PEER} (it lives outside the repo, in ../shared/fixtures)")
    return json.loads(PEER.read_text())


def _validate(tmp_path: Path, data: list[dict]):
    path = tmp_path / "data.json"
    path.write_text(json.dumps(data))
    return CliRunner().invoke(cli, ["blueprint", "validate", str(path)])


def _fails(tmp_path: Path, data: list[dict], *needles: str) -> str:
    res = _validate(tmp_path, data)
    assert isinstance(res.exception, BlueprintError), res.output
    msg = str(res.exception)
    for n in needles:
        assert n in msg, msg
    return msg


def test_validate_passes_on_peer_fixture(peer, tmp_path):
    res = CliRunner().invoke(cli, ["blueprint", "validate", str(PEER)])
    assert res.exit_code == 0, res.output
    assert "5 blueprint(s) valid" in res.output


def test_cli_exit_code_and_message_without_traceback(peer, tmp_path):
    data = copy.deepcopy(peer)
    var = next(iter(data[0]["state_schema"]))
    data[0]["periods"][3]["state"][var] = "not_a_choice"
    path = tmp_path / "data.json"
    path.write_text(json.dumps(data))
    proc = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "blueprint", "validate", str(path)],
                          capture_output=True, text=True, cwd=REPO)
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: ") and "Traceback" not in proc.stderr
    assert f"period 3: state.{var} = 'not_a_choice'" in proc.stderr


def test_state_value_must_be_a_choice(peer, tmp_path):
    data = copy.deepcopy(peer)
    var = next(iter(data[1]["state_schema"]))
    data[1]["periods"][0]["state"][var] = "bogus"
    _fails(tmp_path, data, f"user {data[1]['id']}", "period 0", f"state.{var} = 'bogus' is not one of its choices")


def test_state_must_cover_schema(peer, tmp_path):
    data = copy.deepcopy(peer)
    var = next(iter(data[0]["state_schema"]))
    del data[0]["periods"][2]["state"][var]
    _fails(tmp_path, data, "period 2", f"state is missing variable {var!r}")


def test_schema_variable_needs_two_distinct_choices(peer, tmp_path):
    data = copy.deepcopy(peer)
    var, choices = next(iter(data[0]["state_schema"].items()))
    data[0]["state_schema"][var] = [choices[0], choices[0]]
    _fails(tmp_path, data, f"state_schema.{var} repeats a choice")


def test_required_info_must_be_in_schema(peer, tmp_path):
    data = copy.deepcopy(peer)
    data[2]["qas"][4]["required_info"][0] = "unknown_variable"
    _fails(tmp_path, data, f"user {data[2]['id']}", "question 4", "required_info names 'unknown_variable'")


def test_answer_choice_values_must_be_choices(peer, tmp_path):
    data = copy.deepcopy(peer)
    data[0]["qas"][1]["answer_choices"][2]["state"][0] = "bogus"
    _fails(tmp_path, data, "question 1, answer choice 2", "state value 'bogus'")


def test_answer_choice_state_matches_required_info_length(peer, tmp_path):
    data = copy.deepcopy(peer)
    data[0]["qas"][1]["answer_choices"][0]["state"].append("extra")
    _fails(tmp_path, data, "question 1, answer choice 0", "state has 3 values for 2 required_info")


def test_every_experienced_variant_has_an_answer_choice(peer, tmp_path):
    data = copy.deepcopy(peer)
    q = data[0]["qas"][0]
    cur = [data[0]["periods"][0]["state"][v] for v in q["required_info"]]
    q["answer_choices"] = [c for c in q["answer_choices"] if c["state"] != cur]
    _fails(tmp_path, data, "question 0, period 0", f"experienced state variant {cur}", "has no answer choice")


def test_periods_must_be_ordered(peer, tmp_path):
    data = copy.deepcopy(peer)
    ps = data[0]["periods"]
    ps[4]["period_start"], ps[4]["period_end"] = "2019-01-01", "2019-04-01"
    _fails(tmp_path, data, "period 4", "periods must be ordered")


def test_sessions_must_be_ordered_in_a_period(peer, tmp_path):
    data = copy.deepcopy(peer)
    s = data[0]["periods"][0]["sessions"]
    s[0], s[1] = s[1], s[0]
    _fails(tmp_path, data, "period 0", "sessions are not ordered")


def test_update_new_must_agree_with_state(peer, tmp_path):
    data = copy.deepcopy(peer)
    p = data[0]["periods"][1]
    var = next(iter(p["updates"]))
    other = next(c for c in data[0]["state_schema"][var] if c != p["state"][var])
    p["updates"][var]["new"] = other
    _fails(tmp_path, data, "period 1", f"updates.{var}.new = {other!r} but state.{var}")


def test_update_old_must_agree_with_previous_state(peer, tmp_path):
    data = copy.deepcopy(peer)
    p = data[0]["periods"][1]
    var = next(iter(p["updates"]))
    p["updates"][var]["old"] = p["state"][var]
    _fails(tmp_path, data, "period 1", f"updates.{var}.old", "the previous state has")


def test_state_change_needs_an_update_entry(peer, tmp_path):
    data = copy.deepcopy(peer)
    p = data[0]["periods"][1]
    var = next(iter(p["updates"]))
    del p["updates"][var]
    for per in data[0]["periods"]:  # keep update_cnts consistent so the change check is the one that fires
        per["update_cnts"][var] -= 1
    _fails(tmp_path, data, "period 1", f"state.{var} changed from", "with no entry in updates")


def test_update_cnts_must_count_changes(peer, tmp_path):
    data = copy.deepcopy(peer)
    var = next(iter(data[0]["state_schema"]))
    data[0]["periods"][5]["update_cnts"][var] += 1
    _fails(tmp_path, data, "period 5", f"update_cnts.{var}")


def test_reference_format_rejects_unknown_field(peer, tmp_path):
    data = copy.deepcopy(peer)
    data[3]["periods"][2]["surprise"] = 1
    res = _validate(tmp_path, data)
    assert isinstance(res.exception, BlueprintError)
    assert "surprise" in str(res.exception) and "$[3].periods[2]" in str(res.exception)


def test_import_then_export_is_the_same_json_value(peer):
    bps = import_reference(PEER)
    assert json.loads(export_reference(bps)) == peer
    assert export_reference(bps) == PEER.read_bytes()  # the reference's writer, byte for byte


def test_folder_round_trip_is_byte_stable(peer, tmp_path):
    bps = import_reference(PEER)
    save_blueprints(bps, tmp_path / "a", source="peer")
    again = load_blueprints(tmp_path / "a")
    assert again == bps
    save_blueprints(again, tmp_path / "b", source="peer")
    for f in sorted((tmp_path / "a").rglob("*.json")):
        assert f.read_bytes() == (tmp_path / "b" / f.relative_to(tmp_path / "a")).read_bytes()


def test_stats_on_peer(peer):
    s = stats(import_reference(PEER))
    assert s.users == 5
    assert s.periods == sum(len(u["periods"]) for u in peer)
    assert s.questions == 50
    assert s.state_changes == sum(len(p["updates"]) for u in peer for p in u["periods"][1:])
    assert s.choices_per_question_min >= 4


def test_stats_and_show_cli(peer):
    res = CliRunner().invoke(cli, ["blueprint", "stats", str(PEER), "--json"])
    assert res.exit_code == 0 and json.loads(res.output)["users"] == 5
    res = CliRunner().invoke(cli, ["blueprint", "show", str(PEER), "--user", "1"])
    assert res.exit_code == 0 and peer[1]["id"] in res.output and peer[1]["qas"][0]["query"] in res.output
