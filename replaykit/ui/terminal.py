"""Printable text for terminals (issue 32, item 10): text from a file or a model never reaches a
terminal raw.

A model reply or a file holding ``ESC ] 0 ; title BEL`` retitles the terminal; ``ESC [ ...``
moves the cursor or recolours; a carriage return followed by ``FAKE: verified 560 of 560``
overwrites what was printed before it on the same line. So every command's standard output and
error go through `PrintableStream` (installed by ``replaykit.cli.main``), which escapes, in every
text written, piped or not:

- the C0 control characters but newline and tab (``\\r``, ``\\x1b``, ``\\x07``, ...);
- DEL and the C1 controls (U+0080-U+009F, ``\\u009b`` is a one-character CSI), as ``\\u00XX``;
- the line and paragraph separators U+2028/U+2029, the bidirectional controls that reorder what is
  shown (U+061C, U+200E/F, U+202A-E, U+2066-9) and lone surrogates, as ``\\uXXXX``.

Escapes of U+007F and above use JSON's ``\\uXXXX`` form, so JSON printed to stdout (which holds such
characters raw with ``ensure_ascii=False``) stays valid JSON with the same values; JSON never
holds a raw C0 control. Newlines stay newlines, except inside a command-line argument the output
repeats (a file name holding a newline is shown as ``\\n``, so it never splits a line).

Binary output (``export`` to a pipe, written to ``sys.stdout.buffer``) is data and passes as is;
the progress bar's own cursor controls go through `control`.
"""

from __future__ import annotations

import contextlib
import sys
from typing import Iterable, Iterator, TextIO

from replaykit._util.printable import is_printable, printable


class PrintableStream:
    """A text stream whose ``write`` makes text printable (``printable(..., lines=True)``), and shows
    each of ``names`` (command-line arguments holding a newline or tab) escaped whole. Everything
    else (``buffer``, ``isatty``, ``encoding``, ``flush``, ...) is the wrapped stream's."""

    def __init__(self, stream: TextIO, names: Iterable[str] = ()) -> None:
        self._stream = stream
        self._names = sorted({n for n in names if n and not is_printable(n)}, key=len, reverse=True)

    def write(self, text):
        if isinstance(text, str):
            for name in self._names:
                if name in text:
                    text = text.replace(name, printable(name))
            text = printable(text, lines=True)
        return self._stream.write(text)

    def control(self, sequence: str) -> None:
        """Write terminal controls of our own (the progress bar's ``\\r`` and erase-line) unescaped."""
        self._stream.write(sequence)

    def writelines(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


def write_control(stream: TextIO, sequence: str) -> None:
    """``sequence`` to ``stream`` unescaped, whether or not it is a PrintableStream."""
    getattr(stream, "control", stream.write)(sequence)


@contextlib.contextmanager
def printable_streams(names: Iterable[str] = ()) -> Iterator[None]:
    """sys.stdout and sys.stderr wrapped in PrintableStream while open (restored after, even on exit)."""
    names = list(names)
    saved = sys.stdout, sys.stderr
    if sys.stdout is not None and not isinstance(sys.stdout, PrintableStream):
        sys.stdout = PrintableStream(sys.stdout, names)
    if sys.stderr is not None and not isinstance(sys.stderr, PrintableStream):
        sys.stderr = PrintableStream(sys.stderr, names)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
