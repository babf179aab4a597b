"""Whole games with random agents (2.4.2, 6.1, 7.0-7.3): after every move the
position keeps stacking, the Force Pool, track ranges and Control (the rules'
own checks, fitl.loop.run_game(check=True)); each game reaches a victory or
the final Coup; a game's log replays to the identical final state."""

import pytest

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.replay import Script, replay
from fitl.state import FACTIONS


def play(scenario, seed):
    return run_game(Game.new(scenario, seed=seed), {f: RandomAgent(seed) for f in FACTIONS}, check=True)


@pytest.fixture(scope="module")
def short_game():
    return play("short", 11)


def test_short_game_ends_with_victory_or_final_coup_7_3(short_game):
    game, log = short_game
    over = game.state.game_over
    assert over is not None and sorted(over["ranking"]) == sorted(FACTIONS)
    assert over["margins"] == game.view().margin                      # the margins at the end (7.3)
    ranks = [over["margins"][f] for f in over["ranking"]]
    assert ranks == sorted(ranks, reverse=True)                         # highest margin first (7.1)


def test_log_replays_to_identical_final_state(short_game, tmp_path):
    game, log = short_game
    path = tmp_path / "log.yaml"
    log.save(str(path))
    again = replay(Script.load(str(path)))
    assert again.state.dumps() == game.state.dumps()


@pytest.mark.parametrize("scenario,seed", [("medium", 12), ("full", 13)])
def test_medium_and_full_games_end(scenario, seed):
    game, log = play(scenario, seed)
    assert game.state.game_over is not None
    assert len(log.moves) > 20
