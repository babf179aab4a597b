"""8.6.4 INFILTRATE: the NVA's own Base taken off the map when none is
Available, and the Troop tie-breaks (b) 2 NVA Bases and (c) in or next to a
space without NVA Control.  Expected values from the rules text."""

import pytest

from fitl.game import Game
from fitl.nonplayer import decide

from .nva_positions import nva

ROLLS = {"attack_q": 6, "terror_q": 6, "rally_q": 2}
G = "nva_guerrilla_underground"


def moves(spaces, **tracks):
    return decide(nva(spaces, **tracks), "NVA", rolls=ROLLS).move.split()


def all_bases(most):
    """All 9 NVA Bases on the map (none Available), each Base space with 2+
    NVA units; `most` holds 6 NVA Troops more than the others."""
    spaces = {"north_vietnam": {"pieces": {"nva_base": 2, G: 2}},
              "central_laos": {"pieces": {"nva_base": 2, G: 2}},
              "southern_laos": {"pieces": {"nva_base": 2, G: 2}},
              "northeast_cambodia": {"pieces": {"nva_base": 2, G: 2}},
              "the_fishhook": {"pieces": {"nva_base": 1, G: 2}}}
    spaces[most]["pieces"]["nva_troops"] = 6
    return spaces


@pytest.mark.parametrize("most", ["southern_laos", "central_laos"])
def test_8_6_4_infiltrate_takes_its_own_base_off_the_map_to_replace_a_vc_base(most):
    """8.6.4 INFILTRATE, first bullet and its NOTE: no NVA Base Available, a
    VC Base in Binh Dinh where 3 NVA Guerrillas outnumber the VC and no NVA
    Base is: one Base comes off the map from the space in North Vietnam,
    Laos or Cambodia with the most NVA pieces (its 6 Troops more than the
    Rally adds anywhere) to replace it.  (The Trail
    at 1 makes the NVA Rally first, 8.6.4.)"""
    ms = moves({**all_bases(most), "binh_dinh": {"pieces": {"vc_base": 1, G: 3}}}, trail=1)
    assert "infiltrate_vc(binh_dinh,vc_base)" in ms
    assert f"from_map({most},nva_base,1)" in ms
    assert sum(m.startswith("from_map(") for m in ms) == 1


def one_space(spaces, seed=1):
    """The NVA's move with unshaded 559th Transport Grp (Infiltrate in 1
    space) and the Trail at 1 (a Rally reason); 1 Resource pays the Rally
    in COIN-Controlled Southern Laos (8.6.4's second bullet), so no Base
    space gains a Guerrilla; Quang Tri's Guerrilla gives it NVA Control."""
    g = nva({**spaces, "southern_laos": {"pieces": {"arvn_troops": 2}}, "quang_tri_thua_thien": {"pieces": {G: 1}}},
            resources={"NVA": 1}, trail=1)
    st = g.state.clone()
    st.momentum[46] = "unshaded"
    st.seed = seed
    ms = decide(Game(st), "NVA", rolls=ROLLS).move.split()
    assert "rally(southern_laos)" in ms
    return sorted(m for m in ms if m.startswith("infiltrate("))


def test_8_6_4_infiltrate_troops_where_2_bases_before_next_to_no_nva_control():
    """8.6.4 INFILTRATE, second bullet (b) before (c): North Vietnam (2 NVA
    Bases, 4 Guerrillas) and Central Laos (1 NVA Base and a VC Base, so no
    room for another, 4 Guerrillas) both take 4+ Troops (Trail 1 + Bases,
    and 2 Guerrillas replaced) and have the most Guerrillas; only Central
    Laos is next to spaces without NVA Control (Southern Laos, Quang Nam),
    but North Vietnam has 2 Bases: North Vietnam."""
    got = one_space({"north_vietnam": {"pieces": {"nva_base": 2, G: 4}},
                     "central_laos": {"pieces": {"nva_base": 1, "vc_base": 1, G: 4}}})
    assert got == ["infiltrate(north_vietnam,3)"]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_8_6_4_infiltrate_troops_next_to_no_nva_control_first(seed):
    """8.6.4 INFILTRATE, second bullet (c): North Vietnam and the Fishhook
    each hold 2 NVA Bases and 4 Guerrillas; North Vietnam's neighbours
    (Central Laos, Quang Tri) are under NVA Control, the Fishhook is next to
    empty Provinces (Tay Ninh): the Fishhook, whatever the random order."""
    got = one_space({"north_vietnam": {"pieces": {"nva_base": 2, G: 4}},
                     "the_fishhook": {"pieces": {"nva_base": 2, G: 4}},
                     "central_laos": {"pieces": {G: 1}}}, seed=seed)
    assert got == ["infiltrate(the_fishhook,3)"]


def test_8_6_4_the_base_comes_from_the_most_nva_pieces_after_the_rally_ruling_260():
    """8.6.4 NOTE, ruling 260: the space with the most NVA pieces is judged
    as the Infiltrate begins, after the Rally it follows.  The Fishhook's
    Base has 1 NVA unit (a Rally reason): 1 Resource Rallies there only,
    placing Trail 3 + 1 Base = 4 Guerrillas, 6 NVA pieces in all, more than
    Northeast Cambodia's 5 (the most before the Rally): the Base comes off
    the map in the Fishhook to replace Binh Dinh's VC Base, and, its only
    Base gone first, no Troops are placed there (4.4.1: at NVA Bases)."""
    spaces = all_bases("northeast_cambodia")
    spaces["northeast_cambodia"]["pieces"]["nva_troops"] = 1
    spaces["the_fishhook"]["pieces"][G] = 1
    ms = moves({**spaces, "binh_dinh": {"pieces": {"vc_base": 1, G: 3}}}, trail=3, resources={"NVA": 1})
    assert "rally(the_fishhook)" in ms and sum(m.startswith("rally(") and "," not in m for m in ms) == 1
    assert "infiltrate_vc(binh_dinh,vc_base)" in ms
    assert "from_map(the_fishhook,nva_base,1)" in ms
    assert not any(m.startswith("infiltrate(the_fishhook,") for m in ms)


def test_8_6_4_one_own_base_off_the_map_for_one_vc_base_ruling_260():
    """8.6.4 NOTE, ruling 260: one Base comes off the map, to replace one VC
    Base: with VC Bases in Binh Dinh and Pleiku (3 NVA Guerrillas each, no
    NVA Base Available), only one of them is replaced."""
    ms = moves({**all_bases("southern_laos"), "binh_dinh": {"pieces": {"vc_base": 1, G: 3}},
                "pleiku_darlac": {"pieces": {"vc_base": 1, G: 3}}}, trail=1)
    assert sum(m.startswith("infiltrate_vc(") for m in ms) == 1
    assert [m for m in ms if m.startswith("from_map(")] == ["from_map(southern_laos,nva_base,1)"]
