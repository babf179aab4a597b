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


def _position(kontum_police, futile_assault):
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
    return arvn(spaces)


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
