"""`replaykit` entry point. Command groups register here; errors print without a traceback."""

from __future__ import annotations

import importlib
import sys

import click

from replaykit._util.redact import redact_text
from replaykit.errors import FileAccessError, ReplaykitError

# (module, attribute) of each command or group. A module that is not present yet is skipped.
_COMMANDS = [
    ("replaykit.cli.cassette", "cassette"),
    ("replaykit.cli.blueprint", "blueprint"),
    ("replaykit.cli.gen", "gen"),
    ("replaykit.cli.run", "run"),
    ("replaykit.cli.evolve", "evolve"),
    ("replaykit.cli.judge", "judge"),
    ("replaykit.cli.score", "score"),
    ("replaykit.cli.export", "export"),
    ("replaykit.cli.verify", "verify"),
    ("replaykit.cli.importer", "import_"),
    ("replaykit.cli.release", "replay"),
    ("replaykit.cli.release", "release"),
    ("replaykit.cli.view", "view"),
    ("replaykit.cli.plot", "plot"),
]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="replaykit")
def cli() -> None:
    """replaykit: the AMemGym memory benchmark, offline-first.

    Every LLM call goes through a recording layer (cassettes keyed by a content
    hash of the request), so a released benchmark replays with no network and no
    API keys. Start with `make replay` (verify the bundled release) and see
    README.md.
    """


def _register_commands() -> None:
    for module, attr in _COMMANDS:
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:  # group not built yet
            if exc.name != module:
                raise
            continue
        cmd = getattr(mod, attr, None)
        if cmd is not None:
            cli.add_command(cmd)


try:
    _register_commands()
except KeyboardInterrupt:  # Ctrl-C while the commands load (most of a second on a busy machine): as later, no traceback
    sys.stderr.write("aborted\n")
    raise SystemExit(130) from None


def main() -> None:
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.ui.terminal import printable_streams

    _printable_streams()
    with printable_streams(sys.argv[1:]):  # text from files and models reaches the terminal escaped
        _main()


def _main() -> None:
    try:
        # with standalone_mode=False click returns ctx.exit(n)'s code instead of exiting
        rc = cli.main(standalone_mode=False)
    except ReplaykitError as exc:
        click.echo(f"error: {_printable(_one_line(str(exc), exc))}", err=True)
        sys.exit(2)
    except OSError as exc:  # a local file no command anticipated: still one line naming it
        err = FileAccessError.from_os_error(exc)
        click.echo(f"error: {_printable(_one_line(str(err), err))}", err=True)
        sys.exit(2)
    except click.exceptions.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    sys.exit(rc if isinstance(rc, int) else 0)


def _printable_streams() -> None:
    """A path that is not UTF-8 (a file name's bytes, decoded with surrogateescape) is printed with
    its odd bytes escaped (``\\udcff``), not a UnicodeEncodeError after the work is done: under a
    UTF-8 locale Python's stdout is strict. A stream already lenient (the C locale's surrogateescape,
    a test's capture) is left alone."""
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def _one_line(message: str, exc: BaseException) -> str:
    """``message`` with every path it names from the command line (or as the error's file) written
    with its control characters escaped (a newline as ``\\n``, as click shows it): a file name
    holding a newline must not split the one-line error."""
    names = {str(a) for a in sys.argv[1:]} | {str(getattr(exc, a)) for a in ("file", "path") if getattr(exc, a, None)}
    for name in sorted(names, key=len, reverse=True):
        if not name.isprintable():
            message = message.replace(name, "".join(c if c.isprintable() else repr(c)[1:-1] for c in name))
    return message


def _printable(message: str) -> str:
    """An error message with every configured secret (OPENAI_API_KEY, registered ones) removed."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.recording.capture import scrubber_for

    return redact_text(scrubber_for().scrub_text(message))


if __name__ == "__main__":
    main()
