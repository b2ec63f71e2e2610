"""A replay miss, explained: the nearest recorded request and how it differs, or the
(replica, occurrence) pairs under which the identical request is recorded. Only the
request's neighbours in each cassette's canonical order are decoded (`nearest`)."""

from __future__ import annotations

import os
from typing import Iterable

from replaykit.errors import MissedCall, NearestRequest, ReplayMissError
from replaykit.recording.capture.scopes import Call
from replaykit.recording.key import describe_identity, diff_identities, identity_digest, request_identity, similarity
from replaykit.recording.store import CassetteStore, nearest_keys


def miss_error(call: Call, path: str | os.PathLike[str], store: CassetteStore | None,
               bases: Iterable[CassetteStore]) -> ReplayMissError:
    """The miss of ``call`` in ``store`` (the session's cassette at ``path``) and its ``bases``."""
    bases = list(bases)
    best = None
    same_request: list[tuple[int, int]] = []
    base = call.counter[2]
    stores = [store, *bases] if store is not None else []
    for s in stores:  # the neighbours of the request in each cassette's canonical order, not every entry
        near = nearest_keys(s, *call.request, call.replica, call.occurrence) if call.request is not None else s.keys()
        for key in near:
            entry = s.get(key)
            if entry is None:
                continue
            r = entry.request
            identity = request_identity(r.method, r.path, r.query, r.body)
            if identity_digest(identity, s.key_version) == base:
                same_request.append((r.replica, r.occurrence))
                continue
            score = similarity(call.identity, identity)
            if best is None or score > best[0]:
                best = (score, key, identity, r)
    nearest = None
    if not same_request and best is not None and best[0][0]:
        _, key, identity, r = best
        nearest = NearestRequest(key=key, replica=r.replica, occurrence=r.occurrence,
                                 differences=tuple(diff_identities(call.identity, identity)))
    return ReplayMissError(
        MissedCall(call=describe_identity(call.identity), scope=call.scope, replica=call.replica, occurrence=call.occurrence),
        file=path, entries=len(store or ()), nearest=nearest, same_request=tuple(sorted(same_request)),
        bases=tuple((str(b.path), len(b)) for b in bases),
    )
