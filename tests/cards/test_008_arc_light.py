"""Card 8 Arc Light, US Capability (5.3, 4.2.3, 1.3.5; card text and tip in
shared/reference).  Its first tests are in test_air_strike_capabilities.py."""

from tests.helpers import game, pieces, sections


def test_unshaded_north_vietnam_is_a_province_tip_1_3_5():
    spaces = {"hue": {"pieces": {"us_troops": 1}}, "north_vietnam": {"pieces": {"nva_troops": 2}}}
    m = "train(hue) air_strike(north_vietnam) remove(air_strike, north_vietnam, nva_troops, 1)"
    assert sections(game(spaces).check(m, dice=[6])) == ["4.2.3"]
    r = game(spaces, capabilities={8: "unshaded"}).apply(m, dice=[6])
    assert pieces(r, "north_vietnam") == {"nva_troops": 1}


def test_unshaded_not_a_city_nor_a_loc_without_coin_pieces_5_3():
    spaces = {"hue": {"pieces": {"us_troops": 1}}, "qui_nhon": {"pieces": {"nva_troops": 2}},
              "loc_hue_da_nang": {"pieces": {"nva_troops": 2}}}
    g = game(spaces, capabilities={8: "unshaded"})
    for s in ("qui_nhon", "loc_hue_da_nang"):
        assert "4.2.3" in sections(g.check(f"train(hue) air_strike({s}) remove(air_strike, {s}, nva_troops, 1)", dice=[6]))


def test_shaded_one_piece_removed_shifts_one_level_only_4_2_3():
    pos = {"hue": {"pieces": {"us_troops": 1}},
           "quang_nam": {"support": "passive_support", "pieces": {"arvn_police": 1, "nva_troops": 2}}}
    r = game(pos, capabilities={8: "shaded"}).apply(
        "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1)", dice=[1])
    assert "support" not in r.state.spaces["quang_nam"]                       # 1 level: Neutral
