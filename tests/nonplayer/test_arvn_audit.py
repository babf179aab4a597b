"""Audit of the ARVN Non-player's Operation and Special Activity boxes
(8.7.2-8.7.5): the priorities no other test pinned, each position reasoned
from the rules text."""

from .arvn_positions import arvn, ask

GOVERNABLE = {"arvn_police": 2, "arvn_troops": 1}


def _govern_position(us_on_map):
    """Hue (Population 2) at Passive Support, Qui Nhon and Cam Ranh
    (Population 1) at Active and Passive Support, each COIN-Controlled: Total
    Support 2 + 2 + 1 = 5 (7.2: Active counts double)."""
    spaces = {"hue": {"pieces": dict(GOVERNABLE), "support": "passive_support"},
              "qui_nhon": {"pieces": dict(GOVERNABLE), "support": "active_support"},
              "cam_ranh": {"pieces": dict(GOVERNABLE), "support": "passive_support"}}
    if us_on_map:
        spaces["saigon"] = {"pieces": {"us_troops": 20}}
    return arvn(spaces, resources={"ARVN": 3})


def test_8_7_2_govern_highest_population_when_us_player_above_50():
    """8.7.2 GOVERN: the US a player and Total Support (5) plus Available US
    Troops and Bases (all 40 + 6, none on the map, 7.2) exceeds 50: Govern for
    Patronage in the highest-Population spaces, shifting toward Neutral, so
    in Hue (Population 2) though it is only at Passive Support."""
    move = ask(_govern_position(us_on_map=False), "train")
    assert "govern(hue,patronage)" in move


def test_8_7_2_govern_no_shift_to_neutral_when_us_player_at_50_or_below():
    """8.7.2 GOVERN: the same, but 20 US Troops on the map (5 + 26 = 31, not
    above 50): Patronage only where no shift to Neutral follows, so not in
    Hue (Passive Support) but in Qui Nhon (Active Support)."""
    move = ask(_govern_position(us_on_map=True), "train")
    assert "govern(hue,patronage)" not in move
    assert "govern(qui_nhon,patronage)" in move


def test_8_7_2_transport_from_laos_or_cambodia_first():
    """8.7.2 TRANSPORT: no Govern possible (no Support), so Transport, first
    from a Laos or Cambodia space with ARVN Troops (the Parrot's Beak: 3,
    out by the Can Tho-Chau Doc LoC, 4.3.2), though Saigon holds more
    Troops beyond its COIN Control (8)."""
    spaces = {"the_parrots_beak": {"pieces": {"arvn_troops": 3}},
              "saigon": {"pieces": {"arvn_troops": 8}},
              "kien_phong": {"pieces": {"arvn_police": 1}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    origins = {a.split("(")[1].split(",")[0] for a in move if a.startswith("transport(") and a.count(",") == 3}
    assert origins == {"the_parrots_beak"}


def test_8_7_4_raid_where_the_most_underground_guerrillas_go():
    """8.7.4 RAID, 3rd priority: the one Ranger (Underground, in Saigon, with
    3 Troops that keep its COIN Control) can Raid Kien Hoa (3 Underground
    VC) or Kien Phong (3 Active VC), both next to Saigon, both Population 2:
    no Base either way, and 2 removed leave 1 VC against the Ranger in
    either, so no Control changes (1.7); the most Underground Guerrillas
    removed decide: Kien Hoa."""
    for under, active in (("kien_hoa_vinh_binh", "kien_phong"), ("kien_phong", "kien_hoa_vinh_binh")):
        spaces = {"binh_dinh": {"pieces": {"arvn_troops": 6, "nva_troops": 2}},
                  "saigon": {"pieces": {"arvn_ranger_underground": 1, "arvn_troops": 3}},
                  under: {"pieces": {"vc_guerrilla_underground": 3}},
                  active: {"pieces": {"vc_guerrilla_active": 3}}}
        move = ask(arvn(spaces), "assault")
        assert f"raid({under})" in move and f"raid({active})" not in move
        assert f"remove(raid,{under},vc_guerrilla_underground,2)" in move


def test_8_7_5_sweep_in_place_first_with_underground_vc():
    """8.7.5, 1st priority (b): Resources for 1 Sweep (3.2.3), both spaces
    Neutral with 2 ARVN Police and 1 Underground Guerrilla: where it is VC
    (Ba Xuyen, Population 1) before NVA (Kien Phong, Population 2), the
    Population (c) coming only after."""
    spaces = {"kien_phong": {"pieces": {"arvn_police": 2, "nva_guerrilla_underground": 1}},
              "ba_xuyen": {"pieces": {"arvn_police": 2, "vc_guerrilla_underground": 1}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert "sweep(ba_xuyen)" in move and "sweep(kien_phong)" not in move


def test_8_7_5_sweep_in_place_then_highest_population():
    """8.7.5, 1st priority (c): both Neutral with Underground VC: the highest
    Population (Kien Phong, 2) though Ba Xuyen (1) would Activate more (2
    Police, 2 Underground VC there against 1), the 2nd priority coming after
    the 1st's (c)."""
    spaces = {"kien_phong": {"pieces": {"arvn_police": 2, "vc_guerrilla_underground": 1}},
              "ba_xuyen": {"pieces": {"arvn_police": 2, "vc_guerrilla_underground": 2}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert "sweep(kien_phong)" in move and "sweep(ba_xuyen)" not in move


def test_8_7_3_patrol_cities_control_first_the_highest_population():
    """8.7.3, 2nd bullet: no LoC holds Guerrillas; the only ARVN cubes free
    to move are Da Nang's 2 Police (20 US Troops keep its COIN Control).
    They can give COIN Control to Hue (Population 2, 1 VC: 2 Police) or to
    Qui Nhon (Population 1, 2 VC against 2 US Troops: 1 Police, which
    would also give it 3 cubes, a Troop and a Police, the 3rd bullet's aim).
    Either adds 1 City under COIN Control; the highest Population first:
    Hue, though it then has no Troop."""
    spaces = {c: {"pieces": {"us_troops": 1}} for c in ("kontum", "cam_ranh", "an_loc", "saigon", "can_tho")}
    spaces["da_nang"] = {"pieces": {"arvn_police": 2, "us_troops": 20}}
    spaces["hue"] = {"pieces": {"vc_guerrilla_active": 1}}
    spaces["qui_nhon"] = {"pieces": {"vc_guerrilla_active": 2, "us_troops": 2}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "patrol")
    into = [a for a in move if a.startswith("patrol(") and a.count(",") == 3]
    assert sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in into if ",hue," in a) == 2
    assert not any(",qui_nhon," in a for a in into)


def test_8_7_2_pacify_in_a_train_space_before_an_extra_space():
    """8.7.2, 4th bullet: Pacify in a Train space; only if none can, Train
    for 0 in 1 more space to Pacify there.  Hue is the only Train space (the
    other Cities under NVA Control, 3.2.1; no Province with a COIN Base) and
    its 6 cubes (3 Troops, 3 Police) give it COIN Control: it can Pacify 1
    level, Passive to Active Support (Support + Available: 6 + 16, 7.2, far
    below 45, 8.7.6).  Kien Phong (Neutral, ARVN Troops and Police, COIN
    Control) could Pacify 2 levels, but it is no Train space: Hue it is.
    (The Govern in Kien Hoa, at Active Support, pauses the Train, 8.7.2.)"""
    spaces = {c: {"pieces": {"nva_troops": 1}}
              for c in ("da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")}
    spaces["binh_dinh"] = {"pieces": {"us_troops": 30}}
    spaces["hue"] = {"pieces": {}, "support": "passive_support"}
    spaces["kien_hoa_vinh_binh"] = {"pieces": {"arvn_police": 2, "arvn_troops": 1}, "support": "active_support"}
    spaces["kien_phong"] = {"pieces": {"arvn_police": 2, "arvn_troops": 2}}
    move = ask(arvn(spaces), "train")
    assert {"train(hue,arvn_troops,3)", "train(hue,arvn_police,3)", "pacify(hue,1)"} <= move
    assert "train(kien_phong)" not in move and not any(a.startswith("pacify(kien_phong") for a in move)


def test_8_7_4_assault_control_both_ways_counts_twice():
    """8.7.4, 2nd priority and its EXAMPLE: Resources for 1 Assault (3).  In
    one Population-1 lowland Province 4 ARVN Troops face 5 NVA Troops (NVA
    Control); in the other, 4 ARVN Troops face 2 NVA Troops and 3 Active VC
    (no Control, 1.7).  No Ranger, so no Raid: the Transport first (8.7.2)
    may bring either space's 4 Troops into the other (8 Troops, 4 hits,
    3.2.4).  Assaulting the mixed space adds COIN Control (8 against 1);
    the NVA space both loses NVA Control and gains COIN Control, which counts
    2 Population against 1: Assault there."""
    for nva, mixed in (("ba_xuyen", "phu_bon_phu_yen"), ("phu_bon_phu_yen", "ba_xuyen")):
        spaces = {nva: {"pieces": {"arvn_troops": 4, "nva_troops": 5}},
                  mixed: {"pieces": {"arvn_troops": 4, "nva_troops": 2, "vc_guerrilla_active": 3}}}
        move = ask(arvn(spaces, resources={"ARVN": 3}), "assault")
        assert f"assault({nva})" in move and f"assault({mixed})" not in move


def test_8_7_2_train_for_0_to_pacify_first_where_an_insurgent_base_is():
    """8.7.2, 4th bullet: Hue, the only Train space (the other Cities under
    NVA Control, 3.2.1), is at Active Support and cannot Pacify, so the ARVN
    Train for 0 in 1 more space to Pacify there (not Binh Dinh, which the
    Govern took, at Active Support).  Kien Phong and Kien Hoa (both
    Population 2, Neutral, 2 ARVN Troops and 2 Police, COIN Control; too
    few for a Base, 5 units needed) could each shift 2 levels (Support +
    Available stays far below 45, 8.7.6); the one with an NVA or VC Base
    first."""
    for based, plain in (("kien_phong", "kien_hoa_vinh_binh"), ("kien_hoa_vinh_binh", "kien_phong")):
        spaces = {c: {"pieces": {"nva_troops": 1}}
                  for c in ("da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")}
        spaces["binh_dinh"] = {"pieces": {"us_troops": 30}, "support": "active_support"}
        spaces["hue"] = {"pieces": {}, "support": "active_support"}
        spaces[based] = {"pieces": {"arvn_troops": 2, "arvn_police": 2, "vc_base": 1}}
        spaces[plain] = {"pieces": {"arvn_troops": 2, "arvn_police": 2}}
        move = ask(arvn(spaces), "train")
        assert f"train({based})" in move and f"pacify({based},2)" in move
        assert f"train({plain})" not in move


def test_8_7_3_patrol_free_assault_where_it_removes_the_most():
    """8.7.3, last bullet: two LoCs next to Saigon, one with 1 Active VC
    (needs 3 ARVN cubes), the other with 2 (needs 4), both filled from
    Saigon's 15 cubes; the free Assault (3.2.2) on 1 LoC: 4 cubes there
    score 2 hits, 3 cubes 1 (3.2.4), so the LoC with 2 VC, both removed."""
    for two, one in (("loc_saigon_cam_ranh", "loc_saigon_can_tho"), ("loc_saigon_can_tho", "loc_saigon_cam_ranh")):
        spaces = {"saigon": {"pieces": {"arvn_police": 10, "arvn_troops": 5}},
                  two: {"pieces": {"vc_guerrilla_active": 2}},
                  one: {"pieces": {"vc_guerrilla_active": 1}}}
        move = ask(arvn(spaces), "patrol")
        assert f"patrol_assault({two})" in move and f"patrol_assault({one})" not in move
        assert f"remove(patrol,{two},vc_guerrilla_active,2)" in move


def test_8_7_5_sweep_troops_for_coin_control_first_where_a_base_is():
    """8.7.5, 3rd bullet: no Underground Guerrilla, so no Sweep in place;
    Resources for 1 Sweep space (3).  Saigon's 6 ARVN Troops may send 3 (an
    origin keeps 3 cubes).  Kien Phong and Kien Hoa, both next to Saigon and
    of Population 2, each need 2 Troops for COIN Control (1.7): one holds a
    VC Base, the other 1 Active VC (and empty Tay Ninh, Population 2, needs
    1).  Equal Population added; the space with a Base first."""
    for based, plain in (("kien_phong", "kien_hoa_vinh_binh"), ("kien_hoa_vinh_binh", "kien_phong")):
        spaces = {"saigon": {"pieces": {"arvn_troops": 6}},
                  based: {"pieces": {"vc_base": 1}},
                  plain: {"pieces": {"vc_guerrilla_active": 1}}}
        move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
        assert f"sweep({based})" in move and f"sweep({plain})" not in move


def _transport_into(spaces):
    move = ask(arvn(spaces, resources={"ARVN": 3}), "train")
    return {a.split(",")[1] for a in move if a.startswith("transport(") and a.count(",") == 3}


def test_8_7_2_transport_with_train_into_police_without_troops_first():
    """8.7.2 TRANSPORT with a Train (no Support anywhere, so no Govern): into
    1 Province, first one with Police and no Troops (Binh Tuy, Population
    1) before one where it changes Control (empty Tay Ninh, Population 2);
    among Provinces with Police and no Troops, the highest Population (Kien
    Phong, 2)."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 8}},
              "binh_tuy_binh_thuan": {"pieces": {"arvn_police": 1}}}
    assert _transport_into(spaces) == {"binh_tuy_binh_thuan"}
    spaces["kien_phong"] = {"pieces": {"arvn_police": 1}}
    assert _transport_into(spaces) == {"kien_phong"}


def test_8_7_5_sweep_activates_vc_before_nva():
    """8.7.5, last bullet: 1 ARVN Police in lowland Kien Phong Activates 1
    Underground Guerrilla (3.2.3); with 1 VC and 1 NVA there, the VC one."""
    spaces = {"kien_phong": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 1,
                                        "nva_guerrilla_underground": 1}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert "activate(sweep,kien_phong,vc_guerrilla_underground,1)" in move
    assert not any(a.startswith("activate(sweep,kien_phong,nva_guerrilla") for a in move)


def test_8_7_5_sweep_troops_move_in_to_activate_the_most():
    """8.7.5, 2nd bullet: Kien Phong is swept in place (1 ARVN Police, 3
    Underground VC, with 2 Active VC and a VC Base, so no COIN Control to
    win); Saigon's 6 ARVN Troops may send 3 (an origin keeps 3 cubes), and 2
    of them moved in by the Sweep let the 3 cubes Activate all 3 Underground
    VC (3.2.3), leaving the Transport nothing more to Activate."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 6}},
              "kien_phong": {"pieces": {"arvn_police": 1, "vc_guerrilla_underground": 3,
                                        "vc_guerrilla_active": 2, "vc_base": 1}}}
    move = ask(arvn(spaces, resources={"ARVN": 3}), "sweep")
    assert "activate(sweep,kien_phong,vc_guerrilla_underground,3)" in move
    moved = [a for a in move if a.startswith("sweep(saigon,") and ",kien_phong,arvn_troops," in a]
    assert sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in moved) == 2
    assert not any(a.startswith("transport(") for a in move)    # (no more to Activate, ruling 165)


def test_8_7_2_govern_for_aid_in_the_highest_population_when_aid_is_0_ruling_257():
    """8.7.2 GOVERN, ruling 257: Aid at 0, so a Govern for Patronage would
    transfer none (4.3.1) and none is taken (the 2nd bullet's most
    Patronage possible is 0); the 3rd bullet (Aid at 0) adds Aid from the
    highest-Population spaces: Hue (Population 2) and one of Qui Nhon and
    Cam Ranh (1), the 2 spaces' limit; Saigon never.  (20 US Troops on the
    map: not above 50.)"""
    move = ask(arvn(_govern_position(us_on_map=True).state.to_dict()["spaces"], resources={"ARVN": 3}, aid=0), "train")
    governs = {a for a in move if a.startswith("govern(")}
    assert "govern(hue,aid)" in governs and len(governs) == 2
    assert all(a.endswith(",aid)") for a in governs)


def test_8_7_2_govern_one_space_under_shaded_mandate_of_heaven():
    """8.7.2 GOVERN: with shaded Mandate of Heaven (card 86) the ARVN Govern
    in 1 space only: the most Patronage without a shift to Neutral (Qui
    Nhon, Active Support), and no Aid after it (the 3rd bullet excludes
    shaded Mandate)."""
    g = _govern_position(us_on_map=True)
    st = g.state.clone()
    st.capabilities = {86: "shaded"}
    from fitl.game import Game
    move = ask(Game(st), "train")
    assert {a for a in move if a.startswith("govern(")} == {"govern(qui_nhon,patronage)"}
