"""The ARVN Non-player's Sessions ground only the candidates its boxes can
take (train_spaces.lp, transport_spaces.lp, raid_spaces.lp: docs/nonplayers.md,
ARVN "Candidates"): moves at the edge of what each names, as the rules text
has them chosen, and what a hook leaves out."""

from fitl.nonplayer.walk import Walk

from .arvn_positions import arvn, ask

CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")


def test_8_7_2_pacify_for_0_where_nothing_is_placed():
    """8.7.2: every City at Active Support, so no Train space (the Cities,
    3.2.1) can Pacify (8.7.6 shifts toward Active Support); Train then for 0
    in one more space where Pacify is possible: Binh Dinh (COIN Control, ARVN
    Troops and Police already, Neutral; no Base, so nothing is placed there).
    Support + Available is over 45 (7.2), so it shifts 1 level only (8.7.6)."""
    spaces = {c: {"support": "active_support"} for c in CITIES}
    spaces["binh_dinh"] = {"pieces": {"arvn_troops": 1, "arvn_police": 1}}
    move = ask(arvn(spaces), "train")
    assert {"train(binh_dinh)", "pacify(binh_dinh,1)"} <= move
    assert not any(a.startswith("train(binh_dinh,") for a in move)


def test_8_7_4_raid_moves_a_ranger_in_to_add_coin_control():
    """8.7.4 RAID: Kien Phong's strike removes 2 of its 3 VC (1 enemy piece
    at least; the Assault there then removes the last); the second Raid
    space adds COIN Control with 1 Ranger moved in from Saigon (8.7.4: no
    more than 1, none more being needed), a space with no enemy piece (the
    most COIN Control added, Population 0 too): not one where COIN Control
    already holds."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10, "arvn_ranger_underground": 3}},
              "kien_phong": {"pieces": {"arvn_troops": 3, "vc_guerrilla_active": 2, "vc_guerrilla_underground": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"arvn_police": 1}}}
    game = arvn(spaces)
    move = ask(game, "assault")
    raids = {a for a in move if a.startswith("raid(") and a.count(",") == 0}
    assert "raid(kien_phong)" in raids and "raid_strike(kien_phong)" in move
    (other,) = raids - {"raid(kien_phong)"}
    there = other[5:-1]
    assert not game.state.spaces.get(there, {}).get("pieces") and other != "raid(kien_hoa_vinh_binh)"
    assert f"raid(saigon,{there},arvn_ranger_underground,1)" in move


def _named(game, node, op, sa):
    """The candidate atoms of `sa` (names) the Session of box `node` (its
    Operation `op` with `sa` open, before it) grounds."""
    w = Walk(game, "ARVN")
    session = w._session(("box", op, (sa,)), ("sa_first",))
    return {a for a in session.move_atoms() if a.startswith(sa + "(")}


def test_8_7_4_raid_spaces_grounded():
    """The Raid's Session before a Sweep grounds Raid spaces only where NVA or
    VC pieces are, or no COIN Control (1.7): not Saigon (COIN Control, no
    enemy), nor an empty LoC (never Controlled, 1.7), but an empty
    Province (a Ranger moved in adds COIN Control) and a LoC with VC."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10, "arvn_ranger_underground": 3}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_underground": 2}}}
    named = {a[5:-1] for a in _named(arvn(spaces), "sweep", "sweep", "raid") if a.count(",") == 0}
    assert {"kien_phong", "loc_saigon_can_tho"} <= named
    assert not named & {"saigon", "loc_saigon_cam_ranh"}


def test_8_7_2_transport_destinations_grounded_before_an_assault():
    """8.7.2: the Transport before an Assault goes only into the Assault's
    spaces, which hold NVA or VC pieces (3.2.4): its Session grounds no other
    destination."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10}},
              "kien_phong": {"pieces": {"vc_guerrilla_active": 2}}}
    named = {a.split(",")[1] for a in _named(arvn(spaces), "assault", "assault", "transport") if a.count(",") == 3}
    assert named == {"kien_phong"}



def test_8_7_4_raid_moves_in_as_many_rangers_as_coin_control_needs():
    """8.7.4 RAID: Kien Hoa holds a Tunneled VC Base (no Raid removes it,
    4.3.3): 2 Rangers moved in add COIN Control there (1.7), so 2 go, and
    no more; Kien Phong's strike is the enemy piece removed.  The other
    spaces next to Saigon already have COIN Control (a Police each)."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10, "arvn_ranger_underground": 4}},
              "kien_phong": {"pieces": {"arvn_troops": 3, "vc_guerrilla_active": 2, "vc_guerrilla_underground": 1}},
              "kien_hoa_vinh_binh": {"pieces": {"vc_base_tunneled": 1}}}
    spaces.update({s: {"pieces": {"arvn_police": 1}} for s in ("binh_tuy_binh_thuan", "quang_duc_long_khanh", "tay_ninh")})
    move = ask(arvn(spaces), "assault")
    assert "raid(kien_hoa_vinh_binh)" in move
    assert "raid(saigon,kien_hoa_vinh_binh,arvn_ranger_underground,2)" in move


def test_8_7_5_sweep_spaces_grounded():
    """8.7.5: a Sweep space Sweeps in place at Underground Guerrillas,
    Activates some, or adds COIN Control.  Saigon (COIN Control, no
    Underground Guerrilla) can do none, so the Sweep's Session does not
    ground it; Tay Ninh (COIN Control, an Underground VC) and an empty
    Province (no COIN Control: Troops moved in add it) are grounded, and
    the box Sweeps Tay Ninh in place (priority 1)."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10}},
              "tay_ninh": {"pieces": {"arvn_troops": 4, "vc_guerrilla_underground": 1}}}
    game = arvn(spaces)
    w = Walk(game, "ARVN")
    named = {a for a in w._session(("op", "sweep")).move_atoms() if a.startswith("sweep(") and a.count(",") == 0}
    assert "sweep(tay_ninh)" in named and "sweep(binh_dinh)" in named
    assert "sweep(saigon)" not in named
    assert "sweep(tay_ninh)" in ask(game, "sweep")


def test_8_7_4_assault_spaces_grounded():
    """8.7.4, 3.2.4: an Assault removes NVA Troops and Active Guerrillas,
    and Bases only once no Guerrilla is left; every Assault box space must
    remove a piece or roll against a Tunnel.  Tay Ninh (ARVN Troops, 2
    Underground VC and a VC Base) can give neither, so neither the Assault
    nor the Transport before it grounds it (no Ranger for a Raid to strike
    there); Binh Dinh (ARVN Troops, 2 Active VC) is grounded, and its
    Assault removes both (the last enemy pieces, 8.7.4 priority 3)."""
    spaces = {"tay_ninh": {"pieces": {"arvn_troops": 6, "vc_guerrilla_underground": 2, "vc_base": 1}},
              "binh_dinh": {"pieces": {"arvn_troops": 4, "vc_guerrilla_active": 2}},
              "saigon": {"pieces": {"arvn_troops": 6}}}
    game = arvn(spaces)
    w = Walk(game, "ARVN")
    atoms = w._session(("box", "assault", ("transport",)), ("sa_first",)).move_atoms()
    assert "assault(binh_dinh)" in atoms and "assault(tay_ninh)" not in atoms
    assert any(a.startswith("transport(saigon,binh_dinh,") for a in atoms)
    assert not any(a.startswith("transport(saigon,tay_ninh,") for a in atoms)
    move = ask(game, "assault")
    assert {"assault(binh_dinh)", "remove(assault,binh_dinh,vc_guerrilla_active,2)"} <= move


def _cube_spaces(game):
    """The spaces where the Train box's Session grounds cubes placed."""
    atoms = Walk(game, "ARVN")._session(("box", "train", ("govern",))).move_atoms()
    return {a[6:].split(",")[0] for a in atoms if a.startswith("train(") and ",arvn_troops," in a}


def test_8_7_2_train_cubes_not_grounded_where_3_spaces_beat_it():
    """8.7.2: 6 cubes in up to 3 spaces, first where they add COIN Control.
    Saigon (ARVN Troops and Police, COIN Control already) can add neither
    Control nor a cube type; the 7 other Cities, empty or with 1 VC, gain
    COIN Control with 6 cubes (1.7), so the Train's Session grounds no cubes
    in Saigon, and the box places 3 Troops and 3 Police (8.1.2: evenly) in 3
    of those Cities."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 2, "arvn_police": 2}},
              "hue": {"pieces": {"vc_guerrilla_active": 1}}}
    game = arvn(spaces)
    assert _cube_spaces(game) == set(CITIES) - {"saigon"}
    move = ask(game, "train")
    placed = {a[6:].split(",")[0] for a in move if a.startswith("train(") and "," in a}
    assert len(placed) == 3 and "saigon" not in placed
    assert all({f"train({s},arvn_troops,3)", f"train({s},arvn_police,3)"} <= move for s in placed)


def test_8_7_2_train_cubes_grounded_where_only_2_spaces_beat_it():
    """8.7.2: Hue and Da Nang (empty) gain COIN Control with 6 cubes; the 6
    other Cities (1 ARVN Troop and 1 Police each: COIN Control, both types)
    gain nothing, each beaten by those 2 only, so a third Train space is one
    of them: their cubes are grounded, and the box places in Hue and Da Nang
    and in one of them."""
    spaces = {c: {"pieces": {"arvn_troops": 1, "arvn_police": 1}} for c in CITIES if c not in ("hue", "da_nang")}
    game = arvn(spaces)
    assert _cube_spaces(game) == set(CITIES)
    move = ask(game, "train")
    placed = {a[6:].split(",")[0] for a in move if a.startswith("train(") and "," in a}
    assert {"hue", "da_nang"} < placed and len(placed) == 3


def _origins(game, given):
    """The spaces the Transport's Session during a Train (its placement
    `given`, 4.1) grounds as origins."""
    atoms = Walk(game, "ARVN")._session(("box", "train", ("transport",)), given + ("sa_during",)).move_atoms()
    return {a[10:-1] for a in atoms if a.startswith("transport(") and a.count(",") == 0}


def test_8_7_2_transport_origin_not_grounded_where_another_surely_has_more_spare_troops():
    """8.7.2 TRANSPORT: from the South Vietnam space with the most ARVN Troops
    beyond those its COIN Control needs (1.7).  Saigon (10 Troops, 3 more
    Troops and 3 Police trained there) has 13 such Troops and can move one
    along the empty Saigon--Can Tho LoC into Kien Phong (Police, no Troops:
    a Province the Transport with a Train may use); Hue (3 Troops) has 2:
    the Session grounds no move from Hue, nor from a space without Troops."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10}}, "hue": {"pieces": {"arvn_troops": 3}},
              "kien_phong": {"pieces": {"arvn_police": 1}}}
    placed = ("train(saigon)", "train(saigon,arvn_troops,3)", "train(saigon,arvn_police,3)")
    assert _origins(arvn(spaces), placed) == {"saigon"}


def test_8_7_2_transport_origins_grounded_where_the_best_may_have_no_transport():
    """8.7.2 TRANSPORT: as above, but VC on the Saigon--Can Tho LoC stop the
    Transport there (4.3.2) and Kien Phong is reached by no other empty LoC
    from Saigon: Saigon's Transport is not certain, so Hue stays an origin."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10}}, "hue": {"pieces": {"arvn_troops": 3}},
              "kien_phong": {"pieces": {"arvn_police": 1}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_active": 1}}}
    placed = ("train(saigon)", "train(saigon,arvn_troops,3)", "train(saigon,arvn_police,3)")
    assert {"saigon", "hue"} <= _origins(arvn(spaces), placed)
