"""Card 21 Americal (5.1, 5.1.1, 5.1.3, 1.4.2, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

VC_FIRST = {"US": "ineligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"}


def test_unshaded_2_from_the_map_and_2_from_out_of_play_to_one_space_5_1():
    g = card_game(21, {"hue": {"pieces": {"us_troops": 1}}, "saigon": {"pieces": {"us_troops": 3}}},
                  out_of_play={"us_troops": 4})
    r = g.apply("event(unshaded) ev_space(quang_nam) ev_move(hue, quang_nam, us_troops, 1) "
                "ev_move(saigon, quang_nam, us_troops, 1) ev_move(out_of_play, quang_nam, us_troops, 2)")
    assert r.state.pieces("quang_nam") == {"us_troops": 4}
    assert r.state.pieces("hue") == {} and r.state.pieces("saigon") == {"us_troops": 2}
    assert r.state.out_of_play == {"us_troops": 2}


def test_unshaded_or_all_to_available_5_1():
    g = card_game(21, {"hue": {"pieces": {"us_troops": 2}}}, out_of_play={"us_troops": 1})
    avail = g.view().available["us_troops"]
    r = g.apply("event(unshaded) ev_choice(available) ev_move(hue, available, us_troops, 2) "
                "ev_move(out_of_play, available, us_troops, 1)")
    assert r.game.view().available["us_troops"] == avail + 3 and r.state.out_of_play == {}


def test_unshaded_limits_one_destination_2_each_5_1():
    g = card_game(21, {"hue": {"pieces": {"us_troops": 3}}}, out_of_play={"us_troops": 4})
    assert g.check("event(unshaded)") == []                                      # "up to"
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_move(hue, saigon, us_troops, 3)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_move(out_of_play, saigon, us_troops, 3)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_choice(available) ev_move(hue, saigon, us_troops, 1) "
                            "ev_move(out_of_play, available, us_troops, 1)")) == ["5.1"]        # two destinations
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_move(out_of_play, available, us_troops, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_move(hue, saigon, us_troops, 1)")) == ["5.1"]    # destination named
    assert "5.1" in sections(g.check("event(unshaded) ev_space(north_vietnam) "
                                     "ev_move(hue, north_vietnam, us_troops, 1)"))             # 1.4.2


def test_unshaded_the_us_moves_when_another_faction_executes_5_1():
    g = card_game(21, out_of_play={"us_troops": 2}, eligibility=VC_FIRST)
    r = g.apply("event(unshaded)")
    assert r.state.turn["pending"] == [{"faction": "US", "action": "rest", "card": 21, "side": "unshaded"}]
    assert r.game.legal("event_rest")["ev_space"][:2] == ["ev_space(an_loc)", "ev_space(ba_xuyen)"]
    assert r.game.legal("event_rest ev_space(hue)") == {"ev_move": ["ev_move(out_of_play,hue,us_troops,1)",
                                                                    "ev_move(out_of_play,hue,us_troops,2)"]}
    r = r.game.apply("event_rest ev_space(hue) ev_move(out_of_play, hue, us_troops, 2)")
    assert r.state.pieces("hue") == {"us_troops": 2}


def test_shaded_remove_1_vc_and_set_active_opposition_in_2_provinces_5_1():
    g = card_game(21, {"quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 2},
                                     "support": "passive_support"},
                       "binh_dinh": {"pieces": {"us_troops": 2, "vc_base": 1, "vc_guerrilla_active": 1}}})
    r = g.apply("event(shaded) ev_space(quang_nam) ev_remove(quang_nam, vc_guerrilla_underground, 1) "
                "ev_space(binh_dinh) ev_remove(binh_dinh, vc_base, 1)")
    assert r.state.pieces("quang_nam") == {"us_troops": 1, "vc_guerrilla_underground": 1}
    assert r.state.pieces("binh_dinh") == {"us_troops": 2, "vc_guerrilla_active": 1}
    assert r.state.spaces["quang_nam"]["support"] == "active_opposition"
    assert r.state.spaces["binh_dinh"]["support"] == "active_opposition"


def test_shaded_one_province_is_enough_and_needs_us_troops_5_1():
    g = card_game(21, {"quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 1}},
                       "binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}},
                       "hue": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 1}}})
    assert g.check("event(shaded) ev_space(quang_nam) ev_remove(quang_nam, vc_guerrilla_underground, 1)") == []
    assert "5.1" in sections(g.check("event(shaded) ev_space(binh_dinh) ev_remove(binh_dinh, vc_guerrilla_underground, 1)"))
    assert "5.1" in sections(g.check("event(shaded) ev_space(hue) ev_remove(hue, vc_guerrilla_underground, 1)"))   # a City
    assert sections(g.check("event(shaded) ev_space(quang_nam)")) == ["5.1.3"]      # its VC piece must go
    assert sections(g.check("event(shaded)")) == ["5.1.3"]


def test_shaded_provinces_where_both_can_happen_first_tip_5_1_3():
    # Binh Dinh has US Troops and VC but is already at Active Opposition; Quang Nam can have both effects.
    g = card_game(21, {"quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 1}},
                       "binh_dinh": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}, "support": "active_opposition"},
                       "pleiku_darlac": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("event(shaded) ev_space(binh_dinh) ev_remove(binh_dinh, vc_guerrilla_active, 1)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_space(pleiku_darlac)")) == ["5.1.3"]
    assert g.check("event(shaded) ev_space(quang_nam) ev_remove(quang_nam, vc_guerrilla_underground, 1) "
                   "ev_space(binh_dinh) ev_remove(binh_dinh, vc_guerrilla_active, 1)") == []
    # With the full one taken, a Province with US Troops but no VC is set all the same.
    r = g.apply("event(shaded) ev_space(quang_nam) ev_remove(quang_nam, vc_guerrilla_underground, 1) ev_space(pleiku_darlac)")
    assert r.state.spaces["pleiku_darlac"]["support"] == "active_opposition"


def test_shaded_tunneled_base_only_by_the_vc_choice_5_1_1():
    spaces = {"quang_nam": {"pieces": {"us_troops": 1, "vc_base_tunneled": 1}}}
    assert "5.1" in sections(card_game(21, spaces).check("event(shaded) ev_space(quang_nam) "
                                                         "ev_remove(quang_nam, vc_base_tunneled, 1)"))
    assert card_game(21, spaces).check("event(shaded) ev_space(quang_nam)") == []
    vc = card_game(21, spaces, eligibility=VC_FIRST)
    assert vc.check("event(shaded) ev_space(quang_nam) ev_remove(quang_nam, vc_base_tunneled, 1)") == []


def test_legal_offers_provinces_with_us_troops_and_their_vc_5_1():
    g = card_game(21, {"quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 1}},
                       "binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}},
                       "hue": {"pieces": {"us_troops": 1, "vc_guerrilla_underground": 1}}})
    assert g.legal("event(shaded)") == {"ev_space": ["ev_space(quang_nam)"],
                                        "ev_remove": ["ev_remove(quang_nam,vc_guerrilla_underground,1)"]}
    g = card_game(21, {"hue": {"pieces": {"us_troops": 3}}}, out_of_play={"us_troops": 1})
    first = g.legal("event(unshaded)")                                 # the destination first
    assert first["ev_choice"] == ["ev_choice(available)"] and "ev_move" not in first
    assert "ev_space(saigon)" in first["ev_space"] and "ev_space(north_vietnam)" not in first["ev_space"]
    assert g.legal("event(unshaded) ev_choice(available)") == {
        "ev_move": ["ev_move(hue,available,us_troops,1)", "ev_move(hue,available,us_troops,2)",
                    "ev_move(out_of_play,available,us_troops,1)"]}
    assert g.legal("event(unshaded) ev_space(hue)") == {"ev_move": ["ev_move(out_of_play,hue,us_troops,1)"]}
