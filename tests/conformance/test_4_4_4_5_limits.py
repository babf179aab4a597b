"""NVA and VC Special Activities: Bombard (4.4.2), Tax (4.5.1), Subvert
(4.5.2), the limits of their text."""

from helpers import game, pieces, sections

NVA_GUNS = {"north_vietnam": {"pieces": {"nva_troops": 3}}, "central_laos": {}}


def test_4_4_2_police_and_special_forces_do_not_count_toward_the_3_troops():
    g = game(dict(NVA_GUNS, quang_tri_thua_thien={"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 2,
                                                             "us_irregular_active": 1}}), first="NVA")
    assert sections(g.check("rally(central_laos) bombard(quang_tri_thua_thien, us_troops)")) == ["4.4.2"]
    assert "bombard" not in g.legal("rally(central_laos)", sa="bombard")


def test_4_4_2_a_coin_base_is_enough_arvn_troop_to_available():
    """4.4.2: a US or ARVN Base qualifies the space with fewer Troops; an ARVN
    Troop removed goes to Available, not Casualties."""
    g = game(dict(NVA_GUNS, quang_tri_thua_thien={"pieces": {"arvn_base": 1, "arvn_troops": 1}}), first="NVA")
    r = g.apply("rally(central_laos) bombard(quang_tri_thua_thien, arvn_troops)")
    assert pieces(r, "quang_tri_thua_thien") == {"arvn_base": 1}
    assert r.state.casualties == {}


def test_4_4_2_bombard_1_or_2_spaces():
    spaces = dict(NVA_GUNS, **{s: {"pieces": {"arvn_troops": 3, "nva_troops": 3}}
                                for s in ("hue", "quang_nam", "kontum")})
    g = game(spaces, first="NVA")
    two = "rally(central_laos) bombard(hue, arvn_troops) bombard(quang_nam, arvn_troops)"
    assert g.check(two) == []
    assert sections(g.check(two + " bombard(kontum, arvn_troops)")) == ["4.4.2"]


def test_4_5_1_tax_a_loc_even_where_coin_outnumber_for_its_econ_no_shift():
    """4.5.1 NOTE: no COIN Control on LoCs: Tax there even if outnumbered;
    a LoC gives its Econ and has no Support to shift."""
    g = game({"loc_saigon_can_tho": {"pieces": {"vc_guerrilla_underground": 1, "arvn_troops": 3}},
              "kien_phong": {"pieces": {"vc_base": 1}}}, first="VC")
    r = g.apply("rally(kien_phong) tax(loc_saigon_can_tho)")
    assert r.state.resources["VC"] == 5 - 1 + 2
    assert pieces(r, "loc_saigon_can_tho") == {"vc_guerrilla_active": 1, "arvn_troops": 3}


def test_4_5_1_tax_needs_an_underground_guerrilla_twice_the_population_of_a_city():
    g = game({"hue": {"pieces": {"vc_guerrilla_active": 2}},
              "can_tho": {"pieces": {"vc_guerrilla_underground": 1}},
              "kien_phong": {"pieces": {"vc_base": 1}}}, first="VC")
    assert "4.5.1" in sections(g.check("rally(kien_phong) tax(hue)"))
    r = g.apply("rally(kien_phong) tax(can_tho)")
    assert r.state.resources["VC"] == 5 - 1 + 2 * 1
    assert r.state.spaces["can_tho"].get("support") == "passive_support"


def test_4_5_2_patronage_drops_1_per_2_arvn_pieces_in_total_not_per_space():
    """4.5.2: -1 Patronage for every 2 ARVN pieces removed or replaced in
    total, rounded down: 1 replaced in each of 2 spaces is 2 pieces, -1."""
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"vc_guerrilla_underground": 1, "arvn_troops": 1}}}, first="VC")
    r = g.apply("rally(ba_xuyen) subvert_replace(kien_phong, arvn_police) "
                "subvert_replace(kien_hoa_vinh_binh, arvn_troops)")
    assert r.state.patronage == 14
    assert pieces(r, "kien_phong") == {"vc_guerrilla_underground": 2}


def test_4_5_2_subvert_1_or_2_spaces_arvn_cubes_only_no_activation():
    """4.5.2: an Underground VC Guerrilla and ARVN cubes (not US Troops, not
    Rangers); 1 or 2 spaces; the Guerrilla stays Underground."""
    spaces = {s: {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}}
              for s in ("kien_phong", "kien_hoa_vinh_binh", "ba_xuyen")}
    spaces["can_tho"] = {"pieces": {"vc_guerrilla_underground": 1, "us_troops": 2, "arvn_ranger_active": 1}}
    g = game(spaces, first="VC")
    two = "rally(kien_giang_an_xuyen) subvert(kien_phong) subvert(kien_hoa_vinh_binh)"
    r = g.apply(two)
    assert pieces(r, "kien_phong") == {"vc_guerrilla_underground": 1}
    assert sections(g.check(two + " subvert(ba_xuyen)")) == ["4.5.2"]
    assert sections(g.check("rally(kien_giang_an_xuyen) subvert(can_tho)")) == ["4.5.2"]
