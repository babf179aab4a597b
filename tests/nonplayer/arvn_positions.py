"""Small positions for the ARVN Non-player tests (8.7): the Full scenario's
cards and tracks, the map holding only the pieces a test names, the ARVN a
Non-player and the only Eligible Faction (so the one to act), nothing Out
of Play (every piece off the map Available, 1.4.1)."""

from fitl.game import Game
from fitl.nonplayer.walk import Walk

from .positions import position

ELIGIBLE = {"US": "ineligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "ineligible"}
# Every ARVN piece of the Force Pool but 2 Troops, 2 Police and 1 Ranger
# (1.4.1), so that fewer than 12 are Available (8.7.2).
FULL_MAP = {"arvn_troops": 28, "arvn_police": 28, "arvn_ranger_underground": 5, "arvn_base": 3}


def arvn(spaces, resources=None, coup=None, memory=None, current=None, deck=None, **tracks):
    """A Game with the ARVN Non-player to act (or, with `coup`, in that
    Coup Round phase, the current card a Coup card)."""
    g = position(spaces, resources={"ARVN": 30, **(resources or {})}, current=current, deck=deck,
                 nonplayers=("ARVN",), **tracks)
    st = g.state.clone()
    st.eligibility = dict(ELIGIBLE)
    st.nonplayers = {"ARVN": dict(memory or {})}
    st.out_of_play = {}
    if coup is not None:
        st.cards["current"] = 125
        st.coup = {"phase": coup, "support": {}, "withdrawal": 0}
    return Game(st)


def ask(game, node, rolls=None):
    """The answer of node `node` of the ARVN flowchart: yes/no for a
    question, the move's atoms (a set) or None for a box or Coup node."""
    w = Walk(game, "ARVN", rolls)
    n = w.chart.nodes[node]
    if n.kind == "condition":
        return w.condition(n)
    if n.kind == "coup":
        found = w._staged(n, "")
        return None if found is None else set(found[0])
    move = w.box(n)
    return None if move is None else set(move)
