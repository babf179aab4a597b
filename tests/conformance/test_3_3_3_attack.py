"""Attack (3.3.3): roll, up to 2 pieces, Bases last, Casualties and Attrition."""

import pytest

from fitl.errors import BadInput
from helpers import game, pieces, sections

POS = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 2, "us_troops": 1, "arvn_police": 1}}}


def test_3_3_3_success_when_roll_at_most_guerrillas():
    r = game(POS, first="VC").apply(
        "attack(kien_phong) remove(attack, kien_phong, us_troops, 1) remove(attack, kien_phong, arvn_police, 1)",
        dice=[2])
    # Both Guerrillas Activate; 1 goes to Attrition for the US Troop; the Troop is a Casualty.
    assert pieces(r, "kien_phong") == {"vc_guerrilla_active": 1}
    assert r.state.casualties == {"us_troops": 1}
    assert r.state.resources["VC"] == 4


def test_3_3_3_failure_when_roll_higher_still_activates():
    r = game(POS, first="VC").apply("attack(kien_phong) remove(attack, kien_phong, us_troops, 1)", dice=[3])
    assert pieces(r, "kien_phong") == {"vc_guerrilla_active": 2, "us_troops": 1, "arvn_police": 1}


def test_3_3_3_coin_bases_last():
    g = game({"pleiku_darlac": {"pieces": {"vc_guerrilla_underground": 3, "us_base": 1, "us_irregular_underground": 1}}},
             first="VC")
    assert sections(g.check("attack(pleiku_darlac) remove(attack, pleiku_darlac, us_base, 1)", dice=[1])) == ["3.3.3"]
    r = g.apply("attack(pleiku_darlac) remove(attack, pleiku_darlac, us_irregular_underground, 1) "
                "remove(attack, pleiku_darlac, us_base, 1)", dice=[1])
    # US Base removed: Attrition costs 1 Guerrilla; both US pieces are Casualties.
    assert pieces(r, "pleiku_darlac") == {"vc_guerrilla_active": 2}
    assert r.state.casualties == {"us_base": 1, "us_irregular": 1}


def test_3_3_3_nva_troops_attack_one_per_two_no_roll():
    g = game({"quang_tri_thua_thien": {"pieces": {"nva_troops": 5, "arvn_troops": 3}}}, first="NVA")
    r = g.apply("attack(quang_tri_thua_thien) attack_troops(quang_tri_thua_thien)")
    assert pieces(r, "quang_tri_thua_thien") == {"nva_troops": 5, "arvn_troops": 1}
    assert r.dice == []


def test_3_3_3_needs_enemy_pieces():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 6}}}, first="NVA")
    assert sections(g.check("attack(north_vietnam)")) == ["3.3.3"]


def test_3_3_3_attacker_chooses_what_to_remove_so_an_unnamed_choice_is_ambiguous():
    """3.3.3: the attacker picks the (up to) 2 enemy pieces removed; with three
    of different types a move that names none leaves several outcomes open,
    and `apply` says it is ambiguous (docs/moves.md) instead of picking one."""
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 2, "us_troops": 1, "arvn_police": 1,
                                        "arvn_troops": 1}}}, first="VC")
    with pytest.raises(BadInput, match="ambiguous"):
        g.apply("attack(kien_phong)", dice=[1])
    r = g.apply("attack(kien_phong) remove(attack, kien_phong, arvn_police, 1) "
                "remove(attack, kien_phong, arvn_troops, 1)", dice=[1])
    assert pieces(r, "kien_phong") == {"vc_guerrilla_active": 2, "us_troops": 1}


def test_3_3_3_legal_lists_what_the_attack_may_remove():
    """Given the Attack space, legal lists the pieces the move may name for
    removal if the roll succeeds (3.3.3: any enemy pieces, Underground
    Special Forces too, up to 2), so the ambiguous move above can be
    completed; with both US and ARVN there, either may be left untargeted
    (3.1)."""
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 2, "us_troops": 1, "arvn_police": 1,
                                        "us_irregular_underground": 1}}}, first="VC")
    got = g.legal("attack(kien_phong)")
    assert got["remove"] == ["remove(attack,kien_phong,arvn_police,1)",
                             "remove(attack,kien_phong,us_irregular_underground,1)",
                             "remove(attack,kien_phong,us_troops,1)"]
    assert got["spare"] == ["spare(attack,kien_phong,arvn)", "spare(attack,kien_phong,us)"]
    # With the US alone there, leaving it untargeted would target no one.
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 2, "us_troops": 2}}}, first="VC")
    got = g.legal("attack(kien_phong)")
    assert got["remove"] == ["remove(attack,kien_phong,us_troops,1)", "remove(attack,kien_phong,us_troops,2)"]
    assert "spare" not in got


def test_3_3_3_nva_troops_attack_loses_troops_to_attrition_and_activates_nobody():
    """3.3.3: an NVA Troop Attack Activates no Guerrilla; the US Troops it
    removes go to Casualties, and Attrition takes NVA Troops (the pieces
    used), one per US Troop."""
    g = game({"kien_phong": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1, "us_troops": 2}}},
             first="NVA")
    r = g.apply("attack(kien_phong) attack_troops(kien_phong)")
    assert pieces(r, "kien_phong") == {"nva_troops": 2, "nva_guerrilla_underground": 1}
    assert r.state.casualties == {"us_troops": 2}
    assert r.state.resources["NVA"] == 9 and r.dice == []


def test_3_3_3_the_vc_attack_only_us_and_arvn_pieces():
    """3.3.3 (1.5): the enemy of the VC is the US and ARVN; a space with VC
    and NVA pieces only cannot be Attacked."""
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "nva_guerrilla_active": 1}}}, first="VC")
    assert sections(g.check("attack(kien_phong)")) == ["3.3.3"]


def test_3_3_3_attack_on_a_loc_costs_1():
    """3.3.3: 1 Resource per space, LoCs included (unlike Terror)."""
    g = game({"loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 1}}}, first="VC")
    r = g.apply("attack(loc_hue_da_nang) remove(attack, loc_hue_da_nang, arvn_police, 1)", dice=[1])
    assert pieces(r, "loc_hue_da_nang") == {"vc_guerrilla_active": 1}
    assert r.state.resources["VC"] == 4


def test_3_1_untargeted_allies_still_protect_bases_in_assault_and_attack():
    """3.1 NOTE, 3.2.4, 3.3.3: an Operation may target one enemy only, but the
    other Faction's non-Base pieces still protect its ally's Base: the VC
    leaving the US untargeted may not take the ARVN Base past a US Troop; a
    US Assault leaving the NVA untargeted may not take the VC Base past an
    Active NVA Guerrilla."""
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 3, "us_troops": 1, "arvn_base": 1}}},
             first="VC")
    assert sections(g.check("attack(kien_phong) spare(attack, kien_phong, us) "
                            "remove(attack, kien_phong, arvn_base, 1)", dice=[1])) == ["3.3.3"]
    g = game({"kien_phong": {"pieces": {"us_troops": 3, "nva_guerrilla_active": 1, "vc_base": 1}}})
    assert sections(g.check("assault(kien_phong) spare(assault, kien_phong, nva) "
                            "remove(assault, kien_phong, vc_base, 1)")) == ["3.2.4"]
    r = g.apply("assault(kien_phong) spare(assault, kien_phong, nva)")
    assert pieces(r, "kien_phong") == {"us_troops": 3, "nva_guerrilla_active": 1, "vc_base": 1}
