"""The Non-players' speed (section 8; issue: <= 300 ms mean per decision,
aiming at <= 100 ms): whole games in which every Faction with a Non-player
flowchart (fitl.nonplayer) is one, the others random agents, on fixed seeds;
per Faction, the decisions' time (the flowchart walk, its optimisations and
the apply of the move): mean, median, p95 and the slowest, ms, both as
wall-clock time and as this process's CPU time (the machine is shared: the
CPU time is the steadier figure).

With --unproven DIR, every optimisation (`Session.best`) whose optimum the
search did not prove within its bound (walk.OPTIMISE_CONFLICTS) is listed:
the Faction, the node, the conflicts spent, and the position, saved into DIR
(to be decided again: `fitl np DIR/FILE --faction F --explain`).

To compare two commits side by side on the same positions: --save DIR
keeps the position before each Non-player decision of the games
(SCENARIO SEED-N-FACTION.yaml); --positions DIR decides each of them again
(no game played), and --moves FILE writes each position's move (JSON
lines), to tell whether two commits choose alike.

    python benchmarks/nonplayer.py [--scenario full] [--games 2] [--seed 1] [--agents NVA=np] [--unproven DIR]
    python benchmarks/nonplayer.py --save DIR     (then, on each commit:)
    python benchmarks/nonplayer.py --positions DIR [--moves FILE]
"""

import argparse
import json
import statistics
import time
from pathlib import Path

from machine import report

from fitl import asp
from fitl.agents import agent_kinds, make_agent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent, walk
from fitl.state import FACTIONS


class Unproven:
    """Watches the Non-players' optimisations: each node's `best` (walk's
    Walk._best; a box's value stage, Walk._value, named NODE-value) and its
    solves (asp._solve, the result's `exhausted`: the search space
    exhausted, so the optimum proven); lists those cut."""

    def __init__(self, out, label):
        self.out, self.label, self.where, self.cut, self.solves = Path(out), label, None, [], 0
        self.out.mkdir(parents=True, exist_ok=True)
        best, value, solve = walk.Walk._best, walk.Walk._value, asp._solve

        def watched_best(w, kind, name, *args, **kwargs):
            self.where = (w, name)
            return best(w, kind, name, *args, **kwargs)

        def watched_value(w, kind, node, *args, **kwargs):     # (a box's value stage: its own optimisation)
            self.where = (w, f"{node.name}-value")
            return value(w, kind, node, *args, **kwargs)

        def watched_solve(ctl, what, on_model=None, assumptions=(), deadline=None):
            result = solve(ctl, what, on_model, assumptions, deadline)
            if what.startswith("best move") and ctl.configuration.solve.opt_mode == "opt" and self.where:
                self.solves += 1
                if not result.exhausted:
                    self.record(ctl)
            return result

        walk.Walk._best, walk.Walk._value, asp._solve = watched_best, watched_value, watched_solve

    def record(self, ctl):
        w, name = self.where
        path = self.out / f"{self.label}-{len(self.cut) + 1:03d}-{w.faction.lower()}-{name}.yaml"
        w.game.state.save(path)
        conflicts = int(ctl.statistics["solving"]["solvers"]["conflicts"])
        self.cut.append((w.faction, name, conflicts, path))
        print(f"  not proven: {w.faction} {name}, {conflicts} conflicts, position {path}")

    def summary(self):
        print(f"optimisations: {self.solves}, not proven within {walk.OPTIMISE_CONFLICTS} conflicts: {len(self.cut)}")
        counts = {}
        for faction, name, _, _ in self.cut:
            counts[(faction, name)] = counts.get((faction, name), 0) + 1
        for (faction, name), n in sorted(counts.items()):
            print(f"  {faction} {name}: {n}")


class Timed:
    """A controller whose decisions are timed, per Faction."""

    def __init__(self, agent, times, save=None):
        self.agent, self.times, self.save = agent, times, save

    def decide(self, game, faction):
        if self.save:
            st = game.state
            st.save(Path(self.save) / f"{st.scenario}{st.seed}-{sum(map(len, self.times.values())):03d}-{faction}.yaml")
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
    ap.add_argument("--unproven", metavar="DIR", help="list the optimisations not proven, their positions saved in DIR")
    ap.add_argument("--save", metavar="DIR", help="save the position before each Non-player decision in DIR")
    ap.add_argument("--positions", metavar="DIR", help="decide the positions --save kept in DIR again (no game)")
    ap.add_argument("--moves", metavar="FILE", help="with --positions: each position's move, as JSON lines")
    args = ap.parse_args()
    report()
    watch = Unproven(args.unproven, f"{args.scenario}{args.seed}") if args.unproven else None
    if args.positions:
        return summary(positions(args.positions, args.moves, watch), watch)
    if args.save:
        Path(args.save).mkdir(parents=True, exist_ok=True)
    kinds = agent_kinds(args.agents)
    times = {}
    nps = [f for f in FACTIONS if kinds[f] == "np"]
    for i in range(args.games):
        seed = args.seed + i
        game = Game.new(args.scenario, seed=seed, nonplayers=nps)
        controllers = {f: (Timed(make_agent("np", seed), times, args.save) if f in nps else make_agent(kinds[f], seed))
                       for f in FACTIONS}
        t = time.perf_counter()
        try:
            game, log = run_game(game, controllers)
            print(f"{args.scenario} seed {seed}: {len(log.moves)} moves, {time.perf_counter() - t:.1f} s")
        except Exception as err:      # (a random agent stuck, say: the decisions timed so far still count)
            print(f"{args.scenario} seed {seed}: stopped after {time.perf_counter() - t:.1f} s: "
                  f"{(str(err).splitlines() or [''])[0]}")
    summary(times, watch)


def positions(folder, moves, watch=None):
    """Each saved position's decision (the Faction is the file name's last
    word), timed; its move written to `moves` (JSON lines) if given; the
    optimisations cut listed under the position's name (with --unproven)."""
    times, lines = {}, []
    for path in sorted(Path(folder).glob("*.yaml")):
        if watch:
            watch.label = path.stem
        faction = path.stem.rsplit("-", 1)[1]
        move, _ = Timed(NonPlayerAgent(), times).decide(Game.load(path), faction)
        lines.append(json.dumps({"position": path.name, "move": move, "ms": round(1000 * times[faction][-1][1])}))
    if moves:
        Path(moves).write_text("".join(line + "\n" for line in lines))
    return times


def summary(times, watch):
    for f in FACTIONS:
        for i, what in ((0, "wall"), (1, "CPU")):
            ms = sorted(1000 * x[i] for x in times.get(f, []))
            if not ms:
                continue
            p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
            print(f"{f} Non-player, {what} time: {len(ms)} decisions, mean {statistics.mean(ms):.0f} ms, "
                  f"median {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms, slowest {ms[-1]:.0f} ms")
    if watch:
        watch.summary()


if __name__ == "__main__":
    main()
