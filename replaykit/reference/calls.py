"""The calls a run of the reference code made, rebuilt as cassette entries (``import amemgym --cassette``).

Each entry is keyed by the request **the reference sent**, built here from the run's own saved
message lists and the reference's prompt rules (never by running replaykit's agents, so a
replay of replaykit's agents that finds every entry proves they send the reference's bytes),
and answered with the reply the run recorded:

- native (``assistants/native.py``): per period, ``msg_history.json`` (the whole conversation,
  checked against the interactions), cut to its last ``max_history_msgs`` messages when the
  config sets it, then the question as a user message; no system message. Overall questions
  use ``eval/overall.py``'s prompt (``overall_reference.txt``), diagnosis questions the prompt
  the run saved (``diagnosis_results.json`` ``query``). Free text.
- AWI (``assistants/awi.py``): the system message "You are a helpful AI. Respond according to
  memories of the user. ..." listing ``in_context_memory.json`` sorted by timestamp as
  ``- label: value`` (Python's ``str`` of the value), then ``msg_history.json``, then the
  question. Its memory-update calls (the run saved no reply for them) are rebuilt by
  replaykit.reference.awi_rebuild and marked as reconstructed.
- upper bound (``eval/upperbound.py``): one user message per (question, answer choice),
  ``utilization_reference.txt`` with the choice's state as indented JSON, JSON mode.

Bodies carry the model, temperature and max_tokens of the reference's ``llm_config`` and, in
JSON mode, ``response_format`` ``{"type": "json_object"}``; the endpoint path is the one the
openai client derives from its ``base_url``. The key's replica is 0 and its occurrence counts
identical requests within one (agent, user) scope, in the order the reference made them
(per period: the memory updates, then per question the overall and the diagnosis call).
"""

from __future__ import annotations

import json
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from replaykit.errors import ResultError
from replaykit.prompts import template_text
from replaykit.reference.awi_rebuild import SavedPeriod, rebuild_updates

__all__ = ["RECONSTRUCTED_HEADER", "CassetteCounts", "ReferenceLLM", "RefCall", "reference_llm", "write_cassette"]

RECONSTRUCTED_HEADER = "x-replaykit-reconstructed"
"""Response header (kept in the entry) marking a reply the run did not save, rebuilt at import."""


@dataclass(frozen=True)
class ReferenceLLM:
    """What of a reference ``llm_config`` enters a request."""

    model: str
    temperature: float
    max_tokens: int | None
    path: str
    """The URL path of chat completions under the config's base_url."""

    def body(self, messages: list[dict[str, str]], json_mode: bool = False) -> dict[str, Any]:
        """The request body ``call_llm`` sends (``json=True``: JSON mode without a schema)."""
        out: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": self.temperature}
        if self.max_tokens is not None:
            out["max_tokens"] = self.max_tokens
        if json_mode:
            out["response_format"] = {"type": "json_object"}
        return out


def reference_llm(config: Any, file: Path, base_url: str | None = None) -> ReferenceLLM:
    """The ``llm_config`` of a reference agent config; ``base_url`` stands in when it has none."""
    # loaded on first use: importing this module stays light
    from replaykit.gateway import direct_path

    llm = config.get("llm_config") if isinstance(config, dict) else None
    if not isinstance(llm, dict):
        raise ResultError("has no llm_config object; pass the agent config the reference ran with", file=file,
                          field="llm_config")
    model, temp, mt = llm.get("llm_model"), llm.get("temperature", 0.0), llm.get("max_tokens")
    if not isinstance(model, str) or not model:
        raise ResultError("must be the model name the run sent", file=file, field="llm_config.llm_model")
    if isinstance(temp, bool) or not isinstance(temp, (int, float)):
        raise ResultError(f"{temp!r} is not a number", file=file, field="llm_config.temperature")
    if mt is not None and (isinstance(mt, bool) or not isinstance(mt, int) or mt < 1):
        raise ResultError(f"{mt!r} is not a token count", file=file, field="llm_config.max_tokens")
    url = llm.get("base_url") or base_url
    path = direct_path(url, "chat/completions") if isinstance(url, str) else None
    if path is None:
        raise ResultError(f"{url!r} is not an http(s) base URL; the request key needs its path (e.g. "
                          "http://localhost:8000/v1)", file=file, field="llm_config.base_url")
    return ReferenceLLM(model=model, temperature=float(temp), max_tokens=mt, path=path)


@dataclass
class RefCall:
    """One call of the reference: its scope (agent/user), body, the recorded reply and usage."""

    scope: str
    body: dict[str, Any]
    path: str
    reply: str
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_ms: float = 0.0
    reconstructed: str = ""
    """Why the reply is rebuilt (empty: the run recorded it)."""


def usage_of(stats: Any) -> tuple[int, int, float]:
    """(prompt, completion tokens, latency ms) from a reference ``llm_usage_statistics``, whose
    ``output_tokens`` is the total (the reference's bug, reference-code-behaviour.md §0)."""
    if not isinstance(stats, dict):
        return 0, 0, 0.0
    inp, total, secs = stats.get("input_tokens"), stats.get("output_tokens"), stats.get("time_elapsed")
    inp = inp if isinstance(inp, int) and not isinstance(inp, bool) and inp >= 0 else 0
    total = total if isinstance(total, int) and not isinstance(total, bool) and total >= inp else inp
    ms = round(float(secs) * 1000, 3) if isinstance(secs, (int, float)) and not isinstance(secs, bool) \
        and 0 <= secs < 1e7 else 0.0
    return inp, total - inp, ms


def render(name: str, **values: str) -> str:
    """A reference prompt string (``replaykit/prompts/episode/<name>.txt``) filled in."""
    return string.Template(template_text("episode", name)).substitute(**values)


def choices_text(qa: Any) -> str:
    """The answer choices as eval/overall.py and eval/upperbound.py list them: ``i: answer`` lines."""
    return "\n".join(f"{i + 1}: {c.answer}" for i, c in enumerate(qa.answer_choices))


def _read(path: Path) -> Any:
    # loaded on first use: importing this module stays light
    from replaykit._util.fs import read_regular

    try:
        return json.loads(read_regular(path))
    except OSError as exc:
        raise ResultError(f"cannot read ({exc.strerror}); the cassette needs the run's saved agent states",
                          file=path) from None
    except (ValueError, RecursionError) as exc:
        raise ResultError(f"not valid JSON: {exc}", file=path) from None


def _messages(obj: Any, path: Path) -> list[dict[str, str]]:
    if not isinstance(obj, list) or not all(isinstance(m, dict) and set(m) == {"role", "content"}
                                            and isinstance(m["role"], str) and isinstance(m["content"], str)
                                            for m in obj):
        raise ResultError("is not a list of {role, content} messages", file=path)
    return obj


@dataclass
class EpisodeInput:
    """One imported (agent, user): what the reference recorded for it."""

    agent: str
    kind: str
    """The reference agent type: native or awi."""
    config: dict[str, Any]
    config_file: Path
    udir: Path
    bp: Any
    sessions: list[list[list[dict[str, str]]]]
    """Per period, per session, the messages (interactions/period_NN.json)."""
    overall: list[list[Any]]
    """Per period, per question: (raw reply, llm_usage_statistics)."""
    diagnosis: list[list[Any]]
    """Per period, per question: (prompt the run saved, raw reply)."""
    base_url: str | None = None
    calls: list[RefCall] = field(default_factory=list)


def _answers(ep: EpisodeInput, p: int, context: list[dict[str, str]], llm: ReferenceLLM) -> list[RefCall]:
    scope = f"{ep.agent}/{ep.bp.id}"
    out = []
    for q, qa in enumerate(ep.bp.qas):
        raw, stats = ep.overall[p][q]
        prompt = render("overall_reference", query=qa.query, choices=choices_text(qa))
        inp, outp, ms = usage_of(stats)
        out.append(RefCall(scope, llm.body([*context, {"role": "user", "content": prompt}]), llm.path, raw,
                           inp, outp, ms))
        if p < len(ep.diagnosis):
            query, raw = ep.diagnosis[p][q]
            out.append(RefCall(scope, llm.body([*context, {"role": "user", "content": query}]), llm.path, raw))
    return out


def native_calls(ep: EpisodeInput) -> list[RefCall]:
    llm = reference_llm(ep.config, ep.config_file, ep.base_url)
    window = ep.config["llm_config"].get("max_history_msgs")
    if window is not None and (isinstance(window, bool) or not isinstance(window, int) or window < 1):
        raise ResultError(f"{window!r} is not a message count", file=ep.config_file, field="llm_config.max_history_msgs")
    history: list[dict[str, str]] = []
    calls = []
    for p, sessions in enumerate(ep.sessions):
        history += [m for s in sessions for m in s]
        f = ep.udir / "agent_states" / f"period_{p:02d}" / "msg_history.json"
        if _messages(_read(f), f) != history:
            raise ResultError(f"is not the conversation of the interactions up to period {p}", file=f)
        context = history if window is None or len(history) <= window else history[len(history) - window:]
        calls += _answers(ep, p, context, llm)
    return calls


def _awi_system(memory: list[dict[str, Any]]) -> str:
    lines = "\n".join(f"- {e['label']}: {e['value']}" for e in sorted(memory, key=lambda e: e["timestamp"]))
    return render("awi_context", memories=lines)


def awi_calls(ep: EpisodeInput) -> list[RefCall]:
    llm = reference_llm(ep.config, ep.config_file, ep.base_url)
    ac = ep.config.get("agent_config")
    bsz, local = (ac.get("update_bsz"), ac.get("local_length")) if isinstance(ac, dict) else (None, None)
    if not (isinstance(bsz, int) and not isinstance(bsz, bool) and isinstance(local, int) and not isinstance(local, bool)):
        raise ResultError("needs integer update_bsz and local_length", file=ep.config_file, field="agent_config")
    saved = []
    for p, sessions in enumerate(ep.sessions):
        d = ep.udir / "agent_states" / f"period_{p:02d}"
        saved.append(SavedPeriod(messages=[m for s in sessions for m in s], buffer=_read(d / "msg_history.json"),
                                 memory=_read(d / "in_context_memory.json"), buffer_file=d / "msg_history.json",
                                 memory_file=d / "in_context_memory.json"))
    updates = rebuild_updates(saved, bsz, local)
    scope = f"{ep.agent}/{ep.bp.id}"
    calls = []
    for p, period in enumerate(saved):
        for u in (u for u in updates if u.period == p):
            prompt = render("awi_update_reference",
                            current_memories=json.dumps(u.memory, indent=2, ensure_ascii=False),
                            conversation=json.dumps(u.messages, indent=2, ensure_ascii=False))
            why = (f"AWI memory update {u.index + 1} of {u.count} in period {p}: the run saved no reply; rebuilt "
                   "from the memory it saved (docs/releases.md, 'The imported release'); memory shown "
                   + ("exact (the saved one)" if u.memory_exact else "rebuilt"))
            calls.append(RefCall(scope, llm.body([{"role": "user", "content": prompt}], json_mode=True), llm.path,
                                 u.reply, reconstructed=why))
        system = {"role": "system", "content": _awi_system(period.memory)}
        calls += _answers(ep, p, [system, *period.buffer], llm)
    return calls


def upper_bound_calls(name: str, bp: Any, results: list[list[Any]], llm: ReferenceLLM) -> list[RefCall]:
    """One call per (question, choice) of one user; ``results`` as utilization_results.json holds them."""
    calls = []
    for q, qa in enumerate(bp.qas):
        for c, choice in enumerate(qa.answer_choices):
            state = json.dumps(dict(zip(qa.required_info, choice.state)), ensure_ascii=False, indent=2)
            prompt = render("utilization_reference", query=qa.query, state=state, choices=choices_text(qa))
            raw, stats = results[q][c]
            inp, outp, ms = usage_of(stats)
            calls.append(RefCall(f"{name}/{bp.id}", llm.body([{"role": "user", "content": prompt}], json_mode=True),
                                 llm.path, raw, inp, outp, ms))
    return calls


def run_calls(inputs: list[EpisodeInput], ub_raw: dict[str, list], blueprints: list[Any],
              ub_config: tuple[dict[str, Any], Path] | None) -> list[RefCall]:
    """The reference's calls of every imported episode and, with ``ub_config`` (the agent config the upper
    bound ran with, and its file), of the upper bound (``ub_raw``: user id -> its saved results)."""
    base_urls = sorted({u for e in inputs for u in [(e.config.get("llm_config") or {}).get("base_url")]
                        if isinstance(u, str)})
    calls: list[RefCall] = []
    for e in inputs:
        where = e.udir / "interactions"
        if len(e.sessions) != len(e.overall):
            raise ResultError(f"holds {len(e.sessions)} of the {len(e.overall)} periods answered; the cassette "
                              "needs the interactions of every period", file=where)
        if len(e.diagnosis) != len(e.overall):
            raise ResultError(f"holds {len(e.diagnosis)} of the {len(e.overall)} periods answered; a replay asks "
                              "the diagnosis questions of every period", file=e.udir / "diagnosis_results.json")
        if e.kind == "native":
            calls += native_calls(e)
        elif e.kind == "awi":
            calls += awi_calls(e)
        else:
            raise ResultError(f"agent type {e.kind!r}: the cassette can rebuild the requests of native and awi only",
                              file=e.config_file, field="type")
    if ub_raw and ub_config is not None:
        config, f = ub_config
        llm = reference_llm(config, f, base_urls[0] if len(base_urls) == 1 else None)
        for bp in blueprints:
            if bp.id in ub_raw:
                calls += upper_bound_calls("upper-bound", bp, ub_raw[bp.id], llm)
    return calls


class CassetteCounts(msgspec.Struct, kw_only=True):
    entries: int
    """Entries written (identical calls of two scopes share one)."""
    calls: int
    reconstructed: int
    """Entries whose reply the run did not save (AWI memory updates)."""
    reconstructed_exact_request: int
    """Of those, the ones whose request is known exactly (the first update of a period)."""


def write_cassette(path: Path, calls: list[RefCall]) -> CassetteCounts:
    """Key every call as replaykit's recorder would (scope occurrences, replica 0) and write the
    cassette (format 3, compacted). Refuses an existing file and two different replies under one key."""
    # loaded on first use: importing this module stays light
    from replaykit._util.fs import atomic_write
    from replaykit.gateway import encode_body
    from replaykit.recording import identity_digest, key_from_digest, request_identity
    from replaykit.recording.store import (
        Entry,
        EntryMeta,
        RecordedRequest,
        RecordedResponse,
        Usage,
        compacted_bytes,
    )  # loaded on first use: importing this module stays light

    if path.exists():
        raise ResultError("exists; import into a new cassette (nothing was written)", file=path)
    counters: dict[tuple[str, bytes], int] = {}
    entries: dict[str, tuple[Entry, str]] = {}
    for call in calls:
        body = encode_body(call.body)
        digest = identity_digest(request_identity("POST", call.path, "", body))
        occurrence = counters.get((call.scope, digest), 0)
        counters[(call.scope, digest)] = occurrence + 1
        key = key_from_digest(digest, 0, occurrence)
        doc = {"id": f"imported-{key[:24]}", "object": "chat.completion", "created": 0, "model": call.body["model"],
               "choices": [{"index": 0, "message": {"role": "assistant", "content": call.reply},
                            "finish_reason": "stop"}],
               "usage": {"prompt_tokens": call.prompt_tokens, "completion_tokens": call.completion_tokens,
                         "total_tokens": call.prompt_tokens + call.completion_tokens}}
        headers = [("content-type", "application/json")]
        if call.reconstructed:
            headers.append((RECONSTRUCTED_HEADER, call.reconstructed))
        entry = Entry(
            key=key,
            request=RecordedRequest(method="POST", path=call.path, query="", body=body, replica=0,
                                    occurrence=occurrence),
            response=RecordedResponse(status=200, headers=sorted(headers), body=msgspec.json.encode(doc)),
            meta=EntryMeta(latency_ms=call.latency_ms, model=call.body["model"],
                           usage=Usage(prompt_tokens=call.prompt_tokens, completion_tokens=call.completion_tokens,
                                       total_tokens=call.prompt_tokens + call.completion_tokens)),
        )
        if key in entries:
            other, scope = entries[key]
            if json.loads(other.response.body)["choices"] != doc["choices"]:
                raise ResultError(f"the same request (occurrence {occurrence}) was answered differently in {scope} "
                                  f"and {call.scope}; one cassette cannot hold both replies", file=path)
            continue
        entries[key] = (entry, call.scope)
    atomic_write(path, compacted_bytes([e for e, _ in entries.values()]))
    rec = [e for e, _ in entries.values() if any(h[0] == RECONSTRUCTED_HEADER for h in e.response.headers)]
    return CassetteCounts(
        entries=len(entries), calls=len(calls), reconstructed=len(rec),
        reconstructed_exact_request=sum(1 for e in rec if dict(e.response.headers)[RECONSTRUCTED_HEADER]
                                        .endswith("exact (the saved one)")),
    )
