"""The ARVN Non-player's chain after a Raid (8.7.4 RAID and IF NONE, 8.7.3
IF NONE, ruling 138): the Raid, executed before the Assault, stands when no
Assault follows it; the ARVN then Patrol with it (4.3.3: a Raid may
accompany a Patrol), or, where no Patrol by 8.7.3 is possible, pay for a
Patrol that moves nothing, never Train (4.3.3: a Raid cannot accompany a
Train)."""

import pytest

from fitl.nonplayer.walk import Walk

from .arvn_positions import arvn

RAID = ["raid(tay_ninh)", "raid_strike(tay_ninh)", "remove(raid,tay_ninh,vc_base,1)", "sa_first"]
CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "can_tho")


def _position(kontum_police, futile_assault, extra=None):
    """Every City but Saigon with 2 ARVN Troops and 1 Police (COIN Control,
    3 cubes, a Troop and a Police: nothing for 8.7.3's Cities bullet),
    Saigon with the other cubes (fewer than 12 ARVN pieces Available, 8.7.2),
    Kontum without its Police unless `kontum_police`.  Tay Ninh: 2 ARVN
    Troops, the only Ranger (Underground) and a lone VC Base; with
    `futile_assault`, Binh Tuy holds 1 ARVN Troop and 1 Active VC Guerrilla
    (an Assault there is legal but removes nothing, 3.2.4)."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["saigon"] = {"pieces": {"arvn_troops": 13 - futile_assault, "arvn_police": 21 + (not kontum_police)}}
    if not kontum_police:
        spaces["kontum"] = {"pieces": {"arvn_troops": 2}}
    spaces["tay_ninh"] = {"pieces": {"arvn_troops": 2, "arvn_ranger_underground": 1, "vc_base": 1}}
    if futile_assault:
        spaces["binh_tuy_binh_thuan"] = {"pieces": {"arvn_troops": 1, "vc_guerrilla_active": 1}}
    return arvn({**spaces, **(extra or {})})


def _from_assault(game):
    w = Walk(game, "ARVN")
    return w.walk(w.chart.nodes["assault"]), [s.node for s in w.path]


@pytest.mark.parametrize("futile_assault", [True, False])
def test_8_7_4_raid_stands_then_8_7_3_patrol_with_it(futile_assault):
    """8.7.4: the Raid comes first: the Ranger strikes Tay Ninh's Base (its
    first priority, no other Ranger).  After it no Assault meets 8.7.4 (Tay
    Ninh has no enemy left; Binh Tuy's 1 Troop removes nothing; without
    Binh Tuy no Assault is even legal), so IF NONE: Patrol (8.7.3) with the
    Raid done.  Kontum has COIN Control but no Police: the Patrol moves
    Police first, as needed (1), from the space with the most ARVN cubes
    that reach it along the LoCs (Saigon).  No Govern nor Transport: the
    Raid is the Operation's Special Activity (4.1)."""
    game = _position(kontum_police=False, futile_assault=futile_assault)
    move, path = _from_assault(game)
    assert move == RAID + ["patrol(saigon,kontum,arvn_police,1)"]
    assert path == ["raid", "assault", "patrol"]
    assert game.check(" ".join(move), faction="ARVN") == []


@pytest.mark.parametrize("futile_assault", [True, False])
def test_8_7_3_patrol_for_nothing_after_a_raid(futile_assault):
    """8.7.3 IF NONE: every City is already held as 8.7.3 asks and no LoC
    has Guerrillas, so no Patrol is possible; as the Raid was executed, the
    ARVN pay for a Patrol that moves no piece (and does not Train, 8.7.2,
    which the Raid cannot accompany, 4.3.3)."""
    game = _position(kontum_police=True, futile_assault=futile_assault)
    move, path = _from_assault(game)
    assert move == RAID + ["patrol"]
    assert path == ["raid", "assault", "patrol", "patrol_zero"]
    assert game.check(" ".join(move), faction="ARVN") == []


def test_8_7_4_raid_by_its_own_priorities_though_no_assault_can_follow():
    """Ruling 142: the Raid is the best by its own priorities (8.7.4 RAID),
    not the best of those after which an Assault is legal.  A second
    Underground Ranger sits with an Underground VC Guerrilla in Quang Duc
    (no ARVN cube: no Assault there, 3.2.4).  The best Raid strikes both
    spaces (Tay Ninh's Base first, then the Underground Guerrilla); it
    leaves no space with ARVN cubes and enemy pieces, so no Assault is
    legal (the Raid in Quang Duc alone would have left Tay Ninh's Base to
    Assault).  IF NONE: the Patrol with the Raid done (ruling 138)."""
    game = _position(kontum_police=False, futile_assault=False, extra={
        "quang_duc_long_khanh": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_underground": 1}}})
    move, path = _from_assault(game)
    assert move == sorted(RAID[:-1] + ["raid(quang_duc_long_khanh)", "raid_strike(quang_duc_long_khanh)",
                                       "remove(raid,quang_duc_long_khanh,vc_guerrilla_underground,1)"]) \
        + ["sa_first", "patrol(saigon,kontum,arvn_police,1)"]
    assert path == ["raid", "assault", "patrol"]
    assert game.check(" ".join(move), faction="ARVN") == []


def _sweep_position(assault_there):
    """Quang Tin (Lowland, no ARVN piece): 2 Underground and 2 Active VC
    Guerrillas and a VC Base; next to it Quang Nam: 3 ARVN Troops and an
    Underground Ranger (so 1 Troop may leave while the Ranger stays, keeping
    3 cubes and Special Forces, 8.7.5).  Every City, Saigon too, holds 2
    Troops and a Police (no Troop may leave; 8.7.3 asks nothing of them, so
    no Patrol moves anything).  With `assault_there`, Phu Bon holds 2 ARVN
    Troops and 1 NVA Troop (an Assault there removes the last enemy piece,
    8.7.4)."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["saigon"] = {"pieces": {"arvn_troops": 2, "arvn_police": 1}}
    spaces["quang_nam"] = {"pieces": {"arvn_troops": 3, "arvn_ranger_underground": 1}}
    spaces["quang_tin_quang_ngai"] = {"pieces": {"vc_guerrilla_underground": 2, "vc_guerrilla_active": 2,
                                                 "vc_base": 1}}
    if assault_there:
        spaces["phu_bon_phu_yen"] = {"pieces": {"arvn_troops": 2, "nva_troops": 1}}
    return arvn(spaces)


SWEEP_RAID = ["raid(quang_nam,quang_tin_quang_ngai,arvn_ranger_underground,1)", "raid(quang_tin_quang_ngai)",
              "raid_strike(quang_tin_quang_ngai)", "remove(raid,quang_tin_quang_ngai,vc_guerrilla_underground,2)",
              "sa_first"]


@pytest.mark.parametrize("assault_there", [True, False])
def test_8_7_5_raid_before_a_sweep_stands_when_no_sweep_follows(assault_there):
    """Ruling 143 (as 138): 8.7.5 Raids before Sweeping.  Alone, a Sweep
    could move Quang Nam's spare Troop into Quang Tin to Activate an
    Underground Guerrilla; the Raid (the Ranger into Quang Tin, striking its
    2 Underground Guerrillas, 8.7.4's third priority) leaves none there and
    takes the Ranger out of Quang Nam, so no Troop may leave it: no Sweep
    space then meets 8.7.5.
    The Raid stands: 8.7.5 IF NONE, the Assault with it done (no second
    Special Activity, 4.1) in Phu Bon; without Phu Bon no Assault is legal
    and no Patrol by 8.7.3 is possible, so the ARVN pay for a Patrol that
    moves nothing (8.7.3 IF NONE)."""
    game = _sweep_position(assault_there)
    w = Walk(game, "ARVN")
    move = w.walk(w.chart.nodes["sweep"])
    path = [s.node for s in w.path]
    assert move[:len(SWEEP_RAID)] == SWEEP_RAID
    rest = move[len(SWEEP_RAID):]
    if assault_there:
        assert "assault(phu_bon_phu_yen)" in rest and not [a for a in rest if a.startswith(("sweep", "patrol"))]
        assert path == ["raid", "sweep", "assault"]
    else:
        assert rest == ["patrol"]
        assert path == ["raid", "sweep", "assault", "patrol", "patrol_zero"]
    assert game.check(" ".join(move), faction="ARVN") == []
