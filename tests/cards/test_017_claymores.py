"""Card 17 Claymores (5.1, 5.4, 3.3.2, 4.4.3, 4.5.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, game, pieces, sections

MARCH = "march(quang_tri_thua_thien, hue, vc_guerrilla_underground, 4)"


def test_unshaded_momentum_recorded_and_executing_faction_stays_eligible_5_4():
    g = card_game(17)                                          # US, ARVN, VC, NVA
    r = g.apply("event(unshaded)")                             # US executes
    assert r.state.momentum == {17: "unshaded"}
    r = r.game.apply("train(saigon) train(saigon, arvn_police, 1)")   # ARVN Op (Limited as 2nd)
    assert r.card_done
    assert r.state.eligibility["US"] == "eligible" and r.state.eligibility["ARVN"] == "ineligible"


def test_momentum_no_ambush_5_4():
    spaces = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 1}},
              "loc_saigon_can_tho": {"pieces": {"arvn_troops": 1}}}
    m = "march(kien_phong, loc_saigon_can_tho, vc_guerrilla_underground, 1) ambush(loc_saigon_can_tho)"
    assert game(spaces, first="VC").check(m) == []
    assert "5.4" in sections(game(spaces, first="VC", momentum={17: "unshaded"}).check(m))


def test_momentum_marching_group_that_activates_loses_a_guerrilla_3_3_2():
    spaces = {"quang_tri_thua_thien": {"pieces": {"vc_guerrilla_underground": 4}},
              "hue": {"support": "passive_support"}}
    r = game(spaces, first="VC").apply(MARCH)
    assert pieces(r, "hue") == {"vc_guerrilla_active": 4}      # 4 > 3: Activates (3.3.2)
    r = game(spaces, first="VC", momentum={17: "unshaded"}).apply(MARCH)
    assert pieces(r, "hue") == {"vc_guerrilla_active": 3}


def test_momentum_group_that_does_not_activate_keeps_all():
    spaces = {"quang_tri_thua_thien": {"pieces": {"vc_guerrilla_underground": 3}},
              "hue": {"support": "passive_support"}}
    r = game(spaces, first="VC", momentum={17: "unshaded"}).apply(
        "march(quang_tri_thua_thien, hue, vc_guerrilla_underground, 3)")
    assert pieces(r, "hue") == {"vc_guerrilla_underground": 3}


def test_shaded_remove_coin_base_and_underground_insurgent_us_to_casualties_5_1():
    g = card_game(17, {"binh_dinh": {"pieces": {"us_base": 1, "us_troops": 1, "vc_guerrilla_underground": 2}}})
    r = g.apply("event(shaded) ev_remove(binh_dinh, us_base, 1) ev_remove(binh_dinh, vc_guerrilla_underground, 1)")
    assert pieces(r, "binh_dinh") == {"us_troops": 1, "vc_guerrilla_underground": 1}
    assert r.state.casualties == {"us_base": 1}


def test_shaded_needs_a_space_with_both_5_1_3():
    g = card_game(17, {"binh_dinh": {"pieces": {"us_base": 1, "vc_guerrilla_active": 2}},
                       "hue": {"pieces": {"arvn_base": 1}}, "quang_nam": {"pieces": {"vc_guerrilla_underground": 1}}})
    assert "5.1" in sections(g.check("event(shaded) ev_remove(hue, arvn_base, 1) ev_remove(quang_nam, vc_guerrilla_underground, 1)"))
    assert g.apply("event(shaded)").state.spaces == g.state.spaces       # no space has both: no effect


def test_shaded_legal_lists_the_base_and_the_underground_guerrilla_5_1():
    # Card text: in a space with both, remove 1 COIN Base and 1 Underground
    # Insurgent: the Active Guerrilla there is no candidate.
    spaces = {"pleiku_darlac": {"pieces": {"us_base": 1, "vc_guerrilla_underground": 1, "vc_guerrilla_active": 1}},
              "binh_dinh": {"pieces": {"us_base": 1, "vc_guerrilla_active": 2}}}      # no Underground one
    assert card_game(17, spaces).legal("event(shaded)") == {
        "ev_remove": ["ev_remove(pleiku_darlac,us_base,1)", "ev_remove(pleiku_darlac,vc_guerrilla_underground,1)"]}


def test_shaded_explained_in_words_when_nothing_is_removed_5_1_3():
    spaces = {"pleiku_darlac": {"pieces": {"us_base": 1, "vc_guerrilla_underground": 1}}}
    assert ("5.1.3", "the Event must remove 1 COIN Base as far as it can: 1, not 0") in \
        card_game(17, spaces).check("event(shaded)")
