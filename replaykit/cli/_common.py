"""Small helpers shared by the command modules (not a command group)."""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import Iterator

import click


def cli_mode(mode: str | None) -> str:
    """--mode, else env REPLAYKIT_MODE (a bad value is named as that variable), else auto
    (replaykit.session's one default for commands)."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.session import session_mode

    return session_mode(mode)


@contextlib.contextmanager
def redacting_secrets(secrets: list[str]) -> Iterator[None]:
    """Keep ``secrets`` (and OPENAI_API_KEY) out of every file written inside the block."""
    # start-up: `replaykit --help` loads only what it prints
    from replaykit.recording.capture import redacting_secrets as redacting

    with redacting(secrets):
        yield


def write_output(data: bytes, out: str | None, force: bool, what: str, *, command: str, inputs=()) -> None:
    """``data`` to stdout (``out`` None or ``-``) or atomically to ``out``: never one of ``inputs`` nor
    inside an input folder (whatever ``force``), and an existing file is kept unless ``force``."""

    # start-up: `replaykit --help` loads only what it prints
    from replaykit._util.outputs import check_not_input, check_replaceable, write_streamed

    if out is None or out == "-":  # `--out -`: stdout, as documented
        if sys.stdout.isatty():  # a terminal gets printable text (replaykit.ui.terminal), a pipe the bytes
            sys.stdout.write(data.decode("utf-8", "replace"))
        else:
            sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    check_not_input(out, inputs, command=command, option="--out")
    check_replaceable(out, ours=None, force=force, command=command, what=what, option="--out")

    # start-up: `replaykit --help` loads only what it prints
    from replaykit.errors import FileAccessError

    try:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise FileAccessError.from_os_error(exc, out, f"write the {what}") from None
    write_streamed(out, [data], action=f"write the {what}")


class CommandWithSubcommands(click.Command):
    """A command that also has named subcommands: ``replaykit run merge ...`` runs ``merge`` while
    ``replaykit run --...`` stays the command. Declared with ``@click.command(..., cls=CommandWithSubcommands,
    subcommands={...})``: click's ``make_context`` extension point, nothing of click patched."""

    def __init__(self, *args, subcommands: dict[str, click.Command] | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.subcommands = dict(subcommands or {})
        if self.subcommands:
            names = ", ".join(f"`replaykit {self.name} {n}`" for n in self.subcommands)
            self.epilog = ((self.epilog or "") + f"\n\nSee also {names} (--help for each).").strip()

    def make_context(self, info_name, args, parent=None, **extra):
        if args and args[0] in self.subcommands:
            return self.subcommands[args[0]].make_context(f"{info_name} {args[0]}", list(args[1:]), parent=parent,
                                                          **extra)
        return super().make_context(info_name, args, parent=parent, **extra)
