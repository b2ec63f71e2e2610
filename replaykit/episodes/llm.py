"""What episodes need of the LLM gateway, as two Protocols (replaykit.gateway.Gateway is both).

An episode only chats and embeds by role (`EpisodeGateway`): the counting and stopping wrappers
(`agent.CountingGateway`, `interrupt.StoppableGateway`) and test doubles provide exactly that. A run
also reads the session around it (`RunGateway`): its mode (a replay re-runs finished episodes and
compares them), its endpoints (checked before the first call; None for a gateway with no endpoint
list, such as a test double), their description for run.json, and the secrets kept out of logs.
"""

from __future__ import annotations

from typing import Any, Mapping, Protocol


class EpisodeGateway(Protocol):
    def chat(self, role: str, messages: list[dict], **kwargs: Any) -> Any: ...

    def embed(self, role: str, texts: list[str], **kwargs: Any) -> Any: ...


class RunGateway(EpisodeGateway, Protocol):
    @property
    def mode(self) -> str: ...

    @property
    def endpoints(self) -> Mapping[str, Any] | None: ...

    def describe(self) -> dict[str, dict[str, object]]: ...

    def secrets(self) -> list[str]: ...
