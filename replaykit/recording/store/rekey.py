"""`cassette upgrade --keys`: a cassette keyed with an older key version (replaykit.recording.key)
rewritten with keys of the current one."""

from __future__ import annotations

import os
from pathlib import Path

from replaykit.recording.store.cassette import CassetteStore


def rekey_file(path: str | os.PathLike[str]) -> tuple[int, int]:
    """Rewrite a cassette keyed with an older key version with keys of the current one
    (replaykit.recording.key.KEY_VERSION): each entry's key computed afresh from its stored request,
    replica and occurrence (as `cassette verify` does), the entries and their order unchanged (the
    canonical order does not depend on keys), atomically (temp file, fsync, rename), holding the
    writer lock. Returns (key version before, entries); a cassette already current is left as it is."""
    from replaykit.recording.key import KEY_VERSION
    from replaykit.recording.store.compact import BlockHashes, CanonicalWriter, canonical_keys
    from replaykit.recording.store.lock import replacing
    from replaykit.recording.store.verification import recomputed_key

    target = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    store = CassetteStore.open(target, writable=True, create=False)  # converts an older format first
    try:
        before = store.key_version
        if before == KEY_VERSION:
            return before, len(store)
        hashes = BlockHashes(store)
        with replacing(target) as fh:
            w = CanonicalWriter(fh, key_version=KEY_VERSION)
            for k in canonical_keys(store, None, hashes):
                s, entry = store.stored(k), store.get(k)
                assert s is not None and entry is not None  # (canonical_keys lists stored keys only)
                w.add_stored(recomputed_key(entry, version=KEY_VERSION), s, hashes.each(s.body), hashes.block)
            w.finish()
        return before, w.entries
    finally:
        store.close(compact=False)
