"""Card 49 Russian Arms (5.1, 5.1.3, 5.5, 1.4.1, 4.4.2; card text in shared/reference)."""

from tests.helpers import card_game, pieces, sections


def test_unshaded_six_arvn_pieces_of_any_types_anywhere_in_the_south_5_1():
    g = card_game(49)
    r = g.apply("event(unshaded) ev_place(hue, arvn_troops, 3) ev_place(binh_dinh, arvn_base, 1) "
                "ev_place(ba_xuyen, arvn_ranger, 2)")
    assert pieces(r, "hue") == {"arvn_troops": 3}
    assert pieces(r, "binh_dinh") == {"arvn_base": 1}
    assert pieces(r, "ba_xuyen") == {"arvn_ranger_underground": 2}


def test_unshaded_south_vietnam_only_and_all_six_5_1_3():
    g = card_game(49)
    assert "5.1" in sections(g.check("event(unshaded) ev_place(central_laos, arvn_troops, 6)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_place(hue, nva_troops, 6)"))
    assert "5.1.3" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 5)"))
    assert "5.1" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 7)"))


def test_unshaded_legal_offers_every_arvn_type_in_the_south_5_1():
    opts = card_game(49).legal("event(unshaded)")["ev_place"]
    assert "ev_place(hue,arvn_troops,6)" in opts and "ev_place(kien_phong,arvn_police,6)" in opts
    assert not any("central_laos" in o or "north_vietnam" in o or "nva_" in o for o in opts)


SPACES = {"central_laos": {"pieces": {"nva_troops": 4}}, "quang_tri_thua_thien": {"pieces": {"nva_troops": 2}},
          "the_parrots_beak": {"pieces": {"nva_troops": 1}}, "hue": {"pieces": {"nva_troops": 3}}}


def test_shaded_troops_double_in_three_spaces_then_free_bombard_5_5():
    g = card_game(49, SPACES)
    r = g.apply("event(shaded) ev_space(central_laos) ev_space(quang_tri_thua_thien) ev_space(hue) "
                "ev_place(central_laos, nva_troops, 4) ev_place(quang_tri_thua_thien, nva_troops, 2) "
                "ev_place(hue, nva_troops, 3)")
    assert pieces(r, "central_laos") == {"nva_troops": 8} and pieces(r, "hue") == {"nva_troops": 6}
    assert pieces(r, "the_parrots_beak") == {"nva_troops": 1}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "bombard")]


def test_shaded_three_spaces_with_troops_and_no_more_than_doubling_5_1_3():
    g = card_game(49, SPACES)
    two = "event(shaded) ev_space(central_laos) ev_space(hue) ev_place(central_laos, nva_troops, 4) ev_place(hue, nva_troops, 3)"
    assert "5.1.3" in sections(g.check(two))                           # a 3rd space with Troops exists
    assert "5.1" in sections(g.check(two + " ev_space(binh_dinh)"))    # no NVA Troops there
    assert "5.1" in sections(g.check("event(shaded) ev_space(central_laos) ev_space(hue) ev_space(the_parrots_beak) "
                                     "ev_place(central_laos, nva_troops, 5) ev_place(hue, nva_troops, 3) "
                                     "ev_place(the_parrots_beak, nva_troops, 1)"))


def test_shaded_as_many_troops_as_are_available_5_1_3():
    # 5 Troops Available: doubling 4 + 3 + 2 takes 9, so 5 go in, as the NVA like.
    g = card_game(49, {**SPACES, "north_vietnam": {"pieces": {"nva_troops": 25}}})    # 40 - 35 on the map
    m = "event(shaded) ev_space(central_laos) ev_space(hue) ev_space(quang_tri_thua_thien) "
    assert g.check(m + "ev_place(central_laos, nva_troops, 4) ev_place(hue, nva_troops, 1)") == []
    assert "5.1.3" in sections(g.check(m + "ev_place(central_laos, nva_troops, 4)"))


def test_shaded_the_nva_pick_and_place_even_when_another_faction_executes_then_bombard_5_1():
    # 5.1: the text names the NVA as the Faction placing, so they decide its details.
    g = card_game(49, SPACES, eligibility={"NVA": "ineligible", "ARVN": "eligible", "VC": "eligible", "US": "eligible"})
    assert g.turn().to_act == "ARVN"
    assert "5.1" in sections(g.check("event(shaded) ev_space(hue) ev_place(hue, nva_troops, 3)"))   # not ARVN's
    r = g.apply("event(shaded)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "rest"), ("NVA", "bombard")]
    assert r.game.turn().to_act == "NVA"
    opts = r.game.legal("event_rest")
    assert opts["ev_space"] == ["ev_space(central_laos)", "ev_space(hue)", "ev_space(quang_tri_thua_thien)",
                                "ev_space(the_parrots_beak)"]
    r = r.game.apply("event_rest ev_space(hue) ev_space(central_laos) ev_space(the_parrots_beak) "
                     "ev_place(hue, nva_troops, 3) ev_place(central_laos, nva_troops, 4) "
                     "ev_place(the_parrots_beak, nva_troops, 1)")
    assert pieces(r, "hue") == {"nva_troops": 6} and pieces(r, "the_parrots_beak") == {"nva_troops": 2}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("NVA", "bombard")]
    assert "special_activity" in r.game.legal("")


def test_shaded_legal_offers_the_spaces_with_nva_troops_and_their_doubling_5_1():
    opts = card_game(49, SPACES).legal("event(shaded) ev_space(hue)")
    assert "ev_space(binh_dinh)" not in opts["ev_space"] and len(opts["ev_space"]) == 3
    assert [o for o in opts["ev_place"] if "hue" in o] == ["ev_place(hue,nva_troops,3)"]     # its number, doubled
    assert not any("binh_dinh" in o for o in opts["ev_place"])
