"""Card 43 Economic Aid (5.1, 5.1.3, 1.4.1, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game


def test_unshaded_2_arvn_bases_out_of_play_to_available_then_resources_5_1():
    g = card_game(43, out_of_play={"arvn_base": 3, "us_base": 2})
    r = g.apply("event(unshaded) ev_choice(arvn_bases) ev_choice(arvn_resources)")
    assert r.state.out_of_play == {"arvn_base": 1, "us_base": 2}
    assert r.state.resources["ARVN"] == 36 and r.state.aid == 15


def test_unshaded_us_bases_only_one_there_then_aid_5_1_3():
    g = card_game(43, out_of_play={"us_base": 1})
    r = g.apply("event(unshaded) ev_choice(us_bases) ev_choice(aid)")
    assert r.state.out_of_play == {} and r.state.aid == 27


def test_unshaded_needs_one_choice_of_each_5_1():
    g = card_game(43)
    assert "5.1.3" in [s for s, _ in g.check("event(unshaded) ev_choice(aid)")]
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_choice(us_bases) ev_choice(arvn_bases) ev_choice(aid)")]
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_choice(us_bases) ev_choice(trail)")]


def test_shaded_trail_plus_1_then_plus_1_or_10_nva_resources_5_1():
    assert card_game(43, trail=1).apply("event(shaded) ev_choice(trail)").state.trail == 3
    r = card_game(43, trail=1).apply("event(shaded) ev_choice(nva_resources)")
    assert r.state.trail == 2 and r.state.resources["NVA"] == 20
    assert card_game(43, trail=4).apply("event(shaded) ev_choice(trail)").state.trail == 4   # 6.7: at most 4
