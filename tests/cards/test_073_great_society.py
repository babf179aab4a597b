"""Card 73 Great Society (5.1, 5.5, 6.5 in both editions, 1.4.1; card 15 Medevac; card texts and tips in
shared/reference).  Unshaded: a Commitment Phase outside the Coup Round, the US deciding (the tip),
by the edition's own Commitment rules (asp/editions/edN/commitment.lp, the Event's procedure)."""

from fitl import render
from fitl.game import Game
from tests.helpers import card_game, sections

# Card 73's order: ARVN, NVA, US, VC.
SP = {"saigon": {"pieces": {"us_troops": 4, "arvn_police": 2}},
      "hue": {"pieces": {"us_troops": 3, "arvn_police": 1}}}
CAS = {"us_troops": 7, "us_base": 1, "us_irregular": 1}


def test_unshaded_2nd_edition_the_us_commits_then_the_vc_withdrawal_6_5(tmp_path):
    r = card_game(73, SP, casualties=CAS, edition=2).apply("event(unshaded)")       # the ARVN executes
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "commitment")]
    g = r.game
    assert g.turn().to_act == "US"
    # 7 Troop Casualties: 2 Out of Play (1 in 3), 5 placed by the US; the Base Out of Play, the
    # Irregular to Available (6.5, 2nd edition).
    assert g.check("coup_done") == [("6.5", "the US places all 5 remaining Troop Casualties, not 0")]
    # Then at most 10 - 5 Troops moved.
    assert sections(g.check("commit(casualties, saigon, us_troops, 5) commit(hue, available, us_troops, 3) "
                            "commit(saigon, available, us_troops, 3)")) == ["6.5"]
    r = g.apply("commit(casualties, saigon, us_troops, 5) commit(hue, available, us_troops, 3) "
                "commit(saigon, available, us_troops, 1)")
    assert r.state.casualties == {} and r.state.out_of_play == {"us_troops": 2, "us_base": 1}
    assert r.state.spaces["saigon"]["pieces"]["us_troops"] == 4 + 5 - 1 and "us_troops" not in r.state.spaces["hue"]["pieces"]
    # 4 pieces from the map to Available: the VC may shift 2 Population (Withdrawal).
    assert r.state.turn["pending"] == [{"faction": "VC", "action": "withdrawal", "card": 73, "side": "unshaded",
                                        "withdrawal": 2}]
    assert "VC withdrawal (card 73, Population 2)" in render.state_text(r.state, r.game.view())
    path = tmp_path / "s.yaml"
    r.game.save(path)
    g = Game.load(path)                                                          # it survives a save
    assert g.turn().to_act == "VC"
    assert g.check("withdraw(saigon)") == [("6.5", "Withdrawal lets the VC shift 2 Population, not 6")]
    r = g.apply("withdraw(hue)")
    assert r.state.spaces["hue"]["support"] == "passive_opposition" and r.state.turn["pending"] == []
    assert r.state.coup is None and r.state.turn["acted"] == [{"faction": "ARVN", "position": 1, "did": "event"}]


def test_unshaded_2nd_edition_no_withdrawal_below_2_pieces_6_5():
    r = card_game(73, SP, edition=2).apply("event(unshaded)").game.apply("commit(hue, available, us_troops, 1)")
    assert r.state.turn["pending"] == []


def test_unshaded_1st_edition_casualties_to_available_no_withdrawal_6_5():
    r = card_game(73, SP, casualties=CAS, edition=1).apply("event(unshaded)")
    r = r.game.apply("commit(hue, available, us_troops, 3) commit(saigon, available, us_troops, 1)")
    # 1 in 3 Troop Casualties and the Base Out of Play; the other 5 Troops and the Irregular Available.
    assert r.state.out_of_play == {"us_troops": 2, "us_base": 1} and r.state.casualties == {}
    assert r.state.turn["pending"] == []
    assert r.game.view().available["us_troops"] == 40 - (4 - 1) - 2       # 3 on the map, 2 Out of Play


def test_unshaded_with_medevac_every_troop_casualty_available_and_medevac_stays_card_15_tip():
    for edition in (1, 2):
        g = card_game(73, SP, casualties=CAS, momentum={"15": "unshaded"}, edition=edition)
        r = g.apply("event(unshaded)")
        assert r.game.check("commit(casualties, saigon, us_troops, 1)") != []  # nothing to place
        r = r.game.apply("coup_done")
        assert r.state.casualties == {} and r.state.out_of_play == {"us_base": 1}
        assert r.game.view().available["us_troops"] == 40 - 7
        assert r.state.momentum == {15: "unshaded"}                          # for the Coup Round's too


def test_unshaded_the_us_decides_even_when_another_executes_5_1():
    r = card_game(73, SP).apply("event(unshaded)")
    assert r.game.check("commit(hue, available, us_troops, 1)", faction="ARVN")[0][0] == "5.5"


def test_shaded_the_us_puts_3_available_pieces_out_of_play_5_1():
    r = card_game(73, SP).apply("event(shaded)")                               # the ARVN executes
    assert r.state.turn["pending"] == [{"faction": "US", "action": "rest", "card": 73, "side": "shaded"}]
    g = r.game
    assert sections(g.check("event_rest ev_move(available, out_of_play, us_troops, 2)")) == ["5.1.3"]
    assert "5.1" in sections(g.check("event_rest ev_move(available, out_of_play, arvn_troops, 3)"))
    r = g.apply("event_rest ev_move(available, out_of_play, us_base, 1) ev_move(available, out_of_play, us_troops, 2)")
    assert r.state.out_of_play == {"us_troops": 2, "us_base": 1}


def test_shaded_fewer_available_all_of_them_5_1_3():
    # 1 US Troop and 1 US Base Available, nothing else.
    spaces = {"saigon": {"pieces": {"us_troops": 39, "us_base": 2}}, "hue": {"pieces": {"us_base": 2}},
              "da_nang": {"pieces": {"us_base": 1, "us_irregular_underground": 6}}}
    g = card_game(73, spaces).apply("pass").game.apply("pass").game                # ARVN, NVA pass: the US
    assert g.legal("event(shaded)")["ev_move"] == ["ev_move(available,out_of_play,us_base,1)",
                                                   "ev_move(available,out_of_play,us_troops,1)"]
    assert sections(g.check("event(shaded) ev_move(available, out_of_play, us_troops, 1)")) == ["5.1.3"]
    r = g.apply("event(shaded) ev_move(available, out_of_play, us_troops, 1) ev_move(available, out_of_play, us_base, 1)")
    assert r.state.out_of_play == {"us_troops": 1, "us_base": 1}
