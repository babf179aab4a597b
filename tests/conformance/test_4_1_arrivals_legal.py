"""4.1 with 3.3.2, 4.2.2, 4.3.2, 3.2.2: the actions of a move follow one
another, so a group may move pieces that arrived earlier in the same move;
`legal` offers such moves (each the whole move `check` accepts)."""

from helpers import game


def _offered(g, partial, name):
    return set(g.legal(partial).get(name, []))


def test_3_3_2_nva_march_continues_along_the_trail_with_pieces_that_just_arrived():
    # 3 NVA Troops March from North Vietnam into Central Laos and, the Trail
    # above 0, on into Southern Laos: Central Laos held none at the start.
    g = game({"north_vietnam": {"pieces": {"nva_troops": 3, "nva_base": 1}}}, first="NVA")
    partial = "march(central_laos) march(southern_laos) march(north_vietnam, central_laos, nva_troops, 3)"
    onward = {a for a in _offered(g, partial, "march") if a.startswith("march(central_laos,southern_laos")}
    assert onward == {f"march(central_laos,southern_laos,nva_troops,{n})" for n in (1, 2, 3)}
    assert g.check(partial + " march(central_laos, southern_laos, nva_troops, 3)") == []


def test_3_3_2_trail_march_never_moves_pieces_back_and_forth():
    """Ruling 36: continuing pieces go on into additional spaces; a March that
    moves Troops both ways between two Laos spaces is refused (it would move
    40 Troops where 3 are)."""
    g = game({"north_vietnam": {"pieces": {"nva_troops": 3, "nva_base": 1}}}, first="NVA")
    m = ("march(central_laos) march(southern_laos) march(north_vietnam, central_laos, nva_troops, 3) "
         "march(central_laos, southern_laos, nva_troops, 40) march(southern_laos, central_laos, nva_troops, 40)")
    assert "3.3.2" in [s for s, _ in g.check(m)]


def test_4_2_2_sweep_moves_troops_an_air_lift_just_brought():
    # The Air Lift first (sa_first) brings 3 US Troops from Saigon to Da Nang,
    # from where they Sweep into adjacent Quang Nam.
    g = game({"saigon": {"pieces": {"us_troops": 4}}, "quang_nam": {"pieces": {"vc_guerrilla_underground": 1}}},
             first="US")
    partial = "sweep(quang_nam) air_lift sa_first air_lift(saigon, da_nang, us_troops, 3)"
    assert "sweep(da_nang,quang_nam,us_troops,3)" in _offered(g, partial, "sweep")
    assert g.check(partial + " sweep(da_nang, quang_nam, us_troops, 3)") == []


def test_4_3_2_transport_takes_troops_the_train_just_placed():
    g = game({"saigon": {"pieces": {"us_troops": 1}}}, first="ARVN")
    partial = "train(saigon) train(saigon, arvn_troops, 3) transport(saigon)"
    offered = _offered(g, partial, "transport")
    assert {f"transport(saigon,loc_saigon_can_tho,arvn_troops,{n})" for n in (1, 2, 3)} <= offered
    assert "transport(saigon,loc_saigon_can_tho,arvn_troops,4)" not in offered
    assert g.check(partial + " transport(saigon, loc_saigon_can_tho, arvn_troops, 3)") == []


def test_3_2_2_patrol_moves_cubes_a_transport_just_brought():
    # Transport first (sa_first) brings 2 ARVN Troops from Hue to Da Nang; they
    # Patrol on into the LoC Da Nang-Qui Nhon.
    g = game({"hue": {"pieces": {"arvn_troops": 3}}}, first="ARVN")
    partial = "patrol transport(hue) sa_first transport(hue, da_nang, arvn_troops, 2)"
    assert "patrol(da_nang,loc_da_nang_qui_nhon,arvn_troops,1)" in _offered(g, partial, "patrol")
    assert g.check(partial + " patrol(da_nang, loc_da_nang_qui_nhon, arvn_troops, 2)") == []
