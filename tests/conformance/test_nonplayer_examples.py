"""The rulebook's worked examples of section 8 (Non-players) that no test in
tests/nonplayer/ reproduced figure for figure."""

import pytest

from tests.nonplayer.positions import ask, position

FACTIONS = ("US", "ARVN", "NVA", "VC")
QUIET = {"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}},
         "saigon": {"pieces": {"us_troops": 2, "us_base": 1, "arvn_police": 2, "arvn_troops": 2}},
         "hue": {"pieces": {"arvn_police": 1, "arvn_troops": 1}},
         "quang_tri_thua_thien": {"pieces": {"nva_guerrilla_active": 2}}}
COUP_NEXT, CARD_NEXT = [125, 1], [1, 125]


def _event_q(card, faction, deck):
    """Whether Non-player `faction`, alone Eligible on `card`, plays its Event."""
    elig = {f: "eligible" if f == faction else "ineligible" for f in FACTIONS}
    g = position(QUIET, current=card, deck=deck, eligibility=elig, nonplayers=(faction,),
                 casualties={"us_troops": 2})
    assert g.turn().to_act == faction
    return ask(g, "event_q", faction=faction)


@pytest.mark.parametrize("card, faction", [(41, "NVA"), (16, "US"), (39, "NVA"), (10, "VC")])
def test_8_1_example_momentum_events_with_an_immediate_or_coup_round_effect_are_taken_with_a_coup_next(card, faction):
    """8.1 EXAMPLES: Bombing Pause (41: two spaces to Passive Support at once),
    Blowtorch Komer (16 unshaded: this Support Phase), Oriskany (39 shaded: a
    US Troop Out of Play at once, no Degrade through the Coup), Rolling
    Thunder (10 shaded: -5 ARVN Resources at once) are effective even with a
    Coup card next (Medevac: tests/nonplayer/test_momentum_coup_next.py)."""
    assert _event_q(card, faction, COUP_NEXT) == "yes"


def test_8_1_example_wild_weasels_is_not_taken_with_a_coup_next():
    """8.1 EXAMPLES: shaded Wild Weasels (5) lasts only until the Coup and does
    nothing at once: not taken with a Coup card next; taken with another card
    next (Claymores: tests/nonplayer/test_momentum_coup_next.py)."""
    assert _event_q(5, "NVA", COUP_NEXT) == "no"
    assert _event_q(5, "NVA", CARD_NEXT) == "yes"
