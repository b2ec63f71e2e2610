"""The recording layer: every LLM call captured into a cassette, replayed from it by key.

Two packages and one shared module, each with a declared surface (``__all__``); code outside
``replaykit/recording/`` imports only these three surfaces (tests/unit/project/test_surfaces.py):

- ``replaykit.recording`` (this module): the request key (``key``), shared by both packages;
- ``replaykit.recording.store``: the cassette file format and store (open, append, look up,
  compact, verify, repair, upgrade, merge, compare);
- ``replaykit.recording.capture``: live capture (the Recorder and vcrpy adapter, modes, scopes,
  secrets scrubbing, replay-miss explanations, ``use_cassette``, vcrpy cassette import).

``capture`` builds on ``store`` through its surface; ``store`` never imports ``capture``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from replaykit._util.surface import lazy_surface

_KEY = "replaykit.recording.key"
_EXPORTS = {
    "KEY_VERSION": _KEY,
    "describe_identity": _KEY,
    "diff_identities": _KEY,
    "identity_digest": _KEY,
    "key_for": _KEY,
    "key_from_digest": _KEY,
    "request_identity": _KEY,
    "request_key": _KEY,
    "similarity": _KEY,
    "split_url": _KEY,
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_surface(__name__, _EXPORTS)

if TYPE_CHECKING:  # the same names, for type checkers (tests/unit/project/test_surfaces.py checks both lists agree)
    from replaykit.recording.key import KEY_VERSION as KEY_VERSION
    from replaykit.recording.key import describe_identity as describe_identity
    from replaykit.recording.key import diff_identities as diff_identities
    from replaykit.recording.key import identity_digest as identity_digest
    from replaykit.recording.key import key_for as key_for
    from replaykit.recording.key import key_from_digest as key_from_digest
    from replaykit.recording.key import request_identity as request_identity
    from replaykit.recording.key import request_key as request_key
    from replaykit.recording.key import similarity as similarity
    from replaykit.recording.key import split_url as split_url
