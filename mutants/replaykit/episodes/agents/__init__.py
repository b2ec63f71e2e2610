"""Agent implementations, one module each (paper §4.1); configs and the protocol are in replaykit.episodes.agent."""
