"""8.5.3-8.5.6 VC Rally, March, Attack with Ambush, Agitate, and the IF NONE
chains (expected values from the rules text)."""

from fitl.game import Game

from .positions import ask, box, position, walk

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"


def test_8_5_3_rally_yes_when_two_bases_would_be_placed():
    g = position({"tay_ninh": {"pieces": {A: 4}}, "binh_dinh": {"pieces": {A: 4}}}, resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=18) == "yes"


def test_8_5_3_rally_no_with_one_base_and_a_roll_not_below_available():
    """1 Base only, and 3d6 = 13 not below the 13 VC Guerrillas Available
    (30 - 17 on the map)."""
    g = position({"tay_ninh": {"pieces": {A: 4}}, "north_vietnam": {"pieces": {A: 13, "nva_base": 2}}},
                 resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=13) == "no"


def test_8_5_3_rally_yes_when_3d6_is_below_guerrillas_available():
    """Full scenario: 30 VC Guerrillas in all; 1 on the map, 29 Available."""
    g = position({"tay_ninh": {"pieces": {A: 1}}}, resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=18) == "yes"
    st = g.state.clone()
    st.spaces["tay_ninh"]["pieces"][A] = 13                 # 17 Available
    assert ask(Game(st), "rally_q", roll=17) == "no"
    assert ask(Game(st), "rally_q", roll=16) == "yes"


def test_8_5_3_rally_places_a_base_where_4_guerrillas_replacing_active_first():
    g = position({"tay_ninh": {"pieces": {A: 2, U: 2}}}, resources={"VC": 1}, second=True)
    assert box(g, "rally", sas=False) == ["rally(tay_ninh)", "rally_base(tay_ninh,2)"]


def test_8_5_3_rally_no_base_with_fewer_than_4_guerrillas():
    """3 Guerrillas: no Base; with 1 Resource, priority 2 (a space with no VC
    Guerrillas) comes before priority 4 (a space with 1-3)."""
    g = position({"tay_ninh": {"pieces": {A: 3}}}, resources={"VC": 1}, second=True)
    move = box(g, "rally", sas=False)
    assert not any(a.startswith("rally_base") for a in move) and "rally(tay_ninh)" not in move


def test_8_5_3_single_guerrillas_first_where_arvn_cubes_are():
    """Priority 2 (up to 2 spaces with no VC Guerrillas), (a) ARVN cubes first:
    with 1 Resource, Kien Phong (ARVN Police) over Binh Dinh (same Population)."""
    g = position({"kien_phong": {"pieces": {"arvn_police": 1}}, "binh_dinh": {"pieces": {}},
                  "north_vietnam": {"pieces": {U: 1}}}, resources={"VC": 1}, second=True)
    assert box(g, "rally", sas=False) == ["rally(kien_phong)"]


def test_8_5_3_guerrillas_at_bases_with_fewer_than_4_underground():
    """Priority 3 before 4: after 2 single Guerrillas (priority 2), the Base
    space with 1 Underground Guerrilla gets Guerrillas (Population 2 + 1 Base
    = 3) rather than the space with 2."""
    g = position({"tay_ninh": {"pieces": {U: 1, "vc_base": 1}}, "binh_dinh": {"pieces": {U: 2}}},
                 resources={"VC": 3}, second=True)
    move = box(g, "rally", sas=False)
    assert "rally(tay_ninh,3)" in move and "rally(binh_dinh)" not in move


def test_8_5_3_random_spaces_only_inside_south_vietnam():
    """Priority 5: other spaces in South Vietnam only; priority 2's 2 spaces
    may be anywhere (Laos and Cambodia are not at Support either)."""
    g = position({"tay_ninh": {"pieces": {U: 1}}}, resources={"VC": 6}, second=True)
    move = box(g, "rally", sas=False)
    assert len([a for a in move if a.startswith("rally(") and a.count(",") == 0]) == 6
    abroad = [a for a in move for x in ("laos", "cambodia", "north_vietnam", "fishhook", "parrots", "sihanouk") if x in a]
    assert len(abroad) <= 2


def test_8_5_3_if_none_march():
    """No Rally possible (0 Resources, nothing to Tax: the VC Guerrillas are
    in Phuoc Long, Population 0, 4.5.1): March instead.  (With Population
    there, the Rally would Tax first at 0 and go on: ruling 216.)"""
    g = position({"phuoc_long": {"pieces": {U: 2}}}, resources={"VC": 0}, second=True)
    move, path = walk(g, rolls={"rally_q": 3})
    assert path[:2] == ["terror_q", "rally_q"] or "march" in path
    assert move.startswith("march(phuoc_long,loc_")


def test_8_5_4_march_one_underground_guerrilla_onto_econ_locs_free():
    """Priority 1: 1 Underground Guerrilla onto each of up to 3 Econ LoCs,
    leaving 1 in the Province; at 0 Resources (LoCs cost 0)."""
    g = position({"kien_phong": {"pieces": {U: 3}}}, resources={"VC": 0}, second=True)
    move = box(g, "march", sas=False)
    assert len(move) == 2 and all(a.startswith("march(kien_phong,loc_") and a.endswith(",vc_guerrilla_underground,1)")
                                  for a in move)


def test_8_5_4_march_keeps_two_guerrillas_at_a_base():
    g = position({"kien_phong": {"pieces": {U: 2, "vc_base": 1}}}, resources={"VC": 0}, second=True)
    assert box(g, "march", sas=False) is None


def test_8_5_4_march_into_populated_spaces_with_resources():
    """Priority 2 with 1+ Resources: into a space of Population 1+."""
    g = position({"north_vietnam": {"pieces": {U: 2}}, "loc_hue_khe_sanh": {"pieces": {U: 1}}},
                 resources={"VC": 1}, second=True)
    move = box(g, "march", sas=False)
    assert any(",quang_tri_thua_thien," in a or ",hue," in a for a in move)


def test_8_5_4_no_march_that_gives_an_origin_coin_control():
    """Do not March out of a South Vietnam space so as to add COIN Control."""
    g = position({"kien_phong": {"pieces": {U: 2, "arvn_police": 2}}}, resources={"VC": 0}, second=True)
    assert box(g, "march", sas=False) is None


def test_8_5_4_ambush_after_march_takes_us_before_arvn():
    g = position({"kien_phong": {"pieces": {U: 3}},
                  "kien_hoa_vinh_binh": {"pieces": {"us_troops": 1, "arvn_troops": 1}}},
                 resources={"VC": 0}, second=True)
    move = box(g, "march")
    ambushes = [a for a in move if a.startswith("ambush(") and a.count(",") == 2]
    assert ambushes and all(a.endswith(",us_troops)") for a in ambushes)


def test_8_5_5_attack_where_3_active_and_no_underground():
    g = position({"binh_dinh": {"pieces": {A: 3, "arvn_police": 1}}}, resources={"VC": 1}, second=True)
    assert box(g, "attack", sas=False) == ["attack(binh_dinh)", "remove(attack,binh_dinh,arvn_police,1)"]


def test_8_5_5_no_attack_with_fewer_active_guerrillas():
    g = position({"binh_dinh": {"pieces": {A: 2, "arvn_police": 1}}}, resources={"VC": 1}, second=True)
    assert box(g, "attack", sas=False) is None


def test_8_5_5_ambush_where_underground_guerrillas_are():
    """Step 1: Ambush (with the Attack) where Underground VC are; a COIN Base
    is removed only once no other COIN piece is there (3.3.3)."""
    g = position({"binh_dinh": {"pieces": {U: 1, "us_irregular_underground": 1}}}, resources={"VC": 1}, second=True)
    move = box(g, "attack")
    assert "ambush(binh_dinh)" in move and "ambush(binh_dinh,binh_dinh,us_irregular_underground)" in move


def test_8_5_5_attack_with_0_resources_rallies_instead():
    """8.5.5: at 0 Resources, Rally instead (here: nothing to March)."""
    g = position({"binh_dinh": {"pieces": {A: 3, "arvn_police": 1}}, "tay_ninh": {"pieces": {U: 1}}},
                 resources={"VC": 0}, second=True)
    assert box(g, "attack", sas=False) is None


def test_8_5_6_agitate_where_support_first():
    """Agitate to the maximum; within that, where there is Support: 1 Resource,
    Binh Dinh (Passive Support) over Tay Ninh (Neutral)."""
    g = position({"binh_dinh": {"pieces": {U: 1}, "support": "passive_support"}, "tay_ninh": {"pieces": {U: 1}}},
                 resources={"VC": 1}, coup="support_vc")
    assert g.turn().to_act == "VC"
    move, path = walk(g)
    assert move == "agitate(binh_dinh,1)" and path == ["agitate"]


def test_8_5_6_agitate_removes_terror_only_if_a_shift_follows():
    """1 Resource in a space with a Terror marker: removing it leaves nothing
    for a shift, so Agitate elsewhere."""
    g = position({"binh_dinh": {"pieces": {U: 1}, "terror": 1}, "tay_ninh": {"pieces": {U: 1}}}, resources={"VC": 1},
                 coup="support_vc")
    move, _ = walk(g)
    assert move == "agitate(tay_ninh,1)"


def test_if_none_pass_when_nothing_is_possible():
    """IF NONE chains end in Pass (2.3.3)."""
    g = position({"north_vietnam": {"pieces": {A: 1}}}, resources={"VC": 0}, second=True)
    move, path = walk(g, rolls={"rally_q": 3})
    assert move == "pass" and path[-1] == "pass"


def test_8_5_3_tax_before_going_on_when_the_rally_would_reach_0_resources():
    """8.5.3 (8.5.1 TAX): 1 Resource against up to 6 Rally spaces: the VC hit
    0 after the Rally's first space, so they Tax before going on: the 2-Econ
    LoC (priority 1), +2; Tay Ninh is not Taxed (only while the VC remain at
    0, 8.5.1's third priority).  The Rally then goes on with the 2: 3 spaces
    in all, the last 2 after the Tax (4.1, ruling 197)."""
    from fitl.nonplayer.walk import Walk
    g = position({"loc_saigon_can_tho": {"pieces": {U: 1}}, "tay_ninh": {"pieces": {U: 1}}},
                 resources={"VC": 1}, second=True)
    w = Walk(g, "VC")
    move = w.box(w.chart.nodes["rally"])
    assert move[:2] == ["tax(loc_saigon_can_tho)", "sa_during"]
    assert "tax(tay_ninh)" not in move
    rallies = [a for a in move if a.startswith("rally(") and a.count(",") == 0]
    assert len(rallies) == 3 and len([a for a in move if a.startswith("after_sa(")]) == 2
    assert g.check(" ".join(move), faction="VC") == []


def test_8_5_3_no_tax_first_with_resources_for_6_rally_spaces():
    """8.5.3: with 6 Resources the Rally's 6 spaces are paid without reaching
    0 mid-way: no Tax before it (8.5.3 TAX may follow it)."""
    from fitl.nonplayer.walk import Walk
    g = position({"loc_saigon_can_tho": {"pieces": {U: 1}}, "tay_ninh": {"pieces": {U: 1}}},
                 resources={"VC": 6}, second=True)
    w = Walk(g, "VC")
    move = w.box(w.chart.nodes["rally"])
    assert "sa_first" not in move and "sa_during" not in move
    assert len([a for a in move if a.startswith("rally(") and a.count(",") == 0]) == 6


def test_8_5_1_tax_of_other_spaces_only_while_at_0_resources():
    """8.5.1 TAX, third priority: at 0 Resources, spaces at Neutral are Taxed
    only if the LoCs and Active Support spaces brought nothing: with the
    2-Econ LoC Taxed, Tay Ninh (Neutral) is not; without it, it is."""
    from fitl.nonplayer.walk import Walk
    for loc, taxed in ((True, False), (False, True)):
        spaces = {"tay_ninh": {"pieces": {U: 1}}, "binh_dinh": {"pieces": {U: 4}}}
        if loc:
            spaces["loc_saigon_can_tho"] = {"pieces": {U: 1}}
        g = position(spaces, resources={"VC": 0}, second=True)
        w = Walk(g, "VC")
        move = w.box(w.chart.nodes["rally"])
        assert ("tax(tay_ninh)" in move) == taxed


def _with_capability(game, card, side):
    st = game.state.clone()
    st.capabilities = {card: side}
    return Game(st)


def test_8_5_3_shaded_cadres_agitate_after_the_rally():
    """8.5.3: with shaded Cadres, after the Rally the VC Agitate as possible
    (8.5.6: the most levels) in the Rally space that had a VC Base: Tay Ninh
    (Neutral) 2 levels to Active Opposition.  9 Resources: 6 Rally spaces,
    then 2 for the Agitation (5.3)."""
    g = _with_capability(position({"tay_ninh": {"pieces": {U: 2, "vc_base": 1}}}, resources={"VC": 9}, second=True),
                         116, "shaded")
    move = box(g, "rally", sas=False)
    assert "cadres_agitate(tay_ninh,2)" in move and "rally(tay_ninh)" in move
    assert g.check(" ".join(move), faction="VC") == []


def test_8_5_3_cadres_agitation_comes_after_the_rally_spaces():
    """8.5.3: the Agitation comes after the Rally: with 6 Resources all go to
    the 6 Rally spaces, none is left to Agitate."""
    g = _with_capability(position({"tay_ninh": {"pieces": {U: 2, "vc_base": 1}}}, resources={"VC": 6}, second=True),
                         116, "shaded")
    move = box(g, "rally", sas=False)
    assert not any(a.startswith("cadres_agitate") for a in move)


def test_8_5_4_shaded_main_force_bns_removes_a_second_piece():
    """8.5.4 AMBUSH: with shaded Main Force Bns, an Ambush space removes a 2nd
    enemy piece: Binh Dinh's 2 US Troops both go (US before ARVN, 8.5.4)."""
    g = _with_capability(position({"binh_dinh": {"pieces": {U: 1, "us_troops": 2}},
                                   "quang_nam": {"pieces": {U: 1, "arvn_police": 2}}}, resources={"VC": 6}, second=True),
                         104, "shaded")
    move = box(g, "attack")
    assert "ambush(binh_dinh,binh_dinh,us_troops)" in move
    assert [a for a in move if a.startswith("main_force(")] == ["main_force(binh_dinh,binh_dinh,us_troops)"]
