"""What holds the memory of a legal-driven Full game (issue 23: a Full game
within 150 MB peak).

Plays the game (LegalAgent, seed --seed) and prints, every --every moves,
the process's resident memory, and under jemalloc (the fitl command's
allocator, fitl/allocator.py) the bytes allocated and the pages jemalloc
holds; then, the game over, what each of the host's caches held (each
emptied in turn) and what is left: clingo's own, which no Control holds
(clingo 5 never frees a symbol it made, the atoms of every position and
its auxiliary terms).

With --worker-mb MB, the game is played as `fitl simulate` plays it
(fitl.workers.run_game): by worker processes, each forked from this one
(which never grounds a query) and ended once a move leaves it above MB,
so that clingo's symbols (never freed) and the allocator's fragmentation go
with it; the position and the moves come back to this process.  The game is
the same (the agents decide from the position alone).  The figure to read
is the larger of this process's peak and the largest worker's.  --agents:
the agents' kind (random, legal, np: fitl.agents.make_agent).

With --fork, each decision of the agent (fitl.enumerate.random_move) is
drawn in a forked child that ends after it, so that the symbols of its
legal-mode groundings go with it; the game is the same (its hash is
printed).  The figure to read is then the larger of this process's peak
and the largest child's (a child's resident memory counts the parent's
pages it shares, so it is the two together while it runs).

    python benchmarks/memory.py [--seed 300] [--agents legal] [--every 20] [--moves N] [--fork | --worker-mb MB]
"""

import argparse
import ctypes
import gc
import hashlib
import itertools
import os
import pickle
import resource
import sys
import time

from fitl import asp
from fitl import enumerate as enumeration
from fitl.agents import make_agent
from fitl.allocator import in_use, restart_under_jemalloc
from fitl.errors import FitlError
from fitl.game import Game
from fitl.loop import run_game
from fitl import workers
from fitl.state import FACTIONS


def _jemalloc():
    try:
        return ctypes.CDLL("libjemalloc.so.2") if in_use() == "jemalloc" else None
    except OSError:
        return None


JEMALLOC = None


def stat(name):
    """A jemalloc statistic in MB (stats.allocated, stats.resident), fresh."""
    if JEMALLOC is None:
        return float("nan")
    epoch, value, size = ctypes.c_uint64(1), ctypes.c_size_t(0), ctypes.c_size_t(8)
    JEMALLOC.mallctl(b"epoch", None, None, ctypes.byref(epoch), ctypes.c_size_t(8))
    JEMALLOC.mallctl(name.encode(), ctypes.byref(value), ctypes.byref(size), None, ctypes.c_size_t(0))
    return value.value / 2**20


def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak(who=resource.RUSAGE_SELF):
    return resource.getrusage(who).ru_maxrss / 1024


def line(label):
    print(f"{label:<34}rss {rss():7.1f}  allocated {stat('stats.allocated'):7.1f}  "
          f"jemalloc resident {stat('stats.resident'):7.1f}  peak {peak():6.0f} MB", flush=True)


def in_child(draw):
    """draw(game, rng, faction, ...) run in a forked child that ends after
    it: its move, the random source advanced as the child left it."""
    def forked(game, rng, *args, **kwargs):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            try:
                out = ("move", draw(game, rng, *args, **kwargs), rng.getstate())
            except Exception as err:          # (the parent raises it, as a FitlError)
                out = ("error", f"{type(err).__name__}: {err}", None)
            with os.fdopen(write, "wb") as f:
                f.write(pickle.dumps(out))
            os._exit(0)
        os.close(write)
        with os.fdopen(read, "rb") as f:
            kind, value, state = pickle.loads(f.read())
        os.waitpid(pid, 0)
        if kind == "error":
            raise FitlError(value)
        rng.setstate(state)
        return value
    return forked


def counter(report):
    """run_game's on_move: report(n) after the n-th move."""
    n = itertools.count(1)
    return lambda who, move, result: report(next(n))


def caches():
    """(name, emptying function) of the host's caches, the largest first."""
    out = [("fact lines parsed (asp._line_statements)", asp._line_statements.clear)]
    for name in ("_program", "_statements", "_pruner", "_source", "_parsed", "_constraint_of"):
        out.append((f"asp.{name}", getattr(asp, name).cache_clear))
    rest = [f for m in list(sys.modules.values()) if getattr(m, "__name__", "").startswith("fitl")
            for f in vars(m).values() if hasattr(f, "cache_clear")]
    out.append(("every other cache", lambda: [f.cache_clear() for f in rest]))
    return out


def main():
    global JEMALLOC
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=300)
    ap.add_argument("--every", type=int, default=20)
    ap.add_argument("--moves", type=int, default=None)
    ap.add_argument("--fork", action="store_true")
    ap.add_argument("--agents", default="legal", choices=("random", "legal", "np"))
    ap.add_argument("--worker-mb", type=int, default=None, metavar="MB")
    args = ap.parse_args()
    JEMALLOC = _jemalloc()
    print(f"allocator: {in_use()}{'' if JEMALLOC else ' (no allocator figures)'}")
    if args.fork:
        enumeration.random_move = in_child(enumeration.random_move)
    start = Game.new("full", seed=args.seed, nonplayers=FACTIONS if args.agents == "np" else ())

    def report(n):
        if n % args.every == 0:
            line(f"after {n} moves")

    t, cpu = time.perf_counter(), time.process_time()
    agents = {f: make_agent(args.agents, args.seed) for f in FACTIONS}
    if args.worker_mb:
        game, log = workers.run_game(start, agents, max_moves=args.moves, worker_mb=args.worker_mb)
    else:
        game, log = run_game(start, agents, max_moves=args.moves, on_move=counter(report))
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"{len(log.moves)} moves, {time.perf_counter() - t:.1f} s, CPU {time.process_time() - cpu:.1f} s "
          f"(children {children.ru_utime + children.ru_stime:.1f} s), game "
          f"{hashlib.sha1(game.state.dumps().encode()).hexdigest()[:12]}")
    print(f"peak {peak():.0f} MB" + (f", largest child {peak(resource.RUSAGE_CHILDREN):.0f} MB"
                                     if args.fork or args.worker_mb else ""))
    del game, log
    gc.collect()
    line("game over")
    for name, empty in caches():
        before = stat("stats.allocated")
        empty()
        gc.collect()
        print(f"  {name:<44}{before - stat('stats.allocated'):7.1f} MB")
    line("every host cache emptied")


if __name__ == "__main__":
    restart_under_jemalloc()
    main()
