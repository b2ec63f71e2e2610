"""scoring layer."""
