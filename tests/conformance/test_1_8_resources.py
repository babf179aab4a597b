"""1.8 Resources 0-75; 1.8.1 Joint Operations: the US spends only the ARVN
Resources above the marked Total Econ, the ARVN all of its own."""

from tests.helpers import game, sections

KIEN_PHONG = {"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 2}}}


def test_1_8_1_the_us_pays_the_arvn_follow_up_assault_only_above_total_econ():
    """3.2.4's ARVN Assault after a US Assault costs 3 ARVN Resources, which
    the US may spend only where they exceed Total Econ (15): 18 yes, 17 no."""
    assert game(KIEN_PHONG, resources={"ARVN": 18, "NVA": 10, "VC": 5}).check(
        "assault(kien_phong) assault_arvn(kien_phong)") == []
    g = game(KIEN_PHONG, resources={"ARVN": 17, "NVA": 10, "VC": 5})
    assert sections(g.check("assault(kien_phong) assault_arvn(kien_phong)")) == ["1.8.1"]
    assert g.check("assault(kien_phong)") == []                      # the US Assault itself is free


def test_1_8_1_the_arvn_spends_its_resources_at_or_below_econ():
    g = game(KIEN_PHONG, first="ARVN", resources={"ARVN": 3, "NVA": 10, "VC": 5}, econ=15)
    r = g.apply("assault(kien_phong)")
    assert r.state.resources["ARVN"] == 0


def test_1_8_resources_never_below_0_3_1():
    g = game(KIEN_PHONG, first="ARVN", resources={"ARVN": 2, "NVA": 10, "VC": 5})
    assert sections(g.check("assault(kien_phong)")) == ["3.1"]
    assert "assault" not in g.legal()
