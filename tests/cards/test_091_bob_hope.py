"""Card 91 Bob Hope (5.1, 5.1.3, 1.4.1, 1.7; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"quang_nam": {"pieces": {"us_troops": 5}}, "binh_dinh": {"pieces": {"us_troops": 1}},
          "da_nang": {"pieces": {"arvn_police": 1}}, "hue": {"pieces": {"vc_guerrilla_active": 2}}}


def test_unshaded_troops_from_a_province_to_a_coin_city_1_casualty_back_per_2_5_1():
    g = card_game(91, SPACES, casualties={"us_troops": 2, "us_base": 1})          # VC first
    r = g.apply("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 5) ev_move(casualties, available, us_base, 1) "
                "ev_move(casualties, available, us_troops, 1)")
    assert pieces(r, "da_nang")["us_troops"] == 5 and pieces(r, "quang_nam") == {}
    assert r.state.casualties == {"us_troops": 1}                                  # 5 moved: 2 back


def test_unshaded_one_province_one_coin_city_and_the_casualties_due_5_1_3():
    g = card_game(91, SPACES, casualties={"us_troops": 2})
    assert "5.1" in sections(g.check("event(unshaded) ev_move(quang_nam, hue, us_troops, 2) "
                                     "ev_move(casualties, available, us_troops, 1)"))        # Hue not COIN
    assert "5.1" in sections(g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 1) "
                                     "ev_move(binh_dinh, da_nang, us_troops, 1) ev_move(casualties, available, us_troops, 1)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 4)"))
    assert g.check("event(unshaded) ev_move(quang_nam, da_nang, us_troops, 1)") == []        # 1 moved: none back


def test_shaded_executor_names_nva_or_vc_who_move_3_troops_and_leave_guerrillas_5_1():
    g = card_game(91, SPACES)                                                      # VC executes
    r = g.apply("event(shaded) ev_choice(nva)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "rest")]
    assert "5.1.3" in sections(r.game.check("event_rest ev_move(quang_nam, hue, us_troops, 2) "
                                            "ev_place(quang_nam, nva_guerrilla, 2)"))
    assert "5.1" in sections(r.game.check("event_rest ev_move(quang_nam, hue, us_troops, 3) "
                                          "ev_place(quang_nam, vc_guerrilla, 3)"))               # the NVA's own
    r = r.game.apply("event_rest ev_move(quang_nam, hue, us_troops, 2) ev_move(binh_dinh, hue, us_troops, 1) "
                     "ev_place(quang_nam, nva_guerrilla, 2) ev_place(binh_dinh, nva_guerrilla, 1)")
    assert pieces(r, "hue")["us_troops"] == 3
    assert pieces(r, "quang_nam") == {"us_troops": 3, "nva_guerrilla_underground": 2}
    assert pieces(r, "binh_dinh") == {"nva_guerrilla_underground": 1}


def test_shaded_legal_offers_the_moves_to_the_named_faction_5_1():
    r = card_game(91, SPACES).apply("event(shaded) ev_choice(vc)")
    opts = r.game.legal("event_rest")
    assert "ev_move(binh_dinh,hue,us_troops,1)" in opts["ev_move"]
    assert "ev_place(quang_nam,vc_guerrilla,3)" in opts["ev_place"]
