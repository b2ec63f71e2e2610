"""`replaykit cassette import-vcr`: cassettes written by stock vcrpy itself (YAML and JSON
serializers) of openai chat calls against the loopback stub convert into a replaykit cassette
that replays the same answers with the stub stopped and no key, with no credential written."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import openai
import pytest
import vcr

import replaykit
from replaykit.errors import CassetteError
from replaykit.recording.capture.vcr_import import import_vcr
from replaykit.recording.store.cassette import CassetteStore

KEY = "sk-vcr-import-test-0123456789"
CLI = [sys.executable, "-m", "replaykit.cli.main"]


def _chats(client: openai.OpenAI) -> list[str]:
    """Two questions, one of them twice at temperature 1 (the stub answers each sampled repeat
    differently), and a message that echoes the key (a leak the converter must scrub)."""
    out = []
    for text, temp in (("hello", None), ("pick a word", 1.0), ("pick a word", 1.0), (f"my key is {KEY}", None)):
        extra = {} if temp is None else {"temperature": temp}
        r = client.chat.completions.create(model="stub", messages=[{"role": "user", "content": text}], **extra)
        out.append(r.choices[0].message.content)
    return out


@pytest.mark.parametrize("serializer", ["yaml", "json"])
def test_vcrpy_cassette_converts_and_replays(serializer, openai_stub, tmp_path, monkeypatch, no_api_key):
    source = tmp_path / f"chat.{serializer}"
    client = openai.OpenAI(base_url=openai_stub.base_url, api_key=KEY, max_retries=0)
    with vcr.VCR(serializer=serializer, record_mode="all").use_cassette(str(source)):
        recorded = _chats(client)
    assert recorded[1] != recorded[2]  # the sampled repeat really differs: order matters on replay
    assert KEY in source.read_text()  # stock vcrpy wrote the Authorization header (and the echo)
    calls = openai_stub.calls

    out = tmp_path / "converted.rkc"
    done = subprocess.run([*CLI, "cassette", "import-vcr", str(source), "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "imported 4 call(s) of 4 interaction(s) from 1 file(s)" in done.stdout
    assert "header authorization" in done.stdout

    raw = out.read_bytes()
    assert KEY.encode() not in raw
    with CassetteStore.open(out) as store:
        entries = list(store.entries())
    assert len(entries) == 4
    for e in entries:  # decoded, not grepped: no key in any stored field
        assert KEY.encode() not in e.request.body + e.request.query.encode() + e.response.body
        assert [h for h, _ in e.response.headers] == ["content-type"]

    openai_stub.stop()
    offline = openai.OpenAI(base_url="http://unused.invalid/v1", api_key="none", max_retries=0)
    with replaykit.use_cassette(out, mode="replay", secrets=[KEY]) as rec:
        replayed = _chats(offline)
    assert replayed == recorded
    assert rec.stats.hits == 4 and not rec.misses
    assert openai_stub.calls == calls


def test_bad_inputs_are_named_and_nothing_is_overwritten(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text("interactions: []\nversion: 1\n")
    existing = tmp_path / "existing.rkc"
    existing.write_bytes(b"not mine")
    with pytest.raises(CassetteError) as err:
        import_vcr([good], existing)
    assert err.value.file == str(existing) and existing.read_bytes() == b"not mine"

    code = tmp_path / "code.yaml"  # a YAML tag that would run code under yaml's full loader
    code.write_text("interactions: !!python/object/apply:os.system ['echo pwned']\n")
    with pytest.raises(CassetteError) as err:
        import_vcr([code], tmp_path / "x.rkc")
    assert err.value.file == str(code) and not (tmp_path / "x.rkc").exists()

    other = tmp_path / "other.yaml"
    other.write_text("just: a mapping\n")
    with pytest.raises(CassetteError) as err:
        import_vcr([other], tmp_path / "y.rkc")
    assert err.value.field == "interactions"

    done = subprocess.run([*CLI, "cassette", "import-vcr", str(other), "--out", str(tmp_path / "z.rkc")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("error: ") and "other.yaml" in done.stderr
    assert not Path(tmp_path / "z.rkc").exists()
