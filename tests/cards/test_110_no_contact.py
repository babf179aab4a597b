"""Card 110 No Contact (5.1, 5.1.3, 1.4.1, 1.4.2, 1.4.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

ACTIVE = {"binh_dinh": {"pieces": {"us_irregular_active": 2, "arvn_ranger_active": 1, "arvn_ranger_underground": 1,
                                   "vc_guerrilla_active": 2, "nva_guerrilla_active": 1}},
          "central_laos": {"pieces": {"nva_guerrilla_active": 3, "vc_guerrilla_underground": 1}}}


def test_110_unshaded_2_casualties_onto_the_map_and_rangers_irregulars_underground_1_4_3():
    g = card_game(110, ACTIVE, casualties={"us_troops": 3, "us_base": 1, "us_irregular": 1})
    r = g.apply("event(unshaded) ev_move(casualties, hue, us_base, 1) ev_move(casualties, binh_dinh, us_irregular_underground, 1)")
    assert r.state.pieces("hue") == {"us_base": 1}
    assert r.state.pieces("binh_dinh") == {"us_irregular_underground": 3, "arvn_ranger_underground": 2,
                                           "vc_guerrilla_active": 2, "nva_guerrilla_active": 1}
    assert r.state.casualties == {"us_troops": 3}


def test_110_unshaded_any_2_where_they_may_stack_1_4_2():
    g = card_game(110, {"hue": {"pieces": {"arvn_base": 2}}}, casualties={"us_troops": 3, "us_base": 2})
    assert "1.4.2" in sections(g.check("event(unshaded) ev_move(casualties, hue, us_base, 1) "
                                       "ev_move(casualties, hue, us_troops, 1)"))
    assert "1.4.2" in sections(g.check("event(unshaded) ev_move(casualties, north_vietnam, us_troops, 2)"))
    assert "1.4.2" in sections(g.check("event(unshaded) ev_move(casualties, loc_hue_da_nang, us_base, 1) "
                                       "ev_move(casualties, hue, us_troops, 1)"))
    assert g.check("event(unshaded) ev_move(casualties, loc_hue_da_nang, us_troops, 1) "
                   "ev_move(casualties, kontum, us_base, 1)") == []


def test_110_unshaded_exactly_2_from_the_casualties_box_5_1_3():
    g = card_game(110, casualties={"us_troops": 3})
    assert sections(g.check("event(unshaded) ev_move(casualties, hue, us_troops, 1)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_move(casualties, hue, us_troops, 3)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, hue, us_troops, 2)"))
    r = card_game(110, casualties={"us_troops": 1}).apply("event(unshaded) ev_move(casualties, hue, us_troops, 1)")
    assert r.state.pieces("hue") == {"us_troops": 1} and r.state.casualties == {}
    assert card_game(110).check("event(unshaded)") == []                       # none to place


def test_110_shaded_all_insurgent_guerrillas_underground_1_4_3():
    r = card_game(110, ACTIVE).apply("event(shaded)")
    assert r.state.pieces("binh_dinh") == {"us_irregular_active": 2, "arvn_ranger_active": 1, "arvn_ranger_underground": 1,
                                           "vc_guerrilla_underground": 2, "nva_guerrilla_underground": 1}
    assert r.state.pieces("central_laos") == {"nva_guerrilla_underground": 3, "vc_guerrilla_underground": 1}


def test_110_legal_offers_the_casualties_where_they_may_stack_5_1():
    g = card_game(110, casualties={"us_troops": 3, "us_base": 1})
    moves = set(g.legal("event(unshaded)")["ev_move"])
    assert {"ev_move(casualties,hue,us_troops,2)", "ev_move(casualties,loc_hue_da_nang,us_troops,2)",
            "ev_move(casualties,central_laos,us_base,1)"} <= moves
    assert not [m for m in moves if "north_vietnam" in m or "us_troops,3)" in m or "us_irregular" in m
                or ("loc_" in m and "us_base" in m)]
    assert card_game(110, ACTIVE).legal("event(shaded)") == {}
