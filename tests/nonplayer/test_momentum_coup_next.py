"""8.1: with a Coup card next, a Non-player takes a Momentum Event only for
what it does at once or in the Coup Round; the rule's examples take Medevac
(its unshaded Momentum acts in the Coup Round's Commitment Phase) and not
Claymores (it lasts only until the Coup)."""

from .positions import ask, position

QUIET = {"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}},
         "saigon": {"pieces": {"us_troops": 2, "us_base": 1}}}
US_ONLY = {"US": "eligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "ineligible"}
COUP_NEXT, CARD_NEXT = [125, 1], [1, 125]


def _event_q(card, deck):
    g = position(QUIET, current=card, deck=deck, eligibility=US_ONLY, nonplayers=("US",),
                 casualties={"us_troops": 2})
    assert g.turn().to_act == "US"
    return ask(g, "event_q", faction="US")


def test_8_1_medevac_with_a_coup_next_acts_in_its_commitment():
    """Card 15 Medevac, unshaded (the US side, 8.4.2): Momentum for this
    Commitment Phase, which the Coup card next brings: effective (8.1's
    example), as with another card next."""
    assert _event_q(15, COUP_NEXT) == "yes"
    assert _event_q(15, CARD_NEXT) == "yes"


def test_8_1_claymores_with_a_coup_next_is_not_taken():
    """The other branch: card 17 Claymores, unshaded, lasts until the Coup
    and does nothing in it: not taken with a Coup card next (8.1's example),
    taken with another card next."""
    assert _event_q(17, COUP_NEXT) == "no"
    assert _event_q(17, CARD_NEXT) == "yes"
