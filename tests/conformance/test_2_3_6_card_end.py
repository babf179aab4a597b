"""2.3, 2.3.6, 5.1: a card ends once no Eligible Faction is left to act on it,
including when the Event just played made the last of them Ineligible."""

from tests.helpers import card_game, sections

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


ALL_INELIGIBLE = {"US": "ineligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "ineligible"}


def test_card_with_no_eligible_faction_is_played_by_nobody_then_all_eligible_2_3_2_3_6():
    # Card 67 shaded (VC, 1st Eligible; US and ARVN already Ineligible) makes
    # the US and ARVN Ineligible through the next card; the NVA, 2nd Eligible,
    # Rallies.  On card 2 nobody is Eligible: Ineligible Factions do nothing
    # (2.3), so the card passes with nobody acting, and as nobody executed an
    # Operation or Event on it, all four are Eligible for card 3 (2.3.6).
    qn = "quang_nam"
    g = card_game(67, {qn: {"pieces": {"vc_guerrilla_underground": 2}}}, deck=(2, 3, 4),
                  eligibility={"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"})
    r = g.apply(f"event(shaded) ev_move({qn}, central_laos, vc_guerrilla_underground, 2)")
    r = r.game.apply("rally(southern_laos)")
    assert r.card_done
    assert r.state.cards["current"] == 3 and r.state.cards["played"] == [67, 2]
    assert r.state.eligibility == {"US": "eligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"}
    assert r.game.turn().to_act == "US"                      # card 3's order begins with the US


def test_saved_position_with_no_eligible_faction_goes_on_to_the_next_card_2_3():
    g = card_game(10, eligibility=ALL_INELIGIBLE, deck=(2, 3))
    assert g.turn().to_act is None and g.turn().idle
    settled = g.settled()
    assert settled.state.cards["current"] == 2 and settled.state.cards["played"] == [10]
    assert set(settled.state.eligibility.values()) == {"eligible"}
    r = g.apply("idle")                                      # the same, as a move
    assert r.state.cards["current"] == 2 and r.card_done


def test_idle_is_refused_while_a_faction_is_eligible_2_3():
    g = card_game(10, eligibility=dict(ALL_INELIGIBLE, VC="eligible"))
    assert not g.turn().idle
    assert "2.3" in sections(g.check("idle"))
    assert "2.3" in sections(card_game(10, eligibility=ALL_INELIGIBLE).check("idle pass"))


def test_legal_offers_idle_alone_on_a_card_with_no_eligible_faction_2_3():
    g = card_game(10, eligibility=ALL_INELIGIBLE)
    assert g.legal() == {"idle": ["idle"]}
    assert list(g.legal_moves()) == ["idle"]
