"""The real `replaykit` entry point run in-process, for tests of both suites (its one-line errors and exit
codes, what it prints)."""

from __future__ import annotations

import sys


def cli(capsys, *args) -> tuple[int, str, str]:
    """Run the real entry point in-process; (exit code, stdout, stderr)."""
    from replaykit.cli.main import main

    argv = sys.argv
    sys.argv = ["replaykit", *map(str, args)]
    try:
        main()
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    finally:
        sys.argv = argv
    out, err = capsys.readouterr()
    return code, out, err
