"""Card 72 Body Count (5.1, 5.4 Momentum; 3.2.2 Patrol, 3.2.4 Assault)."""

from tests.helpers import card_game, game, pieces, sections

LAOS_CAMBODIA = ("central_laos", "southern_laos", "northeast_cambodia", "the_fishhook", "the_parrots_beak",
                 "sihanoukville")
PATROL = {"hue": {"pieces": {"arvn_police": 2}}, "da_nang": {"pieces": {"arvn_troops": 3}},
          "loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 2}}}
PATROL_MOVE = ("patrol(hue, loc_hue_da_nang, arvn_police, 2) patrol(da_nang, loc_hue_da_nang, arvn_troops, 2) "
               "patrol_assault(loc_hue_da_nang)")


def test_72_unshaded_patrol_costs_0_and_adds_3_aid_per_guerrilla_5_4_3_2_2():
    r = game(PATROL, first="ARVN", momentum={72: "unshaded"}).apply(PATROL_MOVE)
    assert pieces(r, "loc_hue_da_nang") == {"arvn_police": 2, "arvn_troops": 2}   # 2 Guerrillas removed
    assert r.state.resources["ARVN"] == 30 and r.state.aid == 15 + 2 * 3


def test_72_unshaded_us_assault_added_arvn_assault_costs_0_3_2_4():
    spaces = {"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 2}}}
    r = game(spaces, momentum={72: "unshaded"}).apply("assault(kien_phong) assault_arvn(kien_phong)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "arvn_troops": 2}
    assert r.state.resources["ARVN"] == 30 and r.state.aid == 15 + 2 * 3


def test_72_unshaded_aid_only_for_guerrillas_not_troops_or_bases_5_4():
    # 2 US Troops in a Lowland remove 2: the NVA Troop and the Guerrilla; only the Guerrilla adds Aid.
    spaces = {"kien_phong": {"pieces": {"us_troops": 2, "nva_troops": 1, "vc_guerrilla_active": 1, "vc_base": 1}}}
    r = game(spaces, momentum={72: "unshaded"}).apply(
        "assault(kien_phong) remove(assault, kien_phong, nva_troops, 1) remove(assault, kien_phong, vc_guerrilla_active, 1)")
    assert pieces(r, "kien_phong") == {"us_troops": 2, "vc_base": 1}
    assert r.state.aid == 15 + 3


def test_72_shaded_no_guerrilla_where_only_passive_opposition_5_1():
    g = card_game(72, {"tay_ninh": {"support": "passive_opposition"}})
    nva = " ".join(f"ev_place({s}, nva_troops, 2)" for s in LAOS_CAMBODIA)
    assert g.check(f"event(shaded) {nva}") == []
    assert sections(g.check(f"event(shaded) {nva} ev_place(tay_ninh, vc_guerrilla, 1)")) == ["5.1"]
