"""The general rules of the Non-players' actions (8.1, 8.1.1-8.1.3), clause
by clause."""

from .positions import box, position


def test_8_1_1_pieces_placed_only_while_available():
    """8.1.1: a Non-player carries out its actions only as long as the pieces
    they need are Available; it never takes them from elsewhere on the map
    (1.4.1 would let a player).  All 30 VC Guerrillas are on the map (none
    Available): the VC Rally places no Guerrilla, by taking one from the
    map or otherwise (its Base in Binh Dinh could place 3)."""
    g = position({"the_fishhook": {"pieces": {"vc_guerrilla_underground": 27}},
                  "binh_dinh": {"pieces": {"vc_base": 1, "vc_guerrilla_active": 1}},
                  "tay_ninh": {"pieces": {"vc_guerrilla_active": 2}}}, resources={"VC": 10})
    move = box(g, "rally", sas=False)
    assert move is not None and any(a.startswith("rally(") for a in move)
    assert not [a for a in move if a.startswith("from_map(")]
    assert not [a for a in move if a.startswith("rally(") and a.count(",") == 1]   # (rally(S, N): N placed)
