"""The Non-players' speed (section 8; issue: <= 300 ms mean per decision,
aiming at <= 100 ms): whole games in which every Faction with a Non-player
flowchart (fitl.nonplayer) is one, the others random agents, on fixed seeds;
per Faction, the decisions' time (the flowchart walk, its optimisations and
the apply of the move): mean, median, p95 and the slowest, ms, both as
wall-clock time and as this process's CPU time (the machine is shared: the
CPU time is the steadier figure).

    python benchmarks/nonplayer.py [--scenario full] [--games 2] [--seed 1] [--agents NVA=np]
"""

import argparse
import statistics
import time

from machine import report

from fitl.agents import agent_kinds, make_agent
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS


class Timed:
    """A controller whose decisions are timed, per Faction."""

    def __init__(self, agent, times):
        self.agent, self.times = agent, times

    def decide(self, game, faction):
        t, c = time.perf_counter(), time.process_time()
        out = self.agent.decide(game, faction)
        self.times.setdefault(faction, []).append((time.perf_counter() - t, time.process_time() - c))
        return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scenario", default="full")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--agents", default="np", help="as fitl simulate --agents (e.g. NVA=np: the others random)")
    args = ap.parse_args()
    report()
    kinds = agent_kinds(args.agents)
    times = {}
    nps = [f for f in FACTIONS if kinds[f] == "np"]
    for i in range(args.games):
        seed = args.seed + i
        game = Game.new(args.scenario, seed=seed, nonplayers=nps)
        controllers = {f: (Timed(make_agent("np", seed), times) if f in nps else make_agent(kinds[f], seed))
                       for f in FACTIONS}
        t = time.perf_counter()
        try:
            game, log = run_game(game, controllers)
            print(f"{args.scenario} seed {seed}: {len(log.moves)} moves, {time.perf_counter() - t:.1f} s")
        except Exception as err:      # (a random agent stuck, say: the decisions timed so far still count)
            print(f"{args.scenario} seed {seed}: stopped after {time.perf_counter() - t:.1f} s: "
                  f"{(str(err).splitlines() or [''])[0]}")
    for f in nps:
        for i, what in ((0, "wall"), (1, "CPU")):
            ms = sorted(1000 * x[i] for x in times.get(f, []))
            if not ms:
                continue
            p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
            print(f"{f} Non-player, {what} time: {len(ms)} decisions, mean {statistics.mean(ms):.0f} ms, "
                  f"median {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, slowest {ms[-1]:.0f} ms")


if __name__ == "__main__":
    main()
