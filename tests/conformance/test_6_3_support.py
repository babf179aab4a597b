"""6.3 Support Phase: Pacification (US then ARVN) and Agitation."""

from tests.helpers import coup_game, sections

BD = "binh_dinh"     # Province, Population 2
US_READY = {BD: {"pieces": {"us_troops": 2, "arvn_police": 1}, "terror": 1}}


def test_6_3_1_pacify_3_per_terror_then_per_level():
    r = coup_game("support_us", US_READY).apply(f"coup_pacify({BD}, 2)")
    assert "terror" not in r.state.spaces[BD] and r.state.spaces[BD]["support"] == "active_support"
    assert r.state.resources["ARVN"] == 30 - 3 * 3
    assert r.state.coup["phase"] == "support_arvn" and r.state.coup["support"] == {BD: 2}


def test_6_3_1_ky_costs_4():
    r = coup_game("support_us", US_READY, card=127, leader_box=[127]).apply(f"coup_pacify({BD}, 1)")
    assert r.state.resources["ARVN"] == 30 - 4 * 2


def test_6_3_1_needs_coin_control_police_and_own_troops():
    g = coup_game("support_us", {BD: {"pieces": {"arvn_troops": 2, "arvn_police": 1}}})
    assert sections(g.check(f"coup_pacify({BD}, 1)")) == ["6.3.1"]              # no US Troops
    g = coup_game("support_arvn", {BD: {"pieces": {"arvn_troops": 2}}})
    assert sections(g.check(f"coup_pacify({BD}, 1)")) == ["6.3.1"]              # no Police
    g = coup_game("support_arvn", {BD: {"pieces": {"arvn_troops": 1, "arvn_police": 1, "vc_guerrilla_active": 3}}})
    assert sections(g.check(f"coup_pacify({BD}, 1)")) == ["6.3.1"]              # no COIN Control


def test_6_3_1_two_levels_per_space_in_the_phase_us_and_arvn_together():
    spaces = {BD: {"pieces": {"us_troops": 1, "arvn_troops": 1, "arvn_police": 1}}}
    g = coup_game("support_arvn", spaces, coup={"support": {BD: 1}},)
    assert sections(g.check(f"coup_pacify({BD}, 2)")) == ["6.3.1"]
    assert g.check(f"coup_pacify({BD}, 1)") == []


def test_6_3_1_four_spaces_in_all():
    names = ["quang_nam", "quang_tin_quang_ngai", "pleiku_darlac", "khanh_hoa", BD]
    spaces = {s: {"pieces": {"arvn_troops": 1, "arvn_police": 1}} for s in names}
    g = coup_game("support_arvn", spaces, coup={"support": {"quang_nam": 1, "pleiku_darlac": 2, "khanh_hoa": 1}})
    assert g.check(f"coup_pacify({BD}, 1)") == []
    assert sections(g.check(f"coup_pacify({BD}, 1) coup_pacify(quang_tin_quang_ngai, 1)")) == ["6.3.1"]


def test_6_3_1_us_spends_only_above_total_econ_1_8_1():
    g = coup_game("support_us", {BD: {"pieces": {"us_troops": 2, "arvn_police": 1}}}, resources={"ARVN": 20, "NVA": 0, "VC": 0})
    assert sections(g.check(f"coup_pacify({BD}, 2)")) == ["1.8.1"]             # 6 of 20 would leave 14 < 15
    g = coup_game("support_arvn", {BD: {"pieces": {"arvn_troops": 2, "arvn_police": 1}}}, resources={"ARVN": 20, "NVA": 0, "VC": 0})
    assert g.check(f"coup_pacify({BD}, 2)") == []


def test_6_3_2_agitate_1_resource_per_terror_or_level():
    spaces = {BD: {"pieces": {"vc_guerrilla_active": 1}, "terror": 1, "support": "passive_support"}}
    r = coup_game("support_vc", spaces).apply(f"agitate({BD}, 2)")
    assert r.state.spaces[BD]["support"] == "passive_opposition" and "terror" not in r.state.spaces[BD]
    assert r.state.resources["VC"] == 5 - 3


def test_6_3_2_agitate_needs_vc_and_no_coin_control_max_4():
    g = coup_game("support_vc", {BD: {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 2}}})
    assert sections(g.check(f"agitate({BD}, 1)")) == ["6.3.2"]
    g = coup_game("support_vc", {"quang_nam": {"pieces": {"nva_troops": 1}}})
    assert sections(g.check("agitate(quang_nam, 1)")) == ["6.3.2"]
    names = ["quang_nam", "quang_tin_quang_ngai", "pleiku_darlac", "khanh_hoa", BD]
    g = coup_game("support_vc", {s: {"pieces": {"vc_guerrilla_active": 1}} for s in names}, resources={"ARVN": 0, "NVA": 0, "VC": 20})
    assert "6.3.2" in sections(g.check(" ".join(f"agitate({s}, 1)" for s in names)))


def test_6_3_nothing_is_coup_done():
    r = coup_game("support_us").apply("coup_done")
    assert r.state.coup["phase"] == "support_arvn"
    assert sections(coup_game("support_us").check("pass")) == ["6.0"]


def test_6_3_2_and_1_6_1_no_agitation_levels_in_a_space_without_population():
    """1.6.1: only Cities and Provinces with at least 1 Population show a
    Support level; Phuoc Long (Population 0) stays Neutral, so Agitation can
    buy no level there (6.3.2: each Resource shifts a level once no Terror is
    left): 1 level is refused, and `legal` offers only 0 levels; its Terror
    marker may still be removed for 1 Resource."""
    spaces = {"phuoc_long": {"pieces": {"vc_guerrilla_active": 1}, "terror": 1}}
    g = coup_game("support_vc", spaces)
    assert sections(g.check("agitate(phuoc_long, 1)")) == ["6.3.2"]
    assert set(g.legal()["agitate"]) == {"agitate(phuoc_long,0)"}
    r = g.apply("agitate(phuoc_long, 0)")
    assert "terror" not in r.state.spaces["phuoc_long"] and r.state.resources["VC"] == 5 - 1
    assert "support" not in r.state.spaces["phuoc_long"]


def test_6_3_1_and_1_6_1_no_pacification_levels_in_a_space_without_population():
    """1.6.1, 6.3.1: Pacification shifts toward Active Support only where a
    level can be shown; in Phuoc Long (Population 0) 1 level is refused."""
    g = coup_game("support_arvn", {"phuoc_long": {"pieces": {"arvn_troops": 1, "arvn_police": 1}}})
    assert sections(g.check("coup_pacify(phuoc_long, 1)")) == ["6.3.1"]


def test_3_3_4_and_1_6_1_vc_terror_in_a_space_without_population_shifts_nothing():
    """3.3.4: VC Terror shifts a Province 1 level toward Active Opposition;
    1.6.1: a Province of Population 0 always stays Neutral: the Terror marker
    is placed, no Opposition."""
    from tests.helpers import game
    g = game({"phuoc_long": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    r = g.apply("terror(phuoc_long)")
    assert r.state.spaces["phuoc_long"].get("terror") == 1
    assert "support" not in r.state.spaces["phuoc_long"]


def test_6_3_1_arvn_needs_arvn_troops_and_not_on_a_loc():
    """6.3.1: the Pacifying Faction's own Troops (US Troops do not let the
    ARVN Pacify); Provinces and Cities only, never a LoC; `legal` offers neither."""
    spaces = {BD: {"pieces": {"us_troops": 2, "arvn_police": 1}},
              "loc_hue_da_nang": {"pieces": {"arvn_troops": 2, "arvn_police": 2}}}
    g = coup_game("support_arvn", spaces)
    assert sections(g.check(f"coup_pacify({BD}, 1)")) == ["6.3.1"]
    assert sections(g.check("coup_pacify(loc_hue_da_nang, 0)")) == ["6.3.1"]
    assert not g.legal().get("coup_pacify")


def test_6_3_2_agitate_at_most_2_levels_and_not_on_a_loc():
    """6.3.2: at most 2 levels per space; a LoC (no Population, no Support) is no Agitation space."""
    spaces = {BD: {"pieces": {"vc_guerrilla_active": 1}, "support": "active_support"},
              "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 2}}}
    g = coup_game("support_vc", spaces, resources={"ARVN": 0, "NVA": 0, "VC": 20})
    assert sections(g.check(f"agitate({BD}, 3)")) == ["6.3.2"]
    assert g.check(f"agitate({BD}, 2)") == []
    assert sections(g.check("agitate(loc_hue_da_nang, 0)")) == ["6.3.2"]
    offered = set(g.legal()["agitate"])
    assert offered == {f"agitate({BD},0)", f"agitate({BD},1)", f"agitate({BD},2)"}


def test_6_3_2_agitate_costs_vc_resources_they_have():
    """6.3.2: 1 VC Resource per level: 1 Resource pays 1 level, not 2."""
    spaces = {BD: {"pieces": {"vc_guerrilla_active": 1}}}
    g = coup_game("support_vc", spaces, resources={"ARVN": 0, "NVA": 0, "VC": 1})
    assert g.check(f"agitate({BD}, 1)") == []
    assert g.check(f"agitate({BD}, 2)") != []
    assert set(g.legal()["agitate"]) == {f"agitate({BD},0)", f"agitate({BD},1)"}


def test_6_3_1_legal_offers_no_us_pacification_below_total_econ_1_8_1():
    """6.3.1, 1.8.1: with 20 ARVN Resources and Total Econ 15, the US may pay
    3 (1 level), not 6 (2 levels): `legal` offers 1 level, not 2."""
    g = coup_game("support_us", {BD: {"pieces": {"us_troops": 2, "arvn_police": 1}}}, resources={"ARVN": 20, "NVA": 0, "VC": 0})
    assert set(g.legal()["coup_pacify"]) == {f"coup_pacify({BD},0)", f"coup_pacify({BD},1)"}
