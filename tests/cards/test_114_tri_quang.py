"""Card 114 Tri Quang (5.1, 5.1.3, 1.4.1, 1.4.2, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


CITIES = {"hue": {"support": "active_opposition"}, "saigon": {"support": "passive_support"},
          "da_nang": {"support": "passive_opposition"}, "kontum": {"support": "active_support"}}


def test_114_unshaded_up_to_3_neutral_or_opposition_cities_to_passive_support_1_6():
    g = card_game(114, CITIES)
    r = g.apply("event(unshaded) ev_space(hue) ev_space(da_nang) ev_space(can_tho)")
    assert [support(r, s) for s in ("hue", "da_nang", "can_tho")] == ["passive_support"] * 3
    assert g.check("event(unshaded) ev_space(hue)") == [] and g.check("event(unshaded)") == []    # up to


def test_114_unshaded_cities_at_neutral_or_opposition_only_at_most_3_5_1():
    g = card_game(114, CITIES)
    assert sections(g.check("event(unshaded) ev_space(saigon)")) == ["5.1"]          # Passive Support already
    assert sections(g.check("event(unshaded) ev_space(kontum)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(binh_dinh)")) == ["5.1"]       # a Province
    assert sections(g.check("event(unshaded) ev_space(hue) ev_space(da_nang) ev_space(can_tho) "
                            "ev_space(an_loc)")) == ["5.1"]


def test_114_shaded_hue_da_nang_saigon_toward_active_opposition_and_a_vc_piece_in_saigon_5_1():
    g = card_game(114, CITIES)
    r = g.apply("event(shaded) ev_place(saigon, vc_base, 1)")
    assert [support(r, s) for s in ("hue", "da_nang", "saigon", "kontum")] == \
        ["active_opposition", "active_opposition", "neutral", "active_support"]
    assert r.state.pieces("saigon") == {"vc_base": 1}


def test_114_shaded_the_piece_must_be_placed_in_saigon_5_1_3():
    g = card_game(114)
    assert sections(g.check("event(shaded)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_place(hue, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_place(saigon, vc_guerrilla, 1) ev_place(saigon, vc_base, 1)")) == ["5.1"]
    r = g.apply("event(shaded) ev_place(saigon, vc_guerrilla, 1)")
    assert r.state.pieces("saigon") == {"vc_guerrilla_underground": 1}


def test_114_shaded_no_base_room_and_no_guerrilla_nothing_placed_1_4_2():
    g = card_game(114, {"saigon": {"pieces": {"us_base": 2}}, "tay_ninh": {"pieces": {"vc_guerrilla_active": 30}}})
    assert g.check("event(shaded)") == []
    assert "1.4.2" in sections(g.check("event(shaded) ev_place(saigon, vc_base, 1)"))


def test_114_legal_offers_the_cities_and_the_saigon_piece_5_1():
    g = card_game(114, CITIES)
    assert g.legal("event(unshaded)") == {"ev_space": sorted(f"ev_space({c})" for c in
                                          ("hue", "da_nang", "qui_nhon", "cam_ranh", "an_loc", "can_tho"))}
    assert g.legal("event(shaded)") == {"ev_place": ["ev_place(saigon,vc_base,1)", "ev_place(saigon,vc_guerrilla,1)"]}
