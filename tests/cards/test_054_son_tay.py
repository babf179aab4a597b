"""Card 54 Son Tay (5.1, 5.1.3, 2.3.2, 2.3.6, 1.4.1; card text and tip in shared/reference).
Unshaded "US Eligible" (L2, ev_eligible_next): the US cylinder goes to the Eligible
box at once and the US is Eligible for the next card, even if it acted on this one."""

from tests.helpers import card_game, sections, play_out

ALL = {"US": "eligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"}


def test_54_unshaded_2_troop_casualties_to_available_nva_ineligible_through_next_card_2_3_6():
    g = card_game(54, casualties={"us_troops": 3, "us_base": 1})          # NVA first (NVA, VC, US, ARVN)
    r = g.apply("event(unshaded)")
    assert r.state.casualties == {"us_troops": 1, "us_base": 1}            # Troops only
    assert r.game.view().available["us_troops"] == g.view().available["us_troops"] + 2
    assert r.game.turn().to_act == "VC"
    r = play_out(r)
    assert r.state.eligibility["NVA"] == "ineligible" and r.state.eligibility["US"] == "eligible"


def test_54_unshaded_as_many_troop_casualties_as_there_are_5_1_3():
    r = card_game(54, casualties={"us_troops": 1, "us_base": 2}).apply("event(unshaded)")
    assert r.state.casualties == {"us_base": 2}


def test_54_unshaded_nva_not_executing_is_ineligible_through_the_next_card_2_3_6():
    g = card_game(54, eligibility={**ALL, "NVA": "ineligible"})            # VC executes
    assert g.turn().to_act == "VC"
    r = play_out(g.apply("event(unshaded)"))
    assert r.state.eligibility["NVA"] == "ineligible"                      # not Eligible again after this card
    assert r.state.eligibility["VC"] == "ineligible"                       # the executor, as usual (2.3.6)


def test_54_unshaded_us_executing_stays_eligible_and_arvn_acts_as_usual_tip_l2():
    g = card_game(54, eligibility={**ALL, "NVA": "ineligible", "VC": "ineligible"})
    assert g.turn().to_act == "US"
    r = g.apply("event(unshaded)")
    assert r.game.turn().to_act == "ARVN" and "special_activity" in r.game.legal("train(saigon)")
    r = r.game.apply("train(saigon)")
    assert r.card_done and r.state.eligibility["US"] == "eligible" and r.state.eligibility["ARVN"] == "ineligible"


def test_54_unshaded_us_that_acted_first_is_eligible_for_the_next_card_ruling_l2_2_3_6():
    # The US executes an Operation with a Special Activity as 1st Eligible; the ARVN,
    # 2nd, executes the Event (2.3.4): the US does not act again on this card, but
    # is Eligible for the next one, against 2.3.6's rule for a Faction that acted.
    g = card_game(54, {"saigon": {"pieces": {"us_troops": 2}}, "hue": {"pieces": {"us_troops": 1}}},
                  eligibility={**ALL, "NVA": "ineligible", "VC": "ineligible"})
    r = g.apply("train(hue) air_lift(saigon, hue, us_troops, 1)")
    assert r.game.turn().to_act == "ARVN"
    r = r.game.apply("event(unshaded)")
    assert r.card_done
    assert r.state.eligibility["US"] == "eligible" and r.state.eligibility["ARVN"] == "ineligible"


def test_54_unshaded_an_ineligible_us_goes_to_the_eligible_box_at_once_tip_2_3_2():
    g = card_game(54, eligibility={**ALL, "VC": "ineligible", "US": "ineligible"})
    r = g.apply("event(unshaded)")
    assert r.state.eligibility["US"] == "eligible" and r.game.turn().to_act == "US"


def test_54_unshaded_legal_offers_the_event_and_no_selection_5_1():
    g = card_game(54, casualties={"us_troops": 3})
    assert {"event(unshaded)", "event(shaded)"} <= set(g.legal("")["event"])
    assert g.legal("event(unshaded)") == {}                                 # nothing left to choose
    assert "5.1" in sections(g.check("event(unshaded) ev_move(casualties, available, us_troops, 2)"))


def test_54_shaded_any_2_casualties_out_of_play_us_ineligible_through_next_card_5_1():
    g = card_game(54, casualties={"us_troops": 1, "us_base": 2})
    assert "5.1.3" in sections(g.check("event(shaded) ev_move(casualties, out_of_play, us_base, 1)"))
    assert set(g.legal("event(shaded)")["ev_move"]) == {"ev_move(casualties,out_of_play,us_base,1)",
                                                        "ev_move(casualties,out_of_play,us_base,2)",
                                                        "ev_move(casualties,out_of_play,us_troops,1)"}
    r = g.apply("event(shaded) ev_move(casualties, out_of_play, us_base, 1) ev_move(casualties, out_of_play, us_troops, 1)")
    assert r.state.casualties == {"us_base": 1} and r.state.out_of_play == {"us_base": 1, "us_troops": 1}
    assert r.state.eligibility["US"] == "ineligible"
    assert play_out(r).state.eligibility["US"] == "ineligible"


def test_54_shaded_casualties_only_and_at_most_2_5_1():
    g = card_game(54, casualties={"us_troops": 3})
    assert "5.1" in sections(g.check("event(shaded) ev_move(available, out_of_play, us_troops, 2)"))
    assert "5.1" in sections(g.check("event(shaded) ev_move(casualties, out_of_play, us_troops, 3)"))
    assert "5.1" in sections(g.check("event(shaded) ev_move(casualties, available, us_troops, 2)"))


def test_54_shaded_as_many_as_there_are_5_1_3():
    g = card_game(54, casualties={"us_troops": 1})
    assert g.check("event(shaded) ev_move(casualties, out_of_play, us_troops, 1)") == []
    assert card_game(54).check("event(shaded)") == []


def test_54_whole_move_enumeration_offers_each_pair_of_casualties_and_the_unshaded_5_1():
    g = card_game(54, casualties={"us_troops": 1, "us_base": 2})
    moves = []
    for m in g.legal_moves():                    # lazy, in a fixed order: Pass, shaded, unshaded, ...
        moves.append(m)
        if "event(unshaded)" in m:
            break
    assert sorted(m for m in moves if "event(shaded)" in m) == [
        "ev_move(casualties,out_of_play,us_base,1) ev_move(casualties,out_of_play,us_troops,1) event(shaded)",
        "ev_move(casualties,out_of_play,us_base,2) event(shaded)"]
    assert "event(unshaded)" in moves
