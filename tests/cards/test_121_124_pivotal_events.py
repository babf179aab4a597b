"""Pivotal Events 121 Linebacker II, 122 Easter Offensive, 123 Vietnamization,
124 Tet Offensive (2.3.8, 5.1): preconditions at their edge and clauses the
tests in tests/conformance/test_2_3_8_pivotal.py leave open."""

from tests.helpers import game, pieces, play_out, sections


def pivotal(spaces, faction, card, **extra):
    return game(spaces, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126],
                                             "pivotal": {faction: card}}, **extra)


def test_121_nva_stays_ineligible_after_the_card_2_3_8_5_1():
    spaces = {"saigon": {"support": "active_support"}, "hue": {"support": "active_support"},
              "central_laos": {"pieces": {"nva_base": 1}}}
    g = pivotal(spaces, "US", 121, casualties={"us_troops": 4})
    r = g.apply("faction(us) play_pivotal").game.apply("event(unshaded) ev_move(casualties, available, us_troops, 3)")
    r = r.game.apply("event_rest ev_remove(central_laos, nva_base, 1)")     # only 1 NVA Base: that one
    done = play_out(r)
    assert done.state.eligibility["NVA"] == "ineligible"


def test_122_precondition_more_nva_than_us_troops_on_map_2_3_8():
    equal = {"north_vietnam": {"pieces": {"nva_troops": 3}}, "hue": {"pieces": {"us_troops": 3}}}
    assert "2.3.8" in sections(pivotal(equal, "NVA", 122).check("faction(nva) play_pivotal"))
    more = {"north_vietnam": {"pieces": {"nva_troops": 4}}, "hue": {"pieces": {"us_troops": 3}}}
    assert pivotal(more, "NVA", 122).check("faction(nva) play_pivotal") == []   # North Vietnam counts (tip)


def test_122_troops_move_on_only_from_locs_without_us_or_arvn_5_1():
    spaces = {"north_vietnam": {"pieces": {"nva_troops": 6}},
              "loc_hue_khe_sanh": {"pieces": {"nva_troops": 2, "arvn_police": 1}}}
    r = pivotal(spaces, "NVA", 122).apply("faction(nva) play_pivotal").game.apply("event(unshaded)")
    r = r.game.apply("march(north_vietnam, central_laos, nva_troops, 1)")
    assert "5.1" in sections(r.game.check("event_rest ev_move(loc_hue_khe_sanh, hue, nva_troops, 2)"))


def test_123_precondition_fewer_than_20_us_troops_on_map_2_3_8():
    twenty = {"hue": {"pieces": {"us_troops": 10}}, "da_nang": {"pieces": {"us_troops": 10}}}
    assert "2.3.8" in sections(pivotal(twenty, "ARVN", 123).check("faction(arvn) play_pivotal"))
    nineteen = {"hue": {"pieces": {"us_troops": 10}}, "da_nang": {"pieces": {"us_troops": 9}}}
    assert pivotal(nineteen, "ARVN", 123).check("faction(arvn) play_pivotal") == []


def test_123_cubes_only_no_arvn_base_5_1():
    g = pivotal({}, "ARVN", 123).apply("faction(arvn) play_pivotal").game
    assert "5.1" in sections(g.check("event(unshaded) ev_place(hue, arvn_troops, 3) ev_place(hue, arvn_base, 1)"))


def test_124_precondition_more_than_20_vc_guerrillas_in_the_south_2_3_8():
    south = {s: {"pieces": {"vc_guerrilla_underground": 4}} for s in
             ("quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa", "tay_ninh")}
    south["central_laos"] = {"pieces": {"vc_guerrilla_active": 2}}               # Laos is not the South
    assert "2.3.8" in sections(pivotal(south, "VC", 124).check("faction(vc) play_pivotal"))
    south["loc_hue_da_nang"] = {"pieces": {"vc_guerrilla_active": 1}}            # LoCs are (tip)
    assert pivotal(south, "VC", 124).check("faction(vc) play_pivotal") == []


def test_124_vc_pieces_only_in_cities_5_1():
    south = {s: {"pieces": {"vc_guerrilla_active": 3}} for s in
             ("quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa", "tay_ninh", "kien_phong", "ba_xuyen")}
    r = pivotal(south, "VC", 124).apply("faction(vc) play_pivotal").game.apply("event(unshaded)")
    r = r.game.apply("skip")                                                    # no Underground VC: no Terror
    assert "5.1" in sections(r.game.check("event_rest ev_place(hue, vc_guerrilla, 5) ev_place(binh_dinh, vc_guerrilla, 1)"))
    r = r.game.apply("event_rest ev_place(hue, vc_guerrilla, 4) ev_place(hue, vc_base, 2)")
    assert pieces(r, "hue") == {"vc_guerrilla_underground": 4, "vc_base": 2}


def test_121_a_tunneled_base_is_the_nvas_option_not_forced_5_1_1():
    """5.1.1: an Event does not force the removal of a Tunneled Base unless
    its text says so; the Faction may remove its own to fulfil the text."""
    spaces = {"saigon": {"support": "active_support"}, "hue": {"support": "active_support"},
              "central_laos": {"pieces": {"nva_base": 1}}, "southern_laos": {"pieces": {"nva_base_tunneled": 1}}}
    g = pivotal(spaces, "US", 121, casualties={"us_troops": 4})
    r = g.apply("faction(us) play_pivotal").game.apply("event(unshaded) ev_move(casualties, available, us_troops, 3)")
    assert r.game.check("event_rest ev_remove(central_laos, nva_base, 1)") == []
    assert r.game.check("event_rest ev_remove(central_laos, nva_base, 1) ev_remove(southern_laos, nva_base_tunneled, 1)") == []
    assert "5.1.3" in sections(r.game.check("event_rest ev_remove(southern_laos, nva_base_tunneled, 1)"))
    done = r.game.apply("event_rest ev_remove(central_laos, nva_base, 1)")
    assert pieces(done, "central_laos") == {} and pieces(done, "southern_laos") == {"nva_base_tunneled": 1}


def test_122_legal_offers_the_troop_attacks_level_by_level_5_1_3():
    """`legal` must offer what `check` accepts: the NVA Troop Attacks every
    space where they are with enemies (the heads first, then their details)."""
    spaces = {"central_laos": {"pieces": {"nva_troops": 6}}, "loc_hue_khe_sanh": {"pieces": {"nva_troops": 2}},
              "quang_tri_thua_thien": {"pieces": {"arvn_police": 2}}, "hue": {"pieces": {"arvn_police": 1}}}
    r = pivotal(spaces, "NVA", 122).apply("faction(nva) play_pivotal").game.apply("event(unshaded)")
    r = r.game.apply("march(central_laos, quang_tri_thua_thien, nva_troops, 4)")
    g = r.game.apply("event_rest ev_move(loc_hue_khe_sanh, hue, nva_troops, 2)").game
    assert g.legal("") == {"attack": ["attack(hue)", "attack(quang_tri_thua_thien)"]}
    heads = "attack(hue) attack(quang_tri_thua_thien)"
    assert g.legal(heads)["attack_troops"] == ["attack_troops(hue)", "attack_troops(quang_tri_thua_thien)"]
    assert "5.1.3" in sections(g.check("attack(hue) attack_troops(hue)"))
