"""Card 113 Ruff Puff (5.1, 5.1.1, 5.1.3, 1.4.1, 1.4.2; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections

POLICE = {"binh_dinh": {"pieces": {"arvn_police": 3}},
          "loc_hue_da_nang": {"pieces": {"arvn_police": 2}},
          "hue": {"pieces": {"arvn_police": 4}},
          "tay_ninh": {"pieces": {"arvn_police": 1, "nva_base": 1, "vc_base": 1}}}


def test_113_unshaded_up_to_8_police_in_the_south_locs_included_5_1():
    g = card_game(113)
    r = g.apply("event(unshaded) ev_place(saigon, arvn_police, 5) ev_place(loc_hue_da_nang, arvn_police, 3)")
    assert r.state.pieces("saigon") == {"arvn_police": 5} and r.state.pieces("loc_hue_da_nang") == {"arvn_police": 3}
    assert g.check("event(unshaded) ev_place(hue, arvn_police, 1)") == []                # up to
    assert g.check("event(unshaded)") == []


def test_113_unshaded_at_most_8_and_only_in_the_south_5_1():
    g = card_game(113)
    assert sections(g.check("event(unshaded) ev_place(saigon, arvn_police, 5) ev_place(hue, arvn_police, 4)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_place(central_laos, arvn_police, 2)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_place(saigon, arvn_troops, 2)")) == ["5.1"]


def test_113_unshaded_only_as_many_as_available_1_4_1():
    # 30 Police in the Force Pool: 27 on the map leave 3 Available.
    g = card_game(113, {"can_tho": {"pieces": {"arvn_police": 27}}})
    assert "1.4.1" in sections(g.check("event(unshaded) ev_place(saigon, arvn_police, 4)"))


def test_113_shaded_replace_5_police_outside_cities_one_may_be_a_base_5_1():
    g = card_game(113, POLICE)
    r = g.apply("event(shaded) ev_remove(binh_dinh, arvn_police, 3) ev_remove(loc_hue_da_nang, arvn_police, 2) "
                "ev_place(binh_dinh, vc_base, 1) ev_place(binh_dinh, vc_guerrilla, 2) "
                "ev_place(loc_hue_da_nang, vc_guerrilla, 2)")
    assert r.state.pieces("binh_dinh") == {"vc_base": 1, "vc_guerrilla_underground": 2}
    assert r.state.pieces("loc_hue_da_nang") == {"vc_guerrilla_underground": 2}
    assert r.state.pieces("hue") == {"arvn_police": 4}


def test_113_shaded_not_in_cities_one_base_at_most_each_where_the_police_was_5_1():
    g = card_game(113, POLICE)
    rm = "event(shaded) ev_remove(binh_dinh, arvn_police, 3) ev_remove(loc_hue_da_nang, arvn_police, 2) "
    assert sections(g.check("event(shaded) ev_remove(hue, arvn_police, 4) ev_remove(binh_dinh, arvn_police, 1) "
                            "ev_place(hue, vc_guerrilla, 4) ev_place(binh_dinh, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check(rm + "ev_place(binh_dinh, vc_base, 2) ev_place(binh_dinh, vc_guerrilla, 1) "
                                 "ev_place(loc_hue_da_nang, vc_guerrilla, 2)")) == ["5.1"]
    assert sections(g.check(rm + "ev_place(binh_dinh, vc_guerrilla, 4) ev_place(loc_hue_da_nang, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check(rm + "ev_place(binh_dinh, vc_guerrilla, 3) ev_place(loc_hue_da_nang, vc_guerrilla, 1) "
                                 "ev_place(quang_nam, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check(rm + "ev_place(binh_dinh, vc_guerrilla, 3) ev_place(loc_hue_da_nang, vc_guerrilla, 1)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_remove(binh_dinh, arvn_police, 3) ev_place(binh_dinh, vc_guerrilla, 3)")) == ["5.1.3"]


def test_113_shaded_a_base_never_breaks_stacking_1_4_2():
    g = card_game(113, POLICE)
    assert "1.4.2" in sections(g.check("event(shaded) ev_remove(binh_dinh, arvn_police, 3) ev_remove(tay_ninh, arvn_police, 1) "
                                       "ev_remove(loc_hue_da_nang, arvn_police, 1) ev_place(binh_dinh, vc_guerrilla, 3) "
                                       "ev_place(tay_ninh, vc_base, 1) ev_place(loc_hue_da_nang, vc_guerrilla, 1)"))
    assert "1.4.2" in sections(g.check("event(shaded) ev_remove(binh_dinh, arvn_police, 3) "
                                       "ev_remove(loc_hue_da_nang, arvn_police, 2) ev_place(binh_dinh, vc_guerrilla, 3) "
                                       "ev_place(loc_hue_da_nang, vc_base, 1) ev_place(loc_hue_da_nang, vc_guerrilla, 1)"))


def test_113_shaded_fewer_police_and_fewer_guerrillas_5_1_1_5_1_3():
    # 2 Police outside Cities; 30 VC Guerrillas in the Force Pool, 29 on the map: 1 Available.
    g = card_game(113, {"binh_dinh": {"pieces": {"arvn_police": 2}}, "kontum": {"pieces": {"vc_guerrilla_active": 29}}})
    r = g.apply("event(shaded) ev_remove(binh_dinh, arvn_police, 2) ev_place(binh_dinh, vc_guerrilla, 1) "
                "ev_place(binh_dinh, vc_base, 1)")
    assert r.state.pieces("binh_dinh") == {"vc_guerrilla_underground": 1, "vc_base": 1}
    # With a Base Available and room for it, the second Police must go to a Base (5.1.3).
    assert sections(g.check("event(shaded) ev_remove(binh_dinh, arvn_police, 2) ev_place(binh_dinh, vc_guerrilla, 1)")) == ["5.1.3"]


def test_113_legal_offers_the_south_for_police_and_the_police_outside_cities_5_1():
    g = card_game(113, POLICE)
    places = set(g.legal("event(unshaded)")["ev_place"])
    assert {"ev_place(saigon,arvn_police,8)", "ev_place(loc_hue_da_nang,arvn_police,1)"} <= places
    assert not [p for p in places if "laos" in p or "north_vietnam" in p or ",9)" in p]
    shaded = g.legal("event(shaded)")
    # 5 of the 6 outside Cities: Binh Dinh loses 2 or 3 (with 1 the others hold only 3 more).
    assert sorted(shaded["ev_remove"]) == ["ev_remove(binh_dinh,arvn_police,2)",
                                           "ev_remove(binh_dinh,arvn_police,3)", "ev_remove(loc_hue_da_nang,arvn_police,1)",
                                           "ev_remove(loc_hue_da_nang,arvn_police,2)", "ev_remove(tay_ninh,arvn_police,1)"]
    assert "ev_place(binh_dinh,vc_base,1)" in shaded["ev_place"]
    assert not [p for p in shaded["ev_place"] if "hue," in p or "(loc_hue_da_nang,vc_base" in p or "(tay_ninh,vc_base" in p]
