"""The prompt templates (``<section>/<name>.txt``) and their one loader.

Each file starts with a ``#`` line citing where the prompt comes from; ``template_text``
drops it. Files are read once per process (thread-safe: ``lru_cache``).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def template_text(*parts: str) -> str:
    """The text of ``replaykit/prompts/<parts...>.txt`` without its leading ``#`` citation line."""
    *folders, name = parts
    text = resources.files("replaykit").joinpath("prompts", *folders, f"{name}.txt").read_text("utf-8")
    if text.startswith("#"):
        text = text.split("\n", 1)[1] if "\n" in text else ""
    return text
