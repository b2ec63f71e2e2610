"""Hostile family "terminal escapes" (issue 32, item 10): text from a file or a model reaches a
terminal printable. The rule (replaykit._util.printable) checked against escapes written out by
hand, and the stream every command writes through (replaykit.ui.terminal.PrintableStream); the
real CLI printing a hostile model reply, piped and under a pseudo-terminal, is in
tests/integration/cli/test_terminal_escapes.py."""

from __future__ import annotations

import io
import json

import pytest

from replaykit._util.printable import printable
from replaykit.ui.progress import ProgressBar
from replaykit.ui.terminal import PrintableStream, printable_streams

CASES = [  # (text, one line, lines kept): the escapes written by hand
    ("\x1b]0;title\x07", "\\x1b]0;title\\x07", "\\x1b]0;title\\x07"),
    ("ok\rFAKE: verified 560 of 560", "ok\\rFAKE: verified 560 of 560", "ok\\rFAKE: verified 560 of 560"),
    ("a\nb\tc", "a\\nb\\tc", "a\nb\tc"),
    ("\x00\x08\x0b\x0c\x1f", "\\x00\\x08\\x0b\\x0c\\x1f", "\\x00\\x08\\x0b\\x0c\\x1f"),
    ("del\x7f c1\x9b2J", "del\\u007f c1\\u009b2J", "del\\u007f c1\\u009b2J"),
    ("bidi \u202eevil\u2066 \u200f", "bidi \\u202eevil\\u2066 \\u200f", "bidi \\u202eevil\\u2066 \\u200f"),
    ("line\u2028sep\u2029", "line\\u2028sep\\u2029", "line\\u2028sep\\u2029"),
    ("bytes \udce9", "bytes \\udce9", "bytes \\udce9"),
    ("café 日本 🙂 «\xa0»", "café 日本 🙂 «\xa0»", "café 日本 🙂 «\xa0»"),  # printable text is left alone
    ("-0.5 =1+2 @x", "-0.5 =1+2 @x", "-0.5 =1+2 @x"),
]


@pytest.mark.parametrize("text,one,lines", CASES)
def test_printable_escapes_what_acts_on_a_terminal(text, one, lines):
    assert printable(text) == one
    assert printable(text, lines=True) == lines


def test_escapes_keep_json_valid_and_equal():
    """JSON printed with ensure_ascii=False holds DEL, C1, bidi and separators raw: escaped, it is
    still JSON with the same values (JSON never holds a raw C0 control)."""
    doc = {"reply": "a\x7f\x85\x9b\u202e\u2028b", "n": -0.5}
    text = json.dumps(doc, ensure_ascii=False)
    shown = printable(text, lines=True)
    assert shown != text and json.loads(shown) == doc


def test_the_stream_escapes_text_and_names_and_passes_bytes_and_controls():
    raw = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="\n")
    s = PrintableStream(raw, names=["out\nput.csv", "plain.csv"])
    s.write("reply: \x1b[2Jwiped\rFAKE\n")
    s.write("wrote 3 rows to out\nput.csv\n")
    s.control("\r\033[K")
    s.flush()
    s.buffer.write(b"raw,\r\x1b\n")  # binary data (export to a pipe) is data
    raw.flush()
    assert raw.buffer.getvalue() == (b"reply: \\x1b[2Jwiped\\rFAKE\nwrote 3 rows to out\\nput.csv\n"
                                     b"\r\x1b[Kraw,\r\x1b\n")
    assert s.isatty() is False and s.encoding == "utf-8"


def test_the_progress_bar_keeps_its_own_controls_and_escapes_its_notes(monkeypatch):
    # the bar cuts its line at the terminal's width: a wide one, so the note is whole on any machine (an
    # 80-column terminal, or a pytest-xdist worker, cut it and failed the check below)
    monkeypatch.setenv("COLUMNS", "200")
    raw = io.StringIO()
    with printable_streams():
        import sys

        bar = ProgressBar("episodes", stream=PrintableStream(raw), tty=True)
        bar.set_total("episodes", 2)
        bar.advance("episodes", note="user \x1b]0;x\x07")
        bar.message("failed: \rFAKE")
        bar.close()
        assert isinstance(sys.stdout, PrintableStream)
    out = raw.getvalue()
    assert out.count("\r\x1b[K") >= 2  # the bar's own erase-line
    assert "\x07" not in out and "user \\x1b]0;x\\x07" in out and "failed: \\rFAKE" in out
    assert out.replace("\r\x1b[K", "").count("\r") == 0


# -- file names holding a newline, found on disk (not given on the command line) ---------------------

def test_a_listed_file_name_with_a_newline_stays_on_its_row(tmp_path, capsys):
    from tests.unit._hostile_helpers import cli, make_cassette

    make_cassette(tmp_path / "cas" / "a\nFAKE: ok.rkc")
    make_cassette(tmp_path / "cas" / "b.rkc")
    code, out, err = cli(capsys, "cassette", "ls", tmp_path / "cas")
    assert code == 0, err
    lines = out.splitlines()
    assert len(lines) == 4 and lines[2].endswith("a\\nFAKE: ok.rkc") and lines[3].endswith("b.rkc"), out


def test_verify_names_an_added_file_with_a_newline_on_one_line(tmp_path, capsys):
    from tests.unit._hostile_helpers import cli
    from tests.unit.scoring.test_export_csv_injection import _hostile_run

    run = _hostile_run(tmp_path)
    (run / "episodes" / "a" / "x\nFAKE: verified.json").write_text("{}")
    code, out, err = cli(capsys, "verify", run)
    said = out + err
    assert code != 0 and "x\\nFAKE: verified.json: not listed in digests.json" in said, said
    assert not any(line.startswith("FAKE") for line in said.splitlines()), said
