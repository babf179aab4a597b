"""`legal` and `check` agree, over many random games: both directions of
tests/agreement.py on positions after 5, 30, 60 and 100 moves and in two
Coup Rounds of each game, across the three scenarios and both editions.
Prints each problem and the totals; exit 1 if any.

    python benchmarks/agreement.py [--games 12] [--seed 0]
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from agreement import check  # noqa: E402

from fitl.allocator import restart_under_jemalloc  # noqa: E402


def main():
    restart_under_jemalloc()
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    t, problems = time.perf_counter(), []
    for i in range(args.games):
        scenario, edition = ("full", "medium", "short")[i % 3], 1 + (i // 3) % 2
        found = check(scenario, edition, args.seed + i, [5, 30, 60, 100], coups=2, rng_seed=i)
        print(f"{scenario} edition {edition} seed {args.seed + i}: {len(found)} problem(s)", flush=True)
        for p in found:
            print("  " + p)
        problems += found
    print(f"{args.games} games, {len(problems)} problems, {time.perf_counter() - t:.0f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
