"""8.8.3 AIR LIFT: the destinations the Operation's bullet takes (an
Assault's "more than half", a Sweep's Activation) are ordered like the
others, by 8.2 where their nested priorities tie (8.1.3, 8.2); and a
destination meets the Operation's priorities only where the lift brings what
they need (ruling 228), else it is a Police destination at most."""

from fitl.nonplayer import dice
from fitl.nonplayer.walk import Walk

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"
QT, KH, KP = "quang_tin_quang_ngai", "kien_hoa_vinh_binh", "kien_phong"


def _ranks(g):
    return {line[8:-2].split(",")[0]: int(line[8:-2].split(",")[1])
            for line in dice.ranks(g, "US", []).splitlines() if line.startswith("np_rank(")}


def _lifts(move):
    return sorted(a for a in move if a.startswith("air_lift"))


def test_8_8_3_assault_destinations_tied_go_by_the_random_rank_and_the_last_gets_the_leftovers():
    """Quang Tin and Kien Hoa (both Lowland Provinces of Population 2, no
    Base, no NVA Control) each hold 2 Active VC; Central Laos (9 US Troops
    against 12 NVA Troops: no COIN Control) is a first-bullet origin, emptied
    when used.  2 US Troops remove all 2 VC in either (1 hit per Troop,
    3.2.4): both are Assault destinations, tied on every nested priority of
    the third Assault bullet, so 8.2's random choice (the seeded rank) orders
    them: Kien Hoa first with just its 2 Troops, and the 5 left over go with
    2 more to the last destination selected, Quang Tin."""
    g = us({QT: {"pieces": {"vc_guerrilla_active": 2}},
            KH: {"pieces": {"vc_guerrilla_active": 2}},
            "central_laos": {"pieces": {"us_troops": 9, "nva_troops": 12}}})
    rank = _ranks(g)
    assert rank[KH] < rank[QT]
    move = box(g, "assault", faction="US")
    assert {f"assault({QT})", f"assault({KH})"} <= set(move)
    assert _lifts(move) == [f"air_lift(central_laos,{KH},us_troops,2)", f"air_lift(central_laos,{QT},us_troops,7)"]


def test_8_8_3_a_first_bullet_police_space_is_no_assault_destination_ruling_228():
    """Kien Phong (Police, 1 US Troop, 1 Active and 3 Underground VC: 2
    COIN pieces against 4, no COIN Control) is of the Assault's first bullet:
    its Troop removes its only Active VC.  Hue (Police, 1 Underground VC: 1
    against 1) also lacks COIN Control.  Da Nang's 3 US Troops keep COIN Control
    with 1, so 2 may go: enough for Kien Phong (2 more: 4 against 3) or for
    Hue (1), not both.  The lift adds nothing to Kien Phong's Assault, so both
    are Police destinations only, and 8.2's random choice (the seeded rank)
    picks Hue."""
    g = us({KP: {"pieces": {"arvn_police": 1, "us_troops": 1, "vc_guerrilla_active": 1, U: 3}},
            "hue": {"pieces": {"arvn_police": 1, U: 1}},
            "da_nang": {"pieces": {"us_troops": 3}}})
    rank = _ranks(g)
    assert rank["hue"] < rank[KP]
    move = box(g, "assault", faction="US")
    assert f"remove(assault,{KP},vc_guerrilla_active,1)" in move
    assert _lifts(move) == ["air_lift(da_nang,hue,us_troops,1)"]


def test_8_8_5_a_sweep_space_whose_guerrillas_are_found_anyway_is_no_activation_destination_ruling_228():
    """A Sweep under JFK.  Quang Tin (Passive Support, Police, a US Base,
    2 US Troops, 2 Underground VC, 2 NVA Troops: 4 COIN pieces against 4) has
    its 2 Guerrillas found by its own Troops (1 each, 3.2.3), but lacks COIN
    Control: 1 Troop lifted gives it.  Ba Xuyen (Passive Support, 1 US Troop,
    2 Underground VC) needs 1 Troop to find both.  Cam Ranh keeps COIN Control
    with 1 of its 2 Troops: 1 to lift, one destination.  Activating all comes
    before COIN Control (8.8.5), and only Ba Xuyen's is the lift's doing:
    Ba Xuyen, though Quang Tin has the Base (the nested priority b)."""
    sp = {QT: {"pieces": {"arvn_police": 1, "us_troops": 2, "us_base": 1, U: 2, "nva_troops": 2},
               "support": "passive_support"},
          "ba_xuyen": {"pieces": {"us_troops": 1, U: 2}, "support": "passive_support"},
          "cam_ranh": {"pieces": {"us_troops": 2}}}
    w = Walk(us(sp, policy="jfk"), "US")
    move = w.box(w.chart.nodes["sweep"])
    assert {f"sweep({QT})", "sweep(ba_xuyen)", "activate(sweep,ba_xuyen,vc_guerrilla_underground,2)"} <= set(move)
    assert _lifts(move) == ["air_lift(cam_ranh,ba_xuyen,us_troops,1)"]


def _hue_first_bullet(underground):
    """Hue (a City: 1 hit per US Troop, 3.2.4) holds Police, 1 US Troop, 1
    Active VC and `underground` Underground VC: the Troop removes the Active
    one, the Assault's first bullet, done before the Air Lift (8.8.3).  Da
    Nang's 3 US Troops keep COIN Control with 1."""
    g = us({"hue": {"pieces": {"arvn_police": 1, "us_troops": 1, "vc_guerrilla_active": 1, U: underground}},
            "da_nang": {"pieces": {"us_troops": 3}}})
    move = box(g, "assault", faction="US")
    assert "remove(assault,hue,vc_guerrilla_active,1)" in move
    return _lifts(move)


def test_8_8_3_a_first_bullet_space_its_assault_gives_control_is_no_police_destination_ruling_228():
    """1 Underground VC: after its Assault Hue has COIN Control (2 COIN
    pieces against 1, 1.7) and a US Troop as the Air Lift begins; the lift
    would add neither (ruling 231): no Air Lift there."""
    assert _hue_first_bullet(1) == []


def test_8_8_3_a_first_bullet_space_still_lacking_control_is_a_police_destination_ruling_228():
    """The other branch: 2 Underground VC, so 2 against 2 after the Assault,
    no COIN Control: 1 Troop lifted in gives it (3 against 2)."""
    assert _hue_first_bullet(2) == ["air_lift(da_nang,hue,us_troops,1)"]
