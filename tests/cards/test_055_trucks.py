"""Card 55 Trucks (5.1, 5.1.1, 5.1.3; card text and tips in shared/reference)."""

from tests.helpers import card_game

LAOS = "central_laos"
CAMBODIA = "the_parrots_beak"


def test_unshaded_degrade_2_and_remove_4_each_in_laos_and_cambodia_5_1_3():
    g = card_game(55, {LAOS: {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 5}},
                       CAMBODIA: {"pieces": {"nva_troops": 2, "nva_base_tunneled": 1}}}, trail=3)
    # Cambodia has only 2 un-Tunneled NVA pieces: both must go; Laos must lose 4.
    r = g.apply(f"event(unshaded) ev_remove({LAOS}, nva_base, 1) ev_remove({LAOS}, nva_guerrilla_underground, 3) "
                f"ev_remove({CAMBODIA}, nva_troops, 2)")
    assert r.state.trail == 1
    assert r.state.pieces(LAOS) == {"nva_guerrilla_underground": 2}
    assert r.state.pieces(CAMBODIA) == {"nva_base_tunneled": 1}        # Tunneled Base stays (5.1.1)


def test_unshaded_must_remove_as_many_as_possible_5_1_3():
    g = card_game(55, {LAOS: {"pieces": {"nva_guerrilla_underground": 5}}})
    reasons = g.check(f"event(unshaded) ev_remove({LAOS}, nva_guerrilla_underground, 3)")
    assert "5.1.3" in [s for s, _ in reasons]
    reasons = g.check(f"event(unshaded) ev_remove({LAOS}, nva_guerrilla_underground, 5)")
    assert "5.1" in [s for s, _ in reasons]                             # at most 4


def test_unshaded_only_nva_in_laos_cambodia_5_1():
    g = card_game(55, {LAOS: {"pieces": {"vc_guerrilla_underground": 2}},
                       "quang_tri_thua_thien": {"pieces": {"nva_troops": 2}}})
    assert "5.1" in [s for s, _ in g.check(f"event(unshaded) ev_remove({LAOS}, vc_guerrilla_underground, 2)")]
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_remove(quang_tri_thua_thien, nva_troops, 2)")]


def test_unshaded_no_pieces_only_degrades_trail_floor_0():
    g = card_game(55, trail=1)
    assert g.apply("event(unshaded)").state.trail == 0


def test_shaded_twice_trail_to_nva_and_vc_resources_5_1():
    g = card_game(55, trail=3)
    r = g.apply("event(shaded)")
    assert r.state.resources["NVA"] == 10 + 6 and r.state.resources["VC"] == 5 + 6


def test_shaded_nva_moves_untunneled_bases_within_laos_cambodia_1_4_2():
    g = card_game(55, {LAOS: {"pieces": {"nva_base": 1}}, CAMBODIA: {"pieces": {"nva_base_tunneled": 1}}})
    r = g.apply(f"event(shaded) ev_move({LAOS}, southern_laos, nva_base, 1)")
    assert r.state.pieces("southern_laos") == {"nva_base": 1}
    # Not into South Vietnam, not a Tunneled Base.
    assert "5.1" in [s for s, _ in g.check(f"event(shaded) ev_move({LAOS}, tay_ninh, nva_base, 1)")]
    assert "5.1" in [s for s, _ in g.check(f"event(shaded) ev_move({CAMBODIA}, {LAOS}, nva_base_tunneled, 1)")]


def test_shaded_base_move_keeps_stacking_1_4_2():
    g = card_game(55, {LAOS: {"pieces": {"nva_base": 1}}, "southern_laos": {"pieces": {"nva_base": 2}}})
    assert "1.4.2" in [s for s, _ in g.check(f"event(shaded) ev_move({LAOS}, southern_laos, nva_base, 1)")]


def test_nva_selects_when_another_faction_executes_5_1():
    elig = {"US": "eligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "ineligible"}
    g = card_game(55, {LAOS: {"pieces": {"nva_guerrilla_underground": 2}}}, trail=3, eligibility=elig)   # US first
    assert "5.1" in [s for s, _ in g.check(f"event(unshaded) ev_remove({LAOS}, nva_guerrilla_underground, 2)")]
    r = g.apply("event(unshaded)")
    assert r.state.trail == 1
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 55, "side": "unshaded"}]
    assert "5.1.3" in [s for s, _ in r.game.check("event_rest")]
    r = r.game.apply(f"event_rest ev_remove({LAOS}, nva_guerrilla_underground, 2)")
    assert r.state.pieces(LAOS) == {} and r.state.turn["pending"] == []
    assert r.state.eligibility["NVA"] == "ineligible" and r.state.turn["acted"][0]["faction"] == "US"


def test_unshaded_degrade_beats_oriskany_ban_5_1_2():
    """5.1.2: the Event played now beats shaded Oriskany's ban on Degrading."""
    assert card_game(55, trail=3, momentum={39: "shaded"}).apply("event(unshaded)").state.trail == 1
