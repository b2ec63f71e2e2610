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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable
from urllib.parse import parse_qsl, urlsplit

from replaykit._util.fs import read_regular
from replaykit.errors import CassetteError, ConfigError
from replaykit.recording.key import identity_digest, key_from_digest, request_identity, split_url
from replaykit.recording.store import Entry, EntryMeta, RecordedRequest, RecordedResponse

MAX_INPUT_BYTES = 512 * 1024 * 1024
MAX_INTERACTIONS = 1_000_000
_CREDENTIAL_HEADERS = ("authorization", "api-key", "x-api-key", "openai-api-key", "cookie", "x-goog-api-key",
                       "anthropic-api-key", "proxy-authorization")
_CREDENTIAL_PARAMS = ("api_key", "api-key", "apikey", "key", "token", "access_token", "auth", "sig", "signature")


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
        from replaykit.errors import FileAccessError

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
        import yaml

        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # safe: a cassette never runs code
        try:
            doc = yaml.load(text, Loader=loader)  # a safe loader (above)
        except yaml.YAMLError as exc:
            raise CassetteError(f"not valid YAML for a vcrpy cassette ({str(exc).splitlines()[0]})", file=path) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("interactions"), list):
        raise CassetteError("not a vcrpy cassette: no top-level 'interactions' list "
                            "(vcrpy's YAML and JSON serializers write one)", file=path, field="interactions")
    if doc.get("version", 1) != 1:
        raise CassetteError(f"vcrpy cassette version {doc.get('version')!r}; this importer reads version 1",
                            file=path, field="version")
    if len(doc["interactions"]) > MAX_INTERACTIONS:
        raise CassetteError(f"more than {MAX_INTERACTIONS} interactions", file=path, field="interactions")
    return doc["interactions"]


def _bytes(value: Any, where: str, path: Path) -> bytes:
    if value is None:
        return b""
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8", "surrogateescape")
    raise CassetteError(f"expected a string body, got {type(value).__name__}", file=path, field=where)


def _headers(value: Any) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, values in (value or {}).items():
        values = values if isinstance(values, list) else [values]
        out.setdefault(str(name).lower(), []).extend(str(v) for v in values)
    return out


def _credentials(headers: dict[str, list[str]], uri: str, found: list[str]) -> list[str]:
    """Credential values sent with one request (header values, bearer tokens, query parameters)."""
    values: list[str] = []
    for name in _CREDENTIAL_HEADERS:
        for v in headers.get(name, []):
            found.append(f"header {name}")
            values.append(v)
            scheme, _, token = v.partition(" ")
            if token and scheme.lower() in ("bearer", "basic", "token"):
                values.append(token.strip())
    for name, v in parse_qsl(urlsplit(uri).query, keep_blank_values=True):
        if name.lower() in _CREDENTIAL_PARAMS and v:
            found.append(f"query {name}")
            values.append(v)
    return values


def import_vcr(inputs: Iterable[str | os.PathLike[str]], out: str | os.PathLike[str],
               secrets: Iterable[str] = ()) -> ImportReport:
    """Convert the vcrpy cassettes ``inputs`` into the replaykit cassette ``out`` (which must not exist)."""
    from replaykit._util.fs import atomic_write
    from replaykit.recording.capture.exchange import KEPT_RESPONSE_HEADERS, decode_content, usage_of
    from replaykit.recording.capture.faults import response_fault
    from replaykit.recording.capture.scrubber import Scrubber, default_secrets, usable_secret
    from replaykit.recording.store import compacted_bytes

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
            found_secrets += _credentials(_headers(req.get("headers")), str(req.get("uri", "")), report.credentials_found)
    scrubber = Scrubber([s for s in found_secrets if usable_secret(s)])
    entries: dict[str, tuple[Entry, Path]] = {}
    for p, interactions in loaded:
        counters: dict[bytes, int] = {}
        for i, item in enumerate(interactions):
            where = f"interactions[{i}]"
            req, resp = item["request"], item.get("response")
            if not isinstance(resp, dict) or not isinstance(resp.get("status"), dict):
                raise CassetteError("interaction without a response status", file=p, field=f"{where}.response.status")
            report.interactions += 1
            method, uri = str(req.get("method", "GET")).upper(), str(req.get("uri", ""))
            path, query = split_url(uri)
            body = scrubber.scrub(_bytes(req.get("body"), f"{where}.request.body", p))
            try:
                status = int(resp["status"].get("code"))
            except (TypeError, ValueError):
                raise CassetteError("status code is not a number", file=p, field=f"{where}.response.status.code") from None
            if not 200 <= status < 300:
                report.not_2xx += 1
                continue
            headers = _headers(resp.get("headers"))
            raw = resp.get("body") if isinstance(resp.get("body"), dict) else {}
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
                response=RecordedResponse(status=status, headers=kept, body=scrubber.scrub(resp_body)),
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
