"""Card 46 559th Transport Grp (5.1, 5.1.2, 5.4, 5.5; card text and tip in
shared/reference).  Its first tests are in test_momentum_bars.py."""

from tests.helpers import card_game


def test_unshaded_degrade_beats_oriskany_ban_5_1_2():
    r = card_game(46, trail=3, momentum={39: "shaded"}).apply("event(unshaded)")
    assert r.state.trail == 1


def test_unshaded_trail_not_below_0_1_8():
    assert card_game(46, trail=1).apply("event(unshaded)").state.trail == 0


def test_shaded_resources_capped_at_75_1_8():
    g = card_game(46, {"central_laos": {"pieces": {"nva_base": 1}}}, trail=4,
                  resources={"ARVN": 30, "NVA": 70, "VC": 70})
    r = g.apply("event(shaded)").game.apply("infiltrate(central_laos, 1)").game.apply("event_rest")
    assert r.state.resources["NVA"] == 75 and r.state.resources["VC"] == 75
