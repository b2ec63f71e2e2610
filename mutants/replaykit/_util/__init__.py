"""Small helpers every layer shares, one of each: atomic file write (fs), sha256 seed derivation
(seeds), JSON salvage from model output (jsonsalvage), safe names (names), redaction (redact),
work folders (workdir). No replaykit imports but errors."""
