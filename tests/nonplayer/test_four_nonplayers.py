"""Whole games of four Non-players (section 8), one per scenario (2.1): each
finishes (2.4.2, 6.1, 7.3) with every move accepted by the rules, its log
replays to the same end, its final position saved to a file loads back the
same (`fitl show` of a finished game), and the log notes every Non-player choice the
replay needs (8.2: every die and random choice from the game's seed)."""

import pytest

from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent
from fitl.replay import Script, replay
from fitl.state import FACTIONS, State


@pytest.mark.parametrize("scenario", ["short", "medium", "full"])
def test_8_a_game_of_four_nonplayers_finishes_and_replays(scenario, tmp_path):
    game = Game.new(scenario, seed=11, nonplayers=FACTIONS)
    end, log = run_game(game, {f: NonPlayerAgent() for f in FACTIONS}, check=True)
    assert end.state.game_over is not None
    movers = {faction for _, faction, _, _ in log.moves}
    assert movers == set(FACTIONS)                       # each Faction's flowchart played
    replayed = replay(Script.from_dict(log.to_dict()))
    assert replayed.state.dumps() == end.state.dumps()
    end.state.save(tmp_path / "end.yaml")
    assert State.load(tmp_path / "end.yaml") == end.state
