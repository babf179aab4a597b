"""Card 77 Detente (5.1, 5.5, 1.4.1, 1.8, 3.3.1, 4.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections, view


def test_unshaded_insurgent_resources_halved_rounded_down_1_8():
    r = card_game(77, resources={"ARVN": 30, "NVA": 15, "VC": 9}).apply("event(unshaded)")
    assert r.state.resources == {"ARVN": 30, "NVA": 7, "VC": 4}


def test_unshaded_five_available_nva_troops_go_out_of_play_card_tip_1_4_1():
    r = card_game(77).apply("event(unshaded)")
    assert r.state.out_of_play == {"nva_troops": 5}
    # and the position keeps them there: the next Faction's moves are checked against it
    assert r.game.check("pass") == []


def test_unshaded_as_many_troops_as_are_available_5_1_3():
    g = card_game(77, {"north_vietnam": {"pieces": {"nva_troops": 37}}})     # 40 in the pool: 3 Available
    assert g.apply("event(unshaded)").state.out_of_play == {"nva_troops": 3}


def test_1_4_1_nva_troops_out_of_play_are_a_valid_state_but_no_other_insurgent_piece():
    assert view(out_of_play={"nva_troops": 5}).violations == []
    assert "1.4.1" in sections(view(out_of_play={"nva_guerrilla": 1}).violations)


def test_shaded_nva_free_infiltrate_then_vc_free_rally_5_5():
    g = card_game(77, {"central_laos": {"pieces": {"nva_base": 1}}, "tay_ninh": {"pieces": {"vc_base": 1}}})
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "infiltrate"), ("VC", "rally")]
    r = r.game.apply("infiltrate(central_laos, 2)")            # Trail 1 + 1 Base (4.4.1)
    assert pieces(r, "central_laos")["nva_troops"] == 2 and r.state.resources["NVA"] == 10
    r = r.game.apply("rally(tay_ninh) rally(tay_ninh, 2)")
    assert pieces(r, "tay_ninh")["vc_guerrilla_underground"] == 2 and r.state.resources["VC"] == 5   # free (5.5)


def test_shaded_nva_may_take_9_resources_instead_of_the_infiltrate_ruling_61():
    r = card_game(77).apply("event(shaded)").game.apply("skip")
    assert r.state.resources["NVA"] == 19
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("VC", "rally")]


def test_shaded_vc_rally_in_at_most_6_spaces_5_1():
    provinces = ["quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa", "tay_ninh", "ba_xuyen", "kien_phong"]
    g = card_game(77).apply("event(shaded)").game.apply("skip").game
    seven = " ".join(f"rally({p})" for p in provinces)
    assert "5.1" in sections(g.check(seven))
    six = " ".join(f"rally({p})" for p in provinces[:6])
    assert g.check(six) == []


def test_shaded_legal_offers_the_nva_the_infiltrate_or_skip_then_the_vc_rally_5_5():
    g = card_game(77, {"central_laos": {"pieces": {"nva_base": 1}}, "tay_ninh": {"pieces": {"vc_base": 1}}})
    r = g.apply("event(shaded)")
    opts = r.game.legal("")             # a free Special Activity's spaces are open at once, as an Operation's
    assert opts["skip"] == ["skip"] and opts["special_activity"] == ["special_activity(infiltrate)"]
    assert set(opts) == {"skip", "special_activity", "infiltrate"} and "infiltrate(central_laos,2)" in opts["infiltrate"]
    r = r.game.apply("skip")                                   # +9 Resources instead (ruling 61)
    opts = r.game.legal("")
    assert "rally(tay_ninh)" in opts["rally"] and set(opts) == {"rally", "skip"}
