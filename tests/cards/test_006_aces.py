"""Card 6 Aces (5.1, 5.1.1, 5.5, 4.2.3, 6.7; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

# Central Laos: no US or ARVN piece (the tip: none needed outside the South).
LAOS = {"central_laos": {"pieces": {"nva_troops": 5, "nva_guerrilla_active": 2, "nva_guerrilla_underground": 1,
                                    "nva_base": 1}},
        "the_fishhook": {"pieces": {"nva_troops": 2}},
        "quang_nam": {"pieces": {"nva_troops": 2, "us_troops": 1}}}


def test_unshaded_us_free_air_strike_1_space_outside_the_south_6_hits_no_die_tip_5_1_1():
    g = card_game(6, LAOS, trail=3)                                        # US first
    r = g.apply("event(unshaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "air_strike")]
    # 6 hits whatever the die: 5 Troops (before Guerrillas) and 1 Active Guerrilla, no COIN piece there.
    r2 = r.game.apply("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 5) "
                      "remove(air_strike, central_laos, nva_guerrilla_active, 1)", dice=[1])
    assert pieces(r2, "central_laos") == {"nva_guerrilla_active": 1, "nva_guerrilla_underground": 1, "nva_base": 1}
    assert r2.state.trail == 3 and r2.state.turn["pending"] == []


def test_unshaded_7_hits_is_too_many_and_1_space_only_5_1():
    r = card_game(6, LAOS, trail=3).apply("event(unshaded)")
    assert "5.1.1" in sections(r.game.check("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 5) "
                                            "remove(air_strike, central_laos, nva_guerrilla_active, 2)"))
    assert sections(r.game.check("air_strike(central_laos) air_strike(the_fishhook) "
                                 "remove(air_strike, central_laos, nva_troops, 5)")) == ["5.1"]
    assert sections(r.game.check("air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)")) == ["5.1"]


def test_unshaded_degrade_is_2_boxes_and_costs_2_of_the_6_hits_ruling_90():
    r = card_game(6, LAOS, trail=3).apply("event(unshaded)")
    assert "5.1.1" in sections(r.game.check("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 5) "
                                            "degrade_trail"))
    r2 = r.game.apply("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 4) degrade_trail")
    assert r2.state.trail == 1 and pieces(r2, "central_laos")["nva_troops"] == 1


def test_unshaded_legal_offers_only_spaces_outside_the_south_5_1():
    r = card_game(6, LAOS, trail=3).apply("event(unshaded)")
    opts = r.game.legal("")
    assert opts["air_strike"] == ["air_strike(central_laos)", "air_strike(the_fishhook)"]
    assert "degrade_trail" in r.game.legal("air_strike(central_laos)")["degrade_trail"]


def test_unshaded_1st_edition_up_to_6_pieces_and_a_2_box_degrade_4_2_3():
    r = card_game(6, LAOS, trail=3, edition=1).apply("event(unshaded)")
    assert "5.1.1" in sections(r.game.check("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 5) "
                                            "remove(air_strike, central_laos, nva_guerrilla_active, 2)"))
    r2 = r.game.apply("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 5) "
                      "remove(air_strike, central_laos, nva_guerrilla_active, 1) degrade_trail")
    assert r2.state.trail == 1 and pieces(r2, "central_laos")["nva_guerrilla_active"] == 1


def test_shaded_2_available_us_troops_to_casualties_trail_plus_2_6_7():
    r = card_game(6, trail=1).apply("event(shaded)")
    assert r.state.casualties == {"us_troops": 2} and r.state.trail == 3
    few = card_game(6, {"saigon": {"pieces": {"us_troops": 39}}}, trail=3).apply("event(shaded)")
    assert few.state.casualties == {"us_troops": 1} and few.state.trail == 4       # as many as Available; Trail max 4


def test_unshaded_the_events_degrade_beats_oriskany_and_rolling_thunder_5_1_2():
    g = card_game(6, LAOS, trail=3, momentum={39: "shaded", 10: "shaded"})
    r = g.apply("event(unshaded)").game.apply("air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 4) "
                                              "degrade_trail")
    assert r.state.trail == 1


def test_unshaded_the_events_2_box_degrade_beats_aaa_floor_and_top_gun_die_ruling_235():
    """Ruling 235 (5.1.2): the Event's Degrade, if made, is 2 boxes: shaded
    AAA's floor of 2 and shaded Top Gun's die do not apply to it."""
    m = "air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 4) degrade_trail"
    r = card_game(6, LAOS, trail=3, capabilities={31: "shaded"}).apply("event(unshaded)").game.apply(m)
    assert r.state.trail == 1
    r = card_game(6, LAOS, trail=3, capabilities={4: "shaded"}).apply("event(unshaded)").game.apply(m, dice=[])
    assert r.state.trail == 1 and r.dice == []


def test_unshaded_the_events_6_hits_beat_lgb_and_wild_weasels_limits_ruling_235():
    """Ruling 235 (5.1.2): the 6 hits are the Event's: shaded Laser Guided
    Bombs' 2 pieces and shaded Wild Weasels' Degrade-or-1-piece do not cut them."""
    m = "air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 4) degrade_trail"
    for extra in ({"capabilities": {20: "shaded"}}, {"momentum": {5: "shaded"}}):
        r = card_game(6, LAOS, trail=3, **extra).apply("event(unshaded)").game.apply(m)
        assert r.state.trail == 1 and pieces(r, "central_laos")["nva_troops"] == 1


def test_unshaded_capabilities_the_event_does_not_contradict_still_apply_ruling_235():
    """Shaded MiGs (a Troop to Casualties at each Air Strike Degrade) says
    nothing the Event contradicts: it applies (ruling 235)."""
    m = "air_strike(central_laos) remove(air_strike, central_laos, nva_troops, 4) degrade_trail"
    r = card_game(6, LAOS, trail=3, capabilities={33: "shaded"}).apply("event(unshaded)").game.apply(m)
    assert r.state.trail == 1 and r.state.casualties == {"us_troops": 1}
    # Unshaded SA-2s: the Degrade also costs the NVA a piece outside the South.
    g = card_game(6, LAOS | {"north_vietnam": {"pieces": {"nva_troops": 2}}}, trail=3,
                  capabilities={34: "unshaded"}).apply("event(unshaded)").game
    assert "5.3" in sections(g.check(m))
    r = g.apply(m + " sa2s(north_vietnam, nva_troops)")
    assert r.state.trail == 1 and pieces(r, "north_vietnam") == {"nva_troops": 1}


def test_an_ordinary_air_strike_keeps_the_capabilities_limits_ruling_235():
    """An Air Strike whose numbers no Event sets keeps shaded AAA's floor."""
    from tests.helpers import game
    pos = {"hue": {"pieces": {"us_troops": 1}}, "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 2}}}
    r = game(pos, trail=3, capabilities={31: "shaded"}).apply("train(hue) air_strike(quang_nam) degrade_trail", dice=[2])
    assert r.state.trail == 2
