"""An example replaykit agent plug-in (see docs/agents.md)."""
