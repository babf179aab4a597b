"""8.6.4 INFILTRATE: the NVA's own Base taken off the map when none is
Available, and the Troop tie-breaks (b) 2 NVA Bases and (c) in or next to a
space without NVA Control.  Expected values from the rules text."""

import pytest

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
