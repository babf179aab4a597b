"""Milliseconds per Non-player decision (flowchart walk + optimisations +
apply), mean and median over whole games in which the Faction is a
Non-player and the others random agents (section 8; issue 31's goal: a mean
of 300 ms at most, aiming at 100 ms).

    python benchmarks/nonplayer.py --faction ARVN [--games 1] [--scenario short] [--max-moves N]
"""

import argparse
import statistics
import time

from machine import report

from fitl.agents import RandomAgent
from fitl.allocator import restart_under_jemalloc
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent
from fitl.state import FACTIONS


class Timed(NonPlayerAgent):
    """A NonPlayerAgent that keeps the seconds of each decision."""

    def __init__(self):
        super().__init__()
        self.seconds = []

    def decide(self, game, faction):
        t = time.perf_counter()
        out = super().decide(game, faction)
        self.seconds.append(time.perf_counter() - t)
        return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--faction", default="ARVN")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--scenario", default="short")
    ap.add_argument("--max-moves", type=int, default=None)
    args = ap.parse_args()
    report()
    f = args.faction.upper()
    print(f"{'game':<6}{'decisions':>10}{'ms mean':>10}{'ms median':>11}{'ms max':>9}")
    every = []
    for i in range(args.games):
        st = Game.new(args.scenario, seed=200 + i).state.clone()
        st.nonplayers = {f: {}}
        agent = Timed()
        run_game(Game(st), {g: agent if g == f else RandomAgent(i) for g in FACTIONS}, max_moves=args.max_moves)
        ms = [1000 * s for s in agent.seconds]
        every.extend(ms)
        print(f"{i:<6}{len(ms):>10}{statistics.mean(ms):>10.0f}{statistics.median(ms):>11.0f}{max(ms):>9.0f}")
    print(f"{'all':<6}{len(every):>10}{statistics.mean(every):>10.0f}{statistics.median(every):>11.0f}{max(every):>9.0f}")


if __name__ == "__main__":
    restart_under_jemalloc()    # as the fitl command runs (fitl/allocator.py)
    main()
