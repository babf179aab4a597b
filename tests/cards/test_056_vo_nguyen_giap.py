"""Card 56 Vo Nguyen Giap (5.1, 5.1.3, 5.5, 1.4.1, 3.3.2, 4.4.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"quang_nam": {"pieces": {"nva_guerrilla_active": 1, "vc_guerrilla_underground": 2}},
          "tay_ninh": {"pieces": {"vc_guerrilla_underground": 3, "vc_base": 1}},
          "binh_dinh": {"pieces": {"nva_guerrilla_underground": 2, "arvn_police": 1}},
          "kontum": {"pieces": {"vc_guerrilla_active": 1}},                   # only 1 Guerrilla
          "north_vietnam": {"pieces": {"nva_troops": 6, "nva_guerrilla_underground": 3, "nva_base": 1}},
          "hue": {"pieces": {"arvn_police": 2}},
          "quang_tri_thua_thien": {"pieces": {"us_troops": 1}}}
THREE = ("event(unshaded) ev_remove(quang_nam, nva_guerrilla_active, 1) ev_remove(quang_nam, vc_guerrilla_underground, 1) "
         "ev_remove(tay_ninh, vc_guerrilla_underground, 2) ev_remove(binh_dinh, nva_guerrilla_underground, 2) "
         "ev_place(quang_nam, nva_troops, 1) ev_place(tay_ninh, nva_troops, 1) ev_place(binh_dinh, nva_troops, 1)")
MARCH = ("march(north_vietnam, quang_tri_thua_thien, nva_troops, 3) "
         "march(north_vietnam, quang_tri_thua_thien, nva_guerrilla_underground, 3) "
         "march(north_vietnam, central_laos, nva_troops, 2)")


def test_unshaded_in_3_spaces_2_guerrillas_of_any_faction_for_1_nva_troop_5_1():
    g = card_game(56, SPACES)                                              # NVA first
    r = g.apply(THREE)
    assert pieces(r, "quang_nam") == {"vc_guerrilla_underground": 1, "nva_troops": 1}
    assert pieces(r, "tay_ninh") == {"vc_guerrilla_underground": 1, "vc_base": 1, "nva_troops": 1}
    assert pieces(r, "binh_dinh") == {"arvn_police": 1, "nva_troops": 1}
    opts = g.legal("event(unshaded)")
    assert not [o for o in opts["ev_remove"] if "kontum" in o or "hue" in o]


def test_unshaded_exactly_2_each_and_3_spaces_as_far_as_there_are_5_1_3():
    g = card_game(56, SPACES)
    assert sections(g.check("event(unshaded) ev_remove(quang_nam, nva_guerrilla_active, 1) "
                            "ev_place(quang_nam, nva_troops, 1)")) == ["5.1", "5.1.3"]
    assert sections(g.check("event(unshaded) ev_remove(kontum, vc_guerrilla_active, 1) "
                            "ev_place(kontum, nva_troops, 1)")) == ["5.1", "5.1.3"]
    assert sections(g.check(THREE.replace(" ev_place(binh_dinh, nva_troops, 1)", ""))) == ["5.1.3"]
    assert sections(g.check(THREE + " ev_place(hue, nva_troops, 1)")) == ["5.1"]


def test_unshaded_guerrillas_go_even_without_a_troop_to_place_ruling_96():
    spaces = {"quang_nam": {"pieces": {"vc_guerrilla_active": 2}},
              "north_vietnam": {"pieces": {"nva_troops": 40}}}                 # no NVA Troop Available
    r = card_game(56, spaces).apply("event(unshaded) ev_remove(quang_nam, vc_guerrilla_active, 2)")
    assert not pieces(r, "quang_nam")


def test_shaded_march_into_up_to_3_spaces_then_an_op_or_sa_within_each_ruling_94():
    g = card_game(56, SPACES, trail=2)
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [
        ("NVA", "march"), ("NVA", "any_op_or_sa"), ("NVA", "any_op_or_sa"), ("NVA", "any_op_or_sa")]
    r = r.game.apply(MARCH)
    # 2 spaces entered: 2 free actions left, each tied to both spaces.
    assert [p.get("spaces") for p in r.state.turn["pending"]] == [
        ["central_laos", "quang_tri_thua_thien"], ["central_laos", "quang_tri_thua_thien"]]
    opts = r.game.legal("")
    assert opts["attack"] == ["attack(quang_tri_thua_thien)"]
    assert opts["special_activity"] == ["special_activity(ambush)", "special_activity(bombard)",
                                        "special_activity(infiltrate)"]
    r = r.game.apply("ambush(quang_tri_thua_thien)")                       # an SA alone, as if Attacking (5.5)
    assert pieces(r, "quang_tri_thua_thien") == {"nva_troops": 3, "nva_guerrilla_underground": 2,
                                                 "nva_guerrilla_active": 1}
    assert r.state.casualties == {"us_troops": 1}
    assert [p.get("spaces") for p in r.state.turn["pending"]] == [["central_laos"]]     # that space is spent
    assert "5.1" in sections(r.game.check("rally(quang_tri_thua_thien)"))
    r = r.game.apply("rally(central_laos)")
    assert pieces(r, "central_laos") == {"nva_troops": 2, "nva_guerrilla_underground": 1}
    assert r.state.turn["pending"] == [] and r.state.resources["NVA"] == 10


def test_shaded_the_march_enters_at_most_3_spaces_trail_spaces_count_3_3_2():
    r = card_game(56, SPACES, trail=2).apply("event(shaded)")
    four = ("march(north_vietnam, quang_tri_thua_thien, nva_troops, 1) march(north_vietnam, central_laos, nva_troops, 2) "
            "march(central_laos, southern_laos, nva_troops, 1) march(central_laos, quang_nam, nva_troops, 1)")
    assert sections(r.game.check(four)) == ["5.1"]


def test_shaded_each_action_within_one_space_an_op_or_an_sa_not_both_5_5():
    r = card_game(56, SPACES, trail=2).apply("event(shaded)").game.apply(MARCH)
    assert sections(r.game.check("rally(quang_tri_thua_thien) rally(central_laos)")) == ["5.1"]
    assert sections(r.game.check("march(central_laos, quang_tri_thua_thien, nva_troops, 2)")) == ["5.1"]
    assert sections(r.game.check("attack(hue)")) == ["3.3.3", "5.1"]
    assert sections(r.game.check("attack(quang_tri_thua_thien) ambush(quang_tri_thua_thien)")) == ["5.5"]


def test_shaded_if_desired_skips_and_fewer_spaces_fewer_actions_5_5():
    g = card_game(56, SPACES, trail=2)
    r = g.apply("event(shaded)").game.apply("march(north_vietnam, quang_tri_thua_thien, nva_troops, 2)")
    assert [p.get("spaces") for p in r.state.turn["pending"]] == [["quang_tri_thua_thien"]]
    assert r.game.apply("skip").state.turn["pending"] == []
    assert g.apply("event(shaded)").game.apply("skip").state.turn["pending"] == []


def test_shaded_a_rally_that_only_improves_the_trail_is_within_no_space_5_1():
    r = card_game(56, SPACES, trail=2).apply("event(shaded)").game.apply(MARCH)
    assert sections(r.game.check("improve_trail")) == ["5.1"]
    r = r.game.apply("rally(central_laos) improve_trail")
    assert r.state.trail == 3 and r.state.resources["NVA"] == 8                # Trail improvement still costs (5.5)
