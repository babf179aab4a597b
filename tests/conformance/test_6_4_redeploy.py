"""6.4 Redeploy Phase: Laos and Cambodia, ARVN and NVA Redeploy, Control after."""

from tests.helpers import coup_game, pieces, sections


def test_6_4_1_coin_leave_laos_and_cambodia_us_troops_out_of_play():
    spaces = {"central_laos": {"pieces": {"us_troops": 2, "us_irregular_active": 1, "arvn_troops": 1, "nva_troops": 1}}}
    g = coup_game("laos_cambodia", spaces)
    assert g.view().to_act is None                       # nobody decides: the move coup
    r = g.apply("coup")
    assert pieces(r, "central_laos") == {"nva_troops": 1}
    assert r.state.out_of_play == {"us_troops": 2}
    assert r.state.coup["phase"] == "redeploy_arvn"


def test_6_4_2_arvn_troops_must_leave_locs_and_provinces_without_coin_base():
    spaces = {"quang_nam": {"pieces": {"arvn_troops": 2}}, "loc_hue_da_nang": {"pieces": {"arvn_troops": 1}},
              "binh_dinh": {"pieces": {"arvn_troops": 1, "arvn_base": 1}}, "hue": {"pieces": {"arvn_police": 1}}}
    g = coup_game("redeploy_arvn", spaces)
    assert sections(g.check("coup_done")) == ["6.4.2"]
    m = "redeploy(quang_nam, hue, arvn_troops, 2) redeploy(loc_hue_da_nang, saigon, arvn_troops, 1)"
    r = g.apply(m)
    assert pieces(r, "hue") == {"arvn_police": 1, "arvn_troops": 2}
    assert pieces(r, "binh_dinh") == {"arvn_troops": 1, "arvn_base": 1}     # may stay with a COIN Base


def test_6_4_2_arvn_troop_destinations():
    spaces = {"quang_nam": {"pieces": {"arvn_troops": 3}}, "da_nang": {"pieces": {"nva_troops": 1}},
              "binh_dinh": {"pieces": {"us_base": 1}}}
    g = coup_game("redeploy_arvn", spaces)
    assert sections(g.check("redeploy(quang_nam, da_nang, arvn_troops, 3)")) == ["6.4"]     # NVA Control
    assert sections(g.check("redeploy(quang_nam, pleiku_darlac, arvn_troops, 3)")) == ["6.4"]  # no Base
    assert g.check("redeploy(quang_nam, binh_dinh, arvn_troops, 3)") == []                  # a US Base


def test_6_4_2_police_to_locs_or_coin_controlled_spaces():
    spaces = {"hue": {"pieces": {"arvn_police": 2}}, "binh_dinh": {"pieces": {"arvn_troops": 1, "arvn_base": 1}}}
    g = coup_game("redeploy_arvn", spaces)
    assert g.check("redeploy(hue, loc_hue_khe_sanh, arvn_police, 1) redeploy(hue, binh_dinh, arvn_police, 1)") == []
    assert sections(g.check("redeploy(hue, quang_nam, arvn_police, 1)")) == ["6.4"]


def test_6_4_3_nva_troops_to_nva_bases_even_coin_controlled():
    spaces = {"quang_nam": {"pieces": {"nva_troops": 2}},
              "binh_dinh": {"pieces": {"nva_base": 1, "us_troops": 4}}}
    g = coup_game("redeploy_nva", spaces)
    assert g.apply("redeploy(quang_nam, binh_dinh, nva_troops, 2)").state.pieces("binh_dinh")["nva_troops"] == 2
    assert sections(g.check("redeploy(quang_nam, pleiku_darlac, nva_troops, 2)")) == ["6.4"]
    assert "6.4" in sections(g.check("redeploy(quang_nam, binh_dinh, nva_guerrilla_active, 1)"))


def test_6_4_4_control_adjusts_after_redeploy():
    spaces = {"quang_nam": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}}}
    g = coup_game("redeploy_arvn", spaces)
    assert g.view().control["quang_nam"] == "COIN"
    r = g.apply("redeploy(quang_nam, saigon, arvn_troops, 2)")
    assert r.game.view().control["quang_nam"] is None and r.game.view().control["saigon"] == "COIN"


def test_6_4_2_default_decision_moves_what_must_move_to_saigon():
    g = coup_game("redeploy_arvn", {"quang_nam": {"pieces": {"arvn_troops": 2}}})
    assert g.turn().coup_default == ["redeploy(quang_nam,saigon,arvn_troops,2)"]
    assert g.check(" ".join(g.turn().coup_default)) == []


def test_6_4_2_legal_offers_the_lawful_destinations():
    """6.4.2: Troops in a Province without a COIN Base must move, to Cities
    (not NVA-Controlled), spaces with a COIN Base, or Saigon: `legal` offers
    those (each group of pieces first, From, To, Key), with every count up to
    the Troops there once a group is named, and never a Province."""
    g = coup_game("redeploy_arvn", {"quang_nam": {"pieces": {"arvn_troops": 2}}})
    groups = set(g.legal()["redeploy"])
    assert {"redeploy(quang_nam,saigon,arvn_troops)", "redeploy(quang_nam,hue,arvn_troops)"} <= groups
    assert not any(",binh_dinh," in a or a.count(",") == 3 for a in groups)
    offered = set(g.legal("redeploy(quang_nam, saigon, arvn_troops)")["redeploy"])
    assert {"redeploy(quang_nam,saigon,arvn_troops,1)", "redeploy(quang_nam,saigon,arvn_troops,2)"} <= offered
    assert "redeploy(quang_nam,saigon,arvn_troops,3)" not in offered
    assert not any(a.startswith("redeploy(quang_nam,hue,arvn_troops,") for a in offered)


def test_6_4_1_every_us_and_arvn_piece_leaves_cambodia_to_available():
    """6.4.1: all US and ARVN pieces (Bases, Police, Rangers, Irregulars)
    leave Laos and Cambodia, only US Troops Out of Play, the rest Available."""
    spaces = {"the_parrots_beak": {"pieces": {"us_base": 1, "us_troops": 1, "arvn_police": 2, "arvn_base": 1,
                                              "arvn_ranger_underground": 1, "vc_base": 1}},
              "southern_laos": {"pieces": {"us_irregular_active": 1}}}
    g = coup_game("laos_cambodia", spaces)
    before = g.view().available
    r = g.apply("coup")
    assert pieces(r, "the_parrots_beak") == {"vc_base": 1}
    assert pieces(r, "southern_laos") == {}
    assert r.state.out_of_play == {"us_troops": 1}
    after = r.game.view().available
    assert after["us_base"] == before["us_base"] + 1 and after["us_troops"] == before["us_troops"]
    assert after["arvn_police"] == before["arvn_police"] + 2 and after["arvn_base"] == before["arvn_base"] + 1
    assert after["arvn_ranger"] == before["arvn_ranger"] + 1 and after["us_irregular"] == before["us_irregular"] + 1


def test_6_4_2_troops_in_cities_and_with_a_us_base_may_stay():
    """6.4.2: only Troops on LoCs and in Provinces without a COIN Base (a US
    Base counts) must move; those in Cities may stay."""
    spaces = {"hue": {"pieces": {"arvn_troops": 2}}, "binh_dinh": {"pieces": {"arvn_troops": 1, "us_base": 1}}}
    g = coup_game("redeploy_arvn", spaces)
    assert g.check("coup_done") == []
    assert g.check("redeploy(hue, binh_dinh, arvn_troops, 2)") == []        # may move, to a US Base
    offered = g.legal()
    assert offered["coup_done"] == ["coup_done"] and "redeploy(hue,binh_dinh,arvn_troops)" in offered["redeploy"]


def test_6_4_control_is_not_adjusted_during_the_redeploy():
    """6.4 (6.4.4): Control stays as the Phase found it: Troops redeploying
    into Hue (no Control) do not let Police follow them there in the same
    Redeploy, as Hue is not COIN-Controlled until afterwards."""
    spaces = {"hue": {"pieces": {"vc_guerrilla_active": 1}}, "quang_nam": {"pieces": {"arvn_troops": 3}},
              "loc_hue_da_nang": {"pieces": {"arvn_police": 1}}}
    g = coup_game("redeploy_arvn", spaces)
    assert g.view().control["hue"] is None
    assert g.check("redeploy(quang_nam, hue, arvn_troops, 3)") == []
    assert sections(g.check("redeploy(quang_nam, hue, arvn_troops, 3) redeploy(loc_hue_da_nang, hue, arvn_police, 1)")) == ["6.4"]
    groups = set(g.legal()["redeploy"])
    assert "redeploy(quang_nam,hue,arvn_troops)" in groups and "redeploy(loc_hue_da_nang,hue,arvn_police)" not in groups


def test_6_4_2_saigon_takes_troops_even_under_nva_control():
    """6.4.2: Saigon is a destination of its own, whoever controls it (other
    Cities only without NVA Control)."""
    g = coup_game("redeploy_arvn", {"saigon": {"pieces": {"nva_troops": 3}}, "quang_nam": {"pieces": {"arvn_troops": 2}}})
    assert g.view().control["saigon"] == "NVA"
    assert g.check("redeploy(quang_nam, saigon, arvn_troops, 2)") == []
    assert "redeploy(quang_nam,saigon,arvn_troops)" in g.legal()["redeploy"]
