"""release layer."""
