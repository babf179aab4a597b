"""Card 48 Nam Dong (5.1, 5.1.3, 1.6; card text in shared/reference)."""

from tests.helpers import card_game, sections

P = "quang_nam"


def test_unshaded_remove_up_to_3_guerrillas_and_set_active_support_5_1():
    g = card_game(48, {P: {"pieces": {"arvn_base": 1, "vc_guerrilla_underground": 2, "nva_guerrilla_active": 2,
                                      "nva_troops": 1}, "support": "passive_opposition"}})
    r = g.apply(f"event(unshaded) ev_space({P}) ev_remove({P}, vc_guerrilla_underground, 2) "
                f"ev_remove({P}, nva_guerrilla_active, 1)")
    assert r.state.pieces(P) == {"arvn_base": 1, "nva_guerrilla_active": 1, "nva_troops": 1}
    assert r.state.spaces[P]["support"] == "active_support"


def test_unshaded_up_to_3_guerrillas_only_in_the_province_selected_5_1():
    g = card_game(48, {P: {"pieces": {"us_base": 1, "vc_guerrilla_underground": 4, "nva_troops": 1}},
                       "hue": {"pieces": {"us_base": 1}}, "binh_dinh": {"pieces": {"vc_guerrilla_active": 1}}})
    assert g.apply(f"event(unshaded) ev_space({P})").state.spaces[P]["support"] == "active_support"     # "up to"
    assert sections(g.check(f"event(unshaded) ev_space({P}) ev_remove({P}, vc_guerrilla_underground, 4)")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) ev_space({P}) ev_remove({P}, nva_troops, 1)")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) ev_space({P}) ev_remove(binh_dinh, vc_guerrilla_active, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(hue)")) == ["5.1"]                      # a City
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    assert g.legal("event(unshaded)")["ev_space"] == [f"ev_space({P})"]


def test_shaded_coin_base_out_of_a_province_with_0_2_cubes_us_to_casualties_5_1():
    g = card_game(48, {P: {"pieces": {"us_base": 1, "arvn_base": 1, "us_troops": 1, "arvn_police": 1, "us_irregular_active": 2},
                           "support": "active_support"}})
    r = g.apply(f"event(shaded) ev_remove({P}, us_base, 1)")
    assert r.state.pieces(P) == {"arvn_base": 1, "us_troops": 1, "arvn_police": 1, "us_irregular_active": 2}
    assert r.state.casualties == {"us_base": 1}
    assert r.state.spaces[P]["support"] == "active_opposition"
    r = g.apply(f"event(shaded) ev_remove({P}, arvn_base, 1)")
    assert r.state.casualties == {}                                   # ARVN to Available


def test_shaded_not_with_3_cubes_not_in_a_city_5_1_3():
    g = card_game(48, {P: {"pieces": {"us_base": 1, "us_troops": 2, "arvn_troops": 1}},
                       "hue": {"pieces": {"arvn_base": 1}}, "binh_dinh": {"pieces": {"arvn_base": 1}}})
    assert sections(g.check(f"event(shaded) ev_remove({P}, us_base, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_remove(hue, arvn_base, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert g.legal("event(shaded)") == {"ev_remove": ["ev_remove(binh_dinh,arvn_base,1)"]}
    assert card_game(48, {P: {"pieces": {"us_base": 1, "us_troops": 3}}}).check("event(shaded)") == []
