"""Card 58 Pathet Lao (5.1, 5.1.1, 5.1.3, 5.5, 6.4.2, 6.7, 1.4.4; card text and tip in shared/reference).
Shaded: the US and the ARVN Redeploy their cubes in Laos by the Coup Round's Redeploy rules run by
the Event (asp/coup/redeploy.lp, asp/coup/round.lp)."""

from tests.helpers import card_game, pieces, sections

# Card 58's order: NVA, VC, ARVN, US.
CL, SL = "central_laos", "southern_laos"
SP = {CL: {"pieces": {"us_troops": 2, "arvn_troops": 2, "arvn_police": 1, "nva_troops": 3, "nva_base": 1}},
      SL: {"pieces": {"arvn_troops": 1, "nva_base_tunneled": 1}},
      "north_vietnam": {"pieces": {"nva_guerrilla_underground": 2, "nva_troops": 2}},
      "quang_tri_thua_thien": {"pieces": {"arvn_troops": 3, "arvn_police": 1}},
      "hue": {"pieces": {"arvn_police": 1, "nva_troops": 2, "nva_guerrilla_active": 1}},
      "the_fishhook": {"pieces": {"arvn_troops": 2}}}


def test_shaded_us_then_arvn_redeploy_their_cubes_in_laos_into_south_vietnam_6_4_2():
    r = card_game(58, SP).apply("event(shaded)")                               # the NVA execute
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "redeploy"), ("ARVN", "redeploy")]
    assert r.state.trail == 1
    g = r.game
    assert g.turn().to_act == "US" and g.turn().coup_default == ["redeploy(central_laos,saigon,us_troops,2)"]
    # All of them go (the text's "them"), into South Vietnam only; US Troops anywhere there, LoCs too (tip).
    assert g.check("coup_done") == [("6.4.2", "all 2 us_troops in Central Laos must Redeploy (a LoC or a Province "
                                              "without a COIN Base, or as the Event says), not 0")]
    assert ("5.1", "North Vietnam: the Event Redeploys into South Vietnam only") in g.check(
        f"redeploy({CL}, north_vietnam, us_troops, 2)")
    r = g.apply(f"redeploy({CL}, loc_hue_khe_sanh, us_troops, 1) redeploy({CL}, binh_dinh, us_troops, 1)")
    assert pieces(r, "loc_hue_khe_sanh") == {"us_troops": 1} and pieces(r, "binh_dinh") == {"us_troops": 1}
    g = r.game
    assert g.turn().to_act == "ARVN"
    # ARVN Troops to a City without NVA Control, a COIN Base or Saigon; Police to a LoC or COIN
    # Control (6.4.2); the Police must go too; Hue is under NVA Control.
    assert ("6.4", "arvn_troops may not Redeploy from Central Laos to Hue") in g.check(
        f"redeploy({CL}, hue, arvn_troops, 2) redeploy({SL}, saigon, arvn_troops, 1) redeploy({CL}, loc_hue_da_nang, arvn_police, 1)")
    assert sections(g.check(f"redeploy({CL}, saigon, arvn_troops, 2) redeploy({SL}, saigon, arvn_troops, 1)")) == ["6.4.2"]
    # Only the cubes in Laos: not those of Quang Tri (no COIN Base) nor Cambodia.
    assert ("5.1", "Quang Tri-Thua Thien: the Event Redeploys the cubes in Laos only") in g.check(
        f"redeploy({CL}, saigon, arvn_troops, 2) redeploy({SL}, saigon, arvn_troops, 1) "
        f"redeploy({CL}, loc_hue_da_nang, arvn_police, 1) redeploy(quang_tri_thua_thien, saigon, arvn_troops, 3)")
    r = g.apply(f"redeploy({CL}, da_nang, arvn_troops, 2) redeploy({SL}, saigon, arvn_troops, 1) "
                f"redeploy({CL}, quang_tri_thua_thien, arvn_police, 1)")
    assert pieces(r, CL) == {"nva_troops": 3, "nva_base": 1} and pieces(r, SL) == {"nva_base_tunneled": 1}
    assert pieces(r, "the_fishhook") == {"arvn_troops": 2} and pieces(r, "quang_tri_thua_thien")["arvn_troops"] == 3
    assert r.state.turn["pending"] == []


def test_shaded_legal_offers_only_laos_cubes_into_the_south_6_4_2():
    g = card_game(58, SP).apply("event(shaded)").game
    moves = g.legal("")["redeploy"]
    assert moves and all(m.startswith(f"redeploy({CL},") for m in moves)
    assert not any(",north_vietnam," in m or ",the_fishhook," in m for m in moves)
    assert f"redeploy({CL},hue,us_troops)" in moves                         # the US, anywhere in the South (tip)
    assert f"redeploy({CL},hue,us_troops,2)" in g.legal(f"redeploy({CL}, hue, us_troops)")["redeploy"]


def test_shaded_only_the_faction_with_cubes_in_laos_redeploys_5_1():
    spaces = {CL: {"pieces": {"arvn_police": 2}}}
    r = card_game(58, spaces).apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "redeploy")]
    assert r.game.turn().coup_default == ["redeploy(central_laos,loc_ban_me_thuot_da_lat,arvn_police,2)"]


def test_shaded_no_coin_cubes_in_laos_trail_plus_2_6_7():
    spaces = {CL: {"pieces": {"us_irregular_underground": 1, "nva_troops": 2}}, "the_fishhook": {"pieces": {"us_troops": 3}}}
    r = card_game(58, spaces, trail=1).apply("event(shaded)")
    assert r.state.trail == 3 and r.state.turn["pending"] == []
    assert card_game(58, spaces, trail=3).apply("event(shaded)").state.trail == 4            # at most 4


def test_unshaded_the_nva_remove_6_of_their_pieces_from_north_vietnam_and_laos_5_1():
    r = card_game(58, SP).apply("pass").game.apply("event(unshaded)")          # the VC execute: the NVA select
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 58, "side": "unshaded"}]
    g = r.game
    # Not Hue (South Vietnam); 6 if there are 6 (the Tunneled Base not counted, 1.4.4).
    assert "5.1" in sections(g.check("event_rest ev_remove(hue, nva_troops, 2) ev_remove(central_laos, nva_troops, 3) "
                                     "ev_remove(north_vietnam, nva_troops, 1)"))
    assert sections(g.check(f"event_rest ev_remove({CL}, nva_troops, 3) ev_remove(north_vietnam, nva_troops, 2)")) == ["5.1.3"]
    r = g.apply(f"event_rest ev_remove({CL}, nva_troops, 3) ev_remove(north_vietnam, nva_troops, 2) "
                f"ev_remove({SL}, nva_base_tunneled, 1)")                      # the NVA may give theirs up
    assert pieces(r, SL) == {"arvn_troops": 1} and pieces(r, "north_vietnam") == {"nva_guerrilla_underground": 2}


def test_unshaded_fewer_than_6_all_untunneled_5_1_3():
    spaces = {CL: {"pieces": {"nva_troops": 2, "nva_base_tunneled": 1}}}
    g = card_game(58, spaces)
    assert sections(g.check(f"event(unshaded) ev_remove({CL}, nva_troops, 1)")) == ["5.1.3"]
    r = g.apply(f"event(unshaded) ev_remove({CL}, nva_troops, 2)")               # the NVA execute
    assert pieces(r, CL) == {"nva_base_tunneled": 1}
