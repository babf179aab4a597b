"""Guards (docs/nonplayers.md): a condition whose answer the position alone
and the dice rolled now already give as no grounds no Session of the
Operation's legal moves; where the rules say yes, the guard lets the
question be asked.  Expected answers from the rules text."""

from fitl.game import Game

from .arvn_positions import arvn
from .nva_positions import nva
from .positions import ask, position

QUANG_TRI = "quang_tri_thua_thien"
A = "vc_guerrilla_active"
LOC = "loc_saigon_can_tho"


def test_8_6_1_attack_no_from_the_position_when_the_die_exceeds_what_troops_remove():
    """8.6.1 with 3.3.3: 4 NVA Troops remove 1 per 2 Troops, 2 of the 2 Police;
    a d6 of 3 is not met, and no Attack Session is grounded to say so."""
    g = nva({QUANG_TRI: {"pieces": {"nva_troops": 4, "arvn_police": 2}}})
    assert ask(g, "attack_q", roll=3, faction="NVA") == "no"
    assert not g._sessions


def test_8_6_1_attack_yes_with_pt76_shaded_troops_remove_one_per_troop():
    """Card 45 shaded (5.3): in 1 Attack space NVA Troops remove 1 enemy per
    Troop, so 4 Troops remove 3 of 4 Police: a d6 of 3 is met."""
    g = nva({QUANG_TRI: {"pieces": {"nva_troops": 4, "arvn_police": 4}}})
    st = g.state.clone()
    st.capabilities[45] = "shaded"
    assert ask(Game(st), "attack_q", roll=3, faction="NVA") == "yes"


AMBUSHES_3 = {"central_laos": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 1}},
              "kien_phong": {"pieces": {"nva_guerrilla_underground": 1, "us_irregular_active": 1}},
              "quang_nam": {"pieces": {"nva_guerrilla_underground": 1, "arvn_troops": 1}}}


def test_8_6_1_attack_no_from_the_position_ambushes_remove_one_piece_in_at_most_two_spaces():
    """8.6.1 with 4.4.3: three Underground NVA Guerrillas each with a COIN
    piece, but an Ambush removes 1 piece in at most 2 spaces: a d6 of 3 is
    not met, and no Attack Session is grounded to say so."""
    g = nva(AMBUSHES_3)
    assert ask(g, "attack_q", roll=3, faction="NVA") == "no"
    assert not g._sessions


def test_8_6_1_attack_yes_two_ambushes_meet_a_d6_of_2():
    """8.6.1 with 4.4.3: the same two Ambushes remove 2: a d6 of 2 is met."""
    assert ask(nva(AMBUSHES_3), "attack_q", roll=2, faction="NVA") == "yes"


def test_8_6_1_attack_no_from_the_position_a_base_behind_police_troops_cannot_reach():
    """8.6.1 with 3.3.3: 2 NVA Troops remove 1 enemy piece, the Police before
    the ARVN Base (Bases last): no Base goes, and a d6 of 6 is not met: no,
    without an Attack Session."""
    g = nva({QUANG_TRI: {"pieces": {"nva_troops": 2, "arvn_police": 1, "arvn_base": 1}}})
    assert ask(g, "attack_q", roll=6, faction="NVA") == "no"
    assert not g._sessions


def test_8_7_4_assault_no_from_the_position_one_troop_removes_nothing():
    """8.7.4 with 3.2.4: ARVN cubes remove 1 enemy per 2 (Lowland Kien Phong):
    1 ARVN Troop removes none of the Active VC, so no yes of the question can
    hold: no, without an Assault Session."""
    g = arvn({"kien_phong": {"pieces": {"arvn_troops": 1, "vc_guerrilla_active": 2, "vc_base": 1}}})
    assert ask(g, "assault_q", faction="ARVN") == "no"
    assert not g._sessions


def test_8_7_4_assault_no_from_the_position_police_do_not_assault_in_a_province():
    """8.7.4 with 3.2.4: Police count for an ARVN Assault in Cities and on
    LoCs only: 4 Police in Kien Phong remove nothing: no, without a Session."""
    g = arvn({"kien_phong": {"pieces": {"arvn_police": 4, "vc_guerrilla_active": 2, "vc_base": 1}}})
    assert ask(g, "assault_q", faction="ARVN") == "no"
    assert not g._sessions


def test_8_7_4_assault_yes_police_assault_in_a_city():
    """8.7.4 with 3.2.4 and 1.7: 2 Police in Hue remove 1 of 2 Active VC
    Guerrillas, and the COIN then Control Hue: yes."""
    g = arvn({"hue": {"pieces": {"arvn_police": 2, "vc_guerrilla_active": 2}}})
    assert ask(g, "assault_q", faction="ARVN") == "yes"


def test_8_5_1_terror_no_from_the_position_when_the_population_is_below_2d6():
    """8.5.1: Terror in Neutral Tay Ninh and Binh Dinh shifts 4 Population
    toward Opposition, below 2d6 = 5, and no space is at Support: no,
    without a Terror Session."""
    g = position({"tay_ninh": {"pieces": {"vc_guerrilla_underground": 1}},
                  "binh_dinh": {"pieces": {"vc_guerrilla_underground": 1}}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=5) == "no"
    assert not g._sessions


def test_8_5_1_terror_no_from_the_position_the_last_underground_guerrilla_at_a_base():
    """8.5.1: the last Underground VC Guerrilla of a Neutral space with a VC
    Base never Terrorizes; the LoC's Sabotage shifts nothing: no, without a
    Terror Session."""
    g = position({"tay_ninh": {"pieces": {"vc_guerrilla_underground": 1, "vc_base": 1}},
                  LOC: {"pieces": {"vc_guerrilla_underground": 1}}}, resources={"VC": 20}, aid=10)
    assert ask(g, "terror_q", roll=2) == "no"
    assert not g._sessions


def test_8_5_3_rally_no_from_the_position_with_one_base_and_few_guerrillas_available():
    """8.5.3: one space where a Base could go and 3d6 = 13 not below the 13
    VC Guerrillas Available (30 - 17 on the map): no Rally Session grounded."""
    g = position({"tay_ninh": {"pieces": {A: 4}}, "north_vietnam": {"pieces": {A: 13, "nva_base": 2}}},
                 resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=13) == "no"
    assert not g._sessions


def test_8_5_3_rally_no_from_the_position_with_bases_room_but_fewer_than_4_guerrillas():
    """8.5.3: the Rally box places a Base only where 4+ VC Guerrillas are;
    two spaces of 3 (3.3.1 would let a Base replace 2 of them) do not make
    2 Bases, and 3d6 = 13 is not below the 12 Available (30 - 18; 12 on a
    LoC, where no Base goes): no, without a Rally Session."""
    g = position({"tay_ninh": {"pieces": {A: 3}}, "binh_dinh": {"pieces": {A: 3}}, LOC: {"pieces": {A: 12}}},
                 resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=13) == "no"
    assert not g._sessions


def test_8_5_3_rally_yes_with_two_spaces_of_4_guerrillas():
    """8.5.3: two spaces of 4 VC Guerrillas each take a Base (2 VC Bases
    Available): yes, though 3d6 = 13 is not below the 10 Available."""
    g = position({"tay_ninh": {"pieces": {A: 4}}, "binh_dinh": {"pieces": {A: 4}}, LOC: {"pieces": {A: 12}}},
                 resources={"VC": 5}, second=True)
    assert ask(g, "rally_q", roll=13) == "yes"


def test_8_6_4_rally_no_from_the_position_without_a_base_to_place():
    """8.6.4: Trail 2, the one NVA Base space holds 2 NVA units, 2d6 = 12 not
    above the 17 NVA Guerrillas Available (20 - 3), and no space has the 4
    Guerrillas or Troops (2 of them NVA Guerrillas) a Base needs: no,
    without a Rally Session."""
    g = nva({QUANG_TRI: {"pieces": {"nva_guerrilla_underground": 3}},
             "north_vietnam": {"pieces": {"nva_base": 1, "nva_troops": 2}}})
    assert ask(g, "rally_q", roll=12, faction="NVA") == "no"
    assert not g._sessions


def test_8_6_4_rally_yes_where_4_nva_guerrillas_take_a_base():
    """8.6.4: 4 NVA Guerrillas in Quang Tri: Rally places an NVA Base there
    (3.3.1: 2 Guerrillas replaced): yes."""
    g = nva({QUANG_TRI: {"pieces": {"nva_guerrilla_underground": 4}},
             "north_vietnam": {"pieces": {"nva_base": 1, "nva_troops": 2}}})
    assert ask(g, "rally_q", roll=12, faction="NVA") == "yes"


def _us(spaces, capabilities=()):
    from .test_us_flowchart import us
    g = us(spaces)
    st = g.state.clone()
    for card, side in capabilities:
        st.capabilities[card] = side
    return Game(st)


TAY_NINH_BASE = {"us_troops": 2, "vc_guerrilla_active": 2, "vc_base": 1}


def test_8_8_3_assault_no_from_the_position_troops_too_few_to_reach_a_base():
    """8.8.3 with 3.2.4: 2 US Troops in Tay Ninh (Jungle, no US Base) remove
    2 pieces, the 2 Active VC Guerrillas before the VC Base (Bases last): no
    Base goes, and no NVA Troops are anywhere: no, without an Assault
    Session."""
    g = _us({"tay_ninh": {"pieces": dict(TAY_NINH_BASE)}})
    assert ask(g, "assault_q", faction="US") == "no"
    assert not g._sessions


def test_8_8_3_assault_yes_m48_patton_removes_two_more_outside_lowland():
    """Card 14 unshaded (5.3): a US Assault outside Lowland removes 2 more
    pieces: 2 + 2 in Tay Ninh reach the VC Base behind the 2 Guerrillas: yes."""
    g = _us({"tay_ninh": {"pieces": dict(TAY_NINH_BASE)}}, capabilities=[(14, "unshaded")])
    assert ask(g, "assault_q", faction="US") == "yes"


def test_8_8_3_assault_no_from_the_position_a_tunneled_base_alone():
    """8.8.3 with 3.2.4 and 8.1.1: a Tunneled VC Base alone in Tay Ninh: the US
    Assault would remove no piece (only, on a roll, its Tunnel), and no ARVN
    cube could then remove the Base: no, without an Assault Session."""
    g = _us({"tay_ninh": {"pieces": {"us_troops": 2, "vc_base_tunneled": 1}}})
    assert ask(g, "assault_q", faction="US") == "no"
    assert not g._sessions


def test_8_8_3_assault_yes_arvn_follow_up_removes_the_base_the_us_untunneled():
    """8.8.3 with 3.2.4: the US Assault may remove the Tunnel (a roll of 4-6),
    and the ARVN follow-up's 4 Troops (1 per 2 in Jungle) then remove the
    Base: yes."""
    g = _us({"tay_ninh": {"pieces": {"us_troops": 2, "arvn_troops": 4, "vc_base_tunneled": 1}}})
    assert ask(g, "assault_q", faction="US") == "yes"


def _governs(spaces):
    """The ARVN Train box's move (8.7.2) and whether a Govern Session (its
    legal moves after the Train) was grounded."""
    from .arvn_positions import ask as arvn_ask
    g = arvn(spaces, resources={"ARVN": 3}, aid=10)
    move = arvn_ask(g, "train")
    return move, any("open_sa(govern)" in str(key) for key in g._sessions)


def test_8_7_2_govern_no_from_the_trains_moves_where_us_troops_outnumber_the_cubes():
    """8.7.2 GOVERN with 4.3.1: Qui Nhon, the only space at Support (Active),
    has 2 US Troops against 1 ARVN Police: no Patronage there (more ARVN cubes
    than US Troops needed), and Aid (10) only after Patronage in exactly 1
    space: no Govern, and no Govern Session is grounded to say so; the ARVN
    Transport instead (Saigon's Troops)."""
    spaces = {"qui_nhon": {"pieces": {"arvn_police": 1, "us_troops": 2}, "support": "active_support"},
              "saigon": {"pieces": {"us_troops": 20, "arvn_troops": 6}}}
    move, grounded = _governs(spaces)
    assert not any(a.startswith("govern(") for a in move) and not grounded
    assert any(a.startswith("transport(") for a in move)


def test_8_7_2_govern_yes_where_the_cubes_outnumber_us_troops():
    """The other side: 2 ARVN Police there against 1 US Troop: Patronage in
    Qui Nhon (4.3.1), then Aid nowhere else at Support."""
    spaces = {"qui_nhon": {"pieces": {"arvn_police": 2, "us_troops": 1}, "support": "active_support"},
              "saigon": {"pieces": {"us_troops": 20, "arvn_troops": 6}}}
    move, grounded = _governs(spaces)
    assert "govern(qui_nhon,patronage)" in move and grounded
