"""Card 7 ADSID (5.1, 5.4, 6.2.2, 6.6; card text and tip in shared/reference).
Its first tests are in test_momentum_more.py."""

from tests.helpers import card_game, coup_game as _coup_game, game

CITIES = ["hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho"]
POS = {"hue": {"pieces": {"us_troops": 1}}, "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 1}}}
DEGRADE = "train(hue) air_strike(quang_nam) degrade_trail"


def coup_game(phase, spaces=None, **extra):
    """COIN Control in every City (1 Police), so no LoC is Sabotaged (6.2.1)."""
    base = {c: {"pieces": {"arvn_police": 1}} for c in CITIES}
    base.update(spaces or {})
    return _coup_game(phase, base, **extra)


def test_unshaded_air_strike_degrade_costs_6_5_4():
    r = game(POS, trail=3, momentum={7: "unshaded"}).apply(DEGRADE, dice=[2])
    assert r.state.trail == 2 and r.state.resources["NVA"] == 10 - 6


def test_unshaded_no_cost_when_the_trail_at_0_does_not_move_5_4():
    r = game(POS, trail=0, momentum={7: "unshaded"}).apply(DEGRADE, dice=[2])
    assert r.state.trail == 0 and r.state.resources["NVA"] == 10


def test_unshaded_coup_resources_phase_degrade_costs_6_before_earnings_6_2_2():
    """The tip: the Coup Round's Trail changes count.  Trail 3 -> 2 (COIN
    Control in Cambodia), NVA 10 - 6, then + 2 x 2 (6.2.4)."""
    g = coup_game("resources", {"sihanoukville": {"pieces": {"arvn_troops": 1}}}, trail=3, momentum={7: "unshaded"})
    r = g.apply("coup")
    assert r.state.trail == 2 and r.state.resources["NVA"] == 10 - 6 + 2 * 2


def test_unshaded_reset_trail_change_costs_6_then_ends_6_6():
    r = _coup_game("reset", trail=4, momentum={7: "unshaded"}).apply("coup")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 4 and r.state.momentum == {}


def test_shaded_trail_at_4_stays_4_1_8():
    r = card_game(7, trail=4).apply("event(shaded)")
    assert r.state.trail == 4 and r.state.resources["ARVN"] == 21
