"""A whole game with the ARVN a Non-player (8.7) and the other Factions
random agents: every ARVN decision is a move the rules accept, and the game
finishes (2.4.2, 7.2-7.3)."""

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent
from fitl.state import FACTIONS


def test_short_game_with_arvn_nonplayer_finishes():
    st = Game.new("short", seed=200).state.clone()
    st.nonplayers = {"ARVN": {}}
    agent = NonPlayerAgent()
    final, log = run_game(Game(st), {f: agent if f == "ARVN" else RandomAgent(0) for f in FACTIONS})
    assert final.state.game_over is not None
    arvn_moves = [move for _, faction, move, _ in log.moves if faction == "ARVN"]
    assert any(m not in ("pass", "coup_done") for m in arvn_moves), "the ARVN acted"
