"""Support and Opposition totals (1.6.2) and the marker limits (1.6.1)."""

import pytest

from fitl.errors import BadInput
from fitl.view import check_state
from helpers import position, view


def test_1_6_2_active_levels_count_double_population():
    v = view({"saigon": {"support": "active_support"},          # 6 x 2
              "hue": {"support": "passive_support"},            # 2 x 1
              "tay_ninh": {"support": "active_opposition"},     # 2 x 2
              "quang_nam": {"support": "passive_opposition"}})  # 1 x 1
    assert v.total_support == 14
    assert v.total_opposition == 5


def test_1_6_1_loc_is_always_neutral():
    with pytest.raises(BadInput, match="1.6.1"):
        check_state(position({"loc_hue_da_nang": {"support": "passive_support"}}), "test")


def test_1_6_1_pop_zero_province_is_always_neutral():
    with pytest.raises(BadInput, match="always Neutral"):
        check_state(position({"central_laos": {"support": "active_opposition"}}), "test")


def test_1_6_1_a_pop_zero_province_stays_neutral_when_terror_would_shift_it():
    """1.6.1 NOTE with 3.3.4: Terror in Phuoc Long (Population 0) places its
    marker, but no level: the Province stays Neutral."""
    from helpers import game
    r = game({"phuoc_long": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC").apply("terror(phuoc_long)")
    assert r.state.spaces["phuoc_long"] == {"pieces": {"vc_guerrilla_active": 1}, "terror": 1}
    r = game({"quang_nam": {"pieces": {"vc_guerrilla_underground": 1}}}, first="VC").apply("terror(quang_nam)")
    assert r.state.spaces["quang_nam"]["support"] == "passive_opposition"
