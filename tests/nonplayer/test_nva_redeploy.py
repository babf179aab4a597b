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


def test_8_6_6_redeploy_grounds_the_moves_its_priorities_take():
    """8.6.6: Troops go only where a priority wants them: a Base space below
    2 NVA units (Southern Laos), one without NVA Control (Binh Dinh), one
    with COIN Control, one next to COIN Control (Quang Tri, beside Hue's
    Police).  North Vietnam (NVA Control, 3 units, no COIN-Controlled
    neighbour) is none of these: its Session grounds no move into it
    (nva/redeploy_spaces.lp), and the moves out of it to the others."""
    from fitl.nonplayer.walk import Walk
    spaces = {"north_vietnam": {"pieces": {"nva_base": 1, "nva_troops": 3}},
              "southern_laos": {"pieces": {"nva_base": 1}},
              "binh_dinh": {"pieces": {"nva_base": 1, "nva_guerrilla_active": 2, "us_troops": 4}},
              "quang_tri_thua_thien": {"pieces": {"nva_base": 1, "nva_troops": 2}},
              "hue": {"pieces": {"arvn_police": 1}}}
    st = coup_game("redeploy_nva", spaces).state.clone()
    st.nonplayers = {"NVA": {}}
    moves = {a for a in Walk(Game(st), "NVA")._session(("coup",)).move_atoms() if a.startswith("redeploy(")}
    assert {"redeploy(north_vietnam,southern_laos,nva_troops,1)", "redeploy(north_vietnam,binh_dinh,nva_troops,3)",
            "redeploy(north_vietnam,quang_tri_thua_thien,nva_troops,2)",
            "redeploy(quang_tri_thua_thien,binh_dinh,nva_troops,2)"} <= moves
    assert not any(",north_vietnam,nva_troops" in a for a in moves)
