"""Card 62 Cambodian Civil War (5.1, 5.1.1, 5.1.3, 5.5, 4.2.2, 3.2.3, 1.4.4; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

PB, FH = "the_parrots_beak", "the_fishhook"          # Cambodia, adjacent
SPACES = {"saigon": {"pieces": {"us_troops": 6}},
          PB: {"pieces": {"vc_guerrilla_underground": 2, "vc_base": 1}},
          FH: {"pieces": {"nva_base": 1, "nva_base_tunneled": 1, "arvn_troops": 2}}}


def test_unshaded_air_lift_into_cambodia_sweep_within_then_2_bases_removed_5_5():
    g = card_game(62, SPACES, deck=[125, 3])                                   # ARVN first; Monsoon
    r = g.apply("event(unshaded) ev_choice(us)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == \
        [("US", "air_lift"), ("US", "sweep"), ("ARVN", "rest")]
    assert "5.1" in sections(r.game.check("air_lift(saigon, hue, us_troops, 4)"))      # not into Cambodia
    r = r.game.apply(f"air_lift(saigon, {PB}, us_troops, 4)")
    assert pieces(r, PB)["us_troops"] == 4
    assert "5.1" in sections(r.game.check(f"sweep({PB}) sweep(saigon, {PB}, us_troops, 2)"))   # from outside
    r = r.game.apply(f"sweep({PB}) activate(sweep, {PB}, vc_guerrilla_underground, 2)")       # even in Monsoon
    assert pieces(r, PB)["vc_guerrilla_active"] == 2
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_remove({PB}, vc_base, 1)"))
    assert "5.1" in sections(r.game.check(f"event_rest ev_remove({PB}, vc_base, 1) ev_remove({FH}, nva_base_tunneled, 1)"))
    r = r.game.apply(f"event_rest ev_remove({PB}, vc_base, 1) ev_remove({FH}, nva_base, 1)")
    assert "vc_base" not in pieces(r, PB) and pieces(r, FH) == {"nva_base_tunneled": 1, "arvn_troops": 2}


def test_unshaded_arvn_may_be_named_for_the_sweep_5_1():
    r = card_game(62, SPACES).apply("event(unshaded) ev_choice(arvn)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]][1] == ("ARVN", "sweep")
    assert "5.1" in sections(card_game(62, SPACES).check("event(unshaded) ev_choice(nva)"))


def test_unshaded_only_untunneled_bases_as_many_as_there_are_1_4_4():
    spaces = {FH: {"pieces": {"nva_base": 1, "nva_base_tunneled": 1}}}
    r = card_game(62, spaces).apply("event(unshaded) ev_choice(us)").game.apply("skip").game.apply("skip")
    assert r.game.legal("event_rest")["ev_remove"] == [f"ev_remove({FH},nva_base,1)"]
    r = r.game.apply(f"event_rest ev_remove({FH}, nva_base, 1)")
    assert pieces(r, FH) == {"nva_base_tunneled": 1}


def test_shaded_nva_places_12_troops_and_guerrillas_in_cambodia_5_1():
    g = card_game(62)                                                   # ARVN executes: the NVA place
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "rest")]
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_place({PB}, nva_troops, 11)"))
    assert "5.1" in sections(r.game.check(f"event_rest ev_place(central_laos, nva_troops, 12)"))
    r = r.game.apply(f"event_rest ev_place({PB}, nva_troops, 8) ev_place({FH}, nva_guerrilla, 4)")
    assert pieces(r, PB) == {"nva_troops": 8} and pieces(r, FH) == {"nva_guerrilla_underground": 4}


def test_unshaded_legal_offers_the_free_actions_in_cambodia_only_5_5():
    # grant parameters (asp/events/free.lp): the Air Lift lands in Cambodia, the Sweep is of Cambodia spaces.
    r = card_game(62, SPACES).apply("event(unshaded) ev_choice(us)")
    lifts = r.game.legal("air_lift")["air_lift"]
    assert lifts and all(o.split(",")[1] in (PB, FH, "northeast_cambodia", "sihanoukville") for o in lifts)
    assert r.game.check("air_lift(saigon, hue, us_troops, 4)") == [
        ("5.1", "Hue: the free Air Lift lands in Cambodia spaces only")]
    r = r.game.apply("skip")
    assert sorted(r.game.legal("")["sweep"]) == sorted(f"sweep({s})" for s in (PB, FH, "northeast_cambodia", "sihanoukville"))
    assert ("5.1", "Saigon: the free Sweep is of Cambodia spaces only") in r.game.check("sweep(saigon)")
