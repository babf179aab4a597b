"""Card 71 An Loc (5.1, 5.1.1, 5.1.3, 5.5, 3.3.2, 3.3.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"the_fishhook": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 2}},
          "north_vietnam": {"pieces": {"nva_troops": 6}},
          "an_loc": {"pieces": {"arvn_troops": 2, "arvn_police": 2, "nva_troops": 1}},
          "tay_ninh": {"pieces": {"nva_troops": 2}},
          "saigon": {"pieces": {"arvn_police": 1}},
          "central_laos": {"pieces": {"arvn_troops": 1}}}                  # ARVN, but outside the South
MARCH = "march(the_fishhook, an_loc, nva_troops, 4) march(tay_ninh, an_loc, nva_troops, 2)"


def test_unshaded_a_south_space_with_arvn_loses_its_nva_troops_gains_3_arvn_troops_5_1():
    g = card_game(71, SPACES)                                              # ARVN first
    assert g.legal("event(unshaded)")["ev_space"] == ["ev_space(an_loc)", "ev_space(saigon)"]
    r = g.apply("event(unshaded) ev_space(an_loc) ev_place(an_loc, arvn_troops, 3)")
    assert pieces(r, "an_loc") == {"arvn_troops": 5, "arvn_police": 2}
    assert sections(g.check("event(unshaded) ev_space(central_laos) ev_place(central_laos, arvn_troops, 3)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_space(saigon) ev_place(saigon, arvn_troops, 2)")) == ["5.1.3"]


def test_unshaded_as_many_troops_as_are_available_5_1_3():
    g = card_game(71, {"saigon": {"pieces": {"arvn_troops": 29, "nva_troops": 2}}})
    r = g.apply("event(unshaded) ev_space(saigon) ev_place(saigon, arvn_troops, 1)")
    assert pieces(r, "saigon") == {"arvn_troops": 30}


def test_shaded_march_troops_into_a_city_then_attack_there_twice_5_5():
    g = card_game(71, SPACES, trail=2)
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [
        ("NVA", "march"), ("NVA", "attack"), ("NVA", "attack")]
    r = r.game.apply(MARCH)
    assert pieces(r, "an_loc")["nva_troops"] == 7 and r.state.resources["NVA"] == 10
    assert [p.get("spaces") for p in r.state.turn["pending"]] == [["an_loc"], ["an_loc"]]
    assert sections(r.game.check("attack(tay_ninh)")) == ["3.3.3", "5.1"]
    r = r.game.apply("attack(an_loc) attack_troops(an_loc) remove(attack, an_loc, arvn_troops, 2) "
                     "remove(attack, an_loc, arvn_police, 1)")                    # 7 Troops: 3 hits
    assert pieces(r, "an_loc") == {"nva_troops": 7, "arvn_police": 1}
    r = r.game.apply("attack(an_loc) attack_troops(an_loc)")
    assert pieces(r, "an_loc") == {"nva_troops": 7} and r.state.turn["pending"] == []


def test_shaded_troops_only_and_one_city_5_1_1():
    r = card_game(71, SPACES, trail=2).apply("event(shaded)")
    assert sections(r.game.check(MARCH + " march(the_fishhook, an_loc, nva_guerrilla_underground, 1)")) == ["5.1.1"]
    assert sections(r.game.check("march(tay_ninh, saigon, nva_troops, 2) march(the_fishhook, an_loc, nva_troops, 4)")) \
        == ["5.1"]
    assert sections(r.game.check("march(north_vietnam, central_laos, nva_troops, 2)")) == ["5.1"]    # no City
    assert "march(the_fishhook,an_loc,nva_guerrilla_underground,1)" not in r.game.legal("march(an_loc)")["march"]


def test_shaded_on_along_the_trail_into_the_city_tip_3_3_2():
    r = card_game(71, SPACES, trail=2).apply("event(shaded)")
    trail = ("march(north_vietnam, central_laos, nva_troops, 6) march(central_laos, southern_laos, nva_troops, 6) "
             "march(southern_laos, northeast_cambodia, nva_troops, 6) "
             "march(northeast_cambodia, the_fishhook, nva_troops, 6) march(the_fishhook, an_loc, nva_troops, 10)")
    r = r.game.apply(trail)
    assert pieces(r, "an_loc")["nva_troops"] == 11 and not pieces(r, "north_vietnam")
    assert [p.get("spaces") for p in r.state.turn["pending"]] == [["an_loc"], ["an_loc"]]


def test_shaded_no_march_no_there_the_attacks_lapse_ruling_93():
    r = card_game(71, SPACES).apply("event(shaded)").game.apply("skip")
    assert r.state.turn["pending"] == []
