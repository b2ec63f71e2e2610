"""`replaykit cassette ls|show|stats|verify|export|compact|upgrade|repair|import-vcr PATH` and
`replaykit cassette diff A B`: inspect, check, maintain, import and compare cassettes."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from replaykit.base import pretty_json
from replaykit.errors import CassetteError, FileAccessError
from replaykit.recording import KEY_VERSION, describe_identity, request_identity
from replaykit.recording.store import (
    CONTENT,
    FORMAT_VERSION,
    LEGACY_MERGE_TEMP,
    METADATA,
    REQUEST,
    SAME,
    CassetteStore,
    VerifyReport,
    compare_cassettes,
    export_jsonl,
    export_record,
    merge_cassettes,
    refuse_if_foreign,
    refuse_if_written,
    rekey_file,
    repair_file,
    upgrade_file,
)
from replaykit.recording.store import verify as verify_cassette
from replaykit.ui.table import Table

SUFFIX = ".rkc"


def _open(path: str) -> CassetteStore:
    if Path(path).is_dir():
        raise CassetteError(f"is a folder; pass a cassette file (*{SUFFIX}), or use `replaykit cassette ls FOLDER`", file=path)
    try:
        return CassetteStore.open(path)
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, path, "read the cassette") from None


def _verify(path: Path):
    """verify() for one path; a folder or an unreadable file is a failed report, not a traceback."""

    if path.is_dir():
        return VerifyReport(path, False, 0, 0, None, f"{path}: is a folder, not a cassette file; pass the *{SUFFIX} file")
    try:
        return verify_cassette(path)
    except OSError as exc:
        return VerifyReport(path, False, 0, 0, None, str(FileAccessError.from_os_error(exc, path, "read the cassette")))


def _describe(entry) -> str:
    r = entry.request
    return describe_identity(request_identity(r.method, r.path, r.query, r.body), width=50)


@click.group("cassette")
def cassette() -> None:
    """Inspect, verify and export cassettes (recorded LLM calls)."""


@cassette.command("ls")
@click.argument("path", type=click.Path(exists=True))
def ls(path: str) -> None:
    """List the entries of a cassette, or the cassettes (*.rkc) under a directory."""
    p = Path(path)
    if p.is_dir():
        found = sorted(f for f in p.rglob(f"*{SUFFIX}") if f.is_file())
        # what an interrupted merge of an older replaykit left (OUT.merging-PID.rkc) is not a cassette
        # of its own; the next merge into OUT removes it
        leftovers = [f for f in found if LEGACY_MERGE_TEMP.search(f.name)]
        rows = [f for f in found if f not in leftovers]
        for f in leftovers:
            click.echo(f"skipped {f}: left by an interrupted `cassette merge` (remove it, or merge again)", err=True)
        if not rows:
            click.echo(f"no *{SUFFIX} cassettes under {p}")
            return
        table = Table(["entries", "bytes", "status", "cassette"], align="rrll")
        for f in rows:
            rep = _verify(f)
            status = "ok" if rep.ok else f"DAMAGED@{rep.damage.offset}" if rep.damage else "DAMAGED"
            table.add([rep.entries, rep.size, status, f])
        click.echo(table.text())
        return
    with _open(path) as store:
        table = Table(["key", "rep", "occ", "status", "latency_ms", "request"], align="lrrrrl")
        for e in store.entries():
            table.add([e.key[:12], e.request.replica, e.request.occurrence, e.response.status,
                       f"{e.meta.latency_ms:.1f}", _describe(e)])
    click.echo(table.text())


@cassette.command("show")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.argument("key_prefix")
def show(path: str, key_prefix: str) -> None:
    """Print one entry (request, response, metadata) as JSON; KEY_PREFIX is a unique key prefix."""
    with _open(path) as store:
        matches = [k for k in store.keys() if k.startswith(key_prefix.lower())]
        if len(matches) != 1:
            raise click.ClickException(
                f"{len(matches)} entries of {path} have keys starting with {key_prefix!r}; give a unique prefix "
                "(see `replaykit cassette ls`)")
        entry = store.entry(matches[0])
        sys.stdout.buffer.write(pretty_json(export_record(entry)))


@cassette.command("stats")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
def stats(path: str) -> None:
    """Entries, bytes on disk, bytes as plain JSON and the ratio; tokens and latency per endpoint."""
    size = Path(path).stat().st_size
    with _open(path) as store:
        plain = 0
        per: dict[str, list[float]] = {}
        for e in store.entries():
            plain += sum(len(line) for line in export_jsonl(iter([e])))
            row = per.setdefault(f"{e.request.method} {e.request.path}", [0, 0, 0, 0.0])
            row[0] += 1
            row[1] += e.meta.usage.prompt_tokens
            row[2] += e.meta.usage.completion_tokens
            row[3] += e.meta.latency_ms
        n = len(store)
    click.echo(f"cassette        {path}")
    click.echo(f"entries         {n}")
    click.echo(f"bytes on disk   {size}")
    click.echo(f"bytes as JSON   {plain}")
    click.echo(f"ratio           {size / plain:.3f}" if plain else "ratio           -")
    if per:
        table = Table(["endpoint", "calls", "prompt_tok", "compl_tok", "latency_s"])
        for name in sorted(per):
            c, pt, ct, lat = per[name]
            table.add([name, c, pt, ct, f"{lat / 1000:.1f}"])
        click.echo("\n" + table.text())


@cassette.command("verify")
@click.argument("paths", nargs=-1, required=True, type=click.Path())
def verify(paths: tuple[str, ...]) -> None:
    """Check every frame and entry; exit 1 naming the file and byte offset of any damage."""
    bad = 0
    for path in paths:
        rep = _verify(Path(path))
        click.echo(rep.message, err=not rep.ok)
        bad += not rep.ok
    if bad:
        # sys.exit, not ctx.exit: the entry point runs click with standalone_mode=False, which
        # turns ctx.exit(n) into a return value instead of an exit status.
        sys.exit(1)


def _is_export(path: Path) -> bool:
    """Whether ``path`` looks like what `cassette export` writes (its first line one exported entry)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit._util.outputs import json_head

    rec = json_head(path, first_line=True)
    return isinstance(rec, dict) and {"key", "request", "response", "meta"} <= set(rec)


@cassette.command("export")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("-o", "--out", "--output", "output", type=click.Path(dir_okay=False),
              help="write here instead of stdout (atomic; never the cassette itself; an existing file only if "
                   "it is an earlier export, or with --force); --output is the older spelling")
@click.option("--force", is_flag=True, help="Replace --out even if it is not an earlier export.")
def export(path: str, output: str | None, force: bool) -> None:
    """Write every entry as one plain JSON object per line (canonical order)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit._util.outputs import check_not_input, check_replaceable, write_streamed

    if output:
        check_not_input(output, [path], command="cassette export")
        check_replaceable(output, ours=_is_export, force=force, command="cassette export",
                          what="a cassette export")
        if not Path(output).parent.is_dir():
            parent = Path(output).parent
            why = "a file, not a folder" if parent.exists() else "missing"
            raise FileAccessError(output, "write the export", None, f"its folder {parent} is {why}")
    with _open(path) as store:
        lines = export_jsonl(store.entries())
        if output:
            write_streamed(output, lines, action="write the export")
        else:
            out = sys.stdout.buffer
            for line in lines:
                out.write(line)
            out.flush()


@cassette.command("compact")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
def compact(paths: tuple[str, ...]) -> None:
    """Rewrite cassettes in canonical order (what `auto` resumes leave as an appended journal)."""
    for path in paths:
        before = Path(path).stat().st_size
        store = CassetteStore.open(path, writable=True)
        n, rewrite = len(store), store.needs_compaction("always")
        store.close(compact="always")
        if not rewrite:  # nothing was appended since the file was compacted: it is left as it is, unread
            click.echo(f"{path}: already compact ({n} entries, nothing appended since its last compaction; "
                       f"`replaykit cassette verify {path}` checks its units)")
            continue
        click.echo(f"compacted {path}: {n} entries, {before} -> {Path(path).stat().st_size} bytes")


@cassette.command("upgrade")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--keys", is_flag=True, help="also rekey a cassette keyed with an older key version (its calls then "
              "replay with the current keys, which cost a conversation's new messages only; docs/cassettes.md)")
def upgrade(paths: tuple[str, ...], keys: bool) -> None:
    """Convert cassettes of an older format version to the current one (in place, atomic)."""

    for path in paths:
        before = Path(path).stat().st_size
        version, n = upgrade_file(path)
        if version == FORMAT_VERSION:
            click.echo(f"{path}: already format {FORMAT_VERSION} ({n} entries)")
        else:
            click.echo(f"upgraded {path} from format {version} to {FORMAT_VERSION}: {n} entries, "
                       f"{before} -> {Path(path).stat().st_size} bytes")
        if keys:
            was, n = rekey_file(path)
            click.echo(f"{path}: already key version {KEY_VERSION} ({n} entries)" if was == KEY_VERSION else
                       f"rekeyed {path} from key version {was} to {KEY_VERSION}: {n} entries")


@cassette.command("repair")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
def repair(path: str) -> None:
    """Keep every intact entry of a damaged cassette, drop the rest; the damaged file is kept as PATH.bak.

    Refuses files that are not replaykit cassettes and cassettes written by a newer replaykit.
    """

    refuse_if_foreign(path)  # one line, before any report: a file that is not a cassette is never touched
    refuse_if_written(path, "repair")  # before reporting damage that is only an append in progress
    before = verify_cassette(path)
    if before.ok:
        click.echo(f"{before.message}; nothing to repair")
        return
    click.echo(f"{before.message}", err=True)
    rep = repair_file(path)
    after = verify_cassette(path)
    ranges = ", ".join(f"{d.offset}-{d.end if d.end >= 0 else before.size}" for d in rep.lost) or "none"
    rebuilt = f"; {rep.rebuilt} damaged blocks unit(s) rebuilt from parity" if rep.rebuilt else ""
    uncounted = (f", plus the entries of {rep.uncounted} damaged unit(s) whose keys were unreadable (format "
                 f"{rep.version_before} lists them nowhere else)") if rep.uncounted else ""
    click.echo(f"repaired: kept {rep.kept} entries, dropped {rep.dropped} whose data was damaged{uncounted} (damaged "
               f"byte ranges: {ranges}{rebuilt}); the file as it was is saved as {rep.backup}; {after.message}")
    for key in rep.superseded:  # never answered by the recording the damaged one replaced
        click.echo(f"dropped key {key}: its newest recording is damaged, so its older one is not kept "
                   "(rerun in auto mode to record it again)")


@cassette.command("import-vcr")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--out", "out", required=True, type=click.Path(dir_okay=False),
              help=f"the replaykit cassette to write (*{SUFFIX}); must not exist yet")
@click.option("--secret", "secrets", multiple=True,
              help="a string to scrub besides the credentials found in the cassettes (repeatable)")
def import_vcr_cmd(inputs: tuple[str, ...], out: str, secrets: tuple[str, ...]) -> None:
    """Convert vcrpy cassettes (YAML or JSON serializer) into one replaykit cassette, scrubbing credentials.

    Each input is one recording session (occurrences counted per file), so replaying the same
    calls in the same order under replaykit finds every one: `replaykit.use_cassette(OUT)` or
    `@pytest.mark.replaykit(OUT)`.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.recording.capture import import_vcr

    click.echo(import_vcr(inputs, out, secrets=secrets).summary())


@cassette.command("diff")
@click.argument("a", type=click.Path(exists=True, dir_okay=False))
@click.argument("b", type=click.Path(exists=True, dir_okay=False))
@click.option("--limit", type=click.IntRange(min=0), default=20, show_default=True,
              help="List at most this many differing keys.")
def diff(a: str, b: str, limit: int) -> None:
    """Compare two cassettes key by key: content versus metadata differences.

    For every request both hold (same key: same request, replica and occurrence), tells
    identical recordings, metadata-only differences (response id, created,
    system_fingerprint, usage, model name, latency) and content differences (the provider
    answered the identical request differently), and prints the share of identical
    requests whose content differs: the provider's nondeterminism between the two
    recordings. Exits 1 when some content (or stored request) differs.
    """

    for p in (a, b):
        _open(p).close(compact=False)  # a damaged file is a named error before the comparison
    d = compare_cassettes(a, b)
    click.echo(f"{a}: {d.only_a} key(s) only here; {b}: {d.only_b} key(s) only here; {d.shared} shared")
    click.echo(f"shared: {d.counts[SAME]} identical, {d.counts[METADATA]} metadata only, "
               f"{d.counts[CONTENT]} content differs, {d.counts[REQUEST]} stored request differs")
    for k in d.differing[:limit]:
        click.echo(f"  {k.kind:<8} {k.key[:16]} {k.path} replica {k.replica} occurrence {k.occurrence}: "
                   f"{k.a!r} | {k.b!r}")
    if len(d.differing) > limit:
        click.echo(f"  ... {len(d.differing) - limit} more (--limit)")
    rate = d.content_rate
    share = "-" if rate is None else f"{100 * rate:.1f}%"
    click.echo(f"content differs for {d.counts[CONTENT]} of {d.identical_requests} identical requests ({share})")
    if d.counts[CONTENT] or d.counts[REQUEST]:
        sys.exit(1)


@cassette.command("merge")
@click.argument("out", type=click.Path(dir_okay=False))
@click.argument("inputs", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--prefer", type=click.Choice(["first", "last"]), default=None,
              help="When two inputs hold one key with different bytes: the first or last input (command-line "
                   "order) wins. Default: report the conflicts and fail.")
@click.option("--force", is_flag=True, help="Overwrite OUT if it exists.")
def cassette_merge(out: str, inputs: tuple[str, ...], prefer: str | None, force: bool) -> None:
    """Merge cassettes into OUT: the sorted union of their entries.

    OUT's bytes depend only on the set of entries, not on the number or order of inputs.
    """

    rep = merge_cassettes(out, inputs, prefer=prefer, overwrite=force)
    for c in rep.conflicts:
        click.echo(f"conflict (kept the {prefer} input's): {c.describe()}", err=True)
    click.echo(f"{out}: {rep.entries} entries from {len(rep.inputs)} cassette(s) "
               f"({rep.duplicates} duplicate(s), {len(rep.conflicts)} conflict(s))")
