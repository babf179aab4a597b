"""2.3.8 Pivotal Events: when one may be played, trumping, and cards 121, 123."""

from tests.helpers import game, pieces, sections

SUPPORT = {"saigon": {"support": "active_support"}, "hue": {"support": "active_support"},
           "central_laos": {"pieces": {"nva_base": 2}}}
HELD = {"US": 121, "ARVN": 123, "NVA": 122, "VC": 124}


def pos(spaces=SUPPORT, leader_box=(125, 126), deck=(2, 3), **extra):
    return game(spaces, first="ARVN", cards={"current": 68, "deck": list(deck), "leader_box": list(leader_box),
                                             "pivotal": dict(HELD)}, **extra)


def test_play_pivotal_replaces_the_card_and_its_owner_executes():
    g = pos(casualties={"us_troops": 4})
    assert g.view().score["US"] > 40
    r = g.apply("faction(us) play_pivotal")
    assert r.state.cards["current"] == 121 and r.state.cards["played"][-1] == 68
    assert "US" not in r.state.cards["pivotal"]
    assert "2.3.8" in sections(r.game.check("pass"))                     # must execute it
    # The US decides the Casualties; the NVA which of its Bases go (5.1, card tip).
    assert "5.1" in sections(r.game.check("event(unshaded) ev_remove(central_laos, nva_base, 2) "
                                          "ev_move(casualties, available, us_troops, 3)"))
    r = r.game.apply("event(unshaded) ev_move(casualties, available, us_troops, 3)")
    assert r.state.resources["NVA"] == 5 and r.state.casualties == {"us_troops": 1}
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 121, "side": "unshaded"}]
    r = r.game.apply("event_rest ev_remove(central_laos, nva_base, 2)")
    assert pieces(r, "central_laos") == {} and r.state.eligibility["NVA"] == "ineligible"
    assert r.state.turn["acted"] == [{"faction": "US", "position": 1, "did": "event"}]


def test_precondition_two_leader_cards_minh_not_counted():
    assert sections(pos(leader_box=(125,)).check("faction(us) play_pivotal")) == ["2.3.8"]
    few = {"quang_nam": {"pieces": {"us_troops": 8}}}                      # Support 0 + Available 38
    assert pos(spaces=few).view().score["US"] == 38
    assert sections(pos(spaces=few).check("faction(us) play_pivotal")) == ["2.3.8"]


def test_not_after_the_first_eligible_acted_nor_in_monsoon_nor_ineligible():
    g = pos()
    r = g.apply("pass")                                                  # ARVN passes
    assert "2.3.8" in sections(r.game.check("faction(us) play_pivotal"))
    assert "2.3.9" in sections(pos(deck=(125, 3), leader_box=(126, 127)).check("faction(us) play_pivotal"))
    g = pos(eligibility={"US": "ineligible", "ARVN": "eligible", "NVA": "eligible", "VC": "eligible"})
    assert "2.3.8" in sections(g.check("faction(us) play_pivotal"))


def test_trumping_order_vc_arvn_nva_us():
    r = pos().apply("faction(us) play_pivotal")
    assert r.game.check("faction(arvn) play_pivotal") == []              # ARVN may trump the US
    r2 = r.game.apply("faction(arvn) play_pivotal")
    assert r2.state.cards["current"] == 123 and r2.state.cards["pivotal"]["US"] == 121   # returned to the US
    assert r2.state.cards["played"] == [68]
    assert "2.3.8" in sections(pos().apply("faction(arvn) play_pivotal").game.check("faction(us) play_pivotal"))


def test_123_vietnamization():
    g = pos(out_of_play={"arvn_troops": 3, "us_troops": 2})
    r = g.apply("faction(arvn) play_pivotal").game.apply(
        "event(unshaded) ev_place(hue, arvn_troops, 2) ev_place(quang_nam, arvn_police, 2)")
    assert r.state.resources["ARVN"] == 42 and r.state.aid == 27
    assert r.state.out_of_play == {"us_troops": 2}
    assert pieces(r, "hue") == {"arvn_troops": 2} and pieces(r, "quang_nam") == {"arvn_police": 2}


def test_122_easter_offensive_march_move_on_then_troops_attack_everywhere():
    spaces = {"central_laos": {"pieces": {"nva_troops": 6}}, "loc_hue_khe_sanh": {"pieces": {"nva_troops": 2}},
              "quang_tri_thua_thien": {"pieces": {"arvn_police": 2}}, "hue": {"pieces": {"arvn_police": 1}}}
    g = game(spaces, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126], "pivotal": {"NVA": 122}})
    r = g.apply("faction(nva) play_pivotal").game.apply("event(unshaded)")
    assert [p["action"] for p in r.state.turn["pending"]] == ["march", "rest", "attack"]
    r = r.game.apply("march(central_laos, quang_tri_thua_thien, nva_troops, 4)")
    assert r.state.resources["NVA"] == 10                               # free
    r = r.game.apply("event_rest ev_move(loc_hue_khe_sanh, hue, nva_troops, 2)")
    assert pieces(r, "hue") == {"arvn_police": 1, "nva_troops": 2}
    assert "5.1.3" in sections(r.game.check("attack(hue) attack_troops(hue) remove(attack, hue, arvn_police, 1)"))
    r = r.game.apply("attack(hue) attack_troops(hue) remove(attack, hue, arvn_police, 1) "
                     "attack(quang_tri_thua_thien) attack_troops(quang_tri_thua_thien) "
                     "remove(attack, quang_tri_thua_thien, arvn_police, 2)")
    assert pieces(r, "hue") == {"nva_troops": 2} and pieces(r, "quang_tri_thua_thien") == {"nva_troops": 4}
    assert r.state.turn["pending"] == []


def test_124_tet_offensive_terror_place_then_joint_attack():
    south = {s: {"pieces": {"vc_guerrilla_underground": 3}} for s in
             ("quang_nam", "binh_dinh", "pleiku_darlac", "khanh_hoa", "tay_ninh", "kien_phong", "ba_xuyen")}
    south["kien_phong"] = {"pieces": {"vc_guerrilla_underground": 3, "nva_guerrilla_active": 1, "us_troops": 1}}
    g = game(south, first="ARVN", cards={"current": 68, "deck": [2, 3], "leader_box": [125, 126], "pivotal": {"VC": 124}})
    assert g.check("faction(vc) play_pivotal") == []                   # 21 VC Guerrillas in the South
    r = g.apply("faction(vc) play_pivotal").game.apply("event(unshaded)")
    assert "5.1.3" in sections(r.game.check("terror(quang_nam)"))     # every space with Underground VC
    r = r.game.apply(" ".join(f"terror({s})" for s in south))
    assert r.state.resources["VC"] == 5                                 # free
    r = r.game.apply("event_rest ev_place(hue, vc_guerrilla, 3) ev_place(saigon, vc_guerrilla, 3) "
                     "remove(tet, kien_phong, us_troops, 1)", dice=[4])
    # Kien Phong: 4 Guerrillas, roll 4 succeeds; the US Troop goes, a VC Guerrilla pays Attrition.
    assert pieces(r, "kien_phong") == {"vc_guerrilla_active": 2, "nva_guerrilla_active": 1}
    assert r.state.casualties == {"us_troops": 1}
    assert pieces(r, "hue") == {"vc_guerrilla_underground": 3}         # no enemies there: no Attack


def test_2_3_8_legal_offers_a_pivotal_event_out_of_turn_only():
    """2.3.2, 2.3.8: asked for the US while the ARVN is to act, the options
    are the US Pivotal Event alone (out of turn, its precondition met), and
    nothing once its precondition fails; asked for no one, those of the
    Faction to act (ARVN: Pass, the Event, its Operations)."""
    g = pos(casualties={"us_troops": 4})
    assert g.legal(faction="US") == {"play_pivotal": ["play_pivotal"]}
    assert pos(leader_box=(125,)).legal(faction="US") == {}
    opts = g.legal()
    assert opts["pass"] == ["pass"] and "train(saigon)" in opts["train"] and "play_pivotal" not in opts


# Every precondition met: 2 Leader cards; Support + Available US > 40 (US);
# fewer than 20 US Troops (ARVN); more NVA than US Troops (NVA); more than 20
# VC Guerrillas in the South (VC).
ALL_READY = dict(SUPPORT, north_vietnam={"pieces": {"nva_troops": 5}},
                 quang_nam={"pieces": {"vc_guerrilla_underground": 11}},
                 binh_dinh={"pieces": {"vc_guerrilla_underground": 10}})


def test_2_3_8_trumping_nva_not_over_arvn_vc_over_anyone():
    """TRUMPING: the NVA may trump only the US; the VC anyone's (here the
    ARVN's); the trumped card goes back to its owner."""
    g = pos(spaces=ALL_READY)
    for f in ("us", "arvn", "nva", "vc"):
        assert g.check(f"faction({f}) play_pivotal") == [], f
    on_arvn = g.apply("faction(arvn) play_pivotal").game
    assert "2.3.8" in sections(on_arvn.check("faction(nva) play_pivotal"))
    r = on_arvn.apply("faction(vc) play_pivotal")
    assert r.state.cards["current"] == 124 and r.state.cards["pivotal"]["ARVN"] == 123
    assert "2.3.8" in sections(r.game.check("faction(arvn) play_pivotal"))     # the ARVN may not trump the VC
    on_us = g.apply("faction(us) play_pivotal").game
    assert on_us.check("faction(nva) play_pivotal") == []


def test_2_3_8_no_trumping_once_the_pivotal_event_is_executed_nor_by_an_ineligible_faction():
    g = pos(spaces=ALL_READY, eligibility={"US": "eligible", "ARVN": "eligible", "NVA": "eligible", "VC": "ineligible"})
    r = g.apply("faction(us) play_pivotal")
    assert "2.3.8" in sections(r.game.check("faction(vc) play_pivotal"))          # the VC is Ineligible
    r = r.game.apply("event(unshaded)")
    assert "2.3.8" in sections(r.game.check("faction(arvn) play_pivotal"))        # the US executed it
