"""8.8.4 Patrol, audit (np88): the destination a City with no Active
Support.  Expected values from the box's text."""

from .positions import box
from .test_us_flowchart import us

CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho")


def test_8_8_4_patrol_city_without_active_support():
    """Monsoon, 3 US Troops in The Fishhook, no enemy on the map; every City
    but Can Tho at Active Support.  The Troops go on (by LoC and City, 3.2.2)
    all 3 together into Can Tho."""
    sp = {c: {"support": "active_support"} for c in CITIES if c != "can_tho"}
    sp["the_fishhook"] = {"pieces": {"us_troops": 3}}
    sp["saigon"]["pieces"] = {"us_base": 1}
    move = box(us(sp, deck=[125, 5]), "patrol", faction="US", sas=False)
    assert [a for a in move if a.startswith("patrol(")] == ["patrol(the_fishhook,can_tho,us_troops,3)"]
