"""Card 29 Tribesmen (5.1, 5.1.1, 5.1.3, 1.4.1, 1.6; card text in shared/reference)."""

from tests.helpers import card_game, sections

NVA_FIRST = {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "ineligible"}


def test_unshaded_remove_4_insurgent_pieces_where_irregulars_are_5_1():
    g = card_game(29, {"quang_nam": {"pieces": {"us_irregular_underground": 1, "nva_troops": 2, "vc_base": 1}},
                       "binh_dinh": {"pieces": {"us_irregular_active": 1, "nva_guerrilla_active": 3}}})
    r = g.apply("event(unshaded) ev_remove(quang_nam, nva_troops, 2) ev_remove(quang_nam, vc_base, 1) "
                "ev_remove(binh_dinh, nva_guerrilla_active, 1)")
    assert r.state.pieces("quang_nam") == {"us_irregular_underground": 1}
    assert r.state.pieces("binh_dinh") == {"us_irregular_active": 1, "nva_guerrilla_active": 2}


def test_unshaded_only_with_irregulars_and_as_many_as_there_are_5_1_3():
    g = card_game(29, {"quang_nam": {"pieces": {"us_irregular_underground": 1, "nva_troops": 2, "nva_base_tunneled": 1}},
                       "binh_dinh": {"pieces": {"arvn_ranger_active": 1, "nva_guerrilla_active": 3}}})
    assert "5.1" in sections(g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 2) "
                                     "ev_remove(binh_dinh, nva_guerrilla_active, 2)"))         # Rangers are not Irregulars
    assert sections(g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 1)")) == ["5.1.3"]
    assert g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 2)") == []             # Tunneled Base stays
    assert "5.1" in sections(g.check("event(unshaded) ev_remove(quang_nam, nva_troops, 2) "
                                     "ev_remove(quang_nam, nva_base_tunneled, 1)"))
    nva = card_game(29, {"quang_nam": {"pieces": {"us_irregular_underground": 1, "nva_base_tunneled": 1}}},
                    eligibility=NVA_FIRST)
    assert nva.check("event(unshaded) ev_remove(quang_nam, nva_base_tunneled, 1)") == []       # its own (5.1.1)


def test_shaded_irregulars_become_vc_guerrillas_highland_to_active_opposition_patronage_5_1():
    g = card_game(29, {"quang_nam": {"pieces": {"us_irregular_underground": 2, "us_troops": 1}},
                       "tay_ninh": {"pieces": {"us_irregular_active": 1}}})
    r = g.apply("event(shaded) ev_place(quang_nam, vc_guerrilla, 2) ev_place(tay_ninh, vc_guerrilla, 1) "
                "ev_space(pleiku_darlac)")
    assert r.state.pieces("quang_nam") == {"vc_guerrilla_underground": 2, "us_troops": 1}
    assert r.state.pieces("tay_ninh") == {"vc_guerrilla_underground": 1}
    assert r.state.spaces["pleiku_darlac"]["support"] == "active_opposition"
    assert r.state.patronage == 15 - 3
    assert r.state.casualties == {}                                   # to Available, not Casualties


def test_shaded_short_of_vc_guerrillas_the_rest_simply_removed_1_4_1():
    full = {p: {"pieces": {"vc_guerrilla_active": 10}} for p in ("kien_phong", "ba_xuyen")}
    full["kien_hoa_vinh_binh"] = {"pieces": {"vc_guerrilla_active": 9}}              # 1 VC Guerrilla Available
    full["quang_nam"] = {"pieces": {"us_irregular_underground": 2}}
    full["tay_ninh"] = {"pieces": {"us_irregular_active": 1}}
    g = card_game(29, full)
    assert sections(g.check("event(shaded) ev_space(pleiku_darlac)")) == ["5.1.3"]
    assert "1.4.1" in sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 2) ev_space(pleiku_darlac)"))
    r = g.apply("event(shaded) ev_place(tay_ninh, vc_guerrilla, 1) ev_space(pleiku_darlac)")
    assert r.state.pieces("quang_nam") == {} and r.state.pieces("tay_ninh") == {"vc_guerrilla_underground": 1}


def test_shaded_one_per_irregular_and_a_neutral_highland_only_5_1():
    g = card_game(29, {"quang_nam": {"pieces": {"us_irregular_underground": 1}},
                       "pleiku_darlac": {"support": "passive_support"}})
    assert "5.1" in sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 2) ev_space(binh_dinh)"))
    assert "5.1" in sections(g.check("event(shaded) ev_place(binh_dinh, vc_guerrilla, 1) ev_space(binh_dinh)"))
    assert "5.1" in sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 1) ev_space(pleiku_darlac)"))
    assert "5.1" in sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 1) ev_space(tay_ninh)"))
    assert sections(g.check("event(shaded) ev_place(quang_nam, vc_guerrilla, 1)")) == ["5.1.3"]
    opts = g.legal("event(shaded)")
    assert opts == {"ev_place": ["ev_place(quang_nam,vc_guerrilla,1)"],
                    "ev_space": ["ev_space(binh_dinh)", "ev_space(khanh_hoa)", "ev_space(quang_nam)",
                                 "ev_space(quang_tri_thua_thien)"]}


def test_shaded_no_irregulars_no_neutral_highland_patronage_only_5_1_3():
    spaces = {p: {"support": "passive_support"} for p in
              ("quang_tri_thua_thien", "quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa")}
    r = card_game(29, spaces).apply("event(shaded)")
    assert r.state.patronage == 12
