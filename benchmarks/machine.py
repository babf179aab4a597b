"""How fast the machine is right now, to read the other figures by: virtual
machines drift (this one by a factor of two within minutes), so each
benchmark prints the time clingo takes for a fixed grounding job next to its
figures."""

import time

import clingo

from fitl.allocator import in_use

JOB = "p(1..400). q(X, Y) :- p(X), p(Y), X < Y, (X + Y) \\ 7 = 0. r(X) :- q(X, _), not q(_, X)."


def job_ms(tries=3):
    """Milliseconds for the fixed job (the fastest of a few tries)."""
    best = None
    for _ in range(tries):
        t = time.perf_counter()
        ctl = clingo.Control(["--warn=none"])
        ctl.add("base", [], JOB)
        ctl.ground([("base", [])])
        ctl.solve()
        dt = 1000 * (time.perf_counter() - t)
        best = dt if best is None else min(best, dt)
    return best


def report():
    print(f"machine: a fixed clingo job takes {job_ms():.0f} ms (lower is faster); allocator: {in_use()}")
