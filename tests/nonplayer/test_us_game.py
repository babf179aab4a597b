"""A whole game with the US a Non-player (8.8) and the other Factions random
agents: it finishes, and the same seed plays the same game (8.2: every die
and random choice from the game's seed)."""

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent
from fitl.state import FACTIONS


def play(seed):
    ctl = {f: (NonPlayerAgent() if f == "US" else RandomAgent(seed)) for f in FACTIONS}
    game, log = run_game(Game.new("short", seed=seed, nonplayers=("US",)), ctl, check=True)
    return game, log


def test_8_8_whole_short_game_with_the_us_nonplayer_finishes_and_replays():
    game, log = play(1)
    assert game.state.game_over or game.state.cards["current"] is None
    us_moves = [move for _, faction, move, _ in log.moves if faction == "US"]
    assert us_moves and all(m != "skip" for m in us_moves)
    again, log2 = play(1)
    assert again.state.to_dict() == game.state.to_dict() and log2.moves == log.moves
