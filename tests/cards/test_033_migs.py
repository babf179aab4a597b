"""Card 33 MiGs, NVA Capability (5.3, 4.2.3, 6.6; card text and tip in
shared/reference).  Its first tests are in test_air_strike_capabilities.py."""

from tests.helpers import card_game, game

POS = {"hue": {"pieces": {"us_troops": 1}}, "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 2}}}
DEGRADE = "train(hue) air_strike(quang_nam) degrade_trail"


def test_shaded_no_available_troop_none_lost_5_1_3():
    r = game(POS, trail=3, capabilities={33: "shaded"}, casualties={"us_troops": 39}).apply(DEGRADE, dice=[2])
    assert r.state.trail == 2 and r.state.casualties == {"us_troops": 39}


def test_shaded_no_degrade_no_loss_4_2_3():
    r = game(POS, trail=3, capabilities={33: "shaded"}).apply(
        "train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)", dice=[2])
    assert r.state.casualties == {}


def test_executing_top_gun_unshaded_removes_shaded_migs_5_3():
    r = card_game(4, capabilities={33: "shaded"}).apply("event(unshaded)")
    assert 33 not in r.state.capabilities


def test_shaded_blocked_by_unshaded_top_gun_stays_out_of_play_card_4_tip():
    """Card 4's tip: unshaded Top Gun blocks shaded MiGs from being executed,
    so it never enters play (nor comes alive if RAND later flips Top Gun)."""
    r = card_game(33, capabilities={4: "unshaded"}).apply("event(shaded)")
    assert r.state.capabilities == {4: "unshaded"}
    r = card_game(33, capabilities={4: "shaded"}).apply("event(shaded)")
    assert r.state.capabilities == {4: "shaded", 33: "shaded"}
