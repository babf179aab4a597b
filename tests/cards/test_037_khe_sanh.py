"""Card 37 Khe Sanh (5.1, 5.1.3, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

BASE = {"quang_tri_thua_thien": {"pieces": {"us_base": 1, "us_troops": 2, "nva_troops": 4}},
        "central_laos": {"pieces": {"nva_troops": 5}},
        "hue": {"pieces": {"nva_troops": 3}},
        "binh_dinh": {"pieces": {"nva_troops": 6}}}          # not adjacent to Quang Tri


def test_unshaded_remove_10_nva_troops_within_1_space_of_the_base_tip_5_1():
    g = card_game(37, BASE)
    r = g.apply("event(unshaded) ev_space(quang_tri_thua_thien) ev_remove(quang_tri_thua_thien, nva_troops, 4) "
                "ev_remove(central_laos, nva_troops, 5) ev_remove(hue, nva_troops, 1)")
    assert r.state.pieces("quang_tri_thua_thien") == {"us_base": 1, "us_troops": 2}
    assert r.state.pieces("central_laos") == {} and r.state.pieces("hue") == {"nva_troops": 2}


def test_unshaded_10_if_there_are_and_not_from_farther_5_1_3():
    g = card_game(37, BASE)
    assert sections(g.check("event(unshaded) ev_space(quang_tri_thua_thien) ev_remove(central_laos, nva_troops, 5) "
                            "ev_remove(hue, nva_troops, 3)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(unshaded) ev_space(quang_tri_thua_thien) "
                                     "ev_remove(quang_tri_thua_thien, nva_troops, 4) ev_remove(central_laos, nva_troops, 5) "
                                     "ev_remove(binh_dinh, nva_troops, 1)"))
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]


def test_unshaded_fewer_than_10_all_of_them_and_a_base_with_troops_only_5_1_3():
    g = card_game(37, {"hue": {"pieces": {"us_base": 1, "us_troops": 1}}, "loc_hue_da_nang": {"pieces": {"nva_troops": 2}},
                       "da_nang": {"pieces": {"us_base": 1, "nva_troops": 3}}})
    assert "5.1" in sections(g.check("event(unshaded) ev_space(da_nang) ev_remove(da_nang, nva_troops, 3) "
                                     "ev_remove(loc_hue_da_nang, nva_troops, 2)"))        # no US Troops at Da Nang
    r = g.apply("event(unshaded) ev_space(hue) ev_remove(loc_hue_da_nang, nva_troops, 2)")
    assert r.state.pieces("loc_hue_da_nang") == {}
    assert g.legal("event(unshaded)") == {"ev_space": ["ev_space(hue)"],
                                          "ev_remove": ["ev_remove(loc_hue_da_nang,nva_troops,2)"]}


def test_shaded_up_to_3_us_troops_in_a_space_with_nva_to_casualties_us_ineligible_2_3_6():
    g = card_game(37, {"quang_nam": {"pieces": {"us_troops": 5, "nva_guerrilla_active": 1}},
                       "hue": {"pieces": {"us_troops": 2, "nva_troops": 1}}})
    r = g.apply("event(shaded) ev_remove(quang_nam, us_troops, 3)")
    assert r.state.pieces("quang_nam") == {"us_troops": 2, "nva_guerrilla_active": 1}
    assert r.state.casualties == {"us_troops": 3}
    assert r.state.eligibility["US"] == "ineligible"
    assert "5.1" in sections(g.check("event(shaded) ev_remove(quang_nam, us_troops, 4)"))
    assert "5.1" in sections(g.check("event(shaded) ev_remove(quang_nam, us_troops, 2) ev_remove(hue, us_troops, 1)"))


def test_shaded_only_where_nva_is_and_none_is_legal_5_1():
    g = card_game(37, {"saigon": {"pieces": {"us_troops": 5, "vc_guerrilla_active": 2}},
                       "hue": {"pieces": {"us_troops": 2, "nva_troops": 1}}})
    assert "5.1" in sections(g.check("event(shaded) ev_remove(saigon, us_troops, 3)"))
    r = g.apply("event(shaded)")
    assert r.state.casualties == {} and r.state.eligibility["US"] == "ineligible"
    assert g.legal("event(shaded)") == {"ev_remove": ["ev_remove(hue,us_troops,1)", "ev_remove(hue,us_troops,2)"]}
