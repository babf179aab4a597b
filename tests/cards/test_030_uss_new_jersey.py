"""Card 30 USS New Jersey (5.1, 5.1.1, 5.1.3, 5.5, 4.2.3, 1.3.7, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"quang_nam": {"pieces": {"nva_troops": 3, "nva_guerrilla_active": 1}},              # coastal, no COIN
          "north_vietnam": {"pieces": {"nva_troops": 2, "nva_base": 1}},                       # coastal (the tip)
          "binh_dinh": {"pieces": {"vc_guerrilla_active": 1, "vc_base": 1, "us_troops": 2},
                        "support": "passive_support"},
          "pleiku_darlac": {"pieces": {"nva_troops": 3, "arvn_troops": 1}},                     # not coastal
          "khanh_hoa": {"pieces": {"us_troops": 1}, "support": "active_support"}}
STRIKE = ("air_strike(quang_nam) air_strike(north_vietnam) air_strike(binh_dinh) "
          "remove(air_strike, quang_nam, nva_troops, 2) remove(air_strike, north_vietnam, nva_troops, 2) "
          "remove(air_strike, binh_dinh, vc_guerrilla_active, 1) remove(air_strike, binh_dinh, vc_base, 1)")


def test_unshaded_the_arvn_named_strikes_3_coastal_spaces_2_pieces_each_no_die_tip_4_2_3():
    g = card_game(30, SPACES)                                              # US first
    assert g.legal("event(unshaded)")["ev_choice"] == ["ev_choice(arvn)", "ev_choice(us)"]
    r = g.apply("event(unshaded) ev_choice(arvn)")
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("ARVN", "air_strike")]
    r2 = r.game.apply(STRIKE)                                              # no die: no dice given
    assert pieces(r2, "quang_nam") == {"nva_troops": 1, "nva_guerrilla_active": 1}
    assert pieces(r2, "north_vietnam") == {"nva_base": 1}
    assert pieces(r2, "binh_dinh") == {"us_troops": 2}
    assert r2.state.spaces["quang_nam"]["support"] == "passive_opposition"     # shifts as usual (4.2.3)
    assert "support" not in r2.state.spaces["binh_dinh"]                        # Passive Support -> Neutral
    assert r2.state.turn["pending"] == [] and r2.state.resources["ARVN"] == 30


def test_unshaded_at_most_2_per_space_coastal_only_no_trail_5_1_1():
    r = card_game(30, SPACES).apply("event(unshaded) ev_choice(us)")
    assert sections(r.game.check("air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 3)")) == ["5.1.1"]
    assert sections(r.game.check("air_strike(pleiku_darlac) remove(air_strike, pleiku_darlac, nva_troops, 1)")) == ["5.1"]
    assert sections(r.game.check("air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2) degrade_trail")) \
        == ["5.1.1"]
    assert sections(r.game.check(STRIKE + " air_strike(khanh_hoa)")) == ["5.1"]                # 1-3 spaces


def test_unshaded_must_strike_at_least_1_space_no_skip_tip_ruling_91():
    r = card_game(30, SPACES).apply("event(unshaded) ev_choice(arvn)")
    assert sections(r.game.check("skip")) == ["5.1.3"]
    opts = r.game.legal("")
    assert "skip" not in opts
    assert opts["air_strike"] == ["air_strike(binh_dinh)", "air_strike(north_vietnam)", "air_strike(quang_nam)"]
    assert "degrade_trail" not in r.game.legal("air_strike(quang_nam)")


def test_unshaded_an_arvn_strike_never_removes_us_pieces_4_2_3():
    r = card_game(30, SPACES).apply("event(unshaded) ev_choice(arvn)")
    assert "4.2.3" in sections(r.game.check("air_strike(binh_dinh) remove(air_strike, binh_dinh, us_troops, 1)"))


def test_unshaded_1st_edition_same_limits_shift_every_space_4_2_3():
    r = card_game(30, SPACES, edition=1).apply("event(unshaded) ev_choice(arvn)")
    assert sections(r.game.check("air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 3)")) == ["5.1.1"]
    r2 = r.game.apply("air_strike(khanh_hoa)")
    assert r2.state.spaces["khanh_hoa"]["support"] == "passive_support"        # 1st edition shifts every space


def test_shaded_2_coastal_provinces_with_us_troops_2_levels_toward_opposition_1_6():
    g = card_game(30, SPACES)
    assert g.legal("event(shaded)")["ev_space"] == ["ev_space(binh_dinh)", "ev_space(khanh_hoa)"]
    r = g.apply("event(shaded) ev_space(binh_dinh) ev_space(khanh_hoa)")
    assert r.state.spaces["binh_dinh"]["support"] == "passive_opposition"
    assert "support" not in r.state.spaces["khanh_hoa"]
    assert sections(g.check("event(shaded) ev_space(binh_dinh)")) == ["5.1.3"]
    assert sections(g.check("event(shaded) ev_space(binh_dinh) ev_space(pleiku_darlac)")) == ["5.1"]
