"""Shards of a run, and merging shard run directories back into one run.

``replaykit run --shard I/N`` runs the I-th (1-based) of N disjoint parts of a run's jobs,
split by user: the study's users (blueprint order, after ``--users``) go round-robin to
shards, so every agent, replica and the upper bound of one user run in one shard and the
requests they share stay in one process. Each shard is an ordinary run directory with its
own cassette plus ``shard.json`` (which users of which study it holds).

``merge_runs(out, inputs)`` checks that the shards belong together (same study, same N,
every shard present once, same run config, seed, policy and agent configs), copies their
result files into ``out``, writes the study's blueprints and ``run.json``, and merges
their cassettes (``replaykit.recording.store.merge``) into ``out/cassette.rkc``. The merged run
directory is byte for byte what one unsharded run would have written.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Sequence

import msgspec

from replaykit._util.fs import resolved
from replaykit._util.limits import MAX_SHARDS
from replaykit._util.outputs import check_not_input
from replaykit.base import Strict
from replaykit.data.blueprint import Blueprint, digest, load_blueprints, save_blueprints
from replaykit.data.digests import sha256_file, write_digests
from replaykit.data.result import RunManifest, read_json, write_json
from replaykit.errors import ConfigError, OutputError, ResultError
from replaykit.recording.store import merge_cassettes

SHARD_FILE = "shard.json"
SHARD_VERSION = 1
CASSETTE = "cassette.rkc"
RESULT_FOLDERS = ("episodes", "traces", "upper_bound", "memory")  # per shard; blueprints are rebuilt, digests rewritten
RESULT_SUFFIXES = (".json", ".jsonl")  # memory files are JSON lines (one per period)


class Shard(Strict):
    index: int
    """1-based."""
    count: int

    def __str__(self) -> str:
        return f"{self.index}/{self.count}"

    def select(self, blueprints: list[Blueprint]) -> list[Blueprint]:
        """This shard's users: every ``count``-th user of the study, starting at ``index - 1``."""
        return [bp for i, bp in enumerate(blueprints) if i % self.count == self.index - 1]


def _short(text: str) -> str:
    return text if len(text or "") <= 40 else text[:40] + "..."


def parse_shard(text: str, where: str = "--shard") -> Shard:
    m = re.fullmatch(r"\s*(\d{1,9})\s*/\s*(\d{1,9})\s*", text or "")  # digits bounded: int() of 5,000 raised
    if not m or not 1 <= int(m.group(1)) <= int(m.group(2)) <= MAX_SHARDS:
        raise ConfigError(f"{where} {_short(text)!r}: write it as I/N with 1 <= I <= N <= {MAX_SHARDS} (e.g. 2/3 for "
                          "the second of three)")
    return Shard(index=int(m.group(1)), count=int(m.group(2)))


class ShardInfo(Strict):
    """``RUN_DIR/shard.json``: which part of which study this run directory holds."""

    version: int = SHARD_VERSION
    index: int
    count: int
    users: list[str]
    study_users: list[str]
    """Every user of the study, in blueprint order."""
    study_digest: str
    """Digest of the study's blueprints (as the unsharded run would record it in run.json)."""


def shard_users(shard: Shard, study: list[Blueprint]) -> list[Blueprint]:
    """The shard's users; an empty shard is an error (more shards than users)."""
    picked = shard.select(study)
    if not picked:
        raise ConfigError(f"--shard {shard}: this shard has no users (the study has {len(study)}); "
                          f"use at most {len(study)} shards")
    return picked


def write_shard_info(out: str | Path, shard: Shard, study: list[Blueprint]) -> None:
    info = ShardInfo(index=shard.index, count=shard.count, users=[bp.id for bp in shard.select(study)],
                     study_users=[bp.id for bp in study], study_digest=digest(study))
    path = Path(out) / SHARD_FILE
    if path.is_file():
        old = read_json(path, ShardInfo)
        if old != info:
            raise ConfigError(f"this run directory holds shard {old.index}/{old.count} of another "
                              "study (or another split); use a new --out directory", file=path)
    write_json(path, info)


# -- merging run directories -----------------------------------------------------------------


class MergedRun(Strict):
    out: str
    shards: int
    files: int
    cassette_entries: int | None = None


def _agree(manifests: list[tuple[Path, RunManifest]]) -> dict[str, dict[str, object]]:
    """Agent configs of all shards (they must agree); raises naming the field and the two run dirs."""
    first_dir, first = manifests[0]
    agents: dict[str, dict[str, object]] = {}
    for d, m in manifests:
        for field in ("seed", "source", "run_config", "code_version", "replicas"):
            if getattr(m, field) != getattr(first, field):
                raise ResultError(f"run merge: {getattr(m, field)!r} here but {first_dir / 'run.json'} has "
                                  f"{getattr(first, field)!r}; only shards of one run (same command, different --shard) "
                                  "can be merged", file=d / "run.json", field=field)
        for name, cfg in m.agents.items():
            if name in agents and agents[name] != cfg:
                raise ResultError("run merge: differs from another shard's; only shards run with the same agent "
                                  "configs can be merged", file=d / "run.json", field=f"agents.{name}")
            agents[name] = cfg
    return agents


def merge_runs(out: str | Path, inputs: Sequence[str | Path], *, prefer: str | None = None,
               overwrite: bool = False, shards_inside: bool = False) -> MergedRun:
    """Combine the shard run directories ``inputs`` into the run directory ``out``.

    ``shards_inside``: the caller laid the shards out as ``out/shards/I-of-N`` itself (the Ray
    executor), so ``out`` may hold them; the merge writes only its own files into ``out`` and
    never removes anything, so the shards survive it."""
    out = Path(out)
    dirs = [Path(p) for p in inputs]
    if not dirs:
        raise ResultError("run merge: no shard run directories given")
    if shards_inside:
        own = resolved(out / "shards")
        stray = [d for d in dirs if own not in resolved(d).parents]
        check_not_input(out, stray, command="run merge")
    else:
        check_not_input(out, dirs, command="run merge")  # never one of the shards (or a link to one) or a folder holding one
    infos, manifests = [], []
    for d in dirs:
        if not (d / SHARD_FILE).is_file():
            raise ResultError(f"run merge: {d} has no {SHARD_FILE}; pass run directories made with "
                              "`replaykit run --shard I/N`")
        infos.append(read_json(d / SHARD_FILE, ShardInfo))
        manifests.append((d, read_json(d / "run.json", RunManifest)))
    first = infos[0]
    for d, info in zip(dirs, infos):
        if (info.count, info.study_users, info.study_digest) != (first.count, first.study_users, first.study_digest):
            raise ResultError(f"run merge: {d / SHARD_FILE} belongs to another study or split than "
                              f"{dirs[0] / SHARD_FILE} (fields count, study_users, study_digest)")
    seen: dict[int, Path] = {}
    for d, info in zip(dirs, infos):
        if info.index in seen:
            raise ResultError(f"run merge: shard {info.index}/{info.count} given twice ({seen[info.index]} and {d})")
        seen[info.index] = d
    missing = [i for i in range(1, first.count + 1) if i not in seen]
    if missing:
        raise ResultError(f"run merge: shard(s) {', '.join(f'{i}/{first.count}' for i in missing)} missing; "
                          "run them (replaykit run --shard I/N) and pass every shard's run directory")
    agents = _agree(manifests)
    if out.exists() and not out.is_dir():
        raise OutputError(out, "is a file, not a folder", command="run merge")
    if out.exists() and any(out.iterdir()) and not overwrite:
        raise OutputError(out, "exists and is not empty", command="run merge", forceable=True)

    by_user: dict[str, Blueprint] = {}
    for d in dirs:
        for bp in load_blueprints(d / "blueprints"):
            by_user[bp.id] = bp
    study = [by_user[u] for u in first.study_users if u in by_user]
    if [bp.id for bp in study] != first.study_users or digest(study) != first.study_digest:
        raise ResultError(f"run merge: the shards' blueprints do not make up the study named in {SHARD_FILE}; "
                          "was a shard's blueprints folder edited?")
    files = 0
    for d in sorted(dirs, key=lambda p: str(p)):
        for folder in RESULT_FOLDERS:
            root = d / folder
            if not root.is_dir():
                continue
            for src in sorted(p for p in root.rglob("*") if p.suffix in RESULT_SUFFIXES and p.is_file()):
                dst = out / src.relative_to(d)
                if dst.is_file() and dst.read_bytes() != src.read_bytes() and not overwrite:
                    raise ResultError(f"run merge: {src.relative_to(d)} is in two shards with different content")
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(src, dst)
                files += 1
    save_blueprints(study, out / "blueprints", source="replaykit run")
    cassettes = [d / CASSETTE for d in dirs]
    entries = None
    cassette_digest = ""
    if all(c.is_file() for c in cassettes):
        entries = merge_cassettes(out / CASSETTE, cassettes, prefer=prefer, overwrite=True).entries
        cassette_digest = sha256_file(out / CASSETTE)  # as runner.file_digest
    m0 = manifests[0][1]
    manifest = msgspec.structs.replace(m0, name=out.name, agents=dict(sorted(agents.items())),
                                       blueprint_digest=first.study_digest, cassette_digest=cassette_digest)
    write_json(out / "run.json", manifest)
    write_digests(out)  # as a finished run does: `replaykit verify` and `score` check the merged files
    return MergedRun(out=str(out), shards=len(dirs), files=files, cassette_entries=entries)
