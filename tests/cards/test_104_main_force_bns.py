"""Card 104 Main Force Bns, VC Capability (5.3, 3.3.2, 4.5.3)."""

from tests.helpers import game, pieces, sections


def test_unshaded_vc_march_activates_above_1():
    spaces = {"quang_tri_thua_thien": {"pieces": {"vc_guerrilla_underground": 2}}, "hue": {"support": "passive_support"}}
    m = "march(quang_tri_thua_thien, hue, vc_guerrilla_underground, 2)"
    assert pieces(game(spaces, first="VC").apply(m), "hue") == {"vc_guerrilla_underground": 2}
    assert pieces(game(spaces, first="VC", capabilities={104: "unshaded"}).apply(m), "hue") == {"vc_guerrilla_active": 2}


def test_shaded_one_ambush_space_removes_a_second_piece():
    spaces = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 1}},
              "loc_saigon_can_tho": {"pieces": {"arvn_troops": 2}}}
    m = ("march(kien_phong, loc_saigon_can_tho, vc_guerrilla_underground, 1) ambush(loc_saigon_can_tho) "
         "ambush(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops)")
    r = game(spaces, first="VC", capabilities={104: "shaded"}).apply(
        m + " main_force(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops)")
    assert pieces(r, "loc_saigon_can_tho") == {"vc_guerrilla_active": 1}
    assert sections(game(spaces, first="VC").check(m + " main_force(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops)")) == ["5.3"]


def test_104_unshaded_moving_plus_coin_above_1_counts_non_base_coin_3_3_2():
    alone = {"quang_tri_thua_thien": {"pieces": {"vc_guerrilla_underground": 1}}, "hue": {"support": "passive_support"}}
    m = "march(quang_tri_thua_thien, hue, vc_guerrilla_underground, 1)"
    g = game(alone, first="VC", capabilities={104: "unshaded"})
    assert pieces(g.apply(m), "hue") == {"vc_guerrilla_underground": 1}                  # 1, not above 1
    police = dict(alone, hue={"support": "passive_support", "pieces": {"arvn_police": 1}})
    g = game(police, first="VC", capabilities={104: "unshaded"})
    assert pieces(g.apply(m), "hue") == {"arvn_police": 1, "vc_guerrilla_active": 1}     # 1 + 1 Police
    base = dict(alone, hue={"support": "passive_support", "pieces": {"us_base": 1}})
    g = game(base, first="VC", capabilities={104: "unshaded"})
    assert pieces(g.apply(m), "hue") == {"us_base": 1, "vc_guerrilla_underground": 1}    # Bases do not count


def test_104_unshaded_is_vc_only_nva_march_as_usual_5_3():
    spaces = {"quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 2}}, "hue": {"support": "passive_support"}}
    m = "march(quang_tri_thua_thien, hue, nva_guerrilla_underground, 2)"
    assert pieces(game(spaces, first="NVA", capabilities={104: "unshaded"}).apply(m), "hue") == {
        "nva_guerrilla_underground": 2}


def test_104_shaded_only_1_ambush_space_and_vc_only_5_3():
    spaces = {"loc_saigon_can_tho": {"pieces": {"vc_guerrilla_underground": 1, "arvn_troops": 2}},
              "loc_can_tho_chau_doc": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 2}}}
    m = ("attack(loc_saigon_can_tho) attack(loc_can_tho_chau_doc) ambush(loc_saigon_can_tho) "
         "ambush(loc_can_tho_chau_doc) ambush(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops) "
         "ambush(loc_can_tho_chau_doc, loc_can_tho_chau_doc, arvn_police) "
         "main_force(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops)")
    g = game(spaces, first="VC", capabilities={104: "shaded"})
    r = g.apply(m)
    assert pieces(r, "loc_saigon_can_tho") == {"vc_guerrilla_active": 1}
    assert pieces(r, "loc_can_tho_chau_doc") == {"vc_guerrilla_active": 1, "arvn_police": 1}
    assert sections(g.check(m + " main_force(loc_can_tho_chau_doc, loc_can_tho_chau_doc, arvn_police)")) == ["5.3"]
    nva = {s: {"pieces": {"nva_guerrilla_underground": 1, "arvn_troops": 2}} for s in ("loc_saigon_can_tho",)}
    m = ("attack(loc_saigon_can_tho) ambush(loc_saigon_can_tho) ambush(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops) "
         "main_force(loc_saigon_can_tho, loc_saigon_can_tho, arvn_troops)")
    assert sections(game(nva, first="NVA", capabilities={104: "shaded"}).check(m)) == ["5.3"]
