"""generation layer."""
