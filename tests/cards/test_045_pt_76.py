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


def test_unshaded_guerrilla_attack_with_a_troop_there_loses_the_troop_tip():
    """The tip: the Troop goes though Guerrillas Attack (3.3.3, die 1: a hit)."""
    spaces = {"kien_phong": {"pieces": {"nva_troops": 1, "nva_guerrilla_underground": 2, "arvn_police": 1}}}
    r = game(spaces, first="NVA", capabilities={45: "unshaded"}).apply(
        "attack(kien_phong) remove(attack, kien_phong, arvn_police, 1)", dice=[1])
    assert pieces(r, "kien_phong") == {"nva_guerrilla_active": 2}


def test_unshaded_ambush_with_a_troop_there_loses_the_troop_tip():
    """The tip: an Ambush (4.4.3) in a space with an NVA Troop costs it too."""
    spaces = {"kien_phong": {"pieces": {"nva_troops": 1, "nva_guerrilla_underground": 1, "arvn_police": 1}}}
    r = game(spaces, first="NVA", capabilities={45: "unshaded"}).apply(
        "attack(kien_phong) ambush(kien_phong) remove(attack, kien_phong, arvn_police, 1)")
    assert pieces(r, "kien_phong") == {"nva_guerrilla_active": 1}


def test_unshaded_no_troop_no_effect_tip():
    spaces = {"kien_phong": {"pieces": {"nva_guerrilla_underground": 2, "arvn_police": 1}}}
    r = game(spaces, first="NVA", capabilities={45: "unshaded"}).apply(
        "attack(kien_phong) remove(attack, kien_phong, arvn_police, 1)", dice=[1])
    assert pieces(r, "kien_phong") == {"nva_guerrilla_active": 2}


def test_shaded_only_1_space_5_3():
    spaces = {s: {"pieces": {"nva_troops": 2, "arvn_police": 2}} for s in ("kien_phong", "kien_hoa_vinh_binh")}
    m = " ".join(f"attack({s}) attack_troops({s})" for s in spaces) + " pt76(kien_phong) pt76(kien_hoa_vinh_binh)"
    assert "5.3" in sections(game(spaces, first="NVA", capabilities={45: "shaded"}).check(m))
