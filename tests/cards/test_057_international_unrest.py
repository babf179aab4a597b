"""Card 57 International Unrest (5.1, 5.1.3, 1.4.1, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_any_2_us_casualties_to_available_tip_bases_irregulars_5_1():
    g = card_game(57, casualties={"us_troops": 3, "us_base": 1, "us_irregular": 1})
    r = g.apply("event(unshaded) ev_move(casualties, available, us_base, 1) "
                "ev_move(casualties, available, us_irregular_underground, 1)")
    assert r.state.casualties == {"us_troops": 3}
    assert r.game.view().available["us_base"] == g.view().available["us_base"] + 1


def test_unshaded_2_if_there_are_and_to_available_only_5_1_3():
    g = card_game(57, casualties={"us_troops": 3})
    assert sections(g.check("event(unshaded) ev_move(casualties, available, us_troops, 1)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_move(casualties, available, us_troops, 3)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_move(casualties, out_of_play, us_troops, 2)"))
    one = card_game(57, casualties={"us_base": 1})
    assert sections(one.check("event(unshaded)")) == ["5.1.3"]
    assert one.apply("event(unshaded) ev_move(casualties, available, us_base, 1)").state.casualties == {}
    assert card_game(57).check("event(unshaded)") == []
    assert g.legal("event(unshaded)") == {"ev_move": ["ev_move(casualties,available,us_troops,2)"]}
    mixed = card_game(57, casualties={"us_troops": 1, "us_irregular": 1}).legal("event(unshaded)")
    assert mixed == {"ev_move": ["ev_move(casualties,available,us_irregular_underground,1)",
                                 "ev_move(casualties,available,us_troops,1)"]}


def test_shaded_2_available_us_troops_out_of_play_and_nva_adds_a_die_5_1():
    r = card_game(57).apply("event(shaded)", dice=[4])
    assert r.state.out_of_play == {"us_troops": 2} and r.state.resources["NVA"] == 10 + 4


def test_shaded_only_1_available_only_1_goes_5_1_3():
    spaces = {"saigon": {"pieces": {"us_troops": 39}}}
    r = card_game(57, spaces).apply("event(shaded)", dice=[6])
    assert r.state.out_of_play == {"us_troops": 1} and r.state.resources["NVA"] == 16
