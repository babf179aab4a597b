"""Games per minute of `fitl simulate`, local backend against Ray, with 1 and
2 workers (docs/simulate.md's table): the wall time of the whole command,
Ray's start and stop included, on fixed seeds, each setting `--rounds` times
in turn (the settings interleaved, as the machine's speed drifts); the best
round of each, and the machine's load before it.

    python benchmarks/scaling.py [--games 12] [--scenario short] [--rounds 2]
"""

import argparse
import json
import os
import subprocess
import sys
import time

from machine import report

SETTINGS = (("local", 1), ("local", 2), ("ray", 1), ("ray", 2))


def run(scenario, games, backend, workers):
    """Seconds of one `fitl simulate` (and its totals)."""
    fitl = os.path.join(os.path.dirname(sys.executable), "fitl")
    t = time.perf_counter()
    out = subprocess.run([fitl, "simulate", scenario, "--games", str(games), "--seed", "100", "--workers",
                          str(workers), "--backend", backend, "--json"], capture_output=True, text=True)
    seconds = time.perf_counter() - t
    if out.returncode not in (0, 1):
        sys.exit(f"fitl simulate failed: {out.stderr.strip()}")
    return seconds, json.loads(out.stdout)["totals"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--scenario", default="short")
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    report()
    best = {}
    for _ in range(args.rounds):
        for backend, workers in SETTINGS:
            load = os.getloadavg()[0]
            seconds, totals = run(args.scenario, args.games, backend, workers)
            if (backend, workers) not in best or seconds < best[(backend, workers)][0]:
                best[(backend, workers)] = (seconds, load, totals)
    print(f"{args.games} {args.scenario} games, random agents, seeds 100-{100 + args.games - 1}")
    print(f"{'backend':<8}{'workers':>8}{'wall s':>9}{'games/min':>11}{'load before':>13}{'failed':>8}")
    for (backend, workers), (seconds, load, totals) in best.items():
        print(f"{backend:<8}{workers:>8}{seconds:>9.1f}{60 * args.games / seconds:>11.1f}{load:>13.2f}"
              f"{totals['failed']:>8}")


if __name__ == "__main__":
    main()
