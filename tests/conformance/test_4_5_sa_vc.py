"""VC Special Activities: Tax (4.5.1), Subvert (4.5.2), Ambush (4.5.3)."""

from helpers import game, pieces, sections


def test_4_5_1_tax_econ_or_twice_pop_and_shift_toward_support():
    g = game({"kien_phong": {"support": "active_opposition", "pieces": {"vc_guerrilla_underground": 2}},
              "loc_saigon_can_tho": {"sabotage": True, "pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    r = g.apply("rally(kien_phong) tax(kien_phong) tax(loc_saigon_can_tho)")
    assert r.state.resources["VC"] == 5 - 1 + 4 + 2
    assert r.state.spaces["kien_phong"]["support"] == "passive_opposition"
    assert pieces(r, "loc_saigon_can_tho") == {"vc_guerrilla_active": 1}


def test_4_5_1_no_tax_under_coin_control_at_most_4():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}}}, first="VC")
    assert sections(g.check("rally(ba_xuyen) tax(kien_phong)")) == ["4.5.1"]


def test_4_5_2_subvert_removes_two_cubes_patronage_minus_one():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 1, "arvn_troops": 1}}},
             first="VC")
    r = g.apply("rally(ba_xuyen) subvert(kien_phong)")
    assert pieces(r, "kien_phong") == {"vc_guerrilla_underground": 1}
    assert r.state.patronage == 14


def test_4_5_2_subvert_replace_one_cube_patronage_rounds_down():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}}}, first="VC")
    r = g.apply("rally(ba_xuyen) subvert_replace(kien_phong, arvn_police)")
    assert pieces(r, "kien_phong") == {"vc_guerrilla_underground": 2, "arvn_police": 1}
    assert r.state.patronage == 15


def test_4_5_2_not_with_attack():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 4}}}, first="VC")
    assert sections(g.check("sa_first attack(kien_phong) subvert(kien_phong)", dice=[6])) == ["4.1.1"]


def test_4_5_3_vc_ambush_after_march():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1}},
              "loc_saigon_can_tho": {"pieces": {"arvn_troops": 1}}}, first="VC")
    r = g.apply("march(kien_phong, loc_saigon_can_tho, vc_guerrilla_underground, 1) ambush(loc_saigon_can_tho)")
    assert pieces(r, "loc_saigon_can_tho") == {"vc_guerrilla_active": 1}


def test_4_1_example_rally_to_0_resources_tax_then_rally_on():
    """4.1 EXAMPLE: the VC Rally until at 0 Resources, pause to Tax, then Rally in more spaces."""
    spaces = {"quang_nam": {"pieces": {"vc_base": 1}}, "binh_dinh": {"pieces": {"vc_base": 1}},
              "loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 1}}}
    m = "rally(quang_nam) rally(binh_dinh) tax(loc_hue_da_nang)"
    g = game(spaces, first="VC", resources={"ARVN": 30, "NVA": 10, "VC": 1})
    assert "3.1" in sections(g.check(m))                              # 2 Rally spaces, 1 Resource
    r = g.apply("sa_during " + m + " after_sa(binh_dinh)")
    assert r.state.resources["VC"] == 1 - 1 + 1 - 1                   # Tax on the 1-Econ LoC (4.5.1)
    assert "4.1" in sections(g.check("after_sa(binh_dinh) " + m))     # after_sa needs sa_during


# 1.4.1, 4.5.2, ruling 38: every VC Guerrilla is on the map (none Available).
NO_GUERRILLA = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}},
                "ba_xuyen": {"pieces": {"vc_guerrilla_underground": 28}},
                "kien_hoa_vinh_binh": {"pieces": {"vc_guerrilla_underground": 1, "arvn_troops": 1}}}
REPLACE = "terror(ba_xuyen) subvert_replace(kien_phong, arvn_police)"


def test_1_4_1_subvert_replacement_unavailable_cube_is_simply_removed():
    """1.4.1: a piece to be replaced by one that is not Available is simply
    removed: the move says so (simply_removed), or the VC take a Guerrilla
    from the map; without either it is refused, citing 1.4.1."""
    from helpers import game
    g = game(NO_GUERRILLA, first="VC")
    assert "1.4.1" in [s for s, _ in g.check(REPLACE)]
    r = g.apply(REPLACE + " simply_removed(kien_phong, vc_guerrilla)")
    assert r.state.pieces("kien_phong") == {"vc_guerrilla_underground": 1, "arvn_police": 1}
    assert g.check(REPLACE + " from_map(ba_xuyen, vc_guerrilla_underground, 1)") == []
    assert "simply_removed(kien_phong,vc_guerrilla)" in g.legal(REPLACE)["simply_removed"]


def test_1_4_1_simply_removed_only_for_want_of_the_piece():
    from helpers import game
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}},
              "ba_xuyen": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    assert [s for s, _ in g.check(REPLACE + " simply_removed(kien_phong, vc_guerrilla)")] == ["1.4.1"]


def test_4_5_1_tax_where_a_march_brought_a_guerrilla_not_before_it():
    """4.5.1: Tax needs an Underground VC Guerrilla in the space when it acts;
    3.3.2: a March brings one from Tay Ninh into Kien Phong, so a Tax after
    it may select Kien Phong too, and (ruling 151: the level offering more
    March destinations has a piece into each open) any space next to Tay
    Ninh that the other Guerrilla may still March into; a Tax before the
    March (4.1, sa_first) only Tay Ninh, where the Guerrillas are at the start."""
    from fitl import asp
    g = game({"tay_ninh": {"pieces": {"vc_guerrilla_underground": 2}}, "kien_phong": {}}, first="VC")
    march = "march(tay_ninh, kien_phong, vc_guerrilla_underground, 1)"
    taxed = {a[len("tax("):-1] for a in g.legal(march, sa="tax")["tax"]}
    assert {"kien_phong", "tay_ninh"} <= taxed <= asp.static().adjacent["tay_ninh"] | {"tay_ninh"}
    assert g.check(march + " march(tay_ninh, an_loc, vc_guerrilla_underground, 1) tax(an_loc)") == []
    assert g.legal(march + " sa_first", sa="tax")["tax"] == ["tax(tay_ninh)"]
    assert g.check(march + " tax(kien_phong)") == []
    assert "4.5.1" in sections(g.check(march + " sa_first tax(kien_phong)"))
