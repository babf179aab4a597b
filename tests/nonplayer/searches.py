"""Watching a Non-player decision's optimisations (Session.best): whether
each was proven, the search space exhausted within walk.OPTIMISE_CONFLICTS,
and the conflicts each took (the same on any machine for the same program)."""

import contextlib

from fitl import asp


class Proven(list):
    """Whether each optimisation was proven; `conflicts`: each one's count."""

    def __init__(self):
        super().__init__()
        self.conflicts = []


@contextlib.contextmanager
def searches():
    """The optimisations of the decisions made inside the block (Proven)."""
    proven, solve = Proven(), asp._solve

    def watched(ctl, what, on_model=None, assumptions=(), deadline=None):
        result = solve(ctl, what, on_model, assumptions, deadline)
        if what.startswith("best move") and ctl.configuration.solve.opt_mode == "opt":
            proven.append(bool(result.exhausted))
            proven.conflicts.append(int(ctl.statistics["solving"]["solvers"]["conflicts"]))
        return result
    asp._solve = watched
    try:
        yield proven
    finally:
        asp._solve = solve
