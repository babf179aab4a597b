"""Card 2 Kissinger (5.1, 5.1.1, 5.1.3, 2.2, 1.4.1, 1.8; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"central_laos": {"pieces": {"nva_troops": 3, "nva_base_tunneled": 1}},
          "the_parrots_beak": {"pieces": {"vc_guerrilla_active": 2, "vc_base": 1}},
          "tay_ninh": {"pieces": {"vc_guerrilla_active": 4}}}


def test_unshaded_die_first_then_that_many_insurgent_pieces_from_laos_and_cambodia_2_2():
    g = card_game(2, deck=(3, 4), spaces=SPACES)                                     # US first
    r = g.apply("event(unshaded)", dice=[4])
    assert r.state.turn["pending"][0] == {"faction": "US", "action": "rest", "card": 2, "side": "unshaded", "roll": 4}
    assert "5.1" in sections(r.game.check("event_rest ev_remove(tay_ninh, vc_guerrilla_active, 4)"))
    assert "5.1" in sections(r.game.check("event_rest ev_remove(central_laos, nva_base_tunneled, 1) "
                                          "ev_remove(central_laos, nva_troops, 3)"))      # not the US's own (5.1.1)
    assert "5.1.3" in sections(r.game.check("event_rest ev_remove(central_laos, nva_troops, 3)"))
    assert "ev_remove(the_parrots_beak,vc_base,1)" in r.game.legal("event_rest")["ev_remove"]
    r = r.game.apply("event_rest ev_remove(central_laos, nva_troops, 2) ev_remove(the_parrots_beak, vc_base, 1) "
                     "ev_remove(the_parrots_beak, vc_guerrilla_active, 1)")
    assert pieces(r, "central_laos") == {"nva_troops": 1, "nva_base_tunneled": 1}
    assert pieces(r, "the_parrots_beak") == {"vc_guerrilla_active": 1}


def test_unshaded_as_many_as_there_are_5_1_3():
    r = card_game(2, deck=(3, 4), spaces={"central_laos": {"pieces": {"nva_troops": 1}}}).apply("event(unshaded)", dice=[6])
    assert pieces(r.game.apply("event_rest ev_remove(central_laos, nva_troops, 1)"), "central_laos") == {}


def test_shaded_nva_place_then_the_us_moves_2_troops_out_of_play_aid_minus_6_ruling_70():
    g = card_game(2, deck=(3, 4), spaces={"hue": {"pieces": {"us_troops": 3}}})       # the US executes
    r = g.apply("event(shaded) ev_move(hue, out_of_play, us_troops, 1) ev_move(available, out_of_play, us_troops, 1)")
    assert r.state.aid == 9 and pieces(r, "hue") == {"us_troops": 2} and r.state.out_of_play == {"us_troops": 2}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "rest")]
    assert "5.1" in sections(r.game.check("event_rest ev_place(central_laos, nva_troops, 2)"))
    r = r.game.apply("event_rest ev_place(the_fishhook, nva_base, 1) ev_place(the_parrots_beak, nva_troops, 1)")
    assert pieces(r, "the_fishhook") == {"nva_base": 1} and pieces(r, "the_parrots_beak") == {"nva_troops": 1}


def test_shaded_another_executes_the_nva_then_the_us_select_in_turn_5_1():
    g = card_game(2, deck=(3, 4), spaces={"hue": {"pieces": {"us_troops": 3}}},
                  eligibility={"US": "ineligible", "NVA": "ineligible", "ARVN": "eligible", "VC": "eligible"})
    r = g.apply("event(shaded)")                                  # the ARVN execute
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "rest"), ("US", "rest")]
    r = r.game.apply("event_rest ev_place(the_fishhook, nva_troops, 2)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "rest")]
    assert "5.1.3" in sections(r.game.check("event_rest ev_move(hue, out_of_play, us_troops, 1)"))
    r = r.game.apply("event_rest ev_move(hue, out_of_play, us_troops, 2)")
    assert pieces(r, "hue") == {"us_troops": 1} and r.state.out_of_play == {"us_troops": 2}


def test_shaded_the_nva_executing_place_at_once_and_only_the_us_selects_after_5_1():
    g = card_game(2, deck=(3, 4), spaces={"hue": {"pieces": {"us_troops": 3}}},
                  eligibility={"US": "ineligible", "NVA": "eligible", "ARVN": "eligible", "VC": "eligible"})
    r = g.apply("event(shaded) ev_place(sihanoukville, nva_guerrilla, 2)")
    assert pieces(r, "sihanoukville") == {"nva_guerrilla_underground": 2}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "rest")]


def test_shaded_the_us_troops_may_come_from_casualties_tip_5_1():
    """The tip: "any" US Troops include those in the Casualties box."""
    g = card_game(2, deck=(3, 4), casualties={"us_troops": 3})                  # the US executes
    r = g.apply("event(shaded) ev_move(casualties, out_of_play, us_troops, 2)")
    assert r.state.casualties == {"us_troops": 1} and r.state.out_of_play == {"us_troops": 2}
    assert "ev_move(casualties,out_of_play,us_troops,2)" in g.legal("event(shaded)")["ev_move"]


def test_shaded_only_casualties_left_they_must_go_5_1_3():
    """All 40 US Troops in Casualties: 2 of them go (5.1.3), none is not enough."""
    g = card_game(2, deck=(3, 4), casualties={"us_troops": 40})
    assert "5.1.3" in sections(g.check("event(shaded)"))
