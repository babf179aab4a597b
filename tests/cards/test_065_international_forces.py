"""Card 65 International Forces (5.1, 5.1.3, 2.2, 1.4.1, 1.4.2; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections


def test_unshaded_4_us_pieces_out_of_play_onto_the_map_5_1():
    g = card_game(65, out_of_play={"us_troops": 3, "us_base": 2})           # ARVN first
    r = g.apply("event(unshaded) ev_move(out_of_play, hue, us_troops, 3) ev_move(out_of_play, central_laos, us_base, 1)")
    assert pieces(r, "hue") == {"us_troops": 3} and pieces(r, "central_laos") == {"us_base": 1}
    assert r.state.out_of_play == {"us_base": 1}


def test_unshaded_all_4_never_north_vietnam_5_1_3_1_4_2():
    g = card_game(65, out_of_play={"us_troops": 6})
    assert "5.1.3" in sections(g.check("event(unshaded) ev_move(out_of_play, hue, us_troops, 3)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, north_vietnam, us_troops, 4)"))
    opts = g.legal("event(unshaded)")["ev_move"]
    assert "ev_move(out_of_play,hue,us_troops,4)" in opts and not any("north_vietnam" in o for o in opts)


def test_shaded_the_us_removes_a_die_roll_of_its_pieces_to_out_of_play_knowing_the_die_2_2():
    spaces = {"hue": {"pieces": {"us_troops": 2, "us_base": 1}}, "saigon": {"pieces": {"us_troops": 5}}}
    g = card_game(65, spaces)                                               # ARVN executes
    r = g.apply("event(shaded)", dice=[3])
    assert r.state.turn["pending"] == [{"faction": "US", "action": "rest", "card": 65, "side": "shaded", "roll": 3}]
    assert "ev_move(hue,out_of_play,us_base,1)" in r.game.legal("event_rest")["ev_move"]
    assert "5.1.3" in sections(r.game.check("event_rest ev_move(saigon, out_of_play, us_troops, 2)"))
    r = r.game.apply("event_rest ev_move(saigon, out_of_play, us_troops, 2) ev_move(hue, out_of_play, us_base, 1)")
    assert pieces(r, "saigon") == {"us_troops": 3} and pieces(r, "hue") == {"us_troops": 2}
    assert r.state.out_of_play == {"us_troops": 2, "us_base": 1}


def test_shaded_as_many_as_there_are_5_1_3():
    r = card_game(65, {"hue": {"pieces": {"us_troops": 1}}}).apply("event(shaded)", dice=[6])
    r = r.game.apply("event_rest ev_move(hue, out_of_play, us_troops, 1)")
    assert r.state.out_of_play == {"us_troops": 1}
