"""What the benchmarks share: the peak resident set of this process.

``getrusage(RUSAGE_SELF).ru_maxrss`` is not it for a measuring child: Linux carries the
high-water mark of the process it was forked from across exec, so a child of a parent that holds
a large workload reports the parent's peak (bench_format's merge child reported 337 MiB beside a
174 MiB merge). VmHWM in /proc/self/status is reset by exec.
"""

from __future__ import annotations

import resource
from pathlib import Path


def peak_rss() -> int:
    """Peak resident set of this process in bytes (VmHWM; ru_maxrss where /proc is absent)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
