"""Events in general: 5.2 Dual Use, 5.3-5.4 lasting effects, 5.5 Free
Operations (what "free" leaves alone: the grantee's Eligibility, 3.1.2)."""

from tests.helpers import card_game, pieces, sections


def test_5_2_the_executing_faction_carries_out_one_side_not_both():
    g = card_game(22)
    assert sections(g.check("event(unshaded) event(shaded)")) == ["5.2"]
    assert g.check("event(shaded)") == [] and g.check("event(unshaded)") == []
    assert sorted(g.legal()["event"]) == ["event(shaded)", "event(unshaded)"]


def test_5_2_either_side_whatever_the_faction():
    """5.2: a Faction may pick either text regardless of which it favours:
    the US may execute card 22's shaded (Momentum) text."""
    r = card_game(22, {"da_nang": {"support": "active_support"}}).apply("event(shaded)")
    assert "support" not in r.state.spaces.get("da_nang", {})
    assert r.state.momentum == {22: "shaded"}


def test_5_4_any_number_of_momentum_events_in_play_5_3_capabilities_stay():
    r = card_game(22, momentum={17: "unshaded"}, capabilities={101: "shaded"}).apply("event(shaded)")
    assert r.state.momentum == {17: "unshaded", 22: "shaded"}
    assert r.state.capabilities == {101: "shaded"}


def test_5_5_free_actions_leave_the_grantees_eligibility_alone_3_1_2():
    """Card 77 (shaded), executed by the ARVN, 1st Eligible: the NVA's free
    Infiltrate and the VC's free Rally neither cost Resources nor make them
    Ineligible; the NVA, 2nd Eligible, then executes an Operation with a
    Special Activity (after an Event, 2.3.4), and only the ARVN and NVA end
    the card Ineligible (2.3.6)."""
    spaces = {"central_laos": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}},
              "tay_ninh": {"pieces": {"vc_base": 1}}}
    r = card_game(77, spaces).apply("event(shaded)")
    r = r.game.apply("infiltrate(central_laos, 2)")
    r = r.game.apply("rally(tay_ninh) rally(tay_ninh, 2)")
    assert r.state.resources == {"ARVN": 30, "NVA": 10, "VC": 5} and not r.card_done
    assert r.state.turn["acted"] == [{"faction": "ARVN", "position": 1, "did": "event"}]
    g = r.game
    assert g.turn().to_act == "NVA"
    r = g.apply("rally(southern_laos) infiltrate(central_laos, 2)")
    assert r.card_done
    assert r.state.eligibility == {"US": "eligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "eligible"}
    assert r.state.resources["NVA"] == 9                                   # its own Rally is not free
