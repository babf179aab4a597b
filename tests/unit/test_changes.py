"""What a move changed, as `apply -v` and `replay -v` print it: besides the
board, the cards' lasting effects (5.3, 5.4), free actions pending (5.5),
eligibility marks (2.3.6) and the RVN Leader (2.4.1)."""

from tests.helpers import card_game


def test_a_capability_entering_play_is_a_change_5_3():
    assert card_game(101).apply("event(shaded)").changes() == ["Capability 101 Booby Traps (shaded) now in effect"]


def test_a_momentum_event_entering_play_is_a_change_5_4():
    lines = card_game(10).apply("event(shaded)").changes()
    assert "Momentum 10 Rolling Thunder (shaded) now in effect" in lines
    assert "ARVN Resources 30 -> 25" in lines


def test_free_actions_granted_and_marks_are_changes_5_5_2_3_6():
    r = card_game(1, {"quang_nam": {"pieces": {"us_troops": 2, "nva_troops": 2}}},
                  out_of_play={"us_troops": 4}).apply("event(unshaded)")
    assert r.changes() == ["Pending free actions: US air_strike, US rest"]
    lines = card_game(10).apply("event(unshaded)").changes()
    assert "NVA: ineligible next" in lines and any(line.startswith("Eligibility:") for line in lines)


def test_a_new_rvn_leader_is_a_change_2_4_1():
    # A Coup card in play brings its Leader (2.4.1): card 125 Nguyen Khanh.
    r = card_game(3, deck=(125, 4)).apply("pass")
    while not r.card_done:
        r = r.game.apply("pass")
    lines = r.changes()
    assert any(line.startswith("Card: now 125") for line in lines)
    assert any(line.startswith("RVN Leader: minh -> khanh") for line in lines), lines
