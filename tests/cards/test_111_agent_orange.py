"""Card 111 Agent Orange (5.1, 5.1.1, 5.5, 4.2.3, 1.4.3, 1.6; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"tay_ninh": {"pieces": {"vc_guerrilla_underground": 2, "nva_guerrilla_underground": 1, "vc_base": 1}},
          "the_fishhook": {"pieces": {"nva_guerrilla_underground": 2, "nva_troops": 3}},
          "phuoc_long": {"pieces": {"vc_guerrilla_active": 1}},                           # Jungle, Population 0
          "quang_nam": {"pieces": {"vc_guerrilla_underground": 1, "us_troops": 1}},       # Highland
          "binh_dinh": {"pieces": {"arvn_police": 1}, "support": "passive_support"},      # Highland, no Insurgents
          "kien_phong": {"pieces": {"vc_guerrilla_underground": 1}}}                      # Lowland
STRIKE = ("air_strike(tay_ninh) air_strike(the_fishhook) remove(air_strike, tay_ninh, vc_guerrilla_active, 2) "
          "remove(air_strike, the_fishhook, nva_troops, 3)")


def test_unshaded_insurgents_in_jungle_go_active_then_us_air_strike_2_jungle_spaces_1_4_3_5_5():
    g = card_game(111, SPACES)                                             # VC first
    r = g.apply("event(unshaded)")
    assert pieces(r, "tay_ninh") == {"vc_guerrilla_active": 2, "nva_guerrilla_active": 1, "vc_base": 1}
    assert pieces(r, "the_fishhook") == {"nva_guerrilla_active": 2, "nva_troops": 3}
    assert pieces(r, "quang_nam") == {"vc_guerrilla_underground": 1, "us_troops": 1}       # Highland: stays
    assert pieces(r, "kien_phong") == {"vc_guerrilla_underground": 1}
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "air_strike")]
    # No US or ARVN piece in either Jungle space (ruling 92); the die decides the hits.
    r2 = r.game.apply(STRIKE, dice=[5])
    assert pieces(r2, "tay_ninh") == {"nva_guerrilla_active": 1, "vc_base": 1}
    assert pieces(r2, "the_fishhook") == {"nva_guerrilla_active": 2}
    assert r2.state.spaces["tay_ninh"]["support"] == "passive_opposition"


def test_unshaded_jungle_only_2_spaces_no_trail_the_die_still_counts_5_1_1():
    r = card_game(111, SPACES, trail=2).apply("event(unshaded)")
    assert sections(r.game.check("air_strike(quang_nam)", dice=[6])) == ["5.1"]
    assert sections(r.game.check("air_strike(tay_ninh) air_strike(the_fishhook) air_strike(phuoc_long)",
                                 dice=[6])) == ["5.1"]
    assert sections(r.game.check("air_strike(tay_ninh) degrade_trail", dice=[6])) == ["5.1.1"]
    assert sections(r.game.check(STRIKE, dice=[4])) == ["4.2.3"]
    opts = r.game.legal("")
    assert opts["air_strike"] == ["air_strike(phuoc_long)", "air_strike(tay_ninh)", "air_strike(the_fishhook)"]
    assert "degrade_trail" not in r.game.legal("air_strike(tay_ninh)")


def test_unshaded_may_skip_the_strike_5_5():
    r = card_game(111, SPACES).apply("event(unshaded)").game.apply("skip")
    assert r.state.turn["pending"] == []


def test_shaded_jungle_and_highland_with_insurgents_toward_opposition_1_6():
    r = card_game(111, SPACES).apply("event(shaded)")
    assert r.state.spaces["tay_ninh"]["support"] == "passive_opposition"
    assert r.state.spaces["quang_nam"]["support"] == "passive_opposition"
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support"          # no Insurgents
    assert "support" not in r.state.spaces["kien_phong"]                        # Lowland
    assert "support" not in r.state.spaces["the_fishhook"]                      # Population 0 (the tip)
    assert sections(card_game(111, SPACES).check("event(shaded) ev_space(tay_ninh)")) == ["5.1"]
