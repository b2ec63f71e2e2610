"""`replaykit release import`: a run of the reference code becomes a release (replaykit.release.imported).

Steps, each by the project's own code: ``import amemgym --cassette`` into the new release folder
(the run as ``imported/``, its data.json as ``blueprints/``, its calls as
``cassettes/imported.rkc``); replaykit configs derived from the reference's agent configs
(``configs/``: the same model, temperature, max_tokens, window, buffer sizes; the reference
protocols); ``release.json``; then a replay of the release (mode ``replay``: no model, no
network) whose numbers are published (``results.json``, ``RESULTS.md`` with the run's credit)
once the self-trace check holds, and the manifest.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any, Callable

import msgspec

from replaykit._util.shortlist import first_and_more
from replaykit.base import decode_file, pretty_json
from replaykit.errors import ReleaseError, ResultError

Progress = Callable[[str], None]

MIT = """MIT License

Copyright (c) {holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
"""
"""The licence the reference code and its runs are published under (LICENSE of an imported release)."""


def _llm(doc: dict, file: Path) -> dict:
    llm = doc.get("llm_config") if isinstance(doc, dict) else None
    if not isinstance(llm, dict):
        raise ResultError("has no llm_config object", file=file, field="llm_config")
    return llm


def derived_configs(configs: dict[str, tuple[dict, Path]], ub: tuple[dict, Path]) -> dict[str, Any]:
    """replaykit configs that send what the reference agents sent (``configs`` maps an imported
    agent name to its reference agent config and file; ``ub``: the upper bound's)."""
    out: dict[str, Any] = {}
    models = set()
    for name, (doc, file) in sorted(configs.items()):
        llm = _llm(doc, file)
        mt, temp = llm.get("max_tokens"), float(llm.get("temperature", 0.0))
        models.add((llm.get("llm_model"), llm.get("base_url")))
        if doc.get("type") == "native":
            out[f"agents/{name}.json"] = {"type": "native", "name": name, "temperature": temp, "max_tokens": mt,
                                          "answer_max_tokens": mt, "context_tokens": None,
                                          "max_history_msgs": llm.get("max_history_msgs"),
                                          "answer_protocol": "reference"}
        elif doc.get("type") == "awi":
            ac = doc.get("agent_config") or {}
            out[f"agents/{name}.json"] = {"type": "awi", "name": name, "temperature": temp,
                                          "freq": ac.get("update_bsz"), "ns": ac.get("local_length"),
                                          "max_tokens": mt, "answer_max_tokens": mt, "memory_max_tokens": mt,
                                          "context_tokens": None, "answer_protocol": "reference",
                                          "update_protocol": "reference"}
        else:
            raise ResultError(f"agent type {doc.get('type')!r}: a release can replay native and awi runs only",
                              file=file, field="type")
    ub_llm = _llm(*ub)
    out["agents/upper-bound.json"] = {"type": "upper_bound", "name": "upper-bound",
                                      "temperature": float(ub_llm.get("temperature", 0.0)),
                                      "answer_max_tokens": ub_llm.get("max_tokens"), "answer_protocol": "reference"}
    models.add((ub_llm.get("llm_model"), ub_llm.get("base_url") or next(iter(models))[1]))
    if len(models) != 1:
        raise ResultError(f"the agents and the upper bound ran with different models or servers {sorted(map(str, models))}; "
                          "a release replays one agent endpoint", file=ub[1])
    model, base_url = models.pop()
    out["endpoints.json"] = {"version": 1, "endpoints": {"default": {
        "base_url": base_url, "model": model, "structured_output": "json_schema", "temperature": 0.0}}}
    out["run.json"] = {"version": 1}
    return out


class ImportSpec(msgspec.Struct, frozen=True, kw_only=True):
    """What `replaykit release import` publishes: the reference run (its ``data`` file, each agent's run
    folder by name in ``runs``, the ``upper_bound`` folder and the agent config it ran with) and the
    release's words (``description``, the run's ``credit``, the MIT licence's ``mit_copyright`` holder and
    the ``command`` that made it, quoted in RESULTS.md)."""

    data: str
    runs: dict[str, str]
    upper_bound: str
    upper_bound_config: str
    description: str
    credit: str
    mit_copyright: str
    command: str = ""


def import_release(release_dir: str | Path, spec: ImportSpec, *, progress: Progress = lambda _: None) -> dict[str, Any]:
    """Write the release folder ``release_dir`` (new or empty) from a reference run; return its results."""
    from replaykit._util.fs import atomic_write, scratch_folder  # loaded on first use: importing this module stays light
    from replaykit.release.build import build  # brings numpy: loaded only when this runs
    from replaykit.release.imported import check_imported, reconstructed_count  # loaded on first use: importing this module stays light
    from replaykit.release.manifest import write_release_manifest  # loaded on first use: importing this module stays light
    from replaykit.release.report import render_results  # loaded on first use: importing this module stays light
    from replaykit.release.results import encode_results  # brings numpy: loaded only when this runs
    from replaykit.release.spec import IMPORTED_CASSETTE  # loaded on first use: importing this module stays light
    from replaykit.scoring.importer import import_amemgym  # loaded on first use: importing this module stays light

    def _load(path: Path, what: str) -> dict:
        return decode_file(path, dict, what, ResultError, "pass the reference's own file")

    rel = Path(release_dir)
    if rel.exists() and (not rel.is_dir() or any(rel.iterdir())):
        raise ReleaseError("exists and is not an empty folder; `release import` writes a new release (nothing "
                           "was changed)", file=rel)
    configs = {}
    for name, rdir in spec.runs.items():
        files = sorted(Path(rdir).glob("*/agent_config.json"))
        if not files:
            raise ResultError("no <user>/agent_config.json: the release needs the reference agent config", file=rdir)
        configs[name] = (_load(files[0], "agent_config.json"), files[0])
    ub = (_load(Path(spec.upper_bound_config), "agent config"), Path(spec.upper_bound_config))
    derived = derived_configs(configs, ub)  # refused before anything is written
    summary = import_amemgym(spec.data, spec.runs, rel / "imported", spec.upper_bound,
                             cassette=rel / "cassettes" / IMPORTED_CASSETTE, upper_bound_config=spec.upper_bound_config,
                             name="imported")
    c = summary.cassette
    assert c is not None  # a cassette was asked for
    progress(f"imported {summary.agents} and the upper bound of {summary.upper_bound_users} users; "
             f"{c.entries} cassette entries, {c.reconstructed} reconstructed")
    shutil.move(str(rel / "imported" / "blueprints"), str(rel / "blueprints"))
    for path, doc in derived.items():
        atomic_write(rel / "configs" / path, pretty_json(doc))
    release = {"version": 1, "name": rel.name, "description": spec.description, "endpoints": "configs/endpoints.json",
               "run_config": "configs/run.json", "agents": [f"configs/agents/{n}.json" for n in sorted(spec.runs)],
               "upper_bound": "configs/agents/upper-bound.json", "replicas": 1,
               "imported": {"run": "imported", "credit": spec.credit, "command": spec.command}}
    atomic_write(rel / "release.json", pretty_json(release))
    atomic_write(rel / "LICENSE", MIT.format(holder=spec.mit_copyright).encode())
    # loaded on first use: importing this module stays light
    from replaykit.release.spec import load_spec

    with tempfile.TemporaryDirectory(prefix="replaykit-release-import-") as tmp, scratch_folder(Path(tmp)):
        work = Path(tmp)
        results = build(rel, work, mode="replay", progress=progress)
        trust = check_imported(rel, load_spec(rel), work / "runs" / "on", work / "runs" / "off")
    progress(trust.summary())
    if trust.problems:
        raise ReleaseError(f"release {rel} not published (results.json not written): " + first_and_more(trust.problems, 5))
    atomic_write(rel / "results.json", encode_results(results))
    entries, rec = reconstructed_count(rel / "cassettes" / IMPORTED_CASSETTE)
    head = (f"Imported from a run of the AMemGym reference code; {spec.credit}\n\n"
            f"Made with `{spec.command or 'replaykit release import'}`. `cassettes/imported.rkc` holds {entries} calls; "
            f"{rec} of them are AWI memory updates whose replies the run did not save, rebuilt from the memories it "
            "saved and marked as reconstructed (response header `x-replaykit-reconstructed`); every other reply is "
            "the run's own. Licence: MIT, copyright " + spec.mit_copyright + " (`LICENSE`).\n")
    text = render_results(results)
    title, _, rest = text.partition("\n")
    atomic_write(rel / "RESULTS.md", f"{title}\n\n{head}{rest}".encode("utf-8"))
    write_release_manifest(rel)
    return results
