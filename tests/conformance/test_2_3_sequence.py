"""The Event card sequence of play (2.3)."""

from helpers import game, sections


def test_2_3_3_pass_gives_insurgent_1_and_coin_3_arvn():
    g = game(first="VC")
    r = g.apply("pass")
    assert r.state.resources["VC"] == 6 and r.state.turn["passed"] == ["VC"]
    r = game(first="US").apply("pass")
    assert r.state.resources["ARVN"] == 33


def test_2_3_2_only_the_faction_to_act():
    g = game(first="VC")
    assert [t for _, t in g.check("faction(arvn) pass")] == ["ARVN is not the Faction to act now (VC is)"]


def test_2_3_4_second_eligible_after_op_only_gets_limited_op():
    g = game({"hue": {"pieces": {"us_troops": 1}}, "da_nang": {"pieces": {"us_troops": 1}}}, first="US")
    r = g.apply("train(hue)")
    assert r.state.turn["acted"] == [{"faction": "US", "position": 1, "did": "op"}]
    # Card 1's order: US, NVA, ARVN, VC.  NVA is 2nd Eligible: Limited Operation only.
    g2 = r.game
    assert "2.3.4" in sections(g2.check("event(unshaded)"))


def test_2_3_6_after_two_factions_act_the_card_ends():
    g = game({"hue": {"pieces": {"us_troops": 1}}}, first="US")
    r = g.apply("train(hue)").game.apply("pass").game.apply("faction(arvn) train(hue)")
    assert r.card_done
    assert r.state.eligibility == {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"}
    assert r.state.cards["current"] == 2 and r.state.resources["NVA"] == 11


def test_2_3_3_all_pass_ends_the_card():
    g = game(first="US")
    for _ in range(3):
        g = g.apply("pass").game
    r = g.apply("pass")
    assert r.card_done and r.state.eligibility == {f: "eligible" for f in ("US", "ARVN", "NVA", "VC")}


def test_2_3_5_limited_operation_one_space_no_special_activity():
    g = game({"hue": {"pieces": {"us_troops": 1}}, "da_nang": {"pieces": {"us_troops": 1}}}, first="US")
    assert sections(g.check("limited train(hue) train(da_nang)")) == ["2.3.5"]


def test_5_5_free_limited_operation_is_one_space_no_special_activity_2_3_5():
    from tests.helpers import game as _game, sections as _sections
    pending = [{"faction": "NVA", "action": "march", "card": 2, "side": "unshaded", "limited": True}]
    spaces = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2}}}
    g = _game(spaces, first="US", turn={"pending": pending})
    two = "march(central_laos, southern_laos, nva_guerrilla_underground, 1) march(central_laos, quang_tri_thua_thien, nva_guerrilla_underground, 1)"
    assert "2.3.5" in _sections(g.check(two))
    r = g.apply("march(central_laos, southern_laos, nva_guerrilla_underground, 2)")
    assert r.state.resources["NVA"] == 10 and r.state.turn["pending"] == []           # free (5.5)


def test_2_3_5_after_op_only_legal_offers_no_special_activity():
    """2.3.4-2.3.5: after the 1st Eligible's Op Only, the 2nd Eligible may do
    only a Limited Operation, which has no Special Activity: `legal` offers
    none (check refuses one), while a 1st Eligible's Operation may have one."""
    from helpers import game
    spaces = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}}
    second = game(spaces, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "op"}]})
    assert second.turn().to_act == "NVA"
    assert "special_activity" not in second.legal("rally(central_laos)")
    assert "2.3.5" in [s for s, _ in second.check("rally(central_laos) infiltrate(central_laos, 1)")]
    first = game(spaces, first="NVA")
    assert "special_activity(infiltrate)" in first.legal("rally(central_laos)")["special_activity"]


def test_2_3_5_after_op_only_a_special_activity_asked_for_offers_nothing():
    """2.3.4-2.3.5: after the 1st Eligible's Op Only, the 2nd Eligible's
    Limited Operation has no Special Activity, even where the question opens
    one's spaces (`legal --sa`): none of them is offered; after an Event,
    the 2nd Eligible's Operation may have one."""
    from helpers import game
    spaces = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}}
    for order in ("", " sa_first", " sa_during"):
        after_op = game(spaces, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "op"}]})
        assert "infiltrate" not in after_op.legal(f"rally(central_laos){order}", sa="infiltrate")
        after_event = game(spaces, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": "event"}]})
        assert "infiltrate(central_laos,1)" in after_event.legal(f"rally(central_laos){order}", sa="infiltrate")["infiltrate"]
