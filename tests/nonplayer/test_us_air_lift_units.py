"""8.8.3 AIR LIFT: one destination at a time, each taking its units from the
potential origins in their order, US before ARVN and Troops before Special
Forces, before the next destination is identified; here during a Sweep under
JFK (8.8.5, ruling 163)."""

from fitl.nonplayer.walk import Walk

from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _lifted(cam_ranh):
    """A Sweep in Hue (1 US Troop, a US Base, 4 Underground VC), Kien Hoa and
    Ba Xuyen (1 US Troop, 2 Underground VC each), all at Passive Support: a
    Sweep Activates 1 Guerrilla per cube (3.2.3), so Hue needs 3 more cubes
    to Activate all, Kien Hoa and Ba Xuyen 1 each; a destination of the
    Sweep gets US Troops (ruling 163).  Cam Ranh, out of the Sweep's reach,
    keeps COIN Control with 1 piece: its other Troops may be lifted (8.8.3's
    second origin bullet)."""
    sp = {"hue": {"pieces": {"us_troops": 1, "us_base": 1, U: 4}, "support": "passive_support"},
          "kien_hoa_vinh_binh": {"pieces": {"us_troops": 1, U: 2}, "support": "passive_support"},
          "ba_xuyen": {"pieces": {"us_troops": 1, U: 2}, "support": "passive_support"},
          "cam_ranh": {"pieces": cam_ranh}}
    w = Walk(us(sp, policy="jfk"), "US")
    move = w.box(w.chart.nodes["sweep"])
    assert {"sweep(hue)", "sweep(kien_hoa_vinh_binh)", "sweep(ba_xuyen)", "sa_during"} <= set(move)
    return sorted(a for a in move if a.startswith("air_lift"))


def test_8_8_3_the_first_destination_takes_us_troops_before_arvn():
    """3 US and 2 ARVN Troops to lift (the Police keeps COIN Control).  The
    first destination, Hue (Support, a Base), takes its 3 cubes US before
    ARVN: the 3 US Troops.  The next ones would need a US Troop: none is
    left, so Hue is the only destination (counted over the whole Air Lift,
    1 US and 2 ARVN into Hue would have left 2 US Troops for Kien Hoa and
    Ba Xuyen)."""
    assert _lifted({"us_troops": 3, "arvn_troops": 2, "arvn_police": 1}) == ["air_lift(cam_ranh,hue,us_troops,3)"]


def test_8_8_3_with_us_troops_to_spare_the_next_destinations_follow():
    """The other branch: 5 US Troops and 2 ARVN: Hue takes 3 US, then Kien
    Hoa and Ba Xuyen 1 US each; no ARVN piece moves."""
    assert _lifted({"us_troops": 5, "arvn_troops": 2, "arvn_police": 1}) == [
        "air_lift(cam_ranh,ba_xuyen,us_troops,1)", "air_lift(cam_ranh,hue,us_troops,3)",
        "air_lift(cam_ranh,kien_hoa_vinh_binh,us_troops,1)"]
