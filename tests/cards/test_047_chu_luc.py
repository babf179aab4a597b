"""Card 47 Chu Luc (5.1, 5.1.1, 5.1.3, 5.5, 3.1, 3.2.4, 1.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

QN = "quang_nam"                                   # Highland Province
SPACES = {QN: {"pieces": {"arvn_troops": 2, "arvn_police": 1, "nva_troops": 2, "vc_guerrilla_active": 2, "nva_base": 1}},
          "hue": {"pieces": {"arvn_troops": 2, "nva_guerrilla_active": 1, "vc_guerrilla_active": 1}},
          "binh_dinh": {"pieces": {"nva_troops": 1}}}


def test_unshaded_double_the_arvn_pieces_then_arvn_assault_nva_only_3_2_4():
    g = card_game(47, SPACES)
    assert g.legal("event(unshaded)")["ev_space"] == ["ev_space(hue)", f"ev_space({QN})"]
    r = g.apply(f"event(unshaded) ev_space({QN}) ev_place({QN}, arvn_troops, 3)")     # 3 ARVN pieces: +3 Troops
    assert pieces(r, QN)["arvn_troops"] == 5
    assert r.state.turn["pending"] == [{"faction": "ARVN", "action": "assault", "card": 47, "side": "unshaded"}]
    # Hue (City): 2 ARVN cubes remove 1, the NVA Guerrilla, never the VC (3.1, 5.1.1).
    # Quang Nam (Highland Province): 5 Troops remove 1, an NVA Troop.
    r = r.game.apply(f"assault({QN}) assault(hue)")
    assert pieces(r, "hue") == {"arvn_troops": 2, "vc_guerrilla_active": 1}
    assert pieces(r, QN) == {"arvn_troops": 5, "arvn_police": 1, "nva_troops": 1, "vc_guerrilla_active": 2, "nva_base": 1}
    assert r.state.resources["ARVN"] == 30                                      # free (5.5)


def test_unshaded_doubling_as_far_as_available_and_in_a_space_with_nva_5_1_3():
    g = card_game(47, SPACES)
    assert g.check(f"event(unshaded) ev_space({QN}) ev_place({QN}, arvn_troops, 2)") == [
        ("5.1.3", "the Event must add ARVN Troops to double the ARVN pieces as far as it can: 3, not 2")]
    assert "5.1" in sections(g.check("event(unshaded) ev_space(binh_dinh)"))           # no ARVN there
    few = dict(SPACES, saigon={"pieces": {"arvn_troops": 25}})                         # 1 ARVN Troop Available
    assert card_game(47, few).check(f"event(unshaded) ev_space({QN}) ev_place({QN}, arvn_troops, 1)") == []


def test_unshaded_the_assault_may_not_spare_the_nva_5_1_1():
    r = card_game(47, SPACES).apply(f"event(unshaded) ev_space({QN}) ev_place({QN}, arvn_troops, 3)")
    assert r.game.check(f"assault({QN}) assault(hue) spare(assault, hue, nva)") == [
        ("5.1.1", "the Event's Assault in Hue targets NVA; it may not leave NVA untargeted")]
    assert r.game.legal("assault(hue)")["remove"] == ["remove(assault,hue,nva_guerrilla_active,1)"]
    assert "3.2.4" in sections(r.game.check("assault(binh_dinh)"))                    # no ARVN cubes there


def test_unshaded_a_space_with_only_vc_is_not_assaulted_5_1_1():
    spaces = {"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 2}},
              "da_nang": {"pieces": {"arvn_troops": 1, "nva_troops": 1}}}
    r = card_game(47, spaces).apply("event(unshaded) ev_space(da_nang) ev_place(da_nang, arvn_troops, 1)")
    assert ("3.2.4", "Assault may not select Hue: no pieces of the Faction the Event's Assault targets") in \
        r.game.check("assault(hue)")


def test_shaded_10_nva_troops_within_1_space_of_north_vietnam_5_1():
    g = card_game(47, {"quang_tri_thua_thien": {"support": "active_support", "pieces": {"us_troops": 3}}})
    assert sorted({o.split(",")[0] for o in g.legal("event(shaded)")["ev_place"]}) == [
        "ev_place(central_laos", "ev_place(loc_hue_khe_sanh", "ev_place(north_vietnam", "ev_place(quang_tri_thua_thien"]
    assert "5.1" in sections(g.check("event(shaded) ev_place(hue, nva_troops, 10)"))
    assert "5.1.3" in sections(g.check("event(shaded) ev_place(north_vietnam, nva_troops, 9)"))
    r = g.apply("event(shaded) ev_place(north_vietnam, nva_troops, 6) ev_place(quang_tri_thua_thien, nva_troops, 4)")
    assert pieces(r, "north_vietnam") == {"nva_troops": 6} and pieces(r, "quang_tri_thua_thien")["nva_troops"] == 4


def test_unshaded_the_assault_is_in_every_space_with_arvn_cubes_and_active_nva_ruling_236():
    """Ruling 236 (the tip: the ARVN Assault in each space with ARVN and
    Active NVA): Hue and Quang Nam both have them, so an Assault of one alone,
    or none, falls short (5.1.3); Binh Dinh (no ARVN) is no such space."""
    r = card_game(47, SPACES).apply(f"event(unshaded) ev_space({QN}) ev_place({QN}, arvn_troops, 3)")
    assert "5.1.3" in sections(r.game.check(f"assault({QN})"))
    assert "5.1.3" in sections(r.game.check("skip"))
    assert "skip" not in r.game.legal("")
    assert r.game.check(f"assault({QN}) assault(hue)") == []


def test_unshaded_no_such_space_the_assault_may_be_forgone_ruling_236():
    """Only NVA Underground Guerrillas or a Base beside the ARVN: no space the
    text requires, so nothing is forced (ruling 21)."""
    spaces = {"hue": {"pieces": {"arvn_troops": 2, "nva_guerrilla_underground": 1}},
              QN: {"pieces": {"arvn_troops": 1, "nva_base": 1}}}
    r = card_game(47, spaces).apply("event(unshaded) ev_space(hue) ev_place(hue, arvn_troops, 2)")
    assert r.game.check("skip") == []
