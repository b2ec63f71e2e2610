"""`replaykit replay [RELEASE...]` and `replaykit release record RELEASE`: thin over replaykit.release.bundle."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click

from replaykit._util.fs import atomic_write, is_text, scratch_folder
from replaykit._util.workdir import prepare_work_dir
from replaykit.errors import ReleaseError


def _progress(msg: str) -> None:
    click.echo(msg, err=True)


def _bars(quiet: bool):
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.ui.progress import ProgressBar, recorder_calls

    return lambda label: ProgressBar(label, quiet=quiet, extra=recorder_calls)


def _write_replay_note(work: Path, rel: Path, report) -> None:
    """work/replay.json: what `replaykit view WORK` shows (verification, recomputed results)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.base import pretty_json

    note = {
        "release_dir": str(rel),
        "verification": {"checked": report.verification.checked, "matched": report.verification.matched,
                         "differences": report.verification.differences,
                         "manifest_problems": report.manifest_problems,
                         "trust": None if report.trust is None else {
                             "summary": report.trust.summary(), "problems": report.trust.problems,
                             "notes": report.trust.notes}},
        "results": report.results,
    }

    with scratch_folder(work):  # scratch, like everything the replay wrote there
        atomic_write(work / "replay.json", pretty_json(_as_text(note)))


def _as_text(obj):
    """``obj`` with every string JSON can hold: a path that is not UTF-8 (the release's folder, a file
    named in a problem) keeps its odd bytes as escapes (``\\udcff``) instead of failing the encoding."""
    if isinstance(obj, str):
        return obj if is_text(obj) else obj.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(obj, dict):
        return {_as_text(k): _as_text(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_as_text(v) for v in obj]
    return obj


@click.command("replay")
@click.argument("release_dirs", metavar="[RELEASE_DIR]...", nargs=-1, type=click.Path(file_okay=False))
@click.option("--work", "work_dir", type=click.Path(file_okay=False), default=None,
              help="Scratch folder for the replayed runs (default: build/replay/NAME). It is emptied first, "
                   "so it must be new, empty, or one an earlier replay made.")
@click.option("--force", is_flag=True, help="Empty --work even if replaykit did not make it (never the release, "
              "the current folder or a folder holding them).")
@click.option("--quiet", is_flag=True, help="Print only the verdict: no progress bars, no tables.")
def replay(release_dirs: tuple[str, ...], work_dir: str | None, force: bool, quiet: bool) -> None:
    """Verify a release offline: replay every recorded call, recompute every published number.

    With no RELEASE_DIR: every bundled release that releases/bundled.txt lists (what `make
    replay` verifies), one after the other; exits 1 if any does not verify.

    No network and no API key are needed. The blueprints are regenerated from the
    generation cassette and must equal the committed ones; every episode is re-run
    through the same code that recorded it (and, when release.json asks for them, the
    self-evolution run from cassettes/evolve.rkc and the factual recall from
    cassettes/judge.rkc); every number in results.json is recomputed and compared
    exactly. Exits 1 naming every number that differs.

    CODE: an agent config of kind "python" names a module that the replay imports and runs.
    The manifest's digests are checked before anything is imported, and a release that does
    not verify is not run at all; still, replay a release with python-kind agents only if
    you trust where it came from (see docs/safety.md).
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.release.bundled import bundled_releases

    releases = [Path(r) for r in release_dirs] or bundled_releases()
    if work_dir is not None and len(releases) > 1:
        raise ReleaseError(f"--work names one folder but {len(releases)} releases are replayed; give one "
                           "RELEASE_DIR with --work", field="--work")
    failed = [rel for rel in releases if not _replay_one(rel, work_dir, force, quiet)]
    if len(releases) > 1:
        click.echo(f"{len(releases) - len(failed)} of {len(releases)} releases verify"
                   + (f"; NOT: {', '.join(str(r) for r in failed)}" if failed else ""))
    if failed:
        sys.exit(1)


def _replay_one(rel: Path, work_dir: str | None, force: bool, quiet: bool) -> bool:
    """Replay one release and print its report; whether it verifies."""
    from replaykit.release.bundle import replay_release  # brings numpy: loaded only when this runs
    from replaykit.release.report import render_results  # start-up: `replaykit --help` loads only what it prints

    if not (rel / "release.json").is_file():
        raise ReleaseError("no release.json here; pass a release folder such as releases/smol-v4", file=rel)
    work = Path(work_dir) if work_dir else Path("build") / "replay" / rel.name
    # a replay must recompute everything, never resume: empty the work folder, but only one
    # replaykit made (or an empty one); never the checkout, the release or someone's folder
    prepare_work_dir(work, protect=[rel], force=force)
    start = time.perf_counter()
    report = replay_release(rel, work, progress=_progress if not quiet else lambda _: None, bars=_bars(quiet))
    elapsed = time.perf_counter() - start
    _write_replay_note(work, rel, report)
    if not quiet:
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.release.report import release_usage
        from replaykit.scoring.cost import load_pricing

        prices = load_pricing()
        click.echo(render_results(report.results, usage_rows=release_usage(rel, work, prices),
                                  pricing_date=prices.date if prices else None))
    v = report.verification
    problems = report.problems
    for line in report.manifest_problems:
        click.echo(f"MANIFEST  {line}")
    for line in v.differences:
        click.echo(f"DIFFERS   {line}")
    if report.trust is not None:
        for line in report.trust.problems:
            click.echo(f"TRUST     {line}")
        for line in report.trust.notes:
            click.echo(f"NOTE      {line}")
        click.echo(report.trust.summary())
    click.echo(f"verified {v.matched} of {v.checked} published numbers ({elapsed:.1f} s, replayed offline)")
    if problems:
        click.echo(f"release {rel} does NOT verify: {len(problems)} problem(s) above", err=True)
        return False
    click.echo(f"replayed run directories: {work / 'runs' / 'on'} and {work / 'runs' / 'off'}")
    click.echo(f"explore them: replaykit view {work} --out {work / 'site'}   "
               f"then open {work / 'site' / 'index.html'}")
    return True


@click.group("release")
def release() -> None:
    """Record and inspect releases (blueprints + cassettes + published results)."""


def _recording_layout(work: Path) -> bool:
    """What `release record` writes into its work folder: runs/on, runs/off and evolve/, nothing else."""
    top = {p.name for p in work.iterdir()}
    runs = work / "runs"
    return (top <= {"runs", "evolve"} and (not runs.exists() or runs.is_dir() and not runs.is_symlink()
                                           and {p.name for p in runs.iterdir()} <= {"on", "off"}))


@release.command("record")
@click.argument("release_dir", type=click.Path(file_okay=False))
@click.option("--work", "work_dir", type=click.Path(file_okay=False), default=None,
              help="Folder for the recorded runs (default: build/record/NAME; kept, so a rerun resumes).")
@click.option("--mode", type=click.Choice(["auto", "record"]), default="auto", show_default=True,
              help="auto replays what is recorded and records the rest (resume).")
@click.option("--quiet", is_flag=True, help="No progress bars.")
@click.option("--force", is_flag=True, help="Record into --work even if it is a non-empty folder that is not an "
              "earlier recording's (nothing there is deleted; never the release, a folder holding it or inside it).")
def record(release_dir: str, work_dir: str | None, mode: str, quiet: bool, force: bool) -> None:
    """Record a release against the endpoints of its release.json, then publish results.json.

    Parts, in order, each into its own cassette: blueprints (gen.rkc), on-policy runs
    (on.rkc), off-policy runs (off.rkc), then the optional ones: the self-evolution run of
    release.json's `evolution` section (evolve.rkc) and the factual recall of the
    on-policy AWI/AWE episodes when `factual_recall` is true (judge.rkc). Resumable: in
    auto mode a rerun makes no provider call already recorded, so adding the optional
    fields to a recorded release and rerunning records only the new parts.
    """
    from replaykit._util.outputs import check_output_folder  # start-up: `replaykit --help` loads only what it prints
    from replaykit.release.bundle import record_release  # brings numpy: loaded only when this runs
    from replaykit.release.report import render_results  # start-up: `replaykit --help` loads only what it prints

    rel = Path(release_dir)
    if (rel / "release.json").is_file():
        # start-up: `replaykit --help` loads only what it prints
        from replaykit.release.spec import load_spec

        spec = load_spec(rel)
        if spec.imported is not None:
            raise ReleaseError("was made from a run of the reference code, not recorded: rebuild it with "
                               f"`{spec.imported.command or 'replaykit release import'}`", file=rel / "release.json",
                               field="imported")
    work = Path(work_dir) if work_dir else Path("build") / "record" / rel.name
    # resumed, never emptied: only a new or empty folder, or one with a recording's layout (runs/on, runs/off,
    # evolve); never the release itself, a folder holding it (the checkout) or one inside it
    check_output_folder(work, inputs=[rel], force=force, command="release record", option="--work",
                        what="an earlier recording's work folder (runs/, evolve/)", ours=_recording_layout)
    results = record_release(rel, work, mode=mode, progress=_progress if not quiet else lambda _: None,
                             bars=_bars(quiet))
    click.echo(render_results(results))
    click.echo(f"published {rel / 'results.json'}", err=True)


@release.command("import")
@click.argument("release_dir", type=click.Path(file_okay=False))
@click.option("--data", required=True, type=click.Path(dir_okay=False, exists=True),
              help="The reference data.json the run was made with (becomes the release's blueprints).")
@click.option("--run", "runs", multiple=True, metavar="NAME=RUN_DIR", required=True,
              help="An agent's output folder (one sub-folder per user, with agent_states/); repeatable. NAME names "
                   "the agent in the release.")
@click.option("--upper-bound", "upper_bound", required=True, type=click.Path(exists=True),
              help="Folder holding utilization_results.json.")
@click.option("--upper-bound-config", "ub_config", required=True, type=click.Path(dir_okay=False, exists=True),
              help="The reference agent config the upper bound ran with (its llm_config enters every request).")
@click.option("--description", required=True, help="release.json's description.")
@click.option("--credit", required=True, help="Who made the run, where it is published and its licence (RESULTS.md).")
@click.option("--mit-copyright", "mit_copyright", required=True,
              help="The copyright holder of the MIT licence the run is published under (the release's LICENSE).")
@click.option("--quiet", is_flag=True, help="No progress lines.")
def import_cmd(release_dir: str, data: str, runs: tuple[str, ...], upper_bound: str, ub_config: str,
               description: str, credit: str, mit_copyright: str, quiet: bool) -> None:
    """Make a release from a run of the AMemGym reference code (docs/releases.md).

    Imports the run (`replaykit import amemgym --cassette`) into RELEASE_DIR (new or empty),
    derives replaykit configs from the reference's agent configs, replays every agent over its
    own imported traces and the upper bound (no model, no network), and publishes the replay's
    numbers once each agent answers exactly as the imported run did.
    """
    # start-up: `replaykit --help` loads only what it prints
    import shlex

    from replaykit.cli.importer import _parse_runs
    from replaykit.release.importing import ImportSpec, import_release
    from replaykit.release.report import render_results

    parsed = _parse_runs(runs)
    args = ["replaykit", "release", "import", release_dir, "--data", data]
    for name in sorted(parsed):
        args += ["--run", f"{name}={parsed[name]}"]
    args += ["--upper-bound", upper_bound, "--upper-bound-config", ub_config, "--description", description,
             "--credit", credit, "--mit-copyright", mit_copyright]
    spec = ImportSpec(data=data, runs=parsed, upper_bound=upper_bound,
                      upper_bound_config=ub_config, description=description, credit=credit,
                      mit_copyright=mit_copyright, command=shlex.join(args))
    results = import_release(release_dir, spec, progress=_progress if not quiet else lambda _: None)
    if not quiet:
        click.echo(render_results(results))
    click.echo(f"published {Path(release_dir) / 'results.json'}", err=True)


@release.command("show")
@click.argument("release_dir", type=click.Path(exists=True, file_okay=False))
def show(release_dir: str) -> None:
    """Print the published tables of a release (no replay)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.base import decode_file
    from replaykit.release.report import render_results

    path = Path(release_dir) / "results.json"
    if not path.is_file():
        raise ReleaseError("not found; the release has no published results", file=path)
    # start-up: `replaykit --help` loads only what it prints
    from replaykit._util.limits import MAX_CONFIG_FILE_BYTES

    results = decode_file(path, dict, "published results", ReleaseError, limit=MAX_CONFIG_FILE_BYTES)
    for field, kind in (("release", str), ("on_policy", dict)):
        if not isinstance(results.get(field), kind):
            raise ReleaseError(f"not a release's published results: no {kind.__name__} {field!r}; "
                               "`replaykit replay` rewrites it from the cassettes", file=path, field=field)
    try:
        text = render_results(results, source=path)
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
        raise ReleaseError(f"malformed published results ({type(exc).__name__}: {str(exc)[:120]}); "
                           "`replaykit replay` rewrites them from the cassettes", file=path) from None
    click.echo(text)


@release.command("manifest")
@click.argument("release_dir", type=click.Path(exists=True, file_okay=False))
def manifest(release_dir: str) -> None:
    """Rewrite manifest.json over the release's files as they are now (no recording).

    For a deliberate edit of a published file (a README, the manifest of an older
    replaykit that did not cover RESULTS.md and release.json). Run `replaykit replay`
    first: the manifest only vouches for what is on disk.
    """
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.release.manifest import write_release_manifest

    m = write_release_manifest(Path(release_dir))
    click.echo(f"wrote {Path(release_dir) / 'manifest.json'}: {len(m.files)} file(s) and the blueprint digest")
