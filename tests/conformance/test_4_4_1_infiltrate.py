"""Infiltrate (4.4.1): the second way, where NVA outnumber VC."""

from helpers import game, pieces, sections


def test_4_4_1_shift_opposition_without_replacing_a_vc_piece_ruling_233():
    """4.4.1: where NVA outnumber VC, shift Opposition 1 level toward Neutral,
    then replace any 1 VC piece desired: the replacement may be forgone, and
    with no VC piece there (NVA outnumber 0 VC) there is none to replace
    (ruling 233).  legal offers it; the Guerrillas stay as they are."""
    g = game({"tay_ninh": {"support": "active_opposition", "pieces": {"nva_guerrilla_active": 2}},
              "central_laos": {}}, first="NVA")
    assert g.legal("rally(central_laos)", sa="infiltrate")["infiltrate_shift"] == ["infiltrate_shift(tay_ninh)"]
    r = g.apply("rally(central_laos) infiltrate_shift(tay_ninh)")
    assert r.state.spaces["tay_ninh"]["support"] == "passive_opposition"
    assert pieces(r, "tay_ninh") == {"nva_guerrilla_active": 2}


def test_4_4_1_shift_alone_still_needs_nva_to_outnumber_vc_ruling_233():
    """(1 NVA Resource: the Rally in Central Laos only, none in Tay Ninh.)"""
    g = game({"tay_ninh": {"support": "active_opposition",
                           "pieces": {"nva_guerrilla_active": 1, "vc_guerrilla_active": 1}},
              "central_laos": {}}, first="NVA", resources={"ARVN": 30, "NVA": 1, "VC": 5})
    assert sections(g.check("rally(central_laos) infiltrate_shift(tay_ninh)")) == ["4.4.1"]
    assert "infiltrate_shift" not in g.legal("rally(central_laos)", sa="infiltrate")


def test_4_4_1_replace_only_1_vc_piece_in_a_space():
    """4.4.1: replace any 1 VC piece: not 2 in the same space."""
    g = game({"tay_ninh": {"support": "active_opposition",
                           "pieces": {"nva_troops": 4, "vc_base": 1, "vc_guerrilla_active": 1}},
              "the_fishhook": {"pieces": {"nva_troops": 1}}}, first="NVA")
    march = "march(the_fishhook, tay_ninh, nva_troops, 1)"
    both = f"{march} infiltrate_vc(tay_ninh, vc_base) infiltrate_vc(tay_ninh, vc_guerrilla_active)"
    assert sections(g.check(both)) == ["4.4.1"]
    assert sections(g.check(f"{march} infiltrate_vc(tay_ninh, vc_base) infiltrate_shift(tay_ninh)")) == ["4.4.1"]
    r = g.apply(f"{march} infiltrate_vc(tay_ninh, vc_base)")
    assert pieces(r, "tay_ninh") == {"nva_troops": 5, "nva_base": 1, "vc_guerrilla_active": 1}
    assert r.state.spaces["tay_ninh"]["support"] == "passive_opposition"


def test_4_4_1_take_over_a_vc_base_only_with_an_nva_base_available_or_made_so():
    """4.4.1: to remove the VC piece the NVA must have or make Available its
    NVA counterpart (1.4.1): with all 9 NVA Bases on the map, one is taken
    from the map (`from_map`), else the take-over is refused; legal offers
    each Base that may be taken."""
    spaces = {s: {"pieces": {"nva_base": 2}} for s in ("north_vietnam", "central_laos", "southern_laos",
                                                       "northeast_cambodia")}
    spaces["the_fishhook"] = {"pieces": {"nva_base": 1, "nva_troops": 1}}
    spaces["tay_ninh"] = {"pieces": {"nva_troops": 3, "vc_base": 1}}
    g = game(spaces, first="NVA")
    move = "march(the_fishhook, tay_ninh, nva_troops, 1) infiltrate_vc(tay_ninh, vc_base)"
    assert "1.4.1" in sections(g.check(move))
    assert "from_map(north_vietnam,nva_base,1)" in g.legal(move)["from_map"]
    r = g.apply(move + " from_map(north_vietnam, nva_base, 1)")
    assert pieces(r, "tay_ninh") == {"nva_base": 1, "nva_troops": 4}
    assert pieces(r, "north_vietnam") == {"nva_base": 1}
