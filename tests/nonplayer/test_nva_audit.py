"""Audit of the NVA Non-player's Operation and Special Activity boxes
(8.6.1, 8.6.4): the priorities the older tests left open, in small positions
(nva_positions.py) where the rules text decides.  Rolls are fixed so that
the questions before the box tested say no (Attack: a d6 of 6; Terror: a d6
of 6) unless the test is about them."""

from fitl.game import Game
from fitl.nonplayer import decide

from .nva_positions import nva

NO_ATTACK = {"attack_q": 6, "terror_q": 6, "rally_q": 2}
QT, CL, SL = "quang_tri_thua_thien", "central_laos", "southern_laos"


def moves(decision):
    return decision.move.split()


def answer(decision, node):
    return dict((s.node, s.answer) for s in decision.path)[node]


def with_effects(game, capabilities=None, momentum=None):
    st = game.state.clone()
    st.capabilities.update(capabilities or {})
    st.momentum.update(momentum or {})
    return Game(st)


def rally_spaces(decision):
    return sorted(m for m in moves(decision) if m.startswith("rally(") and "," not in m)


def bombards(decision):
    return sorted(m for m in moves(decision) if m.startswith("bombard("))


# --- 8.6.1 BOMBARD (reached here after a Rally with no Infiltrate, 8.6.4) --------------------------

def test_8_6_1_bombard_first_in_spaces_with_nva_pieces():
    """8.6.1 BOMBARD, first bullet before the second: Quang Tri (3 NVA Troops,
    3 ARVN Troops) holds NVA pieces; Hue and Central Laos (3 US Troops each)
    are only next to the NVA Troops.  Of the 2 spaces, Quang Tri is one
    (though US Troops come before ARVN only within a priority), the other
    is one of the two US spaces."""
    g = nva({QT: {"pieces": {"nva_troops": 3, "arvn_troops": 3}},
             "hue": {"pieces": {"us_troops": 3}}, CL: {"pieces": {"us_troops": 3}}}, trail=1)
    d = decide(g, "NVA", rolls=NO_ATTACK)
    assert answer(d, "rally_q") == "yes"
    b = bombards(d)
    assert len(b) == 2 and f"bombard({QT},arvn_troops)" in b
    assert f"bombard(hue,us_troops)" in b or f"bombard({CL},us_troops)" in b


def test_8_6_1_bombard_a_coin_base_space_first():
    """8.6.1 BOMBARD, within a priority a COIN Base first: with unshaded Long
    Range Guns (1 space), Central Laos (ARVN Base and 1 ARVN Troop) before
    Hue (3 US Troops); both are only next to Quang Tri's 3 NVA Troops."""
    g = nva({QT: {"pieces": {"nva_troops": 3}},
             "hue": {"pieces": {"us_troops": 3}}, CL: {"pieces": {"arvn_base": 1, "arvn_troops": 1}}}, trail=1)
    d = decide(with_effects(g, capabilities={32: "unshaded"}), "NVA", rolls=NO_ATTACK)
    assert bombards(d) == [f"bombard({CL},arvn_troops)"]


def test_8_6_1_bombard_us_troops_before_arvn():
    """8.6.1 BOMBARD, US Troops before ARVN: with unshaded Long Range Guns
    (1 space), Central Laos (3 US Troops) before Hue (3 ARVN Troops); both
    are only next to Quang Tri's 3 NVA Troops."""
    g = nva({QT: {"pieces": {"nva_troops": 3}},
             "hue": {"pieces": {"arvn_troops": 3}}, CL: {"pieces": {"us_troops": 3}}}, trail=1)
    d = decide(with_effects(g, capabilities={32: "unshaded"}), "NVA", rolls=NO_ATTACK)
    assert bombards(d) == [f"bombard({CL},us_troops)"]


# --- 8.6.1 ATTACK space priorities (Resources for 1 space) ----------------------------------------

def test_8_6_1_attack_troops_removing_2_before_guerrilla_groups():
    """8.6.1 ATTACK, first bullet before the second: Quang Tri's 4 NVA Troops
    remove 2 ARVN Police (3.3.3); Central Laos has 4 Active NVA Guerrillas
    with 2 US Troops (in Laos and US: the tie-breaks would favour it).  With
    1 Resource, the Attack is in Quang Tri, with the Troops."""
    g = nva({QT: {"pieces": {"nva_troops": 4, "arvn_police": 2}},
             CL: {"pieces": {"nva_guerrilla_active": 4, "us_troops": 2}}}, resources={"NVA": 1})
    d = decide(g, "NVA", rolls={"attack_q": 2})
    assert answer(d, "attack_q") == "yes"
    ms = moves(d)
    assert f"attack({QT})" in ms and f"attack_troops({QT})" in ms and f"attack({CL})" not in ms


def test_8_6_1_attack_guerrilla_groups_before_troops_removing_1():
    """8.6.1 ATTACK, second bullet before the third: Southern Laos's 2 NVA
    Troops remove 1 US Troop (meets a d6 of 1; in Laos and US: the
    tie-breaks would favour it); Quang Tri has 4 Active NVA Guerrillas with
    2 ARVN Police.  With 1 Resource, the Attack is by the Guerrillas in
    Quang Tri."""
    g = nva({SL: {"pieces": {"nva_troops": 2, "us_troops": 1}},
             QT: {"pieces": {"nva_guerrilla_active": 4, "arvn_police": 2}}}, resources={"NVA": 1})
    d = decide(g, "NVA", rolls={"attack_q": 1})
    assert answer(d, "attack_q") == "yes"
    ms = moves(d)
    assert f"attack({QT})" in ms and f"attack_troops({QT})" not in ms and f"attack({SL})" not in ms


# --- 8.6.4 Rally priorities (Resources for 1 space) -----------------------------------------------

def test_8_6_4_rally_guerrillas_at_coin_control_in_laos_first():
    """8.6.4, second bullet before the third: Southern Laos is COIN-Controlled
    (2 ARVN Troops); North Vietnam has an NVA Base with 2 NVA units.  Trail 1
    (a Rally reason), 1 Resource: the 1 Rally space is Southern Laos."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}},
             SL: {"pieces": {"arvn_troops": 2}}}, resources={"NVA": 1}, trail=1)
    d = decide(g, "NVA", rolls=NO_ATTACK)
    assert answer(d, "rally_q") == "yes"
    assert rally_spaces(d) == [f"rally({SL})"]


def test_8_6_4_rally_at_bases_with_0_or_1_units_before_other_bases():
    """8.6.4, third bullet: Central Laos's NVA Base has 1 NVA unit; North
    Vietnam's has 3.  With 1 Resource, the 1 Rally space is Central Laos."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 3}},
             CL: {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}}}, resources={"NVA": 1}, trail=1)
    d = decide(g, "NVA", rolls=NO_ATTACK)
    assert rally_spaces(d) == [f"rally({CL})"]


def test_8_6_4_unshaded_aaa_rally_in_1_space_and_improve_the_trail():
    """8.6.4 EXCEPTION: unshaded AAA and the Trail to be Improved (Trail 1,
    10 Resources): Rally in 1 space only, and Improve the Trail."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}},
             CL: {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}},
             SL: {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}}}, trail=1)
    d = decide(with_effects(g, capabilities={31: "unshaded"}), "NVA", rolls=NO_ATTACK)
    ms = moves(d)
    assert "improve_trail" in ms
    assert len(rally_spaces(d)) == 1


# --- 8.6.4 INFILTRATE (after a Rally) ---------------------------------------------------------------

def test_8_6_4_infiltrate_troops_first_where_most_nva_guerrillas_559th_one_space():
    """8.6.4 INFILTRATE, second bullet (a), in 1 space under unshaded 559th
    Transport Grp: North Vietnam (2 Bases, 5 NVA Guerrillas) before Central
    Laos (2 Bases, 4 NVA Guerrillas); either would place 4+ Troops (Trail 1
    + 2 Bases = 3, plus Guerrillas beyond 2 replaced), though only Central
    Laos is next to a space without NVA Control (c: Quang Nam; North
    Vietnam's neighbours are NVA-Controlled).  The Rally (Trail 1, 1
    Resource) goes to COIN-Controlled Southern Laos (second bullet; neither
    Base space has room for another Base)."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 2, "nva_guerrilla_underground": 5}},
             CL: {"pieces": {"nva_base": 2, "nva_guerrilla_underground": 4}},
             SL: {"pieces": {"arvn_troops": 2}}, QT: {"pieces": {"nva_guerrilla_underground": 1}}},
            resources={"NVA": 1}, trail=1)
    d = decide(with_effects(g, momentum={46: "unshaded"}), "NVA", rolls=NO_ATTACK)
    ms = moves(d)
    assert rally_spaces(d) == [f"rally({SL})"]
    assert "infiltrate(north_vietnam,3)" in ms
    assert "infiltrate_replace(north_vietnam,nva_guerrilla_underground,3)" in ms
    assert not any(m.startswith(f"infiltrate({CL}") for m in ms)


# --- 8.6.1 AMBUSH (other COIN pieces; 1 Resource: 1 space) ------------------------------------------

def test_8_6_1_ambush_the_last_coin_piece_before_us_pieces():
    """8.6.1 AMBUSH, second bullet (b) before (d): Quang Tri's 1 ARVN Police
    is the last COIN piece there; Quang Nam has 2 US Troops.  Both spaces
    have 2 Underground NVA Guerrillas, neither is a LoC or in Laos/Cambodia.
    With 1 Resource (fewer than 4: a lone Ambush is allowed), the Ambush
    takes the Police in Quang Tri."""
    g = nva({QT: {"pieces": {"nva_guerrilla_underground": 2, "arvn_police": 1}},
             "quang_nam": {"pieces": {"nva_guerrilla_underground": 2, "us_troops": 2}}}, resources={"NVA": 1})
    d = decide(g, "NVA", rolls={"attack_q": 1})
    assert answer(d, "attack_q") == "yes"
    ms = moves(d)
    assert f"ambush({QT},{QT},arvn_police)" in ms and not any(m.startswith("ambush(quang_nam") for m in ms)


def test_8_6_1_ambush_from_a_loc_first():
    """8.6.1 AMBUSH, second bullet (a) before (b) and (d): a Guerrilla on the
    Hue-Da Nang highway can Ambush Da Nang's ARVN Police (2 of them);
    Binh Dinh's lone US Troop (not next to the LoC) would be the last COIN piece there.  With 1
    Resource, the Ambush is from the LoC."""
    g = nva({"loc_hue_da_nang": {"pieces": {"nva_guerrilla_underground": 1}},
             "da_nang": {"pieces": {"arvn_police": 2}},
             "binh_dinh": {"pieces": {"nva_guerrilla_underground": 2, "us_troops": 1}}}, resources={"NVA": 1})
    d = decide(g, "NVA", rolls={"attack_q": 1})
    ms = moves(d)
    assert "ambush(loc_hue_da_nang,da_nang,arvn_police)" in ms and "ambush(binh_dinh)" not in ms


# --- 8.6.1 ATTACK tie-breaks within a bullet (1 Resource: 1 space) ----------------------------------

def test_8_6_1_attack_targets_in_laos_cambodia_first():
    """8.6.1 ATTACK tie-break 1: 4 NVA Troops remove 2 ARVN Police in
    Southern Laos and in Quang Tri alike (first bullet); Quang Tri's are US
    Troops (a later tie-break).  With 1 Resource, Southern Laos."""
    g = nva({SL: {"pieces": {"nva_troops": 4, "arvn_police": 2}},
             QT: {"pieces": {"nva_troops": 4, "us_troops": 2}}}, resources={"NVA": 1})
    d = decide(g, "NVA", rolls={"attack_q": 2})
    ms = moves(d)
    assert f"attack({SL})" in ms and f"attack({QT})" not in ms


def test_8_6_1_attack_where_a_base_can_be_removed_before_us_pieces():
    """8.6.1 ATTACK tie-break 2 before 3: Quang Tri's 4 NVA Troops remove its
    ARVN Police and then its ARVN Base; Quang Nam's 4 remove 2 US Troops.
    With 1 Resource, Quang Tri, its Base removed."""
    g = nva({QT: {"pieces": {"nva_troops": 4, "arvn_police": 1, "arvn_base": 1}},
             "quang_nam": {"pieces": {"nva_troops": 4, "us_troops": 2}}}, resources={"NVA": 1})
    d = decide(g, "NVA", rolls={"attack_q": 2})
    ms = moves(d)
    assert f"attack({QT})" in ms and "attack(quang_nam)" not in ms
    assert any(m.startswith(f"remove(attack,{QT},arvn_base") for m in ms)


# --- 8.6.5 March, third bullet: its tie-breaks (c) and (d) ---------------------------------------

def _marched_into(decision, origin):
    return {m[len("march("):-1].split(",")[1] for m in moves(decision)
            if m.startswith(f"march({origin},")}


def test_8_6_5_march_for_control_where_no_us_base_first():
    """8.6.5, third bullet (c): Southern Laos's NVA Troops (no Rally reason:
    Trail 2, no NVA Base, a 2d6 of 2) can add NVA Control to Binh Dinh (a US
    Base) or Quang Tin (1 ARVN Police), both Pop 2 and each needing 1 group:
    Quang Tin, not Binh Dinh."""
    g = nva({SL: {"pieces": {"nva_troops": 4}},
             "binh_dinh": {"pieces": {"us_base": 1}},
             "quang_tin_quang_ngai": {"pieces": {"arvn_police": 1}}})
    d = decide(g, "NVA", rolls=NO_ATTACK)
    assert answer(d, "rally_q") == "no"
    into = _marched_into(d, SL)
    assert "quang_tin_quang_ngai" in into and "binh_dinh" not in into


def test_8_6_5_march_for_control_where_a_vc_base_and_no_nva_base_first():
    """8.6.5, third bullet (d): Southern Laos's NVA Troops can add NVA
    Control to Binh Dinh (1 ARVN Police) or Quang Tin (a VC Base, no NVA
    Base), both Pop 2, each needing 1 group, neither with a US Base: Quang
    Tin, not Binh Dinh."""
    g = nva({SL: {"pieces": {"nva_troops": 4}},
             "binh_dinh": {"pieces": {"arvn_police": 1}},
             "quang_tin_quang_ngai": {"pieces": {"vc_base": 1}}})
    d = decide(g, "NVA", rolls=NO_ATTACK)
    into = _marched_into(d, SL)
    assert "quang_tin_quang_ngai" in into and "binh_dinh" not in into


def test_8_6_5_march_for_control_highest_population_before_more_spaces_ruling_255():
    """8.6.5, third bullet (a), ruling 255: Quang Nam (Pop 1, 3 ARVN Police)
    gains NVA Control only with both groups, Southern Laos's 3 NVA Troops
    and Central Laos's 1 (neither space NVA-Controlled: each has as many
    ARVN Police); apart, they would add it to Northeast Cambodia and North
    Vietnam (Pop 0, empty).  The highest Population space comes first:
    both groups into Quang Nam.  (The other spaces next to them hold 5
    ARVN Police each.)"""
    full = {"arvn_police": 5}
    g = nva({SL: {"pieces": {"nva_troops": 3, "arvn_police": 3}},
             CL: {"pieces": {"nva_troops": 1, "arvn_police": 1}},
             "quang_nam": {"pieces": {"arvn_police": 3}},
             **{s: {"pieces": dict(full)} for s in ("binh_dinh", "quang_tin_quang_ngai", "pleiku_darlac", QT)}})
    d = decide(g, "NVA", rolls=NO_ATTACK)
    assert answer(d, "rally_q") == "no"
    assert _marched_into(d, SL) == {"quang_nam"} and _marched_into(d, CL) == {"quang_nam"}


def test_8_6_4_infiltrate_troops_most_guerrillas_before_most_troops():
    """8.6.4 INFILTRATE, second bullet (a), in 1 space (unshaded 559th):
    Central Laos (1 Base, 3 NVA Guerrillas: Trail 2 + 1 = 3 Troops and 1
    Guerrilla replaced) before North Vietnam (2 Bases, 2 Guerrillas: 4
    Troops), though North Vietnam would take more Troops: the most NVA
    Guerrillas first.  The Rally (the Fishhook's Base has no NVA unit; 1
    Resource) goes to COIN-Controlled Southern Laos."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 2, "nva_guerrilla_underground": 2}},
             CL: {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 3}},
             "the_fishhook": {"pieces": {"nva_base": 1}},
             SL: {"pieces": {"arvn_troops": 2}}, QT: {"pieces": {"nva_guerrilla_underground": 1}}},
            resources={"NVA": 1}, trail=2)
    d = decide(with_effects(g, momentum={46: "unshaded"}), "NVA", rolls=NO_ATTACK)
    ms = moves(d)
    assert rally_spaces(d) == [f"rally({SL})"]
    assert f"infiltrate({CL},3)" in ms and f"infiltrate_replace({CL},nva_guerrilla_underground,1)" in ms
    assert not any(m.startswith("infiltrate(north_vietnam") for m in ms)
