"""Card 26 LRRP (5.1, 5.1.3, 5.5, 1.4.1, 1.6, 4.2.3; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections

VC_FIRST = {"US": "ineligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"}
STRIKE = "air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1)"


def test_unshaded_us_places_3_irregulars_outside_the_south_then_free_air_strike_5_5():
    g = card_game(26, {"quang_nam": {"pieces": {"us_troops": 1, "nva_troops": 2}}})
    r = g.apply("event(unshaded) ev_place(central_laos, us_irregular, 2) ev_place(the_fishhook, us_irregular, 1)")
    assert r.state.pieces("central_laos") == {"us_irregular_underground": 2}
    assert r.state.pieces("the_fishhook") == {"us_irregular_underground": 1}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "air_strike")]
    r2 = r.game.apply(STRIKE, dice=[6])                  # anywhere the usual rule allows (tip)
    assert r2.state.pieces("quang_nam") == {"us_troops": 1, "nva_troops": 1}
    assert r2.state.turn["pending"] == []


def test_unshaded_laos_or_cambodia_only_and_3_if_available_5_1_3():
    g = card_game(26)
    assert "5.1" in sections(g.check("event(unshaded) ev_place(quang_nam, us_irregular, 3)"))
    assert "1.4.2" in sections(g.check("event(unshaded) ev_place(north_vietnam, us_irregular, 3)"))
    assert sections(g.check("event(unshaded) ev_place(central_laos, us_irregular, 2)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_place(central_laos, us_irregular, 4)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_place(central_laos, arvn_ranger, 3)")) == ["5.1"]


def test_unshaded_fewer_available_place_them_all_1_4_1():
    g = card_game(26, {"hue": {"pieces": {"us_irregular_active": 5}}})            # 1 Available
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]
    r = g.apply("event(unshaded) ev_place(sihanoukville, us_irregular, 1)")
    assert r.state.pieces("sihanoukville") == {"us_irregular_underground": 1}


def test_unshaded_another_faction_executes_the_us_places_then_strikes_5_1():
    g = card_game(26, {"quang_nam": {"pieces": {"us_troops": 1, "nva_troops": 2}}}, eligibility=VC_FIRST)
    r = g.apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "rest"), ("US", "air_strike")]
    r = r.game.apply("event_rest ev_place(central_laos, us_irregular, 3)")
    assert r.state.pieces("central_laos") == {"us_irregular_underground": 3}
    r = r.game.apply(STRIKE, dice=[6])
    assert r.state.turn["pending"] == [] and r.state.pieces("quang_nam") == {"us_troops": 1, "nva_troops": 1}


def test_shaded_3_irregulars_to_casualties_and_their_spaces_shift_5_1():
    g = card_game(26, {"quang_nam": {"pieces": {"us_irregular_active": 2}, "support": "active_support"},
                       "binh_dinh": {"pieces": {"us_irregular_underground": 2}},
                       "central_laos": {"pieces": {"us_irregular_underground": 1}}})
    r = g.apply("event(shaded) ev_remove(quang_nam, us_irregular_active, 2) ev_remove(binh_dinh, us_irregular_underground, 1)")
    assert r.state.casualties == {"us_irregular": 3}
    assert r.state.spaces["quang_nam"]["support"] == "passive_support"       # 1 level, not 1 per piece
    assert r.state.spaces["binh_dinh"]["support"] == "passive_opposition"
    assert r.state.pieces("binh_dinh") == {"us_irregular_underground": 1}


def test_shaded_as_many_as_there_are_irregulars_only_5_1_3():
    g = card_game(26, {"quang_nam": {"pieces": {"us_irregular_active": 2, "arvn_ranger_active": 2}}})
    assert sections(g.check("event(shaded) ev_remove(quang_nam, us_irregular_active, 1)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(shaded) ev_remove(quang_nam, us_irregular_active, 2) "
                                     "ev_remove(quang_nam, arvn_ranger_active, 1)"))
    r = g.apply("event(shaded) ev_remove(quang_nam, us_irregular_active, 2)")
    assert r.state.casualties == {"us_irregular": 2} and r.state.spaces["quang_nam"]["support"] == "passive_opposition"


def test_legal_offers_laos_and_cambodia_and_irregulars_5_1():
    g = card_game(26)
    opts = g.legal("event(unshaded)")["ev_place"]
    assert set(opts) == {f"ev_place({s},us_irregular,{n})" for n in (1, 2, 3) for s in
                         ("central_laos", "southern_laos", "northeast_cambodia", "the_fishhook", "the_parrots_beak",
                          "sihanoukville")}
    g = card_game(26, {"quang_nam": {"pieces": {"us_irregular_active": 2, "arvn_ranger_active": 2}}})
    assert g.legal("event(shaded)") == {"ev_remove": ["ev_remove(quang_nam,us_irregular_active,2)"]}
