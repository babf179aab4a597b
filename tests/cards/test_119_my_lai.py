"""Card 119 My Lai (5.1, 5.1.3, 1.4.1, 1.4.2, 1.6, 1.8; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections


def support(r, space):
    return r.state.spaces.get(space, {}).get("support", "neutral")


SPACES = {"binh_dinh": {"pieces": {"us_troops": 2}, "support": "passive_support"},
          "hue": {"pieces": {"us_troops": 3}},
          "central_laos": {"pieces": {"us_troops": 1}},
          "quang_nam": {"pieces": {"us_base": 1}}}
# Card 119's order: VC, ARVN, NVA, US.
ARVN_FIRST = {"VC": "ineligible", "ARVN": "eligible", "NVA": "eligible", "US": "eligible"}


def test_119_unshaded_2_available_us_troops_out_of_play_patronage_plus_2_5_1():
    r = card_game(119).apply("event(unshaded)")
    assert r.state.out_of_play == {"us_troops": 2} and r.state.patronage == 17


def test_119_unshaded_only_as_many_as_available_1_4_1():
    # 40 US Troops in the Force Pool, 39 on the map.
    r = card_game(119, {"hue": {"pieces": {"us_troops": 39}}}).apply("event(unshaded)")
    assert r.state.out_of_play == {"us_troops": 1}


def test_119_shaded_vc_executing_sets_active_opposition_places_base_and_guerrilla_aid_minus_6_5_1():
    g = card_game(119, SPACES)                                    # VC is 1st Eligible
    r = g.apply("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_base, 1) ev_place(binh_dinh, vc_guerrilla, 1)")
    assert support(r, "binh_dinh") == "active_opposition" and r.state.aid == 9
    assert r.state.pieces("binh_dinh") == {"us_troops": 2, "vc_base": 1, "vc_guerrilla_underground": 1}
    assert r.state.turn["pending"] == []


def test_119_shaded_a_province_with_us_troops_and_both_pieces_there_5_1_3():
    g = card_game(119, SPACES)
    assert sections(g.check("event(shaded) ev_space(hue) ev_place(hue, vc_base, 1) ev_place(hue, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_space(quang_nam) ev_place(quang_nam, vc_base, 1) "
                            "ev_place(quang_nam, vc_guerrilla, 1)")) == ["5.1"]                  # a Base, not Troops
    assert sections(g.check("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_guerrilla, 1)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_base, 1) "
                            "ev_place(tay_ninh, vc_guerrilla, 1)")) == ["5.1"]
    assert sections(g.check("event(shaded)")) == ["5.1.3"]


def test_119_shaded_population_0_province_stays_neutral_1_6():
    g = card_game(119, SPACES)
    r = g.apply("event(shaded) ev_space(central_laos) ev_place(central_laos, vc_base, 1) "
                "ev_place(central_laos, vc_guerrilla, 1)")
    assert support(r, "central_laos") == "neutral"
    assert r.state.pieces("central_laos") == {"us_troops": 1, "vc_base": 1, "vc_guerrilla_underground": 1}


def test_119_shaded_another_faction_picks_the_province_the_vc_place_5_1():
    g = card_game(119, SPACES, eligibility=ARVN_FIRST)
    assert sections(g.check("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_base, 1) "
                            "ev_place(binh_dinh, vc_guerrilla, 1)")) == ["5.1"]
    r = g.apply("event(shaded) ev_space(binh_dinh)")
    assert support(r, "binh_dinh") == "active_opposition" and r.state.aid == 9
    assert r.state.turn["pending"] == [{"faction": "VC", "action": "rest", "card": 119, "side": "shaded",
                                        "spaces": ["binh_dinh"]}]
    assert sections(r.game.check("event_rest ev_place(binh_dinh, vc_guerrilla, 1)")) == ["5.1.3"]
    assert "5.1" in sections(r.game.check("event_rest ev_place(central_laos, vc_base, 1) "
                                          "ev_place(central_laos, vc_guerrilla, 1)"))
    assert r.game.legal("event_rest") == {"ev_place": ["ev_place(binh_dinh,vc_base,1)", "ev_place(binh_dinh,vc_guerrilla,1)"]}
    r = r.game.apply("event_rest ev_place(binh_dinh, vc_base, 1) ev_place(binh_dinh, vc_guerrilla, 1)")
    assert r.state.pieces("binh_dinh") == {"us_troops": 2, "vc_base": 1, "vc_guerrilla_underground": 1}
    assert r.state.turn["pending"] == [] and r.state.eligibility["VC"] == "ineligible"


def test_119_shaded_no_room_for_the_base_only_the_guerrilla_1_4_2():
    g = card_game(119, {"binh_dinh": {"pieces": {"us_troops": 1, "us_base": 1, "arvn_base": 1}}})
    assert "1.4.2" in sections(g.check("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_base, 1) "
                                       "ev_place(binh_dinh, vc_guerrilla, 1)"))
    assert g.check("event(shaded) ev_space(binh_dinh) ev_place(binh_dinh, vc_guerrilla, 1)") == []


def test_119_legal_offers_provinces_with_us_troops_5_1():
    g = card_game(119, SPACES, eligibility=ARVN_FIRST)
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(binh_dinh)", "ev_space(central_laos)"]}
    vc = card_game(119, SPACES).legal("event(shaded) ev_space(binh_dinh)")
    assert vc == {"ev_place": ["ev_place(binh_dinh,vc_base,1)", "ev_place(binh_dinh,vc_guerrilla,1)"]}
