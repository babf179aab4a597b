"""Card 74 Lam Son 719 (5.1, 5.1.3, 5.5, 2.3.5, 6.7, 1.8; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"southern_laos": {"pieces": {"nva_guerrilla_active": 2, "nva_troops": 1}}}


def test_unshaded_6_arvn_troops_into_a_laos_space_trail_minus_2_then_free_limop_there_5_5():
    g = card_game(74, SPACES, trail=3)                                   # ARVN first
    r = g.apply("event(unshaded) ev_space(southern_laos) ev_place(southern_laos, arvn_troops, 6)")
    assert pieces(r, "southern_laos")["arvn_troops"] == 6 and r.state.trail == 1
    assert [(p["faction"], p["action"], p.get("spaces")) for p in r.state.turn["pending"]] == \
        [("ARVN", "op", ["southern_laos"])]
    assert "5.1" in sections(r.game.check("assault(hue)"))               # only there
    r = r.game.apply("assault(southern_laos) remove(assault, southern_laos, nva_troops, 1) "
                     "remove(assault, southern_laos, nva_guerrilla_active, 2)")
    assert pieces(r, "southern_laos") == {"arvn_troops": 6}               # 6 ARVN Troops remove 3 (3.2.4)
    assert r.state.resources["ARVN"] == 30                               # free (5.5)


def test_unshaded_a_laos_space_only_and_all_6_troops_5_1_3():
    g = card_game(74, SPACES)
    assert "5.1" in sections(g.check("event(unshaded) ev_space(the_fishhook) ev_place(the_fishhook, arvn_troops, 6)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_space(southern_laos) ev_place(southern_laos, arvn_troops, 4)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_space(southern_laos) ev_place(central_laos, arvn_troops, 6)"))
    opts = g.legal("event(unshaded)")
    assert opts["ev_space"] == ["ev_space(central_laos)", "ev_space(southern_laos)"]


def test_unshaded_trail_not_below_0_6_7():
    r = card_game(74, SPACES, trail=1).apply("event(unshaded) ev_space(central_laos) ev_place(central_laos, arvn_troops, 6)")
    assert r.state.trail == 0


def test_shaded_nva_resources_6_plus_1_per_arvn_piece_in_laos_1_8():
    spaces = {"central_laos": {"pieces": {"arvn_troops": 2, "arvn_ranger_underground": 1}},
              "southern_laos": {"pieces": {"arvn_base": 1}}, "the_fishhook": {"pieces": {"arvn_troops": 4}}}
    r = card_game(74, spaces).apply("event(shaded)")
    assert r.state.resources["NVA"] == 10 + 6 + 4


def test_unshaded_legal_offers_the_free_limop_of_any_type_in_that_space_only_5_5():
    spaces = {**SPACES, "hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}}}
    r = card_game(74, spaces).apply("event(unshaded) ev_space(southern_laos) ev_place(southern_laos, arvn_troops, 6)")
    opts = r.game.legal("")
    assert opts["assault"] == ["assault(southern_laos)"] and opts["sweep"] == ["sweep(southern_laos)"]
    assert "skip" in opts and "special_activity" not in opts          # Limited: no Special Activity (2.3.5)
    assert r.game.check("assault(hue)") == [
        ("5.1", "Hue: the free Limited Operation is in the Laos space the Event selected only")]
