"""What a move of a random Full game costs, by kind of query: how many
groundings a move takes (a fresh clingo Control each: the Turn query of each
new position, an apply per candidate the agent tries, the View once), the CPU
milliseconds of each kind, and their split between clingo (building the
program, grounding, solving) and the host.

    python benchmarks/groundings.py [--games 2] [--seed 100]
"""

import argparse
import collections
import time

import clingo
from machine import report

from fitl import asp
from fitl.agents import RandomAgent
from fitl.allocator import restart_under_jemalloc
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS

COUNT, CPU, CLINGO = collections.Counter(), collections.Counter(), collections.Counter()
_kind = [None]


def _kind_of(k):
    if k.get("mode", "check") == "check" and k.get("want") is not None and "to_act" in k["want"]:
        return "Turn"
    return k.get("mode", "check")


def _timed_run(run):
    def wrapper(facts, *a, **k):
        _kind[0] = kind = _kind_of(k)
        t = time.process_time()
        try:
            return run(facts, *a, **k)
        finally:
            COUNT[kind] += 1
            CPU[kind] += time.process_time() - t
    return wrapper


def _timed_clingo(fn):
    def wrapper(*a, **k):
        t = time.process_time()
        try:
            return fn(*a, **k)
        finally:
            CLINGO[_kind[0]] += time.process_time() - t
    return wrapper


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=100)
    args = ap.parse_args()
    report()
    asp.run = _timed_run(asp.run)
    clingo.Control.ground = _timed_clingo(clingo.Control.ground)
    clingo.Control.solve = _timed_clingo(clingo.Control.solve)
    clingo.ast.ProgramBuilder.add = _timed_clingo(clingo.ast.ProgramBuilder.add)
    run_game(Game.new("full", seed=args.seed - 1), {f: RandomAgent(0) for f in FACTIONS}, max_moves=20)  # warm up
    for c in (COUNT, CPU, CLINGO):
        c.clear()
    moves, cpu = 0, 0.0
    for i in range(args.games):
        t = time.process_time()
        _, log = run_game(Game.new("full", seed=args.seed + i), {f: RandomAgent(args.seed + i) for f in FACTIONS})
        cpu += time.process_time() - t
        moves += len(log.moves)
    print(f"{args.games} random Full games, {moves} moves, {1000 * cpu / moves:.1f} ms CPU a move")
    print(f"{'query':<8}{'per move':>10}{'ms each':>10}{'clingo':>9}{'host':>8}")
    for kind in sorted(COUNT, key=COUNT.get, reverse=True):
        n = COUNT[kind]
        print(f"{kind:<8}{n / moves:>10.2f}{1000 * CPU[kind] / n:>10.2f}"
              f"{1000 * CLINGO[kind] / n:>9.2f}{1000 * (CPU[kind] - CLINGO[kind]) / n:>8.2f}")
    print(f"{'all':<8}{sum(COUNT.values()) / moves:>10.2f} groundings a move; queries {100 * sum(CPU.values()) / cpu:.0f}%"
          " of the CPU time")


if __name__ == "__main__":
    restart_under_jemalloc()
    main()
