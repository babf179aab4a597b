"""The Coup cards 125-130 (2.4, 2.4.1): each card played in a Coup Round's
first phase, then its RVN Leader's lasting effect (or its Failed Attempt)."""

from tests.helpers import coup_game, game, pieces, sections

ARVN_MOVE = {"current": 68, "deck": [2, 3]}       # an ARVN-first Event card


def _leader_after(card, box=()):
    r = coup_game("coup_card", card=card, leader_box=list(box)).apply("coup")
    return r.state.cards["leader_box"], r.game.view().rvn_leader


def test_125_nguyen_khanh_leads_and_transport_uses_at_most_1_loc_2_4_1():
    assert _leader_after(125) == ([125], "khanh")
    spaces = {"hue": {"pieces": {"arvn_troops": 2}}}
    m = "train(hue) transport(hue, qui_nhon, arvn_troops, 2)"          # 2 LoCs via Da Nang
    g = game(spaces, first="ARVN", cards={**ARVN_MOVE, "leader_box": [125]})
    assert sections(g.check(m)) == ["4.3.2"]
    assert g.check("train(hue) transport(hue, da_nang, arvn_troops, 2)") == []   # 1 LoC


def test_126_young_turks_lead_and_each_govern_adds_2_patronage_2_4_1():
    assert _leader_after(126, [125]) == ([125, 126], "young_turks")
    spaces = {"hue": {"support": "passive_support", "pieces": {"arvn_police": 2, "us_troops": 1}},
              "an_loc": {"pieces": {"arvn_police": 1}}}
    g = game(spaces, first="ARVN", cards={**ARVN_MOVE, "leader_box": [126]})
    r = g.apply("train(an_loc) govern(hue, aid)")
    assert r.state.patronage == 15 + 2 and r.state.aid == 15 + 6       # Govern +3 x Pop 2; no Minh Aid


def test_127_nguyen_cao_ky_leads_and_pacification_costs_4_per_level_2_4_1():
    assert _leader_after(127, [126]) == ([126, 127], "ky")
    g = coup_game("support_us", {"binh_dinh": {"pieces": {"us_troops": 2, "arvn_police": 1}}},
                  card=127, leader_box=[127])
    assert g.apply("coup_pacify(binh_dinh, 2)").state.resources["ARVN"] == 30 - 4 * 2


def test_128_nguyen_van_thieu_leads_with_no_effect_minh_aid_ends_2_4_1():
    assert _leader_after(128) == ([128], "thieu")
    spaces = {"hue": {"pieces": {"arvn_troops": 1}}}
    assert game(spaces, first="ARVN").apply("train(hue) train(hue, arvn_police, 1)").state.aid == 15 + 5   # Minh
    g = game(spaces, first="ARVN", cards={**ARVN_MOVE, "leader_box": [128]})
    assert g.apply("train(hue) train(hue, arvn_police, 1)").state.aid == 15


def test_129_failed_attempt_arvn_loses_1_in_3_cubes_and_the_leader_stays_2_4_1():
    spaces = {"hue": {"pieces": {"arvn_troops": 5, "arvn_police": 1}}, "saigon": {"pieces": {"arvn_police": 2}}}
    g = coup_game("coup_card", spaces, card=129, deck=(2, 128), leader_box=[127])
    assert g.view().to_act == "ARVN" and sections(g.check("coup_done")) == ["2.4.1"]
    assert "2.4.1" in sections(g.check("desert(hue, arvn_troops, 1)"))              # 6 cubes: 2
    r = g.apply("desert(hue, arvn_troops, 1) desert(hue, arvn_police, 1)")
    assert pieces(r, "hue") == {"arvn_troops": 4} and pieces(r, "saigon") == {"arvn_police": 2}
    assert r.state.cards["leader_box"] == [129, 127] and r.game.view().rvn_leader == "ky"


def test_130_failed_attempt_cancels_minh_only_2_4_1():
    """2.4.1 NOTE: Failed Attempts cancel only Duong Van Minh: with no Leader
    card in the box, Minh's +5 Aid for ARVN Training is gone."""
    spaces = {"can_tho": {"pieces": {"arvn_troops": 3}}}
    g = coup_game("coup_card", spaces, card=130)
    r = g.apply("desert(can_tho, arvn_troops, 1)")
    assert pieces(r, "can_tho") == {"arvn_troops": 2}
    assert r.state.cards["leader_box"] == [130] and r.game.view().rvn_leader == "failed_attempt"
    hue = {"hue": {"pieces": {"arvn_troops": 1}}}
    g = game(hue, first="ARVN", cards={**ARVN_MOVE, "leader_box": [130]})
    assert g.apply("train(hue) train(hue, arvn_police, 1)").state.aid == 15
    assert _leader_after(126, [130]) == ([130, 126], "young_turks")      # a Leader card goes on top


def test_126_young_turks_plus_2_per_govern_activity_not_per_space_2_4_1():
    spaces = {"an_loc": {"support": "passive_support", "pieces": {"arvn_police": 2}},
              "can_tho": {"support": "passive_support", "pieces": {"arvn_police": 2}}}
    g = game(spaces, first="ARVN", cards={**ARVN_MOVE, "leader_box": [126]})
    r = g.apply("train(saigon) train(saigon, arvn_police, 1) govern(an_loc, aid) govern(can_tho, aid)")
    assert r.state.patronage == 15 + 2 and r.state.aid == 15 + 3 + 3


def test_127_ky_train_pacify_4_per_terror_and_per_level_2_4_1_3_2_1():
    spaces = {"binh_dinh": {"pieces": {"us_troops": 2, "arvn_police": 1}, "terror": 1}}
    g = game(spaces, first="US", cards={"current": 1, "deck": [2, 3], "leader_box": [127]})
    r = g.apply("train(binh_dinh) pacify(binh_dinh, 1)")
    assert r.state.resources["ARVN"] == 30 - 4 * (1 + 1)
    assert r.state.spaces["binh_dinh"]["support"] == "passive_support" and "terror" not in r.state.spaces["binh_dinh"]


def test_126_young_turks_count_a_free_govern_alone_too_2_4_1():
    """Card 69 MACV gives the ARVN a free Special Activity alone: a Govern
    still adds Young Turks' +2 Patronage."""
    from tests.helpers import card_game
    spaces = {"an_loc": {"support": "passive_support", "pieces": {"arvn_police": 2}}}
    g = card_game(69, spaces, cards={"current": 69, "deck": [2, 3], "leader_box": [126]})
    r = g.apply("event(unshaded) ev_choice(us_arvn)").game.apply("skip")          # the US forgoes its own
    r = r.game.apply("govern(an_loc, aid)")
    assert r.state.patronage == 15 + 2 and r.state.aid == 15 + 3
