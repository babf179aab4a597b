"""Card 116 Cadres, VC Capability (5.3, 3.3.4, 6.3.2, 3.3.1)."""

from tests.helpers import coup_game, game, pieces, sections

TERROR = {"quang_nam": {"pieces": {"vc_guerrilla_underground": 3}}}


def test_unshaded_terror_costs_2_vc_guerrillas():
    g = game(TERROR, first="VC", capabilities={116: "unshaded"})
    assert sections(g.check("terror(quang_nam)")) == ["5.3"]
    r = g.apply("terror(quang_nam) cadres(quang_nam, vc_guerrilla_underground, 2)")
    assert pieces(r, "quang_nam") == {"vc_guerrilla_active": 1}
    assert game(TERROR, first="VC").check("terror(quang_nam)") == []


def test_unshaded_agitation_costs_2_vc_guerrillas():
    g = coup_game("support_vc", {"quang_nam": {"pieces": {"vc_guerrilla_active": 2}}}, capabilities={116: "unshaded"})
    assert sections(g.check("agitate(quang_nam, 1)")) == ["5.3"]
    r = g.apply("agitate(quang_nam, 1) cadres(quang_nam, vc_guerrilla_active, 2)")
    assert pieces(r, "quang_nam") == {} and r.state.spaces["quang_nam"]["support"] == "passive_opposition"


def test_shaded_rally_space_with_base_may_agitate_under_coin_control():
    spaces = {"quang_nam": {"pieces": {"vc_base": 1, "arvn_troops": 3}, "terror": 1}}   # COIN Control, Neutral
    g = game(spaces, first="VC", capabilities={116: "shaded"})
    r = g.apply("rally(quang_nam) cadres_agitate(quang_nam, 2)")
    assert r.state.spaces["quang_nam"]["support"] == "active_opposition" and "terror" not in r.state.spaces["quang_nam"]
    assert r.state.resources["VC"] == 5 - 1 - 3
    assert sections(game(spaces, first="VC").check("rally(quang_nam) cadres_agitate(quang_nam, 1)")) == ["5.3"]


def test_116_unshaded_no_terror_with_fewer_than_2_vc_guerrillas_tip_5_3():
    g = game({"quang_nam": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC", capabilities={116: "unshaded"})
    assert "5.3" in sections(g.check("terror(quang_nam) cadres(quang_nam, vc_guerrilla_underground, 1)"))


def test_116_unshaded_nva_terror_as_usual_5_3():
    g = game({"quang_nam": {"pieces": {"nva_guerrilla_underground": 1}}}, first="NVA", capabilities={116: "unshaded"})
    assert pieces(g.apply("terror(quang_nam)"), "quang_nam") == {"nva_guerrilla_active": 1}


def test_116_shaded_base_must_be_there_before_the_rally_5_3():
    spaces = {"tay_ninh": {"pieces": {"vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}}}
    g = game(spaces, first="VC", capabilities={116: "shaded"})
    assert g.check("rally(tay_ninh) rally_base(tay_ninh, 1)") == []
    assert sections(g.check("rally(tay_ninh) rally_base(tay_ninh, 1) cadres_agitate(tay_ninh, 1)")) == ["5.3"]


def test_116_shaded_only_1_space_5_3():
    spaces = {s: {"pieces": {"vc_base": 1}} for s in ("quang_nam", "tay_ninh")}
    g = game(spaces, first="VC", capabilities={116: "shaded"})
    m = "rally(quang_nam) rally(tay_ninh) cadres_agitate(quang_nam, 1)"
    assert g.check(m) == []
    assert sections(g.check(m + " cadres_agitate(tay_ninh, 1)")) == ["5.3"]


def _tet_with_cadres():
    from tests.helpers import game as _game
    south = {s: {"pieces": {"vc_guerrilla_active": 3}} for s in
             ("quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa", "tay_ninh", "kien_phong", "ba_xuyen")}
    south["hue"] = {"pieces": {"vc_guerrilla_underground": 1}}
    south["da_nang"] = {"pieces": {"vc_guerrilla_underground": 3}}
    g = _game(south, first="ARVN", capabilities={116: "unshaded"},
              cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126], "pivotal": {"VC": 124}})
    return g.apply("faction(vc) play_pivotal").game.apply("event(unshaded)").game


def test_116_unshaded_tet_terror_only_where_2_vc_guerrillas_can_go_ruling_241():
    """Card 124's free Terror (every space with an Underground VC Guerrilla)
    under Cadres (unshaded): the Capability's 2 Guerrillas still go, so a
    space with fewer cannot Terror (card 116's tip) and is left out (5.1.3)."""
    g = _tet_with_cadres()
    assert g.legal("") != {}
    assert g.check("terror(da_nang) cadres(da_nang, vc_guerrilla_underground, 2)") == []
    assert sections(g.check("terror(da_nang)")) == ["5.3"]
    assert "5.1.3" in sections(g.check("skip"))
    r = g.apply("terror(da_nang) cadres(da_nang, vc_guerrilla_underground, 2)")
    assert pieces(r, "da_nang") == {"vc_guerrilla_active": 1} and pieces(r, "hue") == {"vc_guerrilla_underground": 1}
