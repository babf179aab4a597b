"""Card 5 Wild Weasels (5.1, 5.1.2, 5.4, 4.2.3; card text and tip in
shared/reference).  Its first tests are in test_air_strike_capabilities.py."""

from tests.helpers import card_game, game, sections

POS = {"hue": {"pieces": {"us_troops": 1}},
       "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 2}}}


def test_unshaded_degrade_beats_oriskany_ban_5_1_2():
    r = card_game(5, trail=3, momentum={39: "shaded"}).apply("event(unshaded)")
    assert r.state.trail == 1 and r.state.resources["NVA"] == 1


def test_unshaded_removing_sa2s_leaves_trail_and_resources_5_1():
    r = card_game(5, trail=3, capabilities={34: "shaded"}).apply("event(unshaded)")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 10 and r.state.capabilities == {}


def test_unshaded_unshaded_sa2s_is_not_removed_5_1():
    """Only shaded SA-2s goes: unshaded SA-2s stays, and the Trail and NVA Resources drop."""
    r = card_game(5, trail=3, capabilities={34: "unshaded"}).apply("event(unshaded)")
    assert r.state.capabilities == {34: "unshaded"} and r.state.trail == 1 and r.state.resources["NVA"] == 1


def test_shaded_one_piece_without_degrade_is_legal_5_4():
    g = game(POS, momentum={5: "shaded"})
    assert g.check("train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1)", dice=[6]) == []
    assert sections(g.check("train(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)",
                            dice=[6])) == ["5.4"]


def test_shaded_momentum_in_effect_5_4():
    assert card_game(5).apply("event(shaded)").state.momentum == {5: "shaded"}
