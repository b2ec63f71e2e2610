"""What the hostile-input test families share: the real CLI entry point in-process, the one-line
error check, a snapshot of a folder tree, and a small real cassette."""

from __future__ import annotations

import json
from pathlib import Path

from tests._cli import cli  # noqa: F401  (the hostile families import it from here)

REPO = Path(__file__).resolve().parents[2]


def one_line_error(err: str, *needles: str) -> None:
    assert "Traceback" not in err, err
    assert err.startswith("error: ") or "Error:" in err, err
    assert len(err.strip().splitlines()) == 1, err
    for n in needles:
        assert n in err, (n, err)


def tree(root: Path) -> dict[str, bytes]:
    """Every file under root (links not followed) with its bytes, and every link with its target."""
    out: dict[str, bytes] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if p.is_symlink():
            out[rel] = b"-> " + str(p.readlink()).encode()
        elif p.is_file():
            out[rel] = p.read_bytes()
        elif p.is_dir():
            out[rel + "/"] = b""
    return out


def make_cassette(path: Path, n: int = 5, tag: str = "q"):
    from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse, Usage

    store = CassetteStore.open(path, writable=True)
    for i in range(n):
        body = json.dumps({"model": "m", "messages": [{"role": "user", "content": f"{tag} number {i}"}]}).encode()
        store.append(Entry(key=request_key(body), request=RecordedRequest(method="POST", path="/v1/chat/completions",
                                                                           body=body),
                           response=RecordedResponse(status=200, headers=[("content-type", "application/json")],
                                                     body=json.dumps({"choices": [{"message": {"content": f"a{i}"}}]})
                                                     .encode()),
                           meta=EntryMeta(latency_ms=1.0, model="m", usage=Usage(prompt_tokens=3, completion_tokens=4,
                                                                                 total_tokens=7))))
    store.close()
    return path


def request_key(body: bytes, path: str = "/v1/chat/completions", replica: int = 0, occurrence: int = 0) -> str:
    """The key the recorder gives this request (replaykit.recording.key)."""
    from replaykit.recording.key import request_identity
    from replaykit.recording.key import request_key as key

    return key(request_identity("POST", path, "", body), replica=replica, occurrence=occurrence)
