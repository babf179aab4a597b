"""Card 10 Rolling Thunder (5.1, 5.1.2, 5.4, 2.3.6; card text and tip in
shared/reference).  Its first tests are in test_momentum_bars.py."""

from tests.helpers import card_game, game, play_out, sections


def test_unshaded_degrade_beats_oriskany_ban_5_1_2():
    """5.1.2: the Event played now beats a lasting one: Trail 3 -> 1 though
    shaded Oriskany bans Degrading."""
    r = card_game(10, trail=3, momentum={39: "shaded"}).apply("event(unshaded)")
    assert r.state.trail == 1 and r.state.resources["NVA"] == 1


def test_unshaded_with_adsid_nva_loses_9_and_6_5_4():
    """ADSID's tip: any Trail change, an Event's too, costs the NVA 6 more."""
    r = card_game(10, trail=3, momentum={7: "unshaded"}, resources={"ARVN": 30, "NVA": 20, "VC": 5}).apply("event(unshaded)")
    assert r.state.trail == 1 and r.state.resources["NVA"] == 20 - 9 - 6


def test_unshaded_nva_resources_not_below_0_1_8():
    r = card_game(10, trail=3, resources={"ARVN": 30, "NVA": 4, "VC": 5}).apply("event(unshaded)")
    assert r.state.resources["NVA"] == 0


def test_unshaded_nva_stays_ineligible_through_the_next_card_2_3_6():
    r = play_out(card_game(10, trail=3).apply("event(unshaded)"))
    assert r.state.eligibility["NVA"] == "ineligible"


def test_shaded_air_strike_barred_until_the_coup_reset_5_4():
    from tests.helpers import coup_game
    r = coup_game("reset", momentum={10: "shaded"}).apply("coup")
    assert r.state.momentum == {}
    spaces = {"binh_dinh": {"pieces": {"us_troops": 2, "nva_troops": 1}}}
    assert "5.4" in sections(game(spaces, first="US", momentum={10: "shaded"}).check("train(binh_dinh) air_strike(binh_dinh)", dice=[6]))
