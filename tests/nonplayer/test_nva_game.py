"""A game with the NVA as Non-player (section 8.6) and random agents for the
others plays through to its end: the Short scenario cut to its last cards
(4 Event cards, then its last Coup card: the final Coup Round, 2.4.2, with
the NVA's Redeploy, 8.6.6)."""

from fitl.agents import RandomAgent
from fitl.game import Game
from fitl.loop import run_game
from fitl.nonplayer import NonPlayerAgent


def test_a_short_game_with_the_nva_non_player_finishes_8_6():
    g = Game.new("short", seed=2, nonplayers=["NVA"])
    st = g.state.clone()
    deck = st.cards["deck"]
    st.cards["deck"] = [c for c in deck if c < 125][-4:] + [127]
    nva = NonPlayerAgent()
    agents = {f: RandomAgent(2) for f in ("US", "ARVN", "VC")}
    agents["NVA"] = nva
    game, log = run_game(Game(st), agents)
    assert game.state.game_over
    assert any(faction == "NVA" for _, faction, _, _ in log.moves)
