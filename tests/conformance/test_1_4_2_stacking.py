"""Stacking (1.4.2) and the Force Pool (1.4.1) as checkable constraints."""

import pytest

from fitl.errors import BadInput
from fitl.view import check_state
from helpers import game, position, view


def test_1_4_2_two_bases_allowed():
    assert view({"quang_nam": {"pieces": {"vc_base": 1, "nva_base": 1}}}).violations == []


def test_1_4_2_no_third_base():
    v = view({"quang_nam": {"pieces": {"vc_base": 1, "nva_base_tunneled": 1, "arvn_base": 1}}})
    assert [s for s, _ in v.violations] == ["1.4.2"]
    assert "Quang Nam" in v.violations[0][1]


def test_1_4_2_no_base_on_a_loc():
    v = view({"loc_hue_da_nang": {"pieces": {"vc_base": 1}}})
    assert [s for s, _ in v.violations] == ["1.4.2"]


def test_1_4_2_only_insurgents_in_north_vietnam():
    v = view({"north_vietnam": {"pieces": {"us_troops": 1}}})
    assert [s for s, _ in v.violations] == ["1.4.2"]
    assert view({"north_vietnam": {"pieces": {"vc_guerrilla_active": 1}}}).violations == []


def test_1_4_2_no_move_puts_coin_pieces_in_north_vietnam():
    """Stacking holds at every step of a move: an Air Lift (4.2.2) of 2 US
    Troops into North Vietnam breaks 1.4.2, and the explanation counts them;
    legal never offers North Vietnam as a destination."""
    g = game({"saigon": {"pieces": {"us_troops": 3}},
              "quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}}}, first="US")
    assert g.check("sa_first air_lift(saigon, north_vietnam, us_troops, 2) sweep(quang_nam)") == [
        ("1.4.2", "only NVA and VC may be in North Vietnam: US has 2 pieces there")]
    lifts = g.legal("sweep(quang_nam) air_lift")["air_lift"]
    assert "air_lift(saigon,hue,us_troops,2)" in lifts
    assert not [a for a in lifts if ",north_vietnam," in a]


def test_1_4_1_more_pieces_than_the_pool():
    v = view({"hue": {"pieces": {"arvn_police": 20}}, "saigon": {"pieces": {"arvn_police": 11}}})
    assert [s for s, _ in v.violations] == ["1.4.1"]
    assert "31" in v.violations[0][1] and "30" in v.violations[0][1]


def test_1_4_1_out_of_play_pool_counts():
    v = view({"hue": {"pieces": {"us_base": 5}}}, out_of_play={"us_base": 2})
    assert "1.4.1" in [s for s, _ in v.violations]


def test_1_4_1_insurgents_never_out_of_play():
    with pytest.raises(BadInput, match="1.4.1"):
        check_state(position(out_of_play={"vc_guerrilla": 1}), "test")


def test_1_8_track_range():
    with pytest.raises(BadInput, match="ARVN Resources is 80"):
        check_state(position(resources={"ARVN": 80, "NVA": 0, "VC": 0}), "test")


def test_6_7_trail_range():
    with pytest.raises(BadInput, match="6.7"):
        check_state(position(trail=5), "test")


def test_3_3_4_fifteen_terror_and_sabotage_markers():
    spaces = {"hue": {"terror": 8}, "saigon": {"terror": 7}}
    assert view(spaces).violations == []
    spaces["loc_hue_da_nang"] = {"sabotage": True}
    assert [s for s, _ in view(spaces).violations] == ["3.3.4"]


def test_1_4_2_a_move_is_judged_on_what_it_changes():
    """1.4.1, 1.4.2: the state is checked when it is loaded or set up; a move's
    check names the rules the move breaks, and a third Base the move leaves
    alone is the state's, not the move's.  A Base added where two are breaks
    1.4.2 by the move."""
    g = game({"quang_nam": {"pieces": {"vc_base": 1, "nva_base": 1, "arvn_base": 1}},
              "quang_tin_quang_ngai": {"pieces": {"vc_base": 1, "nva_base": 1, "vc_guerrilla_underground": 3}}},
             first="VC")
    assert [s for s, _ in g.view().violations] == ["1.4.2"]
    assert g.check("pass") == []
    assert [s for s, _ in g.check("rally(quang_tin_quang_ngai) rally_base(quang_tin_quang_ngai, 0)")] == ["1.4.2"]
