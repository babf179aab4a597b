"""Card 87 Nguyen Chanh Thi (5.1, 5.1.3, 1.4.1, 1.6, 1.8; card text in shared/reference).
Distances from Hue by the map's adjacencies (1.3.6): Quang Tri 1, Da Nang 2 (by
the LoC), Quang Tin 3, Binh Dinh 4."""

from tests.helpers import card_game, pieces, sections


def test_unshaded_3_arvn_pieces_within_3_spaces_of_hue_receivers_shift_toward_support_1_6():
    g = card_game(87, {"quang_tin_quang_ngai": {"support": "passive_opposition"}})      # ARVN first
    r = g.apply("event(unshaded) ev_place(quang_tin_quang_ngai, arvn_police, 2) ev_place(da_nang, arvn_base, 1)")
    assert pieces(r, "quang_tin_quang_ngai") == {"arvn_police": 2} and pieces(r, "da_nang") == {"arvn_base": 1}
    assert "support" not in r.state.spaces["quang_tin_quang_ngai"]                 # Passive Opposition -> Neutral
    assert r.state.spaces["da_nang"]["support"] == "passive_support"
    assert r.state.spaces.get("hue", {}).get("support") is None                    # no piece: no shift


def test_unshaded_not_beyond_3_spaces_and_all_3_5_1_3():
    g = card_game(87)
    assert "5.1" in sections(g.check("event(unshaded) ev_place(binh_dinh, arvn_troops, 3)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 2)"))
    opts = g.legal("event(unshaded)")["ev_place"]
    assert "ev_place(quang_tin_quang_ngai,arvn_ranger,3)" in opts and not any("binh_dinh" in o for o in opts)


def test_shaded_2_arvn_within_2_spaces_replaced_by_vc_pieces_patronage_plus_or_minus_4_1_8():
    spaces = {"quang_nam": {"pieces": {"arvn_police": 1, "arvn_troops": 1}}, "hue": {"pieces": {"arvn_troops": 1}},
              "quang_tin_quang_ngai": {"pieces": {"arvn_troops": 3}}}
    g = card_game(87, spaces)
    assert "5.1" in sections(g.check("event(shaded) ev_choice(plus) ev_remove(quang_tin_quang_ngai, arvn_troops, 2) "
                                     "ev_place(quang_tin_quang_ngai, vc_guerrilla, 2)"))        # 3 spaces away
    r = g.apply("event(shaded) ev_choice(minus) ev_remove(quang_nam, arvn_police, 1) ev_remove(hue, arvn_troops, 1) "
                "ev_place(quang_nam, vc_base, 1) ev_place(hue, vc_guerrilla, 1)")
    assert pieces(r, "quang_nam") == {"arvn_troops": 1, "vc_base": 1}
    assert pieces(r, "hue") == {"vc_guerrilla_underground": 1}
    assert r.state.patronage == 11


def test_shaded_as_many_arvn_as_there_are_within_2_5_1_3():
    g = card_game(87, {"hue": {"pieces": {"arvn_troops": 1}}})
    assert "5.1.3" in sections(g.check("event(shaded) ev_choice(plus)"))
    r = g.apply("event(shaded) ev_choice(plus) ev_remove(hue, arvn_troops, 1) ev_place(hue, vc_guerrilla, 1)")
    assert r.state.patronage == 19
