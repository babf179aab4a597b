"""The ARVN Non-player's Redeploy (8.7.7, 6.4.2): the moves its Coup Round
Session grounds (redeploy_spaces.lp: docs/nonplayers.md, ARVN), those its
priorities can take."""

from fitl.nonplayer.walk import Walk

from .arvn_positions import arvn, ask

CITIES = ("hue", "da_nang", "kontum", "qui_nhon", "cam_ranh", "an_loc", "can_tho")


def _grounded(game):
    w = Walk(game, "ARVN")
    return {a for a in w._session(("coup",)).move_atoms() if a.startswith("redeploy(") and a.count(",") == 3}


def test_8_7_7_redeploy_grounds_the_moves_its_priorities_take():
    """8.7.7: the 2 Troops on a LoC must all leave (6.4.2), split among
    spaces as priorities 1 and 2 need (test_arvn_redeploy_rest.py): 1 or 2
    to each destination are grounded, no more.  Police go only where a priority wants them
    (the Route 13/14 LoC, a City without NVA Control, a Province without
    Police, a space the Troops leave), as many as it wants (3 onto the
    Route, 1 into Hue), never a space's last one: Binh Dinh (a Province
    with Police already) gets none, and its only Police stays."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES}
    spaces["loc_hue_da_nang"] = {"pieces": {"arvn_troops": 2}}
    spaces["saigon"] = {"pieces": {"arvn_troops": 6, "arvn_police": 6}}
    spaces["binh_dinh"] = {"pieces": {"arvn_police": 1}}
    moves = _grounded(arvn(spaces, coup="redeploy_arvn"))
    troops = {a for a in moves if a.startswith("redeploy(loc_hue_da_nang,")}
    assert "redeploy(loc_hue_da_nang,hue,arvn_troops,2)" in troops
    assert "redeploy(loc_hue_da_nang,hue,arvn_troops,1)" in troops
    assert all(a.endswith((",arvn_troops,1)", ",arvn_troops,2)")) for a in troops)
    assert "redeploy(saigon,loc_saigon_an_loc_ban_me_thuot,arvn_police,3)" in moves
    assert "redeploy(saigon,hue,arvn_police,1)" in moves
    assert not any(",binh_dinh,arvn_police," in a or a.startswith("redeploy(binh_dinh,") for a in moves)
    assert not any(a.startswith("redeploy(saigon,hue,arvn_police,") and not a.endswith(",1)") for a in moves)


def test_8_7_7_troops_beyond_those_needed_add_coin_control():
    """8.7.7, ruling 207: no Troop must leave (6.4.2: Saigon and the Cities
    only), but Saigon's Troops beyond those its COIN Control and 3 cubes need
    may go to add COIN Control: Hue (2 VC Guerrillas, 1 Police; Population
    2) gets the 2 Troops that give COIN Control there (3 COIN pieces to 2,
    1.7), which also make its 3 cubes; no more move."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES if c != "hue"}
    spaces["hue"] = {"pieces": {"arvn_police": 1, "vc_guerrilla_active": 2}}
    spaces["saigon"] = {"pieces": {"arvn_troops": 8, "arvn_police": 2}}
    move = ask(arvn(spaces, coup="redeploy_arvn"), "redeploy")
    troops = sorted(a for a in move if ",arvn_troops," in a)
    assert troops == ["redeploy(saigon,hue,arvn_troops,2)"]


def test_8_7_7_spare_troops_first_from_the_space_with_the_most():
    """8.7.7, ruling 207: Hue needs 2 Troops for COIN Control; Can Tho (4
    Troops, 1 Police) could spare 2 keeping its 3 cubes, Saigon (8 Troops, 2
    Police) 7: they come from Saigon, the space with the most Troops beyond
    those needed."""
    spaces = {c: {"pieces": {"arvn_troops": 2, "arvn_police": 1}} for c in CITIES if c not in ("hue", "can_tho")}
    spaces["hue"] = {"pieces": {"arvn_police": 1, "vc_guerrilla_active": 2}}
    spaces["can_tho"] = {"pieces": {"arvn_troops": 4, "arvn_police": 1}}
    spaces["saigon"] = {"pieces": {"arvn_troops": 8, "arvn_police": 2}}
    move = ask(arvn(spaces, coup="redeploy_arvn"), "redeploy")
    assert sorted(a for a in move if ",arvn_troops," in a) == ["redeploy(saigon,hue,arvn_troops,2)"]
