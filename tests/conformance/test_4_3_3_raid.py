"""Raid (4.3.3)."""

from helpers import game, pieces, sections


def test_4_3_3_rangers_move_in_and_strike_two():
    g = game({"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}},
              "quang_tri_thua_thien": {"pieces": {"arvn_ranger_underground": 1}},
              "quang_nam": {"pieces": {"vc_guerrilla_underground": 1, "vc_base": 1}}}, first="ARVN")
    m = ("assault(hue) raid(quang_nam) raid(quang_tri_thua_thien, quang_nam, arvn_ranger_underground, 1) "
         "raid_strike(quang_nam)")
    r = g.apply(m)
    assert pieces(r, "quang_nam") == {"arvn_ranger_active": 1}


def test_4_3_3_not_with_train():
    g = game({"hue": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_active": 1}}}, first="ARVN")
    assert sections(g.check("train(hue) raid(hue) raid_strike(hue)")) == ["4.1.1"]
