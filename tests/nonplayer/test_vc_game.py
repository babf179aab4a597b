"""A whole game with the VC as a Non-player (section 8): it finishes, the same
seed gives the same game, and its log replays to the same position."""

from fitl.agents import make_agent
from fitl.game import Game
from fitl.loop import run_game
from fitl.replay import Script, replay
from fitl.state import FACTIONS


def _game(seed):
    game = Game.new("short", seed=seed, nonplayers=["VC"])
    agents = {f: make_agent("np" if f == "VC" else "random", seed) for f in FACTIONS}
    return run_game(game, agents)


def test_a_game_with_a_vc_nonplayer_finishes_and_replays_identically():
    end, log = _game(3)
    assert end.state.game_over is not None
    assert any(f == "VC" for _, f, _, _ in log.moves)
    again_end, again = _game(3)
    assert again.dumps() == log.dumps()                       # same seed, same game
    script = Script.from_dict(log.to_dict())
    assert script.nonplayers == ["VC"]
    replayed = replay(script)
    a, b = replayed.state.to_dict(), end.state.to_dict()
    a.pop("nonplayers"), b.pop("nonplayers")                  # (the Non-player's memory is its own)
    assert a == b
