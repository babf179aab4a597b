"""Card 106 Binh Duong (single side; 5.1, 5.1.3, 1.4.1, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


def test_106_shift_2_provinces_next_to_saigon_either_way_and_place_5_1():
    g = card_game(106, {"tay_ninh": {"support": "passive_opposition"}})
    r = g.apply("event(unshaded) ev_choice(toward_opposition(tay_ninh)) ev_place(tay_ninh, vc_guerrilla, 1) "
                "ev_choice(toward_support(kien_phong)) ev_place(kien_phong, arvn_police, 1)")
    assert support(r, "tay_ninh") == "active_opposition" and support(r, "kien_phong") == "passive_support"
    assert r.state.pieces("tay_ninh") == {"vc_guerrilla_underground": 1}
    assert r.state.pieces("kien_phong") == {"arvn_police": 1}


def test_106_opposition_with_police_is_legal_as_the_tip_says_5_1():
    g = card_game(106)
    assert g.check("event(unshaded) ev_choice(toward_opposition(tay_ninh)) ev_place(tay_ninh, arvn_police, 1) "
                   "ev_choice(toward_opposition(kien_phong)) ev_place(kien_phong, arvn_police, 1)") == []


def test_106_provinces_next_to_saigon_one_way_one_piece_each_5_1():
    g = card_game(106)
    ok2 = "ev_choice(toward_support(kien_phong)) ev_place(kien_phong, arvn_police, 1)"
    assert sections(g.check(f"event(unshaded) ev_choice(toward_support(binh_dinh)) ev_place(binh_dinh, arvn_police, 1) {ok2}")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) ev_choice(toward_support(tay_ninh)) ev_choice(toward_opposition(tay_ninh)) "
                            f"ev_place(tay_ninh, arvn_police, 1) {ok2}")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) ev_choice(toward_support(tay_ninh)) ev_place(tay_ninh, arvn_police, 1) "
                            f"ev_place(tay_ninh, vc_guerrilla, 1) {ok2}")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) ev_choice(toward_support(tay_ninh)) ev_place(tay_ninh, arvn_police, 2) {ok2}")) == ["5.1"]
    assert sections(g.check(f"event(unshaded) ev_choice(toward_support(tay_ninh)) ev_place(tay_ninh, arvn_police, 1) "
                            f"ev_place(quang_duc_long_khanh, arvn_police, 1) {ok2}")) == ["5.1"]   # not a Province picked
    assert sections(g.check(f"event(unshaded) {ok2}")) == ["5.1.3"]                                 # 2 Provinces
    assert sections(g.check(f"event(unshaded) ev_choice(toward_support(tay_ninh)) {ok2}")) == ["5.1.3"]   # a piece each


def test_106_a_way_the_province_cannot_move_is_refused_5_1_3():
    # Ruling: "either direction" lets the Faction pick the way; the shift can
    # be carried out, so it must be (5.1.3): not toward the end a Province is at.
    g = card_game(106, {"tay_ninh": {"support": "active_support"}})
    assert sections(g.check("event(unshaded) ev_choice(toward_support(tay_ninh)) ev_place(tay_ninh, arvn_police, 1) "
                            "ev_choice(toward_support(kien_phong)) ev_place(kien_phong, arvn_police, 1)")) == ["5.1.3"]


def test_106_only_one_piece_available_places_one_1_4_1():
    # 30 Police and 30 VC Guerrillas in the Force Pool: all Police and 29 Guerrillas on the map.
    g = card_game(106, {"hue": {"pieces": {"arvn_police": 30}}, "binh_dinh": {"pieces": {"vc_guerrilla_active": 29}}})
    ok = "event(unshaded) ev_choice(toward_support(tay_ninh)) ev_choice(toward_support(kien_phong))"
    assert g.check(ok + " ev_place(tay_ninh, vc_guerrilla, 1)") == []
    assert sections(g.check(ok)) == ["5.1.3"]


def test_106_legal_offers_the_five_provinces_next_to_saigon_5_1():
    options = card_game(106).legal("event(unshaded)")
    provinces = ("binh_tuy_binh_thuan", "kien_hoa_vinh_binh", "kien_phong", "quang_duc_long_khanh", "tay_ninh")
    assert sorted(options["ev_choice"]) == sorted(f"ev_choice({w}({p}))" for p in provinces
                                                  for w in ("toward_opposition", "toward_support"))
    assert sorted(options["ev_place"]) == sorted(f"ev_place({p},{t},1)" for p in provinces
                                                 for t in ("arvn_police", "vc_guerrilla"))
