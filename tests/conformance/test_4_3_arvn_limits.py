"""ARVN Special Activities (4.3.1-4.3.3): the limits of their text."""

from helpers import game, pieces, sections

COIN_SUPPORT = {"pieces": {"arvn_troops": 2, "arvn_police": 1}, "support": "passive_support"}


def test_4_3_1_govern_1_or_2_spaces_with_coin_control():
    """4.3.1: 1 or 2 COIN-Controlled Provinces or Cities with Support."""
    spaces = {"saigon": {"pieces": {"arvn_troops": 2}}, "hue": COIN_SUPPORT, "da_nang": COIN_SUPPORT,
              "kontum": COIN_SUPPORT,
              "qui_nhon": {"pieces": {"arvn_police": 1, "vc_guerrilla_active": 2}, "support": "passive_support"}}
    g = game(spaces, first="ARVN")
    assert g.check("train(saigon) govern(hue, aid) govern(da_nang, aid)") == []
    assert sections(g.check("train(saigon) govern(hue, aid) govern(da_nang, aid) govern(kontum, aid)")) == ["4.3.1"]
    assert sections(g.check("train(saigon) govern(qui_nhon, aid)")) == ["4.3.1"]
    assert "govern(qui_nhon,aid)" not in g.legal("train(saigon)", sa="govern")["govern"]


def test_4_3_1_aid_to_at_most_75():
    g = game({"saigon": {"pieces": {"arvn_troops": 2}}, "hue": COIN_SUPPORT}, first="ARVN", aid=73)
    assert g.apply("train(saigon) govern(hue, aid)").state.aid == 75


def test_4_3_1_patronage_takes_only_the_aid_there_is_ruling_9():
    """Ruling 9: Governing for Patronage moves at most the Aid there is (Hue,
    Population 2, with 1 Aid: Aid 0, Patronage +1), and still shifts.  (With
    a Patrol: Minh, the Leader here, adds Aid to a Train, 2.4.1.)"""
    g = game({"hue": COIN_SUPPORT}, first="ARVN", aid=1)
    r = g.apply("patrol govern(hue, patronage)")
    assert (r.state.aid, r.state.patronage) == (0, 16)
    assert r.state.spaces["hue"].get("support", "neutral") == "neutral"


def test_4_3_2_transport_goes_onto_a_loc_first():
    """4.3.2: from the 1 space, onto adjacent LoCs first: Northeast Cambodia
    touches none, so nothing may leave it for Pleiku, next door."""
    g = game({"northeast_cambodia": {"pieces": {"arvn_troops": 2}},
              "saigon": {"pieces": {"arvn_troops": 2}}}, first="ARVN")
    assert sections(g.check("train(saigon) transport(northeast_cambodia, pleiku_darlac, arvn_troops, 2)")) \
        == ["4.3.2"]


def test_4_3_2_transport_from_1_space_and_never_into_north_vietnam():
    g = game({"hue": {"pieces": {"arvn_troops": 3}}, "da_nang": {"pieces": {"arvn_troops": 1}},
              "saigon": {"pieces": {"arvn_troops": 2}}}, first="ARVN")
    assert g.check("train(saigon) transport(hue, quang_tri_thua_thien, arvn_troops, 2)") == []
    assert sections(g.check("train(saigon) transport(hue, quang_tri_thua_thien, arvn_troops, 2) "
                            "transport(da_nang, quang_nam, arvn_troops, 1)")) == ["4.3.2"]
    assert "4.3.2" in sections(g.check("train(saigon) transport(hue, north_vietnam, arvn_troops, 2)"))
    offered = g.legal("train(saigon) transport(hue)").get("transport", [])
    assert offered and not any("north_vietnam" in a for a in offered)


def test_4_3_3_raid_1_or_2_spaces_rangers_from_adjacent_ones():
    """4.3.3: 1 or 2 spaces; Rangers move in from adjacent spaces only."""
    spaces = {"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}},
              "quang_nam": {"pieces": {"arvn_ranger_underground": 2}},
              "kontum": {"pieces": {"vc_guerrilla_active": 1}}}
    g = game(spaces, first="ARVN")
    assert sections(g.check("assault(hue) raid(quang_nam) raid(kontum) raid(hue)")) == ["4.3.3"]
    assert sections(g.check("assault(hue) raid(kontum) raid(quang_nam, kontum, arvn_ranger_underground, 1)")) \
        == ["4.3.3"]


def test_4_3_3_raid_strike_removes_2_bases_last_never_a_tunneled_base():
    """4.3.3: the Ranger Activates and removes 2 enemy pieces (an Underground
    Guerrilla may go), a Base only once no other enemy is there, never a
    Tunneled Base; without an Underground Ranger, no strike."""
    g = game({"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}},
              "quang_nam": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_underground": 1,
                                       "vc_base": 1, "nva_base_tunneled": 1}}}, first="ARVN")
    r = g.apply("assault(hue) raid(quang_nam) raid_strike(quang_nam)")
    assert pieces(r, "quang_nam") == {"arvn_ranger_active": 1, "nva_base_tunneled": 1}
    g = game({"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}},
              "quang_nam": {"pieces": {"arvn_ranger_underground": 1, "vc_guerrilla_underground": 2,
                                       "vc_base": 1}}}, first="ARVN")
    r = g.apply("assault(hue) raid(quang_nam) raid_strike(quang_nam)")
    assert pieces(r, "quang_nam") == {"arvn_ranger_active": 1, "vc_base": 1}
    g = game({"hue": {"pieces": {"arvn_troops": 2, "vc_guerrilla_active": 1}},
              "quang_nam": {"pieces": {"arvn_ranger_active": 1, "vc_guerrilla_active": 1}}}, first="ARVN")
    assert "4.3.3" in sections(g.check("assault(hue) raid(quang_nam) raid_strike(quang_nam)"))
