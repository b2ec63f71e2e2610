"""The cassette store: the file format and everything done to a cassette file.

Open, append, look up (`CassetteStore`, its read side `lookup.CassetteLookup`); the frames, units and records on disk (`format`,
`blocks`, `index`, `scan`, `reader`, `journal`); the writer lock and atomic replacement
(`lock`); canonical compaction (`compact`, `resume`), repair (`repair`, `salvage`) and format
upgrade (`cassette.upgrade_file`), rekeying (`rekey`), pruning to the entries a session used (`cassette.prune_file`); `verify` (`verification`); `merge_cassettes` (`merge`); the content rule
that compares two recordings (`content`); the nearest recorded requests to one that
missed (`nearest`). The names below are the package's surface: code outside
``replaykit/recording/`` (and `capture`) imports only these (tests/unit/project/test_surfaces.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from replaykit._util.surface import lazy_surface

_CASSETTE = "replaykit.recording.store.cassette"
_CONTENT = "replaykit.recording.store.content"
_FORMAT = "replaykit.recording.store.format"
_LOCK = "replaykit.recording.store.lock"
_REKEY = "replaykit.recording.store.rekey"
_REPAIR = "replaykit.recording.store.repair"
_MERGE = "replaykit.recording.store.merge"
_NEAREST = "replaykit.recording.store.nearest"
_VERIFICATION = "replaykit.recording.store.verification"
_EXPORTS = {
    "CONTENT": _CONTENT,
    "CassetteDiff": _CONTENT,
    "CassetteStore": _CASSETTE,
    "Entry": _FORMAT,
    "EntryMeta": _FORMAT,
    "FORMAT_VERSION": _FORMAT,
    "LEGACY_MERGE_TEMP": _MERGE,
    "METADATA": _CONTENT,
    "MergeReport": _MERGE,
    "REQUEST": _CONTENT,
    "RecordedRequest": _FORMAT,
    "RecordedResponse": _FORMAT,
    "RepairReport": _REPAIR,
    "SAME": _CONTENT,
    "Usage": _FORMAT,
    "VerifyReport": _VERIFICATION,
    "compacted_bytes": _CASSETTE,
    "compare_cassettes": _CONTENT,
    "export_jsonl": _CASSETTE,
    "export_record": _CASSETTE,
    "merge_cassettes": _MERGE,
    "nearest_keys": _NEAREST,
    "prune_file": _CASSETTE,
    "recomputed_key": _VERIFICATION,
    "refuse_if_foreign": _LOCK,
    "refuse_if_written": _LOCK,
    "rekey_file": _REKEY,
    "repair_file": _REPAIR,
    "response_content": _CONTENT,
    "shared_content_conflicts": _CONTENT,
    "upgrade_file": _CASSETTE,
    "verify": _VERIFICATION,
}
__all__ = sorted(_EXPORTS)
__getattr__, __dir__ = lazy_surface(__name__, _EXPORTS)

if TYPE_CHECKING:  # the same names, for type checkers (tests/unit/project/test_surfaces.py checks both lists agree)
    from replaykit.recording.store.cassette import CassetteStore as CassetteStore
    from replaykit.recording.store.cassette import compacted_bytes as compacted_bytes
    from replaykit.recording.store.cassette import export_jsonl as export_jsonl
    from replaykit.recording.store.cassette import export_record as export_record
    from replaykit.recording.store.cassette import prune_file as prune_file
    from replaykit.recording.store.cassette import upgrade_file as upgrade_file
    from replaykit.recording.store.content import CONTENT as CONTENT
    from replaykit.recording.store.content import METADATA as METADATA
    from replaykit.recording.store.content import REQUEST as REQUEST
    from replaykit.recording.store.content import SAME as SAME
    from replaykit.recording.store.content import CassetteDiff as CassetteDiff
    from replaykit.recording.store.content import compare_cassettes as compare_cassettes
    from replaykit.recording.store.content import response_content as response_content
    from replaykit.recording.store.content import shared_content_conflicts as shared_content_conflicts
    from replaykit.recording.store.format import FORMAT_VERSION as FORMAT_VERSION
    from replaykit.recording.store.format import Entry as Entry
    from replaykit.recording.store.format import EntryMeta as EntryMeta
    from replaykit.recording.store.format import RecordedRequest as RecordedRequest
    from replaykit.recording.store.format import RecordedResponse as RecordedResponse
    from replaykit.recording.store.format import Usage as Usage
    from replaykit.recording.store.lock import refuse_if_foreign as refuse_if_foreign
    from replaykit.recording.store.lock import refuse_if_written as refuse_if_written
    from replaykit.recording.store.merge import LEGACY_MERGE_TEMP as LEGACY_MERGE_TEMP
    from replaykit.recording.store.merge import MergeReport as MergeReport
    from replaykit.recording.store.merge import merge_cassettes as merge_cassettes
    from replaykit.recording.store.nearest import nearest_keys as nearest_keys
    from replaykit.recording.store.rekey import rekey_file as rekey_file
    from replaykit.recording.store.repair import RepairReport as RepairReport
    from replaykit.recording.store.repair import repair_file as repair_file
    from replaykit.recording.store.verification import VerifyReport as VerifyReport
    from replaykit.recording.store.verification import recomputed_key as recomputed_key
    from replaykit.recording.store.verification import verify as verify
