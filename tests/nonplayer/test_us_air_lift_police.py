"""8.8.3 AIR LIFT: the Police destinations are spaces with Police and no
Active Support that the Air Lift gives both US Troops and COIN Control
(ruling 231): one that has both as the Air Lift begins is none."""

from .positions import box
from .test_us_flowchart import us


def _lifts(hue):
    """An Assault in Quang Tin (3 US Troops against a VC Base: its first
    bullet, no Air Lift destination); Da Nang's 5 US Troops keep COIN Control
    with fewer (8.8.3's second origin bullet); Police in Kien Phong (COIN
    Control, no US Troops) and in Hue (`hue`: its pieces)."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": hue},
            "kien_phong": {"pieces": {"arvn_police": 1}},
            "da_nang": {"pieces": {"us_troops": 5}}})
    move = box(g, "assault", faction="US")
    assert "assault(quang_tin_quang_ngai)" in move
    return sorted(a for a in move if a.startswith("air_lift"))


def test_8_8_3_a_police_space_with_us_troops_and_coin_control_is_no_destination_ruling_231():
    """Hue already has a US Troop and COIN Control (2 COIN pieces, no
    enemy, 1.7): the Air Lift cannot get it either, so only Kien Phong gets
    a US Troop."""
    assert _lifts({"arvn_police": 1, "us_troops": 1}) == ["air_lift(da_nang,kien_phong,us_troops,1)"]


def test_8_8_3_a_police_space_lacking_us_troops_is_a_destination_ruling_231():
    """The other branch: Hue has Police alone, so it gets a US Troop as
    Kien Phong does (both may be selected, up to 3 destinations)."""
    assert _lifts({"arvn_police": 1}) == ["air_lift(da_nang,hue,us_troops,1)",
                                          "air_lift(da_nang,kien_phong,us_troops,1)"]
