"""7.3 Victory Deception and Handicap options."""

import pytest

from fitl.errors import BadInput
from fitl.game import Game
from tests.helpers import coup_game, game, sections


def test_each_player_draws_two_markers_seeded():
    a = Game.new("short", seed=3, options={"deception": True}).state.deception
    b = Game.new("short", seed=3, options={"deception": True}).state.deception
    assert a == b and sorted(a) == ["ARVN", "NVA", "US", "VC"] and all(len(m) == 2 for m in a.values())


def test_handicap_players_choose_first_and_joined_players_1_5():
    d = Game.new("short", seed=3, options={"handicap": {"US": ["hidden_asset", "hidden_agenda"]}}).state.deception
    assert [m["marker"] for m in d["US"]] == ["hidden_asset", "hidden_agenda"]
    d = Game.new("short", seed=3, options={"deception": True, "politburo": True}).state.deception
    assert sorted(d) == ["ARVN", "INSURGENTS", "US"]
    with pytest.raises(BadInput):
        Game.new("short", seed=3, options={"handicap": {"US": ["hidden_asset"]}})
    with pytest.raises(BadInput):
        Game.new("short", seed=3, options={"handicap": {"US": ["hidden_asset", "hidden_asset"],
                                                         "VC": ["hidden_asset", "hidden_asset"],
                                                         "NVA": ["hidden_asset", "empty_threat"]}})


SPACES = {"saigon": {"pieces": {"us_troops": 2}}, "quang_nam": {"pieces": {"us_troops": 1}},
          "hue": {"pieces": {"arvn_troops": 2}},
          "an_loc": {"pieces": {"arvn_police": 2}, "support": "passive_support"}}


def test_hidden_asset_turns_a_limited_op_option_into_op_and_sa_2_3_5():
    # Card 68: ARVN, US, VC, NVA.  ARVN Operates; the US as 2nd Eligible may only LimOp...
    g = game(SPACES, first="ARVN")
    r = g.apply("train(hue) train(hue, arvn_police, 1)")
    assert sections(r.game.check("train(saigon) train(quang_nam)")) == ["2.3.5"]   # LimOp: 1 space
    g = game(SPACES, first="ARVN", deception={"US": [{"marker": "hidden_asset"}, {"marker": "empty_threat"}]})
    r = g.apply("train(hue) train(hue, arvn_police, 1)")
    m2 = "hidden_asset train(saigon) train(quang_nam)"
    assert r.game.check(m2) == []
    r2 = r.game.apply(m2)
    assert r2.state.deception["US"][0] == {"marker": "hidden_asset", "used": True}
    assert r2.state.turn == {"acted": [], "passed": [], "marks": {}, "pending": []}   # card done


def test_hidden_asset_only_once_and_only_held():
    g = game(SPACES, first="ARVN", deception={"US": [{"marker": "hidden_asset", "used": True},
                                                     {"marker": "empty_threat"}]})
    r = g.apply("train(hue) train(hue, arvn_police, 1)")
    assert "7.3" in sections(r.game.check("hidden_asset train(saigon) train(quang_nam)"))


def test_hidden_agenda_adds_one_to_the_final_margin_7_3():
    r = coup_game("game_end", deck=(2, 4)).apply("coup")
    base = r.state.game_over["margins"]
    r = coup_game("game_end", deck=(2, 4), deception={"VC": [{"marker": "hidden_agenda"}, {"marker": "hidden_agenda"}]}).apply("coup")
    assert r.state.game_over["margins"]["VC"] == base["VC"] + 2


def test_7_3_pivotal_events_stay_held_under_the_deception_option_2_3_8():
    """2.3.8 with 7.3: the Deception markers do not take the Pivotal Events
    away (the next state once lost every one of them after the first move)."""
    from fitl.game import Game
    g = Game.new("full", seed=1, options={"deception": True})
    held = dict(g.state.cards["pivotal"])
    assert held == {"US": 121, "ARVN": 123, "NVA": 122, "VC": 124}
    assert g.apply("pass").state.cards["pivotal"] == held


def test_7_3_deception_and_handicap_only_in_3_or_4_player_games():
    """7.3: the options are for 3- or 4-player games: with both No Non-Player
    joinings (1.5) two players remain, and are refused; one joining leaves 3."""
    assert Game.new("short", seed=3, options={"deception": True, "sovereignty": True}).state.deception
    for options in ({"deception": True, "politburo": True, "sovereignty": True},
                    {"handicap": {"US": ["hidden_asset", "hidden_agenda"]}, "politburo": True, "sovereignty": True}):
        with pytest.raises(BadInput, match="7.3"):
            Game.new("short", seed=3, options=options)
