"""Card 108 Draft Dodgers (5.1, 5.1.3, 1.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def test_108_unshaded_fewer_than_3_casualties_3_troops_out_of_play_to_available_1_4_1():
    g = card_game(108, out_of_play={"us_troops": 5, "us_base": 1}, casualties={"us_troops": 1, "us_base": 1})
    r = g.apply("event(unshaded)")
    assert r.state.out_of_play == {"us_troops": 2, "us_base": 1}
    assert r.game.view().available["us_troops"] == g.view().available["us_troops"] + 3


def test_108_unshaded_3_casualty_pieces_bases_included_no_effect_5_1():
    g = card_game(108, out_of_play={"us_troops": 5}, casualties={"us_troops": 2, "us_base": 1})
    assert g.apply("event(unshaded)").state.out_of_play == {"us_troops": 5}


def test_108_unshaded_only_as_many_as_out_of_play_5_1_3():
    g = card_game(108, out_of_play={"us_troops": 2})
    assert g.apply("event(unshaded)").state.out_of_play == {}


def test_108_shaded_one_troop_per_casualty_piece_available_to_out_of_play_5_1():
    g = card_game(108, casualties={"us_troops": 1, "us_base": 1})
    r = g.apply("event(shaded)")
    assert r.state.out_of_play == {"us_troops": 2} and r.state.casualties == {"us_troops": 1, "us_base": 1}


def test_108_shaded_at_most_3_and_as_many_as_available_5_1_3():
    assert card_game(108, casualties={"us_troops": 6}).apply("event(shaded)").state.out_of_play == {"us_troops": 3}
    # 40 US Troops in the Force Pool: 6 Casualties and 33 on the map leave 1 Available.
    g = card_game(108, {"hue": {"pieces": {"us_troops": 33}}}, casualties={"us_troops": 6})
    assert g.apply("event(shaded)").state.out_of_play == {"us_troops": 1}
    assert card_game(108).apply("event(shaded)").state.out_of_play == {}          # no Casualties


def test_108_no_selections_5_1():
    assert sections(card_game(108).check("event(shaded) ev_move(available, out_of_play, us_troops, 1)")) == ["5.1"]
    assert card_game(108).legal("event(unshaded)") == {}
