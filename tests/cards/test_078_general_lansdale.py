"""Card 78 General Lansdale (5.1, 1.6; the shaded Momentum is in test_momentum_bars.py)."""

from tests.helpers import card_game, game, pieces, sections


def test_78_unshaded_terror_added_even_if_one_is_there_5_1():
    g = card_game(78, {"quang_nam": {"pieces": {"us_troops": 1}, "support": "active_opposition", "terror": 1}})
    r = g.apply("event(unshaded) ev_space(quang_nam)")
    assert r.state.spaces["quang_nam"]["support"] == "active_support"
    assert r.state.spaces["quang_nam"]["terror"] == 2 and r.state.patronage == 16


def test_78_unshaded_not_saigon_5_1():
    g = card_game(78, {"saigon": {"pieces": {"arvn_police": 1}}, "hue": {"pieces": {"arvn_police": 1}}})
    assert "5.1" in sections(g.check("event(unshaded) ev_space(saigon)"))
    assert g.check("event(unshaded) ev_space(hue)") == []


def test_78_unshaded_a_province_or_city_not_a_loc_ruling_243():
    """Support (1.6) and Terror markers (3.3.4: a LoC takes Sabotage) are for
    Provinces and Cities: a LoC is not a space this Event can select; a
    Population 0 Province is (the tip), and takes the Terror marker only."""
    g = card_game(78, {"loc_hue_da_nang": {"pieces": {"us_troops": 1}},
                       "phuoc_long": {"pieces": {"arvn_troops": 1}}})
    assert sections(g.check("event(unshaded) ev_space(loc_hue_da_nang)")) == ["5.1"]
    assert g.legal("event(unshaded)") == {"ev_space": ["ev_space(phuoc_long)"]}
    r = g.apply("event(unshaded) ev_space(phuoc_long)")
    assert r.state.spaces["phuoc_long"].get("support", "neutral") == "neutral"
    assert r.state.spaces["phuoc_long"]["terror"] == 1 and r.state.patronage == 16


# Shaded (Momentum, 5.4): no US Assault until the Coup Round.  Ruling 261: a
# US Patrol's Assault in 1 LoC (3.2.2: an Assault, 3.2.4) is a US Assault too.
LOC = {"hue": {"pieces": {"us_troops": 2}},
       "loc_hue_da_nang": {"pieces": {"vc_guerrilla_active": 1}}}
PATROL = "patrol patrol(hue, loc_hue_da_nang, us_troops, 2)"


def test_78_shaded_no_us_patrol_assault_either_ruling_261():
    g = game(LOC, momentum={78: "shaded"})
    assert "5.4" in sections(g.check(PATROL + " patrol_assault(loc_hue_da_nang)"))
    assert "patrol_assault" not in g.legal(PATROL)
    r = g.apply(PATROL)                                     # the Patrol itself stays open
    assert pieces(r, "loc_hue_da_nang") == {"us_troops": 2, "vc_guerrilla_active": 1}
    # Without the Momentum, the Assault is there.
    assert "patrol_assault(loc_hue_da_nang)" in game(LOC).legal(PATROL)["patrol_assault"]
