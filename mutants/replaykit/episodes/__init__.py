"""episodes layer."""
