"""Placeholder provider keys for replay mode: SDKs such as ``openai.OpenAI()`` refuse to be built
without a key, before any request, so a test that builds its client needs one even though
replay sends nothing. While a replay-mode test runs, each of these variables that is unset gets
``PLACEHOLDER_KEY``, and is removed again afterwards. Never in record or auto mode: there a
missing key must fail as it would without replaykit, not reach a provider as a fake one.
"""

from __future__ import annotations

import contextlib
import os
from typing import Iterator

PLACEHOLDER_KEY = "replaykit-replay-placeholder-key"
"""The value a replay-mode test sees in an unset provider key variable (docs/api.md, "pytest")."""

PROVIDER_KEY_VARIABLES = (
    "OPENAI_API_KEY",
    "AZURE_OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "MISTRAL_API_KEY",
    "GROQ_API_KEY",
    "TOGETHER_API_KEY",
    "CO_API_KEY",
    "GEMINI_API_KEY",
    "DEEPSEEK_API_KEY",
    "OPENROUTER_API_KEY",
)
"""The environment variables SDKs read their key from (openai, Azure OpenAI, anthropic, mistral,
groq, together, cohere, google-genai, DeepSeek, OpenRouter)."""


@contextlib.contextmanager
def placeholder_keys(variables: tuple[str, ...] = PROVIDER_KEY_VARIABLES) -> Iterator[list[str]]:
    """Set each unset variable of ``variables`` to PLACEHOLDER_KEY for the block; yields their names.
    A variable the block changed itself is left as the block left it."""
    added = [name for name in variables if name not in os.environ]
    for name in added:
        os.environ[name] = PLACEHOLDER_KEY
    try:
        yield added
    finally:
        for name in added:
            if os.environ.get(name) == PLACEHOLDER_KEY:
                del os.environ[name]
