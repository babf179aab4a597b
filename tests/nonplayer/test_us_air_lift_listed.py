"""8.8.3 AIR LIFT before an Assault (ruling 160): the US Non-player's
Session grounds no lift its priorities can never choose
(asp/nonplayer/us/air_lift_spaces.lp): none out of a space past the 7th of
the origins' list, and none into a Police space of the Assault's first
bullet that its own Assault gives COIN Control (ruling 228); the move is the
same as over every lift the rules allow (4.2.2)."""

import pytest

from .test_us_air_lift_grounded import _lifts, _walk
from .test_us_flowchart import us

A = "vc_guerrilla_active"
U = "vc_guerrilla_underground"
# (8 spaces of the origins' second bullet: 2 US Troops and a Police each, COIN
# Control, 1.7; each may give its 2 Troops and keep it)
SECOND = ("da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "saigon", "can_tho", "pleiku_darlac")


def _eight(first=None):
    """An Assault whose first bullet is Kien Phong (2 US Troops, 2 Active VC:
    3.2.4, 1 hit per Troop in Lowland; or `first`, its pieces); Hue (Police,
    2 Active VC) a destination; the 8 origins of SECOND, all alike (the
    seeded rank orders them)."""
    spaces = {s: {"pieces": {"us_troops": 2, "arvn_police": 1}} for s in SECOND}
    spaces["kien_phong"] = {"pieces": first or {"us_troops": 2, A: 2}}
    spaces["hue"] = {"pieces": {"arvn_police": 1, A: 2}}
    return us(spaces, policy="jfk")


def test_8_8_3_no_lift_out_of_an_origin_past_the_7th_of_the_list():
    """Up to 3 origins are listed; of those before one on the list, at most
    3 destinations and 1 other Assault space drop out, so the 8th is never
    used: 7 of the 8 spaces may give Troops, where the rules alone offer all
    8 (4.2.2)."""
    assert len({f for f, _, _ in _lifts(_eight())} & set(SECOND)) == 7
    assert {f for f, _, _ in _lifts(_eight(), narrowed=False)} >= set(SECOND)


def test_8_8_3_a_first_bullet_space_is_not_counted_on_the_origins_list_ruling_160():
    """Kien Phong with 4 US Troops and 2 Police against 2 Active VC: COIN
    Control, 3 Troops it could give (more than each of SECOND's 2), but of
    the Assault's first bullet, so never listed (ruling 160): it pushes none
    of the 8 past the 7th, and 7 of them may still give Troops."""
    game = _eight({"us_troops": 4, "arvn_police": 2, A: 2})
    assert len({f for f, _, _ in _lifts(game)} & set(SECOND)) == 7


@pytest.mark.parametrize("first", [None, {"us_troops": 4, "arvn_police": 2, A: 2}])
def test_8_8_3_the_same_move_without_the_origins_past_the_7th(first):
    narrowed, every = _walk(_eight(first)), _walk(_eight(first), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert any(a.startswith("air_lift(") for a in move)
    assert sorted(every.box(every.chart.nodes["assault"])) == move


def _first(underground):
    """Quang Tin, of the Assault's first bullet (2 US Troops remove its 2
    Active VC), with a Police and `underground` Underground VC: no COIN
    Control before its Assault (3 COIN pieces against 2 + underground);
    Da Nang (5 US Troops) an origin."""
    return us({"quang_tin_quang_ngai": {"pieces": {"us_troops": 2, "arvn_police": 1, A: 2, U: underground}},
               "da_nang": {"pieces": {"us_troops": 5}}}, policy="jfk")


def test_8_8_3_no_lift_into_a_first_bullet_police_space_its_assault_gives_control_ruling_228():
    """With 2 Underground VC, Quang Tin's Assault leaves 3 COIN pieces
    against 2: it then has both US Troops and COIN Control, so it is no
    Police destination (rulings 228, 231); the rules alone offer it."""
    assert "quang_tin_quang_ngai" not in {t for _, t, _ in _lifts(_first(2))}
    assert "quang_tin_quang_ngai" in {t for _, t, _ in _lifts(_first(2), narrowed=False)}


def test_8_8_3_a_first_bullet_police_space_still_lacking_control_stays_a_destination():
    """With 3 Underground VC, 3 COIN pieces against 3 after the Assault: no
    COIN Control, so Quang Tin may still take lifted Troops."""
    assert "quang_tin_quang_ngai" in {t for _, t, _ in _lifts(_first(3))}


def test_8_8_3_the_same_move_without_the_first_bullet_space():
    narrowed, every = _walk(_first(2)), _walk(_first(2), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert move and sorted(every.box(every.chart.nodes["assault"])) == move


PLAIN = ("khanh_hoa", "ba_xuyen", "kien_giang_an_xuyen", "phu_bon_phu_yen", "kien_hoa_vinh_binh")


def _police():
    """An Assault (Kien Phong its first bullet) with Da Nang's 5 US Troops
    to lift, and 5 Police spaces alike (a Police each, nothing else: 1
    lifted US Troop gives each both US Troops and COIN Control, 1.7), which
    no Assault clears and which give no units."""
    spaces = {s: {"pieces": {"arvn_police": 1}} for s in PLAIN}
    spaces["kien_phong"] = {"pieces": {"us_troops": 2, A: 2}}
    spaces["da_nang"] = {"pieces": {"us_troops": 5}}
    return us(spaces, policy="jfk")


def test_8_2_only_3_of_police_spaces_alike_are_grounded_as_destinations():
    """8.8.3 orders the Police destinations by 8.2 alone (the seeded rank):
    of 5 alike, each would take the same lifts as any other, so the 2 of
    worst rank are never chosen (at most 3 destinations); the rules alone
    offer all 5 (4.2.2)."""
    assert len({t for _, t, _ in _lifts(_police())} & set(PLAIN)) == 3
    assert {t for _, t, _ in _lifts(_police(), narrowed=False)} >= set(PLAIN)


def test_8_2_the_same_move_with_3_of_the_police_spaces():
    narrowed, every = _walk(_police()), _walk(_police(), narrowed=False)
    move = sorted(narrowed.box(narrowed.chart.nodes["assault"]))
    assert any(a.startswith("air_lift(") for a in move)
    assert sorted(every.box(every.chart.nodes["assault"])) == move
