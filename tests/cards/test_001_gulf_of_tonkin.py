"""Card 1 Gulf of Tonkin (5.1, 5.5, 3.1.2, 4.2.3, 1.4.1; card text and tip in shared/reference)."""

from tests.helpers import card_game, pieces, sections

SPACES = {"quang_nam": {"pieces": {"us_troops": 2, "nva_troops": 2}}}
STRIKE = "air_strike(quang_nam) remove(air_strike, quang_nam, nva_troops, 2)"


def after_event(**extra):
    g = card_game(1, SPACES, out_of_play={"us_troops": 4, "us_base": 3}, **extra)
    return g.apply("event(unshaded)")                     # US is 1st Eligible


def test_unshaded_grants_us_free_air_strike_then_the_rest_5_5():
    r = after_event()
    assert [(p["faction"], p["action"]) for p in r.state.turn["pending"]] == [("US", "air_strike"), ("US", "rest")]
    assert not r.card_done
    r2 = r.game.apply(STRIKE, dice=[6])
    assert pieces(r2, "quang_nam") == {"us_troops": 2}
    assert r2.state.resources == r.state.resources              # free (3.1.2)


def test_free_action_must_come_first_and_only_it_5_5():
    r = after_event()
    assert "5.5" in sections(r.game.check("pass"))
    assert "5.5" in sections(r.game.check("event_rest ev_move(out_of_play, hue, us_troops, 4)"))
    assert "5.5" in sections(r.game.check(STRIKE, faction="ARVN", dice=[6]))


def test_then_6_us_pieces_out_of_play_to_cities_5_1_3():
    r = after_event().game.apply(STRIKE, dice=[6])
    assert "5.1.3" in sections(r.game.check("event_rest ev_move(out_of_play, hue, us_troops, 4)"))
    assert "5.1" in sections(r.game.check("event_rest ev_move(out_of_play, quang_nam, us_troops, 4) "
                                          "ev_move(out_of_play, hue, us_base, 2)"))     # a Province
    r3 = r.game.apply("event_rest ev_move(out_of_play, hue, us_troops, 4) ev_move(out_of_play, da_nang, us_base, 2)")
    assert pieces(r3, "hue") == {"us_troops": 4} and pieces(r3, "da_nang") == {"us_base": 2}
    assert r3.state.out_of_play == {"us_base": 1} and r3.state.turn["pending"] == []


def test_card_done_only_after_free_actions_and_free_actions_keep_eligibility_2_3_6():
    r = after_event().game.apply(STRIKE, dice=[6])
    r = r.game.apply("event_rest ev_move(out_of_play, hue, us_troops, 4) ev_move(out_of_play, da_nang, us_base, 2)")
    assert not r.card_done and r.state.turn["acted"] == [{"faction": "US", "position": 1, "did": "event"}]
    r = r.game.apply("pass")                                    # NVA, 2nd in order
    r = r.game.apply("pass")                                    # ARVN
    r = r.game.apply("pass")                                    # VC
    assert r.card_done and r.state.eligibility["US"] == "ineligible"


def test_shaded_aid_minus_1_per_casualty_all_casualties_out_of_play_5_1():
    g = card_game(1, casualties={"us_troops": 5, "us_base": 1}, out_of_play={"us_troops": 2})
    r = g.apply("event(shaded)")
    assert r.state.aid == 15 - 6
    assert r.state.casualties == {} and r.state.out_of_play == {"us_troops": 7, "us_base": 1}


def test_skip_only_when_something_is_pending_5_5():
    assert "5.5" in sections(card_game(1).check("skip"))
    assert after_event().game.apply("skip").state.turn["pending"][0]["action"] == "rest"


def test_the_rest_of_the_event_cannot_be_skipped_5_1_3():
    r = after_event().game.apply("skip")                       # forgo the free Air Strike
    assert "5.1.3" in sections(r.game.check("skip"))


def test_legal_reaches_the_rest_of_the_event_5_1_3_5_5():
    """After the free Air Strike, `legal` offers the rest of the Event: the
    US pieces Out of Play into Cities (up to 6, as many as there are), and a
    move built from its options alone is one apply takes."""
    r = after_event().game.apply("skip")
    assert r.state.turn["pending"][0]["action"] == "rest"
    first = r.game.legal("")
    assert first.get("event_rest") == ["event_rest"]
    options = r.game.legal("event_rest")["ev_move"]
    assert "ev_move(out_of_play,hue,us_troops,4)" in options and "ev_move(out_of_play,hue,us_base,2)" in options
    assert "ev_move(out_of_play,hue,us_base,3)" not in options            # 2 Bases at most (1.4.2)
    assert not any(",quang_nam," in a or "us_troops,5)" in a for a in options)    # Cities only; 4 Out of Play
    partial = ["event_rest"]
    while r.game.check(" ".join(partial)):
        partial.append(sorted(a for group in r.game.legal(" ".join(partial)).values() for a in group)[0])
    done = r.game.apply(" ".join(partial))
    assert done.state.turn["pending"] == [] and sum(done.state.out_of_play.values()) == 1


def test_legal_offers_the_free_air_strike_5_5_4_2_3():
    """The free Air Strike the Event grants (5.5) is open through `legal`
    with its type named: the spaces with enemies, and what it removes."""
    r = after_event()
    assert r.game.legal("")["special_activity"] == ["special_activity(air_strike)"]
    assert "air_strike(quang_nam)" in r.game.legal("", sa="air_strike")["air_strike"]
    assert "remove(air_strike,quang_nam,nva_troops,2)" in r.game.legal("air_strike(quang_nam)")["remove"]


def test_rest_moves_irregulars_out_of_play_by_their_type_5_1():
    """US pieces Out of Play (1.4.1) are named by their type to or from a box:
    Irregulars too (ev_move(out_of_play, City, us_irregular, N))."""
    g = card_game(1, SPACES, out_of_play={"us_irregular": 2, "us_troops": 1})
    r = g.apply("event(unshaded)").game.apply("skip").game
    assert "ev_move(out_of_play,hue,us_irregular,2)" in r.legal("event_rest")["ev_move"]
    done = r.apply("event_rest ev_move(out_of_play, hue, us_irregular, 2) ev_move(out_of_play, hue, us_troops, 1)")
    assert pieces(done, "hue") == {"us_irregular_underground": 2, "us_troops": 1}
