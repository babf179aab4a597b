"""Card 100 Rach Ba Rai (5.1, 5.1.1, 5.1.3, 2.2, 1.4.1; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

KP, BX = "kien_phong", "ba_xuyen"          # Lowland Provinces
SPACES = {KP: {"pieces": {"us_troops": 2, "arvn_troops": 3, "arvn_police": 1, "vc_guerrilla_underground": 2,
                          "vc_base_tunneled": 1, "vc_base": 1, "nva_troops": 2, "nva_guerrilla_active": 1}},
          "pleiku_darlac": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}}}       # Highland


def test_unshaded_all_vc_from_a_lowland_with_us_troops_tunneled_base_stays_5_1_1():
    g = card_game(100, SPACES)                                       # VC first
    r = g.apply(f"event(unshaded) ev_space({KP}) ev_choice(vc)")
    assert pieces(r, KP) == {"us_troops": 2, "arvn_troops": 3, "arvn_police": 1, "vc_base_tunneled": 1,
                             "nva_troops": 2, "nva_guerrilla_active": 1}


def test_unshaded_or_all_nva_but_the_troops_5_1():
    r = card_game(100, SPACES).apply(f"event(unshaded) ev_space({KP}) ev_choice(nva)")
    assert pieces(r, KP)["nva_troops"] == 2 and "nva_guerrilla_active" not in pieces(r, KP)


def test_unshaded_a_lowland_with_us_troops_only_5_1():
    g = card_game(100, SPACES)
    assert "5.1" in sections(g.check("event(unshaded) ev_space(pleiku_darlac) ev_choice(vc)"))
    assert g.legal("event(unshaded)")["ev_space"] == [f"ev_space({KP})"]


def test_shaded_die_first_then_that_many_cubes_us_to_casualties_and_a_vc_piece_2_2():
    g = card_game(100, SPACES)
    r = g.apply("event(shaded)", dice=[4])
    assert r.state.turn["pending"][0]["roll"] == 4
    assert f"ev_remove({KP},us_troops,2)" in r.game.legal(f"event_rest ev_space({KP})")["ev_remove"]
    assert "5.1.3" in sections(r.game.check(f"event_rest ev_space({KP}) ev_remove({KP}, arvn_troops, 3) "
                                            f"ev_place({KP}, vc_guerrilla, 1)"))
    assert "5.1" in sections(r.game.check(f"event_rest ev_space({KP}) ev_remove({KP}, us_troops, 2) "
                                          f"ev_remove({KP}, arvn_troops, 2) ev_place({BX}, vc_guerrilla, 1)"))
    r = r.game.apply(f"event_rest ev_space({KP}) ev_remove({KP}, us_troops, 2) ev_remove({KP}, arvn_troops, 2) "
                     f"ev_place({KP}, vc_guerrilla, 1)")
    assert r.state.casualties == {"us_troops": 2}
    p = pieces(r, KP)
    assert "us_troops" not in p and p["arvn_troops"] == 1 and p["arvn_police"] == 1
    assert p["vc_guerrilla_underground"] == 3


def test_shaded_a_lowland_with_vc_only_5_1():
    r = card_game(100, SPACES).apply("event(shaded)", dice=[1])
    assert "5.1" in sections(r.game.check("event_rest ev_space(pleiku_darlac) ev_remove(pleiku_darlac, us_troops, 1) "
                                          "ev_place(pleiku_darlac, vc_guerrilla, 1)"))
