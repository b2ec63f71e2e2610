"""The generation pipeline: the steps in order for one user (``generate_user``), users in
parallel (``Generator``), and the `replaykit gen` command's library call (``run_gen``)."""

from __future__ import annotations

import contextlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

from replaykit._util.limits import MAX_USERS
from replaykit._util.seeds import hex_id
from replaykit.base import Strict
from replaykit.data.blueprint import Blueprint, Period, Question, Session, Update, save_blueprint, save_blueprints, validate
from replaykit.data.persona import Persona, select_personas
from replaykit.errors import ConfigError
from replaykit.gateway import resolve_endpoints
from replaykit.generation.answers import answers
from replaykit.generation.clock import period_bounds, session_times
from replaykit.generation.config import EnvConfig, check_config
from replaykit.generation.context import ChatGateway, ProgressFn, UserContext
from replaykit.generation.drafts import LifeEvent, PeriodUpdate, SessionDraft
from replaykit.generation.events import life_events
from replaykit.generation.profile import profile as sample_profile
from replaykit.generation.quality import QualityReport, QualityTally, merge_quality, write_quality
from replaykit.generation.queries import check_exposure, initial_queries, update_queries
from replaykit.generation.questions import questions as sample_questions
from replaykit.generation.schema import refine_schema
from replaykit.generation.state import initial_state, update_state
from replaykit.recording.capture import scope

ScopeFn = Callable[[str], contextlib.AbstractContextManager]


def user_id(seed: int, index: int) -> str:
    return hex_id("replaykit-user", seed, index)


def _default_scope(name: str) -> contextlib.AbstractContextManager:
    return scope(name)


class Evolution(Strict):
    """The state of every period (0 = initial), each evolution period's update and life events, the final counts."""

    states: list[dict[str, str]]
    updates: list[PeriodUpdate]
    """updates[t - 1] is period t's."""
    events: list[list[LifeEvent]]
    """events[t - 1] is period t's."""
    counts: dict[str, int]


def evolve(ctx: UserContext, profile: str, schema: dict[str, list[str]], bounds: list[tuple[str | None, str]],
           state0: dict[str, str]) -> Evolution:
    """Steps 6 and 7 for every evolution period: the state changes, then the life events behind them."""
    cfg = ctx.cfg
    states = [state0]
    updates: list[PeriodUpdate] = []
    events: list[list[LifeEvent]] = []
    counts = {v: 0 for v in schema}
    prior: list[dict | None] = [None]  # the reference's records start with null for period 0
    for t in range(1, cfg.num_periods + 1):
        ctx.progress("updates", f"period {t}/{cfg.num_periods}")
        up = update_state(ctx, profile, schema, bounds, states[-1], prior, counts, t)
        ctx.progress("events", f"period {t}/{cfg.num_periods}")
        evs = life_events(ctx, profile, schema, bounds, t, up, states[-1])
        new_state = dict(states[-1])
        new_state.update(up.changes)
        for v in up.changes:
            counts[v] += 1
        old = {v: states[-1][v] for v in up.changes}
        if ctx.reference:  # gen.py's record: the reply's keys, then dates, old, and the events with their states
            prior.append({"period_summary": up.summary, "updated": up.changes, "period_end": bounds[t][1],
                          "period_start": bounds[t][0], "old": old,
                          "events": [{"states": list(e.states), "event": e.text} for e in evs]})
        else:
            prior.append({"period_start": bounds[t][0], "period_end": bounds[t][1], "period_summary": up.summary,
                          "updated": up.changes, "old": old, "events": [e.text for e in evs]})
        states.append(new_state)
        updates.append(up)
        events.append(evs)
    return Evolution(states=states, updates=updates, events=events, counts=counts)


def sessions(ctx: UserContext, profile: str, schema: dict[str, list[str]], bounds: list[tuple[str | None, str]],
             evo: Evolution) -> list[list[SessionDraft]]:
    """Step 8 for every period: the sessions' queries, each exposure-checked."""
    cfg = ctx.cfg
    ctx.progress("queries", "initial")
    p0 = []
    for i, d in enumerate(initial_queries(ctx, profile, schema, evo.states[0])):
        q = check_exposure(ctx, schema, d.query, d.exposed, f"period 0 query {i}")
        p0.append(SessionDraft(event=None, query=q, exposed=d.exposed))
    out = [p0]
    for t in range(1, cfg.num_periods + 1):
        ctx.progress("queries", f"period {t}/{cfg.num_periods}")
        evs, up = evo.events[t - 1], evo.updates[t - 1]
        qs = update_queries(ctx, profile, schema, bounds, t, evs, evo.states[t - 1], up)
        pt = []
        for i, (e, q) in enumerate(zip(evs, qs)):
            exposed = {v: up.changes[v] for v in e.states}
            q = check_exposure(ctx, schema, q, exposed, f"period {t} query {i}")
            pt.append(SessionDraft(event=e.text, query=q, exposed=exposed))
        out.append(pt)
    return out


def _periods(ctx: UserContext, bounds: list[tuple[str | None, str]], evo: Evolution,
             drafts: list[list[SessionDraft]]) -> list[Period]:
    periods = []
    for t, (start, end) in enumerate(bounds):
        sess = drafts[t]
        times = session_times(ctx.cfg, ctx.uid, t, end, len(sess))
        if t == 0:
            updates = {v: Update(old=None, new=x) for v, x in evo.states[0].items()}
        else:
            updates = {v: Update(old=evo.states[t - 1][v], new=x) for v, x in evo.updates[t - 1].changes.items()}
        periods.append(
            Period(
                period_start=start,
                period_end=end,
                period_summary=evo.updates[t - 1].summary if t else None,
                sessions=[
                    Session(session_time=tm, query=d.query, event=d.event, exposed_states=dict(d.exposed), messages=[])
                    for tm, d in zip(times, sess)
                ],
                state=dict(evo.states[t]),
                updates=updates,
                update_cnts=dict(evo.counts),
            )
        )
    return periods


def generate_user(ctx: UserContext) -> Blueprint:
    """Every step for one user, in the order of paper §3.1; the blueprint passes ``validate``."""
    cfg = ctx.cfg
    user_profile = sample_profile(ctx)
    profile = user_profile.formatted_str or ""
    refined = refine_schema(ctx, profile, sample_questions(ctx, profile))
    schema = refined.state_schema
    state0 = initial_state(ctx, profile, schema)
    bounds = period_bounds(cfg)
    evo = evolve(ctx, profile, schema, bounds, state0)
    drafts = sessions(ctx, profile, schema, bounds, evo)
    qas = []
    for qi, q in enumerate(refined.questions):
        ctx.progress("answers", f"question {qi + 1}/{len(refined.questions)}")
        qas.append(Question(query=q.text, required_info=list(q.required),
                            answer_choices=answers(ctx, schema, q.text, q.required, evo.states, qi)))
    bp = Blueprint(
        id=ctx.uid,
        start_time=cfg.start_date,
        user_profile=user_profile,
        state_schema=schema,
        periods=_periods(ctx, bounds, evo, drafts),
        qas=qas,
    )
    validate(bp, where=f"generated user {ctx.index}")
    ctx.progress("done")
    return bp


# -- driver ----------------------------------------------------------------------------


class GenerationResult(Strict):
    blueprints: list[Blueprint]
    quality: QualityReport


class Generator:
    """Generates blueprints for a config through a gateway (anything with ``chat(role, messages, **kw)``)."""

    def __init__(
        self,
        cfg: EnvConfig,
        gateway: ChatGateway,
        *,
        progress: ProgressFn | None = None,
        scope: ScopeFn | None = None,
        personas: list[Persona] | None = None,
    ) -> None:
        self.cfg = check_config(cfg)
        self.gateway = gateway
        self.progress = progress
        self.scope = scope or _default_scope
        self._personas = personas

    def personas(self, n: int) -> list[Persona]:
        if self._personas is not None:
            if len(self._personas) < n:
                raise ConfigError(f"{len(self._personas)} personas given for {n} users")
            return self._personas[:n]
        return select_personas(n, self.cfg.seed, self.cfg.persona_file)

    def generate_user(self, index: int, persona: Persona) -> tuple[Blueprint, QualityTally]:
        ctx = UserContext(self.cfg, self.gateway, index, persona, user_id(self.cfg.seed, index), self.progress)
        with self.scope(f"gen/{ctx.uid}"):
            bp = generate_user(ctx)
        return bp, ctx.q

    def generate(self, users: int | None = None, workers: int | None = None,
                 on_user: Callable[[Blueprint], object] | None = None) -> GenerationResult:
        n = users if users is not None else self.cfg.num_users
        if not 1 <= n <= MAX_USERS:  # every user's result is held until the end: bounded before a list of n
            raise ConfigError(f"--users is {n}, must be between 1 and {MAX_USERS:,}", field="--users")
        personas = self.personas(n)
        workers = max(1, workers or self.cfg.workers)
        results: list[tuple[Blueprint, QualityTally] | None] = [None] * n

        def one(i: int) -> None:
            results[i] = done = self.generate_user(i, personas[i])
            if on_user is not None:
                on_user(done[0])

        if workers == 1:
            for i in range(n):
                one(i)
        else:
            with ThreadPoolExecutor(max_workers=workers) as ex:
                for f in [ex.submit(one, i) for i in range(n)]:
                    f.result()
        bps = [r[0] for r in results if r is not None]
        quality = merge_quality(self.cfg.name, [r[1] for r in results if r is not None])
        return GenerationResult(blueprints=bps, quality=quality)


def write_output(result: GenerationResult, out: str | Path, source: str = "") -> Path:
    """Our blueprint folder plus quality.json (deterministic bytes)."""
    out = Path(out)
    save_blueprints(result.blueprints, out, source=source)
    write_quality(result.quality, out / "quality.json")
    return out


class GenSpec(Strict):
    """One `replaykit gen` run: the env config, the blueprint folder it writes, the models it reaches
    (an endpoints config, else ``OPENAI_BASE_URL`` and ``model``), the cassette (default
    ``cassettes/gen/<out's name>.rkc``) and mode, and how many users and workers (default: the config's)."""

    env: EnvConfig
    out: str
    endpoints: str | None = None
    model: str | None = None
    cassette: str | None = None
    mode: str | None = None
    users: int | None = None
    workers: int | None = None


def run_gen(spec: GenSpec, *, progress: ProgressFn | None = None) -> tuple[GenerationResult, Path]:
    """Generate under a Recorder and write the blueprint folder (the `replaykit gen` command)."""
    # loaded on first use: importing this module stays light
    from replaykit.session import recorded_session

    cfg, out, cassette = spec.env, Path(spec.out), spec.cassette
    eps = resolve_endpoints(spec.endpoints, spec.model)
    for field in ("generator_role", "checker_role"):
        role = getattr(cfg, field)
        if role not in eps:
            raise ConfigError(f"env config: role {role!r} has no endpoint in the endpoints config", field=field)
    check_config(cfg)
    cassette_path = Path(cassette) if cassette is not None else Path("cassettes") / "gen" / f"{out.name}.rkc"
    with recorded_session(eps, cassette_path, spec.mode) as gw:
        generator = Generator(cfg, gw, progress=progress)
        result = generator.generate(users=spec.users, workers=spec.workers, on_user=lambda bp: save_blueprint(bp, out))
    write_output(result, out, source=f"replaykit gen: config {cfg.name}, seed {cfg.seed}, {len(result.blueprints)} user(s)")
    return result, cassette_path
