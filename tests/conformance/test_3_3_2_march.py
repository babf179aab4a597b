"""March (3.3.2), with the rulebook's example and the Trail."""

from helpers import game, pieces, sections


def test_3_3_2_example_parrots_beak_into_kien_phong_activates():
    g = game({"the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 2}},
              "kien_phong": {"support": "passive_support", "pieces": {"arvn_police": 2}}}, first="VC")
    r = g.apply("march(the_parrots_beak, kien_phong, vc_guerrilla_underground, 2)")
    assert pieces(r, "kien_phong") == {"arvn_police": 2, "vc_guerrilla_active": 2}
    assert r.state.resources["VC"] == 4


def test_3_3_2_no_activation_at_three():
    g = game({"the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 2}},
              "kien_phong": {"support": "passive_support", "pieces": {"arvn_police": 1}}}, first="VC")
    r = g.apply("march(the_parrots_beak, kien_phong, vc_guerrilla_underground, 2)")
    assert pieces(r, "kien_phong")["vc_guerrilla_underground"] == 2


def test_3_3_2_locs_cost_nothing_and_activate_when_more_than_3():
    g = game({"can_tho": {"pieces": {"vc_guerrilla_underground": 4}}}, first="VC")
    r = g.apply("march(can_tho, loc_can_tho_long_phu, vc_guerrilla_underground, 4)")
    assert pieces(r, "loc_can_tho_long_phu") == {"vc_guerrilla_active": 4}
    assert r.state.resources["VC"] == 5


def test_3_3_2_nva_continue_along_the_trail_paying_per_space():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 3}}}, first="NVA")
    m = ("march(north_vietnam, central_laos, nva_troops, 3) march(central_laos, southern_laos, nva_troops, 3) "
         "march(southern_laos, quang_tin_quang_ngai, nva_troops, 3)")
    r = g.apply(m)
    assert pieces(r, "quang_tin_quang_ngai") == {"nva_troops": 3} and r.state.resources["NVA"] == 7


def test_3_3_2_no_continuing_out_of_the_south_or_for_vc():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 3}}}, first="NVA")
    m = "march(north_vietnam, quang_tri_thua_thien, nva_troops, 3) march(quang_tri_thua_thien, hue, nva_troops, 3)"
    assert sections(g.check(m)) == ["3.3.2"]
    g = game({"the_fishhook": {"pieces": {"vc_guerrilla_underground": 2}}}, first="VC")
    m = ("march(the_fishhook, the_parrots_beak, vc_guerrilla_underground, 2) "
         "march(the_parrots_beak, kien_phong, vc_guerrilla_underground, 2)")
    assert sections(g.check(m)) == ["3.3.2"]


def test_3_3_2_trail_4_laos_cambodia_moves_free():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 2}}}, first="NVA", trail=4)
    m = ("march(north_vietnam, central_laos, nva_troops, 2) march(central_laos, southern_laos, nva_troops, 2) "
         "march(southern_laos, binh_dinh, nva_troops, 2)")
    assert g.apply(m).state.resources["NVA"] == 10


def test_2_3_9_no_march_in_monsoon():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 2}}}, first="NVA", deck=(126, 2))
    assert sections(g.check("march(north_vietnam, central_laos, nva_troops, 2)")) == ["2.3.9"]


def test_2_3_5_limited_march_single_destination_and_no_trail():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 2}}}, first="NVA")
    m = "limited march(north_vietnam, central_laos, nva_troops, 2) march(central_laos, southern_laos, nva_troops, 2)"
    assert "2.3.5" in sections(g.check(m))


def test_3_3_2_march_changes_only_its_spaces_and_may_empty_its_origin():
    """3.3.2: a March moves pieces from its origin into the destination; every
    other space is as it was, and an origin left with nothing holds nothing."""
    g = game({"the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 2}},
              "kien_phong": {"support": "passive_support", "pieces": {"arvn_police": 2}},
              "saigon": {"support": "active_support", "pieces": {"us_troops": 3, "arvn_police": 1}},
              "hue": {"terror": 1, "pieces": {"arvn_troops": 2}}}, first="VC")
    r = g.apply("march(the_parrots_beak, kien_phong, vc_guerrilla_underground, 2)")
    assert pieces(r, "the_parrots_beak") == {}
    assert "the_parrots_beak" not in r.state.to_dict()["spaces"]
    for sid in ("saigon", "hue"):
        assert r.state.spaces[sid] == g.state.spaces[sid]
    assert r.state.spaces["kien_phong"]["support"] == "passive_support"


def test_3_3_2_a_march_destination_receives_a_piece_ruling_151():
    """3.3.2: a March moves pieces into adjacent spaces and pays per space
    moved into; its example selects Kien Phong by moving 2 Guerrillas there.
    A destination that receives no piece is no destination (ruling 151):
    check refuses it, alone or beside a real one."""
    g = game({"the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 2}},
              "kien_phong": {"support": "passive_support", "pieces": {"arvn_police": 2}}}, first="VC")
    assert sections(g.check("march(kien_phong)")) == ["3.3.2"]
    move = "march(the_parrots_beak, kien_phong, vc_guerrilla_underground, 2)"
    assert g.check(f"march(kien_phong) {move}") == []
    assert sections(g.check(f"march(tay_ninh) {move}")) == ["3.3.2"]


def test_3_3_2_legal_offers_only_destinations_a_piece_can_enter_ruling_151():
    """Ruling 151: `legal` offers as March destinations only spaces next to a
    space holding a Guerrilla of the Faction (3.3.2: pieces move into adjacent
    spaces); once every Guerrilla is moving into Kien Phong, no other
    destination is left; Saigon, with no VC piece next to it, has no March
    at all."""
    from fitl import asp
    g = game({"the_parrots_beak": {"pieces": {"vc_guerrilla_underground": 2}}}, first="VC")
    near = asp.static().adjacent["the_parrots_beak"]
    offered = {a[len("march("):-1] for a in g.legal()["march"]}
    assert "kien_phong" in offered and offered <= near and "saigon" not in offered
    move = "march(the_parrots_beak, kien_phong, vc_guerrilla_underground, 2)"
    assert g.legal(move)["march"] == ["march(kien_phong)"]
    assert g.legal("march(saigon)") == {}


def test_3_3_2_no_trail_continuation_at_trail_0():
    """3.3.2: NVA pieces continue out of Laos or Cambodia only if the Trail is
    above 0; at Trail 1 the same move is legal."""
    m = ("march(north_vietnam, central_laos, nva_troops, 2) "
         "march(central_laos, quang_tri_thua_thien, nva_troops, 2)")
    assert sections(game({"north_vietnam": {"pieces": {"nva_troops": 2}}}, first="NVA", trail=0).check(m)) \
        == ["3.3.2"]
    assert game({"north_vietnam": {"pieces": {"nva_troops": 2}}}, first="NVA", trail=1).check(m) == []


def test_3_3_2_trail_4_a_destination_entered_also_from_the_south_is_paid():
    """3.3.2 (ruling 8): at Trail 4 only NVA moves into or out of Laos or
    Cambodia spaces are free; Quang Tri entered from Laos and from Hue costs 1,
    Central Laos entered from North Vietnam nothing."""
    g = game({"north_vietnam": {"pieces": {"nva_troops": 1}}, "central_laos": {"pieces": {"nva_troops": 1}},
              "hue": {"pieces": {"nva_guerrilla_underground": 1}}}, first="NVA", trail=4)
    r = g.apply("march(north_vietnam, central_laos, nva_troops, 1) "
                "march(central_laos, quang_tri_thua_thien, nva_troops, 1) "
                "march(hue, quang_tri_thua_thien, nva_guerrilla_underground, 1)")
    assert r.state.resources["NVA"] == 9
    # The VC pay even at Trail 4 (the NVA's Trail, 3.3.2).
    g = game({"north_vietnam": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC", trail=4)
    assert g.apply("march(north_vietnam, central_laos, vc_guerrilla_underground, 1)").state.resources["VC"] == 4


def test_3_3_2_the_group_counts_its_troops_for_activation():
    """3.3.2: the moving group's pieces (NVA Troops included) plus the COIN
    cubes and Special Forces there exceed 3 at a space with Support: its
    Guerrilla goes Active (2 Troops + 1 Guerrilla + 1 Police = 4)."""
    g = game({"kien_phong": {"pieces": {"nva_troops": 2, "nva_guerrilla_underground": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}, "support": "passive_support"}}, first="NVA")
    r = g.apply("march(kien_phong, kien_hoa_vinh_binh, nva_troops, 2) "
                "march(kien_phong, kien_hoa_vinh_binh, nva_guerrilla_underground, 1)")
    assert pieces(r, "kien_hoa_vinh_binh") == {"nva_troops": 2, "arvn_police": 1, "nva_guerrilla_active": 1}
    # Without the Support (and not a LoC) it stays Underground.
    g = game({"kien_phong": {"pieces": {"nva_troops": 2, "nva_guerrilla_underground": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}}}, first="NVA")
    r = g.apply("march(kien_phong, kien_hoa_vinh_binh, nva_troops, 2) "
                "march(kien_phong, kien_hoa_vinh_binh, nva_guerrilla_underground, 1)")
    assert pieces(r, "kien_hoa_vinh_binh")["nva_guerrilla_underground"] == 1


def test_3_3_2_coin_control_does_not_stop_the_trail():
    """3.3.2 NOTE: NVA pieces continue out of a Laos space under COIN Control
    (3 US Troops there); the Troops entering the Province pay 1, Laos 1."""
    g = game({"north_vietnam": {"pieces": {"nva_troops": 2}}, "central_laos": {"pieces": {"us_troops": 3}}},
             first="NVA")
    r = g.apply("march(north_vietnam, central_laos, nva_troops, 2) "
                "march(central_laos, quang_tri_thua_thien, nva_troops, 2)")
    assert pieces(r, "quang_tri_thua_thien") == {"nva_troops": 2}
    assert pieces(r, "central_laos") == {"us_troops": 3}
    assert r.state.resources["NVA"] == 8
