"""Card 24 Operation Starlite (5.1, 5.1.1, 5.1.3, 1.3.7, 2.3.6; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_all_vc_leave_a_coastal_province_next_to_us_troops_5_1():
    # Binh Dinh is coastal and adjacent to Qui Nhon, where the US Troops are.
    g = card_game(24, {"qui_nhon": {"pieces": {"us_troops": 1}},
                       "binh_dinh": {"pieces": {"vc_guerrilla_underground": 2, "vc_guerrilla_active": 1, "vc_base": 1,
                                                "vc_base_tunneled": 1, "nva_guerrilla_active": 1}}})
    r = g.apply("event(unshaded) ev_space(binh_dinh)")
    assert r.state.pieces("binh_dinh") == {"vc_base_tunneled": 1, "nva_guerrilla_active": 1}    # 5.1.1; VC only


def test_unshaded_only_coastal_provinces_with_or_next_to_us_troops_1_3_7():
    g = card_game(24, {"qui_nhon": {"pieces": {"us_troops": 1}},
                       "pleiku_darlac": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}},      # not coastal
                       "quang_tri_thua_thien": {"pieces": {"vc_guerrilla_active": 1}},            # no US near
                       "binh_dinh": {"pieces": {"vc_guerrilla_active": 1}}})
    assert sections(g.check("event(unshaded) ev_space(pleiku_darlac)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(quang_tri_thua_thien)")) == ["5.1"]
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    assert g.legal("event(unshaded)") == {"ev_space": ["ev_space(binh_dinh)"]}


def test_unshaded_nothing_to_remove_nothing_to_select_5_1_3():
    g = card_game(24, {"qui_nhon": {"pieces": {"us_troops": 1}}})
    assert g.check("event(unshaded)") == []


def test_shaded_up_to_3_provinces_flip_vc_underground_and_stay_eligible_5_1():
    g = card_game(24, {"quang_nam": {"pieces": {"vc_guerrilla_active": 2, "nva_guerrilla_active": 1}},
                       "binh_dinh": {"pieces": {"vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}}})
    r = g.apply("event(shaded) ev_space(quang_nam) ev_space(binh_dinh)")
    assert r.state.pieces("quang_nam") == {"vc_guerrilla_underground": 2, "nva_guerrilla_active": 1}
    assert r.state.pieces("binh_dinh") == {"vc_guerrilla_underground": 2}
    assert r.state.turn["marks"] == {"US": ["stays_eligible"]}
    while not r.card_done:                                           # the others pass
        r = r.game.apply("pass")
    assert r.state.eligibility["US"] == "eligible"                       # the executing Faction (2.3.6)


def test_shaded_provinces_only_at_most_3_5_1():
    spaces = {p: {"pieces": {"vc_guerrilla_active": 1}} for p in ("quang_nam", "binh_dinh", "khanh_hoa", "tay_ninh")}
    spaces["hue"] = {"pieces": {"vc_guerrilla_active": 1}}
    g = card_game(24, spaces)
    assert sections(g.check("event(shaded) ev_space(hue)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_space(quang_nam) ev_space(binh_dinh) ev_space(khanh_hoa) "
                            "ev_space(tay_ninh)")) == ["5.1"]
    assert g.check("event(shaded)") == []                            # "up to"
    assert g.legal("event(shaded)")["ev_space"] == ["ev_space(binh_dinh)", "ev_space(khanh_hoa)", "ev_space(quang_nam)",
                                                    "ev_space(tay_ninh)"]
