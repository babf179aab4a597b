"""The query engine's figures, as the issue's table lists them, on fixed
seeds, so that a change can be compared with the commit before it:

- `legal` on the open question (every Faction, the Full scenario's opening
  and positions 40 and 80 moves in): median and p95, ms;
- check + apply of one decision (the random agent's decisions of a Full
  game): median and p95, ms;
- a decision of the legal agent (a whole move drawn from the enumeration,
  then applied): mean and p95, ms;
- a Full game with random agents: mean seconds, games per minute, and the
  speed-up of `simulate --workers 2`;
- legal-driven Full games that finish (--legal-games, 0 to skip);
- the slowest single query seen (any clingo query of all of the above), and
  the peak memory (MB) of the random games' process and of the largest row's.

Each row is measured in a fresh process of its own (`--row`), so that no row
pays for what the rows before it grounded (clingo keeps every symbol a
process made).

Times are this process's CPU time (the machine is often shared: CPU time
moves less with the others' load than the wall clock), but for the Full
games (both) and the speed-up of --workers 2 (wall clock).

    python benchmarks/table.py [--games 3] [--legal-games 1] [--decisions 40]
"""

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time

from machine import report

from fitl import asp
from fitl.agents import LegalAgent, RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.session import Session
from fitl.state import FACTIONS

SLOWEST = [0.0, ""]
ROWS = ("open", "check", "legal", "random", "legalgames")
SLOW, SLOW_LOG = [], 2.0        # queries over SLOW_LOG seconds, with their facts (--slow FILE)


def _timed(name, fn, facts_of=lambda a: a[0] if a else None):
    def wrapper(*a, **k):
        t = time.process_time()
        try:
            out = fn(*a, **k)
            if name == "moves":                    # a generator: time its whole run
                out = list(out)
            return out
        finally:
            dt = time.process_time() - t
            if dt > SLOWEST[0]:
                SLOWEST[:] = [dt, name]
            if dt > SLOW_LOG and a:
                SLOW.append((dt, name, facts_of(a)))
    return wrapper


def _pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def _row(label, xs, unit="ms", mean=False):
    mid = statistics.mean(xs) if mean else statistics.median(xs)
    print(f"{label:<52}{mid:>9.1f}{_pct(xs, 95):>9.1f} {unit}  (n={len(xs)})")


def positions(moves=(0, 40, 80), seed=7):
    game, done, out = Game.new("full", seed=seed), 0, []
    for m in moves:
        game, _ = run_game(game, {f: RandomAgent(seed) for f in FACTIONS}, max_moves=m - done)
        done = m
        out.append(game)
    return out


def legal_open(games):
    times = []
    for g in games:
        for f, card in (("US", 1), ("ARVN", 68), ("NVA", 55), ("VC", 107)):
            st = g.state.clone()
            st.cards["current"], st.turn = card, {"acted": [], "passed": [], "marks": {}, "pending": []}
            st.coup, st.eligibility = None, {x: "eligible" for x in FACTIONS}
            h = Game(st)
            t = time.process_time()
            h.legal("")
            times.append(1000 * (time.process_time() - t))
    return times


def check_apply(seed=11, decisions=60):
    game, times = Game.new("full", seed=seed), []
    agent = RandomAgent(seed)
    for _ in range(decisions):
        if game.state.game_over:
            break
        who = game.turn().to_act
        move, _ = agent.decide(game, who)
        fresh = Game(game.state)              # (a Game keeps its answers: time a new one)
        t = time.process_time()
        fresh.check(move, faction=who)
        result = fresh.apply(move, faction=who)
        times.append(1000 * (time.process_time() - t))
        game = result.game
    return times


def legal_decisions(seed=12, decisions=40):
    game, times = Game.new("full", seed=seed), []
    agent = LegalAgent(seed)
    for _ in range(decisions):
        if game.state.game_over:
            break
        who = game.turn().to_act
        t = time.process_time()
        _, result = agent.decide(game, who)
        times.append(1000 * (time.process_time() - t))
        game = result.game
    return times


def full_games(n, agent=RandomAgent, seed=100):
    """Seconds of each game (wall clock, and this process's CPU time: on a
    busy machine the second is the steadier), and how many finished."""
    secs, cpu, finished = [], [], 0
    for i in range(n):
        t, c = time.perf_counter(), time.process_time()
        game, _ = run_game(Game.new("full", seed=seed + i), {f: agent(seed + i) for f in FACTIONS})
        secs.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        finished += bool(game.state.game_over) or game.state.cards["current"] is None
    return secs, cpu, finished


def workers_speedup(n):
    out = {}
    for w in (1, 2):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "fitl.cli", "simulate", "full", "--games", str(n), "--seed", "200",
                        "--workers", str(w)], check=True, capture_output=True)
        out[w] = time.perf_counter() - t
    return out[1] / out[2]


def _row_values(row, args):
    """One row's figures, measured in this process: a list of values (or,
    for the games, (seconds, CPU seconds, finished))."""
    if row == "open":
        return legal_open(positions())
    if row == "check":
        return check_apply()
    if row == "legal":
        return legal_decisions(decisions=args.decisions)
    if row == "random":
        return full_games(args.games)
    return full_games(args.legal_games, LegalAgent, seed=300)


def _in_own_process(row, args):
    """A row measured in a fresh process of its own: clingo keeps every
    symbol a process ever made, so a row measured after others pays for
    what they grounded (a random Full game: 2.6-2.8 s CPU alone, 4.6 s after
    the rows before it; branch asp22).  Returns the row's values, its
    slowest query and the process's peak memory."""
    cmd = [sys.executable, __file__, "--row", row, "--games", str(args.games),
           "--legal-games", str(args.legal_games), "--decisions", str(args.decisions)]
    out = subprocess.run(cmd + (["--slow", f"{args.slow}.{row}"] if args.slow else []),
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--legal-games", type=int, default=1)
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--slow", help="write the facts of every query over 2 s here (one file per row: FILE.ROW)")
    ap.add_argument("--row", choices=ROWS, help=argparse.SUPPRESS)      # (one row, in this process: JSON)
    args = ap.parse_args()
    if args.row:
        asp.run = _timed("run", asp.run)
        # A Session's grounding, then each question asked of it (fitl.session).
        Session.__init__ = _timed("session", Session.__init__, lambda a: a[1])
        for name in ("options", "moves", "best"):
            setattr(Session, name, _timed(name, getattr(Session, name), lambda a: a[0].query[0]))
        values = _row_values(args.row, args)
        if args.slow:
            with open(args.slow, "w") as out:
                for dt, name, facts in SLOW:
                    out.write(f"% {name} {dt:.1f} s\n" + "\n".join(asp.chunks(facts)) + "\n")
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(json.dumps({"values": values, "slowest": SLOWEST, "peak": peak}))
        return
    report()
    print("(each row in a fresh process of its own)")
    print(f"{'figure':<52}{'median':>9}{'p95':>9}")
    rows = {}
    for row in ROWS:
        if row == "legalgames" and not args.legal_games:
            continue
        rows[row] = _in_own_process(row, args)
        if row == "open":
            _row("legal, open question", rows[row]["values"])
        elif row == "check":
            _row("check + apply of one decision", rows[row]["values"])
        elif row == "legal":
            _row("legal agent decision (draw + apply), mean", rows[row]["values"], mean=True)
        elif row == "random":
            secs, cpu, finished = rows[row]["values"]
            _row("Full game, random agents, mean", secs, unit="s", mean=True)
            _row("Full game, random agents, CPU time, mean", cpu, unit="s", mean=True)
            print(f"{'Full games per minute, random agents':<52}{60 / statistics.mean(secs):>9.1f}")
            print(f"{'peak memory, random Full games':<52}{rows[row]['peak']:>9.0f} MB")
        else:
            lsecs, lcpu, lfinished = rows[row]["values"]
            print(f"{'legal-driven Full games that finish':<52}{lfinished:>6} of {args.legal_games}"
                  f"  ({statistics.mean(lsecs):.0f} s each, CPU {statistics.mean(lcpu):.0f} s,"
                  f" peak {rows[row]['peak']:.0f} MB)")
    print(f"{'simulate --workers 2 speed-up (Full, random)':<52}{workers_speedup(max(2, args.games)):>9.2f}x")
    dt, name = max((r["slowest"] for r in rows.values()), key=lambda x: x[0])
    print(f"{'slowest single query seen':<52}{1000 * dt:>9.0f} ms ({name})")
    print(f"{'peak memory, the largest row process':<52}{max(r['peak'] for r in rows.values()):>9.0f} MB")


if __name__ == "__main__":
    from fitl.allocator import restart_under_jemalloc
    restart_under_jemalloc()
    main()
