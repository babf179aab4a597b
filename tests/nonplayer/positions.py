"""Small positions for the Non-player tests: the Full scenario's cards and
tracks, with the map replaced by the pieces a test names."""

from fitl.game import Game
from fitl.state import State

_BASE = None


def position(spaces, resources=None, current=None, deck=None, nonplayers=("VC",), **tracks):
    """A Game whose map holds only `spaces` ({space: {"pieces": {...},
    "support": ...}}), with VC to act first on card `current`."""
    global _BASE
    if _BASE is None:
        _BASE = Game.new("full", seed=1).state
    d = _BASE.to_dict()
    d["spaces"] = spaces
    d["resources"] = {**d["resources"], **(resources or {})}
    d.update(tracks)
    if current is not None:
        d["cards"]["current"] = current
    if deck is not None:
        d["cards"]["deck"] = deck
    d["nonplayers"] = {f: {} for f in nonplayers}
    return Game(State.from_dict(d))
