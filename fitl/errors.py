"""Errors the engine reports to people: one line each, with an exit code.

>>> str(BadInput("state.yaml", "spaces.hue.pieces", "unknown piece 'tank'"))
"state.yaml: spaces.hue.pieces: unknown piece 'tank'"
"""


def shown(value, most=40):
    """A value as a message quotes it (its repr), shortened if long.

    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..."
    """
    text = repr(value)
    return text if len(text) <= most else text[:most - 3] + "..."


class FitlError(Exception):
    """An error with a one-line message and the CLI exit code that goes with it."""

    exit_code = 2

    def __init__(self, message):
        super().__init__(message)
        self.message = message

    def __str__(self):
        return self.message


class BadInput(FitlError):
    """A file, argument or move that cannot be read (exit code 2)."""

    exit_code = 2

    def __init__(self, where, key, problem):
        parts = [p for p in (where, key, problem) if p]
        super().__init__(": ".join(str(p) for p in parts))
        self.where, self.key, self.problem = where, key, problem


class AmbiguousMove(BadInput):
    """A legal move that leaves open a choice that changes the outcome (exit
    code 2): the move must name it.  `choices` holds a few of the successor
    atoms on which its answers differ."""

    def __init__(self, move, choices):
        super().__init__("move", move, "ambiguous: the move leaves choices open that change the outcome "
                                       f"(e.g. {', '.join(choices)}); name them in the move")
        self.move, self.choices = move, list(choices)


class Illegal(FitlError):
    """A well-formed move or state that the rules forbid (exit code 1).

    `reasons` holds one (section, text) pair per rule broken.
    """

    exit_code = 1

    def __init__(self, reasons, what="illegal"):
        self.reasons = list(reasons)
        lines = [f"{sec} {text}" for sec, text in self.reasons]
        super().__init__(f"{what}: " + "; ".join(lines) if lines else what)


IllegalMove = Illegal         # the name the Python API documents (fitl.game.Game.apply)
