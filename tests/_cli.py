"""The real `replaykit` entry point, for tests of both suites: run in-process (its one-line errors and exit
codes, what it prints), or in a child process whose peak memory is read back."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


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


CHILD = """
import sys
from replaykit.cli.main import main
try:
    main()
finally:
    hwm = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM"))
    print(f"VmHWM {hwm / 1024:.0f}", file=sys.stderr)
"""


def cli_in_child(workdir: Path, *args, timeout: float = 600) -> tuple[subprocess.CompletedProcess, float]:
    """`replaykit ARGS` in a fresh interpreter (no API key, no REPLAYKIT_MODE, this checkout first on its
    path; its script written into ``workdir``): the finished process, whose stderr ends with a line
    ``VmHWM <MB>``, and that peak resident memory in MB."""
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "REPLAYKIT_MODE")}
    env["PYTHONPATH"] = str(REPO)
    script = Path(workdir) / "child.py"
    script.write_text(CHILD)
    p = subprocess.run([sys.executable, str(script), *map(str, args)], env=env, capture_output=True, text=True,
                       timeout=timeout)
    return p, float(p.stderr.rsplit("VmHWM ", 1)[1])
