"""Card 27 Phoenix Program (5.1, 5.1.1, 5.1.3, 1.7, 3.3.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

VC_FIRST = {"US": "ineligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"}


def test_unshaded_remove_3_vc_pieces_from_coin_control_spaces_5_1():
    g = card_game(27, {"quang_nam": {"pieces": {"us_troops": 4, "vc_guerrilla_underground": 1, "vc_base": 1}},
                       "hue": {"pieces": {"arvn_police": 3, "vc_guerrilla_active": 2}}})
    r = g.apply("event(unshaded) ev_remove(quang_nam, vc_guerrilla_underground, 1) ev_remove(quang_nam, vc_base, 1) "
                "ev_remove(hue, vc_guerrilla_active, 1)")
    assert r.state.pieces("quang_nam") == {"us_troops": 4}
    assert r.state.pieces("hue") == {"arvn_police": 3, "vc_guerrilla_active": 1}


def test_unshaded_only_under_coin_control_and_as_many_as_there_are_5_1_3():
    g = card_game(27, {"quang_nam": {"pieces": {"us_troops": 3, "vc_guerrilla_underground": 2}},
                       "binh_dinh": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 2}}})   # no COIN Control
    assert "5.1" in sections(g.check("event(unshaded) ev_remove(binh_dinh, vc_guerrilla_underground, 1) "
                                     "ev_remove(quang_nam, vc_guerrilla_underground, 2)"))
    assert sections(g.check("event(unshaded) ev_remove(quang_nam, vc_guerrilla_underground, 1)")) == ["5.1.3"]
    assert g.apply("event(unshaded) ev_remove(quang_nam, vc_guerrilla_underground, 2)").state.pieces("quang_nam") == \
        {"us_troops": 3}


def test_unshaded_tunneled_base_only_if_the_vc_so_chooses_5_1_1():
    spaces = {"quang_nam": {"pieces": {"us_troops": 3, "vc_base_tunneled": 1}}}
    assert card_game(27, spaces).check("event(unshaded)") == []
    assert "5.1" in sections(card_game(27, spaces).check("event(unshaded) ev_remove(quang_nam, vc_base_tunneled, 1)"))
    vc = card_game(27, spaces, eligibility=VC_FIRST)
    assert vc.check("event(unshaded) ev_remove(quang_nam, vc_base_tunneled, 1)") == []


def test_shaded_terror_and_active_opposition_in_2_spaces_5_1():
    g = card_game(27, {"hue": {"pieces": {"arvn_police": 3, "vc_guerrilla_active": 1}, "support": "active_support"},
                       "quang_nam": {"pieces": {"us_troops": 2, "vc_base": 1}, "terror": 1}})
    r = g.apply("event(shaded) ev_space(hue) ev_space(quang_nam)")
    assert r.state.spaces["hue"]["support"] == "active_opposition" and r.state.spaces["hue"]["terror"] == 1
    assert r.state.spaces["quang_nam"]["support"] == "active_opposition" and r.state.spaces["quang_nam"]["terror"] == 2


def test_shaded_not_saigon_and_needs_coin_control_and_vc_5_1_3():
    g = card_game(27, {"saigon": {"pieces": {"arvn_police": 3, "vc_guerrilla_active": 1}},
                       "hue": {"pieces": {"arvn_police": 3}},
                       "binh_dinh": {"pieces": {"vc_guerrilla_active": 1}},
                       "quang_nam": {"pieces": {"us_troops": 2, "vc_base": 1}}})
    assert "5.1" in sections(g.check("event(shaded) ev_space(saigon) ev_space(quang_nam)"))
    assert "5.1" in sections(g.check("event(shaded) ev_space(hue) ev_space(quang_nam)"))
    assert "5.1" in sections(g.check("event(shaded) ev_space(binh_dinh) ev_space(quang_nam)"))
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert g.check("event(shaded) ev_space(quang_nam)") == []          # the only one there is
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(quang_nam)"]}


def test_shaded_last_terror_marker_goes_where_the_executor_names_3_3_4():
    # 14 markers on the map: 1 left for 2 spaces.
    spaces = {p: {"terror": 2} for p in ("binh_dinh", "khanh_hoa", "tay_ninh", "kien_phong", "ba_xuyen", "phu_bon_phu_yen",
                                         "quang_tin_quang_ngai")}
    spaces["hue"] = {"pieces": {"arvn_police": 3, "vc_guerrilla_active": 1}}
    spaces["quang_nam"] = {"pieces": {"us_troops": 2, "vc_base": 1}}
    g = card_game(27, spaces)
    assert sections(g.check("event(shaded) ev_space(hue) ev_space(quang_nam)")) == ["5.1.3"]
    r = g.apply("event(shaded) ev_space(hue) ev_space(quang_nam) ev_choice(quang_nam)")
    assert r.state.spaces["quang_nam"]["terror"] == 1 and "terror" not in r.state.spaces["hue"]
    assert r.state.spaces["hue"]["support"] == "active_opposition"
    assert g.legal("event(shaded) ev_space(hue) ev_space(quang_nam)") == {"ev_choice": ["ev_choice(hue)",
                                                                                         "ev_choice(quang_nam)"]}


def test_legal_unshaded_offers_vc_pieces_under_coin_control_5_1():
    g = card_game(27, {"quang_nam": {"pieces": {"us_troops": 3, "vc_guerrilla_underground": 2}},
                       "binh_dinh": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 2}}})
    assert g.legal("event(unshaded)") == {"ev_remove": ["ev_remove(quang_nam,vc_guerrilla_underground,2)"]}
