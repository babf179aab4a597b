"""Assault (3.2.4): hits, Troops first, Bases last, Tunnels, the ARVN follow-up."""

from helpers import game, pieces, sections


def test_3_2_4_tunnel_example_no_piece_removed_roll_low():
    # Three US Troops Assault 2 Tunneled Bases alone in Jungle: nothing removed.
    g = game({"tay_ninh": {"pieces": {"us_troops": 3, "vc_base_tunneled": 1, "nva_base_tunneled": 1}}})
    r = g.apply("assault(tay_ninh)", dice=[2])
    assert r.dice == [2]
    assert pieces(r, "tay_ninh") == {"us_troops": 3, "vc_base_tunneled": 1, "nva_base_tunneled": 1}


def test_3_2_4_tunnel_example_roll_4_to_6_removes_one_marker():
    g = game({"tay_ninh": {"pieces": {"us_troops": 3, "vc_base_tunneled": 1, "nva_base_tunneled": 1}}})
    r = g.apply("assault(tay_ninh) untunnel(assault, tay_ninh, nva_base_tunneled)", dice=[4])
    assert pieces(r, "tay_ninh") == {"us_troops": 3, "vc_base_tunneled": 1, "nva_base": 1}


def test_3_2_4_us_troop_removes_one_nva_troops_first():
    # Lowland, no US Base: 1 per US Troop; NVA Troops go before Active Guerrillas.
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "nva_troops": 1, "vc_guerrilla_active": 1}}})
    r = g.apply("assault(kien_phong)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "vc_guerrilla_active": 1}
    assert sections(g.check("assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 1)")) == ["3.2.4"]


def test_3_2_4_highland_without_base_one_per_two_troops():
    g = game({"quang_nam": {"pieces": {"us_troops": 3, "vc_guerrilla_active": 3}}})
    r = g.apply("assault(quang_nam)")
    assert pieces(r, "quang_nam") == {"us_troops": 3, "vc_guerrilla_active": 2}


def test_3_2_4_us_base_two_per_troop_bases_last_underground_protects():
    g = game({"binh_dinh": {"pieces": {"us_troops": 2, "us_base": 1, "vc_guerrilla_active": 1,
                                       "vc_guerrilla_underground": 1, "vc_base": 1}}})
    r = g.apply("assault(binh_dinh)")
    # 4 hits: the Active Guerrilla goes; the Underground one protects the Base.
    assert pieces(r, "binh_dinh") == {"us_troops": 2, "us_base": 1, "vc_guerrilla_underground": 1, "vc_base": 1}


def test_3_2_4_arvn_assault_counts_troops_in_provinces_and_adds_aid_per_base():
    g = game({"kien_phong": {"pieces": {"arvn_troops": 2, "arvn_police": 4, "vc_base": 1}}}, first="ARVN")
    r = g.apply("assault(kien_phong)")
    # 2 Troops -> 1 hit (Police do not count in a Province); the Base goes: Aid +6.
    assert pieces(r, "kien_phong") == {"arvn_troops": 2, "arvn_police": 4}
    assert r.state.aid == 21 and r.state.resources["ARVN"] == 27


def test_3_2_4_arvn_counts_police_in_cities_and_on_locs():
    g = game({"hue": {"pieces": {"arvn_troops": 1, "arvn_police": 3, "vc_guerrilla_active": 3}}}, first="ARVN")
    assert pieces(g.apply("assault(hue)"), "hue") == {"arvn_troops": 1, "arvn_police": 3, "vc_guerrilla_active": 1}


def test_3_2_4_us_may_add_arvn_assault_in_one_space_for_3_arvn_resources():
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 2}}})
    r = g.apply("assault(kien_phong) assault_arvn(kien_phong)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "arvn_troops": 2}
    assert r.state.resources["ARVN"] == 27
    assert sections(g.check("assault(kien_phong) assault_arvn(hue)")) == ["3.2.4"]


def test_3_2_4_spaces_need_own_cubes_and_insurgents():
    g = game({"hue": {"pieces": {"us_troops": 2}}, "kontum": {"pieces": {"vc_guerrilla_active": 1, "us_irregular_active": 1}}})
    assert sections(g.check("assault(hue)")) == ["3.2.4"]
    assert sections(g.check("assault(kontum)")) == ["3.2.4"]


def test_3_1_target_one_enemy_only():
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "nva_troops": 1, "vc_guerrilla_active": 1}}})
    r = g.apply("assault(kien_phong) spare(assault, kien_phong, nva)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "nva_troops": 1}


def test_3_1_an_action_may_not_leave_every_enemy_untargeted():
    """3.1: an Operation may target both enemies or one and ignore the other;
    leaving untargeted the only enemy there (or both) targets no one."""
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}}})
    assert g.check("assault(kien_phong) spare(assault, kien_phong, vc)") == [
        ("3.1", "in Kien Phong the move leaves VC untargeted and targets no other enemy there: "
                "an action targets both enemies or one")]
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "nva_troops": 1, "vc_guerrilla_active": 1}}})
    assert sections(g.check("assault(kien_phong) spare(assault, kien_phong, vc) spare(assault, kien_phong, nva)")) \
        == ["3.1"]


def test_3_2_4_legal_lists_the_tunnel_choice_and_removals():
    """Given the Assault space, legal lists what the move may name there: the
    active Guerrilla to remove, and which Tunneled Base loses its marker on a
    4-6 roll once only Tunneled Bases are left (3.2.4, 1.4.4)."""
    g = game({"tay_ninh": {"pieces": {"us_troops": 3, "vc_guerrilla_active": 1, "vc_base_tunneled": 1,
                                      "nva_base_tunneled": 1}}})
    got = g.legal("assault(tay_ninh)")
    assert got["remove"] == ["remove(assault,tay_ninh,vc_guerrilla_active,1)"]
    assert got["untunnel"] == ["untunnel(assault,tay_ninh,nva_base_tunneled)",
                               "untunnel(assault,tay_ninh,vc_base_tunneled)"]


def test_3_2_4_arvn_assault_in_highland_one_per_three_cubes():
    """3.2.4: ARVN remove 1 enemy per 3 cubes in Highland (5 Troops: 1)."""
    g = game({"quang_nam": {"pieces": {"arvn_troops": 5, "vc_guerrilla_active": 3}}}, first="ARVN")
    assert pieces(g.apply("assault(quang_nam)"), "quang_nam") == {"arvn_troops": 5, "vc_guerrilla_active": 2}


def test_3_2_4_us_assault_counts_only_us_troops():
    """3.2.4: a US Assault counts US Troops; ARVN cubes there add nothing."""
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 4, "vc_guerrilla_active": 3}}})
    assert pieces(g.apply("assault(kien_phong)"), "kien_phong") == {"us_troops": 1, "arvn_troops": 4,
                                                                    "vc_guerrilla_active": 2}


def test_3_2_4_arvn_follow_up_by_the_arvn_bullet_highland_and_provinces():
    """3.2.4: the ARVN follow-up is per the ARVN bullet: 1 per 3 cubes in
    Highland (US: 1 per 2 Troops there without a US Base), and in a Province
    Police do not count."""
    g = game({"quang_nam": {"pieces": {"us_troops": 2, "arvn_troops": 3, "vc_guerrilla_active": 4}}})
    assert pieces(g.apply("assault(quang_nam) assault_arvn(quang_nam)"), "quang_nam") == \
        {"us_troops": 2, "arvn_troops": 3, "vc_guerrilla_active": 2}
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 3,
                                        "vc_guerrilla_active": 4}}})
    assert pieces(g.apply("assault(kien_phong) assault_arvn(kien_phong)"), "kien_phong") == \
        {"us_troops": 1, "arvn_troops": 1, "arvn_police": 3, "vc_guerrilla_active": 3}


def test_3_2_4_aid_only_for_bases_the_arvn_remove():
    """3.2.4: +6 Aid per Base the ARVN remove, in the follow-up too; none for
    the Base the US Troops remove."""
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_base": 2}}})
    r = g.apply("assault(kien_phong) assault_arvn(kien_phong)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "arvn_troops": 2}
    assert r.state.aid == 15 + 6
    assert g.apply("assault(kien_phong)").state.aid == 15


def test_3_2_4_follow_up_not_below_total_econ():
    """3.1, 3.2.4: the US pays the ARVN follow-up with ARVN Resources, never
    below Total Econ (15): at 17 it may not, at 18 it may."""
    spaces = {"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 2}}}
    g = game(spaces, resources={"ARVN": 17, "NVA": 10, "VC": 5})
    assert sections(g.check("assault(kien_phong) assault_arvn(kien_phong)")) == ["1.8.1"]
    g = game(spaces, resources={"ARVN": 18, "NVA": 10, "VC": 5})
    assert g.apply("assault(kien_phong) assault_arvn(kien_phong)").state.resources["ARVN"] == 15


def test_3_2_4_no_tunnel_roll_when_the_hits_run_out_or_a_guerrilla_hides():
    """3.2.4 TUNNELS: the roll comes only if the next piece to remove would be
    the Tunneled Base: not when the hits end before it, nor when an
    Underground Guerrilla protects it."""
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1, "vc_base_tunneled": 1}}})
    r = g.apply("assault(kien_phong)", dice=[5])
    assert r.dice == [] and pieces(r, "kien_phong") == {"us_troops": 1, "vc_base_tunneled": 1}
    g = game({"kien_phong": {"pieces": {"us_troops": 3, "vc_guerrilla_underground": 1, "vc_base_tunneled": 1}}})
    r = g.apply("assault(kien_phong)", dice=[5])
    assert r.dice == [] and pieces(r, "kien_phong") == {"us_troops": 3, "vc_guerrilla_underground": 1,
                                                        "vc_base_tunneled": 1}


def test_3_2_2_us_patrol_assault_adds_no_arvn_assault():
    """3.2.2: the Patrol's Assault in 1 LoC: the US may not add the ARVN."""
    g = game({"loc_hue_da_nang": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 3}}})
    assert sections(g.check("patrol patrol_assault(loc_hue_da_nang) assault_arvn(loc_hue_da_nang)")) == ["3.2.4"]
    assert "assault_arvn" not in g.legal("patrol patrol_assault(loc_hue_da_nang)")
