"""Small shared helpers below every layer (no replaykit imports but errors)."""
