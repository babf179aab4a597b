"""8.8.3 AIR LIFT: units are lifted from the potential origins in the order
they were listed: a later origin only once the earlier ones have no more
units they may lift (ruling 179)."""

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _lifted(kontum_troops):
    """The US Assault Quang Tin's VC Base; Hue (Police, 5 Underground VC, no
    enemy an Assault could remove) needs 5 US Troops for COIN Control (1 + 5 >
    5, 1.7).  No space lacks COIN Control, so the origins are those of the
    second bullet, the most liftable first: Da Nang's 5 Troops keep COIN
    Control with 1, so 4 may go; Kontum's keep it with 1 too."""
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"arvn_police": 1, U: 5}},
            "da_nang": {"pieces": {"us_troops": 5}},
            "kontum": {"pieces": {"us_troops": kontum_troops}}})
    return sorted(a for a in box(g, "assault", faction="US") if a.startswith("air_lift"))


def test_8_8_3_the_first_origin_is_emptied_before_the_next_gives_a_unit_ruling_179():
    """Da Nang (4 to lift) first, emptied of them, then 1 from Kontum (3 to
    lift): 5 into Hue."""
    assert _lifted(4) == ["air_lift(da_nang,hue,us_troops,4)", "air_lift(kontum,hue,us_troops,1)"]


def test_8_8_3_one_origin_enough_no_second_ruling_179():
    """The other branch: with 6 Troops Kontum lists first (5 to lift) and alone
    supplies Hue's 5; Da Nang is no actual origin."""
    assert _lifted(6) == ["air_lift(kontum,hue,us_troops,5)"]


def test_8_8_3_a_first_bullet_origins_leftover_units_go_to_the_last_destination():
    """8.8.3: the US Assault Quang Tin's VC Base (its own 3 Troops); Central
    Laos (9 US Troops, no COIN Control: 12 NVA Troops) is a first-bullet
    origin, emptied if used.  The destinations, Police without Active
    Support, need US Troops for COIN Control: Hue 5 (1 Police + 5 > 5 VC),
    Da Nang 1 (1 Police + 1 > 1 VC); random between them (8.2: the seeded
    rank, Da Nang's the lower here, so first).  The 3 units left over go to
    the last destination selected, Hue: 8 there, Da Nang just its 1."""
    from fitl.nonplayer import dice
    g = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
            "hue": {"pieces": {"arvn_police": 1, U: 5}},
            "da_nang": {"pieces": {"arvn_police": 1, U: 1}},
            "central_laos": {"pieces": {"us_troops": 9, "nva_troops": 12}}})
    rank = {line[8:-2].split(",")[0]: int(line[8:-2].split(",")[1])
            for line in dice.ranks(g, "US", []).splitlines() if line.startswith("np_rank(")}
    assert rank["da_nang"] < rank["hue"]
    lifted = sorted(a for a in box(g, "assault", faction="US") if a.startswith("air_lift"))
    assert lifted == ["air_lift(central_laos,da_nang,us_troops,1)", "air_lift(central_laos,hue,us_troops,8)"]
