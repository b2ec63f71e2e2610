"""Command-line interface: one module per command group, each a thin call into library code."""
