"""Small helpers every layer shares, one of each: atomic file write (fs), sha256 seed derivation
(seeds), JSON salvage from model output (jsonsalvage), safe names (names), redaction (redact),
work folders (workdir), declared package surfaces imported on first use (surface), a long list
in a message cut to its first items (shortlist). No replaykit imports but errors."""
