"""Card 40 PoWs (5.1, 5.5, 4.2.3, 1.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

SPACES = {"quang_nam": {"pieces": {"us_troops": 1, "nva_troops": 2, "nva_guerrilla_active": 1}}}
STRIKE = "air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)"
US_FIRST = {"US": "eligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "ineligible"}


def test_unshaded_the_executing_nva_carries_out_the_free_air_strike_tip_5_5():
    g = card_game(40, SPACES, casualties={"us_troops": 3})          # NVA first
    r = g.apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "air_strike"), ("NVA", "rest")]
    assert "5.5" in sections(r.game.check(STRIKE, faction="US", dice=[6]))        # not the US's to do
    r = r.game.apply(STRIKE, dice=[6])
    assert r.state.pieces("quang_nam") == {"us_troops": 1, "nva_guerrilla_active": 1}
    assert r.state.spaces["quang_nam"].get("support") == "passive_opposition"    # shifts as usual (4.2.3)
    r = r.game.apply("event_rest")
    assert r.state.casualties == {"us_troops": 1} and r.state.turn["pending"] == []


def test_unshaded_the_air_strike_keeps_its_rules_for_any_executor_4_2_3():
    g = card_game(40, SPACES | {"hue": {"pieces": {"nva_troops": 2}}})
    r = g.apply("event(unshaded)")
    assert "4.2.3" in sections(r.game.check("air_strike(hue) remove(air_strike, hue, nva_troops, 1)", dice=[6]))
    assert "4.2.3" in sections(r.game.check("air_strike(quang_nam) remove(air_strike, quang_nam, us_troops, 1)",
                                            dice=[6]))
    assert "4.2.3" in sections(r.game.check(STRIKE, dice=[1]))                  # the die still decides the hits
    options = r.game.legal("", sa="air_strike")
    assert options["air_strike"] == ["air_strike(quang_nam)"]
    assert "remove(air_strike,quang_nam,nva_troops,2)" in r.game.legal("air_strike(quang_nam)")["remove"]
    assert not [o for o in r.game.legal("air_strike(quang_nam)")["remove"] if "us_troops" in o]


def test_unshaded_skip_the_strike_then_2_casualties_back_as_many_as_there_are_5_1_3():
    g = card_game(40, casualties={"us_troops": 1, "us_base": 1}, eligibility=US_FIRST)
    r = g.apply("event(unshaded)")
    assert r.state.turn["pending"][0] == {"faction": "US", "action": "air_strike", "card": 40, "side": "unshaded"}
    r = r.game.apply("skip").game.apply("event_rest")
    assert r.state.casualties == {"us_base": 1}                                   # Troops only


def test_shaded_3_available_us_troops_to_casualties_1_4_1():
    r = card_game(40).apply("event(shaded)")
    assert r.state.casualties == {"us_troops": 3}
    few = card_game(40, {"saigon": {"pieces": {"us_troops": 38}}}).apply("event(shaded)")
    assert few.state.casualties == {"us_troops": 2}


def test_shaded_no_selections_and_the_rest_takes_none_5_1():
    assert sections(card_game(40).check("event(shaded) ev_move(available, casualties, us_troops, 3)")) == ["5.1"]
    r = card_game(40, casualties={"us_troops": 3}).apply("event(unshaded)").game.apply("skip")
    assert sections(r.game.check("event_rest ev_move(casualties, available, us_troops, 2)")) == ["5.1"]
