"""Hostile family "verify means verified" (issue 23 item 4, the part outside the cassette format):
`cassette verify` recomputes every entry's key from its stored request, so entries swapped under
each other's keys (which would replay other calls' answers) are damage; a record whose CRC holds
but whose strings are not UTF-8 is a named damage error in verify, ls and export, never a
UnicodeDecodeError traceback. (That a file knows its own extent and entry count belongs to the
cassette format's own issue.)
"""

from __future__ import annotations

import json

import pytest
import zstandard

from tests.unit._hostile_helpers import cli, make_cassette, request_key

PATH = "/v1/chat/completions"


def _entry(content: str, key: str | None = None, path: str = PATH):
    from replaykit.recording.store.cassette import Entry, RecordedRequest, RecordedResponse

    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": content}]}).encode()
    return Entry(key=key or request_key(body, path), request=RecordedRequest(method="POST", path=path, body=body),
                 response=RecordedResponse(status=200, body=json.dumps({"answer": content}).encode()))


@pytest.mark.parametrize("compacted", [False, True], ids=["journal", "compacted"])
def test_entries_under_each_others_keys_fail_verify(compacted, tmp_path, capsys):
    from replaykit.recording.store.cassette import CassetteStore

    a, b = _entry("what is 1+1?"), _entry("what is my name?")
    path = tmp_path / "c.rkc"
    store = CassetteStore.open(path, writable=True)
    for e in (a, b, _entry("third")):
        store.append(e)
    store.close(compact=compacted)
    assert cli(capsys, "cassette", "verify", path)[0] == 0  # the honest file verifies
    swapped = tmp_path / "swapped.rkc"
    store = CassetteStore.open(swapped, writable=True)
    store.append(_entry("what is 1+1?", key=b.key))  # each answer filed under the other call's key
    store.append(_entry("what is my name?", key=a.key))
    store.append(_entry("third"))
    store.close(compact=compacted)
    code, out, err = cli(capsys, "cassette", "verify", swapped)
    assert code == 1 and "Traceback" not in err, (out, err)
    assert "was altered or swapped" in err and (a.key in err or b.key in err), err
    code, out, err = cli(capsys, "cassette", "ls", tmp_path)
    lines = {line.split()[-1]: line for line in out.splitlines()}
    assert "DAMAGED" in lines[str(swapped)] and " ok " in lines[str(path)], out


def _non_utf8_cassette(path):
    """A journal cassette whose entry record holds the path /v1/\\xff\\xfe..., every CRC valid."""
    from replaykit.recording.store import format as f
    from replaykit.recording.store.cassette import CassetteStore, scan

    store = CassetteStore.open(path, writable=True)
    store.append(_entry("hello", path="/v1/PATHXXXX"))
    store.close(compact=False)
    data = bytearray(path.read_bytes())
    unit = scan(path).units[-1]
    keys, ends, blob = f.DEC_ENTRIES_UNIT.decode(bytes(data[unit.offset:unit.offset + unit.length]))
    rec = zstandard.ZstdDecompressor().decompress(blob)
    assert rec.count(b"PATHXXXX") == 1
    rec = rec.replace(b"PATHXXXX", b"PATH\xff\xfe\xfd\xfc")
    payload = f.ENC.encode((keys, ends, zstandard.ZstdCompressor().compress(rec)))
    data[unit.offset - f.FRAME.size:] = f.frame(f.KIND_JENTRIES, payload)
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("command", ["verify", "ls", "export", "show", "stats"])
def test_a_record_with_non_utf8_strings_is_named_damage(command, tmp_path, capsys):
    path = _non_utf8_cassette(tmp_path / "c.rkc")
    from replaykit.recording.store.cassette import scan

    assert scan(path).damage is None  # every frame's CRC holds: only decoding the record finds it
    args = {"verify": [path], "ls": [path], "export": [path], "show": [path, ""], "stats": [path]}[command]
    code, out, err = cli(capsys, "cassette", command, *args)
    assert code in (1, 2), (code, out, err)
    assert "Traceback" not in err and "UnicodeDecodeError" not in err, err
    assert ("utf-8" in out + err or "UTF-8" in out + err) and str(path) in out + err, (out, err)


def test_ls_of_a_folder_names_the_non_utf8_cassette_damaged(tmp_path, capsys):
    _non_utf8_cassette(tmp_path / "bad.rkc")
    make_cassette(tmp_path / "good.rkc")
    code, out, err = cli(capsys, "cassette", "ls", tmp_path)
    assert code == 0 and "Traceback" not in err
    lines = {line.split()[-1]: line for line in out.splitlines()}
    assert "DAMAGED" in lines[str(tmp_path / "bad.rkc")] and " ok " in lines[str(tmp_path / "good.rkc")]


def _damaged_copies(tmp_path, capsys):
    """A compacted 50-entry cassette and two copies with one byte flipped: in its first frame after
    the file header (offset 8) and in the middle of its first entries (the first unit)."""
    path = make_cassette(tmp_path / "c.rkc", n=50)
    assert cli(capsys, "cassette", "compact", path)[0] == 0
    data = path.read_bytes()
    out = {}
    for name, at in (("first frame", 8), ("first unit", len(data) // 2)):
        bad = bytearray(data)
        bad[at] ^= 0xFF
        out[name] = tmp_path / f"{name.replace(' ', '-')}.rkc"
        out[name].write_bytes(bytes(bad))
    return out


def test_before_repair_verify_says_only_what_is_true(tmp_path, capsys):
    """Issue 32 item 11: verify said "The 0 entries before that offset are readable" and "Nothing in
    it is readable as a cassette" of files from which repair then kept entries (all 50 of them,
    for a damaged first frame)."""
    files = _damaged_copies(tmp_path, capsys)
    code, out, err = cli(capsys, "cassette", "verify", files["first unit"])
    said = out + err
    assert code == 1 and "The 0 entries" not in said and "no complete entry lies before that offset" in said
    assert "keeps every entry still intact, says how many it dropped" in said
    code, out, err = cli(capsys, "cassette", "verify", files["first frame"])
    said = out + err
    assert code == 1 and "Nothing in it is readable" not in said and "It cannot be opened as it is" in said
    code, out, err = cli(capsys, "cassette", "repair", files["first frame"])
    assert code == 0 and "kept 50 entries" in out + err  # what verify may no longer deny
