"""Card 15 Medevac (5.4, 6.5; card text and tip in shared/reference).  Its
first tests are in test_momentum_bars.py and conformance/test_6_5_commitment.py."""

from tests.helpers import card_game, coup_game, game, sections


def test_unshaded_base_casualties_still_go_out_of_play_tip_6_5():
    for edition in (1, 2):
        g = coup_game("commitment", casualties={"us_troops": 6, "us_base": 1}, momentum={15: "unshaded"}, edition=edition)
        r = g.apply("coup_done")
        assert r.state.casualties == {} and r.state.out_of_play == {"us_base": 1}


def test_unshaded_is_momentum_until_the_reset_5_4():
    assert card_game(15).apply("event(unshaded)").state.momentum == {15: "unshaded"}
    assert coup_game("reset", momentum={15: "unshaded"}).apply("coup").state.momentum == {}


def test_shaded_bars_air_lift_only_an_air_strike_stays_open_5_4():
    spaces = {"hue": {"pieces": {"us_troops": 2, "nva_troops": 1}}}
    g = game(spaces, first="US", momentum={15: "shaded"})
    assert g.check("train(hue) air_strike(hue) remove(air_strike, hue, nva_troops, 1)", dice=[6]) == []
