"""Controllers (issue 6): agents only make moves the rules accept, deterministically."""

from fitl.agents import LegalAgent, RandomAgent
from fitl.game import Game


def test_legal_agent_builds_a_legal_move_from_legal_answers_and_is_deterministic():
    g = Game.new("tutorial", seed=1)
    m1, r1 = LegalAgent(3).decide(g, "VC")
    m2, r2 = LegalAgent(3).decide(g, "VC")
    assert m1 == m2 and r1.state.dumps() == r2.state.dumps()
    assert g.check(m1, faction="VC") == []


def test_random_agent_moves_are_legal_and_deterministic():
    g = Game.new("short", seed=2)
    who = g.view().to_act
    m1, r1 = RandomAgent(5).decide(g, who)
    m2, _ = RandomAgent(5).decide(g, who)
    assert m1 == m2 and g.check(m1, faction=who) == []
