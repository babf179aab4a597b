"""Card 81 CIDG (5.1, 5.1.3, 2.2, 1.4.1; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"quang_nam": {"pieces": {"vc_guerrilla_underground": 2, "vc_guerrilla_active": 1}},
          "tay_ninh": {"pieces": {"vc_guerrilla_active": 2}},
          "the_parrots_beak": {"pieces": {"vc_guerrilla_active": 3}}}


def test_unshaded_die_first_then_that_many_vc_guerrillas_replaced_in_the_south_2_2():
    g = card_game(81, SPACES)
    r = g.apply("event(unshaded)", dice=[3])
    assert r.state.turn["pending"][0]["roll"] == 3
    m = ("event_rest ev_remove(quang_nam, vc_guerrilla_underground, 2) ev_remove(tay_ninh, vc_guerrilla_active, 1) "
         "ev_place(quang_nam, arvn_ranger, 1) ev_place(quang_nam, us_irregular, 1) ev_place(tay_ninh, arvn_police, 1)")
    r2 = r.game.apply(m)
    assert pieces(r2, "quang_nam") == {"vc_guerrilla_active": 1, "arvn_ranger_underground": 1, "us_irregular_underground": 1}
    assert pieces(r2, "tay_ninh") == {"vc_guerrilla_active": 1, "arvn_police": 1}


def test_unshaded_south_only_all_of_the_roll_one_for_one_5_1_3():
    r = card_game(81, SPACES).apply("event(unshaded)", dice=[3])
    assert "5.1" in sections(r.game.check("event_rest ev_remove(the_parrots_beak, vc_guerrilla_active, 3) "
                                          "ev_place(the_parrots_beak, arvn_police, 3)"))
    assert "5.1.3" in sections(r.game.check("event_rest ev_remove(tay_ninh, vc_guerrilla_active, 2) "
                                            "ev_place(tay_ninh, arvn_police, 2)"))
    assert "5.1" in sections(r.game.check("event_rest ev_remove(quang_nam, vc_guerrilla_active, 1) "
                                          "ev_remove(tay_ninh, vc_guerrilla_active, 2) ev_place(quang_nam, arvn_police, 3)"))
    assert "ev_remove(tay_ninh,vc_guerrilla_active,2)" in r.game.legal("event_rest")["ev_remove"]


def test_shaded_a_highland_loses_rangers_police_irregulars_for_2_vc_guerrillas_5_1():
    spaces = {"pleiku_darlac": {"pieces": {"arvn_ranger_active": 1, "arvn_police": 2, "us_irregular_underground": 1,
                                           "arvn_troops": 2, "us_troops": 1}},
              "kien_phong": {"pieces": {"arvn_police": 1}}}                      # Lowland
    g = card_game(81, spaces)
    assert "5.1" in sections(g.check("event(shaded) ev_space(kien_phong) ev_place(kien_phong, vc_guerrilla, 2)"))
    assert g.legal("event(shaded)")["ev_space"] == ["ev_space(pleiku_darlac)"]
    r = g.apply("event(shaded) ev_space(pleiku_darlac) ev_place(pleiku_darlac, vc_guerrilla, 2)")
    assert pieces(r, "pleiku_darlac") == {"arvn_troops": 2, "us_troops": 1, "vc_guerrilla_underground": 2}


def test_81_shaded_irregulars_go_to_available_not_casualties_tip_1_4_1():
    g = card_game(81, {"pleiku_darlac": {"pieces": {"us_irregular_active": 2}}})
    r = g.apply("event(shaded) ev_space(pleiku_darlac) ev_place(pleiku_darlac, vc_guerrilla, 2)")
    assert r.state.casualties == {}
    assert r.game.view().available["us_irregular"] == g.view().available["us_irregular"] + 2
