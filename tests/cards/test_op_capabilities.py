"""Capabilities that change Train, Govern and Assault (5.3): cards 11 Abrams,
18 Combined Action Platoons, 19 CORDS, 28 Search and Destroy, 86 Mandate of Heaven."""

from tests.helpers import coup_game, game, pieces, sections

US_TRAIN = {"binh_dinh": {"pieces": {"us_troops": 2, "arvn_police": 1}},
            "quang_nam": {"pieces": {"us_troops": 1, "arvn_police": 1}}}
TWO_PACIFY = "train(binh_dinh) train(quang_nam) pacify(binh_dinh, 1) pacify(quang_nam, 1)"


def test_19_cords_unshaded_us_pacifies_in_2_spaces():
    assert "3.2.1" in sections(game(US_TRAIN, first="US").check(TWO_PACIFY))
    r = game(US_TRAIN, first="US", capabilities={19: "unshaded"}).apply(TWO_PACIFY)
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support" == r.state.spaces["quang_nam"]["support"]
    assert r.state.resources["ARVN"] == 24


def test_19_cords_shaded_only_to_passive_support():
    g = game(US_TRAIN, first="US", capabilities={19: "shaded"})
    assert sections(g.check("train(binh_dinh) pacify(binh_dinh, 2)")) == ["5.3"]
    assert g.check("train(binh_dinh) pacify(binh_dinh, 1)") == []


GOVERN = {"an_loc": {"pieces": {"arvn_police": 2}, "support": "passive_support"},
          "can_tho": {"pieces": {"arvn_police": 2}, "support": "passive_support"}}


def test_86_mandate_unshaded_one_govern_space_keeps_support():
    m = "train(saigon) train(saigon, arvn_police, 1) govern(an_loc, patronage) mandate(an_loc)"
    r = game(GOVERN, first="ARVN", capabilities={86: "unshaded"}).apply(m)
    assert r.state.spaces["an_loc"]["support"] == "passive_support" and r.state.patronage == 16
    assert sections(game(GOVERN, first="ARVN").check(m)) == ["5.3"]


def test_86_mandate_shaded_govern_and_pacify_one_space():
    m = "train(saigon) train(saigon, arvn_police, 1) govern(an_loc, aid) govern(can_tho, aid)"
    assert sections(game(GOVERN, first="ARVN", capabilities={86: "shaded"}).check(m)) == ["5.3"]
    spaces = {s: {"pieces": {"arvn_troops": 1, "arvn_police": 1}} for s in ("binh_dinh", "quang_nam")}
    g = coup_game("support_arvn", spaces, capabilities={86: "shaded"})
    assert sections(g.check("coup_pacify(binh_dinh, 1) coup_pacify(quang_nam, 1)")) == ["5.3"]


ASSAULT = {"kien_phong": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1, "vc_guerrilla_underground": 1,
                                     "vc_base": 1}, "support": "passive_support"}}


def test_28_search_and_destroy_unshaded_guerrilla_is_one_of_the_removed_3_2_4():
    # Card 28's tip: the Underground Guerrilla is included among the pieces the
    # Assault removes.  Kien Phong (Lowland, no US Base), 1 US Troop: 1 piece in all.
    spaces = {"kien_phong": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}}}
    g = game(spaces, capabilities={28: "unshaded"})
    r = g.apply("assault(kien_phong) search_destroy(kien_phong, vc_guerrilla_underground)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "vc_guerrilla_active": 1}
    both = "assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 1) " \
           "search_destroy(kien_phong, vc_guerrilla_underground)"
    assert "3.2.4" in sections(g.check(both))
    # Without the card the Underground Guerrilla cannot be taken at all.
    m = "assault(kien_phong) search_destroy(kien_phong, vc_guerrilla_underground)"
    assert sections(game(spaces).check(m)) == ["5.3"]


def test_28_search_and_destroy_unshaded_then_the_base_it_uncovered_3_2_4():
    # 3.2.4: Bases go once no Guerrillas remain; card 28's tip: the Underground
    # Guerrilla is one of the pieces removed.  Kien Phong (Lowland, no US Base),
    # 2 US Troops: 2 pieces, the Guerrilla then the VC Base it protected.
    spaces = {"kien_phong": {"pieces": {"us_troops": 2, "vc_guerrilla_underground": 1, "vc_base": 1}}}
    g = game(spaces, capabilities={28: "unshaded"})
    r = g.apply("assault(kien_phong) search_destroy(kien_phong, vc_guerrilla_underground)")
    assert pieces(r, "kien_phong") == {"us_troops": 2}
    # Without the Guerrilla taken, the Base stays behind it (maximum extent, 3.1).
    assert pieces(game(spaces).apply("assault(kien_phong)"), "kien_phong") == spaces["kien_phong"]["pieces"]


def test_28_search_and_destroy_unshaded_adds_one_where_none_would_go_3_2_4():
    # Quang Nam (Highland), 1 US Troop, no Base: the Assault alone removes 0
    # (1 per 2 Troops); with the card the Underground Guerrilla goes.
    spaces = {"quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}}}
    r = game(spaces, capabilities={28: "unshaded"}).apply(
        "assault(quang_nam) search_destroy(quang_nam, vc_guerrilla_underground)")
    assert pieces(r, "quang_nam") == {"us_troops": 1, "vc_guerrilla_active": 1}


def test_28_search_and_destroy_shaded_assault_province_shifts_toward_opposition():
    r = game(ASSAULT, capabilities={28: "shaded"}).apply("assault(kien_phong) remove(assault, kien_phong, vc_guerrilla_active, 1)")
    assert "support" not in r.state.spaces["kien_phong"]


def test_11_abrams_unshaded_base_first_as_one_of_the_removed():
    m = "assault(kien_phong) abrams(kien_phong, vc_base)"
    r = game(ASSAULT, capabilities={11: "unshaded"}).apply(m)
    assert pieces(r, "kien_phong") == {"us_troops": 1, "vc_guerrilla_active": 1, "vc_guerrilla_underground": 1}


def test_11_abrams_shaded_us_assault_max_2_spaces():
    spaces = {s: {"pieces": {"us_troops": 1, "vc_guerrilla_active": 1}} for s in ("kien_phong", "ba_xuyen", "tay_ninh")}
    m = "assault(kien_phong) assault(ba_xuyen) assault(tay_ninh)"
    assert game(spaces).check(m) == []
    assert sections(game(spaces, capabilities={11: "shaded"}).check(m)) == ["5.3"]


def test_18_caps_unshaded_added_police_where_us_troops():
    m = "train(binh_dinh) caps_police(available, quang_nam)"
    r = game(US_TRAIN, first="US", capabilities={18: "unshaded"}).apply(m)
    assert pieces(r, "quang_nam") == {"us_troops": 1, "arvn_police": 2}
    assert sections(game(US_TRAIN, first="US").check(m)) == ["5.3"]
    g = game(US_TRAIN, first="US", capabilities={18: "unshaded"})
    assert sections(g.check("train(binh_dinh) caps_police(available, hue)")) == ["5.3"]


def test_18_caps_shaded_us_sweep_max_2_spaces():
    m = "sweep(quang_nam) sweep(binh_dinh) sweep(kien_phong)"
    assert sections(game(first="US", capabilities={18: "shaded"}).check(m)) == ["5.3"]
    assert game(first="US").check(m) == []


def test_28_search_and_destroy_shaded_us_and_arvn_assault_shift_once_5_3():
    # Card 28's tip: US plus ARVN Assaults in a Province shift it by 1 level (not 2).
    spaces = {"kien_phong": {"pieces": {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 3},
                             "support": "passive_support"}}
    r = game(spaces, capabilities={28: "shaded"}).apply("assault(kien_phong) assault_arvn(kien_phong)")
    assert pieces(r, "kien_phong") == {"us_troops": 1, "arvn_troops": 2, "vc_guerrilla_active": 1}
    assert "support" not in r.state.spaces["kien_phong"]


def test_28_search_and_destroy_shaded_advise_arvn_assault_shifts_4_2_1():
    # An ARVN Assault by Advise (4.2.1) is an ARVN Assault: its Province shifts.
    spaces = {"kien_phong": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}, "support": "passive_support"},
              "saigon": {"pieces": {"us_troops": 1}}}
    r = game(spaces, capabilities={28: "shaded"}).apply("train(saigon) advise(kien_phong, assault)")
    assert pieces(r, "kien_phong") == {"arvn_troops": 2}
    assert "support" not in r.state.spaces["kien_phong"]


def test_28_search_and_destroy_unshaded_in_a_us_patrol_s_assault_ruling_261():
    """Ruling 261: a US Patrol's Assault in its LoC is a US Assault space: an
    Underground Guerrilla there may be the piece removed (3.2.2, 3.2.4, 5.3)."""
    spaces = {"hue": {"pieces": {"us_troops": 1}}, "loc_hue_da_nang": {"pieces": {"vc_guerrilla_underground": 2}}}
    m = ("patrol patrol(hue, loc_hue_da_nang, us_troops, 1) patrol_assault(loc_hue_da_nang) "
         "search_destroy(loc_hue_da_nang, vc_guerrilla_underground)")
    # The Patrol Activates 1 of the 2 (1 per cube, 3.2.2); the Assault's 1 hit
    # takes the Active one, or the Underground one by the card.
    r = game(spaces, capabilities={28: "unshaded"}).apply(m)
    assert pieces(r, "loc_hue_da_nang") == {"us_troops": 1, "vc_guerrilla_active": 1}
    assert sections(game(spaces).check(m)) == ["5.3"]
