"""8.8.3 / 8.4.1: a free Air Lift an Event grants the US Non-player (card 62
Cambodian Civil War) is chosen over a Session that grounds only the lifts
its priorities can take (air_lift_spaces.lp, np_moves_free/2), and the move
is the one chosen with every lift the rules allow (4.2.2, 5.5)."""

import copy

from fitl.game import Game
from fitl.nonplayer.walk import Walk

from .positions import position


def _after_card_62():
    """The US Non-player executes card 62 (unshaded, naming itself) under LBJ:
    its free Air Lift is pending.  The Fishhook: 3 Underground VC (Jungle);
    The Parrot's Beak: 1; Saigon: 10 US Troops; Hue: Police and 2 US Troops,
    Da Nang (Active Support): 4 US Troops and Police."""
    g = position({"the_fishhook": {"pieces": {"vc_guerrilla_underground": 3}},
                  "the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 1}},
                  "saigon": {"pieces": {"us_troops": 10}},
                  "hue": {"pieces": {"us_troops": 2, "arvn_police": 1}},
                  "da_nang": {"pieces": {"us_troops": 4, "arvn_police": 1}, "support": "active_support"}},
                 current=62, nonplayers=("US",))
    st = g.state.clone()
    st.eligibility = {f: "eligible" if f == "US" else "ineligible" for f in ("US", "ARVN", "NVA", "VC")}
    st.us_policy = "lbj"
    after = Game(st).apply("event(unshaded) ev_choice(us)", faction="US").game
    assert after.state.turn["pending"][0]["action"] == "air_lift"
    return after


def _walk(game, narrowed=True):
    walk = Walk(game, "US")
    if not narrowed:
        walk.chart = copy.copy(walk.chart)
        walk.chart.moves_free = set()
    return walk


def _lifts(walk, plain=False):
    return {a for a in walk._session(("sa", "air_lift"), plain=plain).move_atoms() if a.startswith("air_lift(")}


def test_8_4_1_card_62_free_air_lift_grounds_only_what_its_priorities_take():
    """Narrowed: Troops from Saigon into Cambodia (the card sends them there
    whatever the Policy); none out of Da Nang beyond the 2 that leave it 3
    COIN units at Support (8.8.3); with every lift (free.lp's fallback, or no
    np_moves_free), more, Da Nang's 3rd and 4th Troop among them."""
    game = _after_card_62()
    narrowed, every = _lifts(_walk(game)), _lifts(_walk(game, narrowed=False))
    assert "air_lift(saigon,the_fishhook,us_troops,6)" in narrowed
    assert not any(a.startswith("air_lift(da_nang,") and a.endswith(",3)") for a in narrowed)
    assert any(a.startswith("air_lift(da_nang,") and a.endswith(",3)") for a in every)
    assert narrowed < every
    assert _lifts(_walk(game), plain=True) == every


def test_8_4_1_card_62_free_air_lift_the_same_move_as_with_every_lift():
    """The card's priority (air_lift_free.lp: just enough Troops into 1
    space for the Sweep to Activate the most Guerrillas) picks The Fishhook,
    6 Troops (3 Underground VC, 1 per 2 cubes in Jungle), narrowed or not."""
    game = _after_card_62()
    move = _walk(game).run()
    assert sorted(move) == sorted(_walk(game, narrowed=False).run())
    assert sorted(a for a in move if a.startswith("air_lift(")) == ["air_lift(saigon,the_fishhook,us_troops,6)"]
