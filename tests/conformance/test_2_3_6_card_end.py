"""2.3, 2.3.6, 5.1: a card ends once no Eligible Faction is left to act on it,
including when the Event just played made the last of them Ineligible."""

from tests.helpers import card_game

ELIGIBILITY_ONLY_NVA = {"US": "eligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "ineligible"}


def test_rolling_thunder_ineligibles_the_last_faction_card_ends_2_3_6():
    # Card 10 (order US, NVA, VC, ARVN): ARVN and VC are Ineligible; the US, 1st
    # Eligible, plays the unshaded Event, which makes the NVA Ineligible now and
    # through the next card.  No Eligible Faction is left: the card is over.
    g = card_game(10, eligibility=ELIGIBILITY_ONLY_NVA, deck=(2, 3))
    r = g.apply("event(unshaded)")
    assert r.card_done
    assert r.state.cards["current"] == 2
    # The US executed the Event; the NVA stays out through the next card.
    assert r.state.eligibility == {"US": "ineligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "eligible"}
    assert r.game.turn().to_act is not None


def test_rolling_thunder_with_another_eligible_left_card_goes_on_2_3_6():
    # The same Event with the VC still Eligible: the NVA, next in the card's
    # order, is now Ineligible (5.1), so the VC acts as 2nd Eligible.
    elig = dict(ELIGIBILITY_ONLY_NVA, VC="eligible")
    r = card_game(10, eligibility=elig).apply("event(unshaded)")
    assert not r.card_done
    assert r.game.turn().to_act == "VC"
