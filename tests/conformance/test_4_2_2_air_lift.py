"""Air Lift (4.2.2)."""

from helpers import game, pieces, sections


def test_4_2_2_any_us_troops_and_up_to_4_arvn_among_4_spaces():
    g = game({"saigon": {"pieces": {"us_troops": 8, "arvn_troops": 5}}, "hue": {"pieces": {"us_troops": 1}}})
    r = g.apply("train(hue) air_lift(saigon, hue, us_troops, 8) air_lift(saigon, hue, arvn_troops, 4)")
    assert pieces(r, "hue") == {"us_troops": 9, "arvn_troops": 4}
    assert sections(g.check("train(hue) air_lift(saigon, hue, arvn_troops, 5)")) == ["4.2.2"]
    m = ("train(hue) air_lift(saigon, hue, us_troops, 1) air_lift(saigon, da_nang, us_troops, 1) "
         "air_lift(saigon, kontum, us_troops, 1) air_lift(saigon, can_tho, us_troops, 1)")
    assert sections(g.check(m)) == ["4.2.2"]   # 5 spaces


def test_2_3_9_air_lift_two_spaces_in_monsoon():
    g = game({"saigon": {"pieces": {"us_troops": 3}}, "hue": {"pieces": {"us_troops": 1}}}, deck=(125, 2))
    assert g.check("train(hue) air_lift(saigon, hue, us_troops, 1)") == []
    assert sections(g.check("train(hue) air_lift(saigon, hue, us_troops, 1) air_lift(saigon, kontum, us_troops, 1)")) \
        == ["2.3.9"]


def test_tournament_high_winds_us_pieces_only_in_monsoon():
    g = game({"saigon": {"pieces": {"us_troops": 3, "arvn_troops": 2}}, "hue": {"pieces": {"us_troops": 1}}},
             deck=(125, 2), options={"high_winds": True})
    assert sections(g.check("train(hue) air_lift(saigon, hue, arvn_troops, 1)")) == ["2.3.9"]
