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
