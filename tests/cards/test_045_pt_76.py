"""Card 45 PT-76, NVA Capability (5.3, 3.3.3)."""

from tests.helpers import game, pieces, sections

SPACES = {"kien_phong": {"pieces": {"nva_troops": 4, "arvn_police": 3}}}
TROOPS = "attack(kien_phong) attack_troops(kien_phong)"


def test_nva_troop_attack_is_one_per_two_troops_3_3_3():
    r = game(SPACES, first="NVA").apply(TROOPS + " remove(attack, kien_phong, arvn_police, 2)")
    assert pieces(r, "kien_phong") == {"nva_troops": 4, "arvn_police": 1}


def test_unshaded_one_nva_troop_removed_first():
    r = game(SPACES, first="NVA", capabilities={45: "unshaded"}).apply(TROOPS + " remove(attack, kien_phong, arvn_police, 1)")
    assert pieces(r, "kien_phong") == {"nva_troops": 3, "arvn_police": 2}        # 3 Troops left: 1 hit


def test_shaded_one_space_one_enemy_per_troop():
    g = game(SPACES, first="NVA", capabilities={45: "shaded"})
    r = g.apply(TROOPS + " pt76(kien_phong) remove(attack, kien_phong, arvn_police, 3)")
    assert pieces(r, "kien_phong") == {"nva_troops": 4}
    assert sections(game(SPACES, first="NVA").check(TROOPS + " pt76(kien_phong)")) == ["5.3"]
