"""Card 3 Peace Talks (5.1, 1.8, 6.7, 2.3.8; card text and tip in shared/reference).  The Peace Talks
marker on Linebacker II (card 121) is state the game keeps (cards.peace_talks) until 121 is executed."""

from fitl.game import Game
from fitl.replay import Script, replay
from tests.helpers import card_game, game, sections

# Card 3's order: US, NVA, ARVN, VC.
HELD = {"US": 121, "VC": 124}


def test_unshaded_nva_minus_9_and_the_marker_on_linebacker_ii_5_1(tmp_path):
    g = card_game(3, {}, deck=(2, 5), cards={"current": 3, "deck": [2, 5], "pivotal": dict(HELD)})
    r = g.apply("event(unshaded)")
    assert r.state.resources["NVA"] == 10 - 9 and r.state.cards["peace_talks"] is True
    assert "Peace Talks marker on Linebacker II" in r.changes()
    assert r.game.to_json()["peace_talks"] is True
    # It survives a save and a load (the state file is the whole truth).
    path = tmp_path / "s.yaml"
    r.game.save(path)
    assert Game.load(path).state.cards["peace_talks"] is True
    # ... and lasts past the card.
    r = r.game.apply("pass").game.apply("pass").game.apply("pass")               # NVA, ARVN, VC pass
    assert r.card_done and r.state.cards["peace_talks"] is True


def test_unshaded_no_marker_once_linebacker_ii_is_gone_2_3_8():
    r = card_game(3, {}, deck=(2, 5), cards={"current": 3, "deck": [2, 5], "played": [121]}).apply("event(unshaded)")
    assert r.state.resources["NVA"] == 1 and r.state.cards["peace_talks"] is False


def test_unshaded_nva_resources_not_below_0_1_8():
    r = card_game(3, {}, deck=(2, 5), resources={"ARVN": 30, "NVA": 4, "VC": 5}).apply("event(unshaded)")
    assert r.state.resources["NVA"] == 0


# Card 68 in play, the ARVN first; 2 cards in the RVN Leader box; the US victory marker at
# 46 - 15 = 31: above 25, not above 40 (Support 0).
FEW = {"quang_nam": {"pieces": {"us_troops": 15}}, "central_laos": {"pieces": {"nva_base": 2}}}


def linebacker(peace_talks):
    return game(FEW, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126],
                                           "pivotal": dict(HELD), "peace_talks": peace_talks})


def test_the_marker_lets_linebacker_ii_be_played_above_25_card_121_2_3_8():
    assert linebacker(False).view().score["US"] == 31
    assert linebacker(False).check("faction(us) play_pivotal") == [
        ("2.3.8", "the precondition of Pivotal Event 121 is not met")]
    r = linebacker(True).apply("faction(us) play_pivotal")
    assert r.state.cards["current"] == 121 and r.state.cards["peace_talks"] is True
    # Executed, Linebacker II leaves play, and the marker with it.
    r = r.game.apply("event(unshaded)")
    assert r.state.cards["peace_talks"] is False


def test_the_marker_keeps_the_leader_box_condition_ruling_76():
    g = game(FEW, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125],
                                       "pivotal": dict(HELD), "peace_talks": True})
    assert sections(g.check("faction(us) play_pivotal")) == ["2.3.8"]


def test_shaded_nva_plus_9_and_a_low_trail_set_to_3_6_7():
    r = card_game(3, {}, deck=(2, 5), trail=0).apply("event(shaded)")
    assert r.state.resources["NVA"] == 19 and r.state.trail == 3
    r = card_game(3, {}, deck=(2, 5), trail=2).apply("event(shaded)")
    assert r.state.trail == 3


def test_shaded_a_trail_of_3_or_4_stays_6_7():
    assert card_game(3, {}, deck=(2, 5), trail=4).apply("event(shaded)").state.trail == 4
    r = card_game(3, {}, deck=(2, 5), trail=3, resources={"ARVN": 30, "NVA": 70, "VC": 5}).apply("event(shaded)")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 75                # 1.8: at most 75


def test_a_replayed_script_keeps_the_marker(tmp_path):
    """A scenario whose deck opens with card 3 (the full setup: the US holds 121)."""
    path = tmp_path / "peace.yaml"
    path.write_text("extends: full\nname: peace\ndeck:\n  cards: [3, 68, 97, 107]\n")
    script = Script.from_dict({"scenario": str(path), "seed": 1, "cards": [{"card": 3, "moves": [
        {"faction": "US", "move": "event(unshaded)"}, {"faction": "NVA", "move": "pass"}, {"faction": "ARVN", "move": "pass"},
        {"faction": "VC", "move": "pass"}]}]})
    final = replay(script)
    assert final.state.cards["peace_talks"] is True and final.state.cards["current"] == 68
    direct = Game.new(str(path), seed=1).apply("event(unshaded)").game
    for _ in range(3):
        direct = direct.apply("pass").game
    assert direct.state.to_dict() == final.state.to_dict()


def test_the_state_file_checks_the_marker_and_reads_files_without_it():
    import pytest
    from fitl.errors import BadInput
    from fitl.state import State
    with pytest.raises(BadInput, match=r"cards.peace_talks"):
        State.from_dict({"cards": {"current": 3, "deck": [2], "peace_talks": 1}}, source="test")
    assert State.from_dict({"cards": {"current": 3, "deck": [2]}}, source="test").cards["peace_talks"] is False
