"""The package version, in a module of its own so nothing needs `import replaykit` for it."""

__version__ = "0.1.0"
