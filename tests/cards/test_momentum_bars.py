"""Momentum cards that forbid or limit Special Activities and Operations while
in effect (5.4): 10, 15, 22, 41, 46, 78, 115 - and their one-time effects (5.1)."""

from tests.helpers import card_game, game, pieces, sections

AIR_STRIKE = "assault(binh_dinh) air_strike(binh_dinh)"
AS_SPACES = {"binh_dinh": {"pieces": {"us_troops": 2, "nva_troops": 1}}}
GOVERN2 = "train(saigon) train(saigon, arvn_troops, 1) govern(an_loc, aid) govern(can_tho, aid)"
GOVERN_SPACES = {"an_loc": {"pieces": {"arvn_police": 1}, "support": "passive_support"},
                 "can_tho": {"pieces": {"arvn_police": 1}, "support": "passive_support"}}


def test_air_strike_legal_without_momentum():
    assert game(AS_SPACES, first="US").check(AIR_STRIKE, dice=[6]) == []


def test_10_rolling_thunder_shaded_no_air_strike_5_4():
    r = card_game(10).apply("event(shaded)")
    assert r.state.momentum == {10: "shaded"} and r.state.resources["ARVN"] == 25
    assert "5.4" in sections(game(AS_SPACES, first="US", momentum={10: "shaded"}).check(AIR_STRIKE, dice=[6]))


def test_10_rolling_thunder_unshaded_trail_nva_resources_ineligible_2_3_6():
    g = card_game(10, trail=3)                         # US, NVA, ARVN, VC
    r = g.apply("event(unshaded)")
    assert r.state.trail == 1 and r.state.resources["NVA"] == 1
    assert r.state.eligibility["NVA"] == "ineligible" and r.state.momentum == {}


def test_22_da_nang_shaded_removes_support_near_da_nang_and_bars_air_strike_5_4():
    g = card_game(22, {"da_nang": {"support": "active_support"}, "quang_nam": {"support": "passive_opposition"},
                       "hue": {"support": "passive_support"}})
    r = g.apply("event(shaded)")
    assert "support" not in r.state.spaces.get("da_nang", {})
    assert r.state.spaces["quang_nam"]["support"] == "passive_opposition"    # Opposition stays
    assert r.state.spaces["hue"]["support"] == "passive_support"             # not adjacent
    assert "5.4" in sections(game(AS_SPACES, first="US", momentum={22: "shaded"}).check(AIR_STRIKE, dice=[6]))


def test_22_da_nang_unshaded_up_to_6_troops_3_from_out_of_play_5_1():
    g = card_game(22, out_of_play={"us_troops": 5})
    r = g.apply("event(unshaded) ev_place(da_nang, us_troops, 3) ev_move(out_of_play, da_nang, us_troops, 3)")
    assert pieces(r, "da_nang") == {"us_troops": 6} and r.state.out_of_play == {"us_troops": 2}
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, da_nang, us_troops, 4)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_place(da_nang, us_troops, 4) ev_move(out_of_play, da_nang, us_troops, 3)"))


def test_41_bombing_pause_two_spaces_passive_support_patronage_5_1():
    g = card_game(41, {"hue": {"support": "active_opposition"}})
    r = g.apply("event(unshaded) ev_space(hue) ev_space(binh_dinh)")
    assert r.state.spaces["hue"]["support"] == "passive_support"
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support"
    assert r.state.patronage == 17 and r.state.momentum == {41: "unshaded"}
    assert "5.1.3" in sections(g.check("event(unshaded) ev_space(hue)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_space(hue) ev_space(central_laos)"))


def test_15_medevac_shaded_no_air_lift_stays_eligible_5_4():
    g = card_game(15)                                  # US first
    r = g.apply("event(shaded)")
    assert r.state.turn["marks"] == {"US": ["stays_eligible"]}
    m = "sweep(quang_nam) air_lift(hue, quang_nam, us_troops, 1)"
    spaces = {"hue": {"pieces": {"us_troops": 1}}}
    assert game(spaces, first="US").check(m) == []
    assert "5.4" in sections(game(spaces, first="US", momentum={15: "shaded"}).check(m))


def test_46_559th_unshaded_infiltrate_max_1_space_4_4_1():
    r = card_game(46, trail=3).apply("event(unshaded)")
    assert r.state.trail == 1 and r.state.momentum == {46: "unshaded"}
    spaces = {"central_laos": {"pieces": {"nva_base": 1}}, "southern_laos": {"pieces": {"nva_base": 1}}}
    m = "rally(central_laos) infiltrate(central_laos, 1) infiltrate(southern_laos, 1)"
    assert game(spaces, first="NVA").check(m) == []
    assert sections(game(spaces, first="NVA", momentum={46: "unshaded"}).check(m)) == ["4.4.1"]


def test_46_shaded_free_infiltrate_then_resources_5_5():
    g = card_game(46, {"central_laos": {"pieces": {"nva_base": 1}}}, trail=2)     # NVA first
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "infiltrate"), ("NVA", "rest")]
    r = r.game.apply("infiltrate(central_laos, 1)")
    assert r.state.pieces("central_laos") == {"nva_base": 1, "nva_troops": 1}
    r = r.game.apply("event_rest")
    assert r.state.resources["NVA"] == 10 + 6 and r.state.resources["VC"] == 5 + 4


def test_78_lansdale_shaded_no_us_assault_5_4():
    r = card_game(78).apply("event(shaded)")
    assert r.state.patronage == 18 and r.state.momentum == {78: "shaded"}
    assert "5.4" in sections(game(AS_SPACES, first="US", momentum={78: "shaded"}).check("assault(binh_dinh)"))
    arvn = {"binh_dinh": {"pieces": {"arvn_troops": 2, "nva_troops": 1}}}
    assert game(arvn, first="ARVN", momentum={78: "shaded"}).check("assault(binh_dinh)") == []


def test_78_lansdale_unshaded_active_support_terror_patronage_5_1():
    g = card_game(78, {"binh_dinh": {"pieces": {"arvn_police": 1}}})
    r = g.apply("event(unshaded) ev_space(binh_dinh)")
    assert r.state.spaces["binh_dinh"]["support"] == "active_support" and r.state.spaces["binh_dinh"]["terror"] == 1
    assert r.state.patronage == 16
    assert "5.1" in sections(g.check("event(unshaded) ev_space(quang_nam)"))


def test_115_typhoon_kate_no_transport_other_sa_one_space_5_4():
    r = card_game(115).apply("event(unshaded)")
    assert r.state.momentum == {115: "unshaded"}
    assert game(GOVERN_SPACES, first="ARVN").check(GOVERN2) == []
    assert "5.4" in sections(game(GOVERN_SPACES, first="ARVN", momentum={115: "unshaded"}).check(GOVERN2))
    one = "train(saigon) train(saigon, arvn_troops, 1) govern(an_loc, aid)"
    assert game(GOVERN_SPACES, first="ARVN", momentum={115: "unshaded"}).check(one) == []
    t = {"hue": {"pieces": {"arvn_troops": 2}}}
    assert "5.4" in sections(game(t, first="ARVN", momentum={115: "unshaded"}).check(
        "train(hue) transport(hue, loc_hue_da_nang, arvn_troops, 2)"))


def test_5_1_2_current_event_free_action_beats_lasting_bar():
    """5.1.2 EXAMPLE (MACV and Typhoon Kate): a free Special Activity the current Event grants
    is not stopped by a lasting Event that forbids it."""
    spaces = {"quang_nam": {"pieces": {"us_troops": 2, "nva_troops": 2}}}
    g = card_game(1, spaces, momentum={10: "shaded"})      # Rolling Thunder: no Air Strike
    r = g.apply("event(unshaded)")                          # Gulf of Tonkin grants a free Air Strike
    assert r.game.check("air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)", dice=[6]) == []
    g = game(spaces, first="US", momentum={10: "shaded"})
    assert "5.4" in sections(g.check("train(quang_nam) air_strike(quang_nam)", dice=[6]))
