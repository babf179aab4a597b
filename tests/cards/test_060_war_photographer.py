"""Card 60 War Photographer (5.1, 5.1.3, 1.4.1, 2.3.6; card text and tips in shared/reference)."""

from tests.helpers import card_game, sections, play_out

VC_FIRST = {"US": "eligible", "ARVN": "eligible", "NVA": "ineligible", "VC": "eligible"}



def test_unshaded_3_out_of_play_us_pieces_to_available_5_1():
    g = card_game(60, out_of_play={"us_troops": 2, "us_base": 2})
    r = g.apply("event(unshaded) ev_move(out_of_play, available, us_troops, 2) "
                "ev_move(out_of_play, available, us_base, 1)")
    assert r.state.out_of_play == {"us_base": 1}
    assert r.game.view().available["us_base"] == g.view().available["us_base"] + 1


def test_unshaded_as_many_as_there_are_up_to_3_5_1_3():
    g = card_game(60, out_of_play={"us_troops": 5, "arvn_troops": 2})
    assert sections(g.check("event(unshaded) ev_move(out_of_play, available, us_troops, 2)")) == ["5.1.3"]
    assert sections(g.check("event(unshaded) ev_move(out_of_play, available, us_troops, 4)")) == ["5.1"]
    assert "5.1" in sections(g.check("event(unshaded) ev_move(out_of_play, available, us_troops, 1) "
                                     "ev_move(out_of_play, available, arvn_troops, 2)"))     # US pieces only
    assert g.legal("event(unshaded)") == {"ev_move": ["ev_move(out_of_play,available,us_troops,3)"]}
    two = card_game(60, out_of_play={"us_base": 2})
    assert two.apply("event(unshaded) ev_move(out_of_play, available, us_base, 2)").state.out_of_play == {}


def test_shaded_nva_executes_places_6_troops_outside_the_south_6_resources_stays_eligible_2_3_6():
    g = card_game(60)                                              # NVA first
    r = g.apply("event(shaded) ev_place(north_vietnam, nva_troops, 4) ev_place(the_fishhook, nva_troops, 2)")
    assert r.state.pieces("north_vietnam") == {"nva_troops": 4} and r.state.pieces("the_fishhook") == {"nva_troops": 2}
    assert r.state.resources["NVA"] == 16
    assert play_out(r).state.eligibility["NVA"] == "eligible"


def test_shaded_another_faction_executes_nva_places_and_the_executor_does_not_stay_5_1():
    g = card_game(60, eligibility=VC_FIRST)                        # VC first
    assert "5.1" in sections(g.check("event(shaded) ev_place(north_vietnam, nva_troops, 6)"))
    r = g.apply("event(shaded)")
    assert r.state.resources["NVA"] == 16
    assert r.state.turn["pending"] == [{"faction": "NVA", "action": "rest", "card": 60, "side": "shaded"}]
    r = r.game.apply("event_rest ev_place(central_laos, nva_troops, 6)")
    assert r.state.pieces("central_laos") == {"nva_troops": 6}
    r = play_out(r)
    assert r.state.eligibility["VC"] == "ineligible"


def test_shaded_outside_the_south_and_as_many_as_available_5_1_3():
    g = card_game(60, {"quang_nam": {"pieces": {"nva_troops": 37}}})     # 3 Available
    assert sections(g.check("event(shaded) ev_place(hue, nva_troops, 3)")) == ["5.1"]
    assert sections(g.check("event(shaded) ev_place(north_vietnam, nva_troops, 2)")) == ["5.1.3"]
    assert g.apply("event(shaded) ev_place(north_vietnam, nva_troops, 3)").state.pieces("north_vietnam") == {"nva_troops": 3}
    opts = card_game(60).legal("event(shaded)")["ev_place"]
    assert {o.split(",")[0] for o in opts} == {f"ev_place({s}" for s in
                                               ("north_vietnam", "central_laos", "southern_laos", "northeast_cambodia",
                                                "the_fishhook", "the_parrots_beak", "sihanoukville")}
