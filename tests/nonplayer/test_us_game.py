"""A whole game with the US a Non-player (8.8) and the other Factions random
agents: it finishes with every position within the rules, its log replays
to the same position, and a decision made again is the same (8.2: every die
and random choice from the game's seed)."""

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent, decide
from fitl.replay import Script, replay
from fitl.state import FACTIONS


def test_8_8_whole_short_game_with_the_us_nonplayer_finishes_and_replays():
    """... and the US skip no free action but a Special Activity its own
    priorities find nothing for (8.4.4: e.g. 8.8.3's Air Strike, whose die,
    known, gives too few hits to Degrade the Trail, with no piece to hit)."""
    seen, skipped, policies = [], [], []

    def keep(who, move, result):
        if result.game.turn().to_act == "US" and len(seen) < 3:
            seen.append(result.game)
        if who == "US" and move == "skip":
            skipped.append(result.before.turn["pending"][0]["action"])
        if result.state.us_policy != result.before.us_policy:
            policies.append(getattr(result, "nonplayer", None) or {})

    ctl = {f: (NonPlayerAgent() if f == "US" else RandomAgent(1)) for f in FACTIONS}
    end, log = run_game(Game.new("short", seed=1, nonplayers=("US",)), ctl, check=True, on_move=keep)
    assert end.state.game_over is not None
    us_moves = [move for _, faction, move, _ in log.moves if faction == "US"]
    assert us_moves and set(skipped) <= {"air_strike", "air_lift", "advise"}
    replayed = replay(Script.from_dict(log.to_dict()))
    # A Policy the Commitment's roll changed (8.8.1) is kept with the move
    # (test_us_coup.py: the note of such a decision).
    assert all("us_policy" in note for note in policies)
    assert replayed.state.dumps() == end.state.dumps()
    for game in seen:
        assert decide(game, "US").move == decide(game, "US").move
