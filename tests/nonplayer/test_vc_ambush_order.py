"""8.5.4 AMBUSH, first bullet: the VC Non-player first Ambushes so that
another Ambush or the Attack removes a COIN Base (an Ambush from a LoC takes
the last COIN piece next to it; the spaces resolve in order, 3.1, ruling 178),
before Ambushes that remove Bases (second bullet)."""

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
