"""Card 98 Long Tan (5.1, 5.1.3, 1.4.1, 1.4.2; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

JUNGLES = {"tay_ninh": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 2, "nva_guerrilla_active": 1,
                                   "vc_base": 1, "nva_troops": 2}},
           "the_fishhook": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 3}},
           "phuoc_long": {"pieces": {"vc_guerrilla_underground": 2}},                   # no US Troops
           "binh_dinh": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 2}}}   # Highland


def test_98_unshaded_2_out_of_play_us_troops_into_a_province_5_1():
    g = card_game(98, out_of_play={"us_troops": 3})
    r = g.apply("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, binh_dinh, us_troops, 2)")
    assert r.state.pieces("binh_dinh") == {"us_troops": 2} and r.state.out_of_play == {"us_troops": 1}


def test_98_unshaded_troops_into_one_province_not_north_vietnam_nor_a_city_5_1_1_4_2():
    g = card_game(98, out_of_play={"us_troops": 3})
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, north_vietnam, us_troops, 2)"))
    assert sections(g.check("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, hue, us_troops, 2)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, binh_dinh, us_troops, 1) "
                            "ev_move(out_of_play, tay_ninh, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, binh_dinh, us_troops, 1)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, binh_dinh, us_troops, 3)")) == ["5.1"]


def test_98_unshaded_only_one_out_of_play_places_one_5_1_3():
    g = card_game(98, out_of_play={"us_troops": 1})
    r = g.apply("event(unshaded) ev_choice(place_troops) ev_move(out_of_play, tay_ninh, us_troops, 1)")
    assert r.state.pieces("tay_ninh") == {"us_troops": 1}


def test_98_unshaded_remove_all_guerrillas_from_every_jungle_with_us_troops_5_1():
    g = card_game(98, JUNGLES)
    r = g.apply("event(unshaded) ev_choice(remove_guerrillas)")
    assert r.state.pieces("tay_ninh") == {"us_troops": 1, "vc_base": 1, "nva_troops": 2}
    assert r.state.pieces("the_fishhook") == {"us_troops": 2}
    assert r.state.pieces("phuoc_long") == {"vc_guerrilla_underground": 2}
    assert r.state.pieces("binh_dinh") == {"us_troops": 1, "vc_guerrilla_underground": 2}
    assert "5.1" in sections(g.check("event(unshaded) ev_choice(remove_guerrillas) ev_move(out_of_play, tay_ninh, us_troops, 1)"))


def test_98_shaded_us_base_and_troop_to_casualties_in_a_jungle_with_2_vc_guerrillas_5_1():
    g = card_game(98, {"tay_ninh": {"pieces": {"us_troops": 3, "us_base": 1, "vc_guerrilla_active": 2}}})
    r = g.apply("event(shaded) ev_space(tay_ninh)")
    assert r.state.pieces("tay_ninh") == {"us_troops": 2, "vc_guerrilla_active": 2}
    assert r.state.casualties == {"us_troops": 1, "us_base": 1}


def test_98_shaded_only_a_troop_there_5_1_3():
    g = card_game(98, JUNGLES)
    r = g.apply("event(shaded) ev_space(the_fishhook)")
    assert r.state.pieces("the_fishhook") == {"us_troops": 1, "vc_guerrilla_active": 3}
    assert r.state.casualties == {"us_troops": 1}


def test_98_shaded_needs_a_jungle_2_vc_guerrillas_and_us_pieces_5_1():
    g = card_game(98, JUNGLES)
    assert sections(g.check("event(shaded) ev_space(binh_dinh)")) == ["5.1"]         # not Jungle
    assert sections(g.check("event(shaded) ev_space(phuoc_long)")) == ["5.1"]        # no US piece
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    g = card_game(98, {"tay_ninh": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1, "nva_guerrilla_active": 3}}})
    assert g.check("event(shaded)") == []                                          # 1 VC Guerrilla only: no target


def test_98_legal_offers_the_options_provinces_and_jungles_5_1():
    g = card_game(98, JUNGLES, out_of_play={"us_troops": 5})
    options = g.legal("event(unshaded)")
    assert options["ev_choice"] == ["ev_choice(place_troops)", "ev_choice(remove_guerrillas)"]
    moves = set(options["ev_move"])
    assert {"ev_move(out_of_play,binh_dinh,us_troops,2)", "ev_move(out_of_play,central_laos,us_troops,2)"} <= moves
    assert not [m for m in moves if "north_vietnam" in m or "hue" in m or "us_troops,3)" in m]
    assert g.legal("event(unshaded) ev_choice(remove_guerrillas)") == {}
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(tay_ninh)", "ev_space(the_fishhook)"]}
