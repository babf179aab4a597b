"""4.4.2: Bombard may select a space with 3+ US/ARVN Troops or with a US or
ARVN Base, and removes 1 US or ARVN Troop cube there. Ruling 269: the Base
never goes, so a space with a COIN Base needs a Troop of the named Faction to
Bombard (8.6.1 reads it as a COIN Base and at least 1 COIN Troop); with a Base
and 1 Troop, fewer than 3, the Troop goes."""

from tests.helpers import game, pieces, sections

# Kontum: a US Base alone; Binh Dinh: an ARVN Base and 1 ARVN Troop; both next
# to Pleiku-Darlac's 3 NVA Troops.
SPACES = {"kontum": {"pieces": {"us_base": 1}}, "pleiku_darlac": {"pieces": {"nva_troops": 3}},
          "binh_dinh": {"pieces": {"arvn_base": 1, "arvn_troops": 1}}}


def test_4_4_2_a_base_alone_is_not_bombarded_ruling_269():
    g = game(SPACES, first="NVA")
    for key in ("us_troops", "arvn_troops"):
        reasons = g.check(f"rally(pleiku_darlac) bombard(kontum, {key})")
        assert "4.4.2" in sections(reasons)
    assert "4.4.2" in sections(g.check("rally(pleiku_darlac) bombard(binh_dinh, us_troops)"))   # no US Troop there
    assert g.legal("rally(pleiku_darlac)", sa="bombard")["bombard"] == ["bombard(binh_dinh,arvn_troops)"]


def test_4_4_2_a_base_with_one_troop_loses_the_troop_ruling_269():
    g = game(SPACES, first="NVA")
    r = g.apply("rally(pleiku_darlac) bombard(binh_dinh, arvn_troops)")
    assert pieces(r, "binh_dinh") == {"arvn_base": 1}
