"""Capabilities' own choices (5.3) offered by `legal`: a Capability that adds a
choice to an Operation or Special Activity makes it an option once the action
is named, and where the card requires the choice (Cadres, SA-2s) the action
stays open because the choice is open with it."""

from tests.helpers import game


def test_cadres_unshaded_terror_stays_open_with_its_2_guerrillas():
    g = game({"quang_nam": {"pieces": {"vc_guerrilla_underground": 3}}}, first="VC", capabilities={116: "unshaded"})
    assert g.legal()["terror"] == ["terror(quang_nam)"]
    assert "cadres(quang_nam,vc_guerrilla_underground,2)" in g.legal("terror(quang_nam)")["cadres"]


def test_cadres_shaded_agitation_in_a_rally_space_with_a_base():
    g = game({"quang_nam": {"pieces": {"vc_base": 1}}}, first="VC", capabilities={116: "shaded"})
    assert "cadres_agitate(quang_nam,1)" in g.legal("rally(quang_nam)")["cadres_agitate"]


def test_sa2s_unshaded_degrade_trail_stays_open_with_the_piece_it_removes():
    g = game({"north_vietnam": {"pieces": {"nva_troops": 2}},
              "quang_nam": {"pieces": {"us_troops": 2, "nva_guerrilla_active": 1}},
              "saigon": {"pieces": {"us_troops": 2, "us_base": 1}}}, first="US", trail=3, capabilities={34: "unshaded"})
    got = g.legal("train(saigon)", sa="air_strike")
    assert got["degrade_trail"] == ["degrade_trail"] and got["sa2s"] == ["sa2s(north_vietnam,nva_troops)"]


def test_combined_action_platoons_police_into_a_space_with_us_troops():
    g = game({"saigon": {"pieces": {"us_troops": 2, "us_base": 1}}, "hue": {"pieces": {"arvn_police": 2, "us_troops": 1}}},
             first="US", capabilities={18: "unshaded"})
    assert g.legal("train(saigon)")["caps_police"] == [
        "caps_police(available,hue)", "caps_police(available,saigon)", "caps_police(hue,saigon)"]


def test_cobras_after_a_sweep_then_the_piece_it_removes():
    g = game({"quang_nam": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1, "vc_base": 1}}}, first="US",
             capabilities={13: "unshaded"})
    assert g.legal("sweep(quang_nam)")["cobras"] == ["cobras(quang_nam)"]
    assert g.legal("sweep(quang_nam) cobras(quang_nam)")["remove"] == ["remove(cobras,quang_nam,vc_guerrilla_active,1)"]


def test_abrams_and_m48_in_a_us_assault_space():
    g = game({"quang_nam": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1, "vc_base": 1}}}, first="US",
             capabilities={11: "unshaded", 14: "unshaded"})
    got = g.legal("assault(quang_nam)")
    assert got["abrams"] == ["abrams(quang_nam,vc_base)"] and got["m48"] == ["m48(quang_nam)"]
    # Lowland: no M-48 (Quang Nam is Highland; Kien Phong Lowland).
    g = game({"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 1}}}, first="US",
             capabilities={14: "unshaded"})
    assert "m48" not in g.legal("assault(kien_phong)")


def test_search_and_destroy_an_underground_guerrilla_in_a_us_assault_space():
    g = game({"quang_nam": {"pieces": {"us_troops": 2, "vc_guerrilla_underground": 1}}}, first="US",
             capabilities={28: "unshaded"})
    assert g.legal("assault(quang_nam)")["search_destroy"] == ["search_destroy(quang_nam,vc_guerrilla_underground)"]


def test_main_force_bns_the_second_piece_of_an_ambush():
    g = game({"quang_nam": {"pieces": {"vc_guerrilla_underground": 2, "us_troops": 1, "arvn_police": 1}}}, first="VC",
             capabilities={104: "shaded"})
    got = g.legal("attack(quang_nam) ambush(quang_nam)")
    assert got["main_force"] == ["main_force(quang_nam,quang_nam,arvn_police)", "main_force(quang_nam,quang_nam,us_troops)"]


def test_pt76_shaded_in_a_troop_attack_space():
    g = game({"quang_nam": {"pieces": {"nva_troops": 2, "us_troops": 1}}}, first="NVA", capabilities={45: "shaded"})
    assert g.legal("attack(quang_nam) attack_troops(quang_nam)")["pt76"] == ["pt76(quang_nam)"]


def test_armored_cavalry_assault_in_a_transport_destination():
    g = game({"can_tho": {"pieces": {"arvn_troops": 3}}, "saigon": {"pieces": {"vc_guerrilla_active": 1}},
              "hue": {"pieces": {"arvn_police": 2}}}, first="ARVN", capabilities={61: "unshaded"})
    move = "patrol(hue, loc_hue_da_nang, arvn_police, 1) transport(can_tho, saigon, arvn_troops, 3)"
    assert g.legal(move)["armored_cav"] == ["armored_cav(saigon)"]
    assert g.legal(move + " armored_cav(saigon)")["remove"] == ["remove(cav,saigon,vc_guerrilla_active,1)"]


def test_mandate_of_heaven_in_a_govern_space_moving_aid_to_patronage():
    g = game({"saigon": {"pieces": {"arvn_troops": 3, "arvn_police": 2}},
              "an_loc": {"pieces": {"arvn_troops": 2, "arvn_police": 1}, "support": "passive_support"}},
             first="ARVN", capabilities={86: "unshaded"})
    assert g.legal("train(saigon) govern(an_loc, patronage)")["mandate"] == ["mandate(an_loc)"]
