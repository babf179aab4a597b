"""Card 87 Nguyen Chanh Thi (5.1, 5.1.3, 1.3.6, 1.4.1, 1.4.2, 1.6, 1.8; card text and tip in
shared/reference).  Distance (L7, within/3): steps of adjacency from Hue (1.3.6),
LoCs counted as spaces: Quang Tri 1, Da Nang and North Vietnam 2 (by the LoC and
Quang Tri), Quang Tin and Southern Laos 3, Binh Dinh and Qui Nhon 4."""

from tests.helpers import card_game, pieces, sections


def test_87_unshaded_3_arvn_pieces_within_3_spaces_of_hue_receivers_shift_toward_support_1_6():
    g = card_game(87, {"quang_tin_quang_ngai": {"support": "passive_opposition"}})      # ARVN first
    r = g.apply("event(unshaded) ev_place(quang_tin_quang_ngai, arvn_police, 2) ev_place(da_nang, arvn_base, 1)")
    assert pieces(r, "quang_tin_quang_ngai") == {"arvn_police": 2} and pieces(r, "da_nang") == {"arvn_base": 1}
    assert "support" not in r.state.spaces["quang_tin_quang_ngai"]        # Passive Opposition -> Neutral, once
    assert r.state.spaces["da_nang"]["support"] == "passive_support"
    assert r.state.spaces.get("hue", {}).get("support") is None           # no piece there: no shift


def test_87_unshaded_a_space_of_population_0_receives_but_does_not_shift_tip_1_6():
    r = card_game(87).apply("event(unshaded) ev_place(central_laos, arvn_troops, 2) "
                            "ev_place(loc_hue_khe_sanh, arvn_police, 1)")
    assert pieces(r, "central_laos") == {"arvn_troops": 2} and pieces(r, "loc_hue_khe_sanh") == {"arvn_police": 1}
    assert "support" not in r.state.spaces["central_laos"] and "support" not in r.state.spaces["loc_hue_khe_sanh"]


def test_87_unshaded_refused_beyond_3_spaces_in_north_vietnam_a_base_on_a_loc_and_fewer_than_3_5_1():
    g = card_game(87)
    assert "5.1" in sections(g.check("event(unshaded) ev_place(binh_dinh, arvn_troops, 3)"))        # 4 away
    assert "1.4.2" in sections(g.check("event(unshaded) ev_place(north_vietnam, arvn_troops, 3)"))
    assert "1.4.2" in sections(g.check("event(unshaded) ev_place(loc_hue_da_nang, arvn_base, 1) "
                                       "ev_place(hue, arvn_troops, 2)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 2)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 4)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_place(hue, vc_guerrilla, 3)"))             # ARVN only


def test_87_unshaded_legal_offers_spaces_within_3_of_hue_only_l7_5_1():
    opts = card_game(87).legal("event(unshaded)")["ev_place"]
    where = {o[len("ev_place("):].split(",")[0] for o in opts}
    assert {"hue", "quang_tri_thua_thien", "da_nang", "central_laos", "quang_tin_quang_ngai", "southern_laos",
            "loc_da_nang_qui_nhon"} <= where
    assert not where & {"binh_dinh", "qui_nhon", "north_vietnam", "saigon"}
    assert "ev_place(quang_tin_quang_ngai,arvn_ranger,3)" in opts
    assert not any(o.startswith("ev_place(loc_") and "arvn_base" in o for o in opts)              # 1.4.2


SHADED = {"quang_nam": {"pieces": {"arvn_police": 1, "arvn_troops": 1}}, "hue": {"pieces": {"arvn_troops": 1}},
          "quang_tin_quang_ngai": {"pieces": {"arvn_troops": 3}}}


def test_87_shaded_2_arvn_within_2_spaces_replaced_by_vc_pieces_patronage_minus_4_1_8():
    g = card_game(87, SHADED)
    r = g.apply("event(shaded) ev_choice(minus) ev_remove(quang_nam, arvn_police, 1) ev_remove(hue, arvn_troops, 1) "
                "ev_place(quang_nam, vc_base, 1) ev_place(hue, vc_guerrilla, 1)")
    assert pieces(r, "quang_nam") == {"arvn_troops": 1, "vc_base": 1}
    assert pieces(r, "hue") == {"vc_guerrilla_underground": 1}
    assert r.game.view().available["arvn_police"] == g.view().available["arvn_police"] + 1      # to Available
    assert r.state.patronage == 15 - 4


def test_87_shaded_patronage_plus_4_1_8():
    r = card_game(87, SHADED).apply("event(shaded) ev_choice(plus) ev_remove(quang_nam, arvn_troops, 1) "
                                    "ev_remove(quang_nam, arvn_police, 1) ev_place(quang_nam, vc_guerrilla, 2)")
    assert pieces(r, "quang_nam") == {"vc_guerrilla_underground": 2}
    assert r.state.patronage == 15 + 4


def test_87_shaded_refusals_beyond_2_spaces_elsewhere_than_replaced_and_a_choice_needed_5_1():
    g = card_game(87, SHADED)
    assert "5.1" in sections(g.check("event(shaded) ev_choice(plus) ev_remove(quang_tin_quang_ngai, arvn_troops, 2) "
                                     "ev_place(quang_tin_quang_ngai, vc_guerrilla, 2)"))        # 3 spaces away
    assert "5.1" in sections(g.check("event(shaded) ev_choice(plus) ev_remove(quang_nam, arvn_troops, 1) "
                                     "ev_remove(hue, arvn_troops, 1) ev_place(quang_nam, vc_guerrilla, 2)"))
    assert "5.1.3" in sections(g.check("event(shaded) ev_remove(quang_nam, arvn_troops, 1) "
                                       "ev_remove(hue, arvn_troops, 1) ev_place(quang_nam, vc_guerrilla, 1) "
                                       "ev_place(hue, vc_guerrilla, 1)"))                        # + or - 4
    assert "5.1" in sections(g.check("event(shaded) ev_choice(plus) ev_choice(minus) ev_remove(quang_nam, arvn_troops, 1) "
                                     "ev_remove(hue, arvn_troops, 1) ev_place(quang_nam, vc_guerrilla, 1) "
                                     "ev_place(hue, vc_guerrilla, 1)"))
    assert "5.1.3" in sections(g.check("event(shaded) ev_choice(plus) ev_remove(quang_nam, arvn_troops, 1) "
                                       "ev_remove(hue, arvn_troops, 1) ev_place(quang_nam, vc_guerrilla, 1)"))  # 1 short


def test_87_shaded_as_many_arvn_as_there_are_within_2_5_1_3():
    g = card_game(87, {"hue": {"pieces": {"arvn_troops": 1}}})
    assert "5.1.3" in sections(g.check("event(shaded) ev_choice(plus)"))
    r = g.apply("event(shaded) ev_choice(plus) ev_remove(hue, arvn_troops, 1) ev_place(hue, vc_guerrilla, 1)")
    assert r.state.patronage == 19


def test_87_shaded_legal_offers_arvn_within_2_and_vc_pieces_where_they_leave_5_1():
    g = card_game(87, SHADED)
    opts = g.legal("event(shaded)")
    assert set(opts["ev_choice"]) == {"ev_choice(plus)", "ev_choice(minus)"}
    assert {"ev_remove(quang_nam,arvn_police,1)", "ev_remove(hue,arvn_troops,1)"} <= set(opts["ev_remove"])
    assert not any("quang_tin_quang_ngai" in o for o in opts["ev_remove"] + opts["ev_place"])
    opts = g.legal("event(shaded) ev_choice(plus) ev_remove(hue, arvn_troops, 1) ev_remove(quang_nam, arvn_troops, 1)")
    assert {"ev_place(hue,vc_guerrilla,1)", "ev_place(quang_nam,vc_base,1)"} <= set(opts["ev_place"])
