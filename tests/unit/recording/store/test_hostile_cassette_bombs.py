"""Hostile family "bounded inputs", the cassette part (issue 23 item 3): a small cassette whose
dictionary frame inflates to hundreds of MB, or whose unit declares a 64 GiB frame, is named damage
in `cassette verify` (exit 1, one message, no MemoryError), and the process stays under 200 MB.
Each case runs `replaykit cassette verify` as a real child process; its peak RSS is read from
/proc (VmHWM).
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
import zstandard

from tests._cli import cli_in_child


def _declared_frame(declared: int, data: bytes = b"\0" * 1000) -> bytes:
    """A zstd frame whose header declares ``declared`` bytes of content, holding one raw block of ``data``."""
    header = b"\x28\xb5\x2f\xfd" + bytes([0xE0]) + struct.pack("<Q", declared)  # 8-byte size, single segment
    block = ((len(data) << 3) | 1).to_bytes(3, "little") + data  # last block, raw
    return header + block


def _undeclared_bomb(size: int) -> bytes:
    """A zstd frame that does not declare its size and inflates to ``size`` zero bytes."""
    co = zstandard.ZstdCompressor(level=1, write_content_size=False).compressobj()
    chunk = b"\0" * (1 << 20)
    return b"".join(co.compress(chunk) for _ in range(size >> 20)) + co.flush()


def _cassette(path: Path, case: str) -> Path:
    from replaykit.recording.store import format as f

    if case == "dictionary frame inflating to 512 MiB":
        bomb = _undeclared_bomb(512 << 20)
        body = f.frame(f.KIND_DICT, bomb) * 2
    elif case == "dictionary frame declaring 64 GiB":
        body = f.frame(f.KIND_DICT, _declared_frame(64 << 30))
    elif case == "unit declaring 64 GiB":
        body = f.frame(f.KIND_JENTRIES, f.ENC.encode(([b"\x11" * 32], [1000], _declared_frame(64 << 30))))
    else:  # an entries unit whose blob inflates past the unit limit
        body = f.frame(f.KIND_JENTRIES, f.ENC.encode(([b"\x11" * 32], [1000], _undeclared_bomb(512 << 20))))
    if "dictionary" in case:  # compacted: the locator's extent covers the dictionary frames
        path.write_bytes(f.MAGIC + f.header_frame() + f.locator_frame(0, 0, f.HEAD_BYTES + len(body), 0) + body)
    else:  # journal appends after what a new cassette holds
        path.write_bytes(f.empty_file() + body)
    assert path.stat().st_size < 200_000  # a small file
    return path




@pytest.mark.parametrize("case", ["dictionary frame inflating to 512 MiB", "dictionary frame declaring 64 GiB",
                                  "unit declaring 64 GiB", "unit inflating to 512 MiB"])
def test_a_decompression_bomb_is_named_damage_within_200_mb(case, tmp_path):
    path = _cassette(tmp_path / "bomb.rkc", case)
    for command in (["cassette", "verify", str(path)], ["cassette", "ls", str(path)],
                    ["cassette", "export", str(path)]):
        p, rss = cli_in_child(tmp_path, *command, timeout=300)
        err = p.stderr
        assert "Traceback" not in err and "MemoryError" not in err, err[-3000:]
        assert p.returncode in (1, 2), (command, p.returncode, p.stdout, err)
        assert "the limit of" in err + p.stdout and str(path) in err + p.stdout, (p.stdout, err)
        assert rss < 200, (command, rss)


@pytest.mark.parametrize("extra, refused", [(0, False), (1, True)])
def test_the_dictionary_frame_is_bounded_at_its_own_size(tmp_path, extra, refused):
    """The dictionary a writer stores is DICT_BYTES (256 KiB) of content; one byte more is named damage."""
    from replaykit.recording.store import format as f
    from replaykit.recording.store.cassette import describe_damage, scan

    assert f.DICT_BYTES == 256 << 10
    content = bytes(range(256)) * ((f.DICT_BYTES + extra) // 256) + b"x" * ((f.DICT_BYTES + extra) % 256)
    body = f.frame(f.KIND_DICT, zstandard.ZstdCompressor(level=3).compress(content)) * 2
    path = tmp_path / "d.rkc"
    path.write_bytes(f.MAGIC + f.header_frame() + f.locator_frame(0, 0, f.HEAD_BYTES + len(body), 0) + body)
    res = scan(path)
    if refused:
        assert res.damage is not None and "the limit of" in describe_damage(res) and "dictionary" in describe_damage(res)
    else:
        assert res.damage is None and res.dictionary == content
