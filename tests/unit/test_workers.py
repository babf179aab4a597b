"""fitl.workers.run_game: a game played by worker processes that end as
their memory grows is the game run_game plays in one process, move for move
(the sequence of play, 2.3, decided from the position alone); a worker's
exception reaches the caller with its class and attributes, and the log
keeps the moves before it."""

import pytest

from fitl import workers
from fitl.agents import LegalAgent, RandomAgent
from fitl.errors import Illegal
from fitl.game import Game
from fitl.loop import Log, Stuck, run_game
from fitl.state import FACTIONS


@pytest.mark.parametrize("agent", [RandomAgent, LegalAgent])
def test_sequence_of_play_2_3_same_game_with_a_worker_per_move(agent):
    start = Game.new("short", seed=11)
    agents = {f: agent(3) for f in FACTIONS}
    game, log = run_game(start, agents, max_moves=8)
    # A bound of 1 MB ends every worker after its first move.
    game2, log2 = workers.run_game(start, agents, max_moves=8, worker_mb=1)
    assert log2.dumps() == log.dumps() and len(log2.moves) == 8
    assert game2.state.dumps() == game.state.dumps() and log2.game is game2


class Refuses(RandomAgent):
    """Plays at random until two cards are played, then finds no move."""

    def decide(self, game, faction):
        if len(game.state.cards["played"]) >= 2:
            raise Illegal([("2.3.3", "no move")])
        return super().decide(game, faction)


def test_a_workers_exception_is_raised_with_its_class_and_the_moves_before_it():
    start = Game.new("short", seed=11)
    log = Log(start.state)
    with pytest.raises(Stuck, match="has no move the rules accept") as err:
        workers.run_game(start, {f: Refuses(3) for f in FACTIONS}, log=log, worker_mb=1)
    assert err.value.exit_code == 1 and log.moves
    assert len(log.game.state.cards["played"]) == 2


def test_a_nonplayers_decision_starts_in_a_fresh_worker_8_1(monkeypatch):
    """Before a Non-player's decision (section 8) a worker above
    NONPLAYER_MB ends, so that a fresh one makes it: with a bound of 1 MB,
    each of three Non-player decisions has a worker of its own (the other
    bound too high to end any), and the game is the one played in one
    process."""
    from fitl.nonplayer import NonPlayerAgent
    start = Game.new("short", seed=11, nonplayers=FACTIONS)
    agents = {f: NonPlayerAgent() for f in FACTIONS}
    game, log = run_game(start, agents, max_moves=3)
    monkeypatch.setattr(workers, "NONPLAYER_MB", 1)
    calls = []
    real = workers._in_worker
    monkeypatch.setattr(workers, "_in_worker", lambda *a: calls.append(1) or real(*a))
    game2, log2 = workers.run_game(start, agents, max_moves=3, worker_mb=10_000)
    assert len(calls) == 3 and log2.dumps() == log.dumps()
    assert game2.state.dumps() == game.state.dumps()
