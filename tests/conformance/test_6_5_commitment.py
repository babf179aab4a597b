"""6.5 Commitment Phase, 2nd edition (default) and 1st edition (seed 003)."""

from tests.helpers import coup_game, pieces, sections

CAS = {"us_troops": 7, "us_base": 1, "us_irregular": 2}


def test_6_5_rotation_second_edition():
    # 7 Troop Casualties: 2 (1 in 3, round down) Out of Play, the Base too,
    # Irregulars Available; the other 5 Troops must be placed.
    g = coup_game("commitment", {"hue": {"pieces": {"arvn_police": 1}}}, casualties=CAS)
    assert sections(g.check("commit(casualties, hue, us_troops, 4)")) == ["6.5"]
    r = g.apply("commit(casualties, hue, us_troops, 3) commit(casualties, loc_hue_khe_sanh, us_troops, 2)")
    assert r.state.casualties == {}
    assert r.state.out_of_play == {"us_troops": 2, "us_base": 1}
    assert pieces(r, "hue")["us_troops"] == 3 and pieces(r, "loc_hue_khe_sanh") == {"us_troops": 2}


def test_6_5_returning_casualties_of_equal_counts_into_two_spaces_all_leave_the_box():
    """6.5: 3 Troop Casualties, 1 Out of Play, the other 2 placed, 1 in Hue
    and 1 on a LoC: none stays in the Casualties box (two placements of the
    same count had counted as one, leaving a Troop there)."""
    g = coup_game("commitment", {"hue": {"pieces": {"arvn_police": 1}}}, casualties={"us_troops": 3})
    r = g.apply("commit(casualties, hue, us_troops, 1) commit(casualties, loc_hue_khe_sanh, us_troops, 1)")
    assert r.state.casualties == {}
    assert r.state.out_of_play == {"us_troops": 1}
    assert pieces(r, "hue")["us_troops"] == 1 and pieces(r, "loc_hue_khe_sanh") == {"us_troops": 1}


def test_6_5_moves_up_to_10_minus_casualties_placed_and_2_bases():
    g = coup_game("commitment", casualties={"us_troops": 3})
    # 3 Casualties: 1 out, 2 placed (in Saigon), so 8 more Troops may move.
    ok = "commit(casualties, saigon, us_troops, 2) commit(available, saigon, us_troops, 8) commit(available, saigon, us_base, 1)"
    assert g.check(ok) == []
    assert sections(g.check("commit(casualties, saigon, us_troops, 2) commit(available, saigon, us_troops, 9)")) == ["6.5"]
    assert sections(g.check("commit(casualties, saigon, us_troops, 2) commit(available, quang_nam, us_troops, 1)")) == ["6.5"]


def test_6_5_withdrawal_vc_shift_population():
    spaces = {"saigon": {"pieces": {"us_troops": 4}}, "hue": {"support": "passive_support"},
              "quang_nam": {"support": "active_opposition"}}
    g = coup_game("commitment", spaces)
    r = g.apply("commit(saigon, available, us_troops, 4)")      # 4 withdrawn: 2 Population
    assert r.state.coup == {"phase": "withdrawal", "support": {}, "withdrawal": 2}
    assert r.game.view().to_act == "VC"
    assert sections(r.game.check("withdraw(hue) withdraw(binh_dinh)")) == ["6.5"]     # 2 + 2 Population
    assert sections(r.game.check("withdraw(quang_nam)")) == ["6.5"]                   # already Active Opposition
    r2 = r.game.apply("withdraw(hue)")
    assert "support" not in r2.state.spaces.get("hue", {})


def test_6_5_no_withdrawal_without_2_pieces_withdrawn():
    r = coup_game("commitment", {"saigon": {"pieces": {"us_troops": 1}}}).apply("commit(saigon, available, us_troops, 1)")
    assert r.state.coup is None and r.state.cards["current"] == 2    # Reset done, next card


def test_6_5_first_edition_casualties_to_available_and_10_troops():
    g = coup_game("commitment", casualties=CAS, edition=1)
    r = g.apply("commit(available, saigon, us_troops, 10) commit(available, saigon, us_base, 2)")
    assert r.state.casualties == {} and r.state.out_of_play == {"us_troops": 2, "us_base": 1}
    assert pieces(r, "saigon") == {"us_troops": 10, "us_base": 2}
    assert sections(g.check("commit(available, saigon, us_troops, 11)")) == ["6.5"]


def test_6_5_medevac_all_troop_casualties_available():
    g = coup_game("commitment", casualties={"us_troops": 6}, momentum={15: "unshaded"})
    r = g.apply("coup_done")
    assert r.state.casualties == {} and r.state.out_of_play == {}


def test_6_5_skipped_in_the_final_round_2_4_2():
    g = coup_game("redeploy_nva", deck=(2, 4))                # no Coup card left: final
    r = g.apply("coup_done")
    assert r.state.game_over is not None


def test_6_5_more_than_10_casualties_placed_leaves_no_troop_move():
    """6.5 (2nd edition): 16 Troop Casualties, 5 (1 in 3) Out of Play, the
    other 11 must be placed: 10 minus 11 leaves no Troop to move, but placing
    the 11 stays lawful (it had been refused, leaving no lawful Commitment)."""
    g = coup_game("commitment", casualties={"us_troops": 16})
    assert g.check("commit(casualties, saigon, us_troops, 11)") == []
    assert sections(g.check("commit(casualties, saigon, us_troops, 11) commit(available, saigon, us_troops, 1)")) == ["6.5"]
    assert sections(g.check("commit(casualties, saigon, us_troops, 10)")) == ["6.5"]
    offered = set(g.legal("commit(casualties, saigon, us_troops)")["commit"])
    assert "commit(casualties,saigon,us_troops,11)" in offered
    r = g.apply("commit(casualties, saigon, us_troops, 11) commit(available, saigon, us_base, 1)")
    assert r.state.out_of_play == {"us_troops": 5}
    assert pieces(r, "saigon") == {"us_troops": 11, "us_base": 1}


def test_6_5_withdrawal_counts_bases_and_at_most_2_bases_move():
    """6.5: every 2 US pieces (a Base counts) moved from the map to Available
    give the VC 1 Population; no more than 2 US Bases move."""
    spaces = {"saigon": {"pieces": {"us_troops": 1, "us_base": 2}}, "hue": {"pieces": {"us_base": 1}},
              "binh_dinh": {"support": "neutral"}}
    g = coup_game("commitment", spaces)
    assert sections(g.check("commit(saigon, available, us_base, 2) commit(hue, available, us_base, 1)")) == ["6.5"]
    r = g.apply("commit(saigon, available, us_base, 1) commit(saigon, available, us_troops, 1)")
    assert r.state.coup["phase"] == "withdrawal" and r.state.coup["withdrawal"] == 1
    assert sections(r.game.check("withdraw(binh_dinh)")) == ["6.5"]       # Population 2 > 1
    assert r.game.check("withdraw(da_nang)") == []


def test_6_5_first_edition_has_no_withdrawal():
    """6.5 of the 1st edition (seed 003): no Withdrawal: US pieces going
    Available give the VC nothing; the Reset follows."""
    r = coup_game("commitment", {"saigon": {"pieces": {"us_troops": 4}}}, edition=1).apply(
        "commit(saigon, available, us_troops, 4)")
    assert r.state.coup is None and r.state.cards["current"] == 2


def test_6_5_control_judged_as_the_phase_begins():
    """6.5: Control adjusts at the end of the Phase: US Troops moved into a
    space without COIN Control (the move itself would give it) are refused."""
    g = coup_game("commitment", {"quang_nam": {"pieces": {"vc_guerrilla_active": 1}}})
    assert sections(g.check("commit(available, quang_nam, us_troops, 3)")) == ["6.5"]
    assert "commit(available,quang_nam,us_troops)" not in set(g.legal()["commit"])
    # Nor do US Troops leave a space without COIN Control.
    g = coup_game("commitment", {"quang_nam": {"pieces": {"us_troops": 1, "vc_guerrilla_active": 2}}})
    assert sections(g.check("commit(quang_nam, available, us_troops, 1)")) == ["6.5"]
    assert not any(a.startswith("commit(quang_nam,") for a in g.legal()["commit"])


def test_6_5_casualties_placed_may_move_on_to_available_ruling_244():
    """6.5 (2nd edition), ruling 244: the Troop Casualties placed on the map
    are then US Troops there, which the US may move on, within its 10 less
    those placed: 6 Casualties, 2 Out of Play, 4 placed in Saigon and moved
    on to Available (4 of the 6 the US may move), 4 pieces withdrawn for the
    VC's Withdrawal (2 Population); no more than were placed there."""
    g = coup_game("commitment", casualties={"us_troops": 6})
    before = g.view().available["us_troops"]
    place = "commit(casualties, saigon, us_troops, 4)"
    assert g.check(f"{place} commit(saigon, available, us_troops, 4)") == []
    assert sections(g.check(f"{place} commit(saigon, available, us_troops, 5)")) == ["1.4"]
    assert "commit(saigon,available,us_troops)" in g.legal()["commit"]
    offered = set(g.legal(f"{place} commit(saigon, available, us_troops)")["commit"])
    assert "commit(saigon,available,us_troops,4)" in offered and "commit(saigon,available,us_troops,5)" not in offered
    assert not any(a.startswith("commit(loc_") for a in offered)       # nothing placed on a LoC
    r = g.apply(f"{place} commit(saigon, available, us_troops, 4)")
    assert r.state.casualties == {} and r.state.out_of_play == {"us_troops": 2}
    assert r.game.view().available["us_troops"] == before + 4
    assert r.state.coup["phase"] == "withdrawal" and r.state.coup["withdrawal"] == 2
