"""8.7.7 Redeploy: the Troops that must move (6.4.2: off LoCs and Provinces
without a COIN Base) go to add as much COIN Control as possible, split among
spaces as needed; those that still must move then go to 1 random candidate
Redeployment space.  Expected values from the rules text (1.7: COIN Control
is more COIN pieces than Insurgent pieces)."""

from collections import Counter

from fitl.game import Game

from .arvn_positions import arvn, ask

CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "can_tho")
# Quang Tri and Binh Dinh (Population 2 each): a US Base and 1 Police against
# 3 Active VC: 2 more COIN pieces give COIN Control (4 to 3), 1 does not.
NEEDY = {"pieces": {"us_base": 1, "arvn_police": 1, "vc_guerrilla_active": 3}}


def _troops(extra, seed=None):
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["saigon"] = {"pieces": {"arvn_troops": 2, "arvn_police": 2}}
    spaces["loc_saigon_an_loc_ban_me_thuot"] = {"pieces": {"arvn_police": 3}}
    spaces["quang_tri_thua_thien"] = NEEDY
    spaces["binh_dinh"] = NEEDY
    spaces.update(extra)
    g = arvn(spaces, coup="redeploy_arvn")
    if seed is not None:
        st = g.state.clone()
        st.seed = seed
        g = Game(st)
    into = Counter()
    for a in ask(g, "redeploy"):
        if ",arvn_troops," in a:
            _, to, _, n = a[len("redeploy("):-1].split(",")
            into[to] += int(n)
    return into


def test_8_7_7_troops_from_one_loc_split_to_add_coin_control_in_two_spaces():
    """4 Troops on the Hue-Da Nang LoC: 2 to Quang Tri and 2 to Binh Dinh
    give COIN Control in both (4 Population), not all 4 to one (2)."""
    assert _troops({"loc_hue_da_nang": {"pieces": {"arvn_troops": 4}}}) == \
        {"quang_tri_thua_thien": 2, "binh_dinh": 2}


def test_8_7_7_troops_still_to_move_go_to_1_random_candidate():
    """4 Troops on one LoC give COIN Control to Quang Tri and Binh Dinh (2
    each); the lone Troops of two other LoCs still must move: both go to 1
    space (a random candidate, which may be one of those two)."""
    extra = {"loc_hue_da_nang": {"pieces": {"arvn_troops": 4}},
             "loc_da_nang_qui_nhon": {"pieces": {"arvn_troops": 1}},
             "loc_cam_ranh_da_lat": {"pieces": {"arvn_troops": 1}}}
    for seed in range(3):
        into = _troops(extra, seed)
        assert sum(into.values()) == 6
        assert into["quang_tri_thua_thien"] >= 2 and into["binh_dinh"] >= 2
        rest = {s: n - (2 if s in ("quang_tri_thua_thien", "binh_dinh") else 0) for s, n in into.items()}
        assert sorted(n for n in rest.values() if n) == [2]


def _police_into(spaces, space):
    return {a for a in ask(arvn(spaces, coup="redeploy_arvn"), "redeploy")
            if ",arvn_police," in a and a.split(",")[1] == space}


def test_8_7_7_police_keeping_coin_control_where_troops_left_come_from_several_spaces():
    """Quang Tin (no COIN Base) must lose its 3 Troops (6.4.2); 3 Police
    keep its COIN Control against 2 VC (1.7).  No space can spare more than
    1 Police (each City keeps its 3 cubes, 2 Troops and 1 Police): the 3
    come from 3 spaces, 1 each."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 2}} for c in CITIES}
    spaces["saigon"] = {"pieces": {"arvn_troops": 2, "arvn_police": 2}}
    spaces["loc_saigon_an_loc_ban_me_thuot"] = {"pieces": {"arvn_police": 3}}
    spaces["quang_tin_quang_ngai"] = {"pieces": {"arvn_troops": 3, "vc_guerrilla_active": 2}}
    into = _police_into(spaces, "quang_tin_quang_ngai")
    assert len(into) == 3 and all(a.endswith(",1)") for a in into)


def test_8_7_7_troops_remove_nva_control_at_a_base():
    """The 2 Troops on the Hue-Da Nang LoC must move; at Quang Tri (a US Base,
    3 NVA Troops: NVA Control, Population 2) they leave 3 COIN pieces to 3
    NVA, removing NVA Control (1.7): they go there, whatever the seed (no
    other space has Troops to spare: Saigon keeps its 3 cubes)."""
    for seed in range(3):
        assert _troops({"loc_hue_da_nang": {"pieces": {"arvn_troops": 2}},
                        "saigon": {"pieces": {"arvn_troops": 1, "arvn_police": 2}},
                        "quang_tri_thua_thien": {"pieces": {"us_base": 1, "nva_troops": 3}},
                        "binh_dinh": {"pieces": {"arvn_police": 1}}}, seed) == {"quang_tri_thua_thien": 2}
