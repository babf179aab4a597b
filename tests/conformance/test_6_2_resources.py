"""6.2 Resources Phase: Sabotage, Trail, earnings, Casualties and Aid."""

from tests.helpers import coup_game as _coup_game, sections

CITIES = ["hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho"]


def coup_game(phase, spaces=None, **extra):
    """COIN Control in every City (1 Police), so no LoC is Sabotaged unless a test says so."""
    base = {c: {"pieces": {"arvn_police": 1}} for c in CITIES}
    for sid, sp in (spaces or {}).items():
        base[sid] = sp
    return _coup_game(phase, base, **extra)


def test_6_2_3_arvn_earnings_aid_plus_unsabotaged_econ_and_econ_marker():
    # Sabotage on the Saigon-Can Tho LoC (Econ 2): Total Econ 13; ARVN + 15 Aid + 13.
    g = coup_game("resources", {"loc_saigon_can_tho": {"sabotage": True}})
    r = g.apply("coup")
    assert r.state.econ == 13
    assert r.state.resources["ARVN"] == 30 + 15 + 13


def test_6_2_4_insurgent_earnings():
    # VC: 1 per VC Base on the map; NVA: NVA Bases in Laos/Cambodia + 2 x Trail.
    spaces = {"tay_ninh": {"pieces": {"vc_base": 1, "nva_base": 1}},
              "quang_nam": {"pieces": {"vc_base_tunneled": 1}},
              "central_laos": {"pieces": {"nva_base": 2}}, "north_vietnam": {"pieces": {"nva_base": 1}}}
    r = coup_game("resources", spaces, trail=3).apply("coup")
    assert r.state.resources["VC"] == 5 + 2
    assert r.state.resources["NVA"] == 10 + 2 + 2 * 3


def test_6_2_2_trail_degrades_if_coin_controls_laos_or_cambodia():
    spaces = {"sihanoukville": {"pieces": {"arvn_troops": 1}}}
    r = coup_game("resources", spaces, trail=3).apply("coup")
    assert r.state.trail == 2
    assert r.state.resources["NVA"] == 10 + 2 * 2          # earnings on the degraded Trail


def test_6_2_5_aid_minus_3_per_casualty_after_arvn_earnings():
    r = coup_game("resources", casualties={"us_troops": 3, "us_base": 1}).apply("coup")
    assert r.state.resources["ARVN"] == 30 + 15 + 15
    assert r.state.aid == 15 - 12


def test_6_2_1_sabotage_where_guerrillas_outnumber_coin_or_next_to_uncontrolled_city():
    spaces = {"loc_hue_khe_sanh": {"pieces": {"vc_guerrilla_underground": 2, "arvn_police": 1}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_active": 1, "arvn_police": 1}},
              "da_nang": {}, "an_loc": {"pieces": {"vc_guerrilla_active": 1}}}
    # Da Nang and An Loc are not COIN-Controlled: the outnumbered LoC and the
    # LoCs next to those Cities are Sabotaged; the LoC with 1 Guerrilla and 1
    # Police is not.
    r = coup_game("resources", spaces).apply("coup")
    sab = sorted(s for s, sp in r.state.spaces.items() if sp.get("sabotage"))
    assert "loc_hue_khe_sanh" in sab and "loc_saigon_can_tho" not in sab
    assert "loc_hue_da_nang" in sab                         # next to Da Nang, no COIN Control
    assert "loc_saigon_an_loc_ban_me_thuot" in sab          # next to An Loc


def test_6_2_1_vc_choose_when_markers_run_short():
    # 14 Terror markers on the map: 1 Sabotage left; the VC choose where.
    spaces = {"quang_nam": {"terror": 7}, "binh_dinh": {"terror": 7},
              "loc_hue_khe_sanh": {"pieces": {"vc_guerrilla_underground": 1}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_underground": 1}}}
    g = coup_game("resources", spaces)
    assert g.view().to_act == "VC"
    assert "6.2.1" in sections(g.check("sabotage(loc_hue_khe_sanh) sabotage(loc_saigon_can_tho)"))
    r = g.apply("sabotage(loc_saigon_can_tho)")
    assert r.state.spaces["loc_saigon_can_tho"]["sabotage"] and "sabotage" not in r.state.spaces["loc_hue_khe_sanh"]
    assert r.state.econ == 13


def test_6_2_resources_capped_at_75():
    r = coup_game("resources", resources={"ARVN": 60, "NVA": 74, "VC": 5}, trail=4).apply("coup")
    assert r.state.resources["ARVN"] == 75 and r.state.resources["NVA"] == 75


def test_6_2_1_only_guerrillas_count_and_must_outnumber_coin_pieces():
    """6.2.1: Insurgent Guerrillas (not NVA Troops) must outnumber all COIN
    pieces (US pieces too): equal is not enough."""
    spaces = {"loc_hue_khe_sanh": {"pieces": {"nva_guerrilla_active": 1, "nva_troops": 3, "arvn_police": 1}},
              "loc_saigon_can_tho": {"pieces": {"vc_guerrilla_active": 1, "nva_guerrilla_underground": 1,
                                                "us_troops": 1, "arvn_police": 1}},
              "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1, "nva_guerrilla_active": 1, "us_troops": 1}}}
    r = coup_game("resources", spaces).apply("coup")
    sab = {s for s, sp in r.state.spaces.items() if sp.get("sabotage")}
    assert sab == {"loc_hue_da_nang"}                       # 2 Guerrillas against 1 COIN piece
    assert r.state.econ == 15 - 1                           # Hue-Da Nang: Econ 1


def test_6_2_2_trail_at_0_stays_0_and_nva_earn_only_bases():
    """6.2.2, 6.7: Degrading a Trail at 0 leaves it at 0; 6.2.4 then adds
    2 x 0 to the NVA."""
    spaces = {"sihanoukville": {"pieces": {"arvn_troops": 1}}, "central_laos": {"pieces": {"nva_base": 1}}}
    r = coup_game("resources", spaces, trail=0).apply("coup")
    assert r.state.trail == 0
    assert r.state.resources["NVA"] == 10 + 1


def test_6_2_5_aid_not_below_0():
    """6.2.5 with 1.8: 3 x 6 Casualties from an Aid of 15 leaves 0, not -3;
    the ARVN earned the whole 15 before (6.2.3)."""
    r = coup_game("resources", casualties={"us_troops": 6}).apply("coup")
    assert r.state.aid == 0
    assert r.state.resources["ARVN"] == 30 + 15 + 15
