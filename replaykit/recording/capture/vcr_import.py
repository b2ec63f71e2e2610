"""Convert vcrpy cassettes (YAML or JSON serializer) into one replaykit cassette.

    report = import_vcr(["tests/cassettes/test_chat.yaml"], "tests/cassettes/test_chat.rkc")

Each input file is one recording session: its interactions get replica 0 and, in file
order, the occurrence index of identical requests, so a Recorder (or `use_cassette`, or the
pytest plugin) replaying the same calls in the same order finds each one, exactly as if
replaykit had recorded them. Keys are computed the way the Recorder computes them (the
body with secrets scrubbed, the query as sent), so the converted file is indistinguishable
from a native recording.

Credentials: request headers are never stored; the values of credential headers found in
the input (Authorization bearer tokens, api-key headers, cookies) and of credential query
parameters, plus ``secrets`` and OPENAI_API_KEY, are scrubbed from every stored body,
query and kept header; of the response headers only Content-Type is kept. Only 2xx
responses that are real answers are converted (as the Recorder stores them); the rest are
counted. The same request recorded in two input files with different responses is an
error naming both files (convert them into separate cassettes). The output is written
canonically and atomically, and an existing file is never overwritten.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable
from urllib.parse import parse_qsl, urlsplit

from replaykit._util.fs import atomic_write, read_regular
from replaykit.errors import CassetteError, ConfigError, FileAccessError
from replaykit.recording.capture.credentials import digest_fields, header_secrets, keyed_body
from replaykit.recording.key import credential_name, identity_digest, key_from_digest, request_identity, split_url
from replaykit.recording.store import Entry, EntryMeta, RecordedRequest, RecordedResponse, compacted_bytes

MAX_INPUT_BYTES = 512 * 1024 * 1024
MAX_INTERACTIONS = 100_000
"""Interactions of one file (a vcrpy cassette is one test's calls: hundreds, rarely thousands)."""
MAX_VALUES_BASE = 1_000_000
"""What a YAML file may expand to beyond its own size (each value counted once, a string by its length):
aliases let a 683-byte file stand for 10^9 values, or a few MB for a million interactions, which a
reader walking them pays for in time and memory; a file without aliases never expands past its size."""
_METHOD = re.compile(r"[A-Za-z]{1,32}")


@dataclass
class ImportReport:
    out: Path
    files: int = 0
    interactions: int = 0
    imported: int = 0
    duplicates: int = 0
    not_2xx: int = 0
    faults: int = 0
    credentials_found: list[str] = field(default_factory=list)
    """Where credentials were found (header or parameter names), for the summary line."""

    def summary(self) -> str:
        skipped = []
        if self.duplicates:
            skipped.append(f"{self.duplicates} identical duplicate(s)")
        if self.not_2xx:
            skipped.append(f"{self.not_2xx} non-2xx response(s), never stored")
        if self.faults:
            skipped.append(f"{self.faults} 2xx response(s) that are not answers")
        found = ", ".join(sorted(set(self.credentials_found))) or "none found"
        return (f"imported {self.imported} call(s) of {self.interactions} interaction(s) from {self.files} file(s) "
                f"into {self.out}" + (f"; skipped {', '.join(skipped)}" if skipped else "")
                + f"; credentials scrubbed ({found}), request headers not stored")


def _load(path: Path) -> list[dict[str, Any]]:
    """The interactions of one vcrpy cassette file (YAML or JSON, chosen by content)."""
    try:
        size = path.stat().st_size
        if size > MAX_INPUT_BYTES:
            raise CassetteError(f"{size} bytes, over the {MAX_INPUT_BYTES} byte limit for a vcrpy cassette", file=path)
        text = read_regular(path, limit=MAX_INPUT_BYTES).decode("utf-8")
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, "read the vcrpy cassette") from None
    except UnicodeDecodeError as exc:
        raise CassetteError(f"not a vcrpy cassette (not UTF-8 text at byte {exc.start})", file=path) from None
    doc: Any
    if text.lstrip().startswith("{"):
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CassetteError(f"not valid JSON (line {exc.lineno}: {exc.msg})", file=path) from None
        except (ValueError, RecursionError) as exc:  # an integer of over 4,300 digits; nesting too deep
            raise CassetteError(f"not a vcrpy cassette ({type(exc).__name__}: {str(exc)[:120]})", file=path) from None
    else:
        # yaml: loaded only when this runs
        import yaml

        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # safe: a cassette never runs code
        try:
            doc = yaml.load(text, Loader=loader)  # a safe loader (above)
        except yaml.YAMLError as exc:
            raise CassetteError(f"not valid YAML for a vcrpy cassette ({str(exc).splitlines()[0]})", file=path) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("interactions"), list):
        raise CassetteError("not a vcrpy cassette: no top-level 'interactions' list "
                            "(vcrpy's YAML and JSON serializers write one)", file=path, field="interactions")
    if len(doc["interactions"]) > MAX_INTERACTIONS:
        raise CassetteError(f"{len(doc['interactions']):,} interactions, over the limit of {MAX_INTERACTIONS:,} for one "
                            "vcrpy cassette (split it)", file=path, field="interactions")
    limit = MAX_VALUES_BASE + len(text)
    if not text.lstrip().startswith("{") and _expanded(doc, limit) > limit:  # JSON has no aliases
        raise CassetteError(f"its YAML aliases expand it to more than {limit:,} values (an alias bomb?); refused "
                            "unread", file=path, field="interactions")
    version = doc.get("version", 1)
    if version != 1:
        shown = repr(version)[:40] if isinstance(version, (int, float, str)) else type(version).__name__
        raise CassetteError(f"vcrpy cassette version {shown}; this importer reads version 1", file=path, field="version")
    return doc["interactions"]


def _expanded(doc: Any, limit: int) -> int:
    """How much ``doc`` holds once every alias is expanded: one per list or mapping, and a string's length
    or 1 per other value, a shared list or mapping counted as often as it is referenced; computed once
    per distinct object (a cycle, which YAML allows, counts once), capped just past ``limit``."""
    sizes: dict[int, int] = {}
    stack: list[tuple[Any, bool]] = [(doc, False)]
    while stack:
        obj, done = stack.pop()
        if not isinstance(obj, (list, dict)) or (id(obj) in sizes and not done):
            continue
        children = [*obj.keys(), *obj.values()] if isinstance(obj, dict) else obj
        if not done:
            sizes[id(obj)] = -1  # in progress
            stack.append((obj, True))
            stack.extend((c, False) for c in children if isinstance(c, (list, dict)))
            continue
        total = 1 + sum(max(sizes.get(id(c), 1), 1) if isinstance(c, (list, dict)) else
                        max(len(c), 1) if isinstance(c, (str, bytes)) else 1 for c in children)
        sizes[id(obj)] = min(total, limit + 1)
    return max(sizes.get(id(doc), 1), 1)


def _text(value: Any, path: Path, field: str, default: str = "") -> str:
    if value is None:
        return default
    if not isinstance(value, str):
        raise CassetteError(f"expected a string, got {type(value).__name__}", file=path, field=field)
    return value


def _method(value: Any, path: Path, field: str) -> str:
    method = _text(value, path, field, "GET")
    if not _METHOD.fullmatch(method):
        raise CassetteError(f"not an HTTP method: {method[:40]!r}", file=path, field=field)
    return method.upper()


def _status(value: Any, path: Path, field: str) -> int:
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or not 100 <= value <= 599:
        raise CassetteError(f"not an HTTP status code (an integer from 100 to 599): {str(value)[:40]!r}", file=path,
                            field=field)
    return value


def _bytes(value: Any, where: str, path: Path) -> bytes:
    if value is None:
        return b""
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8", "surrogateescape")
    raise CassetteError(f"expected a string body, got {type(value).__name__}", file=path, field=where)


def _headers(value: Any, path: Path, field: str) -> dict[str, list[str]]:
    """Headers as vcrpy writes them: a mapping of names to a value or a list of values, all strings."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise CassetteError(f"expected a mapping of header names to values, got {type(value).__name__}", file=path,
                            field=field)
    out: dict[str, list[str]] = {}
    for name, values in value.items():
        values = values if isinstance(values, list) else [values]
        if not isinstance(name, str) or not all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in values):
            raise CassetteError(f"header {str(name)[:40]!r}: expected a string or a list of strings", file=path,
                                field=f"{field}.{str(name)[:40]}")
        out.setdefault(name.lower(), []).extend(str(v) for v in values)
    return out


def _credentials(headers: dict[str, list[str]], uri: str, body: bytes, found: list[str]) -> list[str]:
    """Credential values sent with one request: credential-shaped header values (bearer, basic and ApiKey
    tokens, cookies), credential-named query parameters and body fields (replaykit.recording.capture.credentials)."""
    values: list[str] = []
    for name, vs in headers.items():
        got = header_secrets({name: vs})
        if got:
            found.append(f"header {name}")
            values += got
    for name, v in parse_qsl(urlsplit(uri).query, keep_blank_values=True):
        if credential_name(name) and v:
            found.append(f"query {name}")
            values.append(v)
    got = digest_fields(body)[1]
    if got:
        found.append("body fields")
        values += got
    return values


def import_vcr(inputs: Iterable[str | os.PathLike[str]], out: str | os.PathLike[str],
               secrets: Iterable[str] = ()) -> ImportReport:
    """Convert the vcrpy cassettes ``inputs`` into the replaykit cassette ``out`` (which must not exist)."""
    # loaded on first use: importing this module stays light
    from replaykit.recording.capture.exchange import KEPT_RESPONSE_HEADERS, decode_content, usage_of
    from replaykit.recording.capture.faults import response_fault
    from replaykit.recording.capture.scrubber import SessionScrubber, default_secrets, usable_secret

    out = Path(out)
    paths = [Path(p) for p in inputs]
    if not paths:
        raise ConfigError("give at least one vcrpy cassette (YAML or JSON) to import")
    if os.path.lexists(out):  # a dangling link there is someone's too
        raise CassetteError("already exists; import into a new file (replaykit never overwrites a cassette "
                            "it did not write; merge afterwards with `replaykit cassette merge`)", file=out)
    report = ImportReport(out=out, files=len(paths))
    loaded = [(p, _load(p)) for p in paths]
    # every credential of every input first: a key sent in one file may be echoed in another
    found_secrets: list[str] = [*secrets, *default_secrets()]
    for p, interactions in loaded:
        for i, item in enumerate(interactions):
            req = item.get("request") if isinstance(item, dict) else None
            if not isinstance(req, dict):
                raise CassetteError("interaction without a request", file=p, field=f"interactions[{i}].request")
            found_secrets += _credentials(_headers(req.get("headers"), p, f"interactions[{i}].request.headers"),
                                          _text(req.get("uri"), p, f"interactions[{i}].request.uri"),
                                          _bytes(req.get("body"), f"interactions[{i}].request.body", p), report.credentials_found)
    scrubber = SessionScrubber([s for s in dict.fromkeys(found_secrets) if usable_secret(s)])
    entries: dict[str, tuple[Entry, Path]] = {}
    for p, interactions in loaded:
        counters: dict[bytes, int] = {}
        for i, item in enumerate(interactions):
            where = f"interactions[{i}]"
            req, resp = item["request"], item.get("response")
            if not isinstance(resp, dict) or not isinstance(resp.get("status"), dict):
                raise CassetteError("interaction without a response status", file=p, field=f"{where}.response.status")
            report.interactions += 1
            method = _method(req.get("method"), p, f"{where}.request.method")
            uri = _text(req.get("uri"), p, f"{where}.request.uri")
            path, query = split_url(scrubber.scrub_text(uri))  # keyed as the Recorder keys it
            body = keyed_body(scrubber, _bytes(req.get("body"), f"{where}.request.body", p))
            status = _status(resp["status"].get("code"), p, f"{where}.response.status.code")
            if not 200 <= status < 300:
                report.not_2xx += 1
                continue
            headers = _headers(resp.get("headers"), p, f"{where}.response.headers")
            raw = resp.get("body")
            if not isinstance(raw, dict):
                raw = {}
            try:
                resp_body = decode_content(_bytes(raw.get("string"), f"{where}.response.body.string", p),
                                            ",".join(headers.get("content-encoding", [])).lower())
            except (OSError, ValueError, ConfigError) as exc:
                raise CassetteError(f"response body cannot be decoded ({exc})", file=p, field=f"{where}.response.body") from None
            kept = sorted((n, scrubber.scrub_text(v)) for n, vs in headers.items() if n in KEPT_RESPONSE_HEADERS for v in vs)
            if response_fault(path, kept, resp_body) is not None:
                report.faults += 1
                continue
            digest = identity_digest(request_identity(method, path, query, body))
            occurrence = counters.get(digest, 0)
            counters[digest] = occurrence + 1
            key = key_from_digest(digest, 0, occurrence)
            model, usage = usage_of(resp_body)
            entry = Entry(
                key=key,
                request=RecordedRequest(method=method, path=scrubber.scrub_text(path), query=scrubber.scrub_text(query),
                                        body=body, replica=0, occurrence=occurrence),
                response=RecordedResponse(status=status, headers=kept, body=scrubber.scrub_reply(resp_body)),
                meta=EntryMeta(model=scrubber.scrub_text(model), usage=usage),
            )
            if key in entries:
                other, first = entries[key]
                if other.response != entry.response:
                    raise CassetteError(
                        f"the same request (occurrence {occurrence}) is recorded with different responses here and in "
                        f"{first}; import the two files into separate cassettes", file=p, field=where)
                report.duplicates += 1
                continue
            entries[key] = (entry, p)
    report.imported = len(entries)
    atomic_write(out, compacted_bytes([e for e, _ in entries.values()]))
    return report
