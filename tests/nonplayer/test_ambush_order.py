"""Ambushes that let another Ambush or the Attack remove a COIN Base (an
Ambush from a LoC takes the last COIN piece next to it; the spaces resolve in
order, 3.1, ruling 178): the VC Non-player's first Ambush bullet (8.5.4),
before Ambushes that remove Bases (second bullet); the NVA's first (8.6.1)."""

from fitl.nonplayer import decide

from .nva_positions import nva
from .positions import box, position

U = "vc_guerrilla_underground"
# Both Mekong LoCs touch Kien Phong; Saigon-Can Tho also Kien Hoa, Can
# Tho-Chau Doc also Kien Giang.  A lone US Base in each of those two (the
# Full scenario holds 2 of the 3 ARVN Bases Out of Play).
LONE_BASES = {"loc_saigon_can_tho": {"pieces": {U: 1}}, "loc_can_tho_chau_doc": {"pieces": {U: 1}},
              "kien_hoa_vinh_binh": {"pieces": {"us_base": 1}},
              "kien_giang_an_xuyen": {"pieces": {"us_base": 1}}}


def _ambushes(move):
    return sorted(a for a in move if a.startswith("ambush(") and a.count(",") == 2)


def test_8_5_4_the_ambush_that_lets_another_take_a_base_comes_first_ruling_178():
    """Kien Phong: 1 ARVN Police and an ARVN Base.  One Ambush takes the Police,
    the other the Base behind it (1st bullet, 1 such Ambush), rather than the 2
    lone Bases (2nd bullet: 2 Bases)."""
    g = position({**LONE_BASES, "kien_phong": {"pieces": {"arvn_police": 1, "arvn_base": 1}}},
                 resources={"VC": 2}, second=True)
    got = _ambushes(box(g, "attack"))
    assert sorted(a.split(",", 1)[1] for a in got) == ["kien_phong,arvn_base)", "kien_phong,arvn_police)"]


def test_8_5_4_no_ambush_can_open_a_base_then_bases_first():
    """The other branch: 2 Police in Kien Phong, so no Ambush there lets another
    take its Base: the Ambushes remove the 2 lone Bases (2nd bullet)."""
    g = position({**LONE_BASES, "kien_phong": {"pieces": {"arvn_police": 2, "arvn_base": 1}}},
                 resources={"VC": 2}, second=True)
    assert _ambushes(box(g, "attack")) == ["ambush(loc_can_tho_chau_doc,kien_giang_an_xuyen,us_base)",
                                          "ambush(loc_saigon_can_tho,kien_hoa_vinh_binh,us_base)"]


def test_8_6_1_nva_ambush_takes_the_police_so_the_troops_take_the_base_ruling_178():
    """8.6.1 AMBUSH, first bullet: an Ambush that lets a Troop Attack remove
    a COIN Base.  The Ambush from Saigon-Can Tho takes Kien Phong's Police;
    the 2 NVA Troops there then remove the ARVN Base (1 piece per 2 Troops),
    rather than the Ambush taking a piece in Central Laos (2nd bullet)."""
    g = nva({"loc_saigon_can_tho": {"pieces": {"nva_guerrilla_underground": 1}},
             "kien_phong": {"pieces": {"arvn_police": 1, "arvn_base": 1, "nva_troops": 2}},
             "central_laos": {"pieces": {"nva_guerrilla_underground": 1, "us_troops": 1}}})
    moves = decide(g, "NVA", rolls={"attack_q": 2}).move.split()
    assert "ambush(loc_saigon_can_tho,kien_phong,arvn_police)" in moves
    assert "remove(attack,kien_phong,arvn_base,1)" in moves


def test_8_6_1_without_a_base_to_open_the_ambush_goes_to_laos():
    """The other branch: 2 Police in Kien Phong, so no Ambush opens its Base to
    the Troops: an Ambush takes the US Troop in Central Laos (2nd bullet:
    Laos or Cambodia first)."""
    g = nva({"loc_saigon_can_tho": {"pieces": {"nva_guerrilla_underground": 1}},
             "kien_phong": {"pieces": {"arvn_police": 2, "arvn_base": 1, "nva_troops": 2}},
             "central_laos": {"pieces": {"nva_guerrilla_underground": 1, "us_troops": 1}}})
    moves = decide(g, "NVA", rolls={"attack_q": 2}).move.split()
    assert "ambush(central_laos,central_laos,us_troops)" in moves
    assert "remove(attack,kien_phong,arvn_base,1)" not in moves
