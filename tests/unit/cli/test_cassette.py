"""`replaykit cassette ...` over a small real cassette."""

from __future__ import annotations

import json

import msgspec
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse, Usage
from replaykit.recording.store.verification import recomputed_key


def keyed(entry: Entry) -> Entry:
    """The entry under the key of its request (verify recomputes every key)."""
    return msgspec.structs.replace(entry, key=recomputed_key(entry))


def make(path, n=5) -> list[str]:
    """A cassette of n calls; their keys, in call order."""
    store = CassetteStore.open(path, writable=True)
    keys = []
    for i in range(n):
        body = json.dumps({"model": "m", "messages": [{"role": "user", "content": f"question number {i}"}]}).encode()
        entry = keyed(Entry(key="",
                           request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                           response=RecordedResponse(status=200, headers=[("content-type", "application/json")],
                                                     body=json.dumps({"choices": [{"message": {"content": "x" * 50}}]}).encode()),
                           meta=EntryMeta(latency_ms=12.5, model="m", usage=Usage(prompt_tokens=3, completion_tokens=4, total_tokens=7))))
        store.append(entry)
        keys.append(entry.key)
    store.close()
    return keys


def test_ls_show_stats_export(tmp_path):
    path = tmp_path / "c.rkc"
    keys = make(path)
    r = CliRunner()
    out = r.invoke(cli, ["cassette", "ls", str(path)])
    assert out.exit_code == 0 and out.output.count("/v1/chat/completions") == 5 and "question number 3" in out.output
    out = r.invoke(cli, ["cassette", "ls", str(tmp_path)])
    assert out.exit_code == 0 and "ok" in out.output and "c.rkc" in out.output
    out = r.invoke(cli, ["cassette", "show", str(path), keys[3][:12]])
    assert out.exit_code == 0 and json.loads(out.output)["request"]["body"]["messages"][0]["content"] == "question number 3"
    out = r.invoke(cli, ["cassette", "show", str(path), "nope"])
    assert out.exit_code != 0
    out = r.invoke(cli, ["cassette", "stats", str(path)])
    assert out.exit_code == 0
    fields = {line[:16].strip(): line[16:].strip() for line in out.output.splitlines()[:5]}
    assert fields["entries"] == "5"
    assert int(fields["bytes on disk"]) == path.stat().st_size
    exported = tmp_path / "c.jsonl"
    out = r.invoke(cli, ["cassette", "export", str(path), "-o", str(exported)])
    assert out.exit_code == 0
    lines = exported.read_bytes().splitlines()
    assert len(lines) == 5 and int(fields["bytes as JSON"]) == len(exported.read_bytes())
    assert float(fields["ratio"]) == round(path.stat().st_size / len(exported.read_bytes()), 3)
    # --out, as every other command spells it (issue 34); --output still works; stdout is the same bytes
    for flag, name in (("--out", "b.jsonl"), ("--output", "c2.jsonl")):
        out = r.invoke(cli, ["cassette", "export", str(path), flag, str(tmp_path / name)])
        assert out.exit_code == 0, out.output
        assert (tmp_path / name).read_bytes() == exported.read_bytes()
    assert r.invoke(cli, ["cassette", "export", str(path)]).stdout_bytes == exported.read_bytes()


def test_verify_exit_codes_and_repair(tmp_path):
    path = tmp_path / "c.rkc"
    make(path)
    store = CassetteStore.open(path, writable=True)
    store.append(keyed(Entry(key="", request=RecordedRequest(method="POST", path="/x"),
                             response=RecordedResponse(status=200, body=b"z" * 100))))
    store.close(compact=False)
    r = CliRunner()
    assert r.invoke(cli, ["cassette", "verify", str(path)]).exit_code == 0
    data = path.read_bytes()
    path.write_bytes(data[:-7])  # a torn last frame
    out = r.invoke(cli, ["cassette", "verify", str(path)])
    assert out.exit_code == 1
    assert str(path) in out.output and "damaged at byte offset" in out.output
    out = r.invoke(cli, ["cassette", "repair", str(path)])
    assert out.exit_code == 0 and "kept 5 entries" in out.output
    assert r.invoke(cli, ["cassette", "verify", str(path)]).exit_code == 0


def test_verify_exit_status_through_the_real_entry_point(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "c.rkc"
    make(path, n=2)
    path.write_bytes(path.read_bytes()[:-5])
    proc = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "cassette", "verify", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert f"cassette {path} is damaged at byte offset" in proc.stderr


def test_compact_says_when_a_file_is_already_compact_and_leaves_it_unread(tmp_path):
    """A file with nothing appended is not rewritten (nor read): `compact` says so and points at `verify`,
    rather than 'compacted ... N -> N bytes', which read as if it had checked the units."""
    path = tmp_path / "c.rkc"
    make(path)  # closing compacts it
    store = CassetteStore.open(path, writable=True)  # a journal: one more call appended
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": "one more"}]}).encode()
    store.append(keyed(Entry(key="", request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                             response=RecordedResponse(status=200, headers=[], body=b"{}"))))
    store.close(compact=False)
    r = CliRunner()
    out = r.invoke(cli, ["cassette", "compact", str(path)])
    assert out.exit_code == 0 and out.output.startswith(f"compacted {path}: 6 entries, ")
    before = path.read_bytes()
    out = r.invoke(cli, ["cassette", "compact", str(path)])
    assert out.exit_code == 0 and "already compact (6 entries" in out.output and "cassette verify" in out.output
    assert "compacted" not in out.output and path.read_bytes() == before
