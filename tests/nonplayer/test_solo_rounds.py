"""8.9 1-Player Victory through the Coup Rounds, with 6.0, 6.1, 7.2, 7.3: the
final Coup card without a Round, a Non-player's win in the final Round's
Victory Phase (before any result), Difficulty Option B in the final Round
and for a player of one Faction, and a Non-player failing the player while
the player's Factions meet their conditions.  The margins follow from 1.9
and 7.3 alone (solo_positions.py says how)."""

from fitl.game import Game
from fitl.state import State

from .solo_positions import POP0, bases, example_8_9, solo


def _end(game):
    """The game's 8.9 end after the rules carry out the phase (None: on)."""
    over = game.apply("coup").state.game_over
    return None if over is None else over["one_player"]


def _no_round(game):
    """`game` with its Coup card played right after another Coup card (6.0:
    no Coup Round)."""
    d = game.state.to_dict()
    d["cards"]["previous"] = 126
    return Game(State.from_dict(d))


def test_6_0_8_9_final_coup_card_without_a_round_gives_the_result():
    """6.0: the final Coup card played right after another has no Round; the
    game ends and victory is by 7.3, which the 1-player game takes as 8.9's
    result: 8.9's example, 2 - (-4) = 6, Communism Contained."""
    g = _no_round(solo("coup_card", ["NVA", "VC"], example_8_9(), patronage=55, deck=[1, 2]))
    assert g.view().one_player == (2, -4, 6)
    assert _end(g) == {"winner": "player", "result": 6, "outcome": "communism_contained"}


def test_6_0_8_9_final_coup_card_without_a_round_is_no_victory_check():
    """6.0, 6.1: without a Round there is no Victory Phase, so the ARVN
    Non-player past its condition (+3, Patronage 53) does not win by 8.9's
    failure clause; the result decides (8.9, 7.3): on the empty map the
    player (NVA+VC) has NVA -18 and VC -35, the lower -35; less the ARVN's
    +3 (above the US at 46 - 50 = -4) gives -38, and the ARVN, the first
    Non-player by margin, wins with that result."""
    g = _no_round(solo("coup_card", ["US", "ARVN"], patronage=53, deck=[1, 2]))
    assert g.view().one_player == (-35, 3, -38)
    assert _end(g) == {"winner": "ARVN", "result": -38, "outcome": "mandarin_redux"}


def test_6_0_8_9_nonplayer_past_its_condition_at_a_final_card_without_a_round_ruling_267():
    """Ruling 267: a Non-player past its condition when the final Coup card
    comes without a Round (6.0) has passed no victory check (6.1, 7.2): the
    8.9 result decides.  The player US+ARVN: US +8 (Saigon at Active
    Support: 12 + 46 - 50), ARVN +10 (Patronage 60); the VC +2 (8.9's
    example's -4 with Da Nang, Qui Nhon and Cam Ranh, Population 1 each, at
    Active Opposition: +6).  8 - 2 = 6: Communism Contained.  The same
    position in a Victory Phase: the VC win (8.9)."""
    spaces = example_8_9()
    spaces["saigon"] = {"support": "active_support"}
    for s in ("da_nang", "qui_nhon", "cam_ranh"):
        spaces[s] = {"support": "active_opposition"}
    g = _no_round(solo("coup_card", ["NVA", "VC"], spaces, patronage=60, deck=[1, 2]))
    assert g.view().margin == {"US": 8, "ARVN": 10, "NVA": -8, "VC": 2}
    assert _end(g) == {"winner": "player", "result": 6, "outcome": "communism_contained"}
    g = solo("victory", ["NVA", "VC"], spaces, patronage=60, deck=[1, 2])
    assert _end(g) == {"winner": "VC", "result": None, "outcome": "maoist_revolution"}


def test_8_9_nonplayer_win_in_the_final_rounds_victory_phase():
    """8.9: the player must avoid a Non-player win through each Coup Round,
    the final one too: ARVN (Non-player) at +3 in the final Round's Victory
    Phase wins there; the Round is not played out to a result."""
    g = solo("victory", ["US", "ARVN"], patronage=53, deck=[1, 2])
    assert _end(g) == {"winner": "ARVN", "result": None, "outcome": "mandarin_redux"}


def test_8_9_nonplayer_wins_though_the_player_meets_its_conditions():
    """8.9: the player never wins in a Victory Phase; a Non-player meeting
    its condition there wins even when the player's Factions meet theirs:
    the player US+ARVN, ARVN +20 (Patronage 70) and US +2 (8.9's example's
    Saigon), against the VC past its condition: five more Population-1
    Cities at Active Opposition, 2 each, Opposition 23 + 10 = 33, + 8 Bases
    - 35 = +6."""
    spaces = example_8_9()
    for s in ("da_nang", "qui_nhon", "cam_ranh", "an_loc", "can_tho"):
        spaces[s] = {"support": "active_opposition"}
    g = solo("victory", ["NVA", "VC"], spaces, patronage=70)
    assert g.view().margin["VC"] == 6 and g.view().margin["US"] == 2 and g.view().margin["ARVN"] == 20
    assert _end(g) == {"winner": "VC", "result": None, "outcome": "maoist_revolution"}


def test_8_9_option_b_in_the_final_round():
    """Difficulty Option B holds in each Victory Phase from the 2nd Coup
    Round on, the final Round's included: the player as US+ARVN, ARVN at -10
    (Patronage 40) below the VC at -4 (8.9's example): the VC wins there."""
    g = solo("victory", ["NVA", "VC"], example_8_9(), patronage=40, coup_rounds=3, deck=[1, 2],
             options=("one_player_b",))
    assert g.view().margin["ARVN"] == -10 and g.view().margin["VC"] == -4
    assert _end(g) == {"winner": "VC", "result": None, "outcome": "maoist_revolution"}


def test_8_9_option_b_one_faction_player_compares_its_own_margin():
    """Option B for a player of one Faction (ruling 194): its own margin is
    compared.  The VC player at -4 (8.9's example, Saigon Neutral: US -4,
    NVA -8), ARVN -5 (Patronage 45): the US ties, no Non-player is above, the
    2nd Round goes on; ARVN -3 (Patronage 47) is above: the ARVN wins, none
    meeting its condition (7.2)."""
    g = solo("victory", ["US", "ARVN", "NVA"], example_8_9(us_support=False), patronage=45, coup_rounds=2,
             options=("one_player_b",))
    assert g.view().margin == {"US": -4, "ARVN": -5, "NVA": -8, "VC": -4}
    assert _end(g) is None
    g = solo("victory", ["US", "ARVN", "NVA"], example_8_9(us_support=False), patronage=47, coup_rounds=2,
             options=("one_player_b",))
    assert g.view().margin["ARVN"] == -3
    assert _end(g) == {"winner": "ARVN", "result": None, "outcome": "mandarin_redux"}


def test_8_9_nonplayer_tie_goes_to_arvn_before_nva():
    """8.9's tie order among winning Non-players: VC, then ARVN, then NVA.
    The player as VC; ARVN +1 (Patronage 51) and NVA +1 (8 Bases + Saigon
    6, Hue 2, Da Nang, Kontum and Qui Nhon 1 each under NVA Control by 1
    Troop: 19 - 18) meet their conditions in a Victory Phase: the ARVN
    wins (Mandarin Redux)."""
    spaces = bases("nva", 8, POP0[:4])
    for s in ("saigon", "hue", "da_nang", "kontum", "qui_nhon"):
        spaces[s] = {"pieces": {"nva_troops": 1}}
    g = solo("victory", ["US", "ARVN", "NVA"], spaces, patronage=51)
    assert g.view().margin["ARVN"] == 1 and g.view().margin["NVA"] == 1
    assert _end(g) == {"winner": "ARVN", "result": None, "outcome": "mandarin_redux"}


def test_7_2_8_9_nonplayer_at_margin_0_has_not_won():
    """7.2, 7.3's note: a margin of 0 has not met the condition (it must
    exceed the threshold), so the ARVN Non-player at 0 (Patronage 50) wins
    nothing in the Victory Phase: the Round goes on; at +1 (51) it wins."""
    assert solo("victory", ["US", "ARVN"], patronage=50).view().margin["ARVN"] == 0
    assert _end(solo("victory", ["US", "ARVN"], patronage=50)) is None
    assert _end(solo("victory", ["US", "ARVN"], patronage=51))["winner"] == "ARVN"
