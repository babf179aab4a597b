"""Seconds per whole game with random agents, and milliseconds per move, per
scenario.

    python benchmarks/games.py [--games N] [--scenarios short,medium,full]
"""

import argparse
import statistics
import time

from machine import report

from fitl.allocator import restart_under_jemalloc
from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--scenarios", default="short,medium,full")
    args = ap.parse_args()
    report()
    print(f"{'scenario':<10}{'games':>6}{'s/game med':>12}{'moves/game':>12}{'ms/move med':>13}")
    for scenario in args.scenarios.split(","):
        secs, moves, per_move = [], [], []
        for i in range(args.games):
            stamps = [time.perf_counter()]
            game = Game.new(scenario, seed=100 + i)
            _, log = run_game(game, {f: RandomAgent(i) for f in FACTIONS},
                              on_move=lambda *_: stamps.append(time.perf_counter()))
            secs.append(stamps[-1] - stamps[0])
            moves.append(len(log.moves))
            per_move.extend(1000 * (b - a) for a, b in zip(stamps, stamps[1:]))
        print(f"{scenario:<10}{args.games:>6}{statistics.median(secs):>12.1f}{statistics.median(moves):>12.0f}"
              f"{statistics.median(per_move):>13.0f}")


if __name__ == "__main__":
    restart_under_jemalloc()    # as the fitl command runs (fitl/allocator.py)
    main()
