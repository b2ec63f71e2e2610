"""The agent protocol (the assistant under test), agent configs, and shared helpers.

An agent talks to the simulated user (``act``), can be fed a recorded trace
off-policy (``add_messages``), answers evaluation prompts without changing its
state (``answer``), and checkpoints to plain data (``snapshot``/``restore``).
Agents are configured by JSON files under ``configs/agents/``; the ``type``
field picks the implementation through ``replaykit.episodes.agents.registry``
(built-ins in ``replaykit/episodes/agents/``, plug-ins: docs/agents.md; paper §4.1):

- ``native``: the whole history in context (optional message and token limits);
- ``awi``: Agentic Write (In-Context), memory dict updated with the Appendix C.4 prompt;
- ``rag``: RAG-(freq, ns, topk), raw messages in an embedded vector index;
- ``mem0``: the paper's AWE (``infer: true``) and RAG (``infer: false``) on the mem0 library itself
  (``agents/mem0_agent.py``; extra ``amemgym-replaykit[mem0]``);
- ``awe-lite`` (old name ``awe``): replaykit's own two-step AWE design, LLM-extracted facts with
  add/update/delete/ignore over a numpy index; not the paper's AWE;
- ``upper_bound``: the Appendix C.5 utilization prompt with the ground-truth state
  (no episode; answered once per question and state variant, see ``replaykit.episodes.runner``).

All LLM calls go through the gateway (so they are recorded); all memory
timestamps are logical (the session time the user message carried, and a
message counter), never the wall clock.
"""

from __future__ import annotations

import re
import string
from bisect import bisect_left
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate
from typing import Any, Literal, Protocol, runtime_checkable

import msgspec

from replaykit._util import limits as L
from replaykit._util.names import is_safe_name
from replaykit.base import Strict
from replaykit.data.blueprint import Message
from replaykit.data.result import RoleUsage, UsageTally
from replaykit.errors import AgentConfigError, AgentError
from replaykit.gateway import ReplyFormat
from replaykit.prompts import template_text

# -- prompt templates ------------------------------------------------------------------


@lru_cache(maxsize=None)
def prompt_template(name: str) -> string.Template:
    """The template ``replaykit/prompts/episode/<name>.txt`` (its first line, a ``#`` citation, dropped)."""
    return string.Template(template_text("episode", name))


def render_prompt(name: str, **values: str) -> str:
    """Fill a template; a missing placeholder is a programming error, named."""
    try:
        return prompt_template(name).substitute(**values)
    except KeyError as exc:
        raise AgentError(f"prompt template {name}.txt: no value for placeholder {exc}") from exc


FREE_TEXT: dict[str, Any] = {"response_format": None}
"""The body field the reference's free-text calls carry (the openai SDK sends ``response_format=None``
as ``"response_format": null``); request keys treat it as absent (``recording.key``)."""


# -- configs ---------------------------------------------------------------------------


class AgentConfigBase(Strict, tag_field="type"):
    name: str
    """Agent name: the run-directory folder and the recorder scope prefix. [A-Za-z0-9._-]."""
    role: str = "agent"
    """Gateway role whose endpoint answers (and, for memory agents, writes memory)."""
    temperature: float = 0.0
    max_tokens: int = 512
    """Reply budget of a conversational turn."""
    answer_max_tokens: int = 256
    """Reply budget of an evaluation answer (overall, diagnosis, utilization)."""
    seed: int | None = None
    """Sent with every agent request when set."""
    context_tokens: int | None = None
    """A context limit: prompts are cut (oldest messages first) to fit, see ``fit_messages``.
    None (the reference code and the paper configs): nothing is ever cut."""
    system_prompt: str = ""
    """A system message for the native agent and the upper bound; empty (the reference): none."""
    answer_protocol: Literal["schema", "reference"] = "schema"
    """How the overall, diagnosis and upper-bound questions are asked and read.
    ``"reference"`` (the paper's configs): the reference code's prompt strings, free text
    (the upper bound: JSON mode without a schema, as the reference), read with the
    reference's rules (``replaykit.scoring.reference_answer``: a ```json fence else the whole
    reply; ``choices[answer - 1]``, so 0 and small negatives wrap; anything that raises is a
    ``json_error``); every free-text call of the agent (its turns and answers) carries
    ``"response_format": null``, as the reference's ``call_llm``. ``"schema"`` (the local-model
    ``*.smol.json`` configs and the bundled
    release): the answer is constrained by a JSON schema (an enum of 1..n; one enum per
    diagnosed variable) where the endpoint takes schemas, and only 1..n is a valid answer."""

    def roles(self) -> tuple[str, ...]:
        """The gateway roles this agent calls: its own, and its embedder's when it has one."""
        embed = getattr(self, "embed_role", None)
        return (self.role,) if not isinstance(embed, str) or embed == self.role else (self.role, embed)

    def check_installed(self, where: str) -> None:
        """AgentConfigError naming what to install when a package this kind needs is missing (checked by
        ``replaykit.episodes.preflight`` before a run's first call); a kind that needs one overrides it."""


class NativeConfig(AgentConfigBase, tag="native"):
    max_history_msgs: int | None = None
    """Keep only the most recent N messages (None: all that fit in ``context_tokens``)."""


class AWIConfig(AgentConfigBase, tag="awi"):
    freq: int = 2
    """Write to memory every ``freq`` messages (the oldest ``freq`` of the short-term window)."""
    ns: int = 4
    """Minimum recent messages kept in context."""
    memory_max_tokens: int = 512
    """Reply budget of a memory-update call."""
    update_protocol: Literal["schema", "reference"] = "schema"
    """How the memory update is asked and read. ``"reference"`` (the paper's
    ``configs/agents/awi.json``): the reference code's prompt byte for byte
    (``awi_update_reference.txt``), JSON mode (``{"type": "json_object"}``), the reply read as the
    reference reads it (``json.loads`` of the whole reply, a JSON object of label -> value, values
    kept as they are). ``"schema"`` (the strict-schema variant, for endpoints that need strict
    Structured Outputs, the local-model ``awi.smol.json`` and the releases recorded with it,
    smol-v3 and smol-v4): ``awi_update.txt`` adds a paragraph asking for ``{"memories": [{name,
    value}]}``, sent with that JSON schema as the endpoint's ``structured_output`` says."""
    evolution_protocol: Literal["reference", "smol-v3"] = "smol-v3"
    """Self-evolution's request to G (``replaykit evolve``). ``"reference"`` (the paper's
    ``configs/agents/awi.json``): the reference code's feedback and messages byte for byte
    (``episodes/evolution/reference.py``), free text, ``new_types`` spliced as parsed. ``"smol-v3"``
    (``awi.smol.json``; the bundled releases were recorded with it): the Appendix C.7 feedback with
    0-based letters, the C.6 system message, a strict JSON schema."""
    evolution_feedback: list[Literal["with_answer", "with_exposed_states"]] = []
    """The reference's optional feedback types (``evolution_protocol: "reference"`` only):
    ``with_answer`` adds the ground-truth letter, ``with_exposed_states`` the period's exposed states."""

    def check_fields(self, where: str) -> None:
        if self.evolution_feedback and self.evolution_protocol != "reference":
            raise AgentConfigError(where, "evolution_feedback", "is the reference's feedback types; it needs "
                                   "evolution_protocol \"reference\"", "set evolution_protocol to \"reference\" or "
                                   "remove evolution_feedback")


class RAGConfig(AgentConfigBase, tag="rag"):
    freq: int = 2
    ns: int = 4
    topk: int = 5
    embed_role: str = "embedder"
    embed_max_tokens: int | None = None
    """Clip texts sent to the embedder to about this many tokens (None: never; the embedder's own limit applies)."""


class AWEConfig(AgentConfigBase, tag="awe"):
    freq: int = 2
    ns: int = 4
    topk: int = 5
    match_k: int = 3
    """Stored memories shown to the update decision, per new fact."""
    embed_role: str = "embedder"
    embed_max_tokens: int | None = None
    """As RAGConfig.embed_max_tokens."""
    memory_max_tokens: int = 512


class AWELiteConfig(AWEConfig, tag="awe-lite"):
    """replaykit's own two-step AWE design (not the paper's AWE, which is kind ``mem0``);
    ``awe`` is its old name, kept for releases recorded with it (tests/data/smol-v3)."""


class UpperBoundConfig(AgentConfigBase, tag="upper_bound"):
    name: str = "upper-bound"


def check_config(cfg: AgentConfigBase, where: str) -> None:
    """Checks of the shared fields (and of freq/ns/topk/... when a config has them); errors name the field."""
    if not is_safe_name(cfg.name):  # the name becomes a folder of the run directory
        raise AgentConfigError(where, "name", f"{cfg.name!r} cannot be used as a file name",
                               "use 1 to 128 letters, digits, '.', '_' or '-', starting with a letter or digit, no '..'")
    t = getattr(cfg, "temperature", None)
    if t is not None and not 0 <= t <= 2:
        raise AgentConfigError(where, "temperature", f"{t} is out of range", "it must be between 0 and 2")

    for field in ("freq", "ns", "topk", "match_k", "max_tokens", "answer_max_tokens", "context_tokens",
                  "embed_max_tokens", "memory_max_tokens"):
        v = getattr(cfg, field, None)
        if isinstance(v, int) and v < (0 if field == "ns" else 1):
            raise AgentConfigError(where, field, f"{v} is too small", f"it must be >= {0 if field == 'ns' else 1}")
        hi = L.MAX_CONTEXT_TOKENS if field == "context_tokens" else L.MAX_TOKENS
        if isinstance(v, int) and L.out_of_range(v, 0, hi):
            raise AgentConfigError(where, field, f"{v} is too large", f"it must be <= {hi}")
    own = getattr(cfg, "check_fields", None)
    if callable(own):  # a kind's own field checks (e.g. Mem0Config), raising AgentConfigError(where, field, ...)
        own(where)
    mh = getattr(cfg, "max_history_msgs", None)
    if isinstance(mh, int) and mh < 1:
        raise AgentConfigError(where, "max_history_msgs", f"{mh} is too small", "it must be >= 1 or null")
    if cfg.context_tokens is not None and cfg.context_tokens < cfg.max_tokens + 256:
        raise AgentConfigError(
            where, "context_tokens",
            f"{cfg.context_tokens} leaves no room for a prompt next to max_tokens = {cfg.max_tokens}",
            "raise context_tokens or lower max_tokens",
        )


def config_dict(cfg: AgentConfigBase) -> dict[str, object]:
    """The config as plain data, ``type`` included (for run.json provenance)."""
    return msgspec.to_builtins(cfg)


# -- the protocol ----------------------------------------------------------------------


@runtime_checkable
class Agent(Protocol):
    name: str

    def reset(self) -> None:
        """Forget everything (a new user)."""

    def act(self, message: str) -> str:
        """Reply to one user message; the exchange becomes part of the agent's history/memory."""

    def add_messages(self, messages: list[Message]) -> None:
        """Take in recorded messages (off-policy feeding), with the same memory processing as ``act``."""

    def answer(self, prompt: str, *, json_schema: dict | None = None, schema_name: str | None = None) -> str:
        """Raw reply to an evaluation prompt, given the current memory; never changes state."""

    def snapshot(self) -> dict:
        """JSON-serializable state."""

    def restore(self, state: dict) -> None:
        """Return to a snapshot."""

    def memory_view(self) -> str:
        """What the agent holds in long-term memory (for feedback and factual recall)."""


# -- usage accounting ------------------------------------------------------------------


WRITE_BUCKETS = frozenset({"memory"})
"""Usage buckets of calls that write an agent's memory (not its reply)."""


@dataclass(frozen=True)
class CallNote:
    bucket: str
    kind: str
    key: str
    text: str


class CountingGateway:
    """Wraps a gateway for one episode: same ``chat``/``embed``, plus per-label call and token counts.

    ``usage_as`` names the bucket (e.g. ``memory`` for memory writes made through the
    ``agent`` role); it is not sent anywhere. Counts come from responses only.
    """

    def __init__(self, gateway: Any) -> None:
        self._gw = gateway
        self._usage: UsageTally[str] = UsageTally()
        self.calls: list[CallNote] = []
        """Every call of the episode in order: its bucket, kind, cassette key and (chat) reply text."""

    def chat(self, role: str, messages: list[dict], *, usage_as: str | None = None, **kwargs: Any):
        reply = self._gw.chat(role, messages, **kwargs)
        self._usage.add(usage_as or role, prompt=reply.prompt_tokens, completion=reply.completion_tokens)
        self.calls.append(CallNote(usage_as or role, "chat", str(getattr(reply, "key", "") or ""), reply.text))
        return reply

    def embed(self, role: str, texts: list[str], *, usage_as: str | None = None, **kwargs: Any) -> list[list[float]]:
        vectors = self._gw.embed(role, texts, **kwargs)
        self._usage.add(usage_as or role, prompt=getattr(vectors, "prompt_tokens", 0))
        self.calls.append(CallNote(usage_as or role, "embeddings", str(getattr(vectors, "key", "") or ""), ""))
        return vectors

    def reply_key(self, since: int, text: str) -> str:
        """The key of the chat call made after ``calls[since]`` that returned ``text``: the last
        one outside the memory-writing buckets. Exact or empty: "" when that call's reply is not
        ``text`` (an agent that rewrote its model's reply) or no recorder was active."""
        for note in reversed(self.calls[since:]):
            if note.kind == "chat" and note.bucket not in WRITE_BUCKETS:
                return note.key if note.text == text else ""
        return ""

    def usage(self) -> dict[str, RoleUsage]:
        return self._usage.totals()


# -- shared helpers --------------------------------------------------------------------

TIME_PREFIX_RE = re.compile(r"^\[Current Time: ([^\]]*)\]")


def estimate_tokens(text: str) -> int:
    """Conservative token estimate without a tokenizer (about 3 characters per token, plus overhead)."""
    return len(text) // 3 + 1


def _msg_tokens(m: dict) -> int:
    return estimate_tokens(m["content"]) + 4


def clip_text(text: str, max_tokens: int | None) -> str:
    """Keep the head of ``text`` within about ``max_tokens`` tokens (None: the whole text)."""
    if max_tokens is None:
        return text
    limit = max(0, max_tokens * 3)
    if len(text) <= limit:
        return text
    return text[:limit] + " [...]"


def token_sums(messages: list[dict]) -> list[int]:
    """Running totals of the messages' estimated tokens: ``sums[k]`` is the first ``k`` messages' (so
    ``sums[0] == 0``); what `fit_messages` cuts a history with, kept by a caller that sends the same
    history again."""
    return list(accumulate(map(_msg_tokens, messages), initial=0))


def fit_messages(
    system: list[dict], history: list[dict], final: list[dict], budget: int | None, *,
    sums: list[int] | None = None,
) -> list[dict]:
    """``system + history + final`` cut to ``budget`` estimated tokens (None: nothing cut).

    The final messages (the current input) are always kept, clipped if they alone
    overflow; system messages are clipped to at most half the budget; history is
    dropped oldest first, and a leading assistant message is dropped so the history
    starts with a user turn. ``sums``: `token_sums(history)`, when the caller has it, or those
    totals plus any one number (a history cut from a longer one keeps the longer one's totals): the
    history's cut is then a binary search, not a walk over it.
    """
    if budget is None:
        start = next((i for i, m in enumerate(history) if m["role"] == "user"), len(history))
        return [dict(m) for m in system + history[start:] + final]
    final = [dict(m) for m in final]
    used_final = sum(_msg_tokens(m) for m in final)
    if used_final > budget:
        each = max(16, budget // max(1, len(final)) - 4)
        final = [{**m, "content": clip_text(m["content"], each)} for m in final]
        used_final = sum(_msg_tokens(m) for m in final)
    room = budget - used_final
    sys_out = []
    for m in system:
        cap = max(0, room // 2)
        if _msg_tokens(m) > cap:
            m = {**m, "content": clip_text(m["content"], max(0, cap - 4))}
        sys_out.append(m)
        room -= _msg_tokens(m)
    # the longest tail of the history that fits: every message counts at least 5 tokens, so the
    # tails' totals fall strictly as they start later, and the first start whose tail fits is found
    # by bisection (the same cut as adding messages newest first until one does not fit)
    if sums is None:
        sums = token_sums(history)
    n = len(history)
    start = bisect_left(sums, sums[n] - room)
    while start < n and history[start]["role"] != "user":
        start += 1
    return sys_out + history[start:] + final


def render_conversation(turns: list[dict]) -> str:
    """Messages as ``role: content`` lines, for memory prompts."""
    return "\n".join(f"{t['role']}: {t['content']}" for t in turns)


class BaseAgent:
    """History bookkeeping shared by every conversational agent.

    ``turns`` are dicts ``{role, content, time, seq}`` (``time``: the last session time a
    user message announced; ``seq``: a message counter), appended by ``_append`` and never
    changed afterwards: `snapshot` and `restore` share the turn dicts and copy only the list, so a
    subclass that edited a turn in place would edit its checkpoint too. Subclasses build the LLM
    context in ``_context`` and process memory in ``_on_append``.
    """

    config: AgentConfigBase

    def __init__(self, config: AgentConfigBase, gateway: Any) -> None:
        self.config = config
        self.name = config.name
        self.gw = gateway
        self.reset()

    # -- state ---------------------------------------------------------------------------
    def reset(self) -> None:
        self.turns: list[dict] = []
        self.clock: str = ""
        self.seq: int = 0
        self._reset_memory()

    def _reset_memory(self) -> None:
        pass

    def snapshot(self) -> dict:
        # a turn is never changed once appended (the class docstring), so the snapshot shares the
        # turn dicts and copies only the list; the memory part (any shape) goes through a JSON round
        # trip. A long history costs a list copy, not a copy of every turn (an evaluation restores the
        # checkpoint after each of its 20 answers a period: issue 36) nor an encode and decode (issue 15).
        state = msgspec.json.decode(msgspec.json.encode(self._snapshot_memory()))
        state.update({"turns": list(self.turns), "clock": self.clock, "seq": self.seq})
        return state

    def restore(self, state: dict) -> None:
        memory = {k: v for k, v in state.items() if k not in ("turns", "clock", "seq")}
        self.turns = list(state["turns"])  # the state's own list stays as it is: the runner restores it again
        self.clock = state["clock"]
        self.seq = state["seq"]
        self._restore_memory({**msgspec.json.decode(msgspec.json.encode(memory)), "turns": self.turns,
                              "clock": self.clock, "seq": self.seq})

    def _snapshot_memory(self) -> dict:
        return {}

    def _restore_memory(self, state: dict) -> None:
        pass

    def memory_view(self) -> str:
        return ""

    # -- conversation --------------------------------------------------------------------
    def _append(self, role: str, content: str) -> None:
        if role == "user":
            m = TIME_PREFIX_RE.match(content)
            if m:
                self.clock = m.group(1)
        self.turns.append({"role": role, "content": content, "time": self.clock, "seq": self.seq})
        self.seq += 1
        self._on_append()

    def _on_append(self) -> None:
        pass

    def _chat(self, messages: list[dict], max_tokens: int, **kwargs: Any) -> str:
        cfg = self.config
        if cfg.answer_protocol == "reference" and kwargs.get("reply_format") is None and "extra" not in kwargs:
            kwargs["extra"] = dict(FREE_TEXT)  # the reference's call_llm passes response_format=None
        return self.gw.chat(
            cfg.role,
            messages,
            temperature=cfg.temperature,
            max_tokens=max_tokens,
            seed=cfg.seed,
            **kwargs,
        ).text

    def _budget(self, max_tokens: int) -> int | None:
        """Prompt tokens left next to a ``max_tokens`` reply; None when the config sets no context limit."""
        if self.config.context_tokens is None:
            return None
        return self.config.context_tokens - max_tokens - 64

    def _context(self, text: str, max_tokens: int) -> list[dict]:
        raise NotImplementedError

    def act(self, message: str) -> str:
        reply = self._chat(self._context(message, self.config.max_tokens), self.config.max_tokens)
        self._append("user", message)
        self._append("assistant", reply)
        return reply

    def add_messages(self, messages: list[Message]) -> None:
        for m in messages:
            self._append(m.role, m.content)

    def answer(self, prompt: str, *, json_schema: dict | None = None, schema_name: str | None = None) -> str:
        n = self.config.answer_max_tokens
        return self._chat(self._context(prompt, n), n, reply_format=ReplyFormat.of(json_schema, schema_name))


@runtime_checkable
class WindowSettings(Protocol):
    """What WindowedMemoryAgent reads of its config (AWI, RAG, AWE and mem0 configs have both)."""

    ns: int
    freq: int


class WindowedMemoryAgent(BaseAgent):
    """Short-term window + long-term memory, the structure shared by AWI, RAG and AWE (paper Figure 4).

    Messages stay in context until the window holds ``ns + freq`` of them; then the
    oldest ``freq`` are written to long-term memory (``_write``) and leave the context.
    So every ``freq`` messages one memory write happens, and at least ``ns`` recent
    messages are always in context.
    """

    def __init__(self, config: AgentConfigBase, gateway: Any) -> None:
        if not isinstance(config, WindowSettings):
            raise AgentConfigError(config.name, "ns", f"a {type(config).__name__} has no ns and freq; a windowed "
                                   "memory agent needs both", "declare them in the agent's config type")
        self.window: WindowSettings = config
        super().__init__(config, gateway)

    def reset(self) -> None:
        self.written = 0
        self.write_keys: list[str] = []
        """Cassette keys of every call a memory write made (in order; never reset by restore)."""
        super().reset()

    def snapshot(self) -> dict:
        state = super().snapshot()
        state["written"] = self.written
        return state

    def restore(self, state: dict) -> None:
        super().restore(state)
        self.written = state["written"]

    def _on_append(self) -> None:
        cfg = self.window
        while len(self.turns) - self.written >= cfg.ns + cfg.freq:
            batch = self.turns[self.written : self.written + cfg.freq]
            calls = getattr(self.gw, "calls", None)  # a CountingGateway notes every call's key
            start = len(calls) if calls is not None else 0
            self._write(batch)
            if calls is not None:
                self.write_keys.extend(n.key for n in calls[start:] if n.key)
            self.written += cfg.freq

    def _write(self, batch: list[dict]) -> None:
        raise NotImplementedError

    def _system_content(self, query: str) -> str:
        """The system message holding long-term memory, given the current input."""
        raise NotImplementedError

    def _context(self, text: str, max_tokens: int) -> list[dict]:
        system = [{"role": "system", "content": self._system_content(text)}]
        local = [{"role": t["role"], "content": t["content"]} for t in self.turns[self.written :]]
        return fit_messages(system, local, [{"role": "user", "content": text}], self._budget(max_tokens))
