"""What `cassette verify` checks of every entry: that it decodes, and that its key is the key of its
stored request (replaykit.recording.key, what the recorder keys on)."""

from __future__ import annotations

from typing import Any

from replaykit.errors import CassetteError


def check_entries(store: Any, keys: list[str], check_keys: bool) -> str | None:
    """Decode every entry and recompute its key from its stored request (what the recorder keys
    on): an entry under another call's key would answer that call in a replay. None when all hold."""
    from replaykit.recording.key import request_identity, request_key

    wrong = []
    for key in keys:
        try:
            entry = store.get(key)
        except CassetteError as exc:
            return str(exc)
        if entry is None:
            return f"entry {key} is indexed but cannot be read"
        if not check_keys:
            continue
        r = entry.request
        try:
            got = request_key(request_identity(r.method, r.path, r.query, r.body), r.replica, r.occurrence)
        except RecursionError:
            got = "(a request body nested too deep to read)"
        if got != key:
            wrong.append(f"{key[:16]} holds a request whose key is {got[:16]}")
    if wrong:
        return (f"{len(wrong)} of {len(keys)} entries are stored under another request's key (swapped or edited: "
                f"a replay would answer the wrong call): {'; '.join(wrong[:3])}{' ...' if len(wrong) > 3 else ''}")
    return None
