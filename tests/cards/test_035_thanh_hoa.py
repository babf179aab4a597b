"""Card 35 Thanh Hoa (5.1, 5.1.2, 6.7, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections


def test_unshaded_degrade_trail_3_boxes_tip_4_to_1_6_7():
    assert card_game(35, trail=4).apply("event(unshaded)").state.trail == 1


def test_unshaded_not_below_0_1_8():
    assert card_game(35, trail=2).apply("event(unshaded)").state.trail == 0


def test_unshaded_beats_oriskany_ban_on_degrade_5_1_2():
    g = card_game(35, trail=4, momentum={39: "shaded"})
    assert g.apply("event(unshaded)").state.trail == 1


def test_shaded_improve_1_then_nva_gets_3_times_the_new_trail_6_7():
    r = card_game(35, trail=2).apply("event(shaded)")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 10 + 9


def test_shaded_trail_at_4_stays_4_and_nva_gets_12_1_8():
    r = card_game(35, trail=4).apply("event(shaded)")
    assert r.state.trail == 4 and r.state.resources["NVA"] == 10 + 12


def test_no_selections_to_make_5_1():
    assert sections(card_game(35).check("event(unshaded) ev_space(hue)")) == ["5.1"]
    assert sections(card_game(35).check("event(shaded) ev_choice(trail)")) == ["5.1"]
