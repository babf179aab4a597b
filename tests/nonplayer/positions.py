"""Small positions for the Non-player tests: the Full scenario's cards and
tracks, with the map replaced by the pieces a test names."""

from fitl.game import Game
from fitl.nonplayer.walk import Walk
from fitl.state import State

_BASE = None


def position(spaces, resources=None, current=None, deck=None, nonplayers=("VC",), second=False, coup=None, **tracks):
    """A Game whose map holds only `spaces` ({space: {"pieces": {...},
    "support": ...}}), with VC to act on card `current` (default 101, VC
    first); `second`: VC acts 2nd Eligible after an NVA Operation (no Event
    open to it, 2.3.4); `coup`: a Coup Round phase on Coup card 125 instead;
    `tracks`: other top keys (aid, trail, ...)."""
    global _BASE
    if _BASE is None:
        _BASE = Game.new("full", seed=1).state
    d = _BASE.to_dict()
    d["spaces"] = spaces
    d["resources"] = {**d["resources"], **(resources or {})}
    d.update(tracks)
    if coup is not None:
        current = 125
        d["coup"] = {"phase": coup, "support": {}, "withdrawal": 0}
    if current is not None:
        d["cards"]["current"] = current
    d["cards"]["deck"] = [c for c in (deck if deck is not None else d["cards"]["deck"]) if c != d["cards"]["current"]]
    if second:
        d["eligibility"] = {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"}
        d["turn"]["acted"] = [{"faction": "NVA", "position": 1, "did": "op"}]
    d["nonplayers"] = {f: {} for f in nonplayers}
    return Game(State.from_dict(d))


def alone(game, faction, policy=None, scenario=None):
    """`game` with `faction` the only Eligible Faction (so the one to act,
    2.3.2), under US Policy `policy` (8.8.1) and in `scenario`, if given."""
    st = game.state.clone()
    st.eligibility = {f: "eligible" if f == faction else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    if policy:
        st.us_policy = policy
    if scenario:
        st.scenario = scenario
    return Game(st)


def ask(game, node, roll=None, faction="VC"):
    """The answer ('yes' or 'no') of a condition node, its dice showing `roll`."""
    walk = Walk(game, faction, {node: roll} if roll is not None else None)
    return walk.condition(walk.chart.nodes[node])


def box(game, node, faction="VC", sas=True):
    """A box's move (sorted atom texts) or None."""
    walk = Walk(game, faction)
    move = walk.box(walk.chart.nodes[node], sas=sas)
    return None if move is None else sorted(move)


def walk(game, rolls=None, faction="VC"):
    """(move text, [node names visited]) of the whole walk."""
    w = Walk(game, faction, rolls)
    move = w.run()
    return " ".join(move), [s.node for s in w.path]
