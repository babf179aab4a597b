"""The NVA Non-player's Redeploy in the Coup Round (8.6.6; 6.4.3: NVA Troops
to spaces with NVA Bases), on hand-built Coup positions (tests/helpers.py)."""

from fitl.game import Game
from fitl.nonplayer import decide

from ..helpers import coup_game


def redeploy(spaces, **extra):
    st = coup_game("redeploy_nva", spaces, **extra).state.clone()
    st.nonplayers = {"NVA": {}}
    return decide(Game(st), "NVA")


def test_redeploy_brings_a_base_space_to_2_units_8_6_6():
    """8.6.6: first each space with NVA Bases up to 2 NVA units: a Troop from
    Quang Nam (3 Troops against 1 Police: NVA Control kept with 2, so no
    Control at stake) to the Base in Central Laos that has none; nothing
    else moves there beyond need."""
    d = redeploy({"central_laos": {"pieces": {"nva_base": 1}},
                  "quang_nam": {"pieces": {"nva_troops": 3, "arvn_police": 1}}})
    assert d.path[0].node == "redeploy"
    assert "redeploy(quang_nam,central_laos,nva_troops," in d.move


def test_redeploy_never_gives_up_nva_control_8_6_6():
    """8.6.6: never move Troops out of a space so as to lose NVA Control: 2
    Troops hold Quang Nam against 1 Police; moving any loses it, so none moves
    although the Base in Central Laos lacks units."""
    d = redeploy({"central_laos": {"pieces": {"nva_base": 1}},
                  "quang_nam": {"pieces": {"nva_troops": 2, "arvn_police": 1}}})
    assert "redeploy(quang_nam" not in d.move


def test_redeploy_adds_nva_control_8_6_6():
    """8.6.6: then add NVA Control, moving in only the Troops needed: Binh Dinh
    has an NVA Base and 2 Guerrillas against 4 US Troops; 2 of the North's 3
    Troops make 5 NVA pieces against 4 (1.7), the third stays."""
    d = redeploy({"binh_dinh": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "us_troops": 4}},
                  "north_vietnam": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "nva_troops": 3}}})
    assert "redeploy(north_vietnam,binh_dinh,nva_troops,2)" in d.move
