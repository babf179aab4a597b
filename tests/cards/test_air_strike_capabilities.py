"""Capabilities and Momentum that change Air Strike and the Trail (5.3, 5.4,
4.2.3, 3.3.1): cards 4 Top Gun, 5 Wild Weasels, 8 Arc Light, 20 Laser Guided
Bombs, 31 AAA, 33 MiGs, 34 SA-2s."""

from tests.helpers import card_game, game, pieces, sections

POS = {"hue": {"pieces": {"us_troops": 1}},
       "quang_nam": {"support": "passive_support",
                     "pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 2, "nva_base": 1}}}
DEGRADE = "train(hue) air_strike(quang_nam) degrade_trail"
TWO = ("train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1) "
       "remove(air_strike, quang_nam, nva_guerrilla_active, 1)")


def test_4_top_gun_unshaded_degrades_2_boxes():
    assert game(POS, trail=3, capabilities={4: "unshaded"}).apply(DEGRADE, dice=[2]).state.trail == 1


def test_4_top_gun_shaded_degrade_only_on_4_to_6():
    g = game(POS, trail=3, capabilities={4: "shaded"})
    assert g.apply(DEGRADE, dice=[2, 3]).state.trail == 3        # hits 2, then 3: no Degrade
    assert g.apply(DEGRADE, dice=[2, 4]).state.trail == 2


def test_4_top_gun_shaded_the_die_shown_is_the_air_strike_s_its_own_comes_next():
    """4.2.3 (ruling 230) with card 4 shaded: the die `legal` shows once the
    Air Strike is named is the hits' die, the first the move rolls; Top
    Gun's die for the Degrade is the next one, still to come (the Degrade
    is offered on 2 hits whatever it will be)."""
    g = game(POS, trail=3, capabilities={4: "shaded"})
    partial = "train(hue) air_strike(quang_nam)"
    assert g.dice_rolled(partial, dice=[2, 3]) == [("air_strike", 2, "4.2.3")]
    assert g.legal(partial, dice=[2, 3])["degrade_trail"] == ["degrade_trail"]
    r = g.apply(DEGRADE, dice=[2, 3])
    assert r.dice == [2, 3] and r.state.trail == 3


def test_4_top_gun_unshaded_cancels_shaded_migs_5_3():
    r = card_game(4, capabilities={33: "shaded"}).apply("event(unshaded)")
    assert r.state.capabilities == {4: "unshaded"}


def test_33_migs_shaded_degrade_costs_an_available_troop():
    r = game(POS, trail=3, capabilities={33: "shaded"}).apply(DEGRADE, dice=[2])
    assert r.state.trail == 2 and r.state.casualties == {"us_troops": 1}
    r = game(POS, trail=3, capabilities={33: "shaded", 4: "unshaded"}).apply(DEGRADE, dice=[2])
    assert r.state.casualties == {}


def test_33_migs_unshaded_nva_minus_6_at_reset():
    from tests.helpers import coup_game
    r = coup_game("reset", capabilities={33: "unshaded"}).apply("coup")
    assert r.state.resources["NVA"] == 4


def test_31_aaa_shaded_no_degrade_below_2():
    assert game(POS, trail=2, capabilities={31: "shaded"}).apply(DEGRADE, dice=[2]).state.trail == 2
    assert game(POS, trail=3, capabilities={31: "shaded", 4: "unshaded"}).apply(DEGRADE, dice=[2]).state.trail == 2


def test_31_aaa_unshaded_rally_improving_trail_one_space_3_3_1():
    spaces = {"central_laos": {"pieces": {"nva_base": 1}}, "southern_laos": {"pieces": {"nva_base": 1}}}
    m = "rally(central_laos) rally(southern_laos) improve_trail"
    assert game(spaces, first="NVA").check(m) == []
    assert sections(game(spaces, first="NVA", capabilities={31: "unshaded"}).check(m)) == ["5.3"]


def test_34_sa2s_shaded_rally_improves_trail_2():
    spaces = {"central_laos": {"pieces": {"nva_base": 1}}}
    r = game(spaces, first="NVA", trail=1, capabilities={34: "shaded"}).apply("rally(central_laos) improve_trail")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 10 - 1 - 2


def test_34_sa2s_unshaded_degrade_removes_an_nva_piece_outside_the_south():
    spaces = dict(POS, north_vietnam={"pieces": {"nva_troops": 2}})
    g = game(spaces, trail=3, capabilities={34: "unshaded"})
    assert sections(g.check(DEGRADE, dice=[2])) == ["5.3"]
    r = g.apply(DEGRADE + " sa2s(north_vietnam, nva_troops)", dice=[2])
    assert pieces(r, "north_vietnam") == {"nva_troops": 1}


def test_8_arc_light_unshaded_one_province_without_coin():
    spaces = dict(POS, quang_tin_quang_ngai={"pieces": {"nva_troops": 2}}, pleiku_darlac={"pieces": {"nva_troops": 2}})
    one = "train(hue) air_strike(quang_tin_quang_ngai) remove(air_strike, quang_tin_quang_ngai, nva_troops, 1)"
    assert sections(game(spaces).check(one, dice=[6])) == ["4.2.3"]
    assert game(spaces, capabilities={8: "unshaded"}).check(one, dice=[6]) == []
    two = one + " air_strike(pleiku_darlac)"
    assert sections(game(spaces, capabilities={8: "unshaded"}).check(two, dice=[6])) == ["5.3"]
    # (the legal moves offer that Province too, beside a space with COIN pieces)
    assert "air_strike" not in game(spaces).legal("train(hue) air_strike(quang_nam)")
    assert "air_strike(quang_tin_quang_ngai)" in \
        game(spaces, capabilities={8: "unshaded"}).legal("train(hue) air_strike(quang_nam)")["air_strike"]


def test_8_arc_light_shaded_two_levels_where_more_than_one_removed():
    r = game(POS, capabilities={8: "shaded"}).apply(TWO, dice=[2])
    assert r.state.spaces["quang_nam"]["support"] == "passive_opposition"


def test_20_lgb_unshaded_no_shift_for_one_piece_shaded_two_at_most():
    one = "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1)"
    r = game(POS, capabilities={20: "unshaded"}).apply(one, dice=[1])
    assert r.state.spaces["quang_nam"]["support"] == "passive_support"
    three = TWO.replace("nva_guerrilla_active, 1", "nva_guerrilla_active, 2")
    assert game(POS).check(three, dice=[3]) == []
    assert sections(game(POS, capabilities={20: "shaded"}).check(three, dice=[3])) == ["5.3"]


def test_5_wild_weasels_shaded_degrade_or_one_piece_5_4():
    g = game(POS, trail=3, momentum={5: "shaded"})
    assert sections(g.check(TWO, dice=[2])) == ["5.4"]
    assert sections(g.check(DEGRADE + " remove(air_strike, quang_nam, nva_troops, 1)", dice=[3])) == ["5.4"]
    assert g.check(DEGRADE, dice=[2]) == []


def test_5_wild_weasels_unshaded_removes_shaded_sa2s_else_trail_and_resources():
    r = card_game(5, capabilities={34: "shaded"}, trail=3).apply("event(unshaded)")
    assert r.state.capabilities == {} and r.state.trail == 3
    r = card_game(5, trail=3).apply("event(unshaded)")
    assert r.state.trail == 1 and r.state.resources["NVA"] == 1
