"""8.8.3 AIR LIFT: units go to each destination from the potential origins
in the order they were chosen (the first origin's before the second's), one
destination at a time; how many each destination gets and each origin
gives is the priorities' (the fewest moved, all of a first-bullet origin's
US units), so this order decides only which origin's units go where."""

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _lifts(first_troops):
    """An Assault (NVA Troops with US Troops in Quang Nam).  Origins: Binh
    Dinh (`first_troops` US Troops beside Underground VC: no COIN Control,
    Support or US Base, so 8.8.3's first origin bullet, listed first), then
    Kien Hoa (Active Support, a US Base: the second bullet, 5 units beyond
    its 3 COIN units, 4 of them US Troops).  Destinations by the Assault's
    third bullet: Kien Giang (Population 2: 2 NVA Troops, 1 Active VC, 3 US
    Troops clear it in Lowland, 3.2.4) before Quang Nam (Population 1,
    Highland: 1 hit per 2 Troops, so 7 more Troops with its 1 for its 4
    enemies); both lose NVA Control, so the highest Population decides."""
    g = us({"binh_dinh": {"pieces": {"us_troops": first_troops, U: first_troops + 1}},
            "kien_hoa_vinh_binh": {"pieces": {"us_base": 1, "us_troops": 4, "arvn_police": 3, "arvn_troops": 1},
                                   "support": "active_support"},
            "quang_nam": {"pieces": {"us_troops": 1, "nva_troops": 3, "vc_guerrilla_active": 1}},
            "kien_giang_an_xuyen": {"pieces": {"nva_troops": 2, "vc_guerrilla_active": 1}}})
    move = box(g, "assault", faction="US")
    assert {"assault(quang_nam)", "assault(kien_giang_an_xuyen)"} <= set(move)
    return sorted(a for a in move if a.startswith("air_lift"))


def test_8_8_3_the_first_destination_takes_the_first_origins_units():
    """Binh Dinh's 6 Troops: 3 to Kien Giang (all it needs), then 3 to
    Quang Nam, which takes Kien Hoa's 4 US Troops for the rest."""
    assert _lifts(6) == ["air_lift(binh_dinh,kien_giang_an_xuyen,us_troops,3)",
                         "air_lift(binh_dinh,quang_nam,us_troops,3)",
                         "air_lift(kien_hoa_vinh_binh,quang_nam,us_troops,4)"]


def test_8_8_3_the_second_origin_fills_what_the_first_cannot():
    """The other branch: Binh Dinh has 4 Troops: 3 to Kien Giang, its
    last one to Quang Nam, then Kien Hoa's 4 US Troops there (6 Troops: 3
    hits, the most it can get, so its 3 NVA Troops go; ARVN Troops add no
    hit to a US Assault, 3.2.4)."""
    assert _lifts(4) == ["air_lift(binh_dinh,kien_giang_an_xuyen,us_troops,3)",
                         "air_lift(binh_dinh,quang_nam,us_troops,1)",
                         "air_lift(kien_hoa_vinh_binh,quang_nam,us_troops,4)"]
