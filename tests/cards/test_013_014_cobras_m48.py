"""Cards 13 Cobras and 14 M-48 Patton, US Capabilities (5.3, 3.2.2-3.2.4)."""

from tests.helpers import game, pieces, sections

SWEEP = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_underground": 2, "vc_base": 1}}}


def test_13_cobras_unshaded_sweep_space_removes_an_active_enemy():
    m = "sweep(kien_phong) activate(sweep, kien_phong, vc_guerrilla_underground, 2) cobras(kien_phong)"
    r = game(SWEEP, capabilities={13: "unshaded"}).apply(m)
    assert pieces(r, "kien_phong") == {"us_troops": 2, "vc_guerrilla_active": 1, "vc_base": 1}
    assert sections(game(SWEEP).check(m)) == ["5.3"]


def test_13_cobras_shaded_us_assault_loses_a_troop_on_1_to_3():
    spaces = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 2}}}
    m = "assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 2)"
    r = game(spaces, capabilities={13: "shaded"}).apply(m, dice=[2])
    assert pieces(r, "kien_phong") == {"us_troops": 1} and r.state.casualties == {"us_troops": 1}
    r = game(spaces, capabilities={13: "shaded"}).apply(m, dice=[5])
    assert pieces(r, "kien_phong") == {"us_troops": 2}


def test_14_m48_unshaded_two_more_in_non_lowland_us_assault():
    spaces = {"binh_dinh": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 4}}}    # Highland: 2 Troops, 1 hit
    m = "assault(binh_dinh) m48(binh_dinh) remove(assault, binh_dinh, vc_guerrilla_active, 3)"
    r = game(spaces, capabilities={14: "unshaded"}).apply(m)
    assert pieces(r, "binh_dinh") == {"us_troops": 2, "vc_guerrilla_active": 1}
    lowland = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 4}}}
    assert "5.3" in sections(game(lowland, capabilities={14: "unshaded"}).check("assault(kien_phong) m48(kien_phong)"))


# Card 14 shaded (5.3, ruling 245): after the Patrol, the NVA removes up to 2
# of the cubes that moved, in its own move (event_rest ev_remove), before the
# next Eligible Faction acts.  Card 68 (ARVN first) and card 1 (US first).
PATROL = {"hue": {"pieces": {"arvn_police": 3, "us_troops": 2}},
          "loc_hue_da_nang": {"pieces": {"arvn_police": 1}}}
ARVN_PATROL = "patrol(hue, loc_hue_da_nang, arvn_police, 2)"
US_PATROL = "patrol(hue, loc_hue_da_nang, us_troops, 2)"


def _patrolled(first, move, **extra):
    g = game(PATROL, first=first, capabilities={14: "shaded"}, **extra)
    return g, g.apply(move)


def test_14_m48_shaded_5_3_the_patroller_cannot_pick_the_cubes():
    g = game(PATROL, first="ARVN", capabilities={14: "shaded"})
    assert sections(g.check(ARVN_PATROL + " rpg(loc_hue_da_nang, arvn_police, 2)")) == ["5.3"]
    assert sections(g.check(ARVN_PATROL + " ev_remove(loc_hue_da_nang, arvn_police, 2)")) != []
    assert "rpg" not in g.legal(ARVN_PATROL) and "ev_remove" not in g.legal(ARVN_PATROL)


def test_14_m48_shaded_5_3_the_nva_decides_next_with_the_cubes_that_moved_ruling_245():
    _, r = _patrolled("ARVN", ARVN_PATROL)
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 14, "side": "shaded",
                                        "moved": {"loc_hue_da_nang": {"arvn_police": 2}}}]
    assert not r.card_done and r.game.turn().to_act == "NVA"
    # Nobody else acts first: the 2nd Eligible Faction is refused (5.5).
    assert "5.5" in sections(r.game.check("pass", faction="US"))
    legal = r.game.legal(faction="NVA")
    assert sorted(legal["ev_remove"]) == ["ev_remove(loc_hue_da_nang,arvn_police,1)",
                                          "ev_remove(loc_hue_da_nang,arvn_police,2)"]
    assert legal["event_rest"] == ["event_rest"]


def test_14_m48_shaded_5_3_the_nva_removes_0_1_or_2_moved_arvn_cubes_to_available():
    _, r = _patrolled("ARVN", ARVN_PATROL)
    avail = r.game.view().available["arvn_police"]
    for n, left in ((0, 3), (1, 2), (2, 1)):
        m = "event_rest" + (f" ev_remove(loc_hue_da_nang, arvn_police, {n})" if n else "")
        after = r.game.apply(m, faction="NVA")
        assert pieces(after, "loc_hue_da_nang") == {"arvn_police": left}
        assert after.game.view().available["arvn_police"] == avail + n
        assert after.state.casualties == {} and after.state.turn["pending"] == []
    # Not 3: up to 2, and only 2 moved there.
    assert "5.3" in sections(r.game.check("event_rest ev_remove(loc_hue_da_nang, arvn_police, 3)", faction="NVA"))


def test_14_m48_shaded_5_3_cubes_that_did_not_move_cannot_be_picked():
    _, r = _patrolled("ARVN", "patrol(hue, loc_hue_da_nang, arvn_police, 1)")
    # 1 Police moved into the LoC, which already held 1; 2 stayed in Hue.
    assert "5.3" in sections(r.game.check("event_rest ev_remove(loc_hue_da_nang, arvn_police, 2)", faction="NVA"))
    assert sections(r.game.check("event_rest ev_remove(hue, arvn_police, 1)", faction="NVA")) == ["5.3"]
    assert sections(r.game.check("event_rest ev_remove(loc_hue_da_nang, arvn_police, 1)", faction="NVA")) == []


def test_14_m48_shaded_5_3_us_patrol_the_removed_us_troops_go_to_casualties():
    _, r = _patrolled("US", US_PATROL)
    avail = r.game.view().available["us_troops"]
    after = r.game.apply("event_rest ev_remove(loc_hue_da_nang, us_troops, 2)", faction="NVA")
    assert pieces(after, "loc_hue_da_nang") == {"arvn_police": 1}
    assert after.game.view().available["us_troops"] == avail
    assert after.state.casualties == {"us_troops": 2}


def test_14_m48_shaded_5_3_the_game_goes_on_after_the_nva_decision():
    _, r = _patrolled("ARVN", ARVN_PATROL)
    after = r.game.apply("event_rest ev_remove(loc_hue_da_nang, arvn_police, 1)", faction="NVA")
    # The NVA's out-of-turn removal leaves the Eligibility as it was (5.5, 2.3.6).
    assert after.state.eligibility == r.state.eligibility and not after.card_done
    assert after.state.turn["acted"] == [{"faction": "ARVN", "position": 1, "did": "op"}]
    # Card 68's order is ARVN, US, VC, NVA: the US is the 2nd Eligible Faction (2.3.2).
    assert after.game.turn().to_act == "US"
    assert after.game.check("pass", faction="US") == []


def test_14_m48_shaded_5_3_no_patrol_no_nva_decision():
    g = game(PATROL, first="ARVN", capabilities={14: "shaded"})
    assert g.apply("patrol").state.turn["pending"] == []
    g = game(PATROL, first="ARVN", capabilities={14: "unshaded"})
    assert g.apply(ARVN_PATROL).state.turn["pending"] == []


def test_14_m48_shaded_5_3_nonplayer_nva_removes_2_troops_and_police_alternately_ruling_246():
    """8.1: as many as it may (2), enemy cubes alternately, the type fewer in
    the space first: the LoC holds 3 Police and 1 Troop after the Patrol."""
    from fitl.nonplayer import decide
    spaces = {"hue": {"pieces": {"arvn_police": 3, "arvn_troops": 2}},
              "loc_hue_da_nang": {"pieces": {"arvn_police": 1}}}
    g = game(spaces, first="ARVN", capabilities={14: "shaded"}, nonplayers={"NVA": {}})
    r = g.apply("patrol(hue, loc_hue_da_nang, arvn_police, 2) patrol(hue, loc_hue_da_nang, arvn_troops, 1)")
    assert sorted(decide(r.game, "NVA").move.split()) == ["ev_remove(loc_hue_da_nang,arvn_police,1)",
                                                         "ev_remove(loc_hue_da_nang,arvn_troops,1)", "event_rest"]
    # Only 1 cube moved: that one.
    r = g.apply("patrol(hue, loc_hue_da_nang, arvn_police, 1)")
    assert sorted(decide(r.game, "NVA").move.split()) == ["ev_remove(loc_hue_da_nang,arvn_police,1)", "event_rest"]


def test_14_m48_shaded_5_3_the_pending_decision_survives_a_saved_state():
    from fitl.game import Game
    from fitl.state import State
    _, r = _patrolled("US", US_PATROL)
    again = Game(State.from_dict(r.state.to_dict()))
    assert again.state.turn["pending"] == r.state.turn["pending"]
    after = again.apply("event_rest ev_remove(loc_hue_da_nang, us_troops, 1)", faction="NVA")
    assert pieces(after, "loc_hue_da_nang") == {"arvn_police": 1, "us_troops": 1}
    assert after.state.casualties == {"us_troops": 1}


def test_14_m48_shaded_5_3_a_2nd_eligible_patrol_ends_the_card_only_after_the_nva_decision():
    """2.3.6 with 5.5: the card is done once both Eligible Factions have acted
    and nothing is pending; the NVA's removal changes no Eligibility."""
    g = game(PATROL, first="ARVN", capabilities={14: "shaded"})
    r = g.apply("patrol").game.apply(US_PATROL, faction="US")     # card 68: ARVN, then US
    assert not r.card_done and r.state.turn["pending"][0]["faction"] == "NVA"
    after = r.game.apply("event_rest", faction="NVA")
    assert after.card_done
    assert after.state.eligibility == {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"}


LOC = {"hue": {"pieces": {"us_troops": 2}}, "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1}}}
LOC_PATROL = "patrol patrol(hue, loc_hue_da_nang, us_troops, 2) patrol_assault(loc_hue_da_nang)"


def test_13_cobras_shaded_a_us_patrol_s_assault_rolls_too_ruling_261():
    """Ruling 261: a US Patrol's Assault in its LoC (3.2.2: an Assault, 3.2.4)
    is a US Assault space: 1-3 sends a US Troop there to Casualties."""
    r = game(LOC, capabilities={13: "shaded"}).apply(LOC_PATROL, dice=[1])
    assert pieces(r, "loc_hue_da_nang") == {"us_troops": 1} and r.state.casualties == {"us_troops": 1}
    r = game(LOC, capabilities={13: "shaded"}).apply(LOC_PATROL, dice=[4])
    assert pieces(r, "loc_hue_da_nang") == {"us_troops": 2} and r.state.casualties == {}


def test_14_m48_unshaded_a_us_patrol_s_assault_removes_2_more_ruling_261():
    """Ruling 261: the Patrol's LoC (not Lowland) is a US Assault space: 2
    Troops remove 2 (1 per Troop off the Highlands, 3.2.4) plus M-48's 2."""
    spaces = {"hue": {"pieces": {"us_troops": 2}}, "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 5}}}
    g = game(spaces, capabilities={14: "unshaded"})
    assert "m48(loc_hue_da_nang)" in g.legal("patrol patrol(hue, loc_hue_da_nang, us_troops, 2) "
                                             "patrol_assault(loc_hue_da_nang)").get("m48", [])
    r = g.apply(LOC_PATROL + " m48(loc_hue_da_nang) remove(patrol, loc_hue_da_nang, vc_guerrilla_active, 4)")
    assert pieces(r, "loc_hue_da_nang") == {"us_troops": 2, "vc_guerrilla_active": 1}
