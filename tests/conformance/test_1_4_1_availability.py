"""1.4.1 Availability: pieces are placed from Available; only when none of a
type is Available may the placing Faction take its own from the map (a
Tunneled Base losing its Tunnel, 1.4.4), the US only Irregulars and ARVN
forces, never its Troops or Bases; only US forces become Casualties."""

from tests.helpers import card_game, game, pieces, sections, view

# All 6 Irregulars and all 40 US Troops on the map: none Available.
NO_US = {"saigon": {"pieces": {"us_troops": 34, "us_base": 1}},
         "hue": {"pieces": {"us_troops": 6, "us_irregular_active": 6}}}


def test_1_4_1_us_takes_irregulars_from_the_map_only_when_none_are_available():
    g = game(NO_US, first="US")
    assert sections(g.check("train(saigon) train(saigon, us_irregular, 1)")) == ["1.4.1"]
    assert "from_map(hue,us_irregular_active,1)" in g.legal("train(saigon) train(saigon, us_irregular, 1)")["from_map"]
    r = g.apply("train(saigon) train(saigon, us_irregular, 1) from_map(hue, us_irregular_active, 1)")
    assert pieces(r, "saigon")["us_irregular_underground"] == 1            # placed Underground (1.4.3)
    assert pieces(r, "hue")["us_irregular_active"] == 5
    one_left = {"saigon": NO_US["saigon"], "hue": {"pieces": {"us_troops": 6, "us_irregular_active": 5}}}
    g = game(one_left, first="US")
    assert sections(g.check("train(saigon) train(saigon, us_irregular, 1) from_map(hue, us_irregular_active, 1)")) \
        == ["1.4.1"]


def test_1_4_1_the_us_never_takes_its_own_troops_from_the_map():
    """Card 22 (unshaded) places US Troops in Da Nang: with none Available
    the US may not take them from elsewhere on the map (1.4.1 EXCEPTION)."""
    g = card_game(22, NO_US)
    assert "1.4.1" in sections(g.check("event(unshaded) ev_place(da_nang, us_troops, 1) from_map(hue, us_troops, 1)"))
    assert g.check("event(unshaded)") == []                          # nothing to place: nothing placed (5.1.3)


def test_1_4_1_a_faction_takes_only_its_own_pieces_from_the_map():
    spaces = {"north_vietnam": {"pieces": {"nva_guerrilla_active": 20}},
              "quang_nam": {"pieces": {"vc_guerrilla_active": 3}}}
    g = game(spaces, first="NVA")
    assert "1.4.1" in sections(g.check("rally(southern_laos) from_map(quang_nam, vc_guerrilla_active, 1)"))
    options = g.legal("rally(southern_laos)")["from_map"]
    assert options and all("nva_guerrilla" in o for o in options)


def test_1_4_1_a_tunneled_base_taken_from_the_map_loses_its_tunnel_1_4_4():
    # 9 NVA Bases, all on the map (1 Tunneled): a Rally Base in Sihanoukville comes from Southern Laos.
    spaces = {"north_vietnam": {"pieces": {"nva_base": 2}}, "central_laos": {"pieces": {"nva_base": 2}},
              "southern_laos": {"pieces": {"nva_base": 1, "nva_base_tunneled": 1}},
              "northeast_cambodia": {"pieces": {"nva_base": 2}}, "the_parrots_beak": {"pieces": {"nva_base": 1}},
              "sihanoukville": {"pieces": {"nva_guerrilla_underground": 3}}}
    g = game(spaces, first="NVA")
    assert "1.4.1" in sections(g.check("rally(sihanoukville) rally_base(sihanoukville, 0)"))
    r = g.apply("rally(sihanoukville) rally_base(sihanoukville, 0) from_map(southern_laos, nva_base_tunneled, 1)")
    assert pieces(r, "sihanoukville") == {"nva_base": 1, "nva_guerrilla_underground": 1}
    assert pieces(r, "southern_laos") == {"nva_base": 1}


def test_1_4_1_only_us_forces_become_casualties():
    assert sections(view(casualties={"arvn_troops": 1}).violations) == ["1.4.1"]
    assert view(casualties={"us_troops": 1, "us_irregular": 1, "us_base": 1}).violations == []
