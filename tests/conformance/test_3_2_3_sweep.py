"""Sweep (3.2.3), including the rulebook's example via Route 11 and Da Lat."""

from helpers import game, pieces, sections

EXAMPLE = {"cam_ranh": {"pieces": {"arvn_troops": 2}},
           "binh_tuy_binh_thuan": {"pieces": {"arvn_troops": 1}},
           "quang_duc_long_khanh": {"pieces": {"vc_guerrilla_underground": 3}}}


def test_3_2_3_example_cam_ranh_via_route_11_into_quang_duc():
    g = game(EXAMPLE, first="ARVN")
    r = g.apply("sweep(quang_duc_long_khanh) "
                "sweep(cam_ranh, loc_cam_ranh_da_lat, quang_duc_long_khanh, arvn_troops, 2)")
    # Jungle: 2 cubes Activate 1 Guerrilla; 3 ARVN Resources for 1 space.
    assert pieces(r, "quang_duc_long_khanh") == {"arvn_troops": 2, "vc_guerrilla_underground": 2,
                                                "vc_guerrilla_active": 1}
    assert r.state.resources["ARVN"] == 27


def test_3_2_3_example_binh_tuy_troops_also_could_enter():
    g = game(EXAMPLE, first="ARVN")
    assert g.check("sweep(quang_duc_long_khanh) "
                   "sweep(binh_tuy_binh_thuan, quang_duc_long_khanh, arvn_troops, 1)") == []


def test_3_2_3_not_directly_from_non_adjacent():
    g = game(EXAMPLE, first="ARVN")
    assert sections(g.check("sweep(quang_duc_long_khanh) sweep(cam_ranh, quang_duc_long_khanh, arvn_troops, 2)")) \
        == ["3.2.3"]


def test_3_2_3_via_loc_must_be_free_of_insurgents():
    spaces = dict(EXAMPLE)
    spaces["loc_cam_ranh_da_lat"] = {"pieces": {"vc_guerrilla_active": 1}}
    g = game(spaces, first="ARVN")
    assert sections(g.check("sweep(quang_duc_long_khanh) "
                            "sweep(cam_ranh, loc_cam_ranh_da_lat, quang_duc_long_khanh, arvn_troops, 2)")) == ["3.2.3"]


def test_3_2_3_us_special_forces_count_and_lowland_one_per_piece():
    g = game({"kien_phong": {"pieces": {"us_troops": 1, "us_irregular_underground": 1,
                                        "vc_guerrilla_underground": 3}}})
    r = g.apply("sweep(kien_phong)")
    assert pieces(r, "kien_phong")["vc_guerrilla_active"] == 2 and r.state.resources["ARVN"] == 30


def test_2_3_9_no_sweep_in_monsoon():
    g = game(EXAMPLE, first="ARVN", deck=(125, 2))
    assert sections(g.check("sweep(quang_duc_long_khanh)")) == ["2.3.9"]


def test_3_2_3_not_into_north_vietnam_nor_locs():
    g = game({"loc_hue_khe_sanh": {"pieces": {"us_troops": 1}}})
    assert sections(g.check("sweep(north_vietnam)")) == ["3.2.3"]
    assert sections(g.check("sweep(loc_hue_da_nang)")) == ["3.2.3"]


def test_3_2_3_legal_counts_the_activation_in_jungle():
    """3.2.3: in Jungle, 1 Guerrilla per 2 cubes (the example's 2 Troops and
    at most 1 more from Binh Tuy: 1 Guerrilla).  legal offers completions of
    a partial move that Activates that many, none of one that Activates 2."""
    g = game(EXAMPLE, first="ARVN")
    move = ("sweep(quang_duc_long_khanh) "
            "sweep(cam_ranh, loc_cam_ranh_da_lat, quang_duc_long_khanh, arvn_troops, 2) ")
    one = g.legal(move + "activate(sweep, quang_duc_long_khanh, vc_guerrilla_underground, 1)")
    assert "sweep(binh_tuy_binh_thuan,quang_duc_long_khanh,arvn_troops,1)" in one["sweep"]
    assert g.legal(move + "activate(sweep, quang_duc_long_khanh, vc_guerrilla_underground, 2)") == {}
    assert sections(g.check(move + "activate(sweep, quang_duc_long_khanh, vc_guerrilla_underground, 2)")) == ["3.2.3"]


def test_3_2_3_legal_lists_the_guerrillas_a_sweep_may_activate():
    """Given the Sweep space and the cubes moving in, legal lists the
    Activation the move may name: in the rulebook example 2 cubes in Jungle
    Activate exactly 1 of the 3 Underground Guerrillas."""
    g = game(EXAMPLE, first="ARVN")
    got = g.legal("sweep(quang_duc_long_khanh) sweep(cam_ranh, loc_cam_ranh_da_lat, quang_duc_long_khanh, arvn_troops, 2)")
    assert got["activate"] == ["activate(sweep,quang_duc_long_khanh,vc_guerrilla_underground,1)"]


def test_3_2_3_legal_lists_the_example_sweep_via_route_11():
    """Given the Sweep destination, legal lists the Troops that may move in,
    via an adjacent LoC too: the rulebook example's 2 ARVN Troops from Cam
    Ranh via Route 11 (the Cam Ranh-Da Lat LoC) into Quang Duc."""
    got = game(EXAMPLE, first="ARVN").legal("sweep(quang_duc_long_khanh)")["sweep"]
    assert "sweep(cam_ranh,loc_cam_ranh_da_lat,quang_duc_long_khanh,arvn_troops,2)" in got
    assert "sweep(binh_tuy_binh_thuan,quang_duc_long_khanh,arvn_troops,1)" in got
