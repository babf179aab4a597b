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
