"""Card 68 Green Berets (5.1, 5.1.3, 1.6, 1.7; card text and tip in shared/reference)."""

from tests.helpers import card_game

P = "binh_dinh"   # Population 2 Province


def test_unshaded_place_3_irregulars_and_set_active_support_5_1():
    g = card_game(68, {P: {"pieces": {"vc_guerrilla_underground": 1}}})
    r = g.apply(f"event(unshaded) ev_place({P}, us_irregular, 3)")
    assert r.state.pieces(P)["us_irregular_underground"] == 3          # placed Underground (1.4.3)
    assert r.state.spaces[P]["support"] == "active_support"


def test_unshaded_rangers_instead_5_1():
    g = card_game(68)
    r = g.apply(f"event(unshaded) ev_place({P}, arvn_ranger, 3)")
    assert r.state.pieces(P) == {"arvn_ranger_underground": 3}


def test_unshaded_not_where_nva_control_1_7():
    g = card_game(68, {P: {"pieces": {"nva_troops": 2}}})
    assert "5.1" in [s for s, _ in g.check(f"event(unshaded) ev_place({P}, us_irregular, 3)")]


def test_unshaded_not_a_city_and_one_type_only_5_1():
    g = card_game(68)
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_place(hue, us_irregular, 3)")]
    assert "5.1" in [s for s, _ in g.check(f"event(unshaded) ev_place({P}, us_irregular, 2) ev_place({P}, arvn_ranger, 1)")]


def test_unshaded_must_place_3_when_available_5_1_3():
    g = card_game(68)
    assert "5.1.3" in [s for s, _ in g.check(f"event(unshaded) ev_place({P}, us_irregular, 2)")]


def test_unshaded_zero_population_province_keeps_no_support_1_6():
    g = card_game(68)
    r = g.apply("event(unshaded) ev_place(central_laos, arvn_ranger, 3)")
    assert "support" not in r.state.spaces["central_laos"]


def test_shaded_remove_3_irregulars_and_set_a_province_active_opposition_5_1():
    g = card_game(68, {P: {"pieces": {"us_irregular_active": 2}, "support": "passive_support"},
                       "pleiku_darlac": {"pieces": {"us_irregular_underground": 2}}})
    r = g.apply(f"event(shaded) ev_remove({P}, us_irregular_active, 2) ev_remove(pleiku_darlac, us_irregular_underground, 1) "
                f"ev_space({P})")
    assert r.state.pieces(P) == {}
    assert r.state.pieces("pleiku_darlac") == {"us_irregular_underground": 1}
    assert r.state.spaces[P]["support"] == "active_opposition"
    assert r.game.view().available["us_irregular"] == g.view().available["us_irregular"] + 3   # to Available


def test_shaded_province_must_be_one_they_left_5_1():
    g = card_game(68, {P: {"pieces": {"us_irregular_active": 3}}})
    assert "5.1" in [s for s, _ in g.check(f"event(shaded) ev_remove({P}, us_irregular_active, 3) ev_space(pleiku_darlac)")]
    assert "5.1.3" in [s for s, _ in g.check(f"event(shaded) ev_remove({P}, us_irregular_active, 3)")]


def test_shaded_no_irregulars_no_effect_5_1_3():
    g = card_game(68, {P: {"support": "passive_support"}})
    r = g.apply("event(shaded)")
    assert r.state.spaces[P]["support"] == "passive_support"


def test_legal_lists_the_placements_a_province_without_nva_control_may_take_5_1_3():
    # Card text: 3 Irregulars or 3 Rangers into a Province without NVA Control;
    # 5.1.3: as many as can be placed (all 6 of each are Available here).
    g = card_game(68, {P: {"pieces": {"nva_troops": 2}}})           # NVA Control in Binh Dinh (1.7)
    options = g.legal("event(unshaded)")["ev_place"]
    assert {"ev_place(quang_nam,us_irregular,3)", "ev_place(quang_nam,arvn_ranger,3)",
            "ev_place(central_laos,arvn_ranger,3)"} <= set(options)
    assert "ev_place(quang_nam,us_irregular,2)" not in options      # fewer than can be placed
    assert not [o for o in options if f"({P}," in o]                  # NVA Control
    assert not [o for o in options if "(hue," in o or "(saigon," in o]   # Cities are not Provinces
