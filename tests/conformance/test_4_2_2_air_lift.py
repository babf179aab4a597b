"""Air Lift (4.2.2)."""

from helpers import counts_grounded, game, pieces, sections


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


# In legal mode the counts an Air Lift may reach are grounded only as far as
# 4.2.2 lets it raise them (asp/special/air_lift.lp, step_rise/4): each move
# that reaches the bound stays legal and offered.
LIFT = {"saigon": {"pieces": {"us_troops": 8, "arvn_troops": 5}}, "hue": {"pieces": {"us_troops": 1}},
        "da_nang": {"pieces": {"us_troops": 3, "arvn_troops": 2}}}


def test_4_2_2_air_lift_brings_at_most_the_us_troops_on_the_map():
    """12 US Troops on the map: all of them may be lifted into Kontum, from 3
    spaces; Kontum never holds more after the lift, so no count above 12 is
    grounded (the Force Pool's 40 were)."""
    g = game(LIFT)
    partial = "train(hue) air_lift air_lift(saigon, kontum, us_troops, 8) air_lift(da_nang, kontum, us_troops, 3)"
    assert "air_lift(hue,kontum,us_troops,1)" in g.legal(partial, sa="air_lift")["air_lift"]
    assert max(counts_grounded(g, "kontum", "us_troops")) == 12
    r = g.apply(partial + " air_lift(hue, kontum, us_troops, 1)")
    assert pieces(r, "kontum") == {"us_troops": 12}


def test_4_2_2_air_lift_brings_at_most_4_arvn_troops_into_a_space():
    """Up to 4 ARVN Troops, Rangers and Irregulars in all: 2 from Saigon and 2
    from Da Nang into Kontum is legal and offered; no count of ARVN Troops in
    Kontum above 4 is grounded."""
    g = game(LIFT)
    partial = "train(hue) air_lift air_lift(saigon, kontum, arvn_troops, 2)"
    assert "air_lift(da_nang,kontum,arvn_troops,2)" in g.legal(partial, sa="air_lift")["air_lift"]
    assert max(counts_grounded(g, "kontum", "arvn_troops")) == 4
    r = g.apply(partial + " air_lift(da_nang, kontum, arvn_troops, 2)")
    assert pieces(r, "kontum") == {"arvn_troops": 4}
