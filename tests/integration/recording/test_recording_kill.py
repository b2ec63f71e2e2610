"""kill -9 while recording: the prefix stays readable and a resumed run pays nothing twice."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from replaykit.recording.store.cassette import CassetteStore, scan
from replaykit.recording.store.verification import verify

N_CALLS = 60

SCRIPT = """
import sys
from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture.recorder import Recorder, RecorderOptions
url, path, n, repair = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
gw = Gateway({"agent": Endpoint(base_url=url, model="m", retry_backoff=0.0)})
with Recorder(path, mode="auto", options=RecorderOptions(repair=repair)) as rec, rec.scope("episode"):
    for i in range(n):
        gw.chat("agent", [{"role": "user", "content": f"question {i}"}])
print("done", rec.stats.hits, rec.stats.recorded, flush=True)
"""


def _run(script: Path, url: str, cassette: Path, repair: bool, **kw) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "REPLAYKIT_MODE")}
    return subprocess.Popen([sys.executable, str(script), url, str(cassette), str(N_CALLS), "1" if repair else "0"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def test_kill_9_mid_recording_then_resume(stub_factory, tmp_path):
    stub = stub_factory(latency=0.01)
    script = tmp_path / "record.py"
    script.write_text(SCRIPT)
    cassette = tmp_path / "c.rkc"
    proc = _run(script, stub.base_url, cassette, repair=False)
    deadline = time.monotonic() + 60
    while stub.calls < N_CALLS // 3 and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    first_calls = stub.calls
    assert 0 < first_calls < N_CALLS

    report = verify(cassette)
    res = scan(cassette)
    kept = len(res.index)
    # at most the call in flight is lost
    assert first_calls - 1 <= kept <= first_calls, (first_calls, kept, report.message)
    assert report.ok or "damaged at byte offset" in report.message

    recorded_questions = set()
    with CassetteStore.open(cassette, writable=not report.ok, repair=not report.ok) as store:
        for entry in store.entries():
            recorded_questions.add(entry.request.body)

    stub.reset_counts()
    proc = _run(script, stub.base_url, cassette, repair=not report.ok)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert stub.calls == N_CALLS - kept
    import json
    resent = {json.dumps(r["json"], separators=(",", ":")) for r in stub.requests}
    for body in recorded_questions:
        assert json.loads(body)["messages"] not in [json.loads(b)["messages"] for b in resent]
    assert out.split() == ["done", str(kept), str(N_CALLS - kept)]
    assert verify(cassette).ok
    with CassetteStore.open(cassette) as store:
        assert len(store) == N_CALLS
