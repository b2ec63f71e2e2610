"""`replaykit view`: a static, self-contained HTML explorer of a run directory or a replayed release."""
