"""Card 42 Chou En Lai (5.1, 5.1.3, 2.2, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"north_vietnam": {"pieces": {"nva_troops": 4}}, "hue": {"pieces": {"nva_troops": 3, "nva_guerrilla_active": 2}}}


def test_unshaded_nva_minus_10_then_the_nva_remove_a_die_roll_of_troops_they_choose_2_2():
    g = card_game(42, SPACES, resources={"ARVN": 30, "NVA": 14, "VC": 5})    # NVA first
    r = g.apply("event(unshaded)", dice=[4])
    assert r.state.resources["NVA"] == 4
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 42, "side": "unshaded", "roll": 4}]
    assert "5.1.3" in sections(r.game.check("event_rest ev_remove(hue, nva_troops, 3)"))
    assert "5.1" in sections(r.game.check("event_rest ev_remove(hue, nva_guerrilla_active, 2) ev_remove(hue, nva_troops, 2)"))
    assert "ev_remove(hue,nva_troops,3)" in r.game.legal("event_rest")["ev_remove"]
    r = r.game.apply("event_rest ev_remove(hue, nva_troops, 3) ev_remove(north_vietnam, nva_troops, 1)")
    assert pieces(r, "hue") == {"nva_guerrilla_active": 2} and pieces(r, "north_vietnam") == {"nva_troops": 3}


def test_unshaded_another_faction_executes_the_nva_still_choose_tip_5_1():
    g = card_game(42, SPACES, eligibility={"US": "eligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "eligible"})
    r = g.apply("event(unshaded)", dice=[6])                                   # ARVN executes
    assert r.state.turn["pending"][0]["faction"] == "NVA" and r.game.turn().to_act == "NVA"
    r = r.game.apply("event_rest ev_remove(hue, nva_troops, 3) ev_remove(north_vietnam, nva_troops, 3)")
    assert pieces(r, "north_vietnam") == {"nva_troops": 1}


def test_unshaded_as_many_troops_as_there_are_5_1_3():
    g = card_game(42, {"hue": {"pieces": {"nva_troops": 2}}})
    r = g.apply("event(unshaded)", dice=[5])
    assert r.state.resources["NVA"] == 0                                       # not below 0 (1.8)
    assert r.game.apply("event_rest ev_remove(hue, nva_troops, 2)").state.spaces.get("hue", {}).get("pieces", {}) == {}


def test_shaded_nva_plus_10_vc_plus_the_trail_1_8():
    r = card_game(42, trail=3).apply("event(shaded)")
    assert r.state.resources["NVA"] == 20 and r.state.resources["VC"] == 8


def test_2_2_the_die_waiting_in_a_state_file_is_1_to_6():
    import pytest
    from fitl.errors import BadInput
    from fitl.state import State
    pending = {"faction": "NVA", "action": "rest", "card": 42, "side": "unshaded", "roll": 7}
    with pytest.raises(BadInput, match=r"turn.pending\[0\].roll"):
        State.from_dict({"cards": {"current": 42, "deck": [2]}, "turn": {"pending": [pending]}}, source="test")
    g = card_game(42, SPACES)
    r = g.apply("event(unshaded)", dice=[2])
    again = State.from_dict(r.state.to_dict(), source="test")                 # the die survives a save
    assert again.turn["pending"][0]["roll"] == 2


def test_2_2_a_replayed_script_rolls_the_same_die_from_the_seed():
    """The die rolled before the selections comes from the game's seeded dice:
    replaying the moves gives the same position (a helper's cross-check)."""
    from fitl.game import Game
    from fitl.replay import Script, replay
    g = Game.new("short", seed=90)
    assert g.state.cards["current"] == 42 and g.turn().to_act == "NVA"
    r = g.apply("event(unshaded)")
    rest = sorted(r.game.legal_moves())[0]                  # chosen knowing the die
    final = r.game.apply(rest).state
    script = Script.from_dict({"scenario": "short", "seed": 90, "cards": [{"card": 42, "moves": [
        {"faction": "NVA", "move": "event(unshaded)"}, {"faction": "NVA", "move": rest}]}]})
    assert replay(script).state.to_dict() == final.to_dict()
