"""`fitl simulate`: whole games with agents, one result each.

A game that fails (any exception) is reported with its seed, card and
message, its log kept as game-SEED.failed.yaml under --logs, and the other
games go on; the exit code is then 1.  Ctrl-C reports the games already
finished and exits 130 (worker processes ignore SIGINT; the pool is
terminated).  A game is played by worker processes forked in turn, each
ended once its memory passes a bound (fitl/workers.py: clingo never frees
a symbol): a process's peak is about the bound plus the largest decision
(a Full game of random or legal agents under 150 MB; docs/queries.md).
`play_games` is shared with benchmarks/soak.py.  With
--backend ray the games are Ray tasks (fitl/simulate_ray.py), with the same
results, order, logs and failures."""

import os
import signal
import sys
import time
from collections import namedtuple

import click

from . import asp, render, workers
from .errors import BadInput, FitlError
from .files import atomic_write
from .game import Game
from .scenario import script_name
from .loop import Log, Stuck
from .one_player import OUTCOME_TITLES
from .state import FACTIONS


Job = namedtuple("Job", "scenario seed edition agents logs check failed_logs_only options",
                 defaults=("random", None, False, False, None))
Job.__doc__ = """A game to play: its logs go to the directory `logs` (if given;
a failed game's only, with failed_logs_only); check as run_game's; options:
the game's options (the state's, e.g. the 1-player game's, 8.9)."""


def one_game(job, save=atomic_write):
    """Play one game (a Job).  Returns its result; a failed game's has
    "error": {kind, type, card, message} (kind "stuck" for fitl.loop.Stuck,
    else "broken") instead of the winner.  save(path, text) writes a log
    (atomically: fitl.files)."""
    from .agents import agent_kinds, make_agent
    scenario, seed, edition, agents, logs, check, failed_logs_only, options = job
    t = time.perf_counter()
    kinds = agent_kinds(agents)
    log = None
    try:
        game = Game.new(scenario, seed=seed, edition=edition, options=options,
                        nonplayers=[f for f in FACTIONS if kinds[f] == "np"])
        log = Log(game.state, scenario=script_name(scenario))
        game, log = workers.run_game(game, {f: make_agent(kinds[f], seed) for f in FACTIONS}, check=check, log=log)
    except Exception as err:
        at = log.game if log is not None else None
        out = {"seed": seed, "error": {
            "kind": "stuck" if isinstance(err, Stuck) else "broken", "type": type(err).__name__,
            "card": at.state.cards["current"] if at is not None else None,
            "message": (str(err).splitlines() or [""])[0]},
            "moves": len(log.moves) if log is not None else 0, "seconds": round(time.perf_counter() - t, 2)}
        if logs and log is not None:
            path = os.path.join(logs, f"game-{seed}.failed.yaml")
            try:
                save(path, log.dumps())
                out["log"] = path
            except (OSError, FitlError) as e:
                out["error"]["message"] += f" (its log could not be written: {e})"
        return out
    if logs and not failed_logs_only:
        save(os.path.join(logs, f"game-{seed}.yaml"), log.dumps())
    st = game.state
    over = st.game_over or {"ranking": [], "margins": game.view().margin}
    out = {"seed": seed, "winner": over["ranking"][0] if over["ranking"] else None,
           "margins": over["margins"], "cards": len(st.cards["played"]) + len(st.cards["leader_box"]),
           "moves": len(log.moves), "seconds": round(time.perf_counter() - t, 2)}
    if "one_player" in over:           # 8.9: the 1-player game's winner, result and outcome
        out["one_player"] = over["one_player"]
        out["winner"] = over["one_player"]["winner"]
    return out


def _worker_init(consts):
    """A worker process: Ctrl-C is the parent's to handle; the rules'
    constants as the parent set them (fitl.asp.set_consts)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    asp.set_consts(dict(consts))


def play_games(jobs, workers=1, on_result=None, game=one_game, backend="local", address=None):
    """Run game(job) for each job, in `workers` processes (never more than
    jobs), or as Ray tasks (backend "ray": fitl.simulate_ray, on the
    cluster at `address`, else a local Ray of `workers` CPUs).  Returns (the
    results in the order of the jobs' seeds, whether Ctrl-C stopped it);
    on_result(r) is called as each game ends."""
    results = []
    workers = max(1, min(workers, len(jobs)))
    try:
        if backend == "ray":
            from .simulate_ray import ray_games
            for r in ray_games(jobs, workers, game, address):
                results.append(r)
                if on_result:
                    on_result(r)
        elif workers > 1:
            from multiprocessing import Pool
            pool = Pool(workers, initializer=_worker_init, initargs=(asp.consts(),))
            try:
                for r in pool.imap_unordered(game, jobs):
                    results.append(r)
                    if on_result:
                        on_result(r)
            finally:
                pool.terminate()
                pool.join()
        else:
            for job in jobs:
                results.append(game(job))
                if on_result:
                    on_result(results[-1])
    except KeyboardInterrupt:
        return sorted(results, key=lambda r: r["seed"]), True
    return sorted(results, key=lambda r: r["seed"]), False


def _line(r):
    if "error" in r:
        e = r["error"]
        return (f"seed {r['seed']}: FAILED on card {e['card']} after {r['moves']} moves: {e['message']}"
                + (f"  log {r['log']}" if r.get("log") else ""))
    margins = " ".join(f"{f} {m:+d}" for f, m in r["margins"].items())
    solo = r.get("one_player")
    outcome = "" if solo is None else f" ({OUTCOME_TITLES[solo['outcome']]}" + (
        "" if solo["result"] is None else f" result {solo['result']:+d}") + ")"
    return (f"seed {r['seed']}: winner {r['winner']}{outcome}  margins {margins}  cards {r['cards']}  "
            f"moves {r['moves']}  {r['seconds']} s")


def _one_player_agents(agents, factions, nonplayers):
    """The --agents of a 1-player game (8.9): the player's Factions as
    `agents` gives them (random, legal), the others Non-players."""
    from .agents import agent_kinds
    kinds = agent_kinds(agents)
    for item in (agents or "").split(","):
        who, _, kind = item.partition("=")
        if who.strip().upper() in nonplayers and kind.strip().lower() != "np":
            raise BadInput("--agents", item, f"with --one-player, {who.strip().upper()} is a Non-player (8.9)")
    for f in factions:
        if kinds[f] == "np":
            raise BadInput("--agents", agents, f"with --one-player, {f} is the player's: a random or legal agent "
                                               f"plays it (the Non-players are {', '.join(nonplayers)})")
    return ",".join(f"{f}={'np' if f in nonplayers else kinds[f]}" for f in FACTIONS)


def simulate(scenario, games, seed, edition, agents, workers, logs, as_json, backend="local", address=None,
             one_player=(None, None, False), check=False):
    """The `fitl simulate` command (see the module docstring); one_player:
    the --one-player SIDE, --difficulty and --easy options (8.9); check:
    each position checked after every move (fitl.loop.run_game)."""
    from .one_player import describe, from_command_line
    factions, options, nonplayers = from_command_line(*one_player)
    if factions:
        agents = _one_player_agents(agents, factions, nonplayers)
    edition = int(edition) if edition else None
    if address and backend != "ray":
        raise BadInput("--address", address, "is for --backend ray (the Ray cluster to join)")
    if logs:
        try:
            os.makedirs(logs, exist_ok=True)
        except OSError as e:
            raise BadInput(logs, None, f"cannot make the directory ({e.strerror or e})") from None
    first = Game.new(scenario, seed=seed, edition=edition, options=options,
                     nonplayers=nonplayers or ())          # a bad scenario fails here, once
    from .agents import agent_kinds
    agent_kinds(agents)                                      # (a bad --agents fails here too)
    if factions:
        click.echo(describe(first.state), err=True)
    jobs = [Job(scenario, seed + i, edition, agents, logs, check=check, options=options or None)
            for i in range(games)]
    # The bar is for a person watching a terminal; piped output stays clean.
    with click.progressbar(length=games, label="games", file=sys.stderr, hidden=not sys.stderr.isatty()) as bar:
        results, interrupted = play_games(jobs, workers, on_result=lambda r: bar.update(1), backend=backend,
                                          address=address)
    done = [r for r in results if "error" not in r]
    wins = {}
    for r in done:
        wins[r["winner"]] = wins.get(r["winner"], 0) + 1
    totals = {"games": len(results), "failed": len(results) - len(done), "wins": wins,
              "moves": sum(r["moves"] for r in results), "seconds": round(sum(r["seconds"] for r in results), 2),
              "interrupted": interrupted}
    if as_json:
        click.echo(render.dumps({"games": results, "totals": totals}))
    else:
        for r in results:
            click.echo(_line(r))
        click.echo(f"{len(results)} games" + (f" ({totals['failed']} failed)" if totals["failed"] else "") +
                   f", {totals['moves']} moves, {totals['seconds']} s; wins: " +
                   ", ".join(f"{f} {n}" for f, n in sorted(wins.items(), key=lambda x: str(x[0]))))
    if interrupted:
        click.echo(f"interrupted: {len(results)} of {games} games finished", err=True)
        sys.exit(130)
    if totals["failed"]:
        sys.exit(1)
