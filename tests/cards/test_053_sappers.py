"""Card 53 Sappers (5.1, 5.1.3, 1.4.1, 2.3.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_2_nva_troops_each_from_up_to_3_south_spaces_and_stay_eligible_2_3_6():
    g = card_game(53, {"quang_nam": {"pieces": {"nva_troops": 4}}, "hue": {"pieces": {"nva_troops": 2}},
                       "tay_ninh": {"pieces": {"nva_troops": 1, "nva_guerrilla_active": 2}}})
    r = g.apply("event(unshaded) ev_remove(quang_nam, nva_troops, 2) ev_remove(hue, nva_troops, 2) "
                "ev_remove(tay_ninh, nva_troops, 1)")
    assert r.state.pieces("quang_nam") == {"nva_troops": 2} and r.state.pieces("hue") == {}
    assert r.state.pieces("tay_ninh") == {"nva_guerrilla_active": 2}            # Troops only; 1 where only 1
    assert r.state.turn["marks"] == {"NVA": ["stays_eligible"]}
    while not r.card_done:                                           # the others pass
        r = r.game.apply("pass")
    assert r.state.eligibility["NVA"] == "eligible"                       # the executing Faction (2.3.6)


def test_unshaded_exactly_2_each_south_only_3_spaces_at_most_5_1():
    g = card_game(53, {"quang_nam": {"pieces": {"nva_troops": 4}}, "hue": {"pieces": {"nva_troops": 2}},
                       "binh_dinh": {"pieces": {"nva_troops": 2}}, "tay_ninh": {"pieces": {"nva_troops": 2}},
                       "central_laos": {"pieces": {"nva_troops": 3}}})
    assert g.check("event(unshaded)") == []                                          # "up to"
    assert sections(g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 3)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_remove(central_laos, nva_troops, 2)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 2) ev_remove(hue, nva_troops, 2) "
                            "ev_remove(binh_dinh, nva_troops, 2) ev_remove(tay_ninh, nva_troops, 2)")) == ["5.1"]
    assert set(g.legal("event(unshaded)")["ev_remove"]) == {f"ev_remove({s},nva_troops,2)" for s in
                                                            ("quang_nam", "hue", "binh_dinh", "tay_ninh")}


def test_shaded_1_us_and_2_arvn_bases_from_provinces_us_to_casualties_5_1():
    g = card_game(53, {"quang_nam": {"pieces": {"us_base": 1, "arvn_base": 1}}, "binh_dinh": {"pieces": {"arvn_base": 2}}})
    r = g.apply("event(shaded) ev_remove(quang_nam, us_base, 1) ev_remove(quang_nam, arvn_base, 1) "
                "ev_remove(binh_dinh, arvn_base, 1)")
    assert r.state.pieces("quang_nam") == {} and r.state.pieces("binh_dinh") == {"arvn_base": 1}
    assert r.state.casualties == {"us_base": 1}


def test_shaded_limits_provinces_only_up_to_5_1():
    g = card_game(53, {"quang_nam": {"pieces": {"us_base": 2}}, "binh_dinh": {"pieces": {"arvn_base": 2}},
                       "hue": {"pieces": {"arvn_base": 1}}, "tay_ninh": {"pieces": {"arvn_base": 1}}})
    assert g.check("event(shaded)") == []
    assert sections(g.check("event(shaded) ev_remove(quang_nam, us_base, 2)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_remove(binh_dinh, arvn_base, 2) ev_remove(tay_ninh, arvn_base, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_remove(hue, arvn_base, 1)")) == ["5.1"]          # a City (tip)
    assert set(g.legal("event(shaded)")["ev_remove"]) == {
        "ev_remove(quang_nam,us_base,1)", "ev_remove(binh_dinh,arvn_base,1)", "ev_remove(binh_dinh,arvn_base,2)",
        "ev_remove(tay_ninh,arvn_base,1)"}
