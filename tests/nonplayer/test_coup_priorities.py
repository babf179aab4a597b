"""Priorities of the Non-players' Coup Round procedures that no other test
pins down: 8.5.6 Agitate, 8.6.6 NVA Redeploy, 8.7.6 ARVN Pacify, 8.8.8 US
Pacify, 8.8.9 Commitment (expected values from the rules text)."""

import pytest

from fitl.game import Game
from fitl.nonplayer import decide

from ..helpers import coup_game
from .arvn_positions import arvn, ask
from .positions import position, walk
from .test_us_coup import LOW, commitment

U = "vc_guerrilla_underground"
PACIFIABLE = {"pieces": {"arvn_troops": 2, "arvn_police": 2}}
US_PACIFIABLE = {"pieces": {"us_troops": 2, "arvn_police": 2}}


def test_8_5_6_agitate_greatest_total_shift_before_support():
    """8.5.6: first the greatest total shift, only then where there is
    Support.  2 VC Resources: Binh Dinh (Passive Support) has a Terror
    marker, so 1 to remove it leaves 1 level there; Tay Ninh (Neutral, no
    Terror) takes 2 levels: Tay Ninh."""
    g = position({"binh_dinh": {"pieces": {U: 1}, "support": "passive_support", "terror": 1},
                  "tay_ninh": {"pieces": {U: 1}}}, resources={"VC": 2}, coup="support_vc")
    move, _ = walk(g)
    assert move == "agitate(tay_ninh,2)"


def test_8_7_6_pacify_where_opposition_first():
    """8.7.6: within the spaces without Terror, first where there is any
    Opposition.  3 ARVN Resources pay 1 level (3.2.1): Quang Nam (Passive
    Opposition) over Binh Dinh (Neutral)."""
    g = arvn({"binh_dinh": PACIFIABLE, "quang_nam": {**PACIFIABLE, "support": "passive_opposition"},
              "saigon": {"pieces": {"us_troops": 20}}}, coup="support_arvn", resources={"ARVN": 3})
    assert ask(g, "pacify") == {"coup_pacify(quang_nam,1)"}


def test_8_7_6_pacify_where_no_terror_before_opposition():
    """8.7.6: spaces without Terror come before those with Opposition.  6
    ARVN Resources: Quang Nam (Active Opposition, a Terror marker) takes 3 to
    clear and 3 for 1 level; Binh Dinh (Passive Support, no Terror, US score
    well under 45) 1 level to Active Support for 3, the other 3 buying no
    shift anywhere: 1 level either way, and Binh Dinh is the one without
    Terror."""
    g = arvn({"binh_dinh": {**PACIFIABLE, "support": "passive_support"},
              "quang_nam": {**PACIFIABLE, "support": "active_opposition", "terror": 1},
              "saigon": {"pieces": {"us_troops": 20}}}, coup="support_arvn", resources={"ARVN": 6})
    assert ask(g, "pacify") == {"coup_pacify(binh_dinh,1)"}


def test_8_8_8_coup_pacify_where_no_terror_within_the_same_shift():
    """8.8.8: after the greatest total shift, first where there is no Terror.
    ARVN Resources 21, Econ 15: 6 may be spent.  Hue (Passive Support) takes
    1 level for 3; Saigon (Passive Support, a Terror marker) 1 level for 6:
    1 level either way, in Hue, and Saigon's Terror stays (no shift would
    follow its removal)."""
    g = position({"hue": {**US_PACIFIABLE, "support": "passive_support"},
                  "saigon": {**US_PACIFIABLE, "support": "passive_support", "terror": 1}},
                 nonplayers=("US",), coup="support_us", resources={"ARVN": 21}, econ=15)
    move, path = walk(g, faction="US")
    assert "pacify" in path
    assert move == "coup_pacify(hue,1)"


def test_8_8_9_jfk_adds_bases_then_withdraws_troops_toward_15_available():
    """8.8.9 JFK (a d6 of 2 equal to the 2 Coup cards in the RVN Leader box,
    8.8.1): Bases first, to COIN-Controlled spaces without a US or ARVN Base
    (Hue only), then Troops toward 15 Available: 10 are, so 5 come off the
    map.  Hue now has a Base, so there is no space without one outside
    Saigon; 5 from Saigon leave 15 and 10 at the 2 Bases, as equal as they
    can be."""
    d = decide(commitment(LOW, (125, 126), policy="lbj"), "US", rolls={"commitment": 2})
    assert d.state == {"us_policy": "jfk"}
    assert sorted(d.move.split()) == ["commit(available,hue,us_base,1)", "commit(saigon,available,us_troops,5)"]


def redeploy(spaces, **extra):
    st = coup_game("redeploy_nva", spaces, **extra).state.clone()
    st.nonplayers = {"NVA": {}}
    return decide(Game(st), "NVA")


def test_8_6_6_redeploy_removes_coin_control_where_nva_control_cannot_be_added():
    """8.6.6 third bullet: Binh Dinh (an NVA Base, 2 Guerrillas, 6 US Troops)
    cannot get NVA Control from the 3 Troops North Vietnam can spare (its
    Base and 2 Guerrillas keep Control and 2 units there), but those 3 bring
    it to 6 against 6: COIN Control removed."""
    d = redeploy({"binh_dinh": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "us_troops": 6}},
                  "north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "nva_troops": 3}}})
    assert d.move.split() == ["redeploy(north_vietnam,binh_dinh,nva_troops,3)"]


@pytest.mark.parametrize("deck, moves", [((2, 129), False), ((2,), True)])
def test_8_6_6_last_2_units_at_bases_kept_unless_final_coup(deck, moves):
    """8.6.6: unless this is the final Coup Round, the last 2 NVA units stay
    in each space with NVA Bases.  Central Laos (a Base, 2 Troops) could give
    Binh Dinh (a Base, 2 Guerrillas, 4 US Troops) NVA Control with both
    Troops: only in the final Coup Round (no Coup card left in the deck,
    2.4.2) do they go."""
    d = redeploy({"central_laos": {"pieces": {"nva_base": 1, "nva_troops": 2}},
                  "binh_dinh": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "us_troops": 4}}}, deck=deck)
    assert ("redeploy(central_laos,binh_dinh,nva_troops,2)" in d.move.split()) == moves


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_8_5_6_agitate_where_no_terror_within_the_same_shift(seed):
    """8.5.6: within the greatest total shift (and Support), first where there
    is no Terror marker.  3 VC Resources: Tay Ninh (Neutral) takes 2 levels
    for 2, the third Resource buying no shift; Binh Dinh (Neutral, a Terror
    marker) 1 level for 2 beside 1 in Tay Ninh is 2 levels too, but in a
    space with Terror: Tay Ninh alone, whatever the random order (8.2)."""
    g = position({"binh_dinh": {"pieces": {U: 1}, "terror": 1}, "tay_ninh": {"pieces": {U: 1}}},
                 resources={"VC": 3}, coup="support_vc")
    st = g.state.clone()
    st.seed = seed
    move, _ = walk(Game(st))
    assert move == "agitate(tay_ninh,2)"


def test_8_7_6_pacify_the_space_with_the_greatest_shift_first_ruling_252():
    """8.7.6 (c): among spaces without Terror or Opposition, first the one
    with the greatest shift.  6 ARVN Resources pay 2 levels (3.2.1): Binh
    Dinh (Neutral) can take both, Quang Nam (Passive Support) only 1 (US
    score well under 45): both levels in Binh Dinh, none left for Quang Nam."""
    g = arvn({"binh_dinh": PACIFIABLE, "quang_nam": {**PACIFIABLE, "support": "passive_support"},
              "saigon": {"pieces": {"us_troops": 20}}}, coup="support_arvn", resources={"ARVN": 6})
    assert ask(g, "pacify") == {"coup_pacify(binh_dinh,2)"}


def test_8_6_6_redeploy_last_gathers_in_one_space_in_south_vietnam_first():
    """8.6.6 last bullet: into 1 space, first in South Vietnam, the most
    Troops newly next to COIN Control.  North Vietnam's 3 spare Troops (its
    Base and 2 Guerrillas stay) are next to no COIN Control; Quang Tri (South
    Vietnam, beside Hue's and Quang Nam's Police) and Central Laos (beside
    Quang Nam's) both hold NVA Bases with 2 Troops and NVA Control: all 3 go
    to Quang Tri."""
    d = redeploy({"north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "nva_troops": 3}},
                  "quang_tri_thua_thien": {"pieces": {"nva_base": 1, "nva_troops": 2}},
                  "central_laos": {"pieces": {"nva_base": 1, "nva_troops": 2}},
                  "hue": {"pieces": {"arvn_police": 1}}, "quang_nam": {"pieces": {"arvn_police": 1}}})
    assert d.move.split() == ["redeploy(north_vietnam,quang_tri_thua_thien,nva_troops,3)"]


CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "can_tho")


def _sent(move, src=None, dst=None):
    return sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in move if ",arvn_police," in a
               and (src is None or a.startswith(f"redeploy({src},")) and (dst is None or f",{dst},arvn_police," in a))


def test_8_7_7_police_first_from_locs_with_enemy_units():
    """8.7.7: Police move first from LoCs with VC or NVA units.  Every City
    has its 3 COIN cubes and a Police; the empty Route 13/14 LoC wants
    exactly 3 Police: the 2 on the Hue-Da Nang LoC (beside a VC Guerrilla)
    go before any of Saigon's 6."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["saigon"] = {"pieces": {"arvn_troops": 6, "arvn_police": 6}}
    spaces["loc_hue_da_nang"] = {"pieces": {"arvn_police": 2, "vc_guerrilla_active": 1}}
    move = ask(arvn(spaces, coup="redeploy_arvn"), "redeploy")
    assert _sent(move, dst="loc_saigon_an_loc_ban_me_thuot") == 3
    assert _sent(move, src="loc_hue_da_nang") == 2


def test_8_7_7_no_police_to_route_13_with_enemy_units_on_it():
    """8.7.7: the 3 Police go to the Route 13/14 LoC only if no NVA or VC
    units are on it: with a VC Guerrilla there (and every City at its 3
    cubes and 1 Police, no COIN-Controlled Province), no Police moves."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["saigon"] = {"pieces": {"arvn_troops": 6, "arvn_police": 6}}
    spaces["loc_saigon_an_loc_ban_me_thuot"] = {"pieces": {"vc_guerrilla_active": 1}}
    move = ask(arvn(spaces, coup="redeploy_arvn"), "redeploy") or set()
    assert _sent(move) == 0


def test_8_7_7_police_to_a_coin_controlled_province_before_a_city():
    """8.7.7 last bullet: at least 1 Police in each COIN-Controlled Province,
    and only then in each City.  Saigon can spare 1 Police (its last stays);
    3 are too few for the Route 13/14 LoC; Binh Dinh (COIN Control by an
    ARVN Base and a Troop against an NVA Guerrilla) and Hue (3 ARVN Troops)
    have none, and no Troop can spare itself: it goes to Binh Dinh."""
    spaces = {"saigon": {"pieces": {"us_troops": 3, "arvn_police": 2}},
              "binh_dinh": {"pieces": {"arvn_base": 1, "arvn_troops": 1, "nva_guerrilla_active": 1}},
              "hue": {"pieces": {"arvn_troops": 3}}}
    move = ask(arvn(spaces, coup="redeploy_arvn"), "redeploy")
    assert move == {"redeploy(saigon,binh_dinh,arvn_police,1)"}


def test_8_8_8_coup_pacify_removes_terror_only_if_a_shift_follows():
    """8.8.8: Terror is removed only if enough ARVN Resources above Econ
    remain for a shift after it.  ARVN Resources 20, Econ 15: 5 to spend;
    Hue's Terror marker takes 3, leaving 2, short of a level (3): no Pacify
    in Hue, the only space that could take one."""
    g = position({"hue": {**US_PACIFIABLE, "terror": 1}}, nonplayers=("US",), coup="support_us",
                 resources={"ARVN": 20}, econ=15)
    move, _ = walk(g, faction="US")
    assert "coup_pacify(hue" not in move
    g = position({"hue": {**US_PACIFIABLE, "terror": 1}}, nonplayers=("US",), coup="support_us",
                 resources={"ARVN": 21}, econ=15)
    move, _ = walk(g, faction="US")
    assert move == "coup_pacify(hue,1)"


def test_8_8_9_bases_only_where_coin_control_and_no_us_or_arvn_base():
    """8.8.9: US Bases added only to Cities or Provinces with COIN Control
    and no US or ARVN Base: LBJ (a d6 of 3 above the 2 Coup cards, 8.8.1);
    Saigon has a US Base, Hue an ARVN Base: Da Nang (1 Police) alone takes
    one."""
    spaces = {"saigon": {"pieces": {"us_troops": 20, "us_base": 1, "arvn_police": 2}},
              "hue": {"pieces": {"us_troops": 10, "arvn_police": 1, "arvn_base": 1}},
              "da_nang": {"pieces": {"arvn_police": 1}}}
    d = decide(commitment(spaces, (125, 126)), "US", rolls={"commitment": 3})
    bases = [a for a in d.move.split() if ",us_base," in a]
    assert bases == ["commit(available,da_nang,us_base,1)"]
