"""8.5.1 VC Terror: the question, the box, Tax and Subvert (expected values
from the rules text of 8.5.1)."""

from .positions import ask, box, position

U, A = "vc_guerrilla_underground", "vc_guerrilla_active"


def test_8_5_1_terror_yes_where_a_space_is_at_support():
    g = position({"quang_nam": {"pieces": {U: 1}, "support": "passive_support"}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=12) == "yes"


def test_8_5_1_terror_no_at_active_opposition_only():
    """No shift is possible at Active Opposition, and no space is at Support."""
    g = position({"quang_nam": {"pieces": {U: 1}, "support": "active_opposition"}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=2) == "no"


def test_8_5_1_terror_yes_when_population_shifted_reaches_2d6():
    """Neutral Tay Ninh (2) and Binh Dinh (2): 4 Population toward Opposition."""
    g = position({"tay_ninh": {"pieces": {U: 1}}, "binh_dinh": {"pieces": {U: 1}}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=4) == "yes"
    assert ask(g, "terror_q", roll=5) == "no"


def test_8_5_1_terror_without_taxing_needs_resources():
    """Enough Resources without Taxing: at 1 Resource, one space only (2 Pop < 4)."""
    g = position({"tay_ninh": {"pieces": {U: 1}}, "binh_dinh": {"pieces": {U: 1}}}, resources={"VC": 1})
    assert ask(g, "terror_q", roll=3) == "no"
    assert ask(g, "terror_q", roll=2) == "yes"


def test_8_5_1_last_underground_guerrilla_at_a_vc_base_kept():
    """Never the last Underground VC Guerrilla of a Neutral or Passive
    Opposition space with a VC Base; with two, one may Terrorize."""
    g = position({"tay_ninh": {"pieces": {U: 1, "vc_base": 1}}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=2) == "no"
    g = position({"tay_ninh": {"pieces": {U: 2, "vc_base": 1}}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=2) == "yes"


def test_8_5_1_last_underground_guerrilla_used_at_support():
    """In Support spaces the VC use their last Underground Guerrilla."""
    g = position({"tay_ninh": {"pieces": {U: 1, "vc_base": 1}, "support": "active_support"}}, resources={"VC": 3})
    assert ask(g, "terror_q", roll=12) == "yes"


def test_8_5_1_terror_highest_population_first():
    """1 Resource: Terror in Binh Dinh (2) rather than Quang Nam (1)."""
    g = position({"quang_nam": {"pieces": {U: 1}}, "binh_dinh": {"pieces": {U: 1}}}, resources={"VC": 1})
    assert box(g, "terror", sas=False) == ["terror(binh_dinh)"]


def test_8_5_1_terror_everywhere_a_shift_is_possible():
    g = position({"quang_nam": {"pieces": {U: 1}}, "binh_dinh": {"pieces": {U: 1}},
                  "tay_ninh": {"pieces": {U: 1}, "support": "active_opposition"}}, resources={"VC": 5})
    assert box(g, "terror", sas=False) == ["terror(binh_dinh)", "terror(quang_nam)"]


def test_8_5_1_sabotage_only_with_more_than_12_resources_and_aid_below_30():
    spaces = {"binh_dinh": {"pieces": {U: 1}}, "loc_saigon_can_tho": {"pieces": {U: 1}}}
    g = position(spaces, resources={"VC": 13}, aid=20)
    assert box(g, "terror", sas=False) == ["terror(binh_dinh)", "terror(loc_saigon_can_tho)"]
    g = position(spaces, resources={"VC": 12}, aid=20)
    assert box(g, "terror", sas=False) == ["terror(binh_dinh)"]
    g = position(spaces, resources={"VC": 13}, aid=30)
    assert box(g, "terror", sas=False) == ["terror(binh_dinh)"]


def test_8_5_1_tax_2_econ_loc_before_1_econ():
    """Tax up to 4 spaces, 2-Econ LoCs first: with Underground VC on five LoCs,
    Saigon-Can Tho (2) is among the four."""
    locs = ["loc_saigon_can_tho", "loc_hue_da_nang", "loc_saigon_cam_ranh", "loc_kontum_qui_nhon",
            "loc_cam_ranh_da_lat"]
    spaces = {x: {"pieces": {U: 1}} for x in locs}
    spaces["binh_dinh"] = {"pieces": {U: 1}}
    g = position(spaces, resources={"VC": 3})
    move = box(g, "terror")
    taxed = [a for a in move if a.startswith("tax(")]
    assert len(taxed) == 4 and "tax(loc_saigon_can_tho)" in taxed


def test_8_5_1_no_tax_above_9_resources_subvert_instead():
    """More than 9 Resources after the Terror (14 - 2): no Tax; Subvert where
    Underground VC and ARVN cubes are, replacing only where exactly 1 ARVN
    cube is."""
    spaces = {"binh_dinh": {"pieces": {U: 1}}, "loc_saigon_can_tho": {"pieces": {U: 1}},
              "kien_phong": {"pieces": {U: 2, "arvn_police": 1}}}
    g = position(spaces, resources={"VC": 14}, aid=40)
    move = box(g, "terror")
    assert not any(a.startswith("tax(") for a in move)
    assert "subvert_replace(kien_phong,arvn_police)" in move
    assert g.apply(" ".join(move), faction="VC").state.spaces["kien_phong"]["pieces"].get("arvn_police", 0) == 0


def test_8_5_1_subvert_removes_two_cubes_where_more_than_one():
    spaces = {"binh_dinh": {"pieces": {U: 1}},
              "kien_phong": {"pieces": {U: 2, "arvn_police": 1, "arvn_troops": 1}}}
    g = position(spaces, resources={"VC": 14}, aid=40)
    move = box(g, "terror")
    assert "subvert(kien_phong)" in move and not any(a.startswith("subvert_replace") for a in move)
    assert "remove(subvert,kien_phong,arvn_police,1)" in move and "remove(subvert,kien_phong,arvn_troops,1)" in move


def test_8_5_1_tax_where_the_terror_reaches_0_resources_then_terror_goes_on():
    """8.5.1: 1 Resource, Terror possible in Saigon (6), Hue (2) and Qui Nhon
    (1): the Terror pays for Saigon and hits 0 with spaces to go, so the VC Tax
    (the 2-Econ LoC first, +2; then no Active Support space; the third
    priority only while at 0: no) and go on with Hue and Qui Nhon: the Tax
    during the Terror, after Saigon's and before Hue's and Qui Nhon's (4.1,
    after_sa; ruling 162)."""
    g = position({"saigon": {"pieces": {U: 1}, "support": "passive_support"},
                  "hue": {"pieces": {U: 1}, "support": "passive_support"},
                  "qui_nhon": {"pieces": {U: 1}, "support": "passive_support"},
                  "loc_saigon_can_tho": {"pieces": {U: 1}},
                  "tay_ninh": {"pieces": {U: 2}, "support": "active_opposition"}}, resources={"VC": 1})
    move = box(g, "terror")
    assert g.check(" ".join(move), faction="VC") == []
    assert [a for a in move if a.startswith("tax(")] == ["tax(loc_saigon_can_tho)"]
    assert {"terror(saigon)", "terror(hue)", "terror(qui_nhon)", "sa_during"} <= set(move)
    assert sorted(a for a in move if a.startswith("after_sa(")) == ["after_sa(hue)", "after_sa(qui_nhon)"]
