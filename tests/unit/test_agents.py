"""Controllers (issue 6): agents only make moves the rules accept, deterministically."""

import random

from fitl.agents import LegalAgent, RandomAgent
from fitl.game import Game, dice_of


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


def test_a_draw_is_the_same_whatever_order_clingo_grounded_the_atoms_in():
    """The legal agent draws a whole move (fitl.enumerate.random_move,
    Session.draw) from the moves and its seed alone: the same query grounded
    in another order (its rule files read in reverse, so that clingo numbers
    the atoms otherwise) draws the same move, one the rules accept (3.3.2
    March, 3.3.1 Rally, 3.3.4 Terror).  (A seeded search, as the draw was,
    finds another first move for March's seed 3.)"""
    from fitl import asp, enumerate
    from fitl.session import Session
    g = Game.new("short", seed=2)
    assert g.turn().to_act == "NVA"
    for kind, seed in ((("op", "march"), 3), (("op", "rally"), 1), (("op", "terror"), 4)):
        facts, names = enumerate._query(g, kind, "NVA")
        files = asp.rule_files(g.state.edition, enumerate.query_cards(g, facts), names)
        sessions = [Session.moves_for(facts, order) for order in (files, files[::-1])]
        numbered = [{a.symbol: a.literal for a in s.ctl.symbolic_atoms.by_signature("move", 1)} for s in sessions]
        assert numbered[0].keys() == numbered[1].keys() and numbered[0] != numbered[1]
        drawn = [sorted(str(a) for a in s.draw(seed, conflicts=enumerate.DRAW_CONFLICTS)) for s in sessions]
        assert drawn[0] == drawn[1]
        move = " ".join(a for a in drawn[0] if not a.startswith("faction("))
        assert move.startswith(kind[1]) and g.check(move, faction="NVA") == []


class _SteeredToAirStrike(random.Random):
    """A random source whose choices are a Train and an Air Strike after it
    (the kinds of action and the Special Activity, fitl.enumerate.random_move);
    the seeds of the draws still come from the agent's seed."""
    getrandbits = random.Random.getrandbits

    def choice(self, seq):
        seq = list(seq)
        for want in (("op", "train"), "air_strike", ()):
            if want in seq:
                return want
        return super().choice(seq)

    def random(self):
        return 0.0          # (the Special Activity's coin: with one)


def test_4_2_3_a_legal_agent_s_drawn_air_strike_fits_the_game_s_die_and_is_applied():
    """4.2.3 (ruling 230): the die is rolled once the Air Strike's spaces are
    selected, so a drawn whole move's hits must fit the game's next die.  With
    a die of 1 and many more hits in reach, each drawn Air Strike removes 1
    piece and Degrades nothing, and apply takes it with the Operation (the
    draw used to name more hits, apply refused it and the Train went alone)."""
    from tests.helpers import game
    pos = {"hue": {"pieces": {"us_troops": 1}},
           "quang_nam": {"support": "passive_support",
                         "pieces": {"arvn_police": 1, "nva_troops": 2, "nva_guerrilla_active": 2, "nva_base": 1}},
           "quang_tri_thua_thien": {"pieces": {"us_troops": 1, "nva_troops": 2, "vc_guerrilla_active": 2}}}
    g = game(pos, trail=3, rng_draws=1)
    assert dice_of(g.state)(1) == 1

    class Steered(LegalAgent):
        def _rng(self, game):
            return _SteeredToAirStrike(self.seed)

    for seed in range(4):
        move, result = Steered(seed).decide(g, "US")
        atoms = move.split()
        assert any(a.startswith("air_strike(") for a in atoms) and "degrade_trail" not in atoms, move
        removed = [a for a in atoms if a.startswith("remove(air_strike,")]
        assert len(removed) == 1 and removed[0].endswith(",1)"), move
        assert result.dice == [1]


def test_a_move_tried_then_played_is_carried_out_once(monkeypatch):
    """A legal agent tries its drawn move (apply) and then plays it (apply
    again, fitl.enumerate.random_move): the second apply of the same move
    asks the rules nothing (not even the successor's Turn, 2.3) and gives
    the same position, with the dice the move rolled."""
    from fitl import asp
    g = Game.new("tutorial", seed=1)
    first = g.apply("pass", faction="VC")
    calls = []
    monkeypatch.setattr(asp, "run", lambda *a, **k: calls.append(a))
    again = g.apply("pass", faction="VC")
    assert calls == [] and again.game is first.game and again.dice == first.dice
    assert again.before is g.state and again.card_done == first.card_done
