"""Card 12 Capt Buck Adams (5.1, 5.1.1, 5.1.3, 1.4.2, 1.4.3; card text and tip in shared/reference)."""

from tests.helpers import card_game, sections

NVA_FIRST = {"US": "ineligible", "ARVN": "ineligible", "NVA": "eligible", "VC": "eligible"}


def test_unshaded_flips_insurgents_outside_the_south_active_and_removes_1_nva_base_5_1():
    g = card_game(12, {"central_laos": {"pieces": {"nva_guerrilla_underground": 2, "vc_guerrilla_underground": 1,
                                                   "nva_base": 1}},
                       "north_vietnam": {"pieces": {"nva_guerrilla_underground": 3, "nva_base": 2}},
                       "quang_tri_thua_thien": {"pieces": {"nva_guerrilla_underground": 2, "nva_base": 1}}})
    r = g.apply("event(unshaded) ev_remove(north_vietnam, nva_base, 1)")
    assert r.state.pieces("central_laos") == {"nva_guerrilla_active": 2, "vc_guerrilla_active": 1, "nva_base": 1}
    assert r.state.pieces("north_vietnam") == {"nva_guerrilla_active": 3, "nva_base": 1}
    # In the South nothing changes.
    assert r.state.pieces("quang_tri_thua_thien") == {"nva_guerrilla_underground": 2, "nva_base": 1}


def test_unshaded_the_base_outside_the_south_only_and_one_5_1_5_1_3():
    g = card_game(12, {"central_laos": {"pieces": {"nva_base": 2}},
                       "quang_tri_thua_thien": {"pieces": {"nva_base": 1}}})
    assert sections(g.check("event(unshaded) ev_remove(quang_tri_thua_thien, nva_base, 1)")) == ["5.1"]
    assert sections(g.check("event(unshaded) ev_remove(central_laos, nva_base, 2)")) == ["5.1"]
    assert sections(g.check("event(unshaded)")) == ["5.1.3"]


def test_unshaded_tunneled_base_stays_unless_the_nva_gives_it_up_5_1_1():
    spaces = {"central_laos": {"pieces": {"nva_base_tunneled": 1}}}
    g = card_game(12, spaces)                                       # US executes
    assert g.check("event(unshaded)") == []                         # nothing it must remove
    assert sections(g.check("event(unshaded) ev_remove(central_laos, nva_base_tunneled, 1)")) == ["5.1"]
    nva = card_game(12, spaces, eligibility=NVA_FIRST)
    assert nva.apply("event(unshaded) ev_remove(central_laos, nva_base_tunneled, 1)").state.pieces("central_laos") == {}


def test_shaded_base_at_nva_control_outside_the_south_and_3_guerrillas_underground_5_1():
    g = card_game(12, {"southern_laos": {"pieces": {"nva_troops": 2}},
                       "quang_nam": {"pieces": {"nva_guerrilla_active": 2}},
                       "tay_ninh": {"pieces": {"nva_guerrilla_active": 4}}})
    r = g.apply("event(shaded) ev_place(southern_laos, nva_base, 1) ev_flip(quang_nam, nva_guerrilla_active, 2) "
                "ev_flip(tay_ninh, nva_guerrilla_active, 1)")
    assert r.state.pieces("southern_laos") == {"nva_troops": 2, "nva_base": 1}
    assert r.state.pieces("quang_nam") == {"nva_guerrilla_underground": 2}
    assert r.state.pieces("tay_ninh") == {"nva_guerrilla_active": 3, "nva_guerrilla_underground": 1}


def test_shaded_only_at_nva_control_outside_the_south_with_room_1_4_2():
    g = card_game(12, {"southern_laos": {"pieces": {"nva_troops": 2}},
                       "central_laos": {"pieces": {"vc_guerrilla_active": 1}},
                       "north_vietnam": {"pieces": {"nva_troops": 1, "nva_base": 2}},
                       "quang_nam": {"pieces": {"nva_troops": 2}}})
    assert "5.1" in sections(g.check("event(shaded) ev_place(central_laos, nva_base, 1)"))     # no NVA Control
    assert "5.1" in sections(g.check("event(shaded) ev_place(quang_nam, nva_base, 1)"))        # in the South
    assert "1.4.2" in sections(g.check("event(shaded) ev_place(north_vietnam, nva_base, 1)"))  # 2 Bases there
    assert sections(g.check("event(shaded)")) == ["5.1.3"]                                     # Southern Laos can take it


def test_shaded_flips_as_many_as_there_are_5_1_3():
    g = card_game(12, {"quang_nam": {"pieces": {"nva_guerrilla_active": 2, "vc_guerrilla_active": 2}}})
    assert sections(g.check("event(shaded) ev_flip(quang_nam, nva_guerrilla_active, 1)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event(shaded) ev_flip(quang_nam, nva_guerrilla_active, 2) "
                                     "ev_flip(quang_nam, vc_guerrilla_active, 1)"))          # NVA only
    assert "1.4" in sections(g.check("event(shaded) ev_flip(quang_nam, nva_guerrilla_active, 3)"))  # only 2 there
    r = g.apply("event(shaded) ev_flip(quang_nam, nva_guerrilla_active, 2)")                # no room: no Base
    assert r.state.pieces("quang_nam") == {"nva_guerrilla_underground": 2, "vc_guerrilla_active": 2}


def test_shaded_no_base_available_none_placed_5_1_3():
    full = {s: {"pieces": {"nva_base": 2}} for s in ("quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa")}
    full["central_laos"] = {"pieces": {"nva_base": 1}}              # all 9 NVA Bases on the map
    full["southern_laos"] = {"pieces": {"nva_troops": 2}}
    assert card_game(12, full).check("event(shaded)") == []


def test_legal_offers_the_bases_and_flips_the_text_allows_5_1():
    g = card_game(12, {"central_laos": {"pieces": {"nva_base": 1}}, "north_vietnam": {"pieces": {"nva_base": 1}},
                       "quang_nam": {"pieces": {"nva_base": 1}}})
    assert g.legal("event(unshaded)") == {"ev_remove": ["ev_remove(central_laos,nva_base,1)",
                                                        "ev_remove(north_vietnam,nva_base,1)"]}
    g = card_game(12, {"southern_laos": {"pieces": {"nva_troops": 2}}, "quang_nam": {"pieces": {"nva_guerrilla_active": 4}},
                       "hue": {"pieces": {"nva_guerrilla_underground": 1}}})
    assert g.legal("event(shaded)") == {"ev_flip": ["ev_flip(quang_nam,nva_guerrilla_active,3)"],      # 3 of the 4
                                        "ev_place": ["ev_place(southern_laos,nva_base,1)"]}
