"""NVA Special Activities: Infiltrate (4.4.1), Bombard (4.4.2), Ambush (4.4.3)."""

from helpers import TWO_AMBUSH_SPACES, TWO_AMBUSHES, game, pieces, sections


def test_4_4_1_troops_up_to_trail_plus_bases_then_replace_guerrillas():
    g = game({"southern_laos": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2}}}, first="NVA", trail=2)
    r = g.apply("rally(southern_laos) infiltrate(southern_laos, 3) "
                "infiltrate_replace(southern_laos, nva_guerrilla_active, 2)")
    # Rally placed 1 Guerrilla (Underground); 3 Troops + 2 more replacing 2 Guerrillas.
    assert pieces(r, "southern_laos") == {"nva_base": 1, "nva_troops": 5, "nva_guerrilla_underground": 1}
    assert sections(g.check("rally(southern_laos) infiltrate(southern_laos, 4)")) == ["4.4.1"]


def test_4_4_1_take_over_vc_tunneled_base_and_erode_opposition():
    g = game({"tay_ninh": {"support": "active_opposition",
                           "pieces": {"nva_troops": 3, "vc_base_tunneled": 1, "vc_guerrilla_active": 1}},
              "the_fishhook": {"pieces": {"nva_troops": 1}}}, first="NVA")
    r = g.apply("march(the_fishhook, tay_ninh, nva_troops, 1) infiltrate_vc(tay_ninh, vc_base_tunneled)")
    assert pieces(r, "tay_ninh") == {"nva_troops": 4, "nva_base_tunneled": 1, "vc_guerrilla_active": 1}
    assert r.state.spaces["tay_ninh"]["support"] == "passive_opposition"


def test_4_4_1_needs_nva_base_or_more_nva_than_vc():
    g = game({"tay_ninh": {"pieces": {"nva_troops": 1, "vc_guerrilla_active": 1}}, "central_laos": {}}, first="NVA")
    assert sections(g.check("rally(central_laos) infiltrate_vc(tay_ninh, vc_guerrilla_active)")) == ["4.4.1"]


def test_4_4_2_bombard_removes_a_troop_cube_us_to_casualties():
    g = game({"quang_tri_thua_thien": {"pieces": {"us_troops": 2, "arvn_troops": 1}},
              "north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {}}, first="NVA")
    r = g.apply("rally(central_laos) bombard(quang_tri_thua_thien, us_troops)")
    assert pieces(r, "quang_tri_thua_thien") == {"us_troops": 1, "arvn_troops": 1}
    assert r.state.casualties == {"us_troops": 1}


def test_4_4_2_bombard_needs_three_troops_or_base_and_nva_in_range():
    g = game({"quang_tri_thua_thien": {"pieces": {"us_troops": 2}},
              "north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {}}, first="NVA")
    assert sections(g.check("rally(central_laos) bombard(quang_tri_thua_thien, us_troops)")) == ["4.4.2"]
    g = game({"hue": {"pieces": {"us_base": 1, "us_troops": 1}},
              "north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {}}, first="NVA")
    assert sections(g.check("rally(central_laos) bombard(hue, us_troops)")) == ["4.4.2"]   # not adjacent


def test_4_4_2_bombard_counts_us_and_arvn_troops_together():
    """4.4.2: 3 COIN Troops may be of both Factions: 2 US and 2 ARVN Troops are 4
    (equal counts of the two add up, they do not merge)."""
    g = game({"quang_tri_thua_thien": {"pieces": {"us_troops": 2, "arvn_troops": 2}},
              "north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {}}, first="NVA")
    r = g.apply("rally(central_laos) bombard(quang_tri_thua_thien, arvn_troops)")
    assert pieces(r, "quang_tri_thua_thien") == {"us_troops": 2, "arvn_troops": 1}


def test_4_4_3_example_mekong_ambush_removes_from_adjacent_space():
    spaces = {"loc_saigon_can_tho": {"pieces": {"nva_guerrilla_underground": 2}},
              "kien_phong": {"pieces": {"arvn_police": 1}}, "can_tho": {"pieces": {"us_troops": 1}}}
    g = game(spaces, first="NVA")
    m = ("attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) "
         "ambush(loc_saigon_can_tho, kien_phong, arvn_police)")
    r = g.apply(m)
    assert r.dice == []                       # no roll
    assert pieces(r, "kien_phong") == {}
    assert pieces(r, "loc_saigon_can_tho") == {"nva_guerrilla_underground": 1, "nva_guerrilla_active": 1}
    # Removing a US Troop costs no Attrition; it is a Casualty.
    r = g.apply("attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) ambush(loc_saigon_can_tho, can_tho, us_troops)")
    assert r.state.casualties == {"us_troops": 1}
    assert pieces(r, "loc_saigon_can_tho") == {"nva_guerrilla_underground": 1, "nva_guerrilla_active": 1}


def test_4_4_3_second_ambush_may_hit_the_same_adjacent_space():
    spaces, m = TWO_AMBUSH_SPACES, TWO_AMBUSHES
    assert pieces(game(spaces, first="NVA").apply(m), "kien_phong") == {}


def test_4_4_3_needs_an_underground_guerrilla():
    g = game({"quang_nam": {"pieces": {"nva_guerrilla_active": 2, "arvn_police": 1}}}, first="NVA")
    assert sections(g.check("attack(quang_nam) ambush(quang_nam)")) == ["4.4.3"]


def test_4_4_3_legal_lists_the_piece_an_ambush_on_a_loc_may_remove():
    """Given the Ambush space, legal lists the enemy pieces it may remove: on
    a LoC, from the LoC or an adjacent space (the Mekong example: the Police
    in Kien Phong or the US Troop in Can Tho)."""
    spaces = {"loc_saigon_can_tho": {"pieces": {"nva_guerrilla_underground": 2}},
              "kien_phong": {"pieces": {"arvn_police": 1}}, "can_tho": {"pieces": {"us_troops": 1}}}
    got = game(spaces, first="NVA").legal("attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho)")
    assert [a for a in got["ambush"] if a.count(",") == 2] == [
        "ambush(loc_saigon_can_tho,can_tho,us_troops)", "ambush(loc_saigon_can_tho,kien_phong,arvn_police)"]


def test_4_4_1_legal_lists_the_guerrillas_infiltrate_may_replace():
    """Given the Troops Infiltrate places, legal lists the NVA Guerrillas it may
    replace with more Troops: those there, the 3 the Rally just placed
    included (2 + 3 Underground, 1 Active)."""
    g = game({"southern_laos": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2, "nva_guerrilla_active": 1}}},
             first="NVA", trail=2)
    got = g.legal("rally(southern_laos) rally(southern_laos, 3) infiltrate(southern_laos, 2)")["infiltrate_replace"]
    assert got == ["infiltrate_replace(southern_laos,nva_guerrilla_active,1)"] + [
        f"infiltrate_replace(southern_laos,nva_guerrilla_underground,{n})" for n in range(1, 6)]


def test_4_4_1_infiltrate_where_the_rally_just_placed_a_base():
    """3.3.1: an NVA Rally may replace 2 of its Guerrillas with a Base; 4.4.1:
    Infiltrate after it places Troops where NVA Bases are, up to Trail + Bases
    there (2 + 1), so in Tay Ninh, which had no Base before the move.  legal
    offers it once the Rally is named, check accepts the whole move and it
    leaves 3 NVA Troops in Tay Ninh (the prover finds it too:
    tests/unit/test_prove.py)."""
    g = game({"tay_ninh": {"pieces": {"nva_guerrilla_underground": 3}}}, first="NVA", trail=2)
    assert "infiltrate(tay_ninh,3)" in g.legal("rally(tay_ninh) rally_base(tay_ninh,0)", sa="infiltrate")["infiltrate"]
    move = "rally(tay_ninh) rally_base(tay_ninh,0) infiltrate(tay_ninh,3)"
    assert g.check(move) == []
    assert pieces(g.apply(move), "tay_ninh")["nva_troops"] == 3
