"""8.8.3 AIR LIFT within an Assault (rulings 160, 179 and 222): the Air Lift,
done before the Assault (4.1), lists up to 3 origins, first the spaces with
US units but no COIN Control, US Base or Support (1.7, 1.6), the most US
Troops first, and a later one gives a unit only once every earlier one is
emptied of its US units.  A space of the Assault's first bullet (its own US
Troops' hits, 3.2.4, meet all its Active enemies, Bases counted) is Assaulted
before the Air Lift and gives none: it is not on the list, whether or not
the Assault goes there in the move.  Ruling 222: it is of that bullet only
where its Troops can remove every one of those enemies, so not where a Base
stays, behind an Underground Guerrilla or Tunneled (3.2.4); such a space is
an origin like any other of the list's first bullet, even one the Assault
removes nothing from, and gives all its US Troops when used."""

from .positions import box
from .test_us_flowchart import us

# Quang Tri (Highland): 4 US Troops with 2 NVA Troops (the Assault?
# question's yes; 2 hits against 2: the first bullet, COIN Control); Saigon: US Troops beyond 3
# COIN units at Active Support (an origin of the list's second bullet); Hue:
# Police without Support, no US Troops (a destination: US Troops and COIN
# Control to spaces with Police but no Active Support).
BASE = {"quang_tri_thua_thien": {"pieces": {"us_troops": 4, "nva_troops": 2}},
        "saigon": {"pieces": {"us_base": 1, "us_troops": 6, "arvn_police": 2}, "support": "active_support"},
        "hue": {"pieces": {"arvn_police": 2}}}
# Binh Tuy (Jungle): 1 US Troop, no COIN Control, Active Opposition: first on
# the list; its Troop's 1 hit meets its 1 enemy counted, the VC Base, but the
# Base is behind 2 Underground Guerrillas: the Assault removes nothing there.
STUCK = {"pieces": {"us_troops": 1, "vc_base": 1, "vc_guerrilla_underground": 2}, "support": "active_opposition"}


def _lifts(spaces):
    move = box(us(spaces, policy="lbj"), "assault", faction="US")
    assert move is not None and any(a.startswith("assault(quang_tri_thua_thien") for a in move)
    return [a for a in move if a.startswith("air_lift(")]


def test_8_8_3_an_origin_the_assault_removes_nothing_from_gives_its_troop_ruling_222():
    """Binh Tuy heads the list and is no space of the Assault's first bullet
    (its Base stays behind the Underground Guerrillas): used, it gives its 1
    US Troop, which is all Hue needs (2 Police and 1 US Troop: COIN Control),
    so Saigon, later on the list, gives none."""
    assert _lifts({**BASE, "binh_tuy_binh_thuan": STUCK}) == ["air_lift(binh_tuy_binh_thuan,hue,us_troops,1)"]


def test_8_8_3_air_lift_from_the_second_bullet_without_such_a_space():
    """Without Binh Tuy, Saigon's spare US Troops go to Hue: just the 1 it
    needs (ruling 179)."""
    assert _lifts(BASE) == ["air_lift(saigon,hue,us_troops,1)"]


def test_8_8_3_a_tunneled_base_keeps_a_space_out_of_the_first_bullet_ruling_222():
    """Binh Tuy with 2 US Troops, 1 Active VC Guerrilla and a Tunneled VC
    Base: no COIN Control (2 against 2), 2 hits against its 2 enemies
    counted, but the Tunneled Base is never removed by the Assault (3.2.4),
    so it is no first-bullet space: it heads the list (2 US Troops) and,
    used, is emptied of them, the one Hue does not need going there too
    (8.8.3: a first-bullet origin's units left over go to the last
    destination)."""
    tunnel = {"pieces": {"us_troops": 2, "vc_base_tunneled": 1, "vc_guerrilla_active": 1},
              "support": "active_opposition"}
    assert _lifts({**BASE, "binh_tuy_binh_thuan": tunnel}) == ["air_lift(binh_tuy_binh_thuan,hue,us_troops,2)"]


def test_8_8_3_first_bullet_spaces_are_never_listed_ruling_222():
    """Binh Tuy and Tay Ninh (Jungle), 2 US Troops each against 2 Active VC
    Guerrillas (no COIN Control, 1.7; 2 hits against 2: the first bullet),
    would head the list: neither gives (their Troops Assault first), and
    neither is listed, so Saigon, of the second bullet, still gives Hue its
    US Troop."""
    first = {"pieces": {"us_troops": 2, "vc_guerrilla_active": 2}, "support": "active_opposition"}
    assert _lifts({**BASE, "binh_tuy_binh_thuan": first, "tay_ninh": first}) == \
        ["air_lift(saigon,hue,us_troops,1)"]
