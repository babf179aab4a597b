"""Patrol (3.2.2)."""

from helpers import game, pieces, sections


def test_3_2_2_move_along_locs_and_cities_then_activate_and_assault():
    g = game({"hue": {"pieces": {"arvn_police": 2}}, "da_nang": {"pieces": {"arvn_troops": 3}},
              "loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 2}}}, first="ARVN")
    m = ("patrol(hue, loc_hue_da_nang, arvn_police, 2) patrol(da_nang, loc_hue_da_nang, arvn_troops, 2) "
         "patrol_assault(loc_hue_da_nang)")
    r = g.apply(m)
    # 4 cubes Activate both Guerrillas; ARVN on a LoC counts Police: 4 cubes -> 2 removed.
    assert pieces(r, "loc_hue_da_nang") == {"arvn_police": 2, "arvn_troops": 2}
    assert r.state.resources["ARVN"] == 27   # 3 in total


def test_3_2_2_movement_stops_on_entering_insurgents():
    g = game({"hue": {"pieces": {"arvn_police": 1}}, "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1}}},
             first="ARVN")
    assert sections(g.check("patrol(hue, da_nang, arvn_police, 1)")) == ["3.2.2"]
    assert g.check("patrol(hue, loc_hue_da_nang, arvn_police, 1)") == []


def test_3_2_2_long_move_through_empty_locs_and_cities():
    g = game({"hue": {"pieces": {"us_troops": 1}}})
    # Hue -> Hue-Da Nang -> Da Nang -> Da Nang-Qui Nhon -> Qui Nhon.
    r = g.apply("patrol(hue, qui_nhon, us_troops, 1)")
    assert pieces(r, "qui_nhon") == {"us_troops": 1} and r.state.resources["ARVN"] == 30


def test_3_2_2_activation_one_per_cube_on_each_loc():
    g = game({"loc_hue_khe_sanh": {"pieces": {"us_troops": 1, "nva_guerrilla_underground": 2}}})
    r = g.apply("patrol")
    assert pieces(r, "loc_hue_khe_sanh") == {"us_troops": 1, "nva_guerrilla_underground": 1,
                                            "nva_guerrilla_active": 1}


def test_2_3_5_limited_patrol_single_destination():
    g = game({"hue": {"pieces": {"us_troops": 2}}})
    m = "limited patrol(hue, loc_hue_da_nang, us_troops, 1) patrol(hue, loc_hue_khe_sanh, us_troops, 1)"
    assert sections(g.check(m)) == ["2.3.5"]


def test_3_2_2_a_cube_stopped_by_insurgents_moves_no_further():
    """3.2.2: a cube keeps moving only until it enters a space with NVA or VC
    pieces; it cannot leave that LoC again by a second move of the same Patrol
    (each cube moves once, from where it was as the Patrol began)."""
    g = game({"hue": {"pieces": {"arvn_police": 1}}, "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1}}},
             first="ARVN")
    move = "patrol(hue, loc_hue_da_nang, arvn_police, 1)"
    assert sections(g.check(move + " patrol(loc_hue_da_nang, da_nang, arvn_police, 1)")) == ["3.2.2"]
    assert [a for a in g.legal("patrol " + move).get("patrol", []) if a.startswith("patrol(loc_hue_da_nang,")] == []
    # A cube that began the Patrol on that LoC may leave it.
    g = game({"hue": {"pieces": {"arvn_police": 1}},
              "loc_hue_da_nang": {"pieces": {"arvn_troops": 1, "vc_guerrilla_active": 1}}}, first="ARVN")
    r = g.apply(move + " patrol(loc_hue_da_nang, da_nang, arvn_troops, 1)")
    assert pieces(r, "da_nang") == {"arvn_troops": 1}
    assert "patrol(loc_hue_da_nang,da_nang,arvn_troops,1)" in g.legal("patrol " + move)["patrol"]


def test_3_2_2_arvn_need_3_resources():
    """3.2.2, 3.1: ARVN pay 3 for the Patrol: not with 2."""
    g = game({"hue": {"pieces": {"arvn_police": 1}}}, first="ARVN", resources={"ARVN": 2, "NVA": 10, "VC": 5})
    assert sections(g.check("patrol(hue, loc_hue_da_nang, arvn_police, 1)")) == ["3.1"]


def test_3_2_2_activation_counts_only_the_patrolling_faction_s_cubes():
    """3.2.2: "your Faction's cubes": a US Patrol counts its Troops, not the
    ARVN cubes on the LoC; an ARVN Patrol counts Police, not US Troops."""
    g = game({"loc_hue_khe_sanh": {"pieces": {"us_troops": 1, "arvn_troops": 2, "nva_guerrilla_underground": 3}}})
    assert pieces(g.apply("patrol"), "loc_hue_khe_sanh")["nva_guerrilla_active"] == 1
    g = game({"loc_hue_khe_sanh": {"pieces": {"arvn_police": 2, "us_troops": 2, "nva_guerrilla_underground": 3}}},
             first="ARVN")
    assert pieces(g.apply("patrol"), "loc_hue_khe_sanh")["nva_guerrilla_active"] == 2


def test_2_3_5_limited_patrol_assaults_only_in_its_destination_loc_ruling_227():
    """3.2.2, 2.3.5 (ruling 227): a Limited Patrol's Assault must be in the
    destination LoC of its moving cubes: one that moves no cube has none, so
    it may not Assault, even where its cubes already are; moving a cube there
    it may."""
    g = game({"loc_hue_khe_sanh": {"pieces": {"us_troops": 1, "nva_guerrilla_active": 1}},
              "hue": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("limited patrol patrol_assault(loc_hue_khe_sanh)")) == ["3.2.2"]
    alone = game({"loc_hue_khe_sanh": {"pieces": {"us_troops": 1, "nva_guerrilla_active": 1}}})
    assert "patrol_assault(loc_hue_khe_sanh)" not in alone.legal("limited patrol").get("patrol_assault", [])
    assert "patrol_assault(loc_hue_khe_sanh)" in alone.legal("patrol")["patrol_assault"]
    r = g.apply("limited patrol(hue, loc_hue_khe_sanh, us_troops, 1) patrol_assault(loc_hue_khe_sanh)")
    assert pieces(r, "loc_hue_khe_sanh") == {"us_troops": 2}
    # A full Patrol may Assault where no cube moved.
    assert g.check("patrol patrol_assault(loc_hue_khe_sanh)") == []


def test_2_3_5_limited_patrol_still_activates_on_every_loc_ruling_227():
    """3.2.2, 2.3.5 (ruling 227): the Limited Patrol ends its cubes in 1
    destination, but the Activation is on each LoC with its cubes, whether
    or not a cube moved there."""
    g = game({"loc_hue_khe_sanh": {"pieces": {"us_troops": 1, "nva_guerrilla_underground": 1}},
              "hue": {"pieces": {"us_troops": 1}},
              "loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 1}}})
    r = g.apply("limited patrol(hue, loc_hue_da_nang, us_troops, 1)")
    assert pieces(r, "loc_hue_khe_sanh") == {"us_troops": 1, "nva_guerrilla_active": 1}
    assert pieces(r, "loc_hue_da_nang") == {"us_troops": 1, "vc_guerrilla_active": 1}


def test_3_2_2_the_patrol_s_assault_is_where_its_cubes_meet_insurgents():
    """3.2.2, 3.2.4: the Patrol's Assault is an Assault (3.2.4), in 1 LoC with
    the Patrolling Faction's cubes (after the moves) and NVA or VC pieces:
    not a LoC its cubes did not reach, nor one without Insurgents."""
    g = game({"loc_hue_khe_sanh": {"pieces": {"nva_guerrilla_active": 1}}, "hue": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("patrol patrol_assault(loc_hue_khe_sanh)")) == ["3.2.4"]
    assert sections(g.check("patrol(hue, loc_hue_da_nang, us_troops, 1) patrol_assault(loc_hue_da_nang)")) \
        == ["3.2.4"]
    assert g.legal("patrol")["patrol_assault"] == ["patrol_assault(loc_hue_khe_sanh)"]
    r = g.apply("patrol(hue, loc_hue_khe_sanh, us_troops, 1) patrol_assault(loc_hue_khe_sanh)")
    assert pieces(r, "loc_hue_khe_sanh") == {"us_troops": 1}
