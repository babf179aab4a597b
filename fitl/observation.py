"""A position as a fixed-size vector of numbers, for learning agents
(fitl.pettingzoo; docs/agents.md lists the segments).

Every value is a whole number, stored as float32, within BOUND either way.
The segments, in order (`layout()` gives their names and sizes):

- `space`: per space of the map (in the rules' order, fitl.asp.static().spaces),
  the count of each piece kind (PIECE_KEYS: the state's piece keys, the
  Guerrillas' and Irregulars'/Rangers' Underground and Active apart, the
  tunneled Bases apart), the support level (-2 Active Opposition .. +2 Active
  Support), Control (+1 COIN, -1 NVA, 0 none), Terror markers, Sabotage (0/1);
- `tracks`: Resources of the ARVN, NVA, VC; Aid; Patronage; Total Econ;
  the Trail; Total Support; Total Opposition;
- `factions`: per Faction (US, ARVN, NVA, VC): victory score, margin,
  Eligible (1/0), has acted on this card, has passed on it, is to act now,
  holds its Pivotal Event;
- `available`, `casualties`, `out_of_play`: per piece type, the count;
- `cards`: the current card's number, the next card's, the cards left in
  the deck, the cards in the RVN Leader box, the last of them (0: none),
  the free actions pending, Coup Round phase (its place in the round, 1..,
  from the rules' coup_seq/2; 0 outside a Coup Round), game over (0/1),
  Peace Talks (0/1);
- `capabilities`: per card number 1..130, +1 unshaded, -1 shaded, 0 none;
- `momentum`: per card number 1..130, 1 if its Momentum is in play.

>>> from fitl.game import Game
>>> g = Game.new("short", seed=0)
>>> v = encode(g)
>>> len(v) == size() and v.dtype.name
'float32'
"""

import functools

from .asp import ASP_DIR, static
from .state import FACTIONS

BOUND = 1000
SUPPORT = {"active_support": 2, "passive_support": 1, "neutral": 0,
           "passive_opposition": -1, "active_opposition": -2}
CONTROL = {"COIN": 1, "NVA": -1, None: 0}
TRACKS = ("ARVN", "NVA", "VC", "aid", "patronage", "econ", "trail", "total_support", "total_opposition")
CARDS = ("current", "next", "deck", "leader_cards", "leader", "pending", "coup_phase", "game_over", "peace_talks")
FACTION_VALUES = ("score", "margin", "eligible", "acted", "passed", "to_act", "pivotal")


def piece_keys():
    """The piece keys a space's count is given for, in a fixed order."""
    return tuple(static().keys)


@functools.lru_cache(maxsize=1)
def coup_phases():
    """The Coup Round's phases in their order (coup_seq/2 of asp/coup/round.lp)."""
    import clingo
    ctl = clingo.Control(["--warn=none"])
    ctl.load(str(ASP_DIR / "coup" / "round.lp"))
    ctl.ground([("base", [])])
    seq = [a.symbol.arguments for a in ctl.symbolic_atoms.by_signature("coup_seq", 2)]
    return tuple(p.name for _, p in sorted(seq, key=lambda a: a[0].number))


def layout():
    """The segments of the vector: (name, size) each, in order."""
    st = static()
    return (("space", len(st.spaces) * (len(piece_keys()) + 4)), ("tracks", len(TRACKS)),
            ("factions", len(FACTIONS) * len(FACTION_VALUES)), ("available", len(st.piece_types)),
            ("casualties", len(st.piece_types)), ("out_of_play", len(st.piece_types)),
            ("cards", len(CARDS)), ("capabilities", len(st.cards)), ("momentum", len(st.cards)))


def size():
    return sum(n for _, n in layout())


def _by_type(counts):
    """Counts by piece key summed by piece type."""
    st, out = static(), {t: 0 for t in static().piece_types}
    for key, n in counts.items():
        out[st.keys.get(key, (key,))[0]] += n
    return [out[t] for t in st.piece_types]


def encode(game):
    """The vector of the game's position (a numpy array, float32)."""
    import numpy
    st, s, view = static(), game.state, game.view()
    values = []
    for sid in st.spaces:
        sp = s.spaces.get(sid, {})
        pieces = sp.get("pieces", {})
        values += [pieces.get(k, 0) for k in piece_keys()]
        values += [SUPPORT[sp.get("support", "neutral")], CONTROL[view.control[sid]], sp.get("terror", 0),
                   int(bool(sp.get("sabotage")))]
    values += [s.resources["ARVN"], s.resources["NVA"], s.resources["VC"], s.aid, s.patronage, s.econ, s.trail,
               view.total_support, view.total_opposition]
    acted = {a["faction"] for a in s.turn["acted"]}
    for f in FACTIONS:
        values += [view.score[f], view.margin[f], int(s.eligibility[f] == "eligible"), int(f in acted),
                   int(f in s.turn["passed"]), int(view.to_act == f), int(f in s.cards["pivotal"])]
    values += [view.available[t] for t in st.piece_types] + _by_type(s.casualties) + _by_type(s.out_of_play)
    phase = (s.coup or {}).get("phase")
    values += [s.cards["current"] or 0, s.next_card or 0, len(s.cards["deck"]), view.leader_cards,
               (s.cards["leader_box"] or [0])[-1], len(s.turn["pending"]),
               coup_phases().index(phase) + 1 if phase in coup_phases() else 0,
               int(bool(s.game_over)), int(bool(s.cards["peace_talks"]))]
    numbers = sorted(st.cards)
    values += [{"unshaded": 1, "shaded": -1}.get(s.capabilities.get(c), 0) for c in numbers]
    values += [int(c in s.momentum) for c in numbers]
    return numpy.clip(numpy.array(values, dtype=numpy.float32), -BOUND, BOUND)
