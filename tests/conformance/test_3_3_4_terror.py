"""Terror (3.3.4)."""

from helpers import game, pieces, sections


def test_3_3_4_vc_terror_marker_and_shift_sabotage_on_loc():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    r = g.apply("terror(kien_phong) terror(loc_saigon_can_tho)")
    assert r.state.spaces["kien_phong"]["terror"] == 1
    assert r.state.spaces["kien_phong"]["support"] == "passive_opposition"
    assert r.state.spaces["loc_saigon_can_tho"]["sabotage"] is True
    assert pieces(r, "kien_phong") == {"vc_guerrilla_active": 1}
    assert r.state.resources["VC"] == 4   # 1 for the Province, 0 for the LoC


def test_3_3_4_nva_shifts_support_toward_neutral_only():
    g = game({"hue": {"support": "active_support", "pieces": {"nva_troops": 1}},
              "quang_nam": {"pieces": {"nva_guerrilla_underground": 1}}}, first="NVA")
    r = g.apply("terror(hue) terror(quang_nam)")
    assert r.state.spaces["hue"]["support"] == "passive_support"
    assert r.state.spaces["quang_nam"].get("support", "neutral") == "neutral"


def test_3_3_4_no_second_marker_and_no_shift_where_terror():
    g = game({"kien_phong": {"terror": 1, "pieces": {"vc_guerrilla_underground": 1}}}, first="VC")
    r = g.apply("terror(kien_phong)")
    assert r.state.spaces["kien_phong"]["terror"] == 1
    assert r.state.spaces["kien_phong"].get("support", "neutral") == "neutral"


def test_3_3_4_needs_underground_guerrilla():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_active": 2}}}, first="VC")
    assert sections(g.check("terror(kien_phong)")) == ["3.3.4"]


def test_3_3_4_only_15_markers():
    spaces = {s: {"terror": 1} for s in ["hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon",
                                          "can_tho", "quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa",
                                          "tay_ninh", "ba_xuyen"]}
    spaces["kien_phong"] = {"pieces": {"vc_guerrilla_underground": 1}}
    spaces["kien_hoa_vinh_binh"] = {"pieces": {"vc_guerrilla_underground": 1}}
    g = game(spaces, first="VC")
    m = "terror(kien_phong) terror(kien_hoa_vinh_binh)"
    assert sections(g.check(m)) == ["3.3.4"]           # 1 marker for 2 spaces: say which
    r = g.apply(m + " terror_marker(kien_hoa_vinh_binh)")
    assert r.state.spaces["kien_hoa_vinh_binh"]["terror"] == 1
    assert r.state.spaces["kien_phong"].get("terror", 0) == 0
    assert r.state.spaces["kien_phong"]["support"] == "passive_opposition"   # still shifts


def test_3_3_4_nva_troops_alone_terrorize_activating_nobody():
    """3.3.4: NVA Terror may select a space with NVA Troops and no Underground
    Guerrilla; it places the marker, shifts Support toward Neutral and costs 1."""
    g = game({"kien_phong": {"pieces": {"nva_troops": 1}, "support": "passive_support"}}, first="NVA")
    r = g.apply("terror(kien_phong)")
    assert r.state.spaces["kien_phong"]["terror"] == 1
    assert r.state.spaces["kien_phong"].get("support", "neutral") == "neutral"
    assert pieces(r, "kien_phong") == {"nva_troops": 1} and r.state.resources["NVA"] == 9
    # The VC have no Troops: an Active Guerrilla alone is not enough.
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_active": 1, "nva_troops": 1}}}, first="VC")
    assert sections(g.check("terror(kien_phong)")) == ["3.3.4"]


def test_3_3_4_loc_terror_at_0_resources():
    """3.3.4: a LoC costs 0, so the VC at 0 Resources may place Sabotage."""
    g = game({"loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC",
             resources={"ARVN": 30, "NVA": 10, "VC": 0})
    r = g.apply("terror(loc_hue_da_nang)")
    assert r.state.spaces["loc_hue_da_nang"]["sabotage"] is True
    assert pieces(r, "loc_hue_da_nang") == {"vc_guerrilla_active": 1}
