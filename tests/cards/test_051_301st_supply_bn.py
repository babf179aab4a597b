"""Card 51 301st Supply Bn (5.1, 5.1.3; card text and tip in shared/reference)."""

from tests.helpers import card_game


def test_unshaded_remove_6_non_base_insurgents_outside_the_south_5_1():
    g = card_game(51, {"central_laos": {"pieces": {"nva_troops": 4, "nva_base": 1}},
                       "north_vietnam": {"pieces": {"vc_guerrilla_active": 3}}})
    r = g.apply("event(unshaded) ev_remove(central_laos, nva_troops, 4) ev_remove(north_vietnam, vc_guerrilla_active, 2)")
    assert r.state.pieces("central_laos") == {"nva_base": 1}
    assert r.state.pieces("north_vietnam") == {"vc_guerrilla_active": 1}


def test_unshaded_not_bases_not_in_the_south_as_many_as_possible_5_1_3():
    g = card_game(51, {"central_laos": {"pieces": {"nva_troops": 2, "nva_base": 1}},
                       "tay_ninh": {"pieces": {"nva_troops": 3}}})
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_remove(central_laos, nva_troops, 2) ev_remove(central_laos, nva_base, 1)")]
    assert "5.1" in [s for s, _ in g.check("event(unshaded) ev_remove(central_laos, nva_troops, 2) ev_remove(tay_ninh, nva_troops, 1)")]
    assert "5.1.3" in [s for s, _ in g.check("event(unshaded) ev_remove(central_laos, nva_troops, 1)")]
    assert g.check("event(unshaded) ev_remove(central_laos, nva_troops, 2)") == []


def test_shaded_trail_plus_2_and_a_die_of_nva_resources_5_1():
    r = card_game(51, trail=1).apply("event(shaded)", dice=[5])
    assert r.state.trail == 3 and r.state.resources["NVA"] == 15 and r.dice == [5]
