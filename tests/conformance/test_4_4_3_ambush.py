"""Ambush (4.4.3, and the VC's the same, 4.5.3): where it may be and with
which Guerrillas."""

from helpers import game, pieces, sections


def test_4_4_3_with_march_an_underground_guerrilla_that_marched_in():
    """4.4.3: at least 1 Guerrilla that Marched into the space must be
    Underground: an Active one Marching in beside an Underground one already
    there is not enough."""
    g = game({"quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 1}},
              "north_vietnam": {"pieces": {"nva_guerrilla_active": 1}}}, first="NVA")
    move = "march(north_vietnam, quang_tri_thua_thien, nva_guerrilla_active, 1) ambush(quang_tri_thua_thien)"
    assert sections(g.check(move)) == ["4.4.3"]


def test_4_4_3_with_march_the_marcher_activated_by_the_march_cannot_ambush():
    """3.3.2: a group Marching onto a LoC where it and the COIN cubes number
    more than 3 Activates; then no Guerrilla that Marched in is Underground
    (4.4.3).  With 2 Police there it stays Underground and Ambushes."""
    def g(police):
        return game({"loc_hue_khe_sanh": {"pieces": {"arvn_police": police}},
                     "north_vietnam": {"pieces": {"nva_guerrilla_underground": 1}}}, first="NVA")
    move = ("march(north_vietnam, loc_hue_khe_sanh, nva_guerrilla_underground, 1) ambush(loc_hue_khe_sanh) "
            "ambush(loc_hue_khe_sanh, loc_hue_khe_sanh, arvn_police)")
    assert sections(g(3).check(move)) == ["4.4.3"]
    assert pieces(g(2).apply(move), "loc_hue_khe_sanh") == {"nva_guerrilla_active": 1, "arvn_police": 1}


def test_4_5_3_vc_with_march_an_underground_guerrilla_that_marched_in():
    g = game({"kien_phong": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 1}},
              "kien_giang_an_xuyen": {"pieces": {"vc_guerrilla_active": 1}}}, first="VC")
    move = "march(kien_giang_an_xuyen, kien_phong, vc_guerrilla_active, 1) ambush(kien_phong)"
    assert sections(g.check(move)) == ["4.5.3"]


def test_4_4_3_with_march_the_ambush_comes_after_the_march():
    """4.4.3: with March, the Ambush is where Guerrillas Marched into, so it
    cannot come before the March (4.1: before, during or after): check
    refuses it and legal offers no Ambush before a March."""
    g = game({"quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 1}},
              "north_vietnam": {"pieces": {"nva_guerrilla_underground": 1}}}, first="NVA")
    march = "march(north_vietnam, quang_tri_thua_thien, nva_guerrilla_underground, 1)"
    assert g.check(f"{march} ambush(quang_tri_thua_thien)") == []
    assert "4.4.3" in sections(g.check(f"sa_first ambush(quang_tri_thua_thien) {march}"))
    assert "ambush" not in g.legal(f"sa_first {march}", sa="ambush")


def test_4_4_3_ambush_modifies_an_attack_by_guerrillas_not_by_troops():
    """4.4.3: the Ambush is in a space selected for Attack by NVA Guerrillas;
    the NVA Troops' way of Attacking (3.3.3) is not Ambushed."""
    g = game({"quang_tri_thua_thien": {"pieces": {"nva_troops": 4, "nva_guerrilla_underground": 1,
                                                  "us_troops": 2}}}, first="NVA")
    s = "quang_tri_thua_thien"
    assert sections(g.check(f"attack({s}) attack_troops({s}) ambush({s}) ambush({s}, {s}, us_troops)")) == ["4.4.3"]
    assert "attack_troops" not in g.legal(f"attack({s}) ambush({s})")
    r = g.apply(f"attack({s}) ambush({s}) ambush({s}, {s}, us_troops)")
    assert pieces(r, s) == {"nva_troops": 4, "nva_guerrilla_active": 1, "us_troops": 1}


def test_4_4_3_off_a_loc_the_ambush_needs_an_enemy_piece_there():
    """4.4.3: the Ambush is an Attack in its space (3.3.3: enemy pieces
    there); only a LoC need not have an enemy (ROAD/RIVER).  Neither with
    Attack nor with March may a Province without enemies be Ambushed."""
    g = game({"quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 1}},
              "hue": {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 1}}}, first="NVA")
    assert sections(g.check("attack(quang_tri_thua_thien) ambush(quang_tri_thua_thien)")) == ["4.4.3"]
    assert g.legal("attack(hue)", sa="ambush")["ambush"] == ["ambush(hue)"]
    g = game({"north_vietnam": {"pieces": {"nva_guerrilla_underground": 1}}}, first="NVA")
    march = "march(north_vietnam, quang_tri_thua_thien, nva_guerrilla_underground, 1)"
    assert sections(g.check(f"{march} ambush(quang_tri_thua_thien)")) == ["4.4.3"]
    assert "ambush(quang_tri_thua_thien)" not in g.legal(march, sa="ambush").get("ambush", [])


def test_4_4_3_ambush_in_1_or_2_spaces():
    """4.4.3: 1 or 2 spaces, each Attack there removing 1 piece; a 3rd refused."""
    spaces = {s: {"pieces": {"nva_guerrilla_underground": 1, "arvn_police": 1}}
              for s in ("hue", "quang_nam", "kontum")}
    g = game(spaces, first="NVA")
    two = "attack(hue) attack(quang_nam) attack(kontum) ambush(hue) ambush(quang_nam)"
    r = g.apply(two, dice=[6])
    assert pieces(r, "hue") == {"nva_guerrilla_active": 1}
    assert sections(g.check(two + " ambush(kontum)", dice=[6])) == ["4.4.3"]
