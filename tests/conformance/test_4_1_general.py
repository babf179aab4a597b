"""Special Activities in general (4.1, 4.1.1)."""

import pytest

from helpers import game, sections


def test_4_1_one_type_of_special_activity_and_only_with_an_operation():
    g = game({"hue": {"pieces": {"us_troops": 2, "arvn_troops": 2, "vc_guerrilla_active": 1}},
              "saigon": {"pieces": {"us_troops": 3}}})
    assert g.check("train(saigon) air_lift(saigon, hue, us_troops, 1)") == []
    assert sections(g.check("train(saigon) air_lift(saigon, hue, us_troops, 1) advise(hue, assault)")) == ["4.1"]
    assert "4.1" in sections(g.check("air_lift(saigon, hue, us_troops, 1)"))
    assert set(g.legal("train(saigon) air_lift(saigon, hue, us_troops, 1)")["special_activity"]) \
        == {"special_activity(air_lift)"}


# 4.1.1: the Special Activities that accompany only some Operations (4.2.1,
# 4.3.1, 4.3.3, 4.4.1, 4.4.3, 4.5.2), each with one it may not accompany.
BARRED = [
    ("US", {"hue": {"pieces": {"us_troops": 2, "arvn_troops": 2, "vc_guerrilla_active": 1}}},
     "assault(hue) advise(hue, assault)"),
    ("ARVN", {"hue": {"pieces": {"arvn_troops": 3, "vc_guerrilla_active": 1}, "support": "passive_support"},
              "da_nang": {"pieces": {"arvn_troops": 2}, "support": "passive_support"}},
     "assault(hue) govern(da_nang, aid)"),
    ("ARVN", {"hue": {"pieces": {"arvn_troops": 2}}, "quang_nam": {"pieces": {"arvn_ranger_underground": 1,
                                                                          "vc_guerrilla_active": 1}}},
     "train(hue) raid(quang_nam) raid_strike(quang_nam)"),
    ("NVA", {"southern_laos": {"pieces": {"nva_base": 1, "nva_guerrilla_underground": 1, "us_troops": 1}}},
     "attack(southern_laos) infiltrate(southern_laos, 1)"),
    ("NVA", {"quang_nam": {"pieces": {"nva_guerrilla_underground": 2, "arvn_police": 1}}},
     "rally(quang_nam) ambush(quang_nam)"),
    ("VC", {"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}}},
     "attack(kien_phong) subvert(kien_phong)"),
]


@pytest.mark.parametrize("first, spaces, move", BARRED, ids=[m.split()[-1].split("(")[0] for _, _, m in BARRED])
def test_4_1_1_restricted_special_activities_refuse_other_operations(first, spaces, move):
    g = game(spaces, first=first)
    assert "4.1.1" in sections(g.check(move, dice=[1]))
    op = move.split()[0]
    assert move.split()[1].split("(")[0] + ")" not in "".join(
        g.legal(op).get("special_activity", []))


def test_4_1_1_unrestricted_special_activities_accompany_any_operation():
    """4.1.1: with nothing specified, any Operation: Air Strike with a Sweep,
    Transport with an Assault, Bombard with an Attack, Tax with an Attack."""
    g = game({"hue": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1}},
              "quang_nam": {"pieces": {"arvn_police": 1, "nva_troops": 1}}})
    assert g.check("sweep(hue) air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 1)", dice=[1]) == []
    g = game({"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}},
              "da_nang": {"pieces": {"arvn_troops": 2}}}, first="ARVN")
    assert g.check("assault(hue) transport(da_nang, quang_nam, arvn_troops, 2)") == []
    g = game({"quang_tri_thua_thien": {"pieces": {"us_troops": 3, "nva_troops": 3}}}, first="NVA")
    assert g.check("sa_first attack(quang_tri_thua_thien) attack_troops(quang_tri_thua_thien) "
                   "remove(attack, quang_tri_thua_thien, us_troops, 1) bombard(quang_tri_thua_thien, us_troops)") == []
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 2, "arvn_police": 1}},
              "kien_giang_an_xuyen": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    assert g.check("attack(kien_phong) tax(kien_giang_an_xuyen)", dice=[6]) == []
