"""8.8.3 AIR LIFT: the destinations are identified one at a time, each by
the priorities (and their nested tie-breaks) before the next, with the
units the earlier ones left (8.8.3; 8.1.3: each priority in turn, its spaces
one by one); here during a Sweep under JFK (8.8.5), whose destinations go
by the Sweep's Activation (ruling 163)."""

from fitl.nonplayer.walk import Walk

from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _lifted(cam_ranh_troops):
    """A Sweep in Hue (1 US Troop, a US Base, 4 Underground VC), Kien Hoa and
    Ba Xuyen (1 US Troop, 2 Underground VC each), all at Passive Support; a
    Sweep Activates 1 Guerrilla per US Troop there (3.2.3), so Hue needs 3
    more Troops to Activate all, Kien Hoa and Ba Xuyen 1 each.  Cam Ranh,
    out of the Sweep's reach, keeps COIN Control with 1 Troop: the rest may
    be lifted (8.8.3's second origin bullet)."""
    sp = {"hue": {"pieces": {"us_troops": 1, "us_base": 1, U: 4}, "support": "passive_support"},
          "kien_hoa_vinh_binh": {"pieces": {"us_troops": 1, U: 2}, "support": "passive_support"},
          "ba_xuyen": {"pieces": {"us_troops": 1, U: 2}, "support": "passive_support"},
          "cam_ranh": {"pieces": {"us_troops": cam_ranh_troops}}}
    w = Walk(us(sp, policy="jfk"), "US")
    move = w.box(w.chart.nodes["sweep"])
    assert {"sweep(hue)", "sweep(kien_hoa_vinh_binh)", "sweep(ba_xuyen)", "sa_during"} <= set(move)
    return sorted(a for a in move if a.startswith("air_lift"))


def test_8_8_3_the_first_destination_by_its_nested_priorities_takes_the_troops():
    """3 Troops to lift.  The first destination: among the spaces where all
    Underground Guerrillas can be Activated, (a) Support: all three, (b) a
    Base: Hue, which takes the 3 it needs.  None is left for another
    destination, although Kien Hoa and Ba Xuyen (1 each) would have made
    two such destinations counted together."""
    assert _lifted(4) == ["air_lift(cam_ranh,hue,us_troops,3)"]


def test_8_8_3_with_troops_enough_the_next_destinations_follow():
    """The other branch: 5 Troops to lift.  Hue first (3), then Kien Hoa and
    Ba Xuyen (1 each) with the 2 left: every Guerrilla Activated."""
    assert _lifted(6) == ["air_lift(cam_ranh,ba_xuyen,us_troops,1)", "air_lift(cam_ranh,hue,us_troops,3)",
                          "air_lift(cam_ranh,kien_hoa_vinh_binh,us_troops,1)"]


def _first_bullet_origin(irregulars):
    from .positions import box
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"arvn_police": 1, "vc_guerrilla_active": 2}},
            "quang_nam": {"pieces": {"us_troops": 2, "us_irregular_underground": irregulars, U: 3 + irregulars}},
            "da_nang": {"pieces": {"us_troops": 5}}})
    return sorted(a for a in box(g, "assault", faction="US") if a.startswith("air_lift"))


def test_8_8_3_a_first_bullet_origin_loses_all_its_us_units():
    """8.8.3 AIR LIFT: Quang Nam (2 US Troops and an Irregular beside 4
    Underground VC: no COIN Control, Support or US Base) is the first origin;
    used, all its US units go, the Irregular too (to Hue with the Troops,
    where they and the Police give COIN Control, 1.7)."""
    assert _first_bullet_origin(1) == ["air_lift(quang_nam,hue,us_irregular_underground,1)",
                                       "air_lift(quang_nam,hue,us_troops,2)"]


def test_8_8_3_no_more_irregulars_than_4_2_2_allows():
    """The other branch: 5 Irregulars there (and 8 VC: still no COIN
    Control); an Air Lift takes at most 4 pieces besides US Troops (4.2.2),
    so 4 go with the Troops and 1 stays."""
    assert _first_bullet_origin(5) == ["air_lift(quang_nam,hue,us_irregular_underground,4)",
                                       "air_lift(quang_nam,hue,us_troops,2)"]


def test_8_8_3_the_first_assault_bullets_space_gives_no_origin_ruling_160():
    """8.8.3: the Assault's first bullet (all Active enemies removed) comes
    before the Air Lift.  Kien Phong (lowland: 1 hit per US Troop, 3.2.4):
    its 2 US Troops remove its 2 Active VC; before that it lacks COIN Control
    (2 against 3 VC), but it is Assaulted first, with its Troops, and then
    keeps COIN Control only with both (2 against 1): no origin (ruling 160).
    Hue (Police, 2 Active VC) gets 2 of Da Nang's spare Troops instead."""
    from .positions import box
    g = us({"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_active": 2, U: 1}},
            "hue": {"pieces": {"arvn_police": 1, "vc_guerrilla_active": 2}},
            "da_nang": {"pieces": {"us_troops": 5}}})
    move = box(g, "assault", faction="US")
    assert "assault(kien_phong)" in move and "remove(assault,kien_phong,vc_guerrilla_active,2)" in move
    assert [a for a in move if a.startswith("air_lift")] == ["air_lift(da_nang,hue,us_troops,2)"]
