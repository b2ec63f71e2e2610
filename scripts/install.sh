#!/usr/bin/env bash
# Install into a virtual environment (created when missing) with the fastest installer there is:
#   scripts/install.sh VENV PIP-ARGS...        e.g. scripts/install.sh .venv -e '.[dev,plot]'
# uv when it is on PATH; else uv bootstrapped into VENV by its own pip (a few seconds, paid back many
# times over by the install: docs/performance.md, "A first make replay"); else pip. Byte code is compiled
# at install time either way (pip does; uv is asked to), so the first run of the code does not compile
# it. REPLAYKIT_INSTALLER=pip forces pip. PYTHON names the interpreter a new VENV is made with.
set -euo pipefail
venv=${1:?usage: scripts/install.sh VENV PIP-ARGS...}
shift
py="$venv/bin/python"
python=${PYTHON:-python3}
uv=""
if [ "${REPLAYKIT_INSTALLER:-}" != pip ]; then
  uv=$(command -v uv || true)
  if [ -z "$uv" ]; then
    [ -x "$py" ] || "$python" -m venv "$venv"
    if [ -x "$venv/bin/uv" ] || "$py" -m pip install --quiet uv >/dev/null 2>&1; then
      uv="$venv/bin/uv"
    fi
  fi
fi
if [ -n "$uv" ]; then
  [ -x "$py" ] || "$uv" venv --quiet --python "$python" "$venv"
  # this checkout was installed as the distribution `replaykit` before it became amemgym-replaykit
  # (pyproject.toml): drop that old editable install so one distribution owns the package
  "$uv" pip uninstall --quiet --python "$py" replaykit >/dev/null 2>&1 || true
  exec "$uv" pip install --quiet --python "$py" --compile-bytecode "$@"
fi
[ -x "$py" ] || "$python" -m venv "$venv"
"$py" -m pip uninstall --quiet --yes replaykit >/dev/null 2>&1 || true
exec "$py" -m pip install --quiet "$@"
