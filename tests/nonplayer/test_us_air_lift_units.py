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
    US Sweep Activates 1 Guerrilla per US Troop there (3.2.3), so Hue needs 3
    more to Activate all, Kien Hoa and Ba Xuyen 1 each (ruling 163).  Cam Ranh, out of the Sweep's reach,
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


def test_8_8_3_each_destination_gets_just_enough_us_troops_no_arvn():
    """5 US and 2 ARVN Troops to lift (the Police keeps Cam Ranh's COIN
    Control).  The first destination, Hue (all its Guerrillas Activated;
    Support, a Base), takes 3 US Troops; then Kien Hoa and Ba Xuyen 1 each,
    which Activates all there: each destination, as it is identified, gets
    just enough, US before ARVN.  No ARVN Troop goes: COIN Control in Kien
    Hoa and Ba Xuyen (1 more cube each), a later priority, identifies no new
    destination (counted over the whole Air Lift, each would get 1 ARVN)."""
    assert _lifted({"us_troops": 5, "arvn_troops": 2, "arvn_police": 1}) == [
        "air_lift(cam_ranh,ba_xuyen,us_troops,1)", "air_lift(cam_ranh,hue,us_troops,3)",
        "air_lift(cam_ranh,kien_hoa_vinh_binh,us_troops,1)"]


def test_8_8_3_the_first_destination_takes_the_us_troops_the_next_get_none():
    """The other branch: 3 US and 2 ARVN Troops.  Hue takes the 3 US Troops
    it needs; Kien Hoa and Ba Xuyen would need a US Troop (the ARVN ones do
    not Activate in a US Sweep, 3.2.3; ruling 163): Hue is the only
    destination."""
    assert _lifted({"us_troops": 3, "arvn_troops": 2, "arvn_police": 1}) == ["air_lift(cam_ranh,hue,us_troops,3)"]
