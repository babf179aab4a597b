"""Air Strike (4.2.3), 2nd edition: a die of hits."""

from helpers import game, pieces, sections

POS = {"hue": {"pieces": {"us_troops": 1}},
       "quang_nam": {"support": "passive_support",
                     "pieces": {"arvn_police": 1, "nva_troops": 1, "nva_guerrilla_active": 2, "nva_base": 1}}}


def test_4_2_3_hits_remove_troops_first_and_shift_toward_opposition():
    r = game(POS).apply("train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1) "
                        "remove(air_strike, quang_nam, nva_guerrilla_active, 1)", dice=[2])
    assert pieces(r, "quang_nam") == {"arvn_police": 1, "nva_guerrilla_active": 1, "nva_base": 1}
    assert r.state.spaces["quang_nam"].get("support", "neutral") == "neutral"


def test_4_2_3_hits_limited_by_the_die():
    g = game(POS)
    m = "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1) " \
        "remove(air_strike, quang_nam, nva_guerrilla_active, 2)"
    assert sections(g.check(m, dice=[2])) == ["4.2.3"]
    assert g.check(m, dice=[3]) == []


def test_4_2_3_two_hits_degrade_the_trail():
    r = game(POS, trail=3).apply("train(hue) air_strike(quang_nam) degrade_trail", dice=[2])
    assert r.state.trail == 2
    assert sections(game(POS, trail=3).check("train(hue) air_strike(quang_nam) degrade_trail", dice=[1])) == ["4.2.3"]


def test_4_2_3_troops_before_guerrillas_and_no_underground():
    g = game(POS)
    m = "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_guerrilla_active, 1)"
    assert sections(g.check(m, dice=[6])) == ["4.2.3"]


def test_4_2_3_needs_coin_piece_in_space():
    g = game({"hue": {"pieces": {"us_troops": 1}}, "north_vietnam": {"pieces": {"nva_troops": 3}}})
    assert sections(g.check("train(hue) air_strike(north_vietnam)", dice=[6])) == ["4.2.3"]


def test_4_2_3_first_edition_up_to_6_no_die_every_space_shifts_trail_degrade():
    """1st edition (seed 003): up to 6 Active enemy pieces, no die; each selected space
    shifts 1 level toward Active Opposition; the Trail may Degrade even with nothing removed."""
    g = game(POS, trail=3, edition=1)
    m = ("train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1) "
         "remove(air_strike, quang_nam, nva_guerrilla_active, 2) degrade_trail")
    r = g.apply(m)
    assert r.dice == []
    assert pieces(r, "quang_nam") == {"arvn_police": 1, "nva_base": 1}
    assert r.state.spaces["quang_nam"].get("support", "neutral") == "neutral"
    assert r.state.trail == 2
    spaces = dict(POS, kien_phong={"pieces": {"arvn_police": 1}, "support": "passive_support"})
    r = game(spaces, trail=3, edition=1).apply("train(hue) air_strike(kien_phong) degrade_trail")
    assert r.state.spaces["kien_phong"].get("support", "neutral") == "neutral" and r.state.trail == 2


def test_2_3_9_air_strike_two_spaces_in_monsoon():
    """In Monsoon (a Coup card next) US Air Strikes are limited to 2 spaces
    (2.3.9), out of Monsoon to 6 (4.2.3)."""
    spaces = {s: {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}} for s in ("hue", "quang_nam", "kontum")}
    spaces["saigon"] = {"pieces": {"us_troops": 2, "us_base": 1}}
    move = "train(saigon) air_strike(hue) air_strike(quang_nam) air_strike(kontum)"
    assert game(spaces, deck=(2, 3)).check(move) == []
    assert game(spaces, deck=(125, 2)).check(move) == [("2.3.9", "Air Strike in 3 spaces; at most 2")]
