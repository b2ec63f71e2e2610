"""The network block of replay mode, at the lowest level Python offers: an audit hook.

Every socket Python makes, the ``socket`` module's and the C-level ``_socket.socket`` alike,
raises the audit events ``socket.connect`` (``connect`` and ``connect_ex``), ``socket.sendto``
(UDP datagrams, and TCP Fast Open's ``sendto(data, MSG_FASTOPEN, address)``) and
``socket.sendmsg`` before it touches the network. One hook (``sys.addaudithook``, installed once
per process: a hook cannot be removed) refuses them while a replay-mode test runs, whatever
class or method the caller went through, so a subclass, ``socket.socket.__mro__[1].connect``
or a client holding its own reference to the C method is stopped too. Only internet sockets
(IPv4, IPv6) are checked; a Unix socket or a socketpair is local. A library that opens
sockets in its own C code, not through Python's socket module, is beyond any Python hook.
"""

from __future__ import annotations

import contextlib
import socket
import sys
import threading
from dataclasses import dataclass, field
from typing import Any, Iterator

from replaykit.errors import NetworkBlockedError

EVENTS = frozenset({"socket.connect", "socket.sendto", "socket.sendmsg"})
_INTERNET = (socket.AF_INET, socket.AF_INET6)


@dataclass
class Gate:
    """What a blocked test is, and the NetworkBlockedErrors it raised (the plugin reports the first)."""

    test: str
    cassette: Any
    allowed: frozenset[str]
    blocked: list = field(default_factory=list)


_gate: Gate | None = None  # process-wide: a thread the test starts is blocked too
_install_lock = threading.Lock()
_installed = False


def _address(address: Any) -> tuple[str, str] | None:
    """(host, port) of an internet socket address; None when there is none (a connected socket's sendmsg)."""
    if address is None:
        return None
    if isinstance(address, tuple) and address:
        return str(address[0]), str(address[1]) if len(address) > 1 else "?"
    return str(address), "?"


def _audit(event: str, args: tuple) -> None:
    gate = _gate
    if gate is None or event not in EVENTS:
        return
    sock = args[0] if args else None
    if getattr(sock, "family", None) not in _INTERNET:
        return
    where = _address(args[1] if len(args) > 1 else None)
    if where is None or where[0] in gate.allowed:
        return

    error = NetworkBlockedError(gate.test, f"{where[0]}:{where[1]}", gate.cassette)
    gate.blocked.append(error)
    raise error


def _install() -> None:
    global _installed
    with _install_lock:
        if not _installed:
            sys.addaudithook(_audit)
            _installed = True


@contextlib.contextmanager
def blocked_network(test: str, cassette: Any, allowed: tuple[str, ...] = ()) -> Iterator[Gate]:
    """Within the block, every internet socket connection or datagram raises NetworkBlockedError
    (naming ``test``, the address and ``cassette``) unless its host is in ``allowed``."""
    global _gate
    _install()
    gate = Gate(test, cassette, frozenset(allowed))
    previous, _gate = _gate, gate
    try:
        yield gate
    finally:
        _gate = previous
