"""Live capture: every HTTP request made in-process answered from, or recorded into, a cassette.

The Recorder (`recorder`) decides per request: replay, send and record, or fail; vcrpy's
patching answered by it (`vcr_adapter`), the gateway's own request handed on without a
second key (`handoff`), callers of a key being recorded waiting for it (`gate`); recording modes (`modes`), scopes and occurrence indices (`scopes`),
read-only base cassettes (`bases`), a completed exchange as a scrubbed Entry (`exchange`,
`faults`), secrets kept out of every file (`scrubber`), a replay miss explained (`misses`),
the one recorder active in the process (`ownership`), which key answered a call
(`provenance`), `use_cassette` (`context`), and vcrpy cassettes imported (`vcr_import`).
The names below are the package's surface: code outside ``replaykit/recording/`` imports
only these (tests/unit/project/test_surfaces.py). Nothing is imported before it is used, so
importing the gateway does not load vcrpy.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from replaykit._util.surface import lazy_surface

_CONTEXT = "replaykit.recording.capture.context"
_MODES = "replaykit.recording.capture.modes"
_OWNERSHIP = "replaykit.recording.capture.ownership"
_PROVENANCE = "replaykit.recording.capture.provenance"
_RECORDER = "replaykit.recording.capture.recorder"
_SCOPES = "replaykit.recording.capture.scopes"
_SCRUBBER = "replaykit.recording.capture.scrubber"
_VCR_IMPORT = "replaykit.recording.capture.vcr_import"
_EXPORTS = {
    "ImportReport": _VCR_IMPORT,
    "MODES": _MODES,
    "Recorder": _RECORDER,
    "RecorderOptions": _RECORDER,
    "RecorderStats": _RECORDER,
    "Scrubber": _SCRUBBER,
    "active_recorder": _OWNERSHIP,
    "collect_keys": _PROVENANCE,
    "current_mode": _OWNERSHIP,
    "current_scope": _SCOPES,
    "default_secrets": _SCRUBBER,
    "import_vcr": _VCR_IMPORT,
    "redacting_secrets": _SCRUBBER,
    "resolve_mode": _MODES,
    "scope": _SCOPES,
    "scrubber_for": _SCRUBBER,
    "usable_secret": _SCRUBBER,
    "use_cassette": _CONTEXT,
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_surface(__name__, _EXPORTS)

if TYPE_CHECKING:  # the same names, for type checkers (tests/unit/project/test_surfaces.py checks both lists agree)
    from replaykit.recording.capture.context import use_cassette as use_cassette
    from replaykit.recording.capture.modes import MODES as MODES
    from replaykit.recording.capture.modes import resolve_mode as resolve_mode
    from replaykit.recording.capture.ownership import active_recorder as active_recorder
    from replaykit.recording.capture.ownership import current_mode as current_mode
    from replaykit.recording.capture.provenance import collect_keys as collect_keys
    from replaykit.recording.capture.recorder import Recorder as Recorder
    from replaykit.recording.capture.recorder import RecorderOptions as RecorderOptions
    from replaykit.recording.capture.recorder import RecorderStats as RecorderStats
    from replaykit.recording.capture.scopes import current_scope as current_scope
    from replaykit.recording.capture.scopes import scope as scope
    from replaykit.recording.capture.scrubber import Scrubber as Scrubber
    from replaykit.recording.capture.scrubber import default_secrets as default_secrets
    from replaykit.recording.capture.scrubber import redacting_secrets as redacting_secrets
    from replaykit.recording.capture.scrubber import scrubber_for as scrubber_for
    from replaykit.recording.capture.scrubber import usable_secret as usable_secret
    from replaykit.recording.capture.vcr_import import ImportReport as ImportReport
    from replaykit.recording.capture.vcr_import import import_vcr as import_vcr
