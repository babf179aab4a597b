"""2.3.3-2.3.4: the options of the 1st and 2nd Eligible Factions, and who
becomes 1st or 2nd Eligible when a Faction Passes."""

from tests.helpers import game, sections

# Card 1's order: US, NVA, ARVN, VC (2.3.2).
LAOS = {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}},
        "hue": {"pieces": {"us_troops": 2}}}
RALLY_INFILTRATE = "rally(central_laos) infiltrate(central_laos, 1)"


def after(did):
    return game(LAOS, first="US", turn={"acted": [{"faction": "US", "position": 1, "did": did}]})


def test_2_3_4_after_an_operation_with_special_activity_the_2nd_may_execute_the_event():
    """2.3.4 Op & Special Activity: the 2nd Eligible may execute a Limited
    Operation or instead the Event (not a full Operation with an Activity)."""
    g = after("op_sa")
    assert g.turn().to_act == "NVA"
    assert g.check("event(unshaded)") == []
    assert "event(unshaded)" in g.legal()["event"]
    assert "2.3.5" in sections(g.check(RALLY_INFILTRATE))
    r = g.apply("event(unshaded)")
    assert r.state.turn["acted"][-1] == {"faction": "NVA", "position": 2, "did": "event"}


def test_2_3_4_after_an_operation_alone_the_2nd_may_not_execute_the_event():
    """2.3.4 Op Only: a Limited Operation only; `legal` offers no Event."""
    g = after("op")
    assert sections(g.check("event(unshaded)")) == ["2.3.4"]
    assert "event" not in g.legal()


def test_2_3_4_after_the_event_the_2nd_may_operate_with_a_special_activity_not_the_event():
    """2.3.4 Event: the 2nd Eligible may execute an Operation with a Special
    Activity if desired; the Event is taken, so it is not offered again."""
    g = after("event")
    assert sections(g.check("event(shaded)")) == ["2.3.4"]
    assert "event" not in g.legal()
    assert g.check(RALLY_INFILTRATE) == []
    assert "special_activity(infiltrate)" in g.legal("rally(central_laos)")["special_activity"]
    r = g.apply(RALLY_INFILTRATE)
    assert r.card_done and r.state.eligibility["NVA"] == "ineligible"


def test_2_3_3_a_pass_makes_the_next_faction_1st_eligible_with_all_options():
    """2.3.3: the next leftmost Eligible Faction replaces the one that Passed
    as 1st Eligible and gets the same options: the NVA (after the US Passed)
    may take the Event or an Operation with a Special Activity, and then the
    ARVN is 2nd Eligible, with a 2nd Eligible's options."""
    r = game(LAOS, first="US").apply("pass")
    g = r.game
    assert g.turn().to_act == "NVA"
    assert "event(shaded)" in g.legal()["event"] and g.check("event(shaded)") == []
    r = g.apply(RALLY_INFILTRATE)
    assert r.state.turn["acted"] == [{"faction": "NVA", "position": 1, "did": "op_sa"}]
    g = r.game
    assert g.turn().to_act == "ARVN"
    assert g.check("event(unshaded)") == []                                  # after Op & SA (2.3.4)
    assert "2.3.5" in sections(g.check("train(hue) train(saigon)"))          # a Limited Operation only


def test_2_3_3_the_2nd_eligible_passing_hands_its_place_to_the_next():
    """2.3.3: after the 1st Eligible's Operation the NVA, 2nd Eligible,
    Passes (+1 NVA Resource); the ARVN becomes 2nd Eligible with the same
    options (a Limited Operation, no Event); its Limited Operation ends the
    card (2.3.6)."""
    g = game(LAOS, first="US").apply("train(hue)").game
    r = g.apply("pass")
    assert r.state.resources["NVA"] == 11 and not r.card_done
    g = r.game
    assert g.turn().to_act == "ARVN"
    assert sections(g.check("event(unshaded)")) == ["2.3.4"]
    r = g.apply("train(hue)")
    assert r.card_done
    assert r.state.eligibility == {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"}


def test_2_3_3_pass_resources_stay_within_75_1_8():
    """2.3.3 with 1.8: a Pass adds Resources, but no Faction holds more than 75."""
    r = game(first="VC", resources={"ARVN": 74, "NVA": 10, "VC": 75}).apply("pass")
    assert r.state.resources == {"ARVN": 74, "NVA": 10, "VC": 75}
    r = game(first="US", resources={"ARVN": 74, "NVA": 10, "VC": 5}).apply("pass")
    assert r.state.resources == {"ARVN": 75, "NVA": 10, "VC": 5}
