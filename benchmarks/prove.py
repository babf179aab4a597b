"""Goal proving's figures (docs/proving.md): the worked questions on the
Full scenario's opening (seed 1), each asked 3 times, the median seconds
(wall clock, and the CPU time of the question's process and the child it
runs in: on a machine shared with other work the CPU time is the steadier
figure) and the answer, with the time of the fixed clingo job
(benchmarks/machine.py).

    python benchmarks/prove.py [--runs 3] [--kinds]

A question searches its kinds of action in two processes where there are
two cores (fitl.prove._in_two): the CPU time is both processes'; with
FITL_PROVE_WORKERS=1, in one.

With --kinds, each refutation once more in this process, split per kind of
action: the CPU seconds of its possible scope (fitl.prove._unchanging), of
its Session's grounding and clasp's preparation (_session), and of its
search (_search).
"""

import argparse
import resource
import statistics
import time

from machine import report

from fitl import prove
from fitl.game import Game

# (position, goal, options): "full" is the opening (VC to act), "nva" the
# same after the VC passed (the NVA to act), "us" after the NVA passed too
# (the US to act).
QUESTIONS = [
    ("full", "pieces(hue, vc, N), N >= 1", {}),
    ("full", "terror(saigon)", {}),
    ("nva", "control(quang_tri_thua_thien, nva)", {}),
    ("nva", "control(saigon, nva)", {}),
    ("full", "support(saigon, passive_support)", {"always": True}),
    ("full", "resources(vc, 5)", {"always": True}),
    ("full", "pieces(quang_tri_thua_thien, us, 0)", {"dice": "any"}),
    ("full", "pieces(quang_tri_thua_thien, us, N), N < 2", {"dice": "all"}),
    ("full", "control(quang_tri_thua_thien, nva)", {"horizon": "card"}),
    ("full", "control(hue, nva)", {"horizon": "card"}),
    ("us", "pieces(tay_ninh, vc, 0)", {}),
    ("us", "control(tay_ninh, coin)", {}),
    ("us", "pieces(north_vietnam, us, N), N >= 1", {}),
    ("us", "support(saigon, passive_support)", {"always": True}),
    ("us", "pieces(quang_tin_quang_ngai, us_irregular, N), N >= 5", {}),
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--kinds", action="store_true", help="split each refutation's CPU time per kind of action")
    args = parser.parse_args()
    report()
    full = Game.new("full", seed=1)
    nva = full.apply("pass").game
    games = {"full": full, "nva": nva, "us": nva.apply("pass").game}
    for where, goal, options in QUESTIONS:
        times, cpus, proof = [], [], None
        for _ in range(args.runs):
            t, c = time.perf_counter(), _cpu()
            proof = games[where].prove(goal, **options)
            times.append(time.perf_counter() - t)
            cpus.append(_cpu() - c)
        answer = "unknown" if proof.unknown else "proven" if proof.provable else "refuted"
        flags = " ".join(f"--{k} {v}" if v is not True else f"--{k}" for k, v in options.items())
        print(f"{statistics.median(times):6.2f} s  cpu {statistics.median(cpus):6.2f} s  "
              f"{answer:8} {where:4} {goal} {flags}" + (f"  ({proof.why[0][1]})" if proof.unknown else ""))
        if args.kinds and answer == "refuted" and not options:
            _per_kind(games[where], goal)


def _per_kind(game, goal):
    """The question asked again in this process (not in a child), its CPU
    seconds split per kind of action: possible scope, grounding, search."""
    rows, own = [], {}
    timed = lambda name, f: lambda *a, **k: _timed(rows, name, f, *a, **k)
    saved = {n: getattr(prove, n) for n in ("_unchanging", "_session", "_search", "_bounded")}
    prove._unchanging, prove._session = timed("scope", saved["_unchanging"]), timed("ground", saved["_session"])
    prove._search, prove._bounded = timed("search", saved["_search"]), lambda answer: answer()
    try:
        c = _self_cpu()
        game.prove(goal)
        total = _self_cpu() - c
    finally:
        for n, f in saved.items():
            setattr(prove, n, f)
    for kind, name, seconds in rows:
        own.setdefault(kind, {})[name] = own.get(kind, {}).get(name, 0) + seconds
    for kind, parts in own.items():
        print(f"    {'/'.join(map(str, kind)):24} " + "  ".join(f"{n} {parts.get(n, 0):5.2f}" for n in ("scope", "ground", "search")))
    print(f"    {'all kinds':24} " + "  ".join(f"{n} {sum(p.get(n, 0) for p in own.values()):5.2f}"
                                              for n in ("scope", "ground", "search")) + f"  question {total:5.2f}")


def _timed(rows, name, f, *args, **kwargs):
    """f(*args) with its CPU seconds noted against the kind of action
    (_per_kind); a call within another (a Session the scope asks for) is
    the outer one's."""
    if name == "scope":
        _timed.kind = args[1]
    _timed.depth = getattr(_timed, "depth", 0) + 1
    c = _self_cpu()
    try:
        return f(*args, **kwargs)
    finally:
        _timed.depth -= 1
        if not _timed.depth:
            rows.append((_timed.kind, name, _self_cpu() - c))


def _self_cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    return own.ru_utime + own.ru_stime


def _cpu():
    """CPU seconds of this process and its children ended so far (a question
    runs in a forked child, fitl.prove._bounded)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


if __name__ == "__main__":
    main()
