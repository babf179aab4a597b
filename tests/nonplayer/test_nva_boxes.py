"""The NVA Non-player's Rally, March and Special Activity boxes (8.6.3-8.6.5)
and rulings 171-173, in small positions (nva_positions.py) where the rules
text decides.  Rolls are fixed so that the questions before the box tested
say no (8.6.1 Attack: a d6 of 6; 8.6.3 Terror: a d6 of 6)."""

from fitl.nonplayer import decide

from .nva_positions import nva

NO_ATTACK = {"attack_q": 6, "terror_q": 6}


def answer(decision, node):
    return dict((s.node, s.answer) for s in decision.path)[node]


def moves(decision):
    return decision.move.split()


def test_terror_short_of_resources_counts_what_it_can_pay_ruling_171():
    """8.6.3, ruling 171: Quang Nam (1) and Binh Dinh (2) at Support, 1
    Resource: one Terror reaches at most 2 Population, short of a d6 of 3."""
    g = nva({"quang_nam": {"pieces": {"nva_guerrilla_underground": 1}, "support": "passive_support"},
             "binh_dinh": {"pieces": {"nva_troops": 1}, "support": "active_support"}}, resources={"NVA": 1})
    assert answer(decide(g, "NVA", rolls={"attack_q": 6, "terror_q": 3}), "terror_q") == "no"


# --- 8.6.4 Rally? -------------------------------------------------------------------------------

BASE_OK = {"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}}}


def test_rally_when_the_trail_is_1_8_6_4():
    """8.6.4: the Trail at 0 or 1 is reason enough to Rally."""
    d = decide(nva(BASE_OK, trail=1), "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert answer(d, "rally_q") == "yes"


def test_no_rally_reason_then_march_8_6_4():
    """8.6.4: Trail 2, the only Base with 2 NVA units, 2d6 of 2 not above the
    Guerrillas Available, no Base to place: no Rally; March (8.6.5)."""
    d = decide(nva(BASE_OK), "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert answer(d, "rally_q") == "no"
    assert "march" in dict((s.node, s.answer) for s in d.path)


def test_rally_for_a_base_short_of_2_units_8_6_4():
    """8.6.4: a space with an NVA Base and 1 NVA unit: Rally, placing
    Guerrillas at that Base (8.6.4's third bullet)."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert answer(d, "rally_q") == "yes"
    assert "rally(north_vietnam)" in moves(d)


def test_rally_places_a_base_where_4_guerrillas_are_8_6_4():
    """8.6.4: Rally would place a Base (4 NVA Guerrillas in Central Laos, room
    for it): Rally, the Base there, replacing the Active Guerrillas first."""
    g = nva({"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "nva_guerrilla_active": 2}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert answer(d, "rally_q") == "yes"
    assert "rally_base(central_laos,2)" in moves(d)


def test_rally_improves_the_trail_8_6_4():
    """8.6.4: after placing, Improve the Trail (2 and 10 Resources)."""
    d = decide(nva(BASE_OK, trail=1), "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert "improve_trail" in moves(d)


def test_no_trail_improvement_at_3_with_fewer_than_9_resources_8_6_4():
    """8.6.4: the Trail at 3 and fewer than 9 Resources after the Rally: no
    Improvement (8 Resources, Rally at a Base short of units)."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1}}}, resources={"NVA": 8},
            trail=3)
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert "rally(north_vietnam)" in moves(d) and "improve_trail" not in moves(d)


def test_rally_then_infiltrate_troops_at_the_bases_8_6_4():
    """8.6.4 INFILTRATE: the Rally places a second Base in North Vietnam
    (replacing 2 of its 5 Guerrillas: 3 left) and Improves the Trail to 3;
    Infiltrate then places Trail 3 + 2 Bases = 5 Troops there (4+: it
    Infiltrates, 4.4.1), and replaces Guerrillas beyond 2 (1 of the 3)."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 5}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    ms = moves(d)
    assert "rally_base(north_vietnam,0)" in ms and "improve_trail" in ms
    assert "infiltrate(north_vietnam,5)" in ms
    assert "infiltrate_replace(north_vietnam,nva_guerrilla_underground,1)" in ms
    assert not any(m.startswith("bombard") for m in ms)


def test_infiltrate_replaces_vc_bases_tunneled_then_population_8_6_4():
    """8.6.4 INFILTRATE, first bullet: VC Bases where the NVA outnumber the VC
    and have no Base are replaced, Tunneled first, then highest Population:
    of Phuoc Long (Pop 0, Tunneled), Binh Dinh (Pop 2) and Pleiku (Pop 1),
    the 2 spaces are Phuoc Long and Binh Dinh.  Quang Nam (Pop 1) gets an NVA
    Base from the Rally itself (5 Guerrillas there, 8.6.4's first bullet), so
    it is no candidate."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 2}},
             "phuoc_long": {"pieces": {"vc_base_tunneled": 1, "nva_guerrilla_underground": 3}},
             "binh_dinh": {"pieces": {"vc_base": 1, "nva_guerrilla_underground": 3}},
             "pleiku_darlac": {"pieces": {"vc_base": 1, "nva_guerrilla_underground": 3}},
             "quang_nam": {"pieces": {"vc_base": 1, "vc_guerrilla_underground": 2, "nva_guerrilla_underground": 3}}},
            trail=1)
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert answer(d, "rally_q") == "yes"
    vc = sorted(m for m in moves(d) if m.startswith("infiltrate_vc("))
    assert vc == ["infiltrate_vc(binh_dinh,vc_base)", "infiltrate_vc(phuoc_long,vc_base_tunneled)"]


def test_march_then_infiltrate_when_no_ambush_removes_a_base_8_6_5():
    """8.6.5 INFILTRATE OR BOMBARD: no COIN Base to Ambush, so after the March
    the NVA Infiltrate per 8.6.4: North Vietnam's 2 Bases and the Trail at 2
    take 2 + 2 = 4 Troops (enough).  (No Rally reason: Trail 2, the Base
    space has 2 NVA units, 2d6 of 2, no room for another Base.)  The March:
    the Guerrilla in Quang Tri (COIN-Controlled, so no NVA Control to keep)
    onto the Hue-Da Nang highway (8.6.5 priority 2a); North Vietnam's 2
    Guerrillas stay with its Bases (a March moves a piece into each
    destination, ruling 151)."""
    g = nva({"north_vietnam": {"pieces": {"nva_base": 2, "nva_guerrilla_underground": 2}},
             "quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 2}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    assert answer(d, "rally_q") == "no"
    ms = moves(d)
    assert "march(quang_tri_thua_thien,loc_hue_da_nang,nva_guerrilla_underground,1)" in ms
    assert "infiltrate(north_vietnam,4)" in ms and not any(m.startswith("ambush") for m in ms)


def test_rally_then_bombard_when_infiltrate_places_too_little_8_6_4():
    """8.6.4 BOMBARD (ruling 172): no NVA Base, no VC Base: no Infiltrate can
    place a Base or 4 Troops; Bombard Hue's 3 ARVN Troops from Quang Tri's 3
    NVA Troops next to it."""
    g = nva({"quang_tri_thua_thien": {"pieces": {"nva_troops": 3}}, "hue": {"pieces": {"arvn_troops": 3}}}, trail=1)
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    ms = moves(d)
    assert answer(d, "rally_q") == "yes"
    assert "bombard(hue,arvn_troops)" in ms and not any(m.startswith("infiltrate") for m in ms)


# --- 8.6.5 March -----------------------------------------------------------------------------------

def test_march_one_guerrilla_onto_hue_da_nang_8_6_5():
    """8.6.5: 1 Underground Guerrilla from a City onto a LoC without one, the
    Hue-Da Nang highway if possible (Hue's other LoC, to Khe Sanh, is not)."""
    g = nva({"hue": {"pieces": {"nva_guerrilla_underground": 3}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    ms = moves(d)
    assert "march(hue,loc_hue_da_nang,nva_guerrilla_underground,1)" in ms
    assert not any(m.startswith("march(hue,loc_hue_khe_sanh") for m in ms)


def test_march_keeps_nva_control_and_adds_it_8_6_5():
    """8.6.5: 4 NVA Troops hold Quang Tri against 2 Police; only 1 can go
    without losing NVA Control there; it adds NVA Control to empty Hue
    (Population 2, the highest next to Quang Tri)."""
    g = nva({"quang_tri_thua_thien": {"pieces": {"nva_troops": 4, "arvn_police": 2}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2, attack_q=3))
    assert moves(d) == ["march(quang_tri_thua_thien,hue,nva_troops,1)"]


def test_march_no_trail_continuation_below_trail_4_ruling_173():
    """8.6.5, ruling 173: with the Trail at 2 no piece moves on out of a Laos
    or Cambodia space it entered in the same March."""
    g = nva({"north_vietnam": {"pieces": {"nva_troops": 2}}})
    d = decide(g, "NVA", rolls=dict(NO_ATTACK, rally_q=2))
    ms = [m for m in moves(d) if m.startswith("march(") and m.count(",") == 3]
    into = {m[len("march("):].split(",")[1] for m in ms}
    out = {m[len("march("):].split(",")[0] for m in ms}
    assert not (into & out)
