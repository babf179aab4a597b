"""8.9 1-Player Victory: the player's margin (the lower of its Factions'),
no player win in a Victory Phase, a Non-player's win ending the game, the
Non-player winner's tie order, Difficulty Option B and the final result's
bands.  The positions' margins follow from 1.9 and 7.3 alone
(solo_positions.py says how)."""

from fitl.state import State

from fitl.game import Game

from .solo_positions import example_8_9, solo


def _end(game):
    """The game's 8.9 end after the rules carry out the phase (None: on)."""
    over = game.apply("coup").state.game_over
    return None if over is None else over["one_player"]


def test_8_9_example_communism_contained():
    """8.9's example: US +2, ARVN higher (Patronage 55: +5), NVA -8, VC -4;
    after the final Round 2 - (-4) = 6: the player's victory, Communism
    Contained."""
    g = solo("game_end", ["NVA", "VC"], example_8_9(), patronage=55, deck=[1, 2])
    assert g.view().margin == {"US": 2, "ARVN": 5, "NVA": -8, "VC": -4}
    assert _end(g) == {"winner": "player", "result": 6, "outcome": "communism_contained"}


def test_8_9_lower_player_margin_counts():
    """8.9: the player uses the lower of its two margins: ARVN at -10
    (Patronage 40), not US +2, gives -10 - (-4) = -6."""
    g = solo("game_end", ["NVA", "VC"], example_8_9(), patronage=40, deck=[1, 2])
    assert g.view().one_player == (-10, -4, -6)


def test_8_9_result_1_to_5_is_a_stalemate():
    """VC at -3 (Quang Nam at Active Opposition): 2 - (-3) = 5, a
    stalemate, Soldiering On."""
    g = solo("game_end", ["NVA", "VC"], example_8_9(vc_extra_opposition=1), patronage=55, deck=[1, 2])
    assert _end(g) == {"winner": "nobody", "result": 5, "outcome": "soldiering_on"}


def test_8_9_result_0_the_first_nonplayer_wins():
    """US at -4 (Saigon Neutral): -4 - (-4) = 0, the player has not the
    highest margin after the final Round: VC (-4, above NVA -8) wins
    (docs/rulings.md 186)."""
    g = solo("game_end", ["NVA", "VC"], example_8_9(us_support=False), patronage=55, deck=[1, 2])
    assert _end(g) == {"winner": "VC", "result": 0, "outcome": "maoist_revolution"}


def test_8_9_insurgent_player_victory_is_national_liberation():
    """The player as NVA+VC: NVA -8 and VC -4 against US -4 (no Support) and
    ARVN -30 (Patronage 20): -8 - (-4) = -4, a US win; with Patronage 20
    and the US at -14 (10 Troops Out of Play: 36 Available), -8 - (-14) = 6:
    National Liberation."""
    g = solo("game_end", ["US", "ARVN"], example_8_9(us_support=False), patronage=20, deck=[1, 2])
    assert _end(g) == {"winner": "US", "result": -4, "outcome": "mcnamara_redemption"}
    g = solo("game_end", ["US", "ARVN"], example_8_9(us_support=False), patronage=20, deck=[1, 2],
             out_of_play={"us_troops": 10})
    assert g.view().margin["US"] == -14
    assert _end(g) == {"winner": "player", "result": 6, "outcome": "national_liberation"}


def test_8_9_player_never_wins_in_a_victory_phase():
    """ARVN at +5 (Patronage 55) past its condition: without the 1-player
    game the Victory Phase ends the game (6.1); as the player's Faction it
    does not (8.9), and the Round goes on."""
    g = solo("victory", ["NVA", "VC"], patronage=55)
    assert _end(g) is None and not g.apply("coup").state.game_over
    d = g.state.to_dict()
    d["options"] = {}
    assert Game(State.from_dict(d)).apply("coup").state.game_over["ranking"][0] == "ARVN"


def test_8_9_nonplayer_past_its_condition_wins_in_a_victory_phase():
    """The player as NVA+VC; the ARVN Non-player at +3 (Patronage 53) meets
    its condition: it wins, Mandarin Redux; no final result."""
    g = solo("victory", ["US", "ARVN"], patronage=53)
    assert _end(g) == {"winner": "ARVN", "result": None, "outcome": "mandarin_redux"}


def test_8_9_nonplayer_winner_is_the_highest_margin():
    """US at +8 (Saigon at Active Support: 12 - 4) and ARVN at +3 both meet
    their conditions: the US, higher, wins (McNamara Redemption)."""
    g = solo("victory", ["US", "ARVN"], {"saigon": {"support": "active_support"}}, patronage=53)
    assert _end(g) == {"winner": "US", "result": None, "outcome": "mcnamara_redemption"}


def test_8_9_nonplayer_tie_goes_to_arvn_before_us():
    """US +3 (Saigon and Da Nang at Passive Support: 7 - 4) and ARVN +3: the
    tie goes to the ARVN (8.9 names VC, ARVN, NVA; the US last, as in 7.1)."""
    g = solo("victory", ["US", "ARVN"], {"saigon": {"support": "passive_support"},
                                         "da_nang": {"support": "passive_support"}}, patronage=53)
    assert g.view().margin["US"] == 3 and g.view().margin["ARVN"] == 3
    assert _end(g)["winner"] == "ARVN"


def _option_b_position(coup_rounds, options=("one_player_b",), us_out=10):
    """The player as US alone at -14 (10 Troops Out of Play: 36 Available;
    `us_out` 6: -10); ARVN -10 (Patronage 40), VC -10 (Saigon at Active
    Opposition 12, three Population-2 Provinces at Active 12, Quang Nam at
    Passive 1: 25), NVA -18: no Non-player meets its condition, but two are
    above the player."""
    spaces = {"saigon": {"support": "active_opposition"}, "quang_nam": {"support": "passive_opposition"}}
    spaces.update({s: {"support": "active_opposition"} for s in ("binh_dinh", "tay_ninh", "kien_phong")})
    return solo("victory", ["ARVN", "NVA", "VC"], spaces, patronage=40, coup_rounds=coup_rounds, options=options,
                out_of_play={"us_troops": us_out})


def test_8_9_option_b_from_the_2nd_coup_round_tie_to_vc():
    """Difficulty Option B, 2nd Coup Round: the player's US (-14) is below
    ARVN and VC (-10): the Non-players win; ARVN and VC tie, the VC wins."""
    g = _option_b_position(2)
    assert g.view().margin == {"US": -14, "ARVN": -10, "NVA": -18, "VC": -10}
    assert _end(g) == {"winner": "VC", "result": None, "outcome": "maoist_revolution"}


def test_8_9_option_b_ignored_in_the_1st_coup_round():
    """8.9: Option B's requirement is ignored in the 1st Coup Round."""
    assert _end(_option_b_position(1)) is None


def test_8_9_without_option_b_a_lower_margin_is_no_defeat():
    """Without Option B the same 2nd Round goes on: no Non-player meets its
    condition (7.2)."""
    assert _end(_option_b_position(2, options=())) is None


def test_8_9_one_faction_player_scores_its_own_margin():
    """The player as the VC alone (8.9's alternative): its margin is the VC's
    (-4 here, 8 Bases + Opposition 23 - 35 as in the example), against the
    highest of US +2, ARVN -50, NVA -8."""
    g = solo("game_end", ["US", "ARVN", "NVA"], example_8_9(), patronage=0, deck=[1, 2])
    assert g.view().one_player == (-4, 2, -6)
    assert _end(g) == {"winner": "US", "result": -6, "outcome": "mcnamara_redemption"}


def test_8_9_standing_is_not_shown_outside_the_1_player_game():
    g = solo("victory", ["NVA", "VC"], patronage=55)
    d = g.state.to_dict()
    d["options"] = {}
    assert Game(State.from_dict(d)).view().one_player is None


def test_8_9_final_round_goes_on_past_the_player_win_to_its_result():
    """8.9's example in the final Round's Victory Phase: ARVN (+5) past its
    condition ends nothing (8.9); the Round is played out (6.2-6.4) and the
    result taken at its end.  Nothing in it can move the margins that count:
    no US or ARVN piece is on the map (no Pacification, 6.3.1), the VC have
    pieces only in Population-0 spaces (Agitation there shifts no
    Population, 6.3.2), and NVA Troops leaving Hue (6.4.3) would lower the
    NVA, not the VC, highest at -4: 2 - (-4) = 6."""
    from fitl.agents import RandomAgent
    from fitl.loop import run_game
    from fitl.nonplayer import NonPlayerAgent
    g = solo("victory", ["NVA", "VC"], example_8_9(), patronage=55, deck=[1, 2]).apply("coup").game
    assert g.state.coup is not None and not g.state.game_over
    controllers = {"US": RandomAgent(1), "ARVN": RandomAgent(1), "NVA": NonPlayerAgent(), "VC": NonPlayerAgent()}
    g, _ = run_game(g, controllers)
    assert g.state.game_over["one_player"] == {"winner": "player", "result": 6, "outcome": "communism_contained"}


def test_8_9_option_b_equal_margins_are_no_defeat():
    """8.9's example: margins equal to or above the Non-players' satisfy
    Option B.  The US at -10 (6 Troops Out of Play: 40 Available), ARVN and
    VC at -10: the 2nd Round goes on."""
    g = _option_b_position(2, us_out=6)
    assert g.view().margin == {"US": -10, "ARVN": -10, "NVA": -18, "VC": -10}
    assert _end(g) is None


def test_8_9_a_survived_victory_phase_is_said():
    """8.9: a Victory Phase in which no Non-player meets its condition (7.2)
    does not end the game; what the move changed says the player survived it
    (the margins as 7.3 gives them: the player's the lower of US and ARVN),
    and not where a Non-player wins (Mandarin Redux, the game over)."""
    g = solo("victory", ["NVA", "VC"], patronage=55)
    assert g.view().one_player_survives
    lines = g.apply("coup").changes()
    p, n, _ = g.view().one_player
    assert f"8.9: the player survives this Victory Phase (no Non-player wins; the player's margin {p:+d}, " \
        f"the highest Non-player's {n:+d}): the game goes on" in lines
    g = solo("victory", ["US", "ARVN"], patronage=53)
    assert not g.view().one_player_survives
    assert not any("survives" in line for line in g.apply("coup").changes())
