"""What the host hands clingo in a random Full game, query by query: a digest
of each program handed over (the statements, as text, in order), so that a
change to the host's assembly (fitl/asp.py `_grounded`, `_program`, the
Pruner) can be shown to hand over the same programs; and the CPU time of the
queries, split into clingo's ground calls, the Controls made, and the host's
assembly (the rest of `_grounded`).

    python benchmarks/handover.py [--seed 100] [--digests FILE]

Compare the digests of two commits with `cmp`.  The digests read every
statement's text, so the times of a run with --digests are not comparable
with one without.
"""

import argparse
import collections
import hashlib
import time

import clingo

from fitl import asp
from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.state import FACTIONS

SPENT = collections.Counter()


def _timed(name, fn):
    def wrapper(*a, **k):
        t = time.process_time()
        try:
            return fn(*a, **k)
        finally:
            SPENT[name] += time.process_time() - t
    return wrapper


class _Digesting(clingo.ast.ProgramBuilder):
    """A ProgramBuilder that also digests the statements added to it."""

    digests = []

    def __enter__(self):
        self.digest = hashlib.sha1()
        return super().__enter__()

    def add(self, statement):
        self.digest.update(str(statement).encode() + b"\n")
        super().add(statement)

    def __exit__(self, *exc):
        self.digests.append(self.digest.hexdigest())
        return super().__exit__(*exc)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--digests", help="write the digest of each program handed over here, one a line")
    args = ap.parse_args()
    if args.digests:
        clingo.ast.ProgramBuilder = _Digesting
    run_game(Game.new("full", seed=args.seed + 1), {f: RandomAgent(args.seed + 1) for f in FACTIONS})   # warm-up
    SPENT.clear()
    grounded, n = asp._grounded, [0]

    def counted(*a, **k):
        n[0] += 1
        return grounded(*a, **k)
    asp._grounded = _timed("queries", counted)
    clingo.Control.ground = _timed("ground", clingo.Control.ground)
    clingo.Control.__init__ = _timed("control", clingo.Control.__init__)
    _Digesting.digests.clear()
    t = time.process_time()
    run_game(Game.new("full", seed=args.seed), {f: RandomAgent(args.seed) for f in FACTIONS})
    game = time.process_time() - t
    ms = lambda s: 1000 * s / max(1, n[0])
    print(f"game CPU {game:.2f} s; {n[0]} queries (_grounded), per query: {ms(SPENT['queries']):.2f} ms, "
          f"ground calls {ms(SPENT['ground']):.2f}, Control() {ms(SPENT['control']):.2f}, "
          f"host assembly {ms(SPENT['queries'] - SPENT['ground'] - SPENT['control']):.2f}")
    if args.digests:
        with open(args.digests, "w") as out:
            out.write("".join(d + "\n" for d in _Digesting.digests))


if __name__ == "__main__":
    main()
