"""The ARVN Non-player's Raid (8.7.4 RAID): its priorities count what the
Raid itself does, and it takes only spaces with or next to Rangers."""

from .arvn_positions import arvn, ask
from .test_arvn_candidates import _named


def _raid_spaces(move):
    return {a[5:-1] for a in move if a.startswith("raid(") and a.count(",") == 0}


def test_8_7_4_raid_counts_the_control_it_adds_itself():
    """8.7.4 RAID, ruling 206: the Raid comes before the Sweep and its
    priorities count the COIN Control the Raid adds by its own end.  The
    only Ranger strikes in Kien Giang (2 VC removed, 1 enemy piece at least,
    COIN Control added there).  The Sweep then moves Troops from Saigon into
    the empty Provinces next to it (8.7.5: COIN Control added), but no Raid
    space there counts for it: no Ranger can go there, so a second Raid
    space adds nothing and is not taken."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10}},
              "kien_giang_an_xuyen": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_active": 2}}}
    move = ask(arvn(spaces), "sweep")
    assert "raid_strike(kien_giang_an_xuyen)" in move
    assert _raid_spaces(move) == {"kien_giang_an_xuyen"}
    assert any(a.startswith("sweep(saigon,") for a in move)


def test_8_7_4_raid_spaces_only_with_or_next_to_rangers():
    """8.7.4 RAID: up to 2 spaces with or next to Rangers.  The Rangers are
    in Saigon: a Province next to it with VC is a Raid space the Session
    grounds; Quang Tri, far off, with VC too, is not."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 10, "arvn_ranger_underground": 2}},
              "tay_ninh": {"pieces": {"vc_guerrilla_active": 2}},
              "quang_tri_thua_thien": {"pieces": {"vc_guerrilla_active": 2}}}
    named = {a[5:-1] for a in _named(arvn(spaces), "sweep", "sweep", "raid") if a.count(",") == 0}
    assert "tay_ninh" in named and "saigon" not in named
    assert "quang_tri_thua_thien" not in named


def test_8_7_4_raid_ties_are_its_own_not_the_assaults():
    """8.7.4 RAID, 8.1.3, 8.2 (ruling 145): the Raid, before the Assault,
    breaks its ties by what it does itself, then by 8.2's random draw.  The
    one Ranger (Underground, in Tay Ninh) strikes either in Tay Ninh or,
    moving in, in Quang Duc: 2 Active VC removed either way, no Base, no
    Control changed (Tay Ninh stays COIN with its 8 Troops, Quang Duc keeps
    2 VC to 1 Ranger), no Underground Guerrilla: equal on every priority and
    on 8.1.2's order.  So the space first in 8.2's equal-chance draw (the
    seeded space ranks) is raided.  The Assault that follows in Tay Ninh
    would remove 4 VC after a Raid in Quang Duc but only 2 after one in Tay
    Ninh: that must not tip the Raid."""
    from fitl.nonplayer import dice
    spaces = {"tay_ninh": {"pieces": {"arvn_ranger_underground": 1, "arvn_troops": 8, "vc_guerrilla_active": 4}},
              "quang_duc_long_khanh": {"pieces": {"vc_guerrilla_active": 4}}}
    game = arvn(spaces)
    rank = {}
    for line in dice.ranks(game, "ARVN", []).splitlines():
        if line.startswith("np_rank("):
            name, value = line[len("np_rank("):-2].split(",")
            rank[name] = int(value)
    first = min(spaces, key=rank.get)
    move = ask(game, "assault")
    assert _raid_spaces(move) == {first}
    assert f"raid_strike({first})" in move
    assert "assault(tay_ninh)" in move


def _ranks(game):
    from fitl.nonplayer import dice
    rank = {}
    for line in dice.ranks(game, "ARVN", []).splitlines():
        if line.startswith("np_rank("):
            name, value = line[len("np_rank("):-2].split(",")
            rank[name] = int(value)
    return rank


def test_8_2_random_space_before_8_1_2_piece_order():
    """8.1.2 orders pieces once the spaces are selected; between spaces the
    box's priorities leave equal, 8.1.3 draws at random (8.2), ruling 139.
    The one Ranger (Underground, in Tay Ninh with 8 ARVN Troops) strikes
    either in Tay Ninh or, moving in, in Quang Duc: 2 of 4 Active Guerrillas
    removed either way, VC in one space and NVA in the other, no Base, no
    Control changed, no Underground Guerrilla.  So 8.1.2's VC before NVA
    does not choose the space: the space first in 8.2's draw (the seeded
    ranks) is raided, whichever holds the VC.  Both layouts are asked; in
    at least one the space first in the draw holds the NVA (asserted), which
    8.1.2 above the draw would not take."""
    pair = ("tay_ninh", "quang_duc_long_khanh")
    drawn_nva = []
    for vc_in, nva_in in (pair, pair[::-1]):
        spaces = {"tay_ninh": {"pieces": {"arvn_ranger_underground": 1, "arvn_troops": 8}},
                  "quang_duc_long_khanh": {"pieces": {}}}
        spaces[vc_in]["pieces"]["vc_guerrilla_active"] = 4
        spaces[nva_in]["pieces"]["nva_guerrilla_active"] = 4
        game = arvn(spaces)
        rank = _ranks(game)
        first = min(pair, key=rank.get)
        drawn_nva.append(first == nva_in)
        move = ask(game, "assault")
        assert _raid_spaces(move) == {first}
        assert f"raid_strike({first})" in move
    assert any(drawn_nva)
