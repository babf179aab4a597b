"""Milliseconds per Non-player decision (section 8), whole: the flowchart's
walk, its optimisations and the move applied (NonPlayerAgent.decide), per
Faction, over whole games of a scenario with the given agents.

    python benchmarks/nonplayer.py [--scenario short] [--agents NVA=np] [--seeds 1,2] [--max-moves N]
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
    """An agent whose decisions are timed, into `times[faction]`."""

    def __init__(self, agent, times):
        self.agent, self.times = agent, times

    def decide(self, game, faction):
        t = time.perf_counter()
        out = self.agent.decide(game, faction)
        self.times.setdefault(faction, []).append(time.perf_counter() - t)
        return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scenario", default="short")
    ap.add_argument("--agents", default="np")
    ap.add_argument("--seeds", default="1")
    ap.add_argument("--max-moves", type=int, default=None)
    args = ap.parse_args()
    report()
    kinds, _ = agent_kinds(args.agents)
    nps = [f for f in FACTIONS if kinds[f] == "np"]
    times = {}
    for seed in map(int, args.seeds.split(",")):
        game = Game.new(args.scenario, seed=seed, nonplayers=nps)
        agents = {f: (Timed(make_agent(kinds[f], seed), times) if f in nps else make_agent(kinds[f], seed))
                  for f in FACTIONS}
        try:
            game, log = run_game(game, agents, max_moves=args.max_moves)
            print(f"seed {seed}: {len(log.moves)} moves, over: {bool(game.state.game_over)}")
        except Exception as err:          # a random agent's failure ends the game; the times stand
            print(f"seed {seed}: stopped: {(str(err).splitlines() or [''])[0]}")
    print(f"{'Faction':<8}{'decisions':>10}{'ms mean':>10}{'ms median':>11}{'ms max':>9}")
    for f in nps:
        ms = [x * 1000 for x in times.get(f, [])]
        if ms:
            print(f"{f:<8}{len(ms):>10}{statistics.mean(ms):>10.0f}{statistics.median(ms):>11.0f}{max(ms):>9.0f}")


if __name__ == "__main__":
    main()
