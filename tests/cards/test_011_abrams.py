"""Card 11 Abrams, US Capability (5.3, 3.2.4; card text and tip in
shared/reference).  Its first tests are in test_op_capabilities.py."""

from tests.helpers import game, pieces, sections

TWO = {s: {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1, "vc_base": 1}} for s in ("kien_phong", "ba_xuyen")}


def test_unshaded_in_1_space_only_5_3():
    g = game(TWO, capabilities={11: "unshaded"})
    m = "assault(kien_phong) assault(ba_xuyen) abrams(kien_phong, vc_base) abrams(ba_xuyen, vc_base)"
    assert "5.3" in sections(g.check(m))
    r = g.apply("assault(kien_phong) assault(ba_xuyen) abrams(kien_phong, vc_base)")
    assert pieces(r, "kien_phong") == {"us_troops": 2} and pieces(r, "ba_xuyen") == {"us_troops": 2}


def test_unshaded_not_a_tunneled_base_tip_3_2_4():
    spaces = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1, "vc_base_tunneled": 1}}}
    assert "5.3" in sections(game(spaces, capabilities={11: "unshaded"}).check(
        "assault(kien_phong) abrams(kien_phong, vc_base_tunneled)"))


def test_unshaded_the_number_removed_stays_the_assaults_tip_3_2_4():
    """1 US Troop in a Lowland: 1 piece; the Base goes first, the Guerrilla stays."""
    spaces = {"kien_phong": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1, "vc_base": 1}}}
    r = game(spaces, capabilities={11: "unshaded"}).apply("assault(kien_phong) abrams(kien_phong, vc_base)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "vc_guerrilla_active": 1}


def test_shaded_arvn_assault_not_capped_5_3():
    spaces = {s: {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}} for s in ("kien_phong", "ba_xuyen", "tay_ninh")}
    g = game(spaces, first="ARVN", capabilities={11: "shaded"})
    assert g.check("assault(kien_phong) assault(ba_xuyen) assault(tay_ninh)") == []
