"""Card 115 Typhoon Kate (5.4 Momentum, 5.1; Govern and Transport are in test_momentum_bars.py)."""

from tests.helpers import card_game, game, pieces, play_out, sections

KATE = {115: "unshaded"}


def test_115_executing_faction_stays_eligible_5_1():
    r = play_out(card_game(115).apply("event(unshaded)"))                # VC executes
    assert r.state.eligibility["VC"] == "eligible"


def test_115_no_bombard_5_4():
    spaces = {"quang_tri_thua_thien": {"pieces": {"us_troops": 2, "arvn_troops": 1}},
              "north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {}}
    m = "rally(central_laos) bombard(quang_tri_thua_thien, us_troops)"
    assert game(spaces, first="NVA").check(m) == []
    assert "5.4" in sections(game(spaces, first="NVA", momentum=KATE).check(m))


def test_115_no_air_lift_5_4():
    spaces = {"saigon": {"pieces": {"us_troops": 2}}}
    m = "train(saigon) air_lift(saigon, hue, us_troops, 2)"
    assert game(spaces).check(m) == []
    assert "5.4" in sections(game(spaces, momentum=KATE).check(m))


AIR = {"saigon": {"pieces": {"us_troops": 1}},
       "quang_nam": {"pieces": {"us_troops": 1, "nva_troops": 1}},
       "binh_dinh": {"pieces": {"us_troops": 1, "nva_troops": 1}}}


def test_115_air_strike_one_space_and_may_still_degrade_the_trail_5_4():
    two = ("train(saigon) air_strike(quang_nam) air_strike(binh_dinh) remove(air_strike, quang_nam, nva_troops, 1) "
           "remove(air_strike, binh_dinh, nva_troops, 1)")
    assert game(AIR, trail=3).check(two) == []
    assert "5.4" in sections(game(AIR, trail=3, momentum=KATE).check(two))
    r = game(AIR, trail=3, momentum=KATE).apply(
        "train(saigon) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1) degrade_trail")
    assert pieces(r, "quang_nam") == {"us_troops": 1} and r.state.trail == 2


def test_115_macv_free_air_lift_despite_kate_5_1_2_example():
    """5.1.2's EXAMPLE: MACV (card 69) lets the US Air Lift with Typhoon Kate in effect."""
    spaces = {"saigon": {"pieces": {"us_troops": 2}}}
    g = card_game(69, spaces, momentum=KATE)
    r = g.apply("event(unshaded) ev_choice(us_arvn)")
    r = r.game.apply("air_lift(saigon, hue, us_troops, 2)")
    assert pieces(r, "hue") == {"us_troops": 2}


def test_115_macv_s_free_special_activity_keeps_its_usual_space_limit_ruling_265():
    """Ruling 265: MACV's free Special Activity (card 69, "the usual maximum
    number of spaces", its tip) beats Kate's 1-space limit as it beats Kate's
    ban on Air Lift (5.1.2): an Advise in 2 spaces."""
    spaces = {"quang_tri_thua_thien": {"pieces": {"us_irregular_underground": 1, "vc_guerrilla_underground": 1}},
              "quang_nam": {"pieces": {"us_irregular_underground": 1, "vc_guerrilla_underground": 1}}}
    g = card_game(69, spaces, momentum=KATE)
    r = g.apply("event(unshaded) ev_choice(us_arvn)")
    assert r.game.check("advise(quang_tri_thua_thien, special) advise(quang_nam, special)") == []
    # Without MACV, Kate holds an Advise with a Train to 1 space (5.4).
    spaces["hue"] = {"pieces": {"us_troops": 1}}
    assert "5.4" in sections(game(spaces, momentum=KATE).check(
        "train(hue) advise(quang_tri_thua_thien, special) advise(quang_nam, special)"))
