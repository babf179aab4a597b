"""Median time to load a state file and derive Control and the victory markers
(the whole View), and to ask only whose turn it is (a Turn).

    python benchmarks/derive.py [--runs N]
"""

import argparse
import math
import statistics
import tempfile
import time
from pathlib import Path

from machine import report

from fitl.allocator import restart_under_jemalloc
from fitl.scenario import new_game
from fitl.state import State
from fitl.view import Turn, View


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=50)
    args = ap.parse_args()
    report()
    t0 = time.perf_counter()
    View.of(new_game("full", seed=1))  # first use: static knowledge solved once
    print(f"first derivation (includes the static map/deck solve): {1000 * (time.perf_counter() - t0):.1f} ms")
    with tempfile.TemporaryDirectory() as d:
        for name in ("full", "medium", "short"):
            path = Path(d) / f"{name}.yaml"
            new_game(name, seed=1).save(path)
            for label, query in (("load + derive", View.of), ("load + turn", Turn.of)):
                times = []
                for _ in range(args.runs):
                    t = time.perf_counter()
                    query(State.load(path))
                    times.append(1000 * (time.perf_counter() - t))
                times.sort()
                p95 = times[math.ceil(0.95 * len(times)) - 1]      # nearest rank
                print(f"{name:<7} {label:<14} median {statistics.median(times):6.2f} ms   p95 {p95:6.2f} ms"
                      f"   ({args.runs} runs)")


if __name__ == "__main__":
    restart_under_jemalloc()    # as the fitl command runs (fitl/allocator.py)
    main()
