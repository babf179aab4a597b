"""Time a Non-player's decisions over whole games (issue 31: a decision,
flowchart walk + optimisations + apply, <= 300 ms mean, aim 100 ms).

    python benchmarks/nonplayer.py --faction US --scenario short --games 1 --seed 1

The Faction is a Non-player, the others random agents; prints each game's
Non-player decisions: count, mean, median and maximum (seconds)."""

import argparse
import statistics
import time

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent
from fitl.state import FACTIONS


class Timed(NonPlayerAgent):
    def __init__(self):
        super().__init__()
        self.times = []

    def decide(self, game, faction):
        t = time.perf_counter()
        out = super().decide(game, faction)
        self.times.append(time.perf_counter() - t)
        return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--faction", default="US")
    ap.add_argument("--scenario", default="short")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    allt = []
    for i in range(a.games):
        np_agent = Timed()
        ctl = {f: (np_agent if f == a.faction else RandomAgent(a.seed + i)) for f in FACTIONS}
        run_game(Game.new(a.scenario, seed=a.seed + i, nonplayers=(a.faction,)), ctl)
        t = np_agent.times
        allt += t
        print(f"{a.scenario} seed {a.seed + i}: {len(t)} {a.faction} decisions, mean {statistics.mean(t):.3f} s, "
              f"median {statistics.median(t):.3f} s, max {max(t):.3f} s")
    print(f"all: {len(allt)} decisions, mean {statistics.mean(allt):.3f} s, median {statistics.median(allt):.3f} s")


if __name__ == "__main__":
    main()
