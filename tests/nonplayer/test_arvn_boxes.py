"""The Non-player ARVN boxes (8.7.2-8.7.5) and Special Activities: the move
the priorities must choose in small positions, each reasoned from the rules
text."""

from .arvn_positions import arvn, ask

OTHER_CITIES = ("da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")


def test_8_7_2_train_where_it_adds_coin_control():
    """8.7.2: 6 cubes in a City, Troops and Police evenly (3 and 3, 8.1.2),
    first where it adds COIN Control: Hue (3 VC there) rather than Cities
    already COIN-Controlled (1 Police each).  3 ARVN Resources pay for one
    Train space (3.2.1)."""
    spaces = {c: {"pieces": {"arvn_police": 1}} for c in OTHER_CITIES}
    spaces["hue"] = {"pieces": {"vc_guerrilla_active": 3}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    assert {"train(hue)", "train(hue,arvn_troops,3)", "train(hue,arvn_police,3)"} <= move
    assert not any(a.startswith("train(") and "hue" not in a for a in move)


def test_8_7_2_train_where_it_adds_a_cube_type():
    """8.7.2: every City already COIN-Controlled: first where the cubes add a
    type not there yet (Hue has Police only; the others Troops and Police)."""
    spaces = {c: {"pieces": {"arvn_police": 1, "arvn_troops": 1}} for c in OTHER_CITIES}
    spaces["hue"] = {"pieces": {"arvn_police": 2}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    assert "train(hue,arvn_troops,3)" in move and "train(hue,arvn_police,3)" in move


def test_8_7_2_train_places_a_base_after_two_spaces():
    """8.7.2: 12 ARVN cubes Available fill 2 Train spaces (6 each); with no
    more than 2 such spaces, a Base replaces 3 cubes in the South Vietnam
    Province with 5+ US and ARVN units, 3+ ARVN cubes and no COIN Base (Binh
    Dinh: 4 Troops, 2 Police), removing the more numerous Troops first and
    alternating (8.1.2): 2 Troops and 1 Police.  (The Govern in Hue, at
    Active Support, pauses the Train before the Base; without it, a Transport
    there could make another Province fit for the Base, test_arvn_train_pause.)"""
    spaces = {"saigon": {"pieces": {"arvn_troops": 20, "arvn_police": 22, "arvn_ranger_underground": 6}},
              "binh_dinh": {"pieces": {"arvn_troops": 4, "arvn_police": 2}},
              "hue": {"pieces": {"arvn_troops": 1, "arvn_police": 2}, "support": "active_support"},
              "quang_nam": {"pieces": {"arvn_base": 2}}}
    move = ask(arvn(spaces), "train")
    assert "train_base(binh_dinh,2)" in move
    assert len([a for a in move if a.count(",") == 2 and a.startswith("train(")]) <= 4   # 2 spaces, 2 types each


def test_8_7_3_patrol_holds_a_loc_with_three_cubes():
    """8.7.3: a LoC next to Saigon with 1 VC Guerrilla needs the greater of 3
    cubes or twice the enemies: 3 ARVN cubes, no more; then the free Assault
    there (3.2.2: 3 cubes on a LoC remove 1 piece).  (Which cubes: the move
    generator offers 1 cube per path, docs/nonplayers.md.)"""
    spaces = {c: {"pieces": {"arvn_police": 1, "arvn_troops": 2}} for c in OTHER_CITIES + ("hue",)}
    spaces["saigon"] = {"pieces": {"arvn_troops": 3, "arvn_police": 5}}
    spaces["loc_saigon_can_tho"] = {"pieces": {"vc_guerrilla_active": 1}}
    move = ask(arvn(spaces), "patrol")
    into = [a for a in move if a.startswith("patrol(") and ",loc_saigon_can_tho," in a]
    assert sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in into) == 3
    assert "patrol_assault(loc_saigon_can_tho)" in move
    assert "remove(patrol,loc_saigon_can_tho,vc_guerrilla_active,1)" in move


def test_8_7_3_patrol_sends_none_where_too_few_can_go():
    """8.7.3: a LoC with 3 enemy units needs 6 ARVN cubes; only 3 are on the
    map: no cube moves there."""
    spaces = {"saigon": {"pieces": {"arvn_police": 1, "arvn_troops": 2, "us_troops": 3}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_active": 3}}}
    move = ask(arvn(spaces), "patrol")
    assert move is None or not any(",loc_saigon_can_tho," in a for a in move if a.startswith("patrol("))


def test_8_7_4_assault_removes_a_base_first():
    """8.7.4: with Resources for 1 Assault (3), first where a Base goes (Kien
    Phong: a lone VC Base before 2 Troops) rather than where COIN Control is
    added (Kien Hoa)."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 2, "vc_base": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 2}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "assault")
    assert {"assault(kien_phong)", "remove(assault,kien_phong,vc_base,1)"} <= move
    assert "assault(kien_hoa_vinh_binh)" not in move


def test_8_7_4_assault_for_control_before_numbers():
    """8.7.4: COIN Control added (Kien Hoa, Population 2) comes before
    removing 2 or more pieces where Control does not change (Kien Phong,
    already COIN-Controlled): the Assault's own priorities (its Transport,
    before it, takes Kien Hoa's Troops: test_8_7_4_transport_before_the_assault_*)."""
    from fitl.nonplayer.walk import Walk
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 4, "vc_guerrilla_active": 3}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 2}}}
    w = Walk(arvn(spaces, resources={"ARVN": 3}), "ARVN")
    move = w.box(w.chart.nodes["assault"], sas=False)
    assert "assault(kien_hoa_vinh_binh)" in move and "assault(kien_phong)" not in move


def test_8_7_4_transport_before_the_assault_enables_the_best_assault():
    """8.7.4: no Raid possible (no Rangers), so Transport (8.7.2) first, then
    the Assault: from the South Vietnam space with the most ARVN Troops
    above those its COIN Control needs (Saigon, without enemies: all its 6
    but 1, 1.7), into the space where it enables the highest
    priority Assault: Kien Phong's VC Base (priority 1, a Base removed), which
    its 1 Troop alone cannot reach (1 hit per 2 cubes in a Province, 3.2.4);
    Binh Tuy's NVA Troop is Assaulted too."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 1, "vc_base": 1}},
              "binh_tuy_binh_thuan": {"pieces": {"arvn_troops": 2, "nva_troops": 1}},
              "saigon": {"pieces": {"arvn_troops": 6}}}
    g = arvn(spaces, resources={"ARVN": 30})
    move = ask(g, "assault")
    assert g.check(" ".join(sorted(move)), faction="ARVN") == []
    assert {a.rsplit(",", 2)[0] for a in move if a.startswith("transport(")} == {"transport(saigon,kien_phong"}
    assert "sa_first" in move and {"assault(kien_phong)", "remove(assault,kien_phong,vc_base,1)"} <= move


def test_8_7_4_control_a_transport_adds_alone_is_not_the_assaults_ruling_224():
    """8.7.4, ruling 224: after a Transport, an Assault adds COIN Control
    only where it removes an enemy piece itself.  Assault? says yes (Kien
    Phong: 2 Troops remove the NVA Troop, 3.2.4).  Binh Dinh (Highland,
    Population 2) holds 1 ARVN Troop and 1 Active VC Guerrilla, no Control
    (1.7); Kontum can spare 1 Troop (the other keeps its COIN Control,
    8.7.2).  That Troop moved into Binh Dinh gives it COIN Control by itself,
    and 2 cubes in Highland score no hit (1 per 3, 3.2.4): an Assault there
    removes nothing and meets none of 8.7.4's priorities.  So no Assault in
    Binh Dinh and no Transport into it; Kien Phong is Assaulted (its last
    enemy piece, the NVA Troop)."""
    spaces = {"kontum": {"pieces": {"arvn_troops": 2}},
              "binh_dinh": {"pieces": {"arvn_troops": 1, "vc_guerrilla_active": 1}},
              "kien_phong": {"pieces": {"arvn_troops": 2, "nva_troops": 1}}}
    g = arvn(spaces)
    assert ask(g, "assault_q") == "yes"
    move = ask(g, "assault")
    assert g.check(" ".join(sorted(move)), faction="ARVN") == []
    assert {"assault(kien_phong)", "remove(assault,kien_phong,nva_troops,1)"} <= move
    assert "assault(binh_dinh)" not in move
    assert not any(a.startswith("transport(") and ",binh_dinh," in a for a in move)


def test_8_7_4_raid_before_the_assault_then_no_transport():
    """8.7.4: a Raid first where it removes an enemy piece (the Ranger in
    Kien Hoa against the Underground VC there, 4.3.3), and then no Transport
    ("Raid or, if not possible, Transport")."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 1, "vc_base": 1}},
              "binh_tuy_binh_thuan": {"pieces": {"arvn_troops": 2, "nva_troops": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_underground": 1}},
              "saigon": {"pieces": {"arvn_troops": 6}}}
    move = ask(arvn(spaces, resources={"ARVN": 30}), "assault")
    assert any(a.startswith("raid(") for a in move)
    assert not any(a.startswith("transport(") for a in move)


def test_8_7_4_assault_never_for_one_piece_alone():
    """8.7.4: a space where the Assault removes 1 piece and changes nothing
    else (no Base, no Control, not the last enemy) answers no priority."""
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 3, "arvn_police": 2}}}
    assert ask(arvn(spaces), "assault") is None


def test_8_7_5_sweep_first_at_support():
    """8.7.5: with Resources for 1 Sweep, in place where ARVN cubes meet
    Underground Guerrillas, first at Support (Kien Hoa, Passive Support) over
    Neutral (Kien Phong)."""
    spaces = {"kien_phong": {"pieces": {"arvn_police": 2, "vc_guerrilla_underground": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 2, "vc_guerrilla_underground": 1},
                                     "support": "passive_support"}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert {"sweep(kien_hoa_vinh_binh)", "activate(sweep,kien_hoa_vinh_binh,vc_guerrilla_underground,1)"} <= move
    assert "sweep(kien_phong)" not in move


def test_8_7_5_no_sweep_in_monsoon():
    """8.7.5, 2.3.9: no Sweep in Monsoon (a Coup card next): IF NONE."""
    spaces = {"kien_phong": {"pieces": {"arvn_police": 2, "vc_guerrilla_underground": 1}}}
    assert ask(arvn(spaces, deck=[125, 3]), "sweep") is None


def test_8_7_2_govern_for_patronage_at_active_support_then_aid():
    """8.7.2 GOVERN (US a player below 50): the most Patronage without a shift
    to Neutral, so only at Active Support (Qui Nhon); Govern then in exactly 1
    space, so Aid from the other (Cam Ranh, Passive Support)."""
    spaces = {"qui_nhon": {"pieces": {"arvn_police": 2, "arvn_troops": 1}, "support": "active_support"},
              "cam_ranh": {"pieces": {"arvn_police": 2, "arvn_troops": 1}, "support": "passive_support"},
              "saigon": {"pieces": {"us_troops": 20}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    assert {"govern(qui_nhon,patronage)", "govern(cam_ranh,aid)"} <= move


def test_8_7_2_no_govern_without_active_support_transport_ruling_181():
    """8.7.2, ruling 181: no COIN-Controlled space at Active Support and Aid
    above 0: Govern is not possible, the ARVN Transport instead."""
    spaces = {"cam_ranh": {"pieces": {"arvn_police": 2, "arvn_troops": 1}, "support": "passive_support"},
              "saigon": {"pieces": {"us_troops": 20, "arvn_troops": 6}},
              "kien_phong": {"pieces": {"arvn_police": 1}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    assert not any(a.startswith("govern(") for a in move)
    assert any(a.startswith("transport(") for a in move)


def test_8_7_2_cubes_in_sixes_then_rangers_ruling_182():
    """8.7.2, ruling 182: 8 cubes Available: one City gets 6 cubes; then, fewer
    than 6 left, the next gets Rangers (2), never 2 cubes."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 26, "arvn_police": 24}},
              "hue": {"pieces": {"arvn_police": 1}}, "da_nang": {"pieces": {"arvn_police": 1}}}
    move = ask(arvn(spaces), "train")
    cubes = [a for a in move if a.startswith("train(") and ("arvn_troops" in a or "arvn_police" in a)]
    assert sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in cubes) == 6
    assert any(a.startswith("train(") and a.endswith("arvn_ranger,2)") for a in move)


def test_8_7_2_train_for_0_only_with_govern_or_transport_ruling_185():
    """8.7.2 IF NONE, ruling 185: no Govern (no Support) and no Transport (no
    ARVN Troops or Rangers): no Train for 0 (the ARVN Pass)."""
    spaces = {"hue": {"pieces": {"arvn_police": 2}}}
    assert ask(arvn(spaces), "train_zero") is None
    spaces["hue"]["pieces"]["arvn_troops"] = 3
    move = ask(arvn(spaces), "train_zero")
    assert any(a.startswith("transport(") for a in move)
    assert not any(a.startswith("train(") and a.count(",") for a in move)


def test_8_7_5_if_none_assault_in_monsoon():
    """8.7.5 IF NONE: no Sweep in Monsoon (2.3.9), so the ARVN Assault
    (8.7.4): a lone VC Base before 2 Troops."""
    from fitl.nonplayer.walk import Walk
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 2, "vc_base": 1}}}
    w = Walk(arvn(spaces, deck=[125, 3]), "ARVN")
    move = w.walk(w.chart.nodes["sweep"])
    assert "assault(kien_phong)" in move
    assert [s.node for s in w.path][:2] == ["sweep", "assault"]


def test_8_7_4_raid_removes_a_base_first():
    """8.7.4 RAID, with the Assault: a Ranger (Underground, in Saigon) moves
    into Kien Phong, next to it, and strikes: the VC Guerrilla, then the
    unTunneled Base (4.3.3, 8.1.2) rather than 2 Guerrillas in Kien Hoa; 1
    Ranger moved in (no COIN Control to add)."""
    spaces = {"binh_dinh": {"pieces": {"arvn_troops": 6, "nva_troops": 2}},
              "saigon": {"pieces": {"arvn_ranger_underground": 1, "arvn_troops": 3}},
              "kien_phong": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"vc_guerrilla_active": 2}}}
    move = ask(arvn(spaces), "assault")
    assert {"raid(kien_phong)", "raid(saigon,kien_phong,arvn_ranger_underground,1)", "raid_strike(kien_phong)"} <= move
    assert any(a.startswith("remove(raid,kien_phong,vc_base") for a in move)


def test_8_7_4_raid_comes_before_the_assault():
    """8.7.4: the ARVN first Raid, then Assault (4.1: the Special Activity
    before the Operation): the move puts the Raid first, and the Assault is
    chosen on what the Raid leaves (Kien Phong, emptied by the Raid, is no
    Assault space)."""
    from fitl.nonplayer.walk import Walk
    spaces = {"binh_dinh": {"pieces": {"arvn_troops": 6, "nva_troops": 2}},
              "saigon": {"pieces": {"arvn_ranger_underground": 1, "arvn_troops": 3}},
              "kien_phong": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1}}}
    g = arvn(spaces)
    w = Walk(g, "ARVN")
    move = w.box(w.chart.nodes["assault"])
    assert "sa_first" in move and "raid_strike(kien_phong)" in move
    assert "assault(binh_dinh)" in move and "assault(kien_phong)" not in move
    assert [s.node for s in w.path] == ["raid", "assault"]
    assert g.check(" ".join(move), faction="ARVN") == []


def test_8_7_2_govern_pauses_the_training():
    """8.7.2: Training pauses for the Govern before its Base and Pacify: the
    Govern comes during the Train (4.1), after its placement."""
    spaces = {"qui_nhon": {"pieces": {"arvn_police": 2, "arvn_troops": 1}, "support": "active_support"},
              "cam_ranh": {"pieces": {"arvn_police": 2, "arvn_troops": 1}, "support": "passive_support"},
              "saigon": {"pieces": {"us_troops": 20}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    assert "sa_during" in move and any(a.startswith("govern(") for a in move)


def test_8_7_5_transport_during_the_sweep_activates_more_ruling_165():
    """8.7.5: no Raid, so after the Sweep's movement the ARVN Transport (8.7.2)
    into the Sweep spaces to Activate as many more Underground Guerrillas as
    possible, and only then Activate (VC before NVA).  Quang Tin (lowland)
    has 1 Police and 3 Underground VC; Can Tho's 5 ARVN Troops are beyond
    Sweep reach and 4 of them are not needed for its COIN Control: all 4 go
    (up to 6, the most), so all 3 VC are Activated.  With 2 Underground VC
    and 2 NVA and 2 Troops in Can Tho (1 spare): 2 finders, the 2 VC."""
    qt = "quang_tin_quang_ngai"
    spaces = {qt: {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 3}},
              "can_tho": {"pieces": {"arvn_troops": 5}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert {f"sweep({qt})", "sa_during", f"transport(can_tho,{qt},arvn_troops,4)",
            f"activate(sweep,{qt},vc_guerrilla_underground,3)"} <= move
    spaces = {qt: {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 2, "nva_guerrilla_underground": 2}},
              "can_tho": {"pieces": {"arvn_troops": 2}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert {f"transport(can_tho,{qt},arvn_troops,1)", f"activate(sweep,{qt},vc_guerrilla_underground,2)"} <= move
    assert not any(a.startswith(f"activate(sweep,{qt},nva") for a in move)


def test_8_7_5_no_transport_during_the_sweep_that_activates_no_more_ruling_165():
    """8.7.5: the Sweep alone Activates Quang Tin's only Underground VC (1
    Police); Can Tho's spare Troops would add COIN Control there (against 2
    Active VC) but Activate nothing more: the Transport during a Sweep is
    only to Activate more, so none (Op Only, 8.7.2)."""
    qt = "quang_tin_quang_ngai"
    spaces = {qt: {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1, "vc_guerrilla_active": 2}},
              "can_tho": {"pieces": {"arvn_troops": 5}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert f"activate(sweep,{qt},vc_guerrilla_underground,1)" in move
    assert not any(a.startswith("transport(") for a in move)
