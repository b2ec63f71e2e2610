# replaykit: every target creates .venv from pyproject.toml when needed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
CORE   := $(VENV)/.installed-core
# uv where it is (or bootstrapped into .venv), else pip; byte code compiled (scripts/install.sh)
INSTALL := PYTHON=$(PYTHON) scripts/install.sh $(VENV)

# `make replay` verifies the releases releases/bundled.txt lists, as a bare `replaykit replay` does
# (one list for both); RELEASE=releases/X verifies one. `make record` re-records RELEASE, by default
# the release recorded against the local model (the others are imported, not recorded here).
RELEASE ?=
RECORD_RELEASE := $(or $(RELEASE),releases/smol-v4)

.PHONY: help venv lint typecheck test test-ray test-extras test-mem0 test-wheel bench bench-peers bench-scale replay record clean mutation

# every target carries a "## what it does" comment, which `make help` prints (tests/unit/project/test_front_door.py checks it)
help:  ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z][a-zA-Z0-9_-]*:.*## / {printf "make %-13s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(STAMP): pyproject.toml
	$(INSTALL) -e '.[dev,plot]'
	touch $(STAMP) $(CORE)

# what `make replay` needs: the core alone (no test, lint or plot tools); `make venv` includes it
$(CORE): pyproject.toml
	$(INSTALL) -e .
	touch $(CORE)

venv: $(STAMP)  ## create .venv from pyproject.toml (dev and plot extras)

# ruff comes with the dev extra, so a fresh machine gets it from `make venv`
lint: $(STAMP)  ## ruff: pyflakes and import order (rules in pyproject.toml)
	$(VENV)/bin/ruff check .

# mypy comes with the dev extra; its configuration, and why mypy, are in pyproject.toml ([tool.mypy])
typecheck: $(STAMP)  ## mypy over replaykit/: zero errors (docs/testing.md, "Type checking")
	@$(VENV)/bin/mypy || { echo "make typecheck: mypy found the type errors above in replaykit/ (each is file:line: message [code]);"; \
	  echo "  fix the code or its annotations, do not silence them; docs/testing.md, 'Type checking', says how"; exit 1; }

test: lint typecheck  ## lint, type check, then unit + integration tests
	$(PY) -m pytest tests/unit tests/integration

# Mutation testing of the metric code (docs/testing.md): mutmut from the `mutation` extra, over
# replaykit/scoring/ only, the scoring tests only per mutant, ONE worker (the machine is shared);
# survivors are listed unless docs/mutation-survivors.md explains them. Starts from scratch.
# MUTATION_WORKERS=2 on an otherwise idle machine halves the wall time.
MUT_STAMP := $(VENV)/.installed-mutation

$(MUT_STAMP): $(STAMP)
	$(INSTALL) -e '.[dev,mutation,parquet]'
	touch $(MUT_STAMP)

MUTATION_WORKERS ?= 1

mutation: $(MUT_STAMP)  ## mutation-test replaykit/scoring/ (mutmut, one worker); ends with the score
	rm -rf mutants
	REPLAYKIT_HYPOTHESIS_PROFILE=mutation $(VENV)/bin/mutmut run --max-children $(MUTATION_WORKERS) > /dev/null || true
	$(PY) scripts/mutation_score.py

# The optional Ray extra: installed into .venv on demand; the test must run here, not skip.
RAY_STAMP := $(VENV)/.installed-ray

$(RAY_STAMP): $(STAMP)
	$(INSTALL) -e '.[dev,ray]'
	touch $(RAY_STAMP)

test-ray: $(RAY_STAMP)  ## install the ray extra and run the Ray executor test on a local Ray
	REPLAYKIT_RAY_REQUIRED=1 $(PY) -m pytest tests/integration/episodes/test_ray_executor.py -rs

# The optional parquet (pyarrow) extra (and the plot one): installed into .venv on demand; their
# tests must run here, not skip. (blueprint fetch needs no extra since issue 32; its tests run in
# make test.)
EXTRAS_STAMP := $(VENV)/.installed-extras

$(EXTRAS_STAMP): $(STAMP)
	$(INSTALL) -e '.[dev,plot,parquet]'
	touch $(EXTRAS_STAMP)

test-extras: $(EXTRAS_STAMP)  ## install the parquet extra and run its tests (export --format parquet)
	REPLAYKIT_EXTRAS_REQUIRED=1 $(PY) -m pytest tests/integration/cli/test_export.py -rs -k "parquet or blueprint"

# The optional mem0 extra (agent kind mem0: the paper's AWE and RAG on mem0 + Milvus Lite): its
# tests skip in `make test` when it is absent, and must run (not skip) here. mem0ai itself goes in
# with --no-deps: its metadata pins openai<1.110, replaykit runs openai 3.x (pyproject.toml says why).
MEM0_STAMP := $(VENV)/.installed-mem0
MEM0_PIN   := mem0ai==0.1.118
MEM0_TESTS := tests/integration/episodes/agents/test_mem0_run.py tests/unit/episodes/agents/test_mem0_kind.py tests/integration/project/test_readme_recipe.py \
              tests/integration/episodes/agents/test_hostile_mem0.py

$(MEM0_STAMP): $(STAMP) Makefile
	$(INSTALL) -e '.[dev,mem0]'
	$(INSTALL) --no-deps '$(MEM0_PIN)'
	touch $(MEM0_STAMP)

test-mem0: $(MEM0_STAMP)  ## install the mem0 extra (the paper's AWE and RAG on mem0 + Milvus Lite) and run its tests
	REPLAYKIT_MEM0_REQUIRED=1 $(PY) -m pytest $(MEM0_TESTS) -rs
	$(PY) -m pytest tests/integration/gateway/test_strict_endpoint.py -k "awe-2-4-30 or rag-2-4-30" -rs

# A wheel built from the checkout, installed into a fresh venv outside it: the wheel resolves with every
# extra, its command verifies the bundled release, and a user's project records and replays its tests
# with the pytest plugin (also under pytest -n 2). Minutes: a target of its own, which CI runs.
test-wheel: $(STAMP)  ## build the wheel, install it in a fresh venv, record and replay a project's tests with it
	REPLAYKIT_WHEEL_REQUIRED=1 $(PY) -m pytest tests/integration/project/test_wheel_install.py -rs

replay: $(CORE)  ## verify the bundled releases (releases/bundled.txt) offline (no keys, no network)
	$(VENV)/bin/replaykit replay $(RELEASE)

# Re-records the bundled release against the local model; resumes where it stopped.
record: $(STAMP)  ## re-record the bundled release against the local model (resumes where it stopped)
	@trap '$(PYTHON) scripts/serve_local.py stop' EXIT; trap 'exit 130' INT TERM; \
	$(PYTHON) scripts/serve_local.py start && \
	$(VENV)/bin/replaykit release record $(RECORD_RELEASE)

bench: $(STAMP)  ## benchmarks (prints tables)
	@for b in benchmarks/bench_*.py; do case $$b in benchmarks/bench_scale.py|benchmarks/bench_peers.py) continue;; esac; echo "== $$b"; $(PY) $$b || exit 1; done

# replaykit side by side with vcrpy (YAML, JSON), a SQLite+zstd cache and diskcache (installed here:
# a benchmark-only dependency, not one of replaykit's); CALLS=20000 for the paper-size rows (slow: vcrpy)
CALLS ?= 2000
bench-peers: $(STAMP)  ## replaykit against vcrpy, a SQLite cache and diskcache on the same calls (CALLS=2000)
	$(INSTALL) diskcache
	$(PY) benchmarks/bench_peers.py --calls $(CALLS)

# Paper-scale run (long contexts, peer traces): minutes of CPU, so not part of `make bench`.
BEFORE ?=
bench-scale: $(STAMP)  ## paper-shaped replay (5k, 20k calls) against its lower bound, memory, size, projection (minutes; BEFORE=<rev> too)
	$(PY) benchmarks/bench_scale.py $(if $(BEFORE),--before $(BEFORE))

clean:  ## remove .venv, build files and test caches
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis .mypy_cache

# --- local model serving (llama-cpp-python; logic in scripts/serve_local.py). SmolLM2-135M is the
# default, chosen by `make bench-models` (README, "The local model"); LOCAL_MODEL=gemma3 selects
# Gemma 3 270M (or set REPLAYKIT_LOCAL_MODEL). One model's servers at a time.
.PHONY: serve-local stop-local test-live bench-models
LOCAL_MODEL ?=
SERVE_ENV := $(if $(LOCAL_MODEL),REPLAYKIT_LOCAL_MODEL=$(LOCAL_MODEL))

serve-local:  ## serve the local model (LOCAL_MODEL=gemma3 for Gemma 3 270M; default smollm2)
	$(SERVE_ENV) $(PYTHON) scripts/serve_local.py start

bench-models: $(STAMP)  ## measure the candidate local models (SmolLM2-135M, Gemma 3 270M) one after the other (minutes)
	$(PY) benchmarks/bench_models.py --measure

stop-local:  ## stop the local model servers make serve-local started
	$(PYTHON) scripts/serve_local.py stop

# Starts the servers (those already running are reused and left running), runs tests/live
# against them (a skip is an error here), and stops the servers it started on every exit
# path, failure and Ctrl-C included.
LIVE_OWNED := .local/test-live.owned

test-live: $(STAMP)  ## record and replay real calls against the local model (starts and stops its servers)
	@trap '$(PYTHON) scripts/serve_local.py stop --owned-file $(LIVE_OWNED)' EXIT; trap 'exit 130' INT TERM; \
	$(PYTHON) scripts/serve_local.py start --owned-file $(LIVE_OWNED) && \
	REPLAYKIT_LIVE_REQUIRED=1 REPLAYKIT_LIVE_ENDPOINTS=.local/endpoints.json $(PY) -m pytest tests/live -m live -rs
