"""What replaykit shows a person: tables (table), figures (plotting) and progress bars (progress)."""
