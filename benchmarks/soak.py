"""Soak test: random games across scenarios and editions, the position
checked after every move (fitl.loop.run_game(check=True)).

Game i has seed SEED+i, scenario i mod 3 of --scenarios and edition
(i div 3) mod 2 of --editions.  Per scenario and edition it prints games,
moves, finished, stuck (no Faction to act, or an agent with no move the
rules accept) and broken (any other exception, or a position that breaks a
rule), then every stuck or broken game (seed, scenario, edition, card,
message; its log is saved in --logs), then the totals.  Exit 1 if any game
was stuck or broken, 130 on Ctrl-C (after the report of the games finished).

    python benchmarks/soak.py [--games 100] [--seed 0] [--workers K] [--logs /tmp/fitl-soak]
                              [--scenarios full,medium,short] [--editions 1,2] [--agents random|legal]
"""

import argparse
import os
import sys
import time

from fitl.allocator import restart_under_jemalloc
from fitl.simulate import Job, play_games


def jobs_for(args):
    """The games to play (fitl.simulate.Job)."""
    scenarios, editions = args.scenarios.split(","), [int(e) for e in args.editions.split(",")]
    return [Job(scenarios[i % len(scenarios)], args.seed + i, editions[i // len(scenarios) % len(editions)],
                agents=args.agents, logs=args.logs, check=True, failed_logs_only=True) for i in range(args.games)]


def report(jobs, results, seconds, out=print):
    """Print the figures; the number of stuck or broken games."""
    where = {job.seed: (job.scenario, job.edition) for job in jobs}
    groups = {}
    for r in results:
        g = groups.setdefault(where[r["seed"]], {"games": 0, "moves": 0, "finished": 0, "stuck": 0, "broken": 0})
        g["games"] += 1
        g["moves"] += r["moves"]
        g["error" in r and r["error"]["kind"] or "finished"] += 1
    out(f"{'scenario':<10}{'edition':>8}{'games':>7}{'moves':>8}{'finished':>10}{'stuck':>7}{'broken':>8}")
    for (scenario, edition), g in sorted(groups.items()):
        out(f"{scenario:<10}{edition:>8}{g['games']:>7}{g['moves']:>8}{g['finished']:>10}{g['stuck']:>7}"
            f"{g['broken']:>8}")
    failed = [r for r in results if "error" in r]
    for r in failed:
        e = r["error"]
        scenario, edition = where[r["seed"]]
        out(f"{e['kind']}: seed {r['seed']} {scenario} edition {edition} card {e['card']} "
            f"after {r['moves']} moves: {e['type']}: {e['message']}" + (f"  log {r['log']}" if r.get("log") else ""))
    n, moves = len(results), sum(r["moves"] for r in results)
    stuck = sum(1 for r in failed if r["error"]["kind"] == "stuck")
    out(f"games {n}, moves {moves}, stuck {stuck}, broken {len(failed) - stuck}, {seconds:.0f} s, "
        f"{60 * n / seconds if seconds else 0:.1f} games/minute")
    return len(failed)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--logs", default="/tmp/fitl-soak", help="where a stuck or broken game's log goes")
    ap.add_argument("--scenarios", default="full,medium,short")
    ap.add_argument("--editions", default="1,2")
    ap.add_argument("--agents", choices=("random", "legal"), default="random",
                    help="legal: whole moves drawn from the rules' enumeration (multi-space Operations, "
                         "Special Activities, Events; slower)")
    args = ap.parse_args(argv)
    os.makedirs(args.logs, exist_ok=True)
    jobs = jobs_for(args)
    t = time.perf_counter()
    done = []

    def progress(r):              # for a person at a terminal
        done.append(r)
        if sys.stderr.isatty():
            print(f"\r{len(done)}/{len(jobs)} games", end="", file=sys.stderr, flush=True)
    results, interrupted = play_games(jobs, args.workers, on_result=progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    failed = report(jobs, results, time.perf_counter() - t)
    if interrupted:
        print(f"interrupted: {len(results)} of {len(jobs)} games finished")
        return 130
    return 1 if failed else 0


if __name__ == "__main__":
    restart_under_jemalloc()    # as the fitl command runs (fitl/allocator.py)
    sys.exit(main())
