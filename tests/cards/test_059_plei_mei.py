"""Card 59 Plei Mei (5.1, 5.1.1, 5.1.3, 5.5, 3.3.2, 3.3.3, 4.4.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"pleiku_darlac": {"pieces": {"us_base": 1, "us_troops": 1}},
          "kontum": {"pieces": {"nva_troops": 2, "nva_base": 1, "nva_guerrilla_active": 1}},   # next to Pleiku
          "quang_nam": {"pieces": {"nva_troops": 4}}}


def test_unshaded_3_nva_pieces_bases_too_from_a_space_next_to_a_coin_base_tip_5_1():
    g = card_game(59, SPACES)                                               # NVA first
    assert g.legal("event(unshaded)")["ev_space"] == ["ev_space(kontum)"]
    assert "5.1" in sections(g.check("event(unshaded) ev_space(quang_nam) ev_remove(quang_nam, nva_troops, 3)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_space(kontum) ev_remove(kontum, nva_troops, 2)"))
    r = g.apply("event(unshaded) ev_space(kontum) ev_remove(kontum, nva_base, 1) ev_remove(kontum, nva_troops, 2)")
    assert pieces(r, "kontum") == {"nva_guerrilla_active": 1}


def test_unshaded_tunneled_base_stays_as_many_as_there_are_5_1_1():
    g = card_game(59, {"pleiku_darlac": {"pieces": {"arvn_base": 1, "nva_guerrilla_active": 1, "nva_base_tunneled": 1}}})
    r = g.apply("event(unshaded) ev_space(pleiku_darlac) ev_remove(pleiku_darlac, nva_guerrilla_active, 1)")
    assert pieces(r, "pleiku_darlac") == {"arvn_base": 1, "nva_base_tunneled": 1}


SHADED = {"central_laos": {"pieces": {"nva_guerrilla_underground": 3, "nva_troops": 2}},
          "quang_tri_thua_thien": {"pieces": {"us_troops": 2, "nva_guerrilla_active": 1}},
          "hue": {"pieces": {"nva_guerrilla_underground": 1}}}


def test_shaded_free_march_from_outside_the_south_then_an_ambush_with_only_active_guerrillas_tip_4_4_3():
    g = card_game(59, SHADED, deck=[125, 3])                                 # Monsoon
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "march"), ("NVA", "attack")]
    assert "5.1" in sections(r.game.check("march(hue, quang_tri_thua_thien, nva_guerrilla_underground, 1)"))
    r = r.game.apply("march(central_laos, quang_tri_thua_thien, nva_troops, 2)")        # even in Monsoon
    assert pieces(r, "quang_tri_thua_thien")["nva_troops"] == 2 and r.state.resources["NVA"] == 10
    assert r.game.legal("attack(quang_tri_thua_thien)")["special_activity"] == ["special_activity(ambush)"]
    r = r.game.apply("attack(quang_tri_thua_thien) ambush(quang_tri_thua_thien) "
                     "ambush(quang_tri_thua_thien, quang_tri_thua_thien, us_troops)")
    assert pieces(r, "quang_tri_thua_thien")["us_troops"] == 1 and r.state.casualties == {"us_troops": 1}


def test_shaded_the_attack_in_1_space_only_5_1():
    g = card_game(59, {**SHADED, "quang_nam": {"pieces": {"nva_troops": 3, "arvn_police": 1}}})
    r = g.apply("event(shaded)").game.apply("skip")
    assert "5.1" in sections(r.game.check("attack(quang_tri_thua_thien) attack(quang_nam)"))


def test_shaded_the_march_moves_on_along_the_trail_from_laos_but_never_out_of_the_south_tip_3_3_2():
    spaces = {"north_vietnam": {"pieces": {"nva_troops": 3}},
              "quang_tri_thua_thien": {"pieces": {"us_troops": 2}}}
    r = card_game(59, spaces, trail=2).apply("event(shaded)")
    m = "march(north_vietnam, central_laos, nva_troops, 3) march(central_laos, quang_tri_thua_thien, nva_troops, 3)"
    r2 = r.game.apply(m)                                                 # from North Vietnam, on from Laos (the tip)
    assert pieces(r2, "quang_tri_thua_thien") == {"nva_troops": 3, "us_troops": 2} and r2.state.resources["NVA"] == 10
    assert ("5.1", "Quang Tri-Thua Thien: the free March moves pieces out of spaces outside South Vietnam only") in \
        r.game.check(m + " march(quang_tri_thua_thien, hue, nva_troops, 3)")
