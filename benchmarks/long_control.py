"""Would one clingo Control kept across positions pay (issue 23, point 2)?

Replays the apply queries of a random Full game two ways, in CPU time:
- fresh: a new Control per query, as fitl.asp does;
- kept: one Control for N positions at a time: the static game (map,
  forces, deck) grounded once as facts in its base part; each position's
  program (its facts and the rules its query grounds) added as parts of
  their own (the predicates renamed apart, q<i>_name, since clingo cannot
  unground a position's atoms), its choices and constraints switched on by
  an external that is released once it is answered.
The renaming is done before the clock starts (a host would cache it);
clingo's work (adding the statements, grounding, solving) is what is timed.

    python benchmarks/long_control.py [--moves 120] [--per 5 20 0]   (0: one Control for all)
"""

import argparse
import collections
import time

import clingo
import clingo.ast
from machine import report

from fitl import asp
from fitl.agents import RandomAgent
from fitl.allocator import restart_under_jemalloc
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS

A = clingo.ast.ASTType
ARGS = ["-c", "mode=apply", "--models=2", "--project"]


def rss():
    with open("/proc/self/status") as f:
        return next(int(line.split()[1]) / 1024 for line in f if line.startswith("VmRSS"))


def apply_programs(moves):
    """(facts, statements, horizon, dice) of each apply query of a random game."""
    calls, run = [], asp.run
    asp.run = lambda facts, *a, **k: calls.append((facts, k)) or run(facts, *a, **k)
    run_game(Game.new("full", seed=100), {f: RandomAgent(100) for f in FACTIONS}, max_moves=moves)
    asp.run = run
    out = []
    for facts, k in (c for c in calls if c[1].get("mode") == "apply"):
        files = asp.rule_files(2, tuple(k["cards"]), k["atoms"], k["coup"])
        lines, names, keys = asp._fact_lines(facts)
        analysed, gates = asp._analysed(files)
        want = frozenset(k["want"])
        present = asp._pruner(analysed, want, True, "apply").relevant(keys | gates)
        static_facts, stms, used, _ = asp._program(analysed, present, "apply", want, True)
        ctl = asp._grounded(facts, files, ["-c", "mode=apply"], want=want, checks=True, context=asp._Context(k["dice"]))
        out.append((asp._read_facts(lines, names, used), static_facts, stms, asp._horizon(ctl) if ctl else 0, k["dice"]))
    return out


def parts(horizon, prefix=""):
    out = [(prefix + "base", []), (prefix + "derive", [clingo.Number(0)])]
    for t in range(horizon):
        out += [(prefix + "step", [clingo.Number(t)]), (prefix + "next", [clingo.Number(t)]),
                (prefix + "derive", [clingo.Number(t + 1)])]
    return out + [(prefix + "result", [clingo.Number(horizon)])]


def fresh(program):
    facts, static_facts, stms, horizon, dice = program
    ctl = asp._control(ARGS)
    with clingo.ast.ProgramBuilder(ctl) as builder:
        for stm in (*facts, *static_facts, *stms):
            builder.add(stm)
    ctl.ground(parts(horizon), context=asp._Context(dice))
    return len([1 for _ in ctl.solve(yield_=True)])


class Renamed(clingo.ast.Transformer):
    """Each predicate but the static ones, and each part, prefixed."""

    def __init__(self, prefix):
        self.prefix, self.static = prefix, frozenset(asp.static()._by)

    def visit_SymbolicAtom(self, atom):
        s = atom.symbol
        if s.ast_type == A.Function and (s.name, len(s.arguments)) not in self.static:
            return atom.update(symbol=s.update(name=self.prefix + s.name))
        return atom

    def visit_ShowSignature(self, stm):
        return stm.update(name=self.prefix + stm.name)

    visit_ProjectSignature = visit_ShowSignature

    def visit_Program(self, stm):
        return stm.update(name=self.prefix + stm.name)


def renamed(program, i):
    """Position i's statements for a kept Control."""
    facts, _, stms, horizon, dice = program
    prefix = f"q{i}_"
    ren, loc = Renamed(prefix), stms[0].location
    switch = clingo.ast.Literal(loc, clingo.ast.Sign.NoSign, clingo.ast.SymbolicAtom(
        clingo.ast.Function(loc, prefix + "on", [], False)))
    out = [clingo.ast.Program(loc, prefix + "base", [])]
    for stm in (*facts, *stms):
        stm = ren(stm)
        if stm.ast_type == A.Minimize or (stm.ast_type == A.Rule and (
                stm.head.ast_type != A.Literal or stm.head.atom.ast_type == A.BooleanConstant)):
            stm = stm.update(body=[*stm.body, switch])      # choices and constraints: only while asked
        out.append(stm)
    clingo.ast.parse_string(f"#program {prefix}base. #external {prefix}on.", out.append)
    return out, horizon, dice, prefix


class Kept:
    def __init__(self):
        self.ctl = asp._control(ARGS)
        self.ctl.add("base", [], "\n".join(f"{s}." for s in asp.static().symbols))
        self.ctl.ground([("base", [])])
        self.consts = set()          # (each #const once per Control)

    def ask(self, prepared):
        stms, horizon, dice, prefix = prepared
        with clingo.ast.ProgramBuilder(self.ctl) as builder:
            for stm in stms:
                if stm.ast_type == A.Definition:
                    if stm.name in self.consts:
                        continue
                    self.consts.add(stm.name)
                builder.add(stm)
        self.ctl.ground(parts(horizon, prefix), context=asp._Context(dice))
        switch = clingo.Function(prefix + "on")
        self.ctl.assign_external(switch, True)
        found = len([1 for _ in self.ctl.solve(yield_=True)])
        self.ctl.release_external(switch)
        return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=120)
    ap.add_argument("--per", type=int, nargs="*", default=[5, 20, 0])
    args = ap.parse_args()
    report()
    programs = apply_programs(args.moves)
    n = len(programs)
    start = rss()
    t = time.process_time()
    answers = collections.Counter(fresh(p) for p in programs)
    print(f"fresh Control per query: {1000 * (time.process_time() - t) / n:.2f} ms each ({n} apply queries),"
          f" memory {start:.0f} -> {rss():.0f} MB, answers {dict(answers)}")
    for per in args.per:
        per = per or n
        prepared = [renamed(p, i) for i, p in enumerate(programs)]
        start, times, answers = rss(), [], collections.Counter()
        for i, p in enumerate(prepared):
            if i % per == 0:
                kept = Kept()
            t = time.process_time()
            answers[kept.ask(p)] += 1
            times.append(time.process_time() - t)
        quarter = [1000 * sum(times[j * n // 4:(j + 1) * n // 4]) / max(1, n // 4) for j in range(4)]
        print(f"one Control per {per} positions: {1000 * sum(times) / n:.2f} ms each (by quarter of the game:"
              f" {', '.join(f'{q:.1f}' for q in quarter)}), memory {start:.0f} -> {rss():.0f} MB,"
              f" answers {dict(answers)}")


if __name__ == "__main__":
    restart_under_jemalloc()
    main()
