"""Where the time of a `legal` call goes: milliseconds per clingo call (each
ground call by the parts it grounds; the start of the solve), the rest
(enumerating the brave consequences, and the host), and
what a ground call costs with nothing new to ground (once the query is
grounded and solved: clingo's own cost of a call).

    python benchmarks/legal_parts.py [--runs N] [CASE ...]

CASE: labels of benchmarks/moves.py (default: a few of them).
"""

import argparse
import statistics
import time

import clingo
from machine import report
from moves import CASES, game_for

from fitl import asp
from fitl.allocator import restart_under_jemalloc
from fitl.game import Game

DEFAULT = ("Pass (US)", "Pass (NVA)", "Train + Advise", "March + Ambush")


class Recorder:
    """Times every ground and solve call of the Controls made while on."""

    def __init__(self):
        self.calls, self.last = [], None
        self._ground, self._solve = clingo.Control.ground, clingo.Control.solve
        rec = self

        def ground(ctl, parts, context=None):
            t = time.perf_counter()
            out = rec._ground(ctl, parts, context=context)
            rec.calls.append((" ".join(f"{n}({','.join(map(str, a))})" for n, a in parts),
                              1000 * (time.perf_counter() - t)))
            rec.last = ctl
            return out

        def solve(ctl, *a, **k):
            t = time.perf_counter()
            out = rec._solve(ctl, *a, **k)
            rec.calls.append(("solve (start)", 1000 * (time.perf_counter() - t)))
            return out

        clingo.Control.ground, clingo.Control.solve = ground, solve

    def off(self):
        clingo.Control.ground, clingo.Control.solve = self._ground, self._solve


def empty_call(ctl):
    """ms of a ground call with no part on a grounded Control."""
    t = time.perf_counter()
    ctl.ground([], context=asp._CONTEXT)
    return 1000 * (time.perf_counter() - t)


def measure(case, runs):
    g, partial = game_for(case), case[3]
    g.legal(partial)                    # first use: rule files parsed, caches filled
    per_call, totals, empties = {}, [], []
    for _ in range(runs):
        g = Game(g.state)               # (a Game keeps its Sessions: ask a new one)
        rec = Recorder()
        t = time.perf_counter()
        g.legal(partial)
        totals.append(1000 * (time.perf_counter() - t))
        rec.off()
        for i, (what, ms) in enumerate(rec.calls):
            per_call.setdefault((i, what), []).append(ms)
        empties.append(empty_call(rec.last))
    total = statistics.median(totals)
    print(f"\n{case[0]}: legal {partial or '(open question)'}: {total:.1f} ms (median of {runs})")
    clingo_ms = 0.0
    for (_, what), times in sorted(per_call.items()):
        ms = statistics.median(times)
        clingo_ms += ms
        print(f"  {what:<28}{ms:>7.1f} ms")
    print(f"  {'solving and host (the rest)':<28}{total - clingo_ms:>7.1f} ms")
    print(f"  an empty ground call {statistics.median(empties):.1f} ms")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("cases", nargs="*", default=list(DEFAULT))
    args = ap.parse_args()
    known = {c[0]: c for c in CASES}
    unknown = [c for c in args.cases if c not in known]
    if unknown:
        ap.error(f"unknown case {unknown[0]!r} (one of: {', '.join(known)})")
    report()
    for label in args.cases:
        measure(known[label], args.runs)


if __name__ == "__main__":
    restart_under_jemalloc()
    main()
