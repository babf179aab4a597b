"""8.8.3 AIR LIFT: an origin of the second bullet at Support gives only the
Troops beyond the 3 COIN units it must keep, and the potential origins are
listed by what they may lift (ruling 179).  No Pivotal Event held, so that
no rule of play reads the Support levels (the Session must ground them for
the Non-player's part all the same: NP_WANT)."""

from fitl.game import Game

from .positions import box
from .test_us_flowchart import us

U = "vc_guerrilla_underground"


def _lifted(da_nang_support):
    """The US Assault Quang Tin's VC Base; Hue (Police, 5 Underground VC, no
    enemy an Assault could remove) needs 5 US Troops for COIN Control (1 + 5 >
    5, 1.7).  Da Nang (5 US Troops) keeps COIN Control with 1, so 4 may go,
    but at Support only 2 (3 COIN units stay); Kontum (4 US Troops, Neutral)
    may give 3 (COIN Control kept with 1)."""
    da_nang = {"pieces": {"us_troops": 5}}
    if da_nang_support:
        da_nang["support"] = da_nang_support
    st = us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 3, "vc_base": 1}},
             "hue": {"pieces": {"arvn_police": 1, U: 5}},
             "da_nang": da_nang,
             "kontum": {"pieces": {"us_troops": 4}}}).state.clone()
    st.cards["pivotal"] = {}
    return sorted(a for a in box(Game(st), "assault", faction="US") if a.startswith("air_lift"))


def test_8_8_3_air_lift_leaves_three_coin_units_in_an_origin_at_support():
    """Da Nang at Active Support: 2 to lift against Kontum's 3, so Kontum is
    listed first and emptied of its 3, then Da Nang gives 2 (3 stay there)."""
    assert _lifted("active_support") == ["air_lift(da_nang,hue,us_troops,2)", "air_lift(kontum,hue,us_troops,3)"]


def test_8_8_3_air_lift_origin_not_at_support_gives_all_beyond_control():
    """Da Nang Neutral: 4 to lift, listed first and emptied of them; Kontum
    gives the 5th."""
    assert _lifted(None) == ["air_lift(da_nang,hue,us_troops,4)", "air_lift(kontum,hue,us_troops,1)"]
