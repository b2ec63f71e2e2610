#!/usr/bin/env bash
# Install into a virtual environment (created when missing) with the fastest installer there is:
#   scripts/install.sh VENV PIP-ARGS...        e.g. scripts/install.sh .venv -e '.[dev,plot]'
# uv when it is on PATH; else uv fetched by the interpreter's own pip into VENV/.uv (a few seconds,
# paid back many times by the install: docs/performance.md, "A first make replay"); else pip.
# Byte code: pip compiles every installed file; uv is not asked to (--compile-bytecode took longer than
# the first run spends compiling the modules it imports, which Python then keeps in __pycache__).
# REPLAYKIT_INSTALLER=pip forces pip; PYTHON names the interpreter a new VENV is made with.
set -euo pipefail
venv=${1:?usage: scripts/install.sh VENV PIP-ARGS...}
shift
py="$venv/bin/python"
python=${PYTHON:-python3}
# a new environment without pip: uv needs none, and pip is added below only if it is the installer
[ -x "$py" ] || "$python" -m venv --without-pip "$venv"
uv=""
if [ "${REPLAYKIT_INSTALLER:-}" != pip ]; then
  uv=$(command -v uv || true)
  if [ -z "$uv" ] && { [ -x "$venv/.uv/bin/uv" ] || "$python" -m pip install --quiet --target "$venv/.uv" uv >/dev/null 2>&1; }; then
    uv="$venv/.uv/bin/uv"
  fi
fi
if [ -n "$uv" ] && [ -x "$uv" ]; then
  # this checkout was installed as the distribution `replaykit` before it became amemgym-replaykit
  # (pyproject.toml): drop that old editable install so one distribution owns the package
  "$uv" pip uninstall --quiet --python "$py" replaykit >/dev/null 2>&1 || true
  exec "$uv" pip install --quiet --python "$py" "$@"
fi
"$py" -m pip --version >/dev/null 2>&1 || "$py" -m ensurepip >/dev/null
"$py" -m pip uninstall --quiet --yes replaykit >/dev/null 2>&1 || true
exec "$py" -m pip install --quiet "$@"
