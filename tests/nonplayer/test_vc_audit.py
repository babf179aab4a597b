"""8.5.1, 8.5.3, 8.5.4 VC boxes: priorities the other VC tests did not reach
(audit np85; expected values from the rules text)."""

from .positions import box, position, walk

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"
AO, AS = "active_opposition", "active_support"


def test_8_5_4_a_populated_space_with_nva_control_is_one_of_priority_2s_ruling_253():
    """NVA a player.  With 1 Resource, one Province: Tay Ninh (NVA Control the
    arrival removes) gets the Underground Guerrilla into a space not at Active
    Opposition (2a); the other populated neighbours are at Active Opposition.
    The free Econ LoC takes the other Guerrilla (priority 1)."""
    g = position({"the_fishhook": {"pieces": {U: 2}}, "tay_ninh": {"pieces": {"nva_troops": 1}},
                  "an_loc": {"pieces": {}, "support": AO}, "pleiku_darlac": {"pieces": {}, "support": AO},
                  "quang_duc_long_khanh": {"pieces": {}, "support": AO}}, resources={"VC": 1}, second=True)
    assert box(g, "march", sas=False) == [
        "march(the_fishhook,loc_saigon_an_loc_ban_me_thuot,vc_guerrilla_underground,1)",
        "march(the_fishhook,tay_ninh,vc_guerrilla_underground,1)"]


def test_8_5_4_march_2b_where_there_is_room_for_a_base():
    """2a equal (1 Underground Guerrilla into a space not at Active
    Opposition); 2b: Tay Ninh has room for a Base, the others hold 2 VC
    Bases each."""
    full = {"pieces": {"vc_base": 2}}
    g = position({"the_fishhook": {"pieces": {U: 2}}, "tay_ninh": {"pieces": {}},
                  "an_loc": full, "pleiku_darlac": full, "quang_duc_long_khanh": full},
                 resources={"VC": 1}, second=True)
    move = box(g, "march", sas=False)
    assert "march(the_fishhook,tay_ninh,vc_guerrilla_underground,1)" in move
    assert len([a for a in move if ",loc_" not in a]) == 1


def test_8_5_1_subvert_first_where_it_removes_coin_control_most_population():
    """After a Terror in Binh Dinh with 14 Resources (13 left: no Tax, above 9):
    Subvert in 2 spaces.  Kien Phong (Pop 2) and Ba Xuyen (Pop 1) lose COIN
    Control by the removal of 2 ARVN cubes; Tay Ninh (Pop 2, 4 cubes) keeps it.
    The most Population whose Control goes: Kien Phong and Ba Xuyen (3)."""
    spaces = {"binh_dinh": {"pieces": {U: 1}},
              "kien_phong": {"pieces": {U: 1, "arvn_police": 2}, "support": AO},
              "ba_xuyen": {"pieces": {U: 1, "arvn_police": 2}, "support": AO},
              "tay_ninh": {"pieces": {U: 1, "arvn_police": 2, "arvn_troops": 2}, "support": AO}}
    g = position(spaces, resources={"VC": 14}, aid=40)
    move = box(g, "terror")
    assert "terror(binh_dinh)" in move
    assert sorted(a for a in move if a.startswith("subvert(")) == ["subvert(ba_xuyen)", "subvert(kien_phong)"]


def test_8_5_1_subvert_most_population_where_coin_control_goes():
    """Three spaces lose COIN Control by the Subvert; the 2 of most Population
    (Kien Phong, Kien Hoa: 2 each) rather than Quang Nam (1)."""
    spaces = {"binh_dinh": {"pieces": {U: 1}},
              "kien_phong": {"pieces": {U: 1, "arvn_police": 2}, "support": AO},
              "kien_hoa_vinh_binh": {"pieces": {U: 1, "arvn_police": 2}, "support": AO},
              "quang_nam": {"pieces": {U: 1, "arvn_police": 2}, "support": AO}}
    g = position(spaces, resources={"VC": 14}, aid=40)
    move = box(g, "terror")
    assert sorted(a for a in move if a.startswith("subvert(")) == ["subvert(kien_hoa_vinh_binh)", "subvert(kien_phong)"]


def test_8_5_5_attack_taxes_active_support_highest_population_first():
    """Attack without Ambush (3 Active Guerrillas in Binh Dinh), then Tax
    (8.5.5 TAX, 8.5.1) with 2 Resources left: no LoCs; Active Support spaces,
    highest Population first: the 4 of Population 2 over Ba Xuyen (1); not
    Kien Giang at Active Opposition (the VC are not at 0 Resources)."""
    spaces = {"binh_dinh": {"pieces": {A: 3, "arvn_police": 1}}}
    for s in ("kien_phong", "kien_hoa_vinh_binh", "tay_ninh", "quang_tin_quang_ngai", "ba_xuyen"):
        spaces[s] = {"pieces": {U: 1}, "support": AS}
    spaces["kien_giang_an_xuyen"] = {"pieces": {U: 1}, "support": AO}
    g = position(spaces, resources={"VC": 3}, second=True)
    move = box(g, "attack")
    assert "attack(binh_dinh)" in move
    assert sorted(a for a in move if a.startswith("tax(")) == [
        "tax(kien_hoa_vinh_binh)", "tax(kien_phong)", "tax(quang_tin_quang_ngai)", "tax(tay_ninh)"]


def test_8_5_3_rally_priority_4_first_where_it_removes_coin_control():
    """3 Resources: 2 spaces with no VC Guerrillas (priority 2), then 1 of the
    spaces with 1-3 VC Guerrillas (priority 4): Kien Phong, where the Guerrilla
    placed removes COIN Control (2 Police against 1 Guerrilla), before Binh
    Dinh."""
    g = position({"kien_phong": {"pieces": {U: 1, "arvn_police": 2}}, "binh_dinh": {"pieces": {U: 1}}},
                 resources={"VC": 3}, second=True)
    move = box(g, "rally", sas=False)
    assert "rally(kien_phong)" in move and "rally(binh_dinh)" not in move


def test_8_5_5_attack_first_where_it_removes_a_coin_base():
    """1 Resource, one Attack: Binh Dinh, whose lone ARVN Base can go (3.3.3),
    before Tay Ninh's 2 ARVN Police (more pieces, but no Base)."""
    g = position({"binh_dinh": {"pieces": {A: 3, "arvn_base": 1}}, "tay_ninh": {"pieces": {A: 3, "arvn_police": 2}}},
                 resources={"VC": 1}, second=True)
    assert box(g, "attack", sas=False) == ["attack(binh_dinh)", "remove(attack,binh_dinh,arvn_base,1)"]


def test_8_5_5_attack_then_where_it_removes_special_forces():
    """1 Resource, one Attack: Binh Dinh's Irregular (Special Forces) before
    Tay Ninh's ARVN Police."""
    g = position({"tay_ninh": {"pieces": {A: 3, "arvn_police": 1}},
                  "binh_dinh": {"pieces": {A: 3, "us_irregular_active": 1}}},
                 resources={"VC": 1}, second=True)
    assert box(g, "attack", sas=False) == ["attack(binh_dinh)", "remove(attack,binh_dinh,us_irregular_active,1)"]


def test_8_5_3_rally_then_where_it_removes_nva_control_if_the_nva_are_a_player():
    """NVA a player; 3 Resources: 2 spaces with no VC Guerrillas (priority 2),
    then 1 of the spaces with 1-3 VC Guerrillas (priority 4): Kien Phong,
    where the Guerrilla placed removes NVA Control (2 NVA Troops against 1
    Guerrilla), before Binh Dinh; neither has COIN Control."""
    g = position({"kien_phong": {"pieces": {U: 1, "nva_troops": 2}}, "binh_dinh": {"pieces": {U: 1}}},
                 resources={"VC": 3}, second=True)
    move = box(g, "rally", sas=False)
    assert "rally(kien_phong)" in move and "rally(binh_dinh)" not in move


def test_8_5_4_march_2c_where_it_removes_coin_control_from_the_most_population():
    """2a and 2b equal (1 Underground Guerrilla, room for a Base everywhere);
    2c: the arrival removes COIN Control (1 ARVN Police) in Tay Ninh (Pop 2)
    and Quang Duc (Pop 1): Tay Ninh."""
    g = position({"the_fishhook": {"pieces": {U: 2}}, "tay_ninh": {"pieces": {"arvn_police": 1}},
                  "quang_duc_long_khanh": {"pieces": {"arvn_police": 1}}}, resources={"VC": 1}, second=True)
    move = box(g, "march", sas=False)
    assert [a for a in move if ",loc_" not in a] == ["march(the_fishhook,tay_ninh,vc_guerrilla_underground,1)"]


def _ambushes(move):
    return [a for a in move if a.startswith("ambush(") and a.count(",") == 2]


def test_8_5_4_ambush_special_forces_before_cubes():
    """1 Resource, one Ambush (with the Attack, 8.5.5): Binh Dinh's Irregular
    (3rd bullet) before Tay Ninh's US Troop (4th)."""
    g = position({"tay_ninh": {"pieces": {U: 1, "us_troops": 1}},
                  "binh_dinh": {"pieces": {U: 1, "us_irregular_active": 1}}}, resources={"VC": 1}, second=True)
    assert _ambushes(box(g, "attack")) == ["ambush(binh_dinh,binh_dinh,us_irregular_active)"]


def test_8_5_4_ambush_from_a_loc_into_the_next_space_before_us_pieces():
    """Within the 4th bullet: from the Saigon-Can Tho LoC into Kien Hoa (its
    ARVN Police) first, before the US Troop in Binh Dinh (US before ARVN is
    the lower tie-break)."""
    g = position({"loc_saigon_can_tho": {"pieces": {U: 1}}, "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}},
                  "binh_dinh": {"pieces": {U: 1, "us_troops": 1}}}, resources={"VC": 1}, second=True)
    assert _ambushes(box(g, "attack")) == ["ambush(loc_saigon_can_tho,kien_hoa_vinh_binh,arvn_police)"]


def test_8_5_4_no_march_that_gives_an_origin_nva_control():
    """Kien Phong: 2 Underground VC against 2 NVA Troops (no Control).  One
    Guerrilla could go onto a Mekong LoC (1 must stay), but the 2 NVA Troops
    would then outnumber the VC left: no March."""
    g = position({"kien_phong": {"pieces": {U: 2, "nva_troops": 2}}}, resources={"VC": 0}, second=True)
    assert box(g, "march", sas=False) is None
    g = position({"kien_phong": {"pieces": {U: 2, "nva_troops": 1}}}, resources={"VC": 0}, second=True)
    assert box(g, "march", sas=False) is not None


def test_8_5_5_no_tax_after_an_ambush():
    """The Attack's Ambush took the US Troop: no Tax (8.5.5 TAX), though
    Kien Phong (Active Support, Underground VC) could be Taxed at 3 Resources."""
    g = position({"binh_dinh": {"pieces": {U: 1, "us_troops": 1}},
                  "kien_phong": {"pieces": {U: 1}, "support": AS}}, resources={"VC": 3}, second=True)
    move = box(g, "attack")
    assert "ambush(binh_dinh,binh_dinh,us_troops)" in move and not any(a.startswith("tax(") for a in move)


def test_8_5_3_rally_subverts_when_it_cannot_tax():
    """16 Resources (at least 10 after a Rally of up to 6 spaces: no Tax,
    8.5.1): Subvert (8.5.3
    SUBVERT, 8.5.1) where Underground VC and 2 ARVN Police are."""
    g = position({"kien_phong": {"pieces": {U: 1, "arvn_police": 2}, "support": AO}},
                 resources={"VC": 16}, second=True)
    move = box(g, "rally")
    assert not any(a.startswith("tax(") for a in move)
    assert "subvert(kien_phong)" in move


def test_8_5_4_example_march_none_attack_at_0_resources_then_rally_taxing_first():
    """8.5.4's IF NONE example: at 0 Resources no Rally by the roll (3d6 = 18,
    not below the 16 Available), no March (no Underground Guerrilla can reach
    an Econ LoC: the lone one in Tay Ninh must stay), no Attack (0 Resources):
    Rally, Taxing first (Tay Ninh), and the Base where 4+ Guerrillas are."""
    g = position({"tay_ninh": {"pieces": {U: 1}}, "phuoc_long": {"pieces": {A: 13}}}, resources={"VC": 0}, second=True)
    move, path = walk(g, rolls={"rally_q": 18})
    assert path[-5:] == ["rally_q", "march", "attack", "tax_first", "rally"]
    assert move.split()[0] == "tax(tay_ninh)" and "rally_base(phuoc_long,2)" in move.split()


def test_8_5_4_march_leaves_underground_guerrillas_behind_first():
    """Tay Ninh must keep 1 Guerrilla; every populated space it reaches is at
    Active Opposition (2a equal: no Underground Guerrilla counts there), its
    Econ LoC already holds one: the Active Guerrilla Marches, the Underground
    one stays.  (The LoC's Guerrilla goes on to another Econ LoC: 1.)"""
    spaces = {"tay_ninh": {"pieces": {U: 1, A: 1}}, "loc_saigon_an_loc_ban_me_thuot": {"pieces": {U: 1}}}
    for s in ("saigon", "quang_duc_long_khanh", "an_loc", "pleiku_darlac", "khanh_hoa", "binh_tuy_binh_thuan",
              "kien_phong"):
        spaces[s] = {"pieces": {}, "support": AO}
    g = position(spaces, resources={"VC": 1}, second=True)
    out = [a for a in box(g, "march", sas=False) if a.startswith("march(tay_ninh,")]
    assert len(out) == 1 and out[0].endswith(",vc_guerrilla_active,1)")


def test_8_5_1_tax_at_0_resources_active_opposition_first_then_highest_population():
    """At 0 Resources, no LoC and no Active Support to Tax: up to 4 Active
    Opposition spaces (Ba Xuyen, Pop 1), then other spaces, highest Population
    first (3 of the 4 of Population 2, none of the 6 of Population 1).  The
    Rally Taxes first (8.5.3)."""
    low = ("quang_nam", "khanh_hoa", "pleiku_darlac", "phu_bon_phu_yen", "binh_tuy_binh_thuan", "quang_duc_long_khanh")
    spaces = {"ba_xuyen": {"pieces": {U: 1}, "support": AO}}
    for s in ("kien_phong", "kien_hoa_vinh_binh", "tay_ninh", "binh_dinh") + low:
        spaces[s] = {"pieces": {U: 1}}
    g = position(spaces, resources={"VC": 0}, second=True)
    taxed = [a for a in box(g, "rally") if a.startswith("tax(")]
    assert len(taxed) == 4 and "tax(ba_xuyen)" in taxed and not any(f"tax({s})" in taxed for s in low)


def test_8_5_4_march_onto_at_most_3_econ_locs():
    """Khanh Hoa touches 5 LoCs of Econ 1; 6 Underground Guerrillas there,
    0 Resources: 1 Guerrilla onto each of 3 of them, no more."""
    g = position({"khanh_hoa": {"pieces": {U: 6}}}, resources={"VC": 0}, second=True)
    move = box(g, "march", sas=False)
    assert len(move) == 3 and all(a.startswith("march(khanh_hoa,loc_") and a.endswith(",vc_guerrilla_underground,1)")
                                  for a in move)


def test_8_5_5_attack_in_every_such_space_the_resources_allow():
    """2 Resources, 3 spaces with 3+ Active and no Underground VC beside
    enemies: 2 Attacks; with 3 Resources, all 3."""
    spaces = {s: {"pieces": {A: 3, "arvn_police": 1}} for s in ("binh_dinh", "tay_ninh", "kien_phong")}
    for res, n in ((2, 2), (3, 3)):
        move = box(position(spaces, resources={"VC": res}, second=True), "attack", sas=False)
        assert len([a for a in move if a.startswith("attack(")]) == n


def test_8_5_3_a_vc_base_without_guerrillas_is_a_third_bullet_space_ruling_254():
    """Tay Ninh: a VC Base, no VC Guerrilla, an ARVN Police.  Its Rally places
    Pop + Bases = 3 Guerrillas (3.3.1), not a single one: it is a space of the
    third bullet, so with 1 Resource the Rally goes to a space without VC
    pieces (second bullet), not to Tay Ninh despite its ARVN cube; with 3,
    2 such spaces, then Tay Ninh's 3 Guerrillas."""
    spaces = {"tay_ninh": {"pieces": {"vc_base": 1, "arvn_police": 1}}, "north_vietnam": {"pieces": {U: 1}}}
    move = box(position(spaces, resources={"VC": 1}, second=True), "rally", sas=False)
    assert len(move) == 1 and "rally(tay_ninh)" not in move
    move = box(position(spaces, resources={"VC": 3}, second=True), "rally", sas=False)
    assert "rally(tay_ninh,3)" in move and len([a for a in move if a.count(",") == 0]) == 3


def test_8_5_4_march_last_into_nva_control_only_if_the_nva_are_a_player_ruling_253():
    """5 Resources, 6 Underground Guerrillas in the Fishhook: 1 onto the Econ
    LoC (1), 1 into each populated neighbour (2; all at Active Opposition, so
    piling more there gains nothing), and the last into Phuoc Long (Pop 0,
    NVA Control its arrival removes) only if the NVA are a player (3)."""
    spaces = {"the_fishhook": {"pieces": {U: 6}}, "phuoc_long": {"pieces": {"nva_troops": 1}}}
    for s in ("an_loc", "pleiku_darlac", "quang_duc_long_khanh", "tay_ninh"):
        spaces[s] = {"pieces": {}, "support": AO}
    for nonplayers, there in ((("VC",), True), (("VC", "NVA"), False)):
        move = box(position(spaces, resources={"VC": 5}, second=True, nonplayers=nonplayers), "march", sas=False)
        assert len([a for a in move if ",loc_" not in a and ",phuoc_long," not in a]) == 4
        assert ("march(the_fishhook,phuoc_long,vc_guerrilla_underground,1)" in move) == there
