"""Hostile family "smaller holes" (issue 23 item 9): ids Windows reserves for devices are not safe
names (a checkout holding `users/con.json` breaks on Windows), and an endpoints file may name only
an API-key variable as its key (its value is sent as a bearer token to the file's base_url).
"""

from __future__ import annotations

import json

import pytest

from replaykit._util.names import is_safe_name
from replaykit.data.blueprint import export_reference, save_blueprints
from tests.unit._episode_fakes import small_blueprint
from tests.unit._hostile_helpers import REPO, cli, one_line_error

RESERVED = ["con", "CON", "nul", "Nul", "aux", "prn", "com1", "COM9", "lpt1", "lpt0", "con.json", "nul.r0",
            "aux.tar.gz", "trailing."]
FINE = ["console", "nully", "com10", "lpt", "auxiliary", "u1", "a.b", "con-1", "x.con"]


@pytest.mark.parametrize("bad", RESERVED)
def test_windows_reserved_ids_are_not_safe_names(bad, tmp_path, capsys):
    assert not is_safe_name(bad)
    data = tmp_path / "data.json"
    doc = json.loads(export_reference([small_blueprint("u1")]))
    doc[0]["id"] = bad
    data.write_text(json.dumps(doc))
    code, _, err = cli(capsys, "blueprint", "validate", data)
    assert code == 2
    one_line_error(err, str(data), "cannot be used as a file name", "Windows")


@pytest.mark.parametrize("good", FINE)
def test_names_that_only_look_reserved_stay_safe(good):
    assert is_safe_name(good)


@pytest.mark.parametrize("name,allowed", [
    ("OPENAI_API_KEY", True), ("MY_PROVIDER_API_KEY", True), ("HF_TOKEN", True), ("TOGETHER_API_KEY", True),
    ("HOME", False), ("AWS_SECRET_ACCESS_KEY", False), ("PATH", False), ("openai_api_key", False),
    ("SSH_AUTH_SOCK", False), ("DATABASE_URL", False), ("GITHUB_TOKEN_EXTRA", False), ("", False),
])
def test_an_endpoint_names_only_an_api_key_variable(name, allowed, tmp_path, capsys, monkeypatch):
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    eps = tmp_path / "endpoints.json"
    eps.write_text(json.dumps({"version": 1, "endpoints": {"default": {
        "base_url": "http://127.0.0.1:9/v1", "model": "m", "api_key_env": name}}}))
    from replaykit.errors import ConfigError
    from replaykit.gateway import load_endpoints

    if allowed:
        assert load_endpoints(eps)["agent"].api_key_env == name
        return
    with pytest.raises(ConfigError) as info:
        load_endpoints(eps)
    assert "api_key_env" in str(info.value) and "bearer token" in str(info.value)
    bps = save_blueprints([small_blueprint("u1")], tmp_path / "bps")
    code, out, err = cli(capsys, "run", "--blueprints", bps, "--agent", REPO / "configs" / "agents" / "native.json",
                         "--out", tmp_path / "out", "--endpoints", eps, "--mode", "auto")
    assert code == 2
    one_line_error(err, str(eps), "api_key_env")
    assert not (tmp_path / "out").exists()
