"""How fast the machine is right now, to read the other figures by: virtual
machines drift (this one by +-30% within minutes), so each benchmark prints the
time of a fixed pure-Python loop next to its figures."""

import time


def loop_seconds(n=5_000_000):
    """Seconds for a fixed loop of n additions (the faster of two tries)."""
    best = None
    for _ in range(2):
        t = time.perf_counter()
        s = 0
        for i in range(n):
            s += i
        dt = time.perf_counter() - t
        best = dt if best is None else min(best, dt)
    return best


def report():
    print(f"machine: a 5M-step Python loop takes {loop_seconds():.2f} s (lower is faster)")
