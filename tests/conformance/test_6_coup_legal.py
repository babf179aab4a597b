"""The Coup Round's decisions through `legal` (6.3-6.5, 2.4.1): each phase's
Faction is offered the atoms of its decision, as its rules allow them."""

from helpers import coup_game


def test_6_3_1_pacify_offered_where_coin_control_police_and_own_troops():
    spaces = {"saigon": {"pieces": {"us_troops": 2, "arvn_police": 2}},
              "hue": {"pieces": {"arvn_troops": 1, "arvn_police": 1}},          # no US Troops
              "quang_nam": {"pieces": {"us_troops": 1}}}                         # no Police
    g = coup_game("support_us", spaces)
    offered = g.legal()
    assert g.turn().to_act == "US"
    assert {"coup_pacify(saigon,1)", "coup_pacify(saigon,2)"} <= set(offered["coup_pacify"])
    assert not any("hue" in a or "quang_nam" in a for a in offered["coup_pacify"])
    assert offered["coup_done"] == ["coup_done"]


def test_6_3_2_agitate_offered_where_vc_and_no_coin_control():
    spaces = {"kien_phong": {"pieces": {"vc_guerrilla_underground": 2}},
              "ba_xuyen": {"pieces": {"vc_guerrilla_underground": 1, "arvn_police": 3}}}   # COIN Control
    offered = coup_game("support_vc", spaces).legal()
    assert set(offered["agitate"]) == {"agitate(kien_phong,0)", "agitate(kien_phong,1)", "agitate(kien_phong,2)"}


def test_6_5_commitment_places_troop_casualties_in_coin_spaces_locs_or_saigon():
    g = coup_game("commitment", {"saigon": {"pieces": {"us_troops": 3, "arvn_police": 3}}},
                  casualties={"us_troops": 4})
    groups = set(g.legal()["commit"])
    # The groups first (From, To, Key), never the Casualties to Available.
    assert "commit(casualties,saigon,us_troops)" in groups
    assert not any(a.startswith("commit(casualties,available") or ",quang_nam," in a for a in groups)
    assert not any(a.count(",") == 3 for a in groups)
    # 4 Troop Casualties: 1 goes Out of Play, 3 are placed (6.5, 2nd edition).
    offered = set(g.legal("commit(casualties, saigon, us_troops)")["commit"])
    assert "commit(casualties,saigon,us_troops,3)" in offered
    assert "commit(casualties,saigon,us_troops,4)" not in offered
    assert g.check("commit(casualties, saigon, us_troops, 3)") == []
    assert g.check("commit(casualties, saigon, us_troops) commit(casualties, saigon, us_troops, 3)") == []


def test_6_5_a_group_named_without_its_count_is_no_move():
    """A group's head (commit(From, To, Key)) only names the group: a move
    with it needs its count (6.5: the US moves pieces, a number of them)."""
    g = coup_game("commitment", {"saigon": {"pieces": {"us_troops": 3, "arvn_police": 3}}})
    assert g.check("commit(available, saigon, us_troops)") != []


def test_2_4_1_failed_attempt_desertion_offered_one_in_three():
    g = coup_game("coup_card", {"hue": {"pieces": {"arvn_troops": 4, "arvn_police": 2}}}, card=129, deck=(2, 128))
    offered = set(g.legal()["desert"])
    assert {"desert(hue,arvn_troops,2)", "desert(hue,arvn_police,2)", "desert(hue,arvn_police,1)"} <= offered
    assert "desert(hue,arvn_troops,3)" not in offered
