"""The Non-player ARVN in the Coup Round: Pacify (8.7.6, Support Phase
6.3.1), Redeploy (8.7.7, 6.4.2) and a Failed Attempt's removal of 1 in 3
ARVN cubes (2.4.1) in the friendly-removal order of 8.1.2."""

from pathlib import Path

from fitl.game import Game
from fitl.state import State
from fitl.nonplayer import decide

from .arvn_positions import arvn, ask

CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "can_tho")
PACIFIABLE = {"pieces": {"arvn_troops": 2, "arvn_police": 2}}


def test_8_7_6_pacify_to_active_support_while_us_score_45_or_less():
    """8.7.6: Support + Available (7.2) at 30 + 6 = 36 (10 US Troops on the
    map, nothing Out of Play) and Binh Dinh (Population 2) Neutral: 2 levels
    to Active Support make 40, at most 45: Pacify 2 levels."""
    g = arvn({"binh_dinh": PACIFIABLE, "saigon": {"pieces": {"us_troops": 10}}}, coup="support_arvn")
    assert ask(g, "pacify") == {"coup_pacify(binh_dinh,2)"}


def test_8_7_6_no_active_support_past_45():
    """8.7.6: with all 46 US Troops and Bases Available (score 46), the ARVN
    shift Binh Dinh to Passive Support only (1 level), never to Active."""
    g = arvn({"binh_dinh": PACIFIABLE}, coup="support_arvn")
    assert ask(g, "pacify") == {"coup_pacify(binh_dinh,1)"}


def test_8_7_6_terror_removed_only_where_a_shift_follows():
    """8.7.6: 6 ARVN Resources: Binh Dinh has a Terror marker (3 to remove, 3
    more for a level), Quang Nam none: first where there is no Terror, 2
    levels there (3.2.1: 3 per level)."""
    g = arvn({"binh_dinh": {**PACIFIABLE, "terror": 1}, "quang_nam": PACIFIABLE,
              "saigon": {"pieces": {"us_troops": 20}}}, coup="support_arvn", resources={"ARVN": 6})
    assert ask(g, "pacify") == {"coup_pacify(quang_nam,2)"}


def test_8_7_7_redeploy_troops_off_locs_and_route_13_police():
    """8.7.7, 6.4.2: ARVN Troops on a LoC must go (to a City without NVA
    Control, a COIN Base or Saigon); the Route 13/14 LoC (Saigon-An Loc-Ban Me
    Thuot) without NVA or VC gets exactly 3 Police (the Cities already have
    their 3 cubes; the Police come from where they keep a space's last Police,
    3 cubes and COIN Control)."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["loc_hue_da_nang"] = {"pieces": {"arvn_troops": 2}}
    spaces["saigon"] = {"pieces": {"arvn_troops": 6, "arvn_police": 6}}
    g = arvn(spaces, coup="redeploy_arvn")
    move = ask(g, "redeploy")
    assert sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in move
               if a.startswith("redeploy(loc_hue_da_nang,") and ",arvn_troops," in a) == 2
    route = [a for a in move if ",loc_saigon_an_loc_ban_me_thuot,arvn_police," in a]
    assert sum(int(a.rstrip(")").rsplit(",", 1)[1]) for a in route) == 3


def test_8_1_2_failed_attempt_removal_alternates_more_numerous_first():
    """2.4.1, 8.1.2: 1 in 3 ARVN cubes go from each space, alternating Troops
    and Police, beginning with the more numerous type (Troops if even):
    Saigon 4 Troops 2 Police -> 1 Troop 1 Police; Kontum 2 Troops 4 Police
    -> 1 Police 1 Troop; Hue 3 Police -> 1 Police; Da Nang 6 Troops -> 2
    Troops; Can Tho 3 Troops 3 Police -> 1 Troop 1 Police."""
    g = arvn({"saigon": {"pieces": {"arvn_troops": 4, "arvn_police": 2}},
              "kontum": {"pieces": {"arvn_troops": 2, "arvn_police": 4}},
              "hue": {"pieces": {"arvn_police": 3}},
              "da_nang": {"pieces": {"arvn_troops": 6}},
              "can_tho": {"pieces": {"arvn_troops": 3, "arvn_police": 3}}}, coup="coup_card")
    g.state.cards["current"] = 129          # Failed Attempt
    g = Game(g.state)
    move = set(decide(g, "ARVN").move.split())
    assert move == {"desert(saigon,arvn_troops,1)", "desert(saigon,arvn_police,1)",
                    "desert(kontum,arvn_troops,1)", "desert(kontum,arvn_police,1)",
                    "desert(hue,arvn_police,1)", "desert(da_nang,arvn_troops,2)",
                    "desert(can_tho,arvn_troops,1)", "desert(can_tho,arvn_police,1)"}


def test_8_1_2_card_84_shaded_desertion_by_the_nonplayer_order():
    """Card 84 shaded (5.1): the ARVN remove 1 in 3 of their cubes per space as
    a Failed Attempt does; the Non-player gives them up by 8.1.2 (ruling 183):
    Saigon 4 Troops 2 Police -> 1 Troop 1 Police, Hue 3 Police -> 1 Police."""
    g = arvn({"saigon": {"pieces": {"arvn_troops": 4, "arvn_police": 2}}, "hue": {"pieces": {"arvn_police": 3}}},
             current=84)
    g.state.eligibility = {"US": "ineligible", "ARVN": "ineligible", "NVA": "ineligible", "VC": "eligible"}
    after = Game(g.state).apply("event(shaded)", faction="VC").game
    assert after.turn().to_act == "ARVN"
    assert set(decide(after, "ARVN").move.split()) == {"desert(saigon,arvn_troops,1)", "desert(saigon,arvn_police,1)",
                                                       "desert(hue,arvn_police,1)"}


POLICE_SHORT = Path(__file__).resolve().parents[1] / "data" / "redeploy-arvn-police.yaml"


def test_8_7_7_redeploy_troops_then_police_by_priority_on_a_full_map():
    """8.7.7 on a Medium-game map: Quang Duc's 2 ARVN Troops must leave (a
    Province without a COIN Base, 6.4.2) and go where a City lacks 3 COIN
    cubes: Kontum (1 US Troop).  Then the Police: only Saigon and Quang Tri
    (4 each) can spare any (3 each) keeping their last Police, 3 cubes and
    COIN Control.  Exactly 3 onto the empty Route 13/14 LoC; then 2 to keep
    COIN Control in Quang Duc, which the Troops left (1 Police against 2 VC
    Guerrillas); the last 1 to one COIN-Controlled Province without Police
    (Binh Dinh, Tay Ninh or Kien Giang).  6 Police moved, none through a
    space that also sends some.  (A search cut at its bound had moved 9,
    2 of them from Saigon to Qui Nhon and back.)"""
    g = Game(State.load(POLICE_SHORT))
    move = decide(g, "ARVN").move.split()
    police = {}
    for a in move:
        src, dst, kind, n = a[len("redeploy("):-1].split(",")
        if kind == "arvn_troops":
            assert (src, dst, n) == ("quang_duc_long_khanh", "kontum", "2")
        else:
            police[dst] = police.get(dst, 0) + int(n)
    assert police.pop("loc_saigon_an_loc_ban_me_thuot") == 3
    assert police.pop("quang_duc_long_khanh") == 2
    assert list(police.values()) == [1] and set(police) <= {"binh_dinh", "tay_ninh", "kien_giang_an_xuyen"}
