"""Goal proving's figures (docs/proving.md): the worked questions on the
Full scenario's opening (seed 1), each asked 3 times, the median seconds
(wall clock, and the CPU time of the question's process and the child it
runs in: on a machine shared with other work the CPU time is the steadier
figure) and the answer, with the time of the fixed clingo job
(benchmarks/machine.py).

    python benchmarks/prove.py [--runs 3]
"""

import argparse
import resource
import statistics
import time

from machine import report

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
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
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


def _cpu():
    """CPU seconds of this process and its children ended so far (a question
    runs in a forked child, fitl.prove._bounded)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


if __name__ == "__main__":
    main()
