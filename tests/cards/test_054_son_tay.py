"""Card 54 Son Tay (5.1, 5.1.3, 2.3.2, 2.3.6, 1.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections, play_out

ALL = {"US": "eligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"}



def test_unshaded_2_troop_casualties_to_available_nva_ineligible_through_next_card_2_3_6():
    g = card_game(54, casualties={"us_troops": 3, "us_base": 1})          # NVA first
    r = g.apply("event(unshaded)")
    assert r.state.casualties == {"us_troops": 1, "us_base": 1}
    assert r.game.view().available["us_troops"] == g.view().available["us_troops"] + 2
    assert r.game.turn().to_act == "VC"
    r = play_out(r)
    assert r.state.eligibility["NVA"] == "ineligible" and r.state.eligibility["US"] == "eligible"


def test_unshaded_us_executing_stays_eligible_and_arvn_acts_as_usual_tip():
    g = card_game(54, eligibility={**ALL, "NVA": "ineligible", "VC": "ineligible"})
    assert g.turn().to_act == "US"
    r = g.apply("event(unshaded)")
    assert r.game.turn().to_act == "ARVN" and "special_activity" in r.game.legal("train(saigon)")
    r = r.game.apply("train(saigon)")
    assert r.card_done and r.state.eligibility["US"] == "eligible"


def test_unshaded_an_ineligible_us_goes_to_the_eligible_box_at_once_tip_2_3_2():
    g = card_game(54, eligibility={**ALL, "VC": "ineligible", "US": "ineligible"})
    r = g.apply("event(unshaded)")
    assert r.state.eligibility["US"] == "eligible" and r.game.turn().to_act == "US"


def test_shaded_any_2_casualties_out_of_play_us_ineligible_through_next_card_5_1():
    g = card_game(54, casualties={"us_troops": 1, "us_base": 2})
    assert "5.1.3" in sections(g.check("event(shaded) ev_move(casualties, out_of_play, us_base, 1)"))
    assert set(g.legal("event(shaded)")["ev_move"]) == {"ev_move(casualties,out_of_play,us_base,1)",
                                                        "ev_move(casualties,out_of_play,us_base,2)",
                                                        "ev_move(casualties,out_of_play,us_troops,1)"}
    r = g.apply("event(shaded) ev_move(casualties, out_of_play, us_base, 1) ev_move(casualties, out_of_play, us_troops, 1)")
    assert r.state.casualties == {"us_base": 1} and r.state.out_of_play == {"us_base": 1, "us_troops": 1}
    assert r.state.eligibility["US"] == "ineligible"
    assert play_out(r).state.eligibility["US"] == "ineligible"


def test_shaded_as_many_as_there_are_5_1_3():
    g = card_game(54, casualties={"us_troops": 1})
    assert g.check("event(shaded) ev_move(casualties, out_of_play, us_troops, 1)") == []
    assert card_game(54).check("event(shaded)") == []
