"""The pytest plugin's network block (replaykit.pytest_plugin.network) against real loopback
listeners: every way into the network issue 32 (item 9) found open is refused inside the block
and reaches the listener outside it. Each probe runs in a child process, so the audit hook the
block installs (it cannot be removed) stays out of this test process."""

from __future__ import annotations

import socket
import subprocess
import sys
import textwrap

import pytest

PROBE = textwrap.dedent('''
    import _socket, socket, sys
    from replaykit.errors import NetworkBlockedError
    from replaykit.pytest_plugin.network import blocked_network

    kind, port, allowed = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

    def attempt():
        if kind == "c_socket":           # the C-level socket, as gRPC's Python clients use
            s = _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)
            s.connect(("127.0.0.1", port))
        elif kind == "mro":              # the base class's method, past any patch of socket.socket
            s = socket.socket()
            socket.socket.__mro__[1].connect(s, ("127.0.0.1", port))
        elif kind == "connect_ex":
            s = socket.socket()
            if s.connect_ex(("127.0.0.1", port)) != 0:
                raise OSError("connect_ex failed")
        elif kind == "udp":
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b"leak", ("127.0.0.1", port))
        elif kind == "udp_sendmsg":
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendmsg([b"leak"], [], 0, ("127.0.0.1", port))
        elif kind == "fastopen":         # TCP Fast Open: data and connection in one sendto
            s = socket.socket()
            s.sendto(b"leak", socket.MSG_FASTOPEN, ("127.0.0.1", port))
        elif kind == "ipv6":
            s = socket.socket(socket.AF_INET6)
            s.connect(("::1", port))
        elif kind == "thread":           # a thread the test starts is blocked too
            import threading
            box = []
            def run():
                try:
                    socket.create_connection(("127.0.0.1", port), timeout=5)
                except BaseException as exc:
                    box.append(exc)
            t = threading.Thread(target=run); t.start(); t.join()
            if box:
                raise box[0]
        elif kind == "unix":             # a local socket pair is not the network
            a, b = socket.socketpair()
            a.sendall(b"x"); assert b.recv(1) == b"x"

    with blocked_network("t::probe", "c.rkc", tuple(allowed)) as gate:
        try:
            attempt()
        except NetworkBlockedError as exc:
            print("BLOCKED", exc.address, len(gate.blocked))
        else:
            print("PASSED")
    attempt()   # outside the block: the same call goes through
    print("AFTER")
''')


def _probe(kind: str, port: int, *allowed: str) -> str:
    done = subprocess.run([sys.executable, "-c", PROBE, kind, str(port), *allowed], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture
def tcp():
    server = socket.create_server(("127.0.0.1", 0), backlog=16)
    yield server
    server.close()


@pytest.mark.parametrize("kind", ["c_socket", "mro", "connect_ex", "thread"])
def test_tcp_connections_are_blocked(tcp, kind):
    out = _probe(kind, tcp.getsockname()[1])
    assert out.splitlines() == [f"BLOCKED 127.0.0.1:{tcp.getsockname()[1]} 1", "AFTER"]


def test_tcp_fast_open_is_blocked(tcp):
    port = tcp.getsockname()[1]
    tcp.settimeout(0.5)
    out = _probe("fastopen", port)
    assert out.splitlines()[0] == f"BLOCKED 127.0.0.1:{port} 1"
    conn, _ = tcp.accept()  # the one connection is the unblocked call's, after the block
    conn.close()
    with pytest.raises(TimeoutError):
        tcp.accept()


@pytest.mark.parametrize("kind", ["udp", "udp_sendmsg"])
def test_udp_datagrams_are_blocked(kind):
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.bind(("127.0.0.1", 0))
        udp.settimeout(5)
        port = udp.getsockname()[1]
        out = _probe(kind, port)
        assert out.splitlines() == [f"BLOCKED 127.0.0.1:{port} 1", "AFTER"]
        assert udp.recvfrom(16)[0] == b"leak"  # the datagram sent after the block arrived
        udp.settimeout(0.2)
        with pytest.raises(TimeoutError):  # and it was the only one
            udp.recvfrom(16)


def test_ipv6_is_blocked():
    try:
        server = socket.create_server(("::1", 0), family=socket.AF_INET6)
    except OSError:
        pytest.skip("no IPv6 loopback on this machine")
    with server:
        port = server.getsockname()[1]
        out = _probe("ipv6", port)
    assert out.splitlines()[0] == f"BLOCKED ::1:{port} 1"


def test_allowed_hosts_and_local_sockets_pass(tcp):
    assert _probe("c_socket", tcp.getsockname()[1], "127.0.0.1").splitlines() == ["PASSED", "AFTER"]
    assert _probe("unix", 0).splitlines() == ["PASSED", "AFTER"]
