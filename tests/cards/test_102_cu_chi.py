"""Card 102 Cu Chi (5.1, 5.1.3, 1.4.1, 1.4.4, 1.7; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

SPACES = {"tay_ninh": {"pieces": {"vc_base_tunneled": 1, "nva_guerrilla_underground": 1, "vc_guerrilla_active": 2,
                                  "us_troops": 4, "arvn_police": 1}},                 # COIN 5 > 4
          "binh_dinh": {"pieces": {"nva_base_tunneled": 1, "vc_guerrilla_active": 3, "us_troops": 2}},   # no COIN Control
          "kien_phong": {"pieces": {"vc_base": 1, "vc_guerrilla_active": 1, "arvn_troops": 5}}}       # no Tunnel


def test_102_unshaded_remove_all_guerrillas_from_a_tunnel_space_with_coin_control_5_1():
    r = card_game(102, SPACES).apply("event(unshaded) ev_space(tay_ninh)")
    assert r.state.pieces("tay_ninh") == {"vc_base_tunneled": 1, "us_troops": 4, "arvn_police": 1}


def test_102_unshaded_only_such_a_space_and_one_must_be_chosen_5_1_3():
    g = card_game(102, SPACES)
    assert sections(g.check("event(unshaded) ev_space(binh_dinh)")) == ["5.1"]      # no COIN Control (1.7)
    assert sections(g.check("event(unshaded) ev_space(kien_phong)")) == ["5.1"]     # "a Tunnel" is a Tunneled Base
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_space(tay_ninh) ev_space(kien_phong)")) == ["5.1"]
    assert card_game(102, {"binh_dinh": SPACES["binh_dinh"]}).check("event(unshaded)") == []   # no such space


def test_102_shaded_tunnel_every_insurgent_base_in_a_province_and_place_2_guerrillas_1_4_4():
    g = card_game(102, {"tay_ninh": {"pieces": {"vc_base": 1, "nva_base": 1}}})
    r = g.apply("event(shaded) ev_space(tay_ninh) ev_place(tay_ninh, nva_guerrilla, 1) ev_place(tay_ninh, vc_guerrilla, 1)")
    assert r.state.pieces("tay_ninh") == {"vc_base_tunneled": 1, "nva_base_tunneled": 1,
                                          "nva_guerrilla_underground": 1, "vc_guerrilla_underground": 1}


def test_102_shaded_a_province_only_guerrillas_there_and_both_5_1_3():
    g = card_game(102, {"tay_ninh": {"pieces": {"vc_base": 1}}})
    assert sections(g.check("event(shaded) ev_space(saigon) ev_place(saigon, nva_guerrilla, 1) "
                            "ev_place(saigon, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_space(tay_ninh) ev_place(tay_ninh, nva_guerrilla, 1) "
                            "ev_place(binh_dinh, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_space(tay_ninh) ev_place(tay_ninh, nva_guerrilla, 1)")) == ["5.1.3"]


def test_102_shaded_no_vc_guerrilla_available_places_the_nva_one_only_1_4_1():
    # 30 VC Guerrillas in the Force Pool, all on the map; the VC (1st Eligible)
    # may but need not take one from the map (1.4.1).
    g = card_game(102, {"tay_ninh": {"pieces": {"vc_base": 1}}, "kien_phong": {"pieces": {"vc_guerrilla_active": 30}}})
    r = g.apply("event(shaded) ev_space(tay_ninh) ev_place(tay_ninh, nva_guerrilla, 1)")
    assert r.state.pieces("tay_ninh") == {"vc_base_tunneled": 1, "nva_guerrilla_underground": 1}


def test_102_legal_offers_the_tunnel_spaces_and_provinces_5_1():
    g = card_game(102, SPACES)
    assert g.legal("event(unshaded)") == {"ev_space": ["ev_space(tay_ninh)"]}
    shaded = g.legal("event(shaded)")
    assert "ev_space(hue)" not in shaded["ev_space"] and "ev_space(north_vietnam)" in shaded["ev_space"]
    assert g.legal("event(shaded) ev_space(tay_ninh)") == {
        "ev_place": ["ev_place(tay_ninh,nva_guerrilla,1)", "ev_place(tay_ninh,vc_guerrilla,1)"]}


def test_102_shaded_a_province_without_bases_still_gets_the_guerrillas_5_1():
    # Ruling: the text picks any 1 Province; with no Insurgent Base there only the Guerrillas come.
    g = card_game(102)
    r = g.apply("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, nva_guerrilla, 1) ev_place(binh_dinh, vc_guerrilla, 1)")
    assert r.state.pieces("binh_dinh") == {"nva_guerrilla_underground": 1, "vc_guerrilla_underground": 1}
