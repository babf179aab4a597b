"""Control (1.7) on hand-built positions."""

from helpers import view


def ctrl(pieces, space="quang_nam"):
    return view({space: {"pieces": pieces}}).control[space]


def test_1_7_coin_control_when_us_and_arvn_exceed_insurgents():
    assert ctrl({"us_troops": 1, "arvn_police": 1, "vc_guerrilla_underground": 1}) == "COIN"


def test_1_7_no_control_when_equal():
    assert ctrl({"us_troops": 1, "arvn_police": 1, "vc_guerrilla_underground": 1, "nva_troops": 1}) is None


def test_1_7_nva_control_needs_more_than_all_others():
    assert ctrl({"nva_troops": 2, "us_troops": 1}) == "NVA"
    assert ctrl({"nva_troops": 2, "us_troops": 2}) is None


def test_1_7_vc_pieces_count_against_nva_control():
    # 3 NVA vs 1 ARVN + 2 VC: NVA do not exceed all other pieces.
    assert ctrl({"nva_guerrilla_active": 3, "arvn_police": 1, "vc_guerrilla_underground": 2}) is None
    assert ctrl({"nva_guerrilla_active": 4, "arvn_police": 1, "vc_guerrilla_underground": 2}) == "NVA"


def test_1_7_bases_and_underground_pieces_count():
    assert ctrl({"vc_base_tunneled": 1, "vc_guerrilla_underground": 1, "arvn_police": 1}) is None
    assert ctrl({"nva_base": 1, "us_irregular_underground": 0}) == "NVA"


def test_1_7_vc_alone_gives_no_control():
    assert ctrl({"vc_base": 2, "vc_guerrilla_active": 5}) is None


def test_1_7_locs_are_never_controlled():
    assert ctrl({"arvn_police": 3}, space="loc_hue_da_nang") is None
    assert ctrl({"nva_troops": 3}, space="loc_hue_da_nang") is None


def test_1_7_pop_zero_provinces_can_be_controlled():
    assert ctrl({"arvn_troops": 1}, space="central_laos") == "COIN"
